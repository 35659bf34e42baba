/**
 * Where a running flow is, and what taking one transition does to it: the same answers XState v5
 * gives for a machine built by toXStateConfig, kept small enough to explore every walk.
 *
 * A configuration is the chain of active states from the root to the innermost one, each with
 * the time it was entered, the timers that have already fired and the services that have
 * already settled since then. Taking a transition exits the states below its domain and enters
 * the target and its initial descendants afresh, as XState does:
 * - a transition back to its own source re-enters it (toXStateConfig marks it `reenter`);
 * - a transition to a descendant of its source keeps the source (and its timers) running;
 * - otherwise the domain is the deepest proper ancestor of the target that holds the source.
 * test/testing-sequences.test.ts replays walks in real actors to keep the two in step.
 */
import type { Delay, FlowNode, Transition } from '../model/flow.js';
import { NAMED_DELAY_MS } from '../xstate/implementations.js';
import { resolveTarget, statePaths } from '../xstate/config.js';
import { own } from '../xstate/keys.js';

/** A delay in milliseconds; a named delay lasts what implementationsFor gives it by default. */
export const delayMs = (delay: Delay): number => (typeof delay === 'number' ? delay : NAMED_DELAY_MS);

export type TransitionKind = 'on' | 'after' | 'always' | 'invoke.onDone' | 'invoke.onError';

/** Where a transition sits in the flow. */
export interface TransitionRef {
  source: string[];
  kind: TransitionKind;
  event?: string;
  invoke?: number;
  /** Position in its list (for `after`, in the node's whole `after` array). */
  index: number;
}

export function transitionLabel(ref: TransitionRef): string {
  const at = ref.source.join('.') || '(root)';
  if (ref.kind === 'on') return `${at} on ${ref.event}[${ref.index}]`;
  if (ref.kind === 'after' || ref.kind === 'always') return `${at} ${ref.kind}[${ref.index}]`;
  return `${at} invoke[${ref.invoke}].${ref.kind.slice('invoke.'.length)}[${ref.index}]`;
}

/** Every transition of the flow: node by node from the root, then `on`, `after`, `always`, `invoke`. */
export function allTransitions(flow: FlowNode): TransitionRef[] {
  const refs: TransitionRef[] = [];
  const visit = (node: FlowNode, source: string[]): void => {
    for (const [event, list] of Object.entries(node.on ?? {})) list.forEach((_, index) => refs.push({ source, kind: 'on', event, index }));
    (node.after ?? []).forEach((_, index) => refs.push({ source, kind: 'after', index }));
    (node.always ?? []).forEach((_, index) => refs.push({ source, kind: 'always', index }));
    (node.invoke ?? []).forEach((inv, invoke) => {
      (inv.onDone ?? []).forEach((_, index) => refs.push({ source, kind: 'invoke.onDone', invoke, index }));
      (inv.onError ?? []).forEach((_, index) => refs.push({ source, kind: 'invoke.onError', invoke, index }));
    });
    for (const name of Object.keys(node.states ?? {})) visit(own(node.states, name)!, [...source, name]);
  };
  visit(flow, []);
  return refs;
}

export interface Activation {
  path: string[];
  node: FlowNode;
  enteredAt: number;
  /** Delays whose timer has fired since the state was entered. */
  fired: readonly number[];
  /** Indexes of the invocations that have settled since the state was entered. */
  settled: readonly number[];
}

/** Active states from the root (always first) to the innermost one, and the clock. */
export interface Configuration {
  now: number;
  active: readonly Activation[];
}

/** The flow with its state paths looked up once. */
export interface FlowShape {
  flow: FlowNode;
  paths: ReadonlyMap<string, unknown>;
}

export function shapeOf(flow: FlowNode): FlowShape {
  return { flow, paths: statePaths(flow) };
}

const activation = (path: string[], node: FlowNode, now: number): Activation => ({ path, node, enteredAt: now, fired: [], settled: [] });

/** Enters `path[from..]` below the kept activations, then the initial state of each level below. */
function enter(kept: readonly Activation[], path: readonly string[], now: number): Activation[] {
  const active = [...kept];
  let node = active[active.length - 1].node;
  const names = [...path];
  for (let depth = active.length - 1; ; depth++) {
    const name = names[depth] ?? Object.keys(node.states ?? {})[0];
    if (name === undefined) return active;
    names[depth] = name;
    node = own(node.states, name)!;
    active.push(activation(names.slice(0, depth + 1), node, now));
  }
}

/** The configuration a flow starts in, before any eventless transition. */
export function initialConfiguration(flow: FlowNode): Configuration {
  return { now: 0, active: enter([activation([], flow, 0)], [], 0) };
}

export const leafOf = (config: Configuration): string => config.active[config.active.length - 1].path.join('.');

const isPrefix = (prefix: readonly string[], path: readonly string[]): boolean =>
  prefix.length <= path.length && prefix.every((name, i) => path[i] === name);

/** Takes `transition`, declared by the active state at `depth`. */
export function take(shape: FlowShape, config: Configuration, depth: number, transition: Transition): Configuration {
  if (transition.target === undefined) return config;
  const source = config.active[depth].path;
  const resolved = resolveTarget(shape.paths, source.join('.'), transition.target);
  if (resolved === undefined) throw new Error(`'${transition.target}' is not a state of the flow`);
  const target = resolved.split('.');
  let keep: number;
  if (target.length === source.length && isPrefix(source, target)) keep = source.length - 1;
  else if (isPrefix(source, target)) keep = source.length;
  else {
    let common = 0;
    while (common < source.length && source[common] === target[common]) common++;
    keep = Math.min(common, target.length - 1);
  }
  return { now: config.now, active: enter(config.active.slice(0, keep + 1), target, config.now) };
}

/** The same activation with one more timer fired or service settled. */
export function mark(config: Configuration, depth: number, field: 'fired' | 'settled', value: number): Configuration {
  const active = [...config.active];
  active[depth] = { ...active[depth], [field]: [...active[depth][field], value] };
  return { now: config.now, active };
}

/**
 * What tells two configurations apart for every walk from them on. The time since a state was
 * entered only matters while one of its timers is still to fire, so it is left out otherwise:
 * that keeps the number of configurations finite.
 */
export function configurationKey(config: Configuration): string {
  return JSON.stringify(
    config.active.map((a) => {
      const waiting = (a.node.after ?? []).some((t) => !a.fired.includes(delayMs(t.delay)));
      return [a.path, waiting ? config.now - a.enteredAt : null, [...a.fired].sort((x, y) => x - y), [...a.settled].sort((x, y) => x - y)];
    }),
  );
}
