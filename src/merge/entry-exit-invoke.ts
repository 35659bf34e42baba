/**
 * Applying the edits that add to what a state does rather than where it goes: entry and exit
 * actions, and the services it starts (`addInvoke`). Each is added once. An addInvoke names the
 * placeholder invocation (`src: 'service'`) that onDone/onError transitions made while no service
 * was named, if there is one, so those transitions end up with the service rather than apart.
 */
import type { Draft } from './draft.js';
import type { EditOf, EditRecord } from './edit-record.js';
import { statePointer } from './own.js';
import { ensureNode } from './state-paths.js';
import { addInvocation } from './trigger-lists.js';

export function applyAddAction(draft: Draft, edit: EditOf<'addEntryAction' | 'addExitAction'>, rec: EditRecord): void {
  const field = edit.op === 'addEntryAction' ? 'entryActions' : 'exitActions';
  if (ensureNode(draft, edit.state, rec)[field]?.includes(edit.action)) return;
  const node = draft.node(edit.state);
  (node[field] = draft.mine(node[field], [])).push(edit.action);
  rec.created.push({ kind: 'action', node, field, action: edit.action });
}

export function applyAddInvoke(draft: Draft, edit: EditOf<'addInvoke'>, rec: EditRecord): void {
  const invoke = ensureNode(draft, edit.state, rec).invoke ?? [];
  if (invoke.some((inv) => inv.src === edit.src)) return;
  const node = draft.node(edit.state);
  const placeholder = invoke.findIndex((inv) => inv.src === 'service');
  if (placeholder < 0) {
    addInvocation(draft, node, edit.src, rec);
    return;
  }
  const invocation = draft.invocation(node, placeholder);
  invocation.src = edit.src;
  rec.touched.push(`${statePointer(edit.state)}/invoke`);
  rec.created.push({ kind: 'invocation', invocation });
}
