/**
 * Breadth-first search over the configurations a flow can reach from each way it starts, one
 * move at a time. Breadth first, so the first time a transition is taken it is taken at the end of a
 * shortest walk.
 */
import type { FlowNode } from '../model/flow.js';
import { configurationKey, leafOf, shapeOf, transitionLabel, type Configuration, type FlowShape } from './configuration.js';
import { movesFrom, starts, type Move, type MoveOptions, type Start } from './moves.js';
import type { FlowPath } from './steps.js';

/** A configuration reached, and the move from the configuration it was first reached from. */
export interface Visit {
  config: Configuration;
  from: { visit: Visit; move: Move } | { start: Start };
}

export interface SearchOptions extends MoveOptions {
  /** Stop after reaching this many configurations. Default 20,000. */
  maxConfigurations?: number;
}

export interface ExploreOptions extends SearchOptions {
  /** Let guards hold while the flow starts. Default: as `guards`. */
  startGuards?: boolean;
}

export interface Exploration {
  shape: FlowShape;
  /** Whether the search stopped at `maxConfigurations` before reaching everything. */
  truncated: boolean;
}

/**
 * Calls `onStart` for each way the flow starts, then `onMove` for every move from every
 * reachable configuration, breadth first, until `onMove` returns `false` or nothing new is
 * reached.
 */
export function explore(
  flow: FlowNode,
  options: ExploreOptions,
  onStart: (visit: Visit) => void,
  onMove: (visit: Visit, move: Move) => boolean | void,
): Exploration {
  const shape = shapeOf(flow);
  const queue: Visit[] = [];
  const seen = new Set<string>();
  for (const start of starts(shape, { guards: options.startGuards ?? options.guards })) {
    const visit: Visit = { config: start.config, from: { start } };
    onStart(visit);
    const key = configurationKey(start.config);
    if (seen.has(key)) continue;
    seen.add(key);
    queue.push(visit);
  }
  const limit = options.maxConfigurations ?? 20_000;
  let truncated = false;
  search: for (let i = 0; i < queue.length; i++) {
    const visit = queue[i];
    for (const move of movesFrom(shape, visit.config, options)) {
      if (onMove(visit, move) === false) break search;
      const key = configurationKey(move.next);
      if (seen.has(key)) continue;
      if (seen.size >= limit) {
        truncated = true;
        continue;
      }
      seen.add(key);
      queue.push({ config: move.next, from: { visit, move } });
    }
  }
  return { shape, truncated };
}

/** The walk from the start to `visit`, then `last` if given. */
export function pathTo(visit: Visit, last?: Move): FlowPath {
  const moves: Move[] = last ? [last] : [];
  let v = visit;
  while ('visit' in v.from) {
    moves.unshift(v.from.move);
    v = v.from.visit;
  }
  const { start } = v.from;
  return {
    ...(start.guards.length ? { startGuards: start.guards } : {}),
    steps: moves.map((m) => m.step),
    states: [leafOf(start.config), ...moves.map((m) => leafOf(m.next))],
    transitions: [...start.taken, ...moves.flatMap((m) => m.taken)].map(transitionLabel),
  };
}
