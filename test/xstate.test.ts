/**
 * Flows run in XState: toXStateConfig's output builds a machine with `setup().createMachine`,
 * and every transition of every flow we have (our own representative flows, the golden
 * fixtures, and what the engine makes of each dev case) is walked inside a real actor.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { createActor, setup, SimulatedClock } from 'xstate';
import { FlowRequestError } from '../src/errors.js';
import { generateFlow } from '../src/generate.js';
import type { FlowNode, FlowRequest } from '../src/model/flow.js';
import { implementationsFor, namesIn, toXStateConfig } from '../src/xstate/index.js';
import { check, FLOW_SCHEMA_ID } from '../src/model/schemas.js';
import { description } from './engine-arbitraries.js';
import { flowArb } from './xstate-flow-arbitrary.js';
import { enteredPath, stateValue, walkFlow, type Outcome } from './xstate-walk.js';

const root = new URL('../', import.meta.url);
const runnable = JSON.parse(readFileSync(new URL('test/runnable-flows.json', root), 'utf8')) as { name: string; flow: FlowNode }[];
const byName = (prefix: string): FlowNode => runnable.find((r) => r.name.startsWith(prefix))!.flow;

function build(flow: FlowNode, behaviour: Parameters<typeof implementationsFor>[1] = {}) {
  return setup(implementationsFor(flow, behaviour) as never).createMachine(toXStateConfig(flow) as never);
}

/** Fails with every problem at once, so one run shows all that is wrong. */
/** Builds the flow's machine and starts an actor, asserting that starting raised no error. */
function startWithoutErrors(flow: Parameters<typeof build>[0]) {
  const actor = createActor(build(flow));
  const errors: unknown[] = [];
  actor.subscribe({ error: (e) => errors.push(e) });
  actor.start();
  expect(errors).toEqual([]);
  return actor;
}

function expectClean(outcomes: Outcome[]): void {
  const problems = outcomes.filter((o) => o.checked && o.problem).map((o) => `${o.step.label}: ${o.problem}`);
  expect(problems, problems.join('\n')).toEqual([]);
}
const skipped = (outcomes: Outcome[]): string[] => outcomes.filter((o) => !o.checked).map((o) => o.step.label);

describe('toXStateConfig', () => {
  const config = toXStateConfig(byName('checkout'));

  test('takes the initial state from the first key, at every depth', () => {
    expect(config.initial).toBe('cart');
    expect(config.states!.checkout.initial).toBe('shipping');
    expect(config.states!.cart.initial).toBeUndefined();
  });

  test('names every node by its path and targets it by #id from any depth', () => {
    expect(config.id).toBe('flow');
    expect(config.states!.checkout.states!.payment.id).toBe('flow.checkout.payment');
    expect(config.on!.CANCEL).toEqual([{ target: '#flow.cart', actions: ['discard order'] }]);
    expect(config.states!.checkout.states!.review.on!.PLACE_ORDER[0].target).toBe('#flow.confirmed');
    expect(toXStateConfig({ states: { a: {} } }, { id: 'shop' }).states!.a.id).toBe('shop.a');
  });

  test('turns cond into guard, keeps order, and leaves a targetless transition without a target', () => {
    expect(config.states!.checkout.states!.payment.on!.SUBMIT).toEqual([
      { guard: 'card is valid', target: '#flow.checkout.review', actions: ['save card'] },
      { guard: 'card is expired', target: '#flow.checkout.payment', reenter: true, actions: ['show expiry error'] },
      { actions: ['show card error'] },
    ]);
  });

  test('maps entry and exit actions', () => {
    expect(config.states!.checkout.entry).toEqual(['start checkout']);
    expect(config.states!.checkout.exit).toEqual(['end checkout']);
  });

  test('groups after transitions by delay in milliseconds, in order', () => {
    const green = toXStateConfig(byName('traffic')).states!.green;
    expect(green.after).toEqual({
      5000: [{ guard: 'pedestrian waiting', target: '#flow.yellow', actions: ['ring bell'] }, { actions: ['count cycle'] }],
      60000: [{ target: '#flow.yellow' }],
    });
  });

  test('maps invoke with src, onDone and onError', () => {
    expect(toXStateConfig(byName('profile')).states!.loading.invoke).toEqual([
      {
        src: 'fetch profile',
        onDone: [{ guard: 'profile is incomplete', target: '#flow.onboarding' }, { target: '#flow.loaded', actions: ['store profile'] }],
        onError: [{ target: '#flow.failed', actions: ['log the error'] }],
      },
    ]);
  });

  test('keeps names such as constructor and toString as written, and gives __proto__ a key XState can hold', () => {
    const c = toXStateConfig(byName('names'));
    expect(Object.keys(c.states!)).toEqual(['__proto____', 'toString', 'constructor', '__proto___', 'hasOwnProperty']);
    expect(c.initial).toBe('__proto____');
    const proto = c.states!.__proto____;
    expect(Object.hasOwn(proto.on!, '__proto__')).toBe(true);
    expect(proto.on!.constructor).toEqual([{ guard: 'hasOwnProperty', target: '#flow.toString', actions: ['valueOf'] }]);
    // Read through Object.entries: in TypeScript `.constructor` and `.toString` name Object's own.
    const [, constructorState] = Object.entries(c.states!).find(([key]) => key === 'constructor')!;
    expect(Object.entries(constructorState.on!)).toEqual([['toString', [{ target: '#flow.__proto____' }]]]);
  });

  test('escapes a backslash in a state name so XState reads the target literally', () => {
    const c = toXStateConfig({ states: { 'a\\b': { on: { GO: [{ target: 'a\\b' }] } } } });
    expect(c.states!['a\\b'].on!.GO[0].target).toBe('#flow.a\\\\b');
    const actor = createActor(build({ states: { 'a\\b': { on: { GO: [{ target: 'c' }] } }, c: { on: { BACK: [{ target: 'a\\b' }] } } } })).start();
    actor.send({ type: 'GO' });
    actor.send({ type: 'BACK' });
    expect(actor.getSnapshot().value).toBe('a\\b');
  });

  test('fails naming the transition whose target is not a state', () => {
    expect(() => toXStateConfig({ states: { a: { on: { GO: [{ target: 'nowhere' }] } } } })).toThrow(/state 'a' on GO\[0\] targets 'nowhere'/);
    expect(() => toXStateConfig({}, { id: 'a.b' })).toThrow(RangeError);
  });

  test('limits microsteps so an eventless cycle is an error, not a hang', () => {
    const loop: FlowNode = { states: { a: { always: [{ target: 'b' }] }, b: { always: [{ target: 'a' }] } } };
    const errors: unknown[] = [];
    const actor = createActor(build(loop));
    actor.subscribe({ error: (e) => errors.push(e) });
    actor.start();
    expect(actor.getSnapshot().status).toBe('error');
    expect(String(errors[0])).toMatch(/Infinite loop/);
  });

  test('does not modify the flow', () => {
    const flow = byName('checkout');
    const before = JSON.stringify(flow);
    toXStateConfig(flow);
    expect(JSON.stringify(flow)).toBe(before);
  });
});

describe('implementationsFor', () => {
  test('a delay the text names without measuring it ("after the Detection Time") is a named delay the caller sets', () => {
    const flow: FlowNode = { states: { up: { after: [{ delay: 'detectionTime', target: 'down' }] }, down: {} } };
    expect(namesIn(flow).delays).toEqual(['detectionTime']);
    expect(implementationsFor(flow).delays).toEqual({ detectionTime: 1000 });
    expect(implementationsFor(flow, { delay: () => 250 }).delays).toEqual({ detectionTime: 250 });
    const clock = new SimulatedClock();
    const actor = createActor(build(flow, { delay: () => 250 }), { clock });
    actor.start();
    clock.increment(249);
    expect(actor.getSnapshot().value).toBe('up');
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('down');
  });

  test('provides every guard, action and service the flow names, once each', () => {
    expect(namesIn(byName('profile'))).toEqual({
      guards: ['profile is incomplete'],
      actions: ['show spinner', 'hide spinner', 'report timeout', 'store profile', 'log the error'],
      services: ['fetch profile'],
      delays: [],
    });
    const impl = implementationsFor(byName('names'));
    expect(Object.keys(impl.guards)).toEqual(['hasOwnProperty']);
    expect(Object.keys(impl.actions)).toEqual(['toString', 'valueOf', '__proto__']);
    expect(Object.keys(impl.actors)).toEqual(['constructor']);
  });

  test('stub guards say no unless told otherwise, so the unconditional branch is taken', () => {
    const actor = createActor(build(byName('checkout'))).start();
    actor.send({ type: 'CHECKOUT' });
    expect(actor.getSnapshot().value).toEqual({ checkout: 'shipping' });
  });
});

describe('walking actors from the real initial state', () => {
  test('checkout: through nested steps, a guarded submit, and a root-level cancel', () => {
    const log: string[] = [];
    const valid = new Set<string>();
    const actor = createActor(build(byName('checkout'), { guard: (g) => valid.has(g), action: (a) => log.push(a) })).start();
    const send = (type: string) => (actor.send({ type }), actor.getSnapshot().value);
    expect(actor.getSnapshot().value).toBe('cart');
    expect(send('CHECKOUT')).toEqual({ checkout: 'shipping' });
    expect(send('NEXT')).toEqual({ checkout: 'payment' });
    expect(send('SUBMIT')).toEqual({ checkout: 'payment' });
    expect(log.slice(-1)).toEqual(['show card error']);
    valid.add('card is valid');
    expect(send('SUBMIT')).toEqual({ checkout: 'review' });
    expect(log.slice(-2)).toEqual(['clear card field', 'save card']);
    expect(send('CANCEL')).toBe('cart');
    expect(log.slice(-3)).toEqual(['end checkout', 'discard order', 'show cart']);
  });

  test('profile: the service fails, a retry runs it again and it succeeds', async () => {
    let attempt = 0;
    const actor = createActor(
      build(byName('profile'), { service: () => (++attempt === 1 ? Promise.reject(new Error('offline')) : Promise.resolve({ name: 'Ada' })) }),
    ).start();
    actor.send({ type: 'FETCH' });
    expect(actor.getSnapshot().value).toBe('loading');
    await new Promise((r) => setImmediate(r));
    expect(actor.getSnapshot().value).toBe('failed');
    actor.send({ type: 'RETRY' });
    await new Promise((r) => setImmediate(r));
    expect(actor.getSnapshot().value).toBe('loaded');
    expect(attempt).toBe(2);
  });

  test('traffic light: timers on simulated time, and a self-transition restarts them', () => {
    const clock = new SimulatedClock();
    const actor = createActor(build(byName('traffic')), { clock }).start();
    clock.increment(5000);
    expect(actor.getSnapshot().value).toBe('green');
    clock.increment(55000);
    expect(actor.getSnapshot().value).toBe('yellow');
    clock.increment(2000);
    expect(actor.getSnapshot().value).toBe('red');
    clock.increment(1500.5);
    expect(actor.getSnapshot().value).toBe('green');

    const retries = createActor(build(byName('profile'), { service: () => new Promise(() => undefined) }), { clock }).start();
    retries.send({ type: 'FETCH' });
    clock.increment(20000);
    retries.send({ type: 'RETRY' });
    clock.increment(20000);
    expect(retries.getSnapshot().value).toBe('loading');
    clock.increment(10000);
    expect(retries.getSnapshot().value).toBe('failed');
  });
});

describe('every transition of our representative flows', () => {
  for (const { name, flow } of runnable) {
    test(name, async () => {
      const outcomes = await walkFlow(flow);
      expectClean(outcomes);
      // What may be skipped is decided by the flow's design; anything else is a walker gap.
      const expectedSkips: Record<string, string[]> = {
        'targetless transitions and descriptions': ['counting on RESET[1]'],
      };
      expect(skipped(outcomes)).toEqual(expectedSkips[name] ?? []);
    });
  }

  test('the machine starts in the first state of each level', () => {
    for (const { flow } of runnable) {
      const actor = createActor(build(flow)).start();
      const leaf = enteredPath(flow, []);
      // An eventless transition may leave the initial state at once; the traffic light's does not.
      expect(actor.getSnapshot().value).toEqual(stateValue(flow, leaf));
      actor.stop();
    }
  });
});

/** Flows found in the golden fixtures, whatever their exact layout. */
function fixtureFlows(): { name: string; flow: FlowNode }[] {
  const dir = new URL('fixtures/', root);
  if (!existsSync(dir)) return [];
  const found: { name: string; flow: FlowNode }[] = [];
  const take = (name: string, value: unknown): void => {
    if (!value || typeof value !== 'object') return;
    if (Array.isArray(value)) return value.forEach((v, i) => take(`${name}[${i}]`, v));
    const v = value as Record<string, unknown>;
    const expected = v.expected as Record<string, unknown> | undefined;
    // (A golden fixture: its request and the flow it must produce, under `expected`.)
    if (v.request && expected && typeof expected === 'object' && expected.states && typeof expected.states === 'object') found.push({ name, flow: expected as FlowNode });
    else if (expected && typeof expected === 'object' && expected.flow && typeof expected.flow === 'object') found.push({ name, flow: expected.flow as FlowNode });
    else if (v.format === 'xstate' && v.flow && typeof v.flow === 'object') found.push({ name, flow: v.flow as FlowNode });
    else if (Array.isArray(v.cases)) take(name, v.cases);
  };
  for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.json')).sort()) {
    take(file, JSON.parse(readFileSync(new URL(file, dir), 'utf8')));
  }
  return found;
}

describe('every transition of the golden fixtures', () => {
  const fixtures = fixtureFlows();
  test.skipIf(fixtures.length > 0)('no golden fixtures yet', () => undefined);
  for (const { name, flow } of fixtures) {
    test(name, async () => expectClean(await walkFlow(flow)));
  }
});

interface DevCase {
  id: string;
  text: string;
  context?: string;
  existingFlow?: FlowRequest['existingFlow'];
}
const devCasesFile = new URL('../shared/eval/dev-cases.json', root);
const devCases: DevCase[] = existsSync(devCasesFile) ? JSON.parse(readFileSync(devCasesFile, 'utf8')) : [];

describe.skipIf(devCases.length === 0)('what the engine makes of each dev case runs in XState', () => {
  for (const c of devCases) {
    test(c.id, async (ctx) => {
      const request: FlowRequest = { text: c.text, format: 'xstate', mode: 'full' };
      if (c.context !== undefined) request.context = c.context;
      if (c.existingFlow !== undefined) request.existingFlow = c.existingFlow;
      let result: ReturnType<typeof generateFlow>;
      try {
        result = generateFlow(request);
      } catch (error) {
        // A request the library refuses produces no flow to run; that is the request
        // validation's business, tested with it.
        if (error instanceof FlowRequestError) return ctx.skip(`request refused: ${error.message}`);
        throw error;
      }
      if (result.format !== 'xstate') throw new Error('asked for xstate');
      const actor = startWithoutErrors(result.flow);
      expect(actor.getSnapshot().status).toBe('active');
      actor.stop();
      expectClean(await walkFlow(result.flow));
    });
  }
});

describe('any flow runs in XState (fast-check)', { timeout: 300_000 }, () => {
  const seed = process.env.FC_SEED ? Number(process.env.FC_SEED) : 20_260_611;

  test('every transition of a random valid flow lands where the flow says', async () => {
    await fc.assert(
      fc.asyncProperty(flowArb, async (flow) => {
        expect(check(FLOW_SCHEMA_ID, { format: 'xstate', flow })).toEqual([]);
        expectClean(await walkFlow(flow));
      }),
      { numRuns: 200, seed },
    );
  });

  test('the flow generated from any description builds a machine whose actor starts', () => {
    fc.assert(
      fc.property(description.filter((t) => /\S/u.test(t)), (text) => {
        const result = generateFlow({ text, format: 'xstate', mode: 'full' });
        if (result.format !== 'xstate') throw new Error('asked for xstate');
        startWithoutErrors(result.flow).stop();
      }),
      { numRuns: 200, seed },
    );
  });
});
