/**
 * What merging an incremental flow into the existing flow fails to carry: the places where that
 * merge and the full flow differ once normalised, as JSON pointers at the grain a person reads a
 * change at (a state, an event's transitions, a node's `after`/`always`/actions/services, the
 * order of its states).
 *
 * The merge is not built. Where the incremental flow has nothing, the merged state is the
 * existing one, and a state the full flow shares with the existing flow (applying edits copies
 * only the states it changes) is skipped with one identity check; the others are normalised and
 * compared one at a time. So the cost follows what changed, not the size of the flow.
 */
import type { FlowNode } from '../model/flow.js';
import { mergeNode } from './merge-flows.js';
import { normaliseNode } from './normalise.js';
import { hasOwn, own, pointerSegment, sameJson, statePointer } from './own.js';

const FIELDS = ['description', 'after', 'always', 'entryActions', 'exitActions', 'invoke'] as const;

/** Where two states' own parts (all but their states) differ in normal form. */
function compareOwnParts(nodeA: FlowNode, nodeB: FlowNode, at: string, out: string[]): void {
  const a = normaliseNode(nodeA);
  const b = normaliseNode(nodeB);
  for (const field of FIELDS) if (!sameJson(a[field], b[field])) out.push(`${at}/${field}`);
  const events = [...new Set([...Object.keys(a.on ?? {}), ...Object.keys(b.on ?? {})])];
  for (const event of events) if (!sameJson(own(a.on, event), own(b.on, event))) out.push(`${at}/on/${pointerSegment(event)}`);
}

/** Whether the names both lists hold come in the same order in each, read with one lookup per name. */
function sameCommonOrder(namesA: readonly string[], inB: (name: string) => boolean, namesB: readonly string[], inA: (name: string) => boolean): boolean {
  let j = 0;
  for (const name of namesA) {
    if (!inB(name)) continue;
    while (j < namesB.length && !inA(namesB[j])) j++;
    if (namesB[j++] !== name) return false;
  }
  return true;
}

/**
 * Compares the state that merging `incoming` into `existing` gives with `full`'s state at
 * `path`. `incoming` is the incremental flow's state there, if it has one.
 */
function compareMerged(existing: FlowNode, incoming: FlowNode | undefined, full: FlowNode, path: string[], out: string[]): void {
  if (!incoming && existing === full) return;
  const at = statePointer(path);
  // Merging into the own parts only: the states are compared name by name below.
  compareOwnParts(incoming ? mergeNode(existing, { ...incoming, states: undefined }) : existing, full, at, out);
  const added = Object.keys(incoming?.states ?? {}).filter((name) => !hasOwn(existing.states, name));
  const namesA = [...Object.keys(existing.states ?? {}), ...added];
  const namesB = Object.keys(full.states ?? {});
  const inA = (name: string) => hasOwn(existing.states, name) || hasOwn(incoming?.states, name);
  const inB = (name: string) => hasOwn(full.states, name);
  if (!sameCommonOrder(namesA, inB, namesB, inA) || (namesA[0] !== namesB[0] && namesA.length && namesB.length)) out.push(`${at}/states`);
  for (const name of namesA) {
    const childB = own(full.states, name);
    const childE = own(existing.states, name);
    const childI = own(incoming?.states, name);
    // Settled before any path is built: most states are shared and left alone by the incremental flow.
    if (childE === childB && !childI) continue;
    const childPath = [...path, name];
    if (!childB) out.push(statePointer(childPath));
    // A state the existing flow lacks is merged in as the incremental flow has it.
    else if (childE) compareMerged(childE, childI, childB, childPath, out);
    else compareMerged(childI!, undefined, childB, childPath, out);
  }
  for (const name of namesB) if (!inA(name)) out.push(statePointer([...path, name]));
}

/**
 * Pointers of the places where `mergeFlows(existing, incremental)` and `full` differ once
 * normalised; empty when they agree.
 */
export function mergedDifferences(existing: FlowNode, incremental: FlowNode, full: FlowNode): string[] {
  const out: string[] = [];
  compareMerged(existing, incremental, full, [], out);
  return out;
}
