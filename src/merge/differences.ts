/**
 * Where two flows differ, as JSON pointers at the grain a person reads a change at: a state, an
 * event's transitions, a node's `after`/`always`/actions/services, the order of its states.
 * Used to find what an incremental flow failed to carry.
 */
import type { FlowNode } from '../model/flow.js';
import { normaliseFlow } from './normalise.js';
import { own, pointerSegment, sameJson, statePointer } from './own.js';

const FIELDS = ['description', 'after', 'always', 'entryActions', 'exitActions', 'invoke'] as const;

function compareNodes(a: FlowNode, b: FlowNode, path: string[], out: string[]): void {
  const at = statePointer(path);
  for (const field of FIELDS) if (!sameJson(a[field], b[field])) out.push(`${at}/${field}`);
  const events = [...new Set([...Object.keys(a.on ?? {}), ...Object.keys(b.on ?? {})])];
  for (const event of events) if (!sameJson(own(a.on, event), own(b.on, event))) out.push(`${at}/on/${pointerSegment(event)}`);
  const namesA = Object.keys(a.states ?? {});
  const namesB = Object.keys(b.states ?? {});
  const setA = new Set(namesA);
  const setB = new Set(namesB);
  const common = (names: string[], other: Set<string>) => names.filter((n) => other.has(n));
  if (!sameJson(common(namesA, setB), common(namesB, setA)) || (namesA[0] !== namesB[0] && namesA.length && namesB.length)) out.push(`${at}/states`);
  for (const name of new Set([...namesA, ...namesB])) {
    const childA = own(a.states, name);
    const childB = own(b.states, name);
    if (childA && childB) compareNodes(childA, childB, [...path, name], out);
    else out.push(statePointer([...path, name]));
  }
}

/** Pointers of the places where `a` and `b` differ once normalised; empty when they agree. */
export function flowDifferences(a: FlowNode, b: FlowNode): string[] {
  const out: string[] = [];
  compareNodes(normaliseFlow(a), normaliseFlow(b), [], out);
  return out;
}
