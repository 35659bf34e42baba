/**
 * Where a trigger's transitions live in a state: the list an `on` event, `always`, `onDone` or an
 * invocation's onDone/onError fills, read as the state stands or made in a draft, and the pointer
 * an edit reports for it. Delayed transitions (`after`) share one list across delays, so the
 * edits handle them apart and only name them here for their pointer.
 *
 * An invocation's onDone/onError belongs to one service, which the edits may start only later
 * (addInvoke), so choosing the invocation is part of finding the list.
 */
import type { FlowNode, Transition } from '../model/flow.js';
import type { Trigger } from '../model/edits.js';
import type { Draft } from './draft.js';
import type { EditRecord } from './edit-record.js';
import { own, pointerSegment } from './own.js';

export function triggerPointer(trigger: Trigger): string {
  switch (trigger.kind) {
    case 'on':
      return `/on/${pointerSegment(trigger.event)}`;
    case 'after':
      return '/after';
    case 'always':
      return '/always';
    case 'onDone':
      return '/onDone';
    case 'invoke.onDone':
      return '/invoke/onDone';
    case 'invoke.onError':
      return '/invoke/onError';
  }
}

export type ListTrigger = Exclude<Trigger, { kind: 'after' }>;

export const invokeField = (trigger: Trigger) => (trigger.kind === 'invoke.onDone' ? 'onDone' : 'onError');

/** The list a trigger fills, as the state stands: for onDone/onError, the named service's, else the last invocation's. */
export function currentList(node: FlowNode, trigger: ListTrigger, service: string | undefined): Transition[] | undefined {
  if (trigger.kind === 'on') return own(node.on, trigger.event);
  if (trigger.kind === 'always') return node.always;
  if (trigger.kind === 'onDone') return node.onDone;
  const named = service !== undefined ? node.invoke?.find((inv) => inv.src === service) : undefined;
  return (named ?? node.invoke?.[node.invoke.length - 1])?.[invokeField(trigger)];
}

/** The list a trigger fills, in a state the draft owns, created on demand. */
export function listToFill(draft: Draft, node: FlowNode, trigger: ListTrigger, rec: EditRecord): Transition[] {
  if (trigger.kind === 'on') return draft.list(node, { kind: 'on', event: trigger.event });
  if (trigger.kind === 'always') return draft.list(node, { kind: 'always' });
  if (trigger.kind === 'onDone') return draft.list(node, { kind: 'onDone' });
  return draft.list(node, { kind: 'invoke', index: invocationToFill(draft, node, rec), field: invokeField(trigger) });
}

/**
 * The index of the invocation whose onDone/onError a transition belongs to: the service these
 * edits start in the state (created now if they start it later, so the edits give the same result
 * on a second pass), else the state's last invocation, else a placeholder until an addInvoke
 * names it. `node` is the draft's own.
 */
function invocationToFill(draft: Draft, node: FlowNode, rec: EditRecord): number {
  const invoke = node.invoke ?? [];
  const service = rec.service;
  if (service !== undefined) {
    const named = invoke.findIndex((inv) => inv.src === service);
    if (named >= 0) return named;
    const placeholder = invoke.findIndex((inv) => inv.src === 'service');
    if (placeholder < 0) return addInvocation(draft, node, service, rec);
    draft.invocation(node, placeholder).src = service;
    return placeholder;
  }
  if (invoke.length) return invoke.length - 1;
  node.invoke = draft.fresh([draft.fresh({ src: 'service' })]);
  return 0;
}

/** Starts a service in a state the draft owns; returns the invocation's index. */
export function addInvocation(draft: Draft, node: FlowNode, src: string, rec: EditRecord): number {
  const invocation = draft.fresh({ src });
  const invoke = (node.invoke = draft.mine(node.invoke, []));
  invoke.push(invocation);
  rec.created.push({ kind: 'invocation', invocation });
  return invoke.length - 1;
}
