/**
 * The incremental flow: only what the full flow has that the existing one does not, placed
 * under the states it belongs to, plus an empty placeholder for each existing state that a new
 * transition targets, so the incremental flow is a valid flow on its own (every target names one
 * of its states). States keep the full flow's order: existing ones first as they were, new ones
 * in the order the text introduced them.
 *
 * What `mergeFlows(existing, incremental)` cannot turn back into the full flow (a removal, a
 * reordering, a transition that should sit next to one with the same guard) is returned as
 * `dropped`: the pointers where the merged flow and the full flow differ, found in the same walk
 * without building the merge.
 *
 * The walk skips, with one identity check, every state the full flow shares with the existing
 * one (applying edits copies only the states it changes), so its cost follows what changed
 * rather than the size of the flow.
 */
import type { FlowNode, Invocation, Transition } from '../model/flow.js';
import { orderChanged, ownPartDifferences } from './differences.js';
import { transitionLists } from './draft.js';
import { mergeNode } from './merge-flows.js';
import { hasOwn, own, sameJson, setOwn, statePointer } from './own.js';
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

const OWN_PARTS = ['description', 'on', 'after', 'always', 'entryActions', 'exitActions', 'invoke'] as const;

/** The new parts of `full`'s own (all but its states) relative to `existing`'s, put in `inc`. */
function extractOwnParts(existing: FlowNode, full: FlowNode, inc: FlowNode): void {
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
}

/**
 * The new part of `full` relative to `existing`, or undefined when there is none. The same walk
 * notes in `dropped` where merging that part into `existing` would not give `full`, so neither
 * the merge nor a second walk is made, and each state's names are read once on each side.
 */
function extractNode(existing: FlowNode | undefined, full: FlowNode, path: string[], dropped: string[]): FlowNode | undefined {
  // A state that did not exist is new as a whole, and merging it in gives it exactly; it is
  // shared, not copied, so the trace can find the transitions in it by identity.
  if (!existing) return full;
  // Most of a large flow is unchanged, and applying edits shares the states it leaves alone
  // with the existing flow: one identity check settles each of them.
  if (existing === full) return undefined;
  const inc: FlowNode = {};
  // Own parts that compare equal (a copy) have nothing new: no transition keys are built for them.
  if (!OWN_PARTS.every((part) => sameJson(existing[part], full[part]))) extractOwnParts(existing, full, inc);
  const at = statePointer(path);
  ownPartDifferences(Object.keys(inc).length ? mergeNode(existing, inc) : existing, full, at, dropped);
  const statesE = existing.states ?? {};
  const statesF = full.states ?? {};
  const namesE = Object.keys(statesE);
  const namesF = Object.keys(statesF);
  const childrenF = namesE.map((name) => own(statesF, name));
  // Every state `existing` lacks is new, so in the incremental flow; merging puts those after the existing ones.
  const added = namesF.filter((name) => !hasOwn(statesE, name));
  const kept = namesE.filter((_, i) => childrenF[i]);
  if (orderChanged([...namesE, ...added], [...kept, ...added], namesF, namesF)) dropped.push(`${at}/states`);
  const parts = new Map<string, FlowNode>();
  namesE.forEach((name, i) => {
    // The existing state's own names, read straight: `__proto__` among them is the state of that name.
    const childE = statesE[name];
    const childF = childrenF[i];
    if (!childF) dropped.push(statePointer([...path, name]));
    else if (childE !== childF) {
      const part = extractNode(childE, childF, [...path, name], dropped);
      if (part) parts.set(name, part);
    }
  });
  for (const name of added) parts.set(name, statesF[name]);
  // In the full flow's order.
  for (const name of namesF) if (parts.has(name)) setOwn((inc.states ??= {}), name, parts.get(name)!);
  return Object.keys(inc).length ? inc : undefined;
}

function* transitionsIn(node: FlowNode): Generator<Transition> {
  for (const [list] of transitionLists(node)) yield* list;
  for (const child of Object.values(node.states ?? {})) yield* transitionsIn(child);
}

/** State paths, one name per level: looking a child up builds no key. */
type PathTree = Map<string, PathTree>;

/**
 * Adds an empty placeholder for every state of `full` that a transition of `inc` targets and
 * `inc` lacks, and puts each `states` map in the full flow's order.
 */
function placeTargets(inc: FlowNode, full: FlowNode): FlowNode {
  const needed: PathTree = new Map();
  for (const t of transitionsIn(inc)) {
    if (!t.target) continue;
    let level = needed;
    for (const name of t.target.split('.')) {
      if (!level.has(name)) level.set(name, new Map());
      level = level.get(name)!;
    }
  }
  const rebuild = (part: FlowNode | undefined, whole: FlowNode, wanted: PathTree | undefined): FlowNode => {
    if (part === whole) return whole;
    const out: FlowNode = { ...(part ?? {}) };
    delete out.states;
    const states: Record<string, FlowNode> = {};
    // `part`'s states are in the full flow's order already; the full flow's are read, to find
    // that order, only where a placeholder is to join them.
    const placeholders = [...(wanted?.keys() ?? [])].some((name) => !hasOwn(part?.states, name));
    for (const name of Object.keys((placeholders ? whole.states : part?.states) ?? {})) {
      const childPart = own(part?.states, name);
      const childWanted = wanted?.get(name);
      if (childPart || childWanted) setOwn(states, name, rebuild(childPart, own(whole.states, name)!, childWanted));
    }
    if (Object.keys(states).length) out.states = states;
    return out;
  };
  return rebuild(inc, full, needed);
}

export function extractIncremental(existing: FlowNode, full: FlowNode): Incremental {
  const dropped: string[] = [];
  // The placeholders added afterwards are states of the existing flow, and empty: merging them changes nothing.
  const flow = placeTargets(extractNode(existing, full, [], dropped) ?? {}, full);
  return { flow, dropped };
}
