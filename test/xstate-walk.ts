/**
 * Walks every transition of a flow inside a real XState actor and checks it lands where the
 * flow says. For each transition a fresh machine is started in the transition's source state
 * (by pointing `initial` along the source path, so entry actions, timers and services start as
 * they would), the stub guards are set so this transition is the one that should be taken, the
 * trigger fires (an event, simulated time, a service settling, or entry itself for `always`),
 * and the microstep XState records for that source is compared with the flow's target.
 *
 * A transition another one pre-empts by design (a deeper state handling the same event, a
 * shorter timer that leaves first, a state that never rests because an eventless transition
 * leaves it) is reported as skipped, not checked.
 */
import { createActor, setup, SimulatedClock, type InspectionEvent } from 'xstate';
import type { FlowNode, Transition } from '../src/model/flow.js';
import { NAMED_DELAY_MS } from '../src/xstate/implementations.js';
import { implementationsFor, resolveTarget, statePaths, toXStateConfig, xstateKeys, xstatePath } from '../src/xstate/index.js';
import { setOwn, targetRef } from '../src/xstate/keys.js';

/** How long a delay lasts in a walk: its milliseconds, or a named delay's stand-in length. */
const msOf = (delay: number | string): number => (typeof delay === 'number' ? delay : NAMED_DELAY_MS);

export type Kind = 'on' | 'after' | 'always' | 'invoke.onDone' | 'invoke.onError';

export interface Step {
  source: string[];
  kind: Kind;
  event?: string;
  /** Milliseconds, or a named delay (which lasts NAMED_DELAY_MS in these walks). */
  delay?: number | string;
  invokeIndex?: number;
  /** The list the transition sits in (for `after`, the whole `after` array of the node). */
  list: Transition[];
  transition: Transition;
  label: string;
}

export interface Outcome {
  step: Step;
  checked: boolean;
  /** Why the transition was not checked, or what went wrong. */
  problem?: string;
}

const MACHINE_ID = 'flow';
const own = <T>(r: Record<string, T> | undefined, k: string): T | undefined =>
  r && Object.prototype.hasOwnProperty.call(r, k) ? r[k] : undefined;

export function nodeAt(flow: FlowNode, path: readonly string[]): FlowNode {
  let node = flow;
  for (const name of path) node = own(node.states, name)!;
  return node;
}

export function* allNodes(flow: FlowNode, path: string[] = []): Generator<[string[], FlowNode]> {
  yield [path, flow];
  for (const [name, child] of Object.entries(flow.states ?? {})) yield* allNodes(child, [...path, name]);
}

export function stepsOf(flow: FlowNode): Step[] {
  const steps: Step[] = [];
  for (const [source, node] of allNodes(flow)) {
    const at = source.join('.') || '(root)';
    for (const [event, list] of Object.entries(node.on ?? {}))
      list.forEach((transition, i) => steps.push({ source, kind: 'on', event, list, transition, label: `${at} on ${event}[${i}]` }));
    (node.after ?? []).forEach((transition, i) =>
      steps.push({ source, kind: 'after', delay: transition.delay, list: node.after!, transition, label: `${at} after[${i}]` }),
    );
    (node.always ?? []).forEach((transition, i) => steps.push({ source, kind: 'always', list: node.always!, transition, label: `${at} always[${i}]` }));
    (node.invoke ?? []).forEach((inv, invokeIndex) => {
      for (const kind of ['invoke.onDone', 'invoke.onError'] as const) {
        const list = (kind === 'invoke.onDone' ? inv.onDone : inv.onError) ?? [];
        list.forEach((transition, i) => steps.push({ source, kind, invokeIndex, list, transition, label: `${at} invoke[${invokeIndex}].${kind.slice(7)}[${i}]` }));
      }
    });
  }
  return steps;
}

/** The path of the state entered for `path`: it and its initial descendants. */
export function enteredPath(flow: FlowNode, path: readonly string[]): string[] {
  const out = [...path];
  let node = nodeAt(flow, path);
  while (node.states && Object.keys(node.states).length) {
    const first = Object.keys(node.states)[0];
    out.push(first);
    node = own(node.states, first)!;
  }
  return out;
}

/** XState's state value for a leaf path given in flow names. */
export function stateValue(flow: FlowNode, path: readonly string[]): unknown {
  const keys = xstatePath(flow, path);
  if (!keys.length) return {};
  let value: unknown = keys[keys.length - 1];
  for (let i = keys.length - 2; i >= 0; i--) value = { [keys[i]]: value };
  return value;
}

/** The active path (flow names, root to leaf) behind an XState state value. */
export function activePath(flow: FlowNode, value: unknown): string[] {
  const path: string[] = [];
  let node = flow;
  let v = value;
  while (v !== undefined && node.states) {
    const key = typeof v === 'string' ? v : Object.keys(v as object)[0];
    if (key === undefined) break;
    const name = [...xstateKeys(node.states)].find(([, k]) => k === key)?.[0];
    if (name === undefined) throw new Error(`state value key '${key}' is not a state of the flow`);
    path.push(name);
    node = own(node.states, name)!;
    v = typeof v === 'string' ? undefined : own(v as Record<string, unknown>, key);
  }
  return path;
}

const enabled = (t: Transition, on: ReadonlySet<string>): boolean => t.cond === undefined || on.has(t.cond);
const firstEnabled = (list: readonly Transition[], on: ReadonlySet<string>): Transition | undefined => list.find((t) => enabled(t, on));

/** Prefixes of `leaf`, deepest first: the order in which XState offers an event to states. */
const deepestFirst = (leaf: readonly string[]): string[][] => leaf.map((_, i) => leaf.slice(0, leaf.length - i)).concat([[]]);

/** Which transition XState should take, given the active leaf and the guards that hold. */
function winner(flow: FlowNode, step: Step, leaf: string[], on: ReadonlySet<string>): Transition | undefined {
  switch (step.kind) {
    case 'on':
      for (const path of deepestFirst(leaf)) {
        const t = firstEnabled(own(nodeAt(flow, path).on, step.event!) ?? [], on);
        if (t) return t;
      }
      return undefined;
    case 'always':
      for (const path of deepestFirst(leaf)) {
        const t = firstEnabled(nodeAt(flow, path).always ?? [], on);
        if (t) return t;
      }
      return undefined;
    case 'after': {
      // Timers fire by delay; on a tie the one scheduled first (the outer state's) goes first.
      const groups: Transition[][] = [];
      const ordered = deepestFirst(leaf).reverse().flatMap((path, depth) => {
        const byDelay = new Map<number, Transition[]>();
        for (const t of nodeAt(flow, path).after ?? []) (byDelay.get(msOf(t.delay)) ?? byDelay.set(msOf(t.delay), []).get(msOf(t.delay))!).push(t);
        return [...byDelay].map(([delay, list]) => ({ delay, depth, list }));
      });
      ordered.sort((a, b) => a.delay - b.delay || a.depth - b.depth);
      for (const { list } of ordered) groups.push(list);
      for (const list of groups) {
        const t = firstEnabled(list, on);
        if (t === step.transition) return t;
        // A timer that only runs actions leaves the state where it is, so later timers still fire.
        if (t && t.target !== undefined) return t;
      }
      return undefined;
    }
    default:
      return firstEnabled(step.list, on);
  }
}

function isSubsequence(needle: readonly string[], haystack: readonly string[]): boolean {
  let i = 0;
  for (const item of haystack) if (i < needle.length && item === needle[i]) i++;
  return i === needle.length;
}

const flush = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

interface Microstep {
  value: unknown;
  transitions: { sourceId: string; eventType: string }[];
}

/** An event name the flow does not use, for the walker's own jump into the source state. */
function jumpEvent(flow: FlowNode): string {
  const used = new Set([...allNodes(flow)].flatMap(([, n]) => Object.keys(n.on ?? {})));
  let name = 'walk.enter';
  while (used.has(name)) name += '_';
  return name;
}

export async function walkStep(flow: FlowNode, step: Step): Promise<Outcome> {
  const guardsOn = new Set(step.transition.cond !== undefined ? [step.transition.cond] : []);
  const config = toXStateConfig(flow, { id: MACHINE_ID, maxIterations: 1_000 });
  // The walker's own root-level transition into the source: entering it this way starts its
  // entry actions, timers and services as any transition would, and leaves `initial` alone.
  const jump = jumpEvent(flow);
  config.on ??= {};
  setOwn(config.on, jump, [{ target: targetRef(MACHINE_ID, xstatePath(flow, step.source)) }]);
  const src = step.invokeIndex !== undefined ? nodeAt(flow, step.source).invoke![step.invokeIndex].src : undefined;
  const log: string[] = [];
  let settled = false;
  // Services started before the walker enters the source (by the real initial state) never settle.
  let armed = step.source.length === 0;
  const impl = implementationsFor(flow, {
    guard: (name) => guardsOn.has(name),
    action: (name) => log.push(name),
    // Only the service under test settles, and only once: every other call stays pending, so
    // nothing interferes and a state that restarts its own service on completion cannot spin.
    service: (name) => {
      if (name !== src || settled || !armed) return new Promise(() => undefined);
      settled = true;
      return step.kind === 'invoke.onDone' ? Promise.resolve('done') : Promise.reject(new Error('stub failure'));
    },
  });
  const machine = setup(impl as never).createMachine(config as never);
  const microsteps: Microstep[] = [];
  const inspect = (e: InspectionEvent): void => {
    // Only machines take microsteps, and the services here are promises: every one is ours.
    // (XState computes the initial state, eventless steps included, while creating the actor.)
    if (e.type !== '@xstate.microstep') return;
    const transitions = (e as unknown as { _transitions: { source: { id: string }; eventType: string }[] })._transitions;
    microsteps.push({
      value: (e.snapshot as unknown as { value: unknown }).value,
      transitions: transitions.map((t) => ({ sourceId: t.source.id, eventType: t.eventType })),
    });
  };
  const clock = new SimulatedClock();
  const errors: unknown[] = [];
  const actor = createActor(machine, { clock, inspect });
  actor.subscribe({ error: (err) => errors.push(err) });

  const entered = enteredPath(flow, step.source);
  const sourceKeys = xstatePath(flow, step.source);
  const sourceId = [MACHINE_ID, ...sourceKeys].join('.');
  try {
    actor.start();
    if (step.source.length) {
      armed = true;
      actor.send({ type: jump });
    }
    if (actor.getSnapshot().status !== 'active' && step.kind !== 'always') return { step, checked: true, problem: `the actor failed on entering the source: ${String(errors[0])}` };
    let leaf: string[];
    let before: unknown;
    let mark: number;
    let logMark: number;
    if (step.kind === 'always') {
      // When the source is entered by the initial state, XState takes its eventless transition
      // while creating the actor, before the jump; either entry takes the same transition.
      leaf = entered;
      before = stateValue(flow, entered);
      mark = 0;
      logMark = 0;
    } else {
      leaf = activePath(flow, actor.getSnapshot().value);
      const inSource = step.source.every((name, i) => leaf[i] === name);
      if (!inSource || actor.getSnapshot().status !== 'active') return { step, checked: false, problem: 'the source does not rest: an eventless transition leaves it' };
      before = actor.getSnapshot().value;
      mark = microsteps.length;
      logMark = log.length;
    }
    if (winner(flow, step, leaf, guardsOn) !== step.transition) return { step, checked: false, problem: 'pre-empted by another transition' };
    if (step.kind === 'invoke.onDone' || step.kind === 'invoke.onError') {
      const sameSrc = [...allNodes(flow)].flatMap(([, n]) => n.invoke ?? []).filter((inv) => inv.src === src).length;
      if (sameSrc > 1) return { step, checked: false, problem: `service '${src}' is invoked by more than one state` };
    }

    if (step.kind === 'on') actor.send({ type: step.event! });
    else if (step.kind === 'after') clock.increment(msOf(step.delay!));
    else if (step.kind !== 'always') await flush();

    const matchesKind = (eventType: string): boolean => {
      switch (step.kind) {
        case 'on': return eventType === step.event;
        case 'always': return eventType === '';
        case 'after': return eventType.startsWith(`xstate.after.${step.delay}.`);
        case 'invoke.onDone': return eventType.startsWith('xstate.done.actor.');
        case 'invoke.onError': return eventType.startsWith('xstate.error.actor.');
      }
    };
    const taken = microsteps.slice(mark).find((m) => m.transitions.some((t) => t.sourceId === sourceId && matchesKind(t.eventType)));
    if (!taken) return { step, checked: true, problem: `no transition from ${step.label} was taken (status ${actor.getSnapshot().status})` };

    const t = step.transition;
    const target = t.target === undefined ? undefined : resolveTarget(statePaths(flow), step.source.join('.'), t.target)!.split('.');
    const expected = target === undefined ? before : stateValue(flow, enteredPath(flow, target));
    if (JSON.stringify(taken.value) !== JSON.stringify(expected)) {
      return { step, checked: true, problem: `expected ${JSON.stringify(expected)}, the actor is in ${JSON.stringify(taken.value)}` };
    }
    // An eventless transition after which its source is active again (no target, a target
    // inside the source, or one whose initial states lead back into it) is taken again as long
    // as its guard holds. A stub guard holds for ever, a real one would stop once the actions
    // ran, so that endless repetition says nothing here (XState stops it before the actions).
    const landing = target === undefined ? step.source : enteredPath(flow, target);
    const endless = step.kind === 'always' && step.source.every((n, i) => landing[i] === n);
    if (endless && errors.length) return { step, checked: true };
    // XState runs exit actions, then the transition's, then entry actions.
    const sourceExited = target !== undefined && step.source.length > 0 && !(target.length > step.source.length && step.source.every((n, i) => target[i] === n));
    const wanted = [
      ...(sourceExited ? nodeAt(flow, step.source).exitActions ?? [] : []),
      ...(t.actions ?? []),
      ...(target ? nodeAt(flow, target).entryActions ?? [] : []),
    ];
    const ran = log.slice(logMark);
    if (!isSubsequence(wanted, ran)) return { step, checked: true, problem: `expected actions ${JSON.stringify(wanted)} in order, ran ${JSON.stringify(ran)}` };
    if (errors.length) return { step, checked: true, problem: `the actor failed: ${String(errors[0])}` };
    return { step, checked: true };
  } finally {
    actor.stop();
  }
}

/** Walks every transition of the flow; returns what was checked and what went wrong. */
export async function walkFlow(flow: FlowNode): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  for (const step of stepsOf(flow)) outcomes.push(await walkStep(flow, step));
  return outcomes;
}
