/**
 * eventSequences: every walk it draws is one XState accepts, step for step (the same resting
 * states, the same transitions, read back from a real actor), on our representative flows, the
 * golden fixtures and random flows; and a failing property shrinks to the shortest walk.
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { FlowNode } from '../src/model/flow.js';
import { eventSequences } from '../src/testing/index.js';
import type { FlowPath } from '../src/testing/steps.js';
import { fixtureFlows } from './fixture-flows.js';
import { replay } from './testing-replay.js';
import { flowArb } from './xstate-flow-arbitrary.js';

const seed = process.env.FC_SEED ? Number(process.env.FC_SEED) : 20_260_611;
const runnable = JSON.parse(readFileSync(new URL('runnable-flows.json', import.meta.url), 'utf8')) as { name: string; flow: FlowNode }[];

async function expectReplays(flow: FlowNode, walk: FlowPath): Promise<void> {
  const replayed = await replay(flow, walk);
  expect(replayed.errors).toEqual([]);
  expect({ states: replayed.states, transitions: replayed.transitions }).toEqual({ states: walk.states, transitions: walk.transitions });
}

/**
 * Where re-entering matters only after time has passed or a service has settled: a state that
 * goes back to itself restarts its timers and services, one that goes to its own child keeps them.
 */
const reentry: FlowNode = {
  states: {
    panel: {
      after: [{ delay: 1000, actions: ['tick'] }, { delay: 3000, target: 'done' }],
      invoke: [{ src: 'load', onDone: [{ actions: ['loaded'] }] }],
      on: { AGAIN: [{ target: 'panel' }], INNER: [{ target: 'panel.second' }] },
      states: {
        first: { after: [{ delay: 500, actions: ['blink'] }], on: { UP: [{ target: 'panel' }], NEXT: [{ target: 'panel.second' }] } },
        second: { on: { SELF: [{ target: 'panel.second' }] } },
      },
    },
    done: { on: { RESTART: [{ target: 'panel' }] } },
  },
};

describe('eventSequences: every walk replays the same in XState', { timeout: 300_000 }, () => {
  for (const { name, flow } of [{ name: 're-entering a state restarts its timers and services', flow: reentry }, ...runnable, ...fixtureFlows()]) {
    test(name, async () => {
      await fc.assert(fc.asyncProperty(eventSequences(flow), (walk) => expectReplays(flow, walk)), { numRuns: flow === reentry ? 200 : 25, seed });
    });
  }

  test('random flows: nested states, guards, timers, services, eventless transitions', async () => {
    const walks = flowArb.chain((flow) => eventSequences(flow, { maxLength: 12 }).map((walk) => ({ flow, walk })));
    await fc.assert(fc.asyncProperty(walks, ({ flow, walk }) => expectReplays(flow, walk)), { numRuns: 1_000, seed });
  });
});

describe('eventSequences: what it draws', () => {
  const chain: FlowNode = {
    states: {
      a: { on: { NEXT: [{ target: 'b' }], RESET: [{ target: 'a' }] } },
      b: { on: { NEXT: [{ target: 'c' }], BACK: [{ target: 'a' }] }, after: [{ delay: 1000, target: 'a' }] },
      c: { on: { NEXT: [{ cond: 'ready', target: 'd' }, { target: 'a' }] } },
      d: {},
    },
  };

  test('a failing property shrinks to the shortest walk that fails it', () => {
    const out = fc.check(fc.property(eventSequences(chain, { maxLength: 30 }), (walk) => !walk.states.includes('d')), { seed, numRuns: 1_000 });
    expect(out.failed).toBe(true);
    expect(out.counterexample![0].steps).toEqual([
      { type: 'event', event: 'NEXT' },
      { type: 'event', event: 'NEXT' },
      { type: 'event', event: 'NEXT', guards: ['ready'] },
    ]);
  });

  test('draws every kind of move, chooses guards, and stops where nothing is accepted', () => {
    const seen = new Set<string>();
    fc.assert(
      fc.property(eventSequences(chain, { maxLength: 30 }), (walk) => {
        for (const step of walk.steps) seen.add(JSON.stringify(step));
        // d accepts nothing: a walk that gets there ends there.
        const at = walk.states.indexOf('d');
        if (at >= 0) expect(at).toBe(walk.states.length - 1);
      }),
      { seed, numRuns: 200 },
    );
    expect([...seen].sort()).toEqual(
      [
        { type: 'event', event: 'BACK' },
        { type: 'event', event: 'NEXT' },
        { type: 'event', event: 'NEXT', guards: ['ready'] },
        { type: 'event', event: 'RESET' },
        { type: 'wait', ms: 1000 },
      ].map((s) => JSON.stringify(s)).sort(),
    );
  });

  test('without guards, waits or services, only the moves that need none', () => {
    fc.assert(
      fc.property(eventSequences(chain, { guards: false, waits: false }), (walk) => {
        expect(walk.steps.every((s) => s.type === 'event' && s.guards === undefined)).toBe(true);
        expect(walk.states).not.toContain('d');
      }),
      { seed, numRuns: 100 },
    );
  });

  test('a flow that never rests is refused when the arbitrary is made', () => {
    expect(() => eventSequences({ states: { a: { always: [{ target: 'b' }] }, b: { always: [{ target: 'a' }] } } })).toThrow(/never rests/);
  });
});
