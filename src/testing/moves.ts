/**
 * The moves a flow accepts from a configuration: each event some active state handles, the next
 * timer coming due, each service settling; and for each, every choice of guards that leads
 * somewhere different. A move is a step (with the guards that hold during it), the transitions
 * it takes and the configuration it rests in.
 *
 * Guards are decided the way XState meets them: candidates are tried in order, so picking one
 * means its guard holds and the guards of those before it do not. Guards keep their value for
 * the whole step, the eventless transitions that follow included, and every guard not chosen to
 * hold does not; so the step alone says what happens, and replaying it gives the same result.
 */
import type { Transition } from '../model/flow.js';
import { own } from '../xstate/keys.js';
import {
  delayMs, initialConfiguration, leafOf, mark, take,
  type Configuration, type FlowShape, type TransitionRef,
} from './configuration.js';
import type { Step } from './steps.js';

export interface Move {
  step: Step;
  taken: TransitionRef[];
  next: Configuration;
}

export interface MoveOptions {
  /** Let guards hold. Without it every guard is false. Default true. */
  guards?: boolean;
  /** Let time pass. Default true. */
  waits?: boolean;
  /** Let services settle. Default true. */
  services?: boolean;
}

/** More eventless transitions than this in one step is a cycle: the step never rests. */
const MAX_EVENTLESS = 100;

interface Branch {
  config: Configuration;
  holds: ReadonlySet<string>;
  fails: ReadonlySet<string>;
  taken: TransitionRef[];
  /** No more guards may be made to hold. */
  frozen: boolean;
}

interface Candidate {
  depth: number;
  transition: Transition;
  ref: TransitionRef;
}

/** Each way of deciding the guards of `candidates`, with the candidate taken (none: all failed). */
function* choose(b: Branch, candidates: readonly Candidate[], allowNone: boolean): Generator<[Branch, Candidate | undefined]> {
  let fails = b.fails;
  for (const c of candidates) {
    const cond = c.transition.cond;
    if (cond === undefined || b.holds.has(cond)) {
      yield [{ ...b, fails }, c];
      return;
    }
    if (!fails.has(cond)) {
      if (!b.frozen) yield [{ ...b, fails, holds: new Set(b.holds).add(cond) }, c];
      fails = new Set(fails).add(cond);
    }
  }
  if (allowNone) yield [{ ...b, fails }, undefined];
}

function fire(shape: FlowShape, b: Branch, c: Candidate): Branch {
  return { ...b, config: take(shape, b.config, c.depth, c.transition), taken: [...b.taken, c.ref] };
}

/** Innermost first: the order in which XState offers an event to the active states. */
function innermostFirst(config: Configuration, list: (depth: number) => Candidate[]): Candidate[] {
  const out: Candidate[] = [];
  for (let depth = config.active.length - 1; depth >= 0; depth--) out.push(...list(depth));
  return out;
}

/** Takes eventless transitions until none is enabled. */
function* settle(shape: FlowShape, b: Branch, budget = MAX_EVENTLESS): Generator<Branch> {
  const candidates = innermostFirst(b.config, (depth) => {
    const a = b.config.active[depth];
    return (a.node.always ?? []).map((transition, index) => ({ depth, transition, ref: { source: a.path, kind: 'always', index } }));
  });
  for (const [next, pick] of choose(b, candidates, true)) {
    if (!pick) yield next;
    else if (budget > 0) yield* settle(shape, fire(shape, next, pick), budget - 1);
  }
}

function* onEvent(shape: FlowShape, b: Branch, event: string): Generator<Branch> {
  const candidates = innermostFirst(b.config, (depth) => {
    const a = b.config.active[depth];
    return (own(a.node.on, event) ?? []).map((transition, index) => ({ depth, transition, ref: { source: a.path, kind: 'on', event, index } }));
  });
  for (const [next, pick] of choose(b, candidates, false)) yield* settle(shape, fire(shape, next, pick!));
}

/** Timers due at the configuration's time, first due first (an outer state's first on a tie). */
function dueTimers(config: Configuration): { depth: number; delay: number }[] {
  const due: { depth: number; delay: number; deadline: number }[] = [];
  config.active.forEach((a, depth) => {
    for (const after of a.node.after ?? []) {
      const delay = delayMs(after.delay);
      if (a.fired.includes(delay) || config.now - a.enteredAt < delay || due.some((d) => d.depth === depth && d.delay === delay)) continue;
      due.push({ depth, delay, deadline: a.enteredAt + delay });
    }
  });
  return due.sort((x, y) => x.deadline - y.deadline || x.depth - y.depth);
}

/** Milliseconds until the next timer of an active state is due, if one is still to fire. */
export function nextTimer(config: Configuration): number | undefined {
  let soonest: number | undefined;
  for (const a of config.active) {
    for (const after of a.node.after ?? []) {
      const delay = delayMs(after.delay);
      if (a.fired.includes(delay)) continue;
      let ms = Math.max(0, a.enteredAt + delay - config.now);
      // The clock adds `ms` to its time; make sure the sum reaches the deadline despite rounding
      // (each nudge is at least one unit in the last place of the sum, so the sum moves).
      while (config.now + ms - a.enteredAt < delay) ms += Math.max(Number.MIN_VALUE, (Math.abs(config.now) + ms) * Number.EPSILON);
      if (soonest === undefined || ms < soonest) soonest = ms;
    }
  }
  return soonest;
}

/** Fires every timer that is due, each as its own step of the machine, in the order XState does. */
function* fireTimers(shape: FlowShape, b: Branch): Generator<Branch> {
  const [first] = dueTimers(b.config);
  if (!first) return yield b;
  const a = b.config.active[first.depth];
  const fired = { ...b, config: mark(b.config, first.depth, 'fired', first.delay) };
  const candidates: Candidate[] = [];
  (a.node.after ?? []).forEach((transition, index) => {
    if (transition.delay === first.delay) candidates.push({ depth: first.depth, transition, ref: { source: a.path, kind: 'after', index } });
  });
  for (const [next, pick] of choose(fired, candidates, true)) {
    for (const rested of settle(shape, pick ? fire(shape, next, pick) : next)) yield* fireTimers(shape, rested);
  }
}

function* onService(shape: FlowShape, b: Branch, depth: number, invoke: number, kind: 'invoke.onDone' | 'invoke.onError'): Generator<Branch> {
  const a = b.config.active[depth];
  const inv = a.node.invoke![invoke];
  const list = (kind === 'invoke.onDone' ? inv.onDone : inv.onError) ?? [];
  const candidates = list.map((transition, index) => ({ depth, transition, ref: { source: a.path, kind, invoke, index } }));
  const settled = { ...b, config: mark(b.config, depth, 'settled', invoke) };
  // A failure nothing handles makes XState stop the whole machine with an error: not a step
  // the flow accepts. A success nothing handles just ends the service.
  for (const [next, pick] of choose(settled, candidates, kind === 'invoke.onDone')) yield* settle(shape, pick ? fire(shape, next, pick) : next);
}

const guardsOf = (b: Branch): { guards?: string[] } => (b.holds.size ? { guards: [...b.holds].sort() } : {});

function branch(config: Configuration, frozen: boolean): Branch {
  return { config, holds: new Set(), fails: new Set(), taken: [], frozen };
}

/** Every move the flow accepts from `config`, in a fixed order: events, the next timer, services. */
export function movesFrom(shape: FlowShape, config: Configuration, options: MoveOptions = {}): Move[] {
  const start = branch(config, options.guards === false);
  const moves: Move[] = [];
  const seen = new Set<string>();
  const add = (step: Step, b: Branch): void => {
    const key = JSON.stringify(step);
    if (seen.has(key)) return;
    seen.add(key);
    moves.push({ step, taken: b.taken, next: b.config });
  };
  const events: string[] = [];
  for (let depth = config.active.length - 1; depth >= 0; depth--) {
    for (const event of Object.keys(config.active[depth].node.on ?? {})) if (!events.includes(event)) events.push(event);
  }
  for (const event of events) for (const b of onEvent(shape, start, event)) add({ type: 'event', event, ...guardsOf(b) }, b);
  const ms = options.waits === false ? undefined : nextTimer(config);
  if (ms !== undefined) {
    const later = { ...start, config: { ...config, now: config.now + ms } };
    for (const b of fireTimers(shape, later)) add({ type: 'wait', ms, ...guardsOf(b) }, b);
  }
  if (options.services === false) return moves;
  for (let depth = config.active.length - 1; depth >= 0; depth--) {
    const a = config.active[depth];
    (a.node.invoke ?? []).forEach((inv, invoke) => {
      if (a.settled.includes(invoke) || a.node.invoke!.findIndex((other, i) => other.src === inv.src && !a.settled.includes(i)) !== invoke) return;
      for (const kind of ['invoke.onDone', 'invoke.onError'] as const) {
        if (!(kind === 'invoke.onDone' ? inv.onDone : inv.onError)?.length) continue;
        const type = kind === 'invoke.onDone' ? 'done' : 'error';
        for (const b of onService(shape, start, depth, invoke, kind)) add({ type, state: a.path.join('.'), service: inv.src, ...guardsOf(b) }, b);
      }
    });
  }
  return moves;
}

export interface Start {
  /** The guards that hold while the flow starts; every other guard does not. */
  guards: string[];
  config: Configuration;
  /** The eventless transitions taken on the way. */
  taken: TransitionRef[];
}

/**
 * The ways the flow can start: its initial states, then the eventless transitions that leave
 * them, for each choice of the guards they meet ("if the cart is empty it goes to empty"); the
 * one where no guard holds comes first. Throws when the flow cannot come to rest at all.
 */
export function starts(shape: FlowShape, options: MoveOptions = {}): Start[] {
  const found: Start[] = [];
  for (const b of settle(shape, branch(initialConfiguration(shape.flow), options.guards === false))) {
    found.push({ guards: [...b.holds].sort(), config: b.config, taken: b.taken });
  }
  if (!found.length) throw new Error(`the flow never rests once started: its eventless transitions from '${leafOf(initialConfiguration(shape.flow))}' go round for ever`);
  return found.sort((x, y) => x.guards.length - y.guards.length);
}

/** How the flow starts when no guard holds, as a system under test does unless told otherwise. */
export function start(shape: FlowShape): Start {
  const [first] = starts(shape, { guards: false });
  return first;
}
