/**
 * Applying `replaceTransitions` ("instead", "now"): a state's transitions on one trigger become
 * the ones given. The list as it stands is compared first, so a repeat of the edit copies nothing.
 */
import type { FlowNode, Transition } from '../model/flow.js';
import type { Trigger } from '../model/edits.js';
import type { Draft } from './draft.js';
import { recordTransitions, type EditOf, type EditRecord } from './edit-record.js';
import { statePointer } from './own.js';
import { ensureNode, ensureTarget } from './state-paths.js';
import { tidy } from './tidy-state.js';
import { cleanDelayed, cleanTransition, guardedFirst, transitionKey } from './transition-lists.js';
import { currentList, listToFill, triggerPointer } from './trigger-lists.js';

/**
 * Replaces the transitions of one trigger where they stand (an `on` event keeps its place among
 * the events, delayed transitions take the place of the first one replaced), so the result, and
 * the patch from the old flow to it, change no more than the words asked for.
 */
function replaceTransitions(draft: Draft, source: readonly string[], current: FlowNode, trigger: Trigger, transitions: readonly Transition[], rec: EditRecord): boolean {
  if (trigger.kind === 'after') {
    // (Guarded first within the delay replaced: the others' order is theirs, so a repeat finds the same list.)
    const fresh = guardedFirst(dedupe(transitions.map((t) => cleanDelayed(t, trigger.delay))));
    const after = current.after ?? [];
    const old = after.filter((t) => t.delay === trigger.delay);
    if (sameKeys(old, fresh)) return false;
    const at = after.findIndex((t) => t.delay === trigger.delay);
    const kept = after.filter((t) => t.delay !== trigger.delay);
    const insertAt = at < 0 ? kept.length : after.slice(0, at).filter((t) => t.delay !== trigger.delay).length;
    const node = draft.node(source);
    node.after = draft.fresh([...kept.slice(0, insertAt), ...fresh, ...kept.slice(insertAt)]);
    recordTransitions(draft, rec, fresh);
    if (!node.after.length) delete node.after;
    return true;
  }
  const fresh = guardedFirst(dedupe(transitions.map(cleanTransition)));
  if (sameKeys(currentList(current, trigger, rec.service) ?? [], fresh)) return false;
  const node = draft.node(source);
  const list = listToFill(draft, node, trigger, rec);
  list.splice(0, list.length, ...fresh);
  recordTransitions(draft, rec, fresh);
  tidy(draft, node);
  return true;
}

function dedupe<T extends Transition>(list: T[]): T[] {
  const seen = new Set<string>();
  return list.filter((t) => {
    const key = transitionKey(t);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function sameKeys(a: readonly Transition[], b: readonly Transition[]): boolean {
  return a.length === b.length && a.every((t, i) => transitionKey(t) === transitionKey(b[i]));
}

export function applyReplaceTransitions(draft: Draft, edit: EditOf<'replaceTransitions'>, rec: EditRecord): void {
  const current = ensureNode(draft, edit.source, rec);
  if (replaceTransitions(draft, edit.source, current, edit.trigger, edit.transitions, rec)) rec.touched.push(statePointer(edit.source) + triggerPointer(edit.trigger));
  for (const t of edit.transitions) ensureTarget(draft, t, rec);
}
