/**
 * States found by where the text lists them: the other of a pair ("has an open and a closed state
 * ... Selecting an option closes it"), the one listed before ("**Overdue** – ..., the loan becomes
 * *Overdue*").
 */
import type { Path } from './focus.js';
import type { SentenceContext } from './sentence-state.js';

/** The other state of a pair the text lists, when `state` is one of two. */
export function otherOfTwo(state: Path, ctx: SentenceContext): Path | null {
  const pair = ctx.inventory.sequences.find((q) => q.states.length === 2 && q.states.some((e) => e.path.join('.') === state.join('.')));
  return pair ? pair.states.find((e) => e.path.join('.') !== state.join('.'))!.path : null;
}

/** The state listed right before `state` in a list the text gives in order. */
export function listedBefore(state: Path, ctx: SentenceContext): Path | null {
  const list = ctx.inventory.sequences.find((q) => q.ordered && q.states.findIndex((e) => e.path.join('.') === state.join('.')) > 0);
  return list ? list.states[list.states.findIndex((e) => e.path.join('.') === state.join('.')) - 1].path : null;
}
