/**
 * Applying `removeTransitions`: the transitions of one trigger go, from one state or, when the
 * edit names none, from every state that has some. The states are found before anything is
 * copied, so a state with nothing to remove stays shared with the input.
 */
import type { FlowNode } from '../model/flow.js';
import type { Trigger } from '../model/edits.js';
import type { Draft } from './draft.js';
import type { EditOf, EditRecord } from './edit-record.js';
import { own, statePointer } from './own.js';
import { allNodes, findNode } from './state-paths.js';
import { tidy } from './tidy-state.js';
import { invokeField, triggerPointer } from './trigger-lists.js';

/** Whether a state has transitions of the trigger to remove. */
function hasTransitions(node: FlowNode, trigger: Trigger): boolean {
  switch (trigger.kind) {
    case 'on':
      return own(node.on, trigger.event) !== undefined;
    case 'after':
      return !!node.after?.some((t) => t.delay === trigger.delay);
    case 'always':
      return node.always !== undefined;
    case 'onDone':
      return node.onDone !== undefined;
    case 'invoke.onDone':
    case 'invoke.onError':
      return !!node.invoke?.some((inv) => inv[invokeField(trigger)]);
  }
}

/** Removes the transitions of one trigger from a state the draft owns. */
function removeTransitions(draft: Draft, node: FlowNode, trigger: Trigger): void {
  switch (trigger.kind) {
    case 'on':
      delete (node.on = draft.mine(node.on!))[trigger.event];
      break;
    case 'after':
      node.after = draft.fresh(node.after!.filter((t) => t.delay !== trigger.delay));
      break;
    case 'always':
      delete node.always;
      break;
    case 'onDone':
      delete node.onDone;
      break;
    case 'invoke.onDone':
    case 'invoke.onError': {
      const field = invokeField(trigger);
      node.invoke!.forEach((inv, index) => {
        if (inv[field]) delete draft.invocation(node, index)[field];
      });
      break;
    }
  }
  tidy(draft, node);
}

export function applyRemoveTransitions(draft: Draft, edit: EditOf<'removeTransitions'>, rec: EditRecord): void {
  const source = edit.source && findNode(draft.root, edit.source);
  const sources: [string[], FlowNode][] = edit.source ? (source ? [[edit.source, source]] : []) : [...allNodes(draft.root)];
  // Found before anything is copied, so the walk reads the flow as it stands.
  const found = sources.filter(([, node]) => hasTransitions(node, edit.trigger));
  for (const [path] of found) {
    removeTransitions(draft, draft.node(path), edit.trigger);
    rec.touched.push(statePointer(path) + triggerPointer(edit.trigger));
  }
}
