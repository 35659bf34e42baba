/**
 * Where two flows differ, as JSON pointers at the grain a person reads a change at: a state, an
 * event's transitions, a node's `after`/`always`/actions/services, the order of its states.
 * Used, state by state, to find what an incremental flow fails to carry (incremental.ts).
 */
import type { FlowNode } from '../model/flow.js';
import { normaliseNode } from './normalise.js';
import { own, pointerSegment, sameJson } from './own.js';

const FIELDS = ['description', 'after', 'always', 'onDone', 'entryActions', 'exitActions', 'invoke'] as const;

/** Pushes to `out` where two states' own parts (all but their states) differ in normal form; `at` is the state's pointer. */
export function ownPartDifferences(nodeA: FlowNode, nodeB: FlowNode, at: string, out: string[]): void {
  const a = normaliseNode(nodeA);
  const b = normaliseNode(nodeB);
  for (const field of FIELDS) if (!sameJson(a[field], b[field])) out.push(`${at}/${field}`);
  const events = [...new Set([...Object.keys(a.on ?? {}), ...Object.keys(b.on ?? {})])];
  for (const event of events) if (!sameJson(own(a.on, event), own(b.on, event))) out.push(`${at}/on/${pointerSegment(event)}`);
}

/**
 * Whether a state's children come in another order: the names both sides have (`commonA`,
 * `commonB`, each in its side's order) are ordered differently, or the first state, the initial
 * one, is another. The entries are names, or (incremental.ts, with the record of changes) the
 * parts of an outline, where a run of names compares as one entry.
 */
export function orderChanged<T>(namesA: readonly T[], commonA: readonly T[], namesB: readonly T[], commonB: readonly T[]): boolean {
  return !sameJson(commonA, commonB) || (namesA.length > 0 && namesB.length > 0 && namesA[0] !== namesB[0]);
}
