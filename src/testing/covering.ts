/**
 * coveringPaths: walks from the start of a flow that together take every transition it can
 * take, each the shortest walk to the transition it was found for. Plain JSON and the same for
 * the same flow, so they can be checked in as fixtures and replayed against an implementation.
 *
 * This module does not load fast-check: the command line uses it.
 */
import type { FlowNode } from '../model/flow.js';
import { allTransitions, transitionLabel } from './configuration.js';
import { explore, pathTo, type SearchOptions, type Visit } from './explore.js';
import type { Move } from './moves.js';
import type { FlowPath } from './steps.js';

export interface CoveringPaths {
  paths: FlowPath[];
  /**
   * Transitions no walk takes, by label: those of states that cannot be reached, those that an
   * earlier transition always pre-empts, or (when `truncated`) those the search did not reach.
   */
  uncovered: string[];
  /** Present when the search stopped at `maxConfigurations`. */
  truncated?: true;
}

export function coveringPaths(flow: FlowNode, options: SearchOptions = {}): CoveringPaths {
  const labels = allTransitions(flow).map(transitionLabel);
  // Where each transition was first taken: paths are built once the search is over.
  const found = new Map<string, { visit: Visit; move?: Move }>();
  const note = (labels: string[], end: { visit: Visit; move?: Move }): void => {
    for (const label of labels) if (!found.has(label)) found.set(label, end);
  };
  const exploration = explore(
    flow,
    options,
    (visit) => 'start' in visit.from && note(visit.from.start.taken.map(transitionLabel), { visit }),
    (visit, move) => {
      note(move.taken.map(transitionLabel), { visit, move });
      return found.size < labels.length;
    },
  );

  // In the order of the flow's transitions; a path that another one begins with adds nothing.
  const candidates = labels.flatMap((label) => {
    const end = found.get(label);
    return end ? [pathTo(end.visit, end.move)] : [];
  });
  // A path is its way of starting, then its steps.
  const keys = candidates.map((p) => [JSON.stringify(p.startGuards ?? []), ...p.steps.map((step) => JSON.stringify(step))]);
  const begins = (i: number, j: number): boolean => keys[i].every((step, k) => keys[j][k] === step);
  const paths = candidates.filter((_, i) => !keys.some((other, j) => j !== i && begins(i, j) && (other.length > keys[i].length || j < i)));
  const result: CoveringPaths = { paths, uncovered: labels.filter((label) => !found.has(label)) };
  if (exploration.truncated) result.truncated = true;
  return result;
}
