/**
 * Rules for lists of transitions, shared by applying edits, merging an incremental flow and
 * extracting one, so the three agree on what "the same transition" and "where it goes" mean.
 */
import type { Delay, DelayedTransition, Transition } from '../model/flow.js';

type AnyTransition = Transition & { delay?: Delay };

/** Identity of a transition for "is it already there": every field, actions in order. */
export function transitionKey(t: AnyTransition): string {
  return JSON.stringify([t.cond ?? null, t.target ?? null, t.actions ?? [], t.description ?? null, t.delay ?? null]);
}

/**
 * The slot a transition occupies within its trigger: its guard (and, for delayed transitions,
 * its delay). On one event only the first transition whose guard holds is taken, so two
 * transitions in the same slot cannot both matter; an incoming transition replaces the one in
 * its slot instead of sitting dead behind it.
 */
export function slotKey(t: AnyTransition): string {
  return JSON.stringify([t.cond ?? null, t.delay ?? null]);
}

/** Guarded transitions first, the fallback last; stable otherwise. */
export function guardedFirst<T extends Transition>(list: readonly T[]): T[] {
  return [...list.filter((t) => t.cond), ...list.filter((t) => !t.cond)];
}

/** A transition with only the fields that carry something, in a fixed order. */
export function cleanTransition(t: Transition): Transition {
  const out: Transition = {};
  if (t.description !== undefined) out.description = t.description;
  if (t.cond !== undefined) out.cond = t.cond;
  if (t.target !== undefined) out.target = t.target;
  if (t.actions?.length) out.actions = [...t.actions];
  return out;
}

export function cleanDelayed(t: Transition, delay: Delay): DelayedTransition {
  return { ...cleanTransition(t), delay };
}

/**
 * Merges `incoming` into `existing` (neither is modified): an incoming transition equal to an
 * existing one is skipped, one that shares a slot with an existing one replaces it in place, and
 * any other is added; guarded transitions stay before the fallback.
 */
export function mergeTransitionList<T extends AnyTransition>(existing: readonly T[], incoming: readonly T[]): T[] {
  let list = [...existing];
  for (const t of incoming) {
    const key = transitionKey(t);
    if (list.some((e) => transitionKey(e) === key)) continue;
    const slot = slotKey(t);
    const at = list.findIndex((e) => slotKey(e) === slot);
    if (at >= 0) list[at] = t;
    else list = guardedFirst([...list, t]);
  }
  return list;
}
