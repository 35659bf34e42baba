/**
 * Where the story begins when the text does not say: the state a thing is in or arrives in before
 * anything happens, the first state a list gives, and the place a return goes back to.
 */
import { isTheThing } from '../4-inventory/mentions.js';
import type { Fact } from './facts.js';
import type { Path } from './focus.js';
import { resolveState } from './resolve.js';
import type { Draft, SentenceContext, SentenceState } from './sentence-state.js';
import type { Inventory } from '../4-inventory/inventory.js';

/**
 * Whether a clause with nothing to set it off, told before anything has happened, says where the
 * machine starts:
 * - ("The turnstile is locked. A coin unlocks it") the state the thing is;
 * - ("Everyone lands in Applied", "New visitors land on the home page") where the thing, or a person
 *   going through it, arrives.
 * (A clause that says only that: "The statechart is simpler than ..." is a judgement.)
 */
export function opensTheStory(d: Draft, target: Path, ctx: SentenceContext): boolean {
  const { inventory, focus } = ctx;
  const said = d.motion.target?.tokens[d.motion.target.tokens.length - 1];
  const only = !!said && d.reading.clause.tokens.slice(d.reading.clause.tokens.indexOf(said) + 1).every((t) => t.kind === 'punct');
  if (!only || (inventory.initial && inventory.initial.join('.') !== target.join('.')) || focus.visited.length || focus.reached.length) return false;
  const subject = d.reading.parts.subject;
  if (d.reading.rule === 'copula') return isTheThing(subject) && subject?.type !== 'anaphor';
  return d.reading.rule === 'arrival' && !d.motion.source && d.source === undefined && (isTheThing(subject) || subject?.type === 'actor');
}

/**
 * ("The editor can be in one of two modes: viewing or editing. Clicking Edit switches to editing":
 * before anything has happened, the machine is in the first state it lists, if it goes elsewhere.)
 */
export function firstListed(d: Draft, ctx: SentenceContext): Path | null {
  const { inventory, focus } = ctx;
  if (focus.visited.length || focus.reached.length || inventory.initial) return null;
  const listed = inventory.sequenceBefore(d.reading.clause.tokens[0]?.start ?? 0);
  const target = d.motion.target ? resolveState(d.motion.target, inventory, focus, false) : null;
  // ("two states, open and closed. Clicking the trigger opens it": of two, a verb that changes the
  // thing into one changes it from the other.)
  const changed = !!d.motion.target && d.motion.target.tokens[0] === d.reading.parts.verb?.verb;
  const other = listed?.length === 2 && target && changed ? listed.find((p) => p.join('.') !== target.join('.')) : undefined;
  const first = other ?? listed?.[0];
  return first && target && first.join('.') !== target.join('.') ? first : null;
}

/**
 * ("The above proceeds to validate when the submit event occurs. ..., if not it goes back to the
 * idle state": going back to a place says the story came from there; the first transition into
 * where it goes back from, told from nowhere, started there.)
 */
export function cameFrom(d: Draft, fact: Extract<Fact, { kind: 'transition' }>, ctx: SentenceContext): void {
  const { focus } = ctx;
  const key = (p: Path | null) => (p ? p.join('.') : '');
  // (A service's outcome told from nowhere is the machine's own event, not a place left.)
  if (/^invoke\./.test(fact.trigger.kind)) return;
  if (!fact.source && fact.target && !d.motion.global) {
    if (!focus.fromNowhere.has(key(fact.target))) focus.fromNowhere.set(key(fact.target), fact);
    return;
  }
  // (Going "back" says so; "returns to" may be to any place the story has been.)
  const back = d.reading.parts.tokens.some((t) => t.norm === 'back' && t.pos === 'part');
  const first = back && fact.source && fact.target ? focus.fromNowhere.get(key(fact.source)) : undefined;
  if (first && !first.source && key(first.target) !== key(fact.target)) {
    first.source = fact.target;
    focus.fromNowhere.delete(key(fact.source));
  }
}

/**
 * ("Open the upload modal (it starts in `empty`)": what the sentence just opened, with nothing to
 * set it off, is the thing that starts where "it" starts, no state of its own.)
 */
export function openedIsTheThing(s: SentenceState, inventory: Inventory): void {
  const opened = s.drafts[s.drafts.length - 1];
  if (!opened || opened.trigger || opened.motion.trigger || opened.motion.target?.by !== 'head') return;
  s.drafts.pop();
  const named = inventory.findState(opened.motion.target.name);
  if (named && [...named.evidence].every((e) => e === 'head' || e === 'source')) inventory.forget(named.path);
  const head = opened.motion.target.tokens[opened.motion.target.tokens.length - 1];
  if (head?.kind === 'word' && head.pos === 'noun') inventory.addEntity(head.lemma);
}
