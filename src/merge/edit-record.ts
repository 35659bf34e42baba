/**
 * What one edit did, noted while it applies: the elements it created and the places it changed.
 * apply.ts turns these into the `EditEffect` of each edit once every edit has applied.
 */
import type { Transition } from '../model/flow.js';
import type { Edit } from '../model/edits.js';
import type { Created } from './created.js';
import type { Draft } from './draft.js';

/** The edit of one kind, as each family of edits takes it. */
export type EditOf<Op extends Edit['op']> = Extract<Edit, { op: Op }>;

/** What one edit did; filled in while it applies. */
export interface EditRecord {
  created: Created[];
  touched: string[];
  /** For onDone/onError: the service this list of edits starts in the edit's state, if any. */
  service?: string;
}

/** Records transitions an edit made, as the draft's own: a later rename then changes these very objects. */
export function recordTransitions(draft: Draft, rec: EditRecord, transitions: readonly Transition[]): void {
  for (const transition of transitions) rec.created.push({ kind: 'transition', transition: draft.fresh(transition) });
}
