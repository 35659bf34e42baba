/**
 * One sentence's clauses become facts. Each motion is a draft that collects, in this order:
 * - its trigger: its own ("on PAY", "PAY takes us"), a condition before it ("When E, ..."), a
 *   condition right after it ("goes to Y when E"), a trigger told earlier in the sentence ("the
 *   reader emits E, and the barrier moves"), one left waiting by the sentence before, or, with a
 *   guard or "immediately", no event at all (an eventless transition);
 * - its source: its own ("from X", "Loading goes to"), the trigger's place ("when E occurs in
 *   X"), the sentence's scene ("In X, ..."), the target before it in a chain ("then", "after
 *   which"), or where the story stands;
 * - its guard, and the actions of the clauses coordinated with it.
 * An "otherwise" branch starts where the branch before it did, on the same trigger.
 */
import type { Unit } from '../1-layout/units.js';
import type { Inventory } from '../4-inventory/inventory.js';
import type { Mention } from '../4-inventory/mentions.js';
import type { Meaning, Reading, Trigger } from '../5-frames/meaning.js';
import type { Fact, Origin } from './facts.js';
import type { Focus, Path } from './focus.js';
import { resolveState } from './resolve.js';
import { durationOf } from '../4-inventory/durations.js';
import { alternationSteps, isAlternation } from './alternation.js';
import { timelineFacts } from './timeline.js';

type Motion = Extract<Meaning, { kind: 'motion' }>;

interface Draft {
  reading: Reading;
  motion: Motion;
  source?: Path | null;
  trigger?: Trigger;
  triggerSource?: Path | null;
  cond?: string;
  actions: string[];
  otherwise: boolean;
  chained: boolean;
  /** Said with "instead": an alternative to the transition before. */
  instead?: boolean;
  /** More triggers taken from the sentence: "esc or clicking the backdrop closes it and you're back on the grid". */
  alsoTriggers?: Trigger[];
  /** An "otherwise" branch after a guard told in the same sentence. */
  guardBefore?: boolean;
  /** A trigger an earlier clause's subject would give, if nothing else does ("Confirming deletes the item and returns"). */
  weakTrigger?: Trigger;
  /** The scene set before it in the sentence ("..., and from the preview, 'Edit' brings you back"). */
  sceneAt?: Path | null;
  /** Its trigger is a condition's ("if the request succeeds go to success"), which an "otherwise" answers. */
  conditional?: boolean;
}

export interface SentenceContext {
  inventory: Inventory;
  focus: Focus;
  unit: Unit;
  /** Which clauses produced something, for diagnostics. */
  used: Set<Reading>;
}

const originOf = (r: Reading): Origin => {
  const tokens = [...r.clause.marker, ...r.clause.tokens];
  const first = tokens[0];
  const last = tokens[tokens.length - 1];
  return { rule: r.rule, span: { start: first?.start ?? 0, end: last?.end ?? 0 } };
};

/** The last two different states reached, oldest first. */
function lastTwo(reached: string[]): [Path, Path] | null {
  const last = reached[reached.length - 1];
  const before = [...reached].reverse().find((r) => r !== last);
  return last && before ? [before.split('.'), last.split('.')] : null;
}

/** What a relative pronoun refers to: the last thing the clause before it named. */
function antecedentOf(r: Reading | null): Mention | null {
  if (!r) return null;
  const candidates = [r.parts.object, r.parts.complement, ...r.parts.preps.map((p) => p.mention), r.parts.subject].filter((m): m is Mention => !!m && m.tokens.length > 0);
  let best: Mention | null = null;
  for (const m of candidates) if (!best || m.tokens[m.tokens.length - 1].end > best.tokens[best.tokens.length - 1].end) best = m;
  return best;
}

const isSubordinate = (r: Reading) => r.clause.kind === 'condition' || r.clause.kind === 'span';
const isOtherwise = (r: Reading) => r.clause.kind === 'otherwise' || /\b(otherwise|else|if not)\b/.test(r.clause.opener);

export function readSentence(readings: Reading[], ctx: SentenceContext): Fact[] {
  const { inventory, focus } = ctx;
  const timeline = timelineFacts(readings, inventory, focus);
  if (timeline) {
    for (const r of readings) ctx.used.add(r);
    focus.current = timeline[timeline.length - 1].target;
    return timeline;
  }
  const facts: Fact[] = [];
  const start = focus.current;
  let scene: Path | null = null;
  const drafts: Draft[] = [];
  let pre: { trigger?: Trigger; alsoTriggers?: Trigger[]; weakTrigger?: Trigger; source?: Path | null; guard?: string } = {};
  let actions: string[] = [];
  let entryExit: { kind: 'entry' | 'exit'; state: Path } | null = null;
  let previous: Reading | null = null;
  let postConditions = false;
  let preFromCondition = false;
  // "otherwise it shows 'Insufficient funds' and keeps collecting": the other branch's actions.
  let otherwiseActions: string[] = [];
  let otherwiseReading: Reading | null = null;
  let otherwiseOpen = false;
  let dwell: { trigger: Trigger; source?: Mention } | null = null;
  // "When a code is entered: if ..., it unlocks; if ..., it goes to lockedOut": the event every guarded branch answers.
  let governing: Trigger | undefined;
  let alsoScenes: Path[] = [];

  for (const r of readings) {
    // Right after a motion, or after conditions that already went to it ("goes to gas whenever heat()
    // fires, provided that ..."), a subordinate clause tells about that motion.
    // ("X goes to Y, and when Z happens it goes to W": a condition after "and" opens the next part.)
    const coordinated = /^(and|but|or) \w/.test(r.clause.opener) && isSubordinate(r);
    const afterMotion: boolean = !coordinated && !r.clause.fresh && previous !== null && drafts.length > 0 && (drafts[drafts.length - 1].reading === previous || (postConditions && isSubordinate(previous)));
    postConditions = afterMotion && isSubordinate(r);
    // "..., which calls the saveForm service", "CAL_OK, which leads to ready": what "which" stands for.
    const ante = r.clause.kind === 'relative' ? antecedentOf(previous) : null;
    const anteState = ante && (ante.type === 'state' || ante.type === 'thing') ? resolveState(ante, inventory, focus, false) : null;
    // ("..., which tries the last phone for 10 seconds ...; if the phone comes back in time, ...": the rest happens there.)
    if (anteState) scene = anteState;
    const anteEvent: Trigger | null = ante && ante.type === 'event' && ante.name ? { kind: 'event', name: ante.name, mention: ante } : ante?.runtime?.outcome === 'always' ? { kind: 'always' } : ante && (ante.type === 'timer' || ante.type === 'duration') && durationOf(ante.tokens) !== null ? { kind: 'after', delay: durationOf(ante.tokens) } : null;
    // "A will exit and enter B_COND": a coordinated clause without a subject shares the one before.
    const sharedSubject = r.clause.kind === 'coord' && !r.parts.subject && !r.parts.subjects.length && previous?.parts.subject?.type === 'state' ? resolveState(previous.parts.subject, inventory, focus, false) : null;
    // ("START turns the LED off and when the button is pressed, ... switches to LED state": the state
    // a sentence opens with is where the rest of it happens.)
    if (r === readings[0] && r.clause.kind === 'main' && r.parts.subject?.type === 'state' && !scene) {
      const opening = resolveState(r.parts.subject, inventory, focus, false);
      if (opening) scene = opening;
    }
    for (const m of r.meanings) {
      switch (m.kind) {
        case 'global':
          // The root: every state, at once.
          scene = [];
          pre.source = [];
          ctx.used.add(r);
          break;
        case 'scene': {
          // ("In either state, ...": the two states of the transition before, both.)
          const both = m.state.type === 'anaphor' && m.state.name === 'both' ? lastTwo(focus.reached) : null;
          if (both) alsoScenes = [both[1]];
          const state = both ? both[0] : resolveState(m.state, inventory, focus, 'source');
          if (state) {
            scene ??= state;
            // ("... will set it to 'solid' if it's currently 'plasma'": a condition after a motion says where it starts.)
            const last = drafts[drafts.length - 1];
            if (afterMotion && isSubordinate(r) && last && last.source === undefined && !last.motion.source) last.source = state;
            if (isSubordinate(r) || !drafts.length) pre.source = state;
            ctx.used.add(r);
          }
          break;
        }
        case 'trigger': {
          const source = m.source ? resolveState(m.source, inventory, focus, 'source') : undefined;
          if (m.trigger.kind === 'event' && m.trigger.name) focus.lastEvent = m.trigger;
          const last = drafts[drafts.length - 1];
          // "A session remains in Down state until the remote system agrees": staying until something
          // happens says where it is; what happens is what takes it away.
          // ("A note is clean until the user types": being somewhere until something happens, too.)
          const being = last && last.reading.rule === 'copula' && !last.trigger && !last.motion.trigger;
          if (r.clause.opener === 'until' && (last?.motion.stay || being) && afterMotion) {
            drafts.pop();
            const at = last.motion.stay ? last.motion.source : last.motion.target;
            const place = at ? resolveState(at, inventory, focus, true) : null;
            if (place) {
              scene ??= place;
              pre.source = place;
            }
            pre.trigger = m.trigger;
            preFromCondition = true;
          } else if (isSubordinate(r) && afterMotion && last && !last.trigger) {
            last.trigger = m.trigger;
            if (source !== undefined && source !== null && last.source === undefined) last.source = source;
          } else {
            // "If nothing happens for 45 seconds, it times out": the time-out is the wait already told.
            const sameWait = m.trigger.kind === 'after' && m.trigger.delay === null && pre.trigger?.kind === 'after';
            // A condition's trigger is what the sentence is about; one told in passing after it does not replace it.
            const kept = preFromCondition && !isSubordinate(r);
            if (!sameWait && !kept) {
              pre.trigger = m.trigger;
              preFromCondition = isSubordinate(r);
              if (r.clause.kind === 'condition' && !/\b(if|unless)\b/.test(r.clause.opener)) governing = m.trigger;
            }
            if (source) pre.source = source;
          }
          ctx.used.add(r);
          break;
        }
        case 'guard': {
          const last = drafts[drafts.length - 1];
          // "... when the user is signed in and the cart is not empty": one guard of both.
          const joined = /^(and|or)\b/.test(r.clause.opener) && previous && isSubordinate(previous) && previous.meanings.some((p) => p.kind === 'guard');
          const join = (a: string | undefined) => (a && joined ? `${a}${r.clause.opener.startsWith('or') ? 'Or' : 'And'}${m.name.charAt(0).toUpperCase()}${m.name.slice(1)}` : m.name);
          if (joined && last && last.cond && afterMotion) last.cond = join(last.cond);
          else if (joined && pre.guard) pre.guard = join(pre.guard);
          else if (afterMotion && isSubordinate(r) && last && !last.cond) last.cond = m.name;
          else pre.guard = m.name;
          ctx.used.add(r);
          break;
        }
        case 'motion': {
          // "the client moves to RENEWING state ... the client moves to INIT state": count who moves.
          const mover = r.parts.object && r.parts.object.type !== 'state' && m.target ? r.parts.object : r.parts.subject;
          const common = mover && mover.tokens.length === 2 && mover.tokens[0].pos === 'det' && mover.tokens[1].kind === 'word';
          if (mover && (mover.type === 'thing' || mover.type === 'machine' || common) && m.target) {
            const head = mover.tokens[mover.tokens.length - 1];
            const field = ['TransitionNouns', 'EventNouns', 'StateNouns', 'CodeNouns', 'ActionNouns', 'ServiceNouns'].some((c) => head.tags.has(c));
            if (head.kind === 'word' && head.pos === 'noun' && !field) inventory.movers.set(head.lemma, (inventory.movers.get(head.lemma) ?? 0) + 1);
          }
          // "A session remains in Down state until ...": what stays somewhere is what the text is about.
          const stayer = m.stay ? r.parts.subject : null;
          if (stayer && (stayer.type === 'thing' || stayer.type === 'machine')) {
            const head = stayer.tokens[stayer.tokens.length - 1];
            if (head.kind === 'word' && head.pos === 'noun' && !head.tags.has('MachineNouns') && !head.tags.has('StateNouns')) inventory.entities.add(head.lemma);
          }
          const otherwise = isOtherwise(r) || (otherwiseOpen && r.clause.kind === 'coord');
          // ("..., and two seconds later it is down again": later than the motion before.)
          const later = r.clause.tokens.some((t) => t.norm === 'later') && m.trigger?.kind === 'after';
          // ("Pressing PRINT moves us into heating, and when the nozzle is hot we go to extruding": and then.)
          const andWhen = !!previous && /^(and|but) \w/.test(previous.clause.opener) && isSubordinate(previous);
          // ("the host's CLOSE then goes to CLOSING": "then" inside the clause, too.)
          const then = r.clause.tokens.some((t) => t.norm === 'then' && t.pos === 'adv');
          const chained = (/\b(then|after which)\b/.test(r.clause.opener) || then || later || andWhen) && drafts.length > 0;
          // "The doors stay open for 5 seconds and then the elevator is idle again", "Hurt gives 2 seconds
          // of invincibility and then returns to alive": a stay that lasts, then the motion after it.
          const last = drafts[drafts.length - 1];
          const lasted = (chained || r.clause.kind === 'coord') && !m.trigger ? (last?.motion.stay && last.trigger?.kind === 'after' ? { trigger: last.trigger, source: last.motion.source } : dwell) : null;
          if (lasted && last?.motion.stay && last.trigger === lasted.trigger) drafts.pop();
          const draft: Draft = {
            reading: r,
            motion: m,
            // A source the inventory does not know becomes a state only if the transition is made.
            source: m.source && !(m.source.type === 'anaphor' && m.source.name === 'there') ? (resolveState(m.source, inventory, focus, false) ?? undefined) : m.source ? undefined : (anteState ?? sharedSubject ?? (lasted?.source ? resolveState(lasted.source, inventory, focus, true) ?? undefined : undefined)),
            trigger: m.trigger ?? anteEvent ?? lasted?.trigger ?? pre.trigger ?? (pre.guard || m.guard ? governing : undefined),
            alsoTriggers: m.trigger ? m.alsoTriggers : pre.alsoTriggers,
            triggerSource: pre.source,
            cond: m.guard ?? (otherwise ? undefined : pre.guard),
            guardBefore: otherwise && !!pre.guard,
            // ("But when the password is rejected, ...": a contrast offers an alternative to the transition before.)
            instead: r.clause.tokens.some((t) => t.norm === 'instead') || /^(but|however)$/.test(readings[0].clause.tokens[0]?.norm ?? readings[0].clause.opener),
            actions: [...actions, ...(m.actions ?? [])],
            otherwise,
            chained,
            conditional: !m.trigger && !!pre.trigger && preFromCondition,
            sceneAt: scene,
          };
          if (otherwise) {
            draft.actions.push(...otherwiseActions);
            otherwiseActions = [];
          }
          actions = [];
          drafts.push(draft);
          if (!draft.trigger && pre.weakTrigger) draft.weakTrigger = pre.weakTrigger;
          pre = { source: pre.source };
          break;
        }
        case 'action': {
          if (m.trigger && !pre.trigger) {
            pre.trigger = m.trigger;
            pre.alsoTriggers = m.alsoTriggers;
          }
          if (m.weakTrigger && !pre.weakTrigger) pre.weakTrigger = m.weakTrigger;
          if (m.source) pre.source = resolveState(m.source, inventory, focus, false) ?? pre.source;
          const lastDraft = drafts[drafts.length - 1];
          if (entryExit) facts.push({ kind: entryExit.kind, state: entryExit.state, action: m.name, origin: originOf(r) });
          // ("otherwise it stays locked and counts the failed attempt": the other branch's own action.)
          else if (otherwiseOpen && r.clause.kind === 'coord' && lastDraft?.otherwise && lastDraft.reading === previous) lastDraft.actions.push(m.name);
          else if (isOtherwise(r) || (otherwiseOpen && r.clause.kind === 'coord')) {
            otherwiseActions.push(m.name);
            otherwiseReading ??= r;
          } else if (afterMotion || (drafts.length && r.clause.kind === 'coord' && !actions.length && previous && drafts[drafts.length - 1].reading === previous)) drafts[drafts.length - 1].actions.push(m.name);
          else actions.push(m.name);
          ctx.used.add(r);
          break;
        }
        case 'initial': {
          const state = resolveState(m.state, inventory, focus, true);
          // "The kettle starts in standby": the kettle is what the text is about.
          // (Each noun of it: "Toast notifications" are "the toast" later.)
          if (m.subject && (m.subject.type === 'thing' || m.subject.type === 'machine' || (m.subject.type === 'state' && m.subject.name !== m.state.name))) {
            for (const t of m.subject.tokens) if (t.kind === 'word' && t.pos === 'noun' && !t.tags.has('MachineNouns') && !t.tags.has('StateNouns') && !t.tags.has('CodeNouns')) inventory.entities.add(t.lemma);
          }
          if (state) {
            facts.push({ kind: 'initial', state, origin: originOf(r) });
            inventory.initial ??= state;
            focus.current = state;
            // ("We start out in awaitingPayment, and PAY takes us to paid": from there.)
            scene ??= state;
            ctx.used.add(r);
          }
          break;
        }
        case 'invoke': {
          const state: Path | null = resolveState(m.state, inventory, focus, true) ?? anteState ?? pre.source ?? scene ?? start;
          if (state) {
            facts.push({ kind: 'invoke', state, service: m.service, origin: originOf(r) });
            focus.lastInvoke = { state, service: m.service };
            scene ??= state;
            ctx.used.add(r);
          }
          break;
        }
        case 'entry':
        case 'exit': {
          const state: Path | null = resolveState(m.state, inventory, focus, false) ?? pre.source ?? scene ?? start;
          if (state) entryExit = { kind: m.kind, state };
          // "On entering hurt, if no lives remain, it goes to gameOver": what follows happens there.
          if (state && m.kind === 'entry') pre.source = state;
          if (state && m.action) facts.push({ kind: m.kind, state, action: m.action, origin: originOf(r) });
          ctx.used.add(r);
          break;
        }
        case 'declare':
          for (const s of m.states) {
            const state = resolveState(s, inventory, focus, true);
            if (state) facts.push({ kind: 'state', state, origin: originOf(r) });
          }
          if (m.states.length) ctx.used.add(r);
          break;
        default:
          break;
      }
    }
    // A clause that tells how long something lasts ("Hurt gives 2 seconds of invincibility").
    const lasting = !isSubordinate(r) && !r.meanings.some((m) => m.kind === 'trigger' || (m.kind === 'motion' && m.trigger)) ? durationOf(r.clause.tokens) : null;
    const dwellState = r.parts.subject && (r.parts.subject.type === 'state' || inventory.findLoosely(r.parts.subject.name)) ? r.parts.subject : r.clause.kind === 'relative' ? antecedentOf(previous) ?? undefined : undefined;
    if (lasting !== null) dwell = { trigger: { kind: 'after', delay: lasting }, source: dwellState };
    if (isOtherwise(r)) otherwiseOpen = true;
    else if (r.clause.kind !== 'coord') otherwiseOpen = false;
    previous = r;
  }
  // An "otherwise" that only does something stays where the choice was made.
  if (otherwiseActions.length && otherwiseReading) {
    drafts.push({ reading: otherwiseReading, motion: { kind: 'motion', stay: true }, actions: otherwiseActions, otherwise: true, chained: false, guardBefore: !!pre.guard });
  }
  facts.push(...finishDrafts(drafts, { scene, alsoScenes, start, pre, actions, entryExit, readings, dwell, preFromCondition }, ctx));
  return facts;
}

interface Leftovers {
  scene: Path | null;
  /** More states the scene stands for ("in either state"). */
  alsoScenes: Path[];
  start: Path | null;
  pre: { trigger?: Trigger; weakTrigger?: Trigger; source?: Path | null; guard?: string };
  actions: string[];
  entryExit: { kind: 'entry' | 'exit'; state: Path } | null;
  readings: Reading[];
  dwell: { trigger: Trigger; source?: Mention } | null;
  /** The sentence's trigger came from a condition ("when", "if"), not from what a subject does. */
  preFromCondition: boolean;
}

type Branch = { source: Path | null; trigger: Trigger | null } | null;

/**
 * A draft's trigger: its own, the branch's it is the other side of, one left waiting by the
 * sentence before, an eventless one when it has a guard or says "immediately", or the one its
 * subject would give.
 */
function triggerOf(d: Draft, branch: Branch, focus: Focus): Trigger | undefined {
  const m = d.motion;
  let trigger = d.trigger && !(d.trigger.kind === 'event' && !d.trigger.name) ? d.trigger : d.trigger ? (focus.lastEvent ?? undefined) : undefined;
  trigger ??= branch?.trigger ?? undefined;
  // "It determines if submission is valid; if not it goes back to idle": the other side of a bare guard.
  if (!trigger && d.otherwise && d.guardBefore) trigger = { kind: 'always' };
  // "Checkout takes them to the login page instead": the alternative happens on the same trigger.
  if (!trigger && d.instead && focus.lastTransition) trigger = focus.lastTransition.trigger;
  trigger ??= m.weakTrigger ?? d.weakTrigger;
  if (!trigger && focus.pending) trigger = focus.pending.trigger;
  if (!trigger && (d.cond || m.immediate)) trigger = { kind: 'always' };
  return trigger;
}

/**
 * A draft's source: its own ("from X"), the branch's, the target before it in a chain, the
 * motion before it when its verb is left out, where a service it waits on runs, its subject as
 * a state, the trigger's place, the sentence's scene, or where the story stands.
 */
function sourceOf(d: Draft, trigger: Trigger, around: { branch: Branch; previousTarget: Path | null; lastSource: Path | null | undefined; left: Leftovers }, ctx: SentenceContext): Path | null {
  const { inventory, focus } = ctx;
  const m = d.motion;
  if (d.source !== undefined) return d.source;
  // ("it moves to offline, and pressing 'Try again' there ...": where the sentence just went.)
  if (m.source?.type === 'anaphor' && m.source.name === 'there' && around.previousTarget) return around.previousTarget;
  if (m.source) return resolveState(m.source, inventory, focus, true);
  if (m.global) return [];
  if (around.branch) return around.branch.source;
  if (d.instead && ctx.focus.lastTransition && d.triggerSource === undefined && !around.left.scene) return ctx.focus.lastTransition.source;
  if (d.chained && around.previousTarget) return around.previousTarget;
  // "... and to failed when ...": the motion before it goes on from the same place.
  if (m.elliptic && around.lastSource !== undefined) return around.lastSource;
  // "When it finishes, go to loaded": a service's outcome happens where the service runs.
  if ((trigger.kind === 'invoke.onDone' || trigger.kind === 'invoke.onError') && focus.lastInvoke) return focus.lastInvoke.state;
  // "Searching goes to results when they arrive": with a trigger from elsewhere, the subject is where it starts.
  if (m.weakSource && trigger !== m.weakTrigger && trigger !== d.weakTrigger) return resolveState(m.weakSource, inventory, focus, true);
  // Controls named one after another act from the same place.
  const control = m.subjectTrigger && !d.triggerSource && !around.left.scene && focus.controls ? focus.controls : null;
  // (A scene set later in the sentence is for the clauses after it.)
  const scene = d.sceneAt !== undefined && d.sceneAt !== null ? d.sceneAt : d.sceneAt === null && around.left.scene ? null : around.left.scene;
  return d.triggerSource ?? scene ?? focus.pending?.source ?? control ?? around.left.start ?? null;
}

/** Fills each draft's missing parts from the sentence and the discourse, and emits its transitions. */
function finishDrafts(drafts: Draft[], left: Leftovers, ctx: SentenceContext): Fact[] {
  const { inventory, focus } = ctx;
  const facts: Fact[] = [];
  let branchPoint: { source: Path | null; trigger: Trigger | null } | null = null;
  let previousTarget: Path | null = null;
  let lastTarget: Path | null = null;
  let lastSource: Path | null | undefined;
  let controlsAt: Path | null | undefined;
  // "If nothing happens for 45 seconds, it times out": a time-out with no length of its own takes the sentence's.
  const sentenceDelay = drafts.map((d) => d.trigger).concat(left.pre.trigger, left.dwell?.trigger).find((t) => t?.kind === 'after' && t.delay !== null);
  for (const d of drafts) {
    if (d.trigger?.kind === 'after' && d.trigger.delay === null && sentenceDelay) d.trigger = sentenceDelay;
    const m = d.motion;
    const branch = d.otherwise ? (branchPoint ?? focus.branch) : null;
    let trigger = triggerOf(d, branch, focus);
    if (trigger && isAlternation(m)) {
      const at = d.reading.clause.tokens[0]?.start ?? 0;
      for (const step of alternationSteps(m, [trigger, ...(m.alsoTriggers ?? [])], inventory, focus, at)) {
        facts.push({ kind: 'transition', source: step.source, trigger: step.trigger, target: step.target, ...(d.cond ? { cond: d.cond } : {}), actions: d.actions, origin: originOf(d.reading) });
        ctx.used.add(d.reading);
      }
      continue;
    }
    // "leaves the state in its current place": a motion to where it already is, stays.
    const stays = m.stay || (m.target?.type === 'anaphor' && m.target.tokens.some((t) => /^(current|same)$/.test(t.norm)));
    // The target of an explicit motion is a state; a loose phrase only when the transition is made.
    const explicit = trigger || m.target?.by === 'head' || m.target?.by === 'shape' || m.target?.by === 'inventory' || d.reading.rule === 'arrow' || d.reading.rule === 'table';
    const back = m.back && !m.target ? focus.lastTransition : null;
    // "Suspended accounts are reinstated": to the state the source was reached from.
    let restored: Path | null = null;
    if (m.restore && !m.target) {
      const into = d.source ?? (m.source ? resolveState(m.source, inventory, focus, false) : null);
      restored = into ? (focus.arrivals.get(into.join('.')) ?? null) : null;
      if (!restored) continue;
    }
    const target: Path | null = stays ? null : restored ?? (back ? back.source : resolveState(m.target, inventory, focus, explicit ? true : 'source'));
    // ("'Details' switches back": from where the last motion went.)
    if (back?.target && d.source === undefined && !m.source) d.source = back.target;
    // A service's outcome needs a service: the one started last, or the one the event names (done.invoke.x).
    const named = trigger && (trigger.kind === 'invoke.onDone' || trigger.kind === 'invoke.onError') ? trigger.service : undefined;
    if (trigger && (trigger.kind === 'invoke.onDone' || trigger.kind === 'invoke.onError') && !focus.lastInvoke && !named && !m.source) {
      // ("if the request succeeds" where nothing runs: the event the words name.)
      if (!trigger.otherwise) continue;
      trigger = { kind: 'event', name: trigger.otherwise };
    }
    if (!stays && !target) continue;
    if (!trigger) {
      // A motion with nothing to set it off: its target is a state, but there is no transition.
      // ("A vending machine waits for coins in its waiting state": staying says where it is.)
      if (stays && m.source) lastTarget = resolveState(m.source, inventory, focus, true) ?? lastTarget;
      else if (explicit) lastTarget = target ?? lastTarget;
      previousTarget = target;
      // Its trigger, if coordinated clauses share one, goes on to the next motion.
      continue;
    }
    let source = sourceOf(d, trigger, { branch, previousTarget, lastSource, left }, ctx);
    // ("Clicking the gear opens it and pressing Escape closes it": a place found, not told, that is the
    // target itself is no place to start; the motion before it left the thing elsewhere.)
    const same = (a: Path | null | undefined, b: Path | null | undefined) => !!a && !!b && a.join('.') === b.join('.');
    if (same(source, target) && d.source === undefined && !m.source && !d.triggerSource && previousTarget && !same(previousTarget, target)) source = previousTarget;
    lastSource = source;
    // ("Once the code has been sent, the user is on waiting": where the story begins, being somewhere
    // with nowhere before it is where the machine starts.)
    if (!source && !m.global && target && d.reading.rule === 'copula' && (!inventory.initial || same(inventory.initial, target)) && !focus.visited.length && !facts.length) {
      facts.push({ kind: 'initial', state: target, origin: originOf(d.reading) });
      inventory.initial = target;
      ctx.used.add(d.reading);
      previousTarget = lastTarget = target;
      continue;
    }
    // ("The error.platform.lookupPlate event sends checking to closed": checking runs lookupPlate.)
    if (named && source && source.length && !(focus.lastInvoke?.service === named && focus.lastInvoke.state.join('.') === source.join('.'))) {
      facts.push({ kind: 'invoke', state: source, service: named, origin: originOf(d.reading) });
      focus.lastInvoke = { state: source, service: named };
    }
    const implicit = d.source === undefined && !m.source && !left.scene && !d.triggerSource;
    if (m.subjectTrigger && implicit) controlsAt = source;
    else if (!implicit) controlsAt = null;
    const sources = same(source, left.scene) ? [source, ...left.alsoScenes] : [source];
    for (const from of sources) {
      for (const t of [trigger, ...(m.alsoTriggers ?? d.alsoTriggers ?? [])]) {
        facts.push({ kind: 'transition', source: from, trigger: t, target, ...(d.cond ? { cond: d.cond } : {}), actions: d.actions, origin: originOf(d.reading) });
      }
    }
    for (const pair of m.more ?? []) {
      const from = resolveState(pair.source, inventory, focus, true);
      const to = resolveState(pair.target, inventory, focus, true);
      if (to) facts.push({ kind: 'transition', source: from, trigger: pair.trigger ?? trigger, target: to, ...(d.cond ? { cond: d.cond } : {}), actions: d.actions, origin: originOf(d.reading) });
    }
    ctx.used.add(d.reading);
    // ("if the request succeeds go to success, otherwise go to error": the other branch starts here too.)
    if (d.cond || (d.conditional && drafts[drafts.indexOf(d) + 1]?.otherwise)) branchPoint = { source, trigger };
    if (trigger.kind === 'event') focus.lastEvent = trigger;
    focus.lastTransition = { source, trigger, target };
    if (target) focus.reached.push(target.join('.'));
    if (target && source && !focus.arrivals.has(target.join('.'))) focus.arrivals.set(target.join('.'), source);
    previousTarget = target ?? source;
    lastTarget = target ?? lastTarget;
  }
  // Actions with no motion to go with: a transition that stays, when the sentence says what sets it off.
  if (!drafts.length && left.actions.length && !left.entryExit) {
    const source = left.pre.source ?? left.scene ?? left.start;
    // ("An avatar represents a user profile picture": what a subject does is a transition only where the text has set a place.)
    // (At the root, only what a condition or a global phrase sets off: "UML provides a helpful concept" is no transition.)
    const strong = left.pre.trigger && (source || left.preFromCondition) ? left.pre.trigger : undefined;
    const trigger = strong ?? (left.pre.guard && source ? { kind: 'always' as const } : undefined) ?? (source ? left.pre.weakTrigger : undefined);
    if (trigger && !(trigger.kind === 'event' && !trigger.name)) {
      const reading = left.readings[0];
      if (left.pre.guard) focus.branch = { source: source ?? null, trigger };
      facts.push({ kind: 'transition', source: source ?? null, trigger, target: null, ...(left.pre.guard ? { cond: left.pre.guard } : {}), actions: left.actions, origin: originOf(reading) });
    }
  }
  if (branchPoint) focus.branch = branchPoint;
  if (controlsAt !== undefined) focus.controls = controlsAt;
  else if (left.scene) focus.controls = null;
  focus.pending = !drafts.length && left.pre.trigger && !left.actions.length ? { trigger: left.pre.trigger, source: left.pre.source ?? left.scene ?? null } : null;
  // A branch that goes back to a state the story has been in ("if no phone connects, they switch
  // off again") does not move the story: it goes on where the branch was taken.
  const returns = lastTarget && facts.length && focus.visited.includes(lastTarget.join('.')) && lastTarget.join('.') !== left.start?.join('.');
  const from = left.scene ?? left.start;
  for (const f of facts) if (f.kind === 'transition' && f.source) focus.visited.push(f.source.join('.'));
  if (lastTarget && returns && from && from.length) {
    focus.current = from;
    focus.setByScene = false;
  } else if (lastTarget) {
    focus.current = lastTarget;
    focus.setByScene = false;
  } else if (left.scene && (facts.length || [...(inventory.findState(left.scene) ?.evidence ?? [])].some((e) => e !== 'source'))) {
    // A place set as the scene holds on when it is a known state, or when this sentence used it.
    focus.current = left.scene;
    focus.setByScene = true;
  } else if (left.entryExit && !facts.some((f) => f.kind === 'transition')) {
    // ("When leaving the editor, save the draft": the story is in the editor.)
    focus.current = left.entryExit.state;
    focus.setByScene = true;
  }
  return facts;
}
