/**
 * Actions with no motion to go with: a transition that stays, where the sentence says what sets it
 * off ("When in the running state, TICK adds a minute", "Every time CHANGE_NAME is sent to the
 * machine, ..."), in the place it stands.
 */
import { isSubordinate, type Reading } from '../5-frames/meaning.js';
import type { Fact } from './facts.js';
import { doneAgain, outcomeWhereNothingRuns } from './draft-roles.js';
import { type SentenceContext, type SentenceState, originOf } from './sentence-state.js';
import { listedBefore } from './listed-places.js';

/** A clause that tells what has already happened: "payment went through", "we've received the images". */
const happened = (r: Reading): boolean => {
  const verb = r.parts.verb;
  return !!verb && !verb.negated && (verb.verb.tags.has('PastTense') || verb.perfect);
};

/** Frames of doing, declaring, causing or being: a clause read by one of them says what is done or what is, not what happens. */
const DEED_FRAMES = new Set(['action', 'declare', 'causative', 'copula', 'finish', 'fail', 'invoke', 'initial', 'motion']);

export function actionsThatStay(left: SentenceState, ctx: SentenceContext): Fact[] {
  const { focus } = ctx;
  const source = left.pre.source ?? left.scene ?? left.start;
  // ("An avatar represents a user profile picture": what a subject does is a transition only where the text has set a place.)
  // (At the root, only what a condition or a global phrase sets off: "UML provides a helpful concept" is no transition.)
  const strong = left.pre.trigger && (source || left.preFromCondition) ? left.pre.trigger : undefined;
  // (A subject that only might be an event, "MSM also provides a small extension", sets nothing off
  // where the story merely stands: only in a place this sentence names.)
  const told = left.pre.source ?? left.scene;
  const given = strong ?? (left.pre.guard && source ? { kind: 'always' as const } : undefined) ?? (told ? left.pre.weakTrigger : undefined);
  const trigger = given ? outcomeWhereNothingRuns(doneAgain(given, left.readings[0].clause.tokens, focus), source ?? null, focus) : undefined;
  const reading = left.readings[0];
  // (Only where the sentence opens with when or where it happens, "When in the running state, TICK
  // adds a minute", "Every time CHANGE_NAME is sent ...": a sentence that opens with its own deed,
  // "Supervisors hate it when ...", "The client collects DHCPOFFER messages over a period of time",
  // tells what is done, not what the machine does on an event.)
  const deedFirst = DEED_FRAMES.has(reading.rule) && !isSubordinate(reading);
  // ("*Processing* — payment went through and our warehouse is picking your items": in an item about
  // a state, what has already happened tells how the thing came to it, from the state listed before;
  // in the first item, "*Placed* — we've got your order", how it began.)
  const item = ctx.itemScene ?? (ctx.unit.item !== undefined ? left.scene : null);
  const cameTo = !!item && !!source && source.join('.') === item.join('.') && trigger?.kind === 'event' && left.readings.some(happened);
  const before = cameTo ? listedBefore(item!, ctx) : null;
  if (before && trigger) return [{ kind: 'transition', source: before, trigger, target: item!, actions: left.actions, origin: originOf(reading) }];
  if (cameTo && ctx.inventory.sequences.some((q) => q.ordered && q.states[0].path.join('.') === item!.join('.'))) return [];
  if (trigger && !(trigger.kind === 'event' && !trigger.name) && !deedFirst) {
    if (left.pre.guard) focus.branch = { source: source ?? null, trigger };
    return [{ kind: 'transition', source: source ?? null, trigger, target: null, ...(left.pre.guard ? { cond: left.pre.guard } : {}), actions: left.actions, origin: originOf(reading) }];
  }
  return [];
}
