/**
 * Applying the edits that take a state's name away: `removeState` (the state goes, and so does
 * every transition into it or a state in it) and `renameState` (every target that names it, or a
 * state in it, follows). Targets are dotted paths from the root, so both scan every state for
 * them: they read the whole flow first, then copy only the states with a transition to drop or a
 * target to rewrite.
 */
import type { Transition } from '../model/flow.js';
import { listPointer, transitionLists, type Draft, type ListPlace } from './draft.js';
import type { EditOf, EditRecord } from './edit-record.js';
import { own, statePointer } from './own.js';
import { allNodes, findNode } from './state-paths.js';
import { tidy } from './tidy-state.js';

const targets = (t: Transition, dotted: string): boolean =>
  t.target !== undefined && (t.target === dotted || t.target.startsWith(`${dotted}.`));

/** Removes, everywhere, the transitions into the state `gone` or a state in it. */
function dropTransitionsInto(draft: Draft, gone: string, rec: EditRecord): void {
  // Read everything first, then copy only the states where something goes.
  const changes: [string[], [ListPlace, Transition[]][]][] = [];
  for (const [path, node] of allNodes(draft.root)) {
    const lists: [ListPlace, Transition[]][] = [];
    for (const [list, place] of transitionLists(node))
      if (list.some((t) => targets(t, gone))) lists.push([place, list.filter((t) => !targets(t, gone))]);
    if (lists.length) changes.push([path, lists]);
  }
  for (const [path, lists] of changes) {
    const node = draft.node(path);
    for (const [place, kept] of lists) {
      const list = draft.list(node, place);
      list.splice(0, list.length, ...kept);
      rec.touched.push(statePointer(path) + listPointer(place));
    }
    tidy(draft, node);
  }
}

/** Rewrites, everywhere, the targets that name the state `from` or a state in it to name `to` instead. */
function retarget(draft: Draft, from: string, to: string, rec: EditRecord): void {
  // Read everything first, then copy only the states and transitions that change.
  const hits: [string[], ListPlace, number][] = [];
  for (const [path, node] of allNodes(draft.root))
    for (const [list, place] of transitionLists(node))
      list.forEach((t, index) => {
        if (targets(t, from)) hits.push([path, place, index]);
      });
  for (const [path, place, index] of hits) {
    const transition = draft.transition(draft.node(path), place, index);
    transition.target = to + transition.target!.slice(from.length);
    rec.created.push({ kind: 'target', transition });
    rec.touched.push(statePointer(path) + listPointer(place));
  }
}

export function applyRemoveState(draft: Draft, edit: EditOf<'removeState'>, rec: EditRecord): void {
  if (!edit.path.length) return;
  const parentPath = edit.path.slice(0, -1);
  const name = edit.path[edit.path.length - 1];
  if (!own(findNode(draft.root, parentPath)?.states, name)) return;
  const parent = draft.node(parentPath);
  draft.removeState(parent, name);
  tidy(draft, parent);
  rec.touched.push(statePointer(edit.path));
  dropTransitionsInto(draft, edit.path.join('.'), rec);
}

export function applyRenameState(draft: Draft, edit: EditOf<'renameState'>, rec: EditRecord): void {
  if (!edit.path.length) return;
  const parentPath = edit.path.slice(0, -1);
  const name = edit.path[edit.path.length - 1];
  const states = findNode(draft.root, parentPath)?.states;
  if (!own(states, name) || own(states, edit.to) || !/^[^.#]+$/.test(edit.to)) return;
  draft.renameState(draft.node(parentPath), name, edit.to);
  const to = [...parentPath, edit.to];
  // The state is made the draft's own, so a later edit changes this very object, the one recorded.
  rec.created.push({ kind: 'node', node: draft.node(to) });
  rec.touched.push(statePointer(edit.path), statePointer(to));
  retarget(draft, edit.path.join('.'), to.join('.'), rec);
}
