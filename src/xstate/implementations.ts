/**
 * implementationsFor: stand-in guards, actions and services for every name a flow uses, so the
 * machine from toXStateConfig can be built with `setup(...)` and run before the real ones exist.
 *
 * A flow names its guards, actions and services in words ("cart is empty", "fetch profile");
 * XState looks each one up by that string, so every name becomes a key as written.
 */
import { fromPromise, type PromiseActorLogic } from 'xstate';
import type { FlowNode, Transition } from '../model/flow.js';
import { setOwn } from './keys.js';

export interface StubBehaviour {
  /**
   * Decides a guard. Default: false. A stand-in cannot know the condition, and saying "not met"
   * makes the machine take the unconditional branch and keeps guarded eventless transitions
   * from cycling.
   */
  guard?: (name: string) => boolean;
  /** Called when an action runs. Default: nothing. */
  action?: (name: string) => void;
  /**
   * The outcome of an invoked service. Default: resolves with `undefined` on the next turn of
   * the event loop, not in the same run of microtasks, so a state that restarts its own service
   * when it completes polls instead of starving the process.
   */
  service?: (src: string) => Promise<unknown>;
  /** The length of a named delay, in milliseconds. Default: 1000. */
  delay?: (name: string) => number;
}

export interface FlowImplementations {
  guards: Record<string, () => boolean>;
  actions: Record<string, () => void>;
  actors: Record<string, PromiseActorLogic<unknown>>;
  /** Named delays ("after the Detection Time"), in milliseconds. */
  delays: Record<string, number>;
}

/**
 * The guard, action and service names a flow uses, each once: node by node from the root, and
 * within a node entry, exit, `on`, `after`, `always`, then `invoke`.
 */
export interface FlowNames {
  guards: string[];
  actions: string[];
  services: string[];
  delays: string[];
}

export function namesIn(flow: FlowNode): FlowNames {
  const guards = new Set<string>();
  const actions = new Set<string>();
  const services = new Set<string>();
  const delays = new Set<string>();
  const visitTransitions = (list: readonly (Transition & { delay?: unknown })[] | undefined): void => {
    for (const t of list ?? []) {
      if (typeof t.delay === 'string') delays.add(t.delay);
      if (t.cond !== undefined) guards.add(t.cond);
      for (const a of t.actions ?? []) actions.add(a);
    }
  };
  const visit = (node: FlowNode): void => {
    for (const a of node.entryActions ?? []) actions.add(a);
    for (const a of node.exitActions ?? []) actions.add(a);
    for (const list of Object.values(node.on ?? {})) visitTransitions(list);
    visitTransitions(node.after);
    visitTransitions(node.always);
    visitTransitions(node.onDone);
    for (const inv of node.invoke ?? []) {
      services.add(inv.src);
      visitTransitions(inv.onDone);
      visitTransitions(inv.onError);
    }
    for (const child of Object.values(node.states ?? {})) visit(child);
  };
  visit(flow);
  return { guards: [...guards], actions: [...actions], services: [...services], delays: [...delays] };
}

/** How long a named delay ("after the Detection Time") lasts when the caller does not say. */
export const NAMED_DELAY_MS = 1000;

export function implementationsFor(flow: FlowNode, behaviour: StubBehaviour = {}): FlowImplementations {
  const names = namesIn(flow);
  const decide = behaviour.guard ?? (() => false);
  const run = behaviour.action ?? (() => undefined);
  const settle = behaviour.service ?? (() => new Promise<undefined>((resolve) => setTimeout(resolve, 0)));
  const guards: Record<string, () => boolean> = {};
  const actions: Record<string, () => void> = {};
  const actors: Record<string, PromiseActorLogic<unknown>> = {};
  for (const name of names.guards) setOwn(guards, name, () => decide(name));
  for (const name of names.actions) setOwn(actions, name, () => run(name));
  for (const src of names.services) setOwn(actors, src, fromPromise(() => settle(src)));
  const delays: Record<string, number> = {};
  for (const name of names.delays) setOwn(delays, name, behaviour.delay?.(name) ?? NAMED_DELAY_MS);
  return { guards, actions, actors, delays };
}
