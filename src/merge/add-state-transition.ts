/**
 * Applying the edits that add: `addState` (made to exist, and put first when it is the initial
 * one) and `addTransition` (added unless an equal one is already there, guarded transitions
 * ahead of the unguarded fallback). Both read the state first, so a repeat copies nothing.
 */
import type { FlowNode, Transition } from '../model/flow.js';
import type { Trigger } from '../model/edits.js';
import type { Draft } from './draft.js';
import { recordTransitions, type EditOf, type EditRecord } from './edit-record.js';
import { statePointer } from './own.js';
import { ensureNode, ensureTarget, findNode } from './state-paths.js';
import { cleanDelayed, cleanTransition, guardedFirst, transitionKey } from './transition-lists.js';
import { currentList, listToFill } from './trigger-lists.js';

function reorderFirst(draft: Draft, parentPath: readonly string[], name: string): boolean {
  const states = findNode(draft.root, parentPath)!.states;
  if (!states || Object.keys(states)[0] === name) return false;
  draft.putFirst(draft.node(parentPath), name);
  return true;
}

export function applyAddState(draft: Draft, edit: EditOf<'addState'>, rec: EditRecord): void {
  ensureNode(draft, edit.path, rec);
  if (edit.initial && edit.path.length) {
    const parentPath = edit.path.slice(0, -1);
    if (reorderFirst(draft, parentPath, edit.path[edit.path.length - 1])) rec.touched.push(`${statePointer(parentPath)}/states`);
  }
}

const inGuardedOrder = (list: readonly Transition[]) => guardedFirst(list).every((t, i) => t === list[i]);

function addTransition(draft: Draft, source: readonly string[], current: FlowNode, trigger: Trigger, transition: Transition, rec: EditRecord): void {
  if (trigger.kind === 'after') {
    const delayed = cleanDelayed(transition, trigger.delay);
    const key = transitionKey(delayed);
    if (current.after?.some((t) => transitionKey(t) === key)) return;
    const node = draft.node(source);
    node.after = draft.fresh(guardedFirst([...(node.after ?? []), delayed]));
    recordTransitions(draft, rec, [delayed]);
    return;
  }
  const clean = cleanTransition(transition);
  const key = transitionKey(clean);
  // Already there, in order, in the list it would go to (a service still to be started or named is a change).
  const starts = trigger.kind !== 'on' && trigger.kind !== 'always' && trigger.kind !== 'onDone' && rec.service !== undefined && !current.invoke?.some((inv) => inv.src === rec.service);
  const present = starts ? undefined : currentList(current, trigger, rec.service);
  if (present?.some((t) => transitionKey(t) === key) && inGuardedOrder(present)) return;
  const list = listToFill(draft, draft.node(source), trigger, rec);
  if (!list.some((t) => transitionKey(t) === key)) {
    list.push(clean);
    recordTransitions(draft, rec, [clean]);
  }
  list.splice(0, list.length, ...guardedFirst(list));
}

export function applyAddTransition(draft: Draft, edit: EditOf<'addTransition'>, rec: EditRecord): void {
  const current = ensureNode(draft, edit.source, rec);
  addTransition(draft, edit.source, current, edit.trigger, edit.transition, rec);
  ensureTarget(draft, edit.transition, rec);
}
