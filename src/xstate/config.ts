/**
 * toXStateConfig: a flow as an XState v5 machine config, ready for
 * `setup(implementationsFor(flow)).createMachine(config)`.
 *
 * - `initial` of every compound node is the first key of its `states`.
 * - Every node gets an `id` from its path, and every target is a `#id` reference, so a target
 *   resolves the same way from any depth (the flow's targets are paths from the root).
 * - `cond` becomes `guard`, `entryActions`/`exitActions` become `entry`/`exit`.
 * - `after` becomes XState's delay map; transitions sharing a delay keep their order.
 * - A transition whose target is its own source re-enters it (`reenter: true`): "goes to X"
 *   from X means X is entered again, so its entry actions, timers and services start over.
 *   XState v5 would otherwise leave the state untouched.
 * - A transition without a target stays put and only runs its actions.
 * - A target is a path from the root, the flow's convention. A flow written by hand in XState's
 *   own style, where a bare name means a sibling, is still read: a target that is not a path
 *   from the root is looked up next to the source, then next to each of its ancestors.
 */
import type { FlowNode, Invocation, Transition } from '../model/flow.js';
import { nodeId, own, setOwn, targetRef, xstateKeys } from './keys.js';

export interface XStateTransitionConfig {
  target?: string;
  guard?: string;
  actions?: string[];
  description?: string;
  reenter?: true;
}

export interface XStateInvokeConfig {
  src: string;
  onDone?: XStateTransitionConfig[];
  onError?: XStateTransitionConfig[];
}

export interface XStateNodeConfig {
  id: string;
  description?: string;
  initial?: string;
  entry?: string[];
  exit?: string[];
  invoke?: XStateInvokeConfig[];
  on?: Record<string, XStateTransitionConfig[]>;
  after?: Record<string | number, XStateTransitionConfig[]>;
  always?: XStateTransitionConfig[];
  onDone?: XStateTransitionConfig[];
  states?: Record<string, XStateNodeConfig>;
}

export interface XStateMachineConfig extends XStateNodeConfig {
  options: { maxIterations: number };
}

export interface XStateConfigOptions {
  /** Machine id, the first segment of every node id. Default `flow`. */
  id?: string;
  /**
   * Microsteps allowed before XState reports an infinite loop. A flow can describe a cycle of
   * eventless transitions; XState's own default (no limit) would then hang the caller.
   */
  maxIterations?: number;
}

export const DEFAULT_MACHINE_ID = 'flow';
export const DEFAULT_MAX_ITERATIONS = 10_000;

/** Every state path of the flow, dotted, mapped to its XState keys. */
export function statePaths(flow: FlowNode): Map<string, string[]> {
  const paths = new Map<string, string[]>();
  const visit = (node: FlowNode, names: string[], keys: string[]): void => {
    const childKeys = xstateKeys(node.states);
    for (const [name, key] of childKeys) {
      const child = own(node.states, name)!;
      const childNames = [...names, name];
      const childPath = [...keys, key];
      paths.set(childNames.join('.'), childPath);
      visit(child, childNames, childPath);
    }
  };
  visit(flow, [], []);
  return paths;
}

/**
 * The dotted path of the state a transition of `source` names by `target`, or undefined when
 * there is none (see the module comment for the order of the look-up).
 */
export function resolveTarget(paths: ReadonlyMap<string, unknown>, source: string, target: string): string | undefined {
  if (paths.has(target)) return target;
  const scope = source === '' ? [] : source.split('.');
  for (let depth = scope.length - 1; depth >= 1; depth--) {
    const candidate = [...scope.slice(0, depth), target].join('.');
    if (paths.has(candidate)) return candidate;
  }
  return undefined;
}

interface Context {
  machineId: string;
  paths: Map<string, string[]>;
}

function convertTransition(t: Transition, source: string, where: string, ctx: Context): XStateTransitionConfig {
  const out: XStateTransitionConfig = {};
  if (t.target !== undefined) {
    const path = resolveTarget(ctx.paths, source, t.target);
    if (path === undefined) throw new Error(`${where} targets '${t.target}', which is not a state of the flow (targets are dotted paths from the root)`);
    out.target = targetRef(ctx.machineId, ctx.paths.get(path)!);
    if (path === source) out.reenter = true;
  }
  if (t.cond !== undefined) out.guard = t.cond;
  if (t.actions?.length) out.actions = [...t.actions];
  if (t.description !== undefined) out.description = t.description;
  return out;
}

function convertList(list: readonly Transition[], source: string, where: string, ctx: Context): XStateTransitionConfig[] {
  return list.map((t, i) => convertTransition(t, source, `${where}[${i}]`, ctx));
}

function convertInvocation(inv: Invocation, source: string, where: string, ctx: Context): XStateInvokeConfig {
  const out: XStateInvokeConfig = { src: inv.src };
  if (inv.onDone) out.onDone = convertList(inv.onDone, source, `${where}.onDone`, ctx);
  if (inv.onError) out.onError = convertList(inv.onError, source, `${where}.onError`, ctx);
  return out;
}

function convertNode(node: FlowNode, names: string[], keys: string[], ctx: Context): XStateNodeConfig {
  const source = names.join('.');
  const where = source === '' ? 'the root' : `state '${source}'`;
  const out: XStateNodeConfig = { id: nodeId(ctx.machineId, keys) };
  if (node.description !== undefined) out.description = node.description;
  if (node.entryActions?.length) out.entry = [...node.entryActions];
  if (node.exitActions?.length) out.exit = [...node.exitActions];
  if (node.invoke?.length) out.invoke = node.invoke.map((inv, i) => convertInvocation(inv, source, `${where} invoke[${i}]`, ctx));
  if (node.on) {
    const on: Record<string, XStateTransitionConfig[]> = {};
    for (const [event, list] of Object.entries(node.on)) setOwn(on, event, convertList(list, source, `${where} on ${event}`, ctx));
    out.on = on;
  }
  if (node.after?.length) {
    const after: Record<string | number, XStateTransitionConfig[]> = {};
    node.after.forEach((t, i) => {
      const { delay, ...rest } = t;
      (after[delay] ??= []).push(convertTransition(rest, source, `${where} after[${i}]`, ctx));
    });
    out.after = after;
  }
  if (node.always?.length) out.always = convertList(node.always, source, `${where} always`, ctx);
  if (node.onDone?.length) out.onDone = convertList(node.onDone, source, `${where} onDone`, ctx);
  const childKeys = xstateKeys(node.states);
  if (childKeys.size) {
    const states: Record<string, XStateNodeConfig> = {};
    for (const [name, key] of childKeys) {
      setOwn(states, key, convertNode(own(node.states, name)!, [...names, name], [...keys, key], ctx));
    }
    out.initial = childKeys.values().next().value;
    out.states = states;
  }
  return out;
}

/**
 * Converts a flow into an XState v5 machine config. Throws, naming the transition, when a
 * target is not a state of the flow.
 */
export function toXStateConfig(flow: FlowNode, options: XStateConfigOptions = {}): XStateMachineConfig {
  const machineId = options.id ?? DEFAULT_MACHINE_ID;
  // The id is the first segment of every target reference, so it must read as one segment.
  if (!machineId || /[.\\]/.test(machineId) || machineId.startsWith('#')) {
    throw new RangeError(`machine id '${machineId}' must be non-empty, without '.', '\\' or a leading '#'`);
  }
  const ctx: Context = { machineId, paths: statePaths(flow) };
  const root = convertNode(flow, [], [], ctx);
  return { ...root, options: { maxIterations: options.maxIterations ?? DEFAULT_MAX_ITERATIONS } };
}
