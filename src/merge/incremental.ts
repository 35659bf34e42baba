/**
 * The incremental flow: only what the full flow has that the existing one does not, placed
 * under the states it belongs to, plus an empty placeholder for each existing state that a new
 * transition targets, so the incremental flow is a valid flow on its own (every target names one
 * of its states). States keep the full flow's order: existing ones first as they were, new ones
 * in the order the text introduced them.
 *
 * What `mergeFlows(existing, incremental)` cannot turn back into the full flow (a removal, a
 * reordering, a transition that should sit next to one with the same guard) is returned as
 * `dropped`: the pointers where the merged flow and the full flow differ.
 */
import type { FlowNode, Invocation, Transition } from '../model/flow.js';
import { flowDifferences } from './differences.js';
import { mergeNode } from './merge-flows.js';
import { own, sameJson, setOwn } from './own.js';
import { transitionKey } from './transition-lists.js';

export interface Incremental {
  flow: FlowNode;
  /** Pointers (into the full flow) of changes the incremental flow cannot express. */
  dropped: string[];
}

function newTransitions<T extends Transition>(existing: T[] | undefined, full: T[] | undefined): T[] {
  const known = new Set((existing ?? []).map(transitionKey));
  return (full ?? []).filter((t) => !known.has(transitionKey(t)));
}

function newInvocations(existing: Invocation[] | undefined, full: Invocation[] | undefined): Invocation[] {
  const unmatched = [...(existing ?? [])];
  const out: Invocation[] = [];
  for (const inv of full ?? []) {
    const at = unmatched.findIndex((e) => e.src === inv.src);
    if (at < 0) {
      out.push(inv);
      continue;
    }
    const [match] = unmatched.splice(at, 1);
    const onDone = newTransitions(match.onDone, inv.onDone);
    const onError = newTransitions(match.onError, inv.onError);
    if (onDone.length || onError.length) out.push({ src: inv.src, ...(onDone.length ? { onDone } : {}), ...(onError.length ? { onError } : {}) });
  }
  return out;
}

/** The new part of `full` relative to `existing`, or undefined when there is none. */
function extractNode(existing: FlowNode | undefined, full: FlowNode): FlowNode | undefined {
  // A state that did not exist is new as a whole; it is shared, not copied, so the trace can
  // find the transitions in it by identity.
  if (!existing) return full;
  // Most of a large flow is unchanged; one comparison settles it without building keys.
  if (sameJson(existing, full)) return undefined;
  const inc: FlowNode = {};
  if (full.description !== undefined && full.description !== existing.description) inc.description = full.description;
  for (const [event, list] of Object.entries(full.on ?? {})) {
    const fresh = newTransitions(own(existing.on, event), list);
    if (fresh.length) setOwn((inc.on ??= {}), event, fresh);
  }
  const after = newTransitions(existing.after, full.after);
  if (after.length) inc.after = after;
  const always = newTransitions(existing.always, full.always);
  if (always.length) inc.always = always;
  const entryActions = (full.entryActions ?? []).filter((a) => !existing.entryActions?.includes(a));
  if (entryActions.length) inc.entryActions = entryActions;
  const exitActions = (full.exitActions ?? []).filter((a) => !existing.exitActions?.includes(a));
  if (exitActions.length) inc.exitActions = exitActions;
  const invoke = newInvocations(existing.invoke, full.invoke);
  if (invoke.length) inc.invoke = invoke;
  for (const [name, child] of Object.entries(full.states ?? {})) {
    const part = extractNode(own(existing.states, name), child);
    if (part) setOwn((inc.states ??= {}), name, part);
  }
  return Object.keys(inc).length ? inc : undefined;
}

function* transitionsIn(node: FlowNode): Generator<Transition> {
  for (const list of Object.values(node.on ?? {})) yield* list;
  yield* node.after ?? [];
  yield* node.always ?? [];
  for (const inv of node.invoke ?? []) yield* [...(inv.onDone ?? []), ...(inv.onError ?? [])];
  for (const child of Object.values(node.states ?? {})) yield* transitionsIn(child);
}

/**
 * Adds an empty placeholder for every state of `full` that a transition of `inc` targets and
 * `inc` lacks, and puts each `states` map in the full flow's order.
 */
function placeTargets(inc: FlowNode, full: FlowNode): FlowNode {
  const needed = new Set<string>();
  for (const t of transitionsIn(inc)) {
    if (!t.target) continue;
    const segments = t.target.split('.');
    for (let i = 1; i <= segments.length; i++) needed.add(JSON.stringify(segments.slice(0, i)));
  }
  const rebuild = (part: FlowNode | undefined, whole: FlowNode, path: string[]): FlowNode => {
    if (part === whole) return whole;
    const out: FlowNode = { ...(part ?? {}) };
    delete out.states;
    const states: Record<string, FlowNode> = {};
    for (const [name, child] of Object.entries(whole.states ?? {})) {
      const childPath = [...path, name];
      const childPart = own(part?.states, name);
      if (childPart || needed.has(JSON.stringify(childPath))) setOwn(states, name, rebuild(childPart, child, childPath));
    }
    if (Object.keys(states).length) out.states = states;
    return out;
  };
  return rebuild(inc, full, []);
}

export function extractIncremental(existing: FlowNode, full: FlowNode): Incremental {
  const flow = placeTargets(extractNode(existing, full) ?? {}, full);
  // Compared, not returned, so the merge need not copy what it shares with its inputs.
  const dropped = flowDifferences(mergeNode(existing, flow), full);
  return { flow, dropped };
}
