/**
 * One sentence's clauses become facts. The clauses are read in order into the sentence's state
 * (what each has told: a scene, a trigger or guard waiting, actions, motions drafted), and the
 * drafts are finished at the end (drafts.ts), when the whole sentence is known. A sentence that
 * walks through timed steps is a timeline (timeline.ts).
 */
import { scopeOverEvery } from './exceptions.js';
import { durationOf } from '../4-inventory/durations.js';
import { actionName, eventName } from '../4-inventory/names.js';
import { lemmaOf } from '../2-words/lemma.js';
import { listed, wordPattern } from '../grammar/words.js';
import { isQuotedOrCode } from '../2-words/token.js';
import type { Reading, Trigger } from '../5-frames/meaning.js';
import { guardedExisting } from './guarded-existing.js';
import { finishDrafts } from './drafts.js';
import type { Fact } from './facts.js';
import { resolveState } from './resolve.js';
import { type ClauseSetting, type Draft, type SentenceContext, type SentenceState, antecedentOf, isOtherwise, isSubordinate, newSentenceState } from './sentence-state.js';
import { timelineFacts } from './timeline.js';
import { tellMotion } from './told-motion.js';
import { tellAction, tellChange, tellDeclare, tellEntryExit, tellInitial, tellInvoke, tellTrigger } from './told.js';
import { tellGuard, tellScene } from './told-conditions.js';
import { eventlessReadings, eventsAsGuards, saysEventless } from './eventless.js';

export type { SentenceContext } from './sentence-state.js';

/** Where a clause stands in its sentence: after a motion, what "which" stands for, a shared subject. */
function settingOf(r: Reading, s: SentenceState, ctx: SentenceContext): ClauseSetting {
  const { inventory, focus } = ctx;
  const { previous, drafts } = s;
  // Right after a motion, or after conditions that already went to it ("goes to gas whenever heat()
  // fires, provided that ..."), a subordinate clause tells about that motion.
  // ("X goes to Y, and when Z happens it goes to W": a condition after "and" opens the next part.)
  // ("..., but only if an editor has approved it" qualifies the motion before it.)
  const coordinated = wordPattern('ClauseCoordinators', '^(?:%) \\w').test(r.clause.opener) && !/\bonly\b/.test(r.clause.opener) && isSubordinate(r);
  const afterMotion = !coordinated && !r.clause.fresh && previous !== null && drafts.length > 0 && (drafts[drafts.length - 1].reading === previous || (s.postConditions && isSubordinate(previous)));
  // "..., which calls the saveForm service", "CAL_OK, which leads to ready": what "which" stands for.
  // (After something done, "which" is the doing or what it was done to, not a place in a phrase
  // after it: "click Submit for review, which sends the document to Review".)
  const done = !!previous?.meanings.some((m) => m.kind === 'trigger' && m.trigger.kind === 'event' && m.trigger.mention?.type !== 'event');
  // ("We've got `loggedOut`, that's where we begin": "that", right after, points back as "which" does.)
  const pointing = r.clause.kind === 'main' && !!previous && listed('Demonstratives', r.clause.tokens[0]?.norm ?? '') && r.parts.verb?.copula === true;
  const candidate = r.clause.kind === 'relative' || pointing ? antecedentOf(previous) : null;
  const first = candidate?.tokens[0] ? previous!.clause.tokens.indexOf(candidate.tokens[0]) : -1;
  const ante = candidate && !(done && previous!.clause.tokens[first - 1]?.pos === 'prep') ? candidate : null;
  // (A written name pointed back to is a state, as the text writes states: "We've got `loggedOut`, that's where we begin".)
  const writtenName = !!ante && ante.tokens.length === 1 && isQuotedOrCode(ante.tokens[0]);
  const anteState = ante && (ante.type === 'state' || ante.type === 'thing') ? resolveState(ante, inventory, focus, pointing && writtenName) : null;
  const delay = ante && (ante.type === 'timer' || ante.type === 'duration') ? durationOf(ante.tokens) : null;
  const anteEvent: Trigger | null = ante && ante.type === 'event' && ante.name ? { kind: 'event', name: ante.name, mention: ante } : ante?.runtime?.outcome === 'always' ? { kind: 'always' } : delay !== null ? { kind: 'after', delay } : null;
  // "A will exit and enter B_COND": a coordinated clause without a subject shares the one before.
  const sharedSubject = r.clause.kind === 'coord' && !r.parts.subject && !r.parts.subjects.length && previous?.parts.subject?.type === 'state' ? resolveState(previous.parts.subject, inventory, focus, false) : null;
  return { afterMotion, anteState, anteEvent, sharedSubject };
}

/** Tells one clause's meanings into the sentence. */
function tellClause(r: Reading, s: SentenceState, ctx: SentenceContext): void {
  // ("The pinger posts a ping upon entry; this will cause ...": the moment an action was done at ends with its part of the sentence.)
  if (r.clause.fresh) s.entryExit = null;
  const at = settingOf(r, s, ctx);
  s.postConditions = at.afterMotion && isSubordinate(r);
  // ("..., which tries the last phone for 10 seconds ...; if the phone comes back in time, ...": the rest happens there.)
  // ("... shows the review screen, where 'Retake' goes back to preview and 'Use photo' goes to done": there, over the place before.)
  if (at.anteState) {
    s.scene = at.anteState;
    if (s.pre.source) s.pre.source = at.anteState;
  }
  // ("START turns the LED off and when the button is pressed, ... switches to LED state": the state
  // a sentence opens with is where the rest of it happens.)
  if (r === s.readings[0] && r.clause.kind === 'main' && r.parts.subject?.type === 'state' && !s.scene) {
    const opening = resolveState(r.parts.subject, ctx.inventory, ctx.focus, false);
    if (opening) s.scene = opening;
  }
  // ("An endpoint in the ACTIVE state MUST send a HEARTBEAT every 30 seconds. If no ACK arrives, ...":
  // a subject said to be in a state the text names sets the scene there.)
  // ("a `:tcp_closed` message in `:connected` sends us back": right after the subject's noun, not
  // "After 30 seconds in `green` it goes to `yellow`".)
  const subjectEnd = r.parts.subject ? r.parts.tokens.indexOf(r.parts.subject.tokens[r.parts.subject.tokens.length - 1]) + 1 : -1;
  // (Over a sentence in one part, or from a clause that moves nothing: "Raw input going high in RELEASED
  // takes you to MAYBE_PRESSED; if it's still high ..." goes on from where it went.)
  const onePart = !r.meanings.some((m) => m.kind === 'motion') || !s.readings.some((x) => x.clause.fresh);
  const heldIn = r === s.readings[0] && r.clause.kind === 'main' && !s.scene && onePart && r.parts.subject && r.parts.subject.type !== 'state' ? r.parts.preps.find((p) => p.prep === 'in' && p.at === subjectEnd) : undefined;
  const heldState = heldIn ? ctx.inventory.findState(heldIn.mention.name) : null;
  if (heldState && heldIn!.mention.type === 'state') s.scene = heldState.path;
  for (const m of r.meanings) {
    switch (m.kind) {
      case 'global':
        // The root: every state, at once; or each state but those it leaves out.
        scopeOverEvery(s, r, ctx, true);
        ctx.used.add(r);
        break;
      case 'scene':
        tellScene(s, r, m, at, ctx);
        break;
      case 'trigger':
        tellTrigger(s, r, m, at, ctx);
        break;
      case 'guard':
        tellGuard(s, r, m, at, ctx);
        break;
      case 'motion':
        // ("Receipt of RESET in any state other than IDLE causes a transition to IDLE": each of the others.)
        if (m.global && scopeOverEvery(s, r, ctx, false)) tellMotion(s, r, { ...m, global: undefined }, at, ctx);
        else tellMotion(s, r, m, at, ctx);
        break;
      case 'action':
        tellAction(s, r, m, at, ctx);
        break;
      case 'initial':
        // ("a door that has been OPEN for 10 minutes starts CLOSING by itself": once something has
        // happened, starting something is going there, not where the machine begins.)
        if (s.preFromCondition && s.pre.trigger && r.parts.verb && !r.parts.verb.copula && m.state.type === 'state') tellMotion(s, r, { kind: 'motion', target: m.state }, at, ctx);
        else tellInitial(s, r, m, at, ctx);
        break;
      case 'invoke':
        tellInvoke(s, r, m, at, ctx);
        break;
      case 'entry':
      case 'exit':
        tellEntryExit(s, r, m, at, ctx);
        break;
      case 'declare':
        tellDeclare(s, r, m, at, ctx);
        break;
      case 'remove':
      case 'rename':
        tellChange(s, r, m, at, ctx);
        break;
      default:
        break;
    }
  }
  // A clause that tells how long something lasts ("Hurt gives 2 seconds of invincibility").
  const lasting = !isSubordinate(r) && !r.meanings.some((m) => m.kind === 'trigger' || (m.kind === 'motion' && m.trigger)) ? durationOf(r.clause.tokens) : null;
  const dwellState = r.parts.subject && (r.parts.subject.type === 'state' || ctx.inventory.findLoosely(r.parts.subject.name)) ? r.parts.subject : r.clause.kind === 'relative' ? antecedentOf(s.previous) ?? undefined : undefined;
  if (lasting !== null) s.dwell = { trigger: { kind: 'after', delay: lasting }, source: dwellState };
  if (isOtherwise(r)) s.otherwiseOpen = true;
  else if (r.clause.kind !== 'coord') s.otherwiseOpen = false;
  s.previous = r;
}

/**
 * ("TOGGLE moves it from on to off, and vice versa", "You can only CLOSE the modal when it's open,
 * and vice versa": the one transition told, the other way round; an event named by the verb of
 * where it goes is named by the verb of where it now goes.)
 */
function reverse(readings: Reading[], facts: Fact[]): void {
  const said = readings.find((r) => r.clause.tokens.some((t) => t.tags.has('ReversalPhrases')));
  if (!said) return;
  const told = facts.filter((f): f is Extract<Fact, { kind: 'transition' }> => f.kind === 'transition' && !!f.source?.length && !!f.target);
  if (told.length !== 1) return;
  const [f] = told;
  const [from, to] = [f.source!, f.target!];
  const verbOf = (path: string[]) => lemmaOf(path[path.length - 1].toLowerCase()).toUpperCase();
  // ("and `freeze` does the reverse": on the event that does it.)
  // ("Resume, back again": or on the name before the comma, its verb left out.)
  const [first, comma] = said.clause.tokens;
  const gapped = comma?.text === ',' && (first.kind !== 'word' || /^[A-Z]/.test(first.text)) ? [first] : null;
  const own = said.parts.subject && (said.parts.subject.type === 'event' || said.parts.subject.tokens.some((t) => t.kind === 'code' || t.kind === 'name')) ? eventName(said.parts.subject.tokens) : gapped ? eventName(gapped) : null;
  const trigger: Trigger = own ? { kind: 'event', name: own } : f.trigger.kind === 'event' && f.trigger.name === verbOf(to) ? { kind: 'event', name: verbOf(from) } : f.trigger;
  const { cond: _said, ...rest } = f;
  facts.push({ ...rest, source: to, target: from, trigger });
}

/**
 * ("Choosing a product dispenses it and returns the machine to idle": a change the verb alone names,
 * next to a motion the sentence tells outright, is something done on the way there.)
 */
function doneOnTheWay(drafts: Draft[]): void {
  for (let k = 0; k + 1 < drafts.length; k++) {
    const [d, next] = [drafts[k], drafts[k + 1]];
    const verb = d.reading.parts.verb?.verb;
    const byVerb = !!verb && d.motion.target?.tokens[0] === verb && d.motion.target.by === 'words';
    // (Or a relative clause that says it: "pick up an open ticket, which puts it in progress".)
    const outright = (next.reading.clause.kind === 'coord' || next.reading.clause.opener === 'which') && !next.motion.trigger && !!next.motion.target && next.motion.target.tokens[0] !== next.reading.parts.verb?.verb;
    // (Or going back told by the verb alone, "the incident is reopened and returns to In Progress":
    // the place told outright is where it goes back to.)
    const restoring = !!d.motion.restore && !d.motion.target;
    if ((!byVerb && !restoring) || !outright || !verb) continue;
    // (Not when the verb is what set it off: "pick up an open ticket, which puts it in progress".)
    const setOff = d.motion.trigger?.kind === 'event' && d.motion.trigger.name.startsWith(eventName([verb]));
    if (!setOff && byVerb) next.actions.unshift(actionName([verb]));
    // ("A noise wakes them, and they become alert": what the subject of the change is, when nothing else is.)
    next.trigger ??= d.motion.trigger ?? d.trigger ?? (d.motion.kind === 'motion' ? d.motion.weakTrigger : undefined);
    if (d.motion.source && !next.motion.source) next.motion = { ...next.motion, source: d.motion.source };
    drafts.splice(k, 1);
  }
}

export function readSentence(readings: Reading[], ctx: SentenceContext): Fact[] {
  const { inventory, focus } = ctx;
  const timeline = timelineFacts(readings, inventory, focus);
  if (timeline) {
    for (const r of readings) ctx.used.add(r);
    focus.current = timeline[timeline.length - 1].target;
    return timeline;
  }
  const eventless = saysEventless(readings);
  if (eventless) eventlessReadings(readings);
  const s = newSentenceState(readings, focus.current);
  // ("- `running`: the job runs. `PAUSE` moves to `paused`; when it completes it goes to `done`.":
  // every sentence of an item about a state happens there.)
  if (ctx.itemScene) s.scene = ctx.itemScene;
  for (const r of readings) tellClause(r, s, ctx);
  // An "otherwise" that only does something stays where the choice was made.
  if (s.otherwiseActions.length && s.otherwiseReading) {
    s.drafts.push({ reading: s.otherwiseReading, motion: { kind: 'motion', stay: true }, actions: s.otherwiseActions, otherwise: true, chained: false, guardBefore: !!s.pre.guard });
  }
  doneOnTheWay(s.drafts);
  const facts = [...s.facts, ...guardedExisting(s, inventory, focus), ...finishDrafts(s.drafts, s, ctx)];
  if (eventless) eventsAsGuards(facts);
  reverse(readings, facts);
  // A sentence that gave nothing, set no scene and left nothing waiting was not used, whatever
  // its clauses read ("If timing matters to you, wrap it in a service of its own").
  if (!facts.length && !s.scene && !ctx.focus.pending) for (const r of readings) ctx.used.delete(r);
  return facts;
}
