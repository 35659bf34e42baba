/**
 * Dropping the containers an edit emptied. Replacing or removing transitions, and removing a
 * state, can leave `on: {}`, an empty list or an empty `states` map behind; the flow format and
 * the comparisons treat those as absent, so they are removed rather than left for normalising.
 */
import type { FlowNode, Transition } from '../model/flow.js';
import type { Draft } from './draft.js';

const isEmpty = (list: readonly Transition[] | undefined) => list !== undefined && !list.length;

/** Drops containers that an edit left empty in a state the draft owns, so removals leave no `on: {}` behind. */
export function tidy(draft: Draft, node: FlowNode): void {
  const emptyEvents = Object.entries(node.on ?? {}).filter(([, list]) => !list.length);
  if (emptyEvents.length) {
    const on = (node.on = draft.mine(node.on!));
    for (const [event] of emptyEvents) delete on[event];
  }
  if (node.on && !Object.keys(node.on).length) delete node.on;
  if (node.after && !node.after.length) delete node.after;
  if (node.always && !node.always.length) delete node.always;
  if (node.onDone && !node.onDone.length) delete node.onDone;
  (node.invoke ?? []).forEach((inv, index) => {
    // Only an invocation with an empty list is copied; the others stay shared.
    if (!isEmpty(inv.onDone) && !isEmpty(inv.onError)) return;
    const invocation = draft.invocation(node, index);
    if (isEmpty(invocation.onDone)) delete invocation.onDone;
    if (isEmpty(invocation.onError)) delete invocation.onError;
  });
  if (draft.hasEmptyStates(node)) delete node.states;
}
