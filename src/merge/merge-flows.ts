/**
 * mergeFlows(existing, incremental): the flow an incremental result stands for. New states are
 * added after the existing ones, in the incremental flow's order; transitions merge per trigger
 * as `mergeTransitionList` says (an incoming transition takes the place of the existing one with
 * the same guard, others are added); actions and invoked services are added when missing.
 * Nothing is ever removed: an incremental flow cannot express removals, which is why a result
 * that needed one says so with a `dropped-change` diagnostic.
 */
import type { FlowNode, Invocation, Transition } from '../model/flow.js';
import { cloneJson, own, setOwn } from './own.js';
import { mergeTransitionList } from './transition-lists.js';

function mergeActions(existing: string[] | undefined, incoming: string[] | undefined): string[] | undefined {
  if (!incoming?.length) return existing;
  return [...(existing ?? []), ...incoming.filter((a, i) => !existing?.includes(a) && incoming.indexOf(a) === i)];
}

function mergeLists<T extends Transition>(existing: T[] | undefined, incoming: T[] | undefined): T[] | undefined {
  return incoming?.length ? mergeTransitionList(existing ?? [], incoming) : existing;
}

function mergeInvocations(existing: Invocation[] | undefined, incoming: Invocation[] | undefined): Invocation[] | undefined {
  if (!incoming?.length) return existing;
  const out = [...(existing ?? [])];
  for (const inv of incoming) {
    const at = out.findIndex((e) => e.src === inv.src);
    if (at < 0) {
      out.push(inv);
      continue;
    }
    const merged: Invocation = { ...out[at] };
    const onDone = mergeLists(out[at].onDone, inv.onDone);
    const onError = mergeLists(out[at].onError, inv.onError);
    if (onDone) merged.onDone = onDone;
    if (onError) merged.onError = onError;
    out[at] = merged;
  }
  return out;
}

/** The merge itself; the result shares unchanged parts with both inputs. */
export function mergeNode(existing: FlowNode, incoming: FlowNode): FlowNode {
  const out: FlowNode = { ...existing };
  if (incoming.description !== undefined) out.description = incoming.description;
  if (incoming.on && Object.keys(incoming.on).length) {
    const on: Record<string, Transition[]> = {};
    for (const [event, list] of Object.entries(existing.on ?? {})) setOwn(on, event, list);
    for (const [event, list] of Object.entries(incoming.on)) {
      const merged = mergeLists(own(on, event), list);
      if (merged) setOwn(on, event, merged);
    }
    out.on = on;
  }
  const after = mergeLists(existing.after, incoming.after);
  if (after) out.after = after;
  const always = mergeLists(existing.always, incoming.always);
  if (always) out.always = always;
  const onDone = mergeLists(existing.onDone, incoming.onDone);
  if (onDone) out.onDone = onDone;
  const entryActions = mergeActions(existing.entryActions, incoming.entryActions);
  if (entryActions) out.entryActions = entryActions;
  const exitActions = mergeActions(existing.exitActions, incoming.exitActions);
  if (exitActions) out.exitActions = exitActions;
  const invoke = mergeInvocations(existing.invoke, incoming.invoke);
  if (invoke) out.invoke = invoke;
  if (incoming.states && Object.keys(incoming.states).length) {
    const states: Record<string, FlowNode> = {};
    for (const [name, child] of Object.entries(existing.states ?? {})) setOwn(states, name, child);
    for (const [name, child] of Object.entries(incoming.states)) {
      const current = own(states, name);
      setOwn(states, name, current ? mergeNode(current, child) : child);
    }
    out.states = states;
  }
  return out;
}

/** Returns a new flow; neither input is modified. */
export function mergeFlows(existing: FlowNode, incremental: FlowNode): FlowNode {
  return cloneJson(mergeNode(existing, incremental));
}
