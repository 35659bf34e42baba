/**
 * A draft's trigger and its source, from what the sentence and the story around it have told.
 */
import { listed } from '../grammar/words.js';
import { condName } from '../4-inventory/names.js';
import { isTheThing } from '../4-inventory/mentions.js';
import { isStopVerb, type Token } from '../2-words/token.js';
import type { Trigger } from '../5-frames/meaning.js';
import { lastEvent, type Focus, type Path } from './focus.js';
import { resolveState } from './resolve.js';
import { firstListed } from './where-it-begins.js';
import type { Draft, SentenceContext, SentenceState } from './sentence-state.js';

export type Branch = { source: Path | null; trigger: Trigger | null } | null;

/** What the sentence has told so far, around the draft being finished. */
export interface Around {
  /** The branch this draft is the other side of. */
  branch: Branch;
  /** Where the draft before it went. */
  previousTarget: Path | null;
  /** Where the draft before it started. */
  lastSource: Path | null | undefined;
  left: SentenceState;
  /** Where a clause without a trigger said the thing is. */
  placed: Path | null;
  /** The source the draft before said itself ("in normal mode"). */
  toldSource: Path | null;
}

/**
 * A draft's trigger: its own, the branch's it is the other side of, one left waiting by the
 * sentence before, an eventless one when it has a guard or says "immediately", or the one its
 * subject would give.
 */
export function triggerOf(d: Draft, branch: Branch, focus: Focus): Trigger | undefined {
  const m = d.motion;
  let trigger = d.trigger && !(d.trigger.kind === 'event' && !d.trigger.name) ? d.trigger : d.trigger ? (lastEvent(focus) ?? undefined) : undefined;
  // ("If the check passes we go to done, otherwise to error": the other branch of an outcome is the other outcome.)
  const other = branch?.trigger && d.otherwise && (branch.trigger.kind === 'invoke.onDone' || branch.trigger.kind === 'invoke.onError') ? { ...branch.trigger, kind: branch.trigger.kind === 'invoke.onDone' ? ('invoke.onError' as const) : ('invoke.onDone' as const), otherwise: undefined } : undefined;
  trigger ??= other ?? branch?.trigger ?? undefined;
  // "It determines if submission is valid; if not it goes back to idle": the other side of a bare guard.
  if (!trigger && d.otherwise && d.guardBefore) trigger = { kind: 'always' };
  // (What its subject names comes first: "BACK returns to idle instead".)
  trigger ??= m.weakTrigger ?? d.weakTrigger;
  // "Checkout takes them to the login page instead": the alternative happens on the same trigger.
  if (!trigger && d.instead && focus.lastTransition) trigger = focus.lastTransition.trigger;
  // (A guard of its own sentence comes before a wait left by the one before: "compares it once a
  // second ... In IDLE, if the temperature falls below the setpoint it switches to HEATING".)
  if (!trigger && focus.pending && !(d.cond && focus.pending.trigger.kind === 'after')) trigger = focus.pending.trigger;
  if (!trigger && (d.cond || m.immediate)) trigger = { kind: 'always' };
  // ("clicking again collapses it": doing it again is doing what was named before.)
  const last = lastEvent(focus);
  const repeated = trigger && doneAgain(trigger, d.reading.clause.tokens, focus);
  if (repeated !== trigger) trigger = repeated;
  // ("Pressing Play in Stopped switches it to Playing; pressing it again toggles back": "it", again,
  // is the control the last event named, whatever it was called.)
  else if (trigger?.kind === 'event' && last?.kind === 'event' && trigger.mention?.type === 'anaphor' && listed('ObjectAnaphors', trigger.mention.name)) {
    const named = trigger.mention.name;
    if (d.reading.clause.tokens.some((t, i) => t.norm === 'again' && d.reading.clause.tokens[i - 1]?.norm === named)) trigger = last;
  }
  return trigger;
}

/**
 * ("Pressing the button turns it on. Pressing it again turns it off.", "A press on the remote button
 * opens it ... another press closes it": doing it to "it", again, or another of it, is doing what the
 * last event named, when that event's name goes on from this one's.)
 */
export function doneAgain(trigger: Trigger, clause: Token[], focus: Focus): Trigger {
  if (trigger.kind !== 'event') return trigger;
  const goesOn = (e: Trigger | null | undefined) => e?.kind === 'event' && e.name.startsWith(`${trigger.name}_`);
  // (Another of it is the last of its kind named, whatever happened since.)
  if (trigger.mention?.tokens.some((t) => listed('OtherDeterminers', t.norm))) return [...focus.events].reverse().find(goesOn) ?? trigger;
  const again = !trigger.mention && clause.some((t) => t.norm === 'again');
  const last = lastEvent(focus);
  return goesOn(last) && (trigger.mention?.type === 'anaphor' || again) ? last! : trigger;
}

/**
 * A draft's source: its own ("from X"), the branch's, the target before it in a chain, the
 * motion before it when its verb is left out, where a service it waits on runs, its subject as
 * a state, the trigger's place, the sentence's scene, or where the story stands.
 */
export function sourceOf(d: Draft, trigger: Trigger, around: Around, ctx: SentenceContext): Path | null {
  const { inventory, focus } = ctx;
  const m = d.motion;
  if (d.source !== undefined) return d.source;
  // ("it moves to offline, and pressing 'Try again' there ...": where the sentence just went.)
  if (m.source?.type === 'anaphor' && m.source.name === 'there' && around.previousTarget) return around.previousTarget;
  if (m.source) return resolveState(m.source, inventory, focus, true);
  if (m.global) return [];
  if (around.branch) return around.branch.source;
  if (d.instead && ctx.focus.lastTransition && d.triggerSource === undefined && !around.left.scene) return ctx.focus.lastTransition.source;
  // ("When fetchData completes, ... goes to loaded, and when it fails, to failed": after one outcome
  // of a service, another is told from where it runs, not from where the first went.)
  const running = focus.lastInvoke?.state.join('.');
  if ((trigger.kind === 'invoke.onDone' || trigger.kind === 'invoke.onError') && running && focus.lastTransition && /^invoke\./.test(focus.lastTransition.trigger.kind) && focus.lastTransition.source?.join('.') === running) return focus.lastInvoke!.state;
  if (d.otherCase && around.lastSource !== undefined) return around.lastSource;
  // ("a paid order is marked shipped, and the carrier's webhook marks it delivered": "it", after a
  // motion of the same sentence, is where that motion left it.)
  // (Not events named in series, each from the same place: "`FETCH_SUCCESS` sets it to 'succeeded',
  // and `FETCH_FAILURE` sets it to 'failed'".)
  const named = d.reading.parts.subject?.type === 'event' && d.reading.parts.subject.by !== 'head';
  if (d.reading.clause.kind === 'coord' && d.reading.parts.object?.type === 'anaphor' && around.previousTarget && !named && !d.triggerSource && d.sceneAt == null && !m.source) return around.previousTarget;
  if (d.chained && around.previousTarget) return around.previousTarget;
  // "... and to failed when ...": the motion before it goes on from the same place.
  if (m.elliptic && around.lastSource !== undefined) return around.lastSource;
  // ("Pressing i in normal mode enters insert mode, pressing v enters visual mode": a clause in series
  // with no place of its own acts where the one before said it acts.)
  if (d.reading.clause.kind === 'coord' && !d.reading.clause.opener && around.toldSource && !m.target?.tokens.some((t) => around.toldSource!.includes(t.norm))) return around.toldSource;
  // "When it finishes, go to loaded": a service's outcome happens where the service runs.
  if ((trigger.kind === 'invoke.onDone' || trigger.kind === 'invoke.onError') && focus.lastInvoke) return focus.lastInvoke.state;
  // "Searching goes to results when they arrive": with a trigger from elsewhere, the subject is where it starts.
  // (Not in a paragraph or item about a state: "Draw Phase. ... Once both cards are drawn, play proceeds to the Trade Phase.")
  // (Nor where the sentence has set a place: "in `'error'`, `dismissError` clears the message and goes back to `'idle'`".)
  // (Not a thing the text has not named as a state: "Press the power button. The panel goes to STANDBY.")
  const thing = m.weakSource?.tokens[0]?.pos === 'det' && !resolveState(m.weakSource, inventory, focus, false);
  if (m.weakSource && !thing && trigger !== m.weakTrigger && trigger !== d.weakTrigger && !ctx.itemScene && !around.left.scene && d.sceneAt == null) return resolveState(m.weakSource, inventory, focus, true);
  // Controls named one after another act from the same place.
  // ("Checkout should now go to shipping": an event the existing flow has in one state happens there.)
  const home = trigger.kind === 'event' ? inventory.existingSourcesOf(trigger.name) : [];
  if (home.length === 1 && d.triggerSource === undefined && !around.left.scene && d.sceneAt == null) return home[0];
  // (A scene set later in the sentence is for the clauses after it.)
  const scene = d.sceneAt !== undefined ? d.sceneAt : around.left.scene;
  // ("Clicking Edit switches to editing, and Save switches back to viewing": going back starts
  // where the story went, not where the controls before it were.)
  const backParticle = d.reading.parts.tokens.some((t) => t.norm === 'back' && t.pos === 'part');
  const goesBack = backParticle || !!d.reading.parts.verb?.verb.tags.has('ReturnVerbs');
  // ("it switches to avoid, and returns to wander once the path is clear": from where it went.)
  const back = (backParticle || (goesBack && d.reading.clause.kind === 'coord')) && around.previousTarget && !scene ? around.previousTarget : null;
  // ("Pressing start while idle begins cooking, and the microwave returns to idle when ...": a return
  // to where the sentence's scene is comes from where the sentence went.)
  if (goesBack && scene && around.previousTarget && (d.reading.clause.kind === 'coord' || d.reading.clause.kind === 'main') && around.previousTarget.join('.') !== scene.join('.') && d.motion.target && resolveState(d.motion.target, inventory, focus, false)?.join('.') === scene.join('.')) return around.previousTarget;
  // ("it becomes pressed; if it stays down for more than a second it becomes held": a wait told
  // after a motion in the same sentence is spent where the motion went.)
  if (trigger.kind === 'after' && around.previousTarget && !scene && !d.triggerSource) return around.previousTarget;
  // ("When heat is requested it starts heating, and it stops when the setpoint is reached": stopping,
  // after a motion into something done in the same sentence, stops that.)
  const stops = !!d.reading.parts.verb && isStopVerb(d.reading.parts.verb.verb) && isTheThing(d.reading.parts.subject);
  if (stops && around.previousTarget && /ing$/i.test(around.previousTarget[around.previousTarget.length - 1])) return around.previousTarget;
  const control = m.subjectTrigger && !d.triggerSource && !scene && !back && focus.controls ? focus.controls : null;
  return d.triggerSource ?? scene ?? focus.pending?.source ?? back ?? control ?? around.placed ?? around.left.start ?? firstListed(d, ctx);
}

/** The event an outcome's words name: "if the request succeeds" → REQUEST_SUCCEEDS. */
export const wordedOutcome = (t: Trigger): Trigger | undefined => ((t.kind === 'invoke.onDone' || t.kind === 'invoke.onError') && t.otherwise ? { kind: 'event', name: t.otherwise } : undefined);

/**
 * A service's outcome told at `place` where no service runs ("The order is confirmed when payment
 * succeeds", "..., and on failure back to idle"): the event its words name, or nothing when they
 * name none. Any other trigger, or an outcome of a service named or running there, is kept.
 */
export function outcomeWhereNothingRuns(t: Trigger, place: Path | null, focus: Focus): Trigger | undefined {
  if ((t.kind !== 'invoke.onDone' && t.kind !== 'invoke.onError') || t.service) return t;
  if (focus.lastInvoke && focus.lastInvoke.state.join('.') === place?.join('.')) return t;
  return wordedOutcome(t);
}

/** "..., or goes back to X if ...": a clause joined by "or" to a motion set off by a condition of its own. */
export function otherChoice(d: Draft, drafts: Draft[]): boolean {
  const before = drafts[drafts.indexOf(d) - 1];
  const ownCondition = !!before && (!!before.conditional || (!before.motion.trigger && !!before.trigger));
  return d.reading.clause.kind === 'coord' && d.reading.clause.opener === 'or' && ownCondition;
}

/**
 * ("If the check fails the sequence goes to Error; otherwise it goes to Equilibrating", where no
 * service runs: an outcome an "if" asks about, told in words, with another branch after it that has
 * no trigger of its own, is a question the machine asks, not an event it waits for. Its words are
 * the guard; both branches are taken on the event the sentence answers ("on `user.message`, if
 * `isValidEmail` passes ..."), the one left waiting, or at once. Sets the draft's guard, named as
 * any condition is, and gives the trigger both branches are taken on; or null, changing nothing,
 * when nothing is asked.
 * (Not a moment: "When the trial ends, a successful charge makes it `active`, otherwise ...".)
 * (Nor a happening: "if your phone connects in that window ...; if not, ..." waits for it.)
 */
export function readAsQuestion(d: Draft, drafts: Draft[], left: SentenceState, focus: Focus): Trigger | null {
  const next = drafts[drafts.indexOf(d) + 1];
  if (d.cond || d.motion.trigger || !next?.otherwise || next.motion.trigger) return null;
  const asking = left.readings.find((r) => r.clause.kind === 'condition' && r.meanings.some((m) => m.kind === 'trigger' && m.trigger === d.trigger));
  if (!asking || !/\bif\b/.test(asking.clause.opener)) return null;
  d.cond = condName(asking.clause.tokens.filter((t) => t.kind !== 'punct'));
  // (The other branch, its verb left out, took the same trigger: it is taken on the new one, too.)
  for (const x of drafts.slice(drafts.indexOf(d) + 1)) if (x.trigger === d.trigger) x.trigger = undefined;
  return left.governing ?? focus.pending?.trigger ?? { kind: 'always' };
}
