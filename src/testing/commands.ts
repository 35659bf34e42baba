/**
 * modelCommands: model-based testing of a real system against a flow, with fast-check's
 * `fc.commands` and `fc.modelRun`. The flow is the model. The caller binds each event to a
 * function that drives the system and each state to a check of it; each command is one kind of
 * move (an event with the guards that hold, a wait, a service settling), run only where the flow
 * accepts it. After every step the states the flow is in are checked against the system, so the
 * first disagreement fails the run, and fast-check shrinks it to the shortest walk that fails.
 *
 *   fc.assert(fc.property(modelCommands(flow, bind), (cmds) => fc.modelRun(modelSetup(flow, bind), cmds)));
 */
import fc from 'fast-check';
import type { FlowNode } from '../model/flow.js';
import { statePaths } from '../xstate/config.js';
import { allTransitions, leafOf, shapeOf, type Configuration, type FlowShape } from './configuration.js';
import { explore } from './explore.js';
import { movesFrom, start, type Move, type MoveOptions } from './moves.js';
import { stepText, type Step } from './steps.js';

export interface FlowBinding<S> {
  /** A fresh system for each walk, in the flow's initial state, with no guard holding. */
  start(): S;
  /** For each event of the flow, what sends it to the system. */
  events: Record<string, (system: S, step: Extract<Step, { type: 'event' }>) => void>;
  /**
   * For each state of the flow (by dotted path), whether the system is in it: return false or
   * throw to say it is not. Every state the flow can rest in needs a check of its own or of
   * one of its ancestors; each active state that has one is checked.
   */
  states: Record<string, (system: S) => boolean | void>;
  /** Makes exactly these guards hold for the next step. Without it no guard ever holds. */
  guards?(system: S, holds: readonly string[]): void;
  /** Lets `ms` milliseconds pass on the system's clock. Without it no time passes. */
  wait?(system: S, ms: number): void;
  /** Settles a service the system runs. Without it no service settles. */
  settle?(system: S, step: Extract<Step, { type: 'done' | 'error' }>): void;
}

/** What fast-check's model holds: where the flow is, and the steps that took it there. */
export interface FlowModel {
  config: Configuration;
  steps: Step[];
}

export interface ModelOptions {
  /** The most commands in one walk (fast-check's `maxCommands`). */
  maxCommands?: number;
}

const moveOptions = (bind: FlowBinding<unknown>): MoveOptions => ({ guards: !!bind.guards, waits: !!bind.wait, services: !!bind.settle });

/** One kind of move: the step without the time a wait takes, which depends on where the flow is. */
const kindOf = (step: Step): string => JSON.stringify(step.type === 'wait' ? { ...step, ms: undefined } : step);

const walkText = (steps: readonly Step[]): string => (steps.length ? `after ${steps.map(stepText).join(', ')}` : 'at the start');

function checkStates<S>(bind: FlowBinding<S>, model: FlowModel, system: S): void {
  const active = model.config.active.slice(1).map((a) => a.path.join('.'));
  for (const state of active) {
    const check = Object.prototype.hasOwnProperty.call(bind.states, state) ? bind.states[state] : undefined;
    if (!check) continue;
    let problem: string | undefined;
    try {
      if (check(system) === false) problem = 'its check returned false';
    } catch (error) {
      problem = `its check threw: ${error instanceof Error ? error.message : String(error)}`;
    }
    if (problem) throw new Error(`The system disagrees with the flow ${walkText(model.steps)}: the flow is in '${leafOf(model.config)}', but the system is not in '${state}' (${problem}).`);
  }
}

class FlowCommand<S> implements fc.Command<FlowModel, S> {
  constructor(
    private readonly shape: FlowShape,
    private readonly options: MoveOptions,
    private readonly bind: FlowBinding<S>,
    private readonly kind: string,
    private readonly label: string,
  ) {}

  /** The move last found, and where: fast-check asks `check`, then `run`, at the same place. */
  private found?: { config: Configuration; move: Move | undefined };

  private find(model: Readonly<FlowModel>): Move | undefined {
    if (this.found?.config !== model.config) {
      const move = movesFrom(this.shape, model.config, this.options).find((m) => kindOf(m.step) === this.kind);
      this.found = { config: model.config, move };
    }
    return this.found.move;
  }

  check(model: Readonly<FlowModel>): boolean {
    return this.find(model) !== undefined;
  }

  run(model: FlowModel, system: S): void {
    const { step, next } = this.find(model)!;
    this.bind.guards?.(system, step.guards ?? []);
    if (step.type === 'event') this.bind.events[step.event](system, step);
    else if (step.type === 'wait') this.bind.wait!(system, step.ms);
    else this.bind.settle!(system, step);
    model.config = next;
    model.steps.push(step);
    checkStates(this.bind, model, system);
  }

  toString(): string {
    return this.label;
  }
}

const has = (record: object, key: string): boolean => Object.prototype.hasOwnProperty.call(record, key);

/** What the binding lacks for the walks the flow allows, and what it binds that the flow lacks. */
function bindingProblems(flow: FlowNode, bind: FlowBinding<unknown>, steps: readonly Step[], resting: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  const events = new Set(allTransitions(flow).flatMap((ref) => (ref.event !== undefined ? [ref.event] : [])));
  const states = new Set(statePaths(flow).keys());
  for (const step of steps) if (step.type === 'event' && !has(bind.events, step.event)) problems.push(`no function for event ${step.event}`);
  for (const leaf of resting) {
    const names = leaf.split('.');
    if (leaf !== '' && !names.some((_, i) => has(bind.states, names.slice(0, i + 1).join('.')))) problems.push(`no check for state '${leaf}' or its ancestors`);
  }
  for (const event of Object.keys(bind.events)) if (!events.has(event)) problems.push(`event ${event} is not an event of the flow`);
  for (const state of Object.keys(bind.states)) if (!states.has(state)) problems.push(`'${state}' is not a state of the flow`);
  return problems;
}

/** fast-check commands for the moves the flow accepts; run them with `fc.modelRun(modelSetup(flow, bind), cmds)`. */
export function modelCommands<S>(flow: FlowNode, bind: FlowBinding<S>, options: ModelOptions = {}): fc.Arbitrary<Iterable<fc.Command<FlowModel, S>>> {
  const moveOpts = moveOptions(bind as FlowBinding<unknown>);
  // One command for each kind of move the flow accepts somewhere it can get to.
  const kinds = new Map<string, Step>();
  const resting = new Set<string>();
  // The walks modelSetup starts: the system starts with no guard holding.
  const exploration = explore(
    flow,
    { ...moveOpts, startGuards: false },
    (visit) => resting.add(leafOf(visit.config)),
    (_, move) => {
      if (!kinds.has(kindOf(move.step))) kinds.set(kindOf(move.step), move.step);
      resting.add(leafOf(move.next));
    },
  );
  const problems = bindingProblems(flow, bind as FlowBinding<unknown>, [...kinds.values()], resting);
  if (problems.length) throw new Error(`modelCommands: the binding does not fit the flow: ${problems.join('; ')}.`);
  if (!kinds.size) throw new Error('modelCommands: the flow accepts no move from where it starts, so there is nothing to walk.');
  const commands = [...kinds].map(([kind, step]) => {
    // A wait lasts until the next timer, however long that is from where the command runs.
    const label = stepText(step.type === 'wait' ? { ...step, ms: undefined } : step);
    // A new command each time, as fast-check expects: commands are not shared between runs.
    return fc.constant(null).map(() => new FlowCommand(exploration.shape, moveOpts, bind, kind, label));
  });
  return fc.commands(commands, options.maxCommands !== undefined ? { maxCommands: options.maxCommands } : {});
}

/** The `setup` for `fc.modelRun`: a fresh system and the flow at its start, checked against each other. */
export function modelSetup<S>(flow: FlowNode, bind: FlowBinding<S>): () => { model: FlowModel; real: S } {
  const shape = shapeOf(flow);
  const { config } = start(shape);
  return () => {
    const model: FlowModel = { config, steps: [] };
    const real = bind.start();
    checkStates(bind, model, real);
    return { model, real };
  };
}
