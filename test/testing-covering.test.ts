/**
 * coveringPaths: every path replays in a real XState actor as it says (the same resting
 * states, the same transitions, read from XState's microsteps); together the replays take every
 * transition of the flow, and whatever is left uncovered is so for a reason checked here
 * independently: its state can never be entered, or an earlier transition of its list always
 * wins. Over our representative flows and every golden fixture.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import type { FlowNode } from '../src/model/flow.js';
import { coveringPaths } from '../src/testing/index.js';
import { resolveTarget, statePaths } from '../src/xstate/index.js';
import { fixtureFlows } from './fixture-flows.js';
import { replay } from './testing-replay.js';
import { enteredPath, stepsOf, type Step } from './xstate-walk.js';

const runnable = JSON.parse(readFileSync(new URL('runnable-flows.json', import.meta.url), 'utf8')) as { name: string; flow: FlowNode }[];

/** Transitions an earlier one of the same list (for timers, of the same delay) always pre-empts. */
function shadowed(step: Step): boolean {
  const list = step.kind === 'after' ? step.list.filter((t) => t.delay === step.transition.delay) : step.list;
  return list.slice(0, list.indexOf(step.transition)).some((t) => t.cond === undefined || t.cond === step.transition.cond);
}

/** Every state the start or a transition not pre-empted can enter, whatever the guards: more than can really be. */
function enterable(flow: FlowNode): Set<string> {
  const paths = statePaths(flow);
  const live = stepsOf(flow).filter((s) => !shadowed(s));
  const reached = new Set<string>();
  const queue = [enteredPath(flow, [])];
  for (let leaf = queue.shift(); leaf; leaf = queue.shift()) {
    const active = ['', ...leaf.map((_, i) => leaf.slice(0, i + 1).join('.'))];
    if (active.every((p) => reached.has(p))) continue;
    active.forEach((p) => reached.add(p));
    for (const step of live) {
      const source = step.source.join('.');
      if (!active.includes(source) || step.transition.target === undefined) continue;
      const target = resolveTarget(paths, source, step.transition.target)!;
      if (!reached.has(target)) queue.push(enteredPath(flow, target.split('.')));
    }
  }
  return reached;
}

/** Why a transition cannot be taken, or undefined when nothing says it cannot. */
function whyUntakeable(flow: FlowNode, label: string, reached: Set<string>): string | undefined {
  const step = stepsOf(flow).find((s) => s.label === label)!;
  if (!reached.has(step.source.join('.'))) return 'its state is never entered';
  if (shadowed(step)) return 'an earlier transition of its list always wins';
  return undefined;
}

describe('coveringPaths', () => {
  const flows = [...runnable, ...fixtureFlows()];

  test('there are fixture flows to cover', () => expect(fixtureFlows().length).toBeGreaterThanOrEqual(30));

  for (const { name, flow } of flows) {
    test(name, async () => {
      const { paths, uncovered, truncated } = coveringPaths(flow);
      expect(truncated).toBeUndefined();
      const taken = new Set<string>();
      for (const path of paths) {
        const replayed = await replay(flow, path);
        expect(replayed.errors).toEqual([]);
        expect({ states: replayed.states, transitions: replayed.transitions }).toEqual({ states: path.states, transitions: path.transitions });
        replayed.transitions.forEach((label) => taken.add(label));
      }
      const labels = stepsOf(flow).map((s) => s.label);
      expect(labels.filter((label) => !taken.has(label))).toEqual(uncovered);
      const reached = enterable(flow);
      const unexplained = uncovered.filter((label) => whyUntakeable(flow, label, reached) === undefined);
      expect(unexplained, 'uncovered, though nothing says it cannot be taken').toEqual([]);
    });
  }

  test('the same flow gives the same paths, as plain JSON', () => {
    for (const { flow } of flows) {
      const first = coveringPaths(flow);
      expect(JSON.parse(JSON.stringify(first))).toEqual(coveringPaths(flow));
      expect(JSON.stringify(coveringPaths(structuredClone(flow)))).toBe(JSON.stringify(first));
    }
  });

  test('each path is a shortest walk, and a path another one begins with is left out', () => {
    const chain: FlowNode = {
      states: {
        a: { on: { NEXT: [{ target: 'b' }], SKIP: [{ target: 'c' }] } },
        b: { on: { NEXT: [{ target: 'c' }] } },
        c: { on: { NEXT: [{ cond: 'ready', target: 'd' }, { target: 'a' }] } },
        d: {},
      },
    };
    const { paths, uncovered } = coveringPaths(chain);
    expect(uncovered).toEqual([]);
    expect(paths.map((p) => ({ steps: p.steps.map((s) => (s.type === 'event' ? s.event + (s.guards ? `[${s.guards}]` : '') : s.type)), states: p.states }))).toEqual([
      { steps: ['NEXT', 'NEXT'], states: ['a', 'b', 'c'] },
      { steps: ['SKIP', 'NEXT[ready]'], states: ['a', 'c', 'd'] },
      { steps: ['SKIP', 'NEXT'], states: ['a', 'c', 'a'] },
    ]);
  });

  test('a flow that decides where it starts is started each way', () => {
    const cart: FlowNode = {
      states: {
        checking: { always: [{ cond: 'cartIsEmpty', target: 'empty' }, { target: 'hasItems' }] },
        empty: { on: { ADD_ITEM: [{ target: 'hasItems' }] } },
        hasItems: { on: { REMOVE_LAST_ITEM: [{ target: 'empty' }] } },
      },
    };
    expect(coveringPaths(cart)).toEqual({
      paths: [
        { startGuards: ['cartIsEmpty'], steps: [{ type: 'event', event: 'ADD_ITEM' }], states: ['empty', 'hasItems'], transitions: ['checking always[0]', 'empty on ADD_ITEM[0]'] },
        { steps: [{ type: 'event', event: 'REMOVE_LAST_ITEM' }], states: ['hasItems', 'empty'], transitions: ['checking always[1]', 'hasItems on REMOVE_LAST_ITEM[0]'] },
      ],
      uncovered: [],
    });
  });
});
