/**
 * eventSequences: a fast-check arbitrary of walks a flow accepts from its start.
 *
 * A walk is drawn as a way to start and a list of choices, each picking one of the moves the
 * flow accepts where it is (see moves.ts); a walk that reaches a state with no move ends there.
 * Shrinking the choices (dropping them, lowering them towards the first move) gives shorter
 * walks that are still accepted, so a failing property shrinks to a short walk.
 */
import fc from 'fast-check';
import type { FlowNode } from '../model/flow.js';
import { leafOf, shapeOf, transitionLabel } from './configuration.js';
import { movesFrom, starts, type MoveOptions } from './moves.js';
import type { FlowPath } from './steps.js';

export interface SequenceOptions extends MoveOptions {
  /** The most steps in a walk. Default 10. */
  maxLength?: number;
}

export function eventSequences(flow: FlowNode, options: SequenceOptions = {}): fc.Arbitrary<FlowPath> {
  const shape = shapeOf(flow);
  // Found once, here, so a flow that never rests fails when the arbitrary is made.
  const ways = starts(shape, options);
  const choices = fc.array(fc.nat(), { maxLength: options.maxLength ?? 10 });
  return fc.tuple(fc.nat(), choices).map(([first, rest]) => {
    const begin = ways[first % ways.length];
    let config = begin.config;
    const walk: FlowPath = { steps: [], states: [leafOf(config)], transitions: begin.taken.map(transitionLabel) };
    if (begin.guards.length) walk.startGuards = begin.guards;
    for (const choice of rest) {
      const moves = movesFrom(shape, config, options);
      if (!moves.length) break;
      const move = moves[choice % moves.length];
      walk.steps.push(move.step);
      walk.states.push(leafOf(move.next));
      walk.transitions.push(...move.taken.map(transitionLabel));
      config = move.next;
    }
    return walk;
  });
}
