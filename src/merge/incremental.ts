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
 * one (applying edits copies only the states it changes). Given the record of what applying the
 * edits changed (`changes`, states-changes.ts), it does not list the names of a `states` map
 * either: it visits only the names the record holds, in the same order, so its cost follows what
 * changed rather than the size of the flow. Without it (two flows parsed separately) it lists
 * both sides' names; the result is the same either way.
 */
import type { FlowNode, Invocation, Transition } from '../model/flow.js';
import { orderChanged, ownPartDifferences } from './differences.js';
import { transitionLists } from './draft.js';
import { mergeNode } from './merge-flows.js';
import { hasOwn, own, sameJson, setOwn, statePointer } from './own.js';
import type { NameChanges, StatesChanges } from './states-changes.js';
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

const OWN_PARTS = ['description', 'on', 'after', 'always', 'onDone', 'entryActions', 'exitActions', 'invoke'] as const;

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
  const onDone = newTransitions(existing.onDone, full.onDone);
  if (onDone.length) inc.onDone = onDone;
  const entryActions = (full.entryActions ?? []).filter((a) => !existing.entryActions?.includes(a));
  if (entryActions.length) inc.entryActions = entryActions;
  const exitActions = (full.exitActions ?? []).filter((a) => !existing.exitActions?.includes(a));
  if (exitActions.length) inc.exitActions = exitActions;
  const invoke = newInvocations(existing.invoke, full.invoke);
  if (invoke.length) inc.invoke = invoke;
}

type States = Record<string, FlowNode>;

/** What the walk needs from the names of a state's children on both sides. */
interface ChildNames {
  /** Names of existing children that may differ in the full flow, in the existing order. */
  visit: string[];
  /** Names only the full flow has, in its order. */
  added: string[];
  /** Whether merging would leave the children in another order than the full flow's. */
  reordered: boolean;
  /** The given names, all of them children in the full flow, in its order. */
  inFullOrder: (names: Iterable<string>) => string[];
}

/** Read from both sides' lists of names: every existing child is visited. */
function listedNames(statesE: States, statesF: States): ChildNames {
  const namesE = Object.keys(statesE);
  const namesF = Object.keys(statesF);
  // Every state `existing` lacks is new, so in the incremental flow; merging puts those after the existing ones.
  const added = namesF.filter((name) => !hasOwn(statesE, name));
  const kept = namesE.filter((name) => hasOwn(statesF, name));
  return {
    visit: namesE,
    added,
    reordered: orderChanged([...namesE, ...added], [...kept, ...added], namesF, namesF),
    inFullOrder: (names) => {
      const wanted = new Set(names);
      return namesF.filter((name) => wanted.has(name));
    },
  };
}

/** Read from the record of what applying the edits changed: the same answers, for the names it holds only. */
function recordedNames(change: NameChanges, statesF: States, order: (names: string[]) => string[]): ChildNames {
  const before = change.beforeOutline();
  const after = change.afterOutline();
  const kept = before.filter((part) => typeof part !== 'string' || hasOwn(statesF, part));
  return {
    visit: change.inBefore,
    added: change.added,
    reordered: orderChanged([...before, ...change.added], [...kept, ...change.added], after, after),
    inFullOrder: (names) => order([...names]),
  };
}

/**
 * The new part of `full` relative to `existing`, or undefined when there is none. The same walk
 * notes in `dropped` where merging that part into `existing` would not give `full`, so neither
 * the merge nor a second walk is made, and each state's names are read at most once on each side.
 */
function extractNode(existing: FlowNode | undefined, full: FlowNode, path: string[], dropped: string[], changes?: StatesChanges): FlowNode | undefined {
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
  const change = changes?.between(existing.states, full.states);
  const names = change ? recordedNames(change, statesF, (list) => changes!.inOrder(full.states, list)!) : listedNames(statesE, statesF);
  if (names.reordered) dropped.push(`${at}/states`);
  const parts = new Map<string, FlowNode>();
  for (const name of names.visit) {
    // The existing state's own names, read straight: `__proto__` among them is the state of that name.
    const childE = statesE[name];
    const childF = own(statesF, name);
    if (!childF) dropped.push(statePointer([...path, name]));
    else if (childE !== childF) {
      const part = extractNode(childE, childF, [...path, name], dropped, changes);
      if (part) parts.set(name, part);
    }
  }
  for (const name of names.added) parts.set(name, statesF[name]);
  for (const name of names.inFullOrder(parts.keys())) setOwn((inc.states ??= {}), name, parts.get(name)!);
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
 * `inc` lacks, and puts each `states` map in the full flow's order. Where placeholders join a
 * map, that order comes from `changes` when it covers the map, and from listing the full flow's
 * names otherwise.
 */
function placeTargets(inc: FlowNode, full: FlowNode, changes: StatesChanges | undefined): FlowNode {
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
    // `part`'s states are in the full flow's order already; the full flow's order is looked up
    // only where a placeholder is to join them.
    const placeholders = [...(wanted?.keys() ?? [])].filter((name) => !hasOwn(part?.states, name) && hasOwn(whole.states, name));
    const names = placeholders.length ? inFullOrder(whole.states!, [...Object.keys(part?.states ?? {}), ...placeholders], changes) : Object.keys(part?.states ?? {});
    for (const name of names) {
      const childPart = own(part?.states, name);
      const childWanted = wanted?.get(name);
      if (childPart || childWanted) setOwn(states, name, rebuild(childPart, own(whole.states, name)!, childWanted));
    }
    if (Object.keys(states).length) out.states = states;
    return out;
  };
  return rebuild(inc, full, needed);
}

/** `names`, all of them in `states`, in its order: from the record when it covers the map, else by listing it. */
function inFullOrder(states: States, names: string[], changes: StatesChanges | undefined): string[] {
  if (names.length < 2) return names;
  const wanted = new Set(names);
  return changes?.inOrder(states, names) ?? Object.keys(states).filter((name) => wanted.has(name));
}

/**
 * `changes`: what applying the edits that made `full` changed (`applyEditsWithEffects`), to
 * visit only the names it holds. The result is the same with it or without it.
 */
export function extractIncremental(existing: FlowNode, full: FlowNode, changes?: StatesChanges): Incremental {
  const dropped: string[] = [];
  // The placeholders added afterwards are states of the existing flow, and empty: merging them changes nothing.
  const flow = placeTargets(extractNode(existing, full, [], dropped, changes) ?? {}, full, changes);
  return { flow, dropped };
}
