/**
 * Replays a walk of flowscribe/testing in a real XState actor (the machine toXStateConfig
 * builds), and reads back what XState itself did: where the actor rests after each step and
 * which transitions it took, named by their place in the flow from XState's own microsteps.
 * Guards hold exactly as each step says; time runs on a SimulatedClock; every service is a
 * promise the replay settles when a step says so.
 */
import { createActor, fromPromise, setup, SimulatedClock, type InspectionEvent } from 'xstate';
import type { FlowNode } from '../src/model/flow.js';
import type { Walk } from '../src/testing/steps.js';
import { implementationsFor, toXStateConfig, xstateKeys, xstatePath } from '../src/xstate/index.js';
import { activePath, nodeAt } from './xstate-walk.js';

export interface Replayed {
  states: string[];
  transitions: string[];
  errors: string[];
}

interface XStateTransition {
  eventType: string | null;
  source: {
    path: string[];
    always?: unknown[];
    transitions: Map<string, unknown[]>;
    invoke: { id: string }[];
  };
}

const MACHINE_ID = 'flow';

/** The flow names along an XState key path (only `__proto__` differs from its key). */
function flowNames(flow: FlowNode, keys: readonly string[]): string[] {
  const names: string[] = [];
  let node = flow;
  for (const key of keys) {
    const name = [...xstateKeys(node.states)].find(([, k]) => k === key)![0];
    names.push(name);
    node = nodeAt(flow, names);
  }
  return names;
}

/** The flow's label for a transition XState took. */
function label(flow: FlowNode, t: XStateTransition): string {
  const source = flowNames(flow, t.source.path);
  const at = source.join('.') || '(root)';
  const type = t.eventType ?? '';
  const index = (t.source.transitions.get(type) ?? []).indexOf(t);
  if (type === '') return `${at} always[${t.source.always!.indexOf(t)}]`;
  if (type.startsWith('xstate.after.')) {
    const delay = Number(type.slice('xstate.after.'.length, type.indexOf('.flow', 'xstate.after.'.length)));
    const positions = (nodeAt(flow, source).after ?? []).flatMap((a, i) => (a.delay === delay ? [i] : []));
    return `${at} after[${positions[index]}]`;
  }
  for (const kind of ['done', 'error'] as const) {
    const prefix = `xstate.${kind}.actor.`;
    if (type.startsWith(prefix)) {
      const invoke = t.source.invoke.findIndex((inv) => inv.id === type.slice(prefix.length));
      return `${at} invoke[${invoke}].${kind === 'done' ? 'onDone' : 'onError'}[${index}]`;
    }
  }
  return `${at} on ${type}[${index}]`;
}

const flush = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

export async function replay(flow: FlowNode, walk: Walk): Promise<Replayed> {
  let holds = new Set<string>(walk.startGuards ?? []);
  const impl = implementationsFor(flow, { guard: (name) => holds.has(name) });
  // Each running invocation, by XState's id for it; a new entry replaces the last one's.
  const pending = new Map<string, { resolve: (v: unknown) => void; reject: (e: unknown) => void }>();
  for (const src of Object.keys(impl.actors)) {
    Object.defineProperty(impl.actors, src, {
      enumerable: true,
      value: fromPromise(({ self }) => new Promise((resolve, reject) => void pending.set(self.id, { resolve, reject }))),
    });
  }
  const taken: string[] = [];
  const inspect = (e: InspectionEvent): void => {
    if (e.type !== '@xstate.microstep') return;
    for (const t of (e as unknown as { _transitions: XStateTransition[] })._transitions) {
      if (t.eventType !== null && t.eventType !== undefined && !t.eventType.startsWith('xstate.init')) taken.push(label(flow, t));
    }
  };
  const clock = new SimulatedClock();
  const machine = setup(impl as never).createMachine(toXStateConfig(flow, { id: MACHINE_ID, maxIterations: 1_000 }) as never);
  const actor = createActor(machine, { clock, inspect });
  const errors: string[] = [];
  actor.subscribe({ error: (err) => void errors.push(String(err)) });
  const where = (): string => activePath(flow, actor.getSnapshot().value).join('.');
  actor.start();
  const states = [where()];
  try {
    for (const step of walk.steps) {
      holds = new Set(step.guards ?? []);
      if (step.type === 'event') actor.send({ type: step.event });
      else if (step.type === 'wait') clock.increment(step.ms);
      else {
        const stateId = [MACHINE_ID, ...xstatePath(flow, step.state)].join('.');
        const node = nodeAt(flow, step.state === '' ? [] : step.state.split('.'));
        const ids = (node.invoke ?? []).flatMap((inv, i) => (inv.src === step.service ? [`${i}.${stateId}`] : []));
        const id = ids.find((candidate) => pending.has(candidate));
        if (id === undefined) throw new Error(`no invocation of ${step.service} is running in '${step.state}'`);
        const settle = pending.get(id)!;
        pending.delete(id);
        if (step.type === 'done') settle.resolve('done');
        else settle.reject(new Error('failed'));
        await flush();
        await flush();
      }
      states.push(where());
    }
  } finally {
    actor.stop();
  }
  return { states, transitions: taken, errors };
}
