/**
 * Applies edits to a flow; the input is never modified. Copy-on-write (draft.ts): only the states
 * an edit changes, and those above them, are copied, so the result shares every other state with
 * the input (it is the input itself when no edit changes anything). Neither should be modified
 * afterwards. Deterministic: existing states keep their order, new ones follow in the order the
 * edits name them, and on each trigger guarded transitions come before the unguarded fallback.
 *
 * Each edit reads the flow first and changes only the states it must: an edit with nothing to do
 * copies nothing, and one that scans every state (removing or renaming a state, removing a
 * trigger's transitions everywhere) copies only the states it finds something to change in.
 *
 * Applying the same edits again to the result changes nothing: every edit is idempotent, and a
 * replacement keeps the replaced transitions' place, so a repeat finds nothing to do.
 *
 * `applyEditsWithEffects` also says, for each edit that changed something, which elements it
 * created (as JSON pointers into the result) and which places it changed or removed. The trace
 * and the `dropped-change` diagnostics are built from these. And it returns the draft's record
 * of what it changed in each `states` map (`changes`): every write to such a map goes through
 * the draft, so the incremental flow and the fragments can visit the recorded names only.
 *
 * This file runs the edits and gathers their effects; each family of edits applies in its own
 * file: add-state-transition.ts, replace-transitions.ts, remove-transitions.ts,
 * remove-rename-state.ts and entry-exit-invoke.ts, on the helpers in state-paths.ts,
 * trigger-lists.ts, tidy-state.ts and edit-record.ts.
 */
import type { FlowNode } from '../model/flow.js';
import type { Edit } from '../model/edits.js';
import { applyAddState, applyAddTransition } from './add-state-transition.js';
import { resolveCreated, type Created } from './created.js';
import { Draft } from './draft.js';
import type { EditRecord } from './edit-record.js';
import { applyAddAction, applyAddInvoke } from './entry-exit-invoke.js';
import { applyRemoveState, applyRenameState } from './remove-rename-state.js';
import { applyRemoveTransitions } from './remove-transitions.js';
import { applyReplaceTransitions } from './replace-transitions.js';
import type { StatesChanges } from './states-changes.js';

// This module exported these before its edits moved to their own files; kept so its exports stay the same.
export { allNodes, findNode } from './state-paths.js';

export interface EditEffect {
  /** Index of the edit in the list given. */
  index: number;
  edit: Edit;
  /** JSON pointers, into the resulting flow, of the elements this edit created and that remain. */
  created: string[];
  /** The created elements themselves, to find them again in a flow derived from the result. */
  elements: Created[];
  /** JSON pointers of the states and transition lists this edit changed or removed, as they were named when it applied. */
  touched: string[];
}

export interface AppliedEdits {
  flow: FlowNode;
  effects: EditEffect[];
  /**
   * What applying the edits changed in each `states` map of `flow`, for `extractIncremental` and
   * `diffFlows` to compare `flow` with the input visiting only those names. Valid for `flow` as
   * returned: a flow changed afterwards must be compared without it.
   */
  changes: StatesChanges;
}

function applyOne(draft: Draft, edit: Edit, rec: EditRecord): void {
  switch (edit.op) {
    case 'addState':
      return applyAddState(draft, edit, rec);
    case 'addTransition':
      return applyAddTransition(draft, edit, rec);
    case 'replaceTransitions':
      return applyReplaceTransitions(draft, edit, rec);
    case 'removeTransitions':
      return applyRemoveTransitions(draft, edit, rec);
    case 'removeState':
      return applyRemoveState(draft, edit, rec);
    case 'renameState':
      return applyRenameState(draft, edit, rec);
    case 'addEntryAction':
    case 'addExitAction':
      return applyAddAction(draft, edit, rec);
    case 'addInvoke':
      return applyAddInvoke(draft, edit, rec);
  }
}

/**
 * `prior`: when `base` was itself made by a draft (resolveSiblingTargetsWithChanges), that draft's
 * record, so the record returned also tells what changed from the flow that draft started from.
 * An empty record (`new StatesChanges(undefined, recordFrom)`) sets which maps are recorded.
 */
export function applyEditsWithEffects(base: FlowNode, edits: readonly Edit[], prior?: StatesChanges): AppliedEdits {
  const draft = new Draft(base ?? {}, prior);
  const records: { index: number; edit: Edit; rec: EditRecord }[] = [];
  // The service each state is given by these edits (the last addInvoke naming the state).
  const services = new Map<string, string>();
  for (const edit of edits) if (edit.op === 'addInvoke') services.set(JSON.stringify(edit.state), edit.src);
  edits.forEach((edit, index) => {
    const rec: EditRecord = { created: [], touched: [] };
    if (edit.op === 'addTransition' || edit.op === 'replaceTransitions') rec.service = services.get(JSON.stringify(edit.source));
    applyOne(draft, edit, rec);
    if (rec.created.length || rec.touched.length) records.push({ index, edit, rec });
  });
  const root = draft.root;
  // What the edits created is only in states the draft copied or made.
  const pointers = resolveCreated(root, root, (node) => draft.owns(node));
  const effects = records.map(({ index, edit, rec }) => ({
    index,
    edit,
    created: unique(rec.created.map(pointers).filter((p): p is string => p !== undefined)),
    elements: rec.created,
    touched: unique(rec.touched),
  }));
  return { flow: root, effects, changes: draft.changes };
}

export function applyEdits(base: FlowNode, edits: readonly Edit[]): FlowNode {
  return applyEditsWithEffects(base, edits).flow;
}

function unique(list: string[]): string[] {
  return [...new Set(list)];
}
