/**
 * Copy-on-write: applying edits copies only the states it changes and shares every other state
 * with its input, which it never modifies; the incremental flow and the fragments skip the
 * shared states without reading them.
 */
import { describe, expect, test } from 'vitest';
import { applyEditsWithEffects } from '../src/merge/apply.js';
import { applyFragments, diffFlows } from '../src/merge/fragments.js';
import { extractIncremental } from '../src/merge/incremental.js';
import { resolveSiblingTargets } from '../src/merge/validate-existing.js';
import type { Edit } from '../src/model/edits.js';
import type { FlowNode } from '../src/model/flow.js';
import { deepFreeze } from './merge-helpers.js';

const on = (event: string) => ({ kind: 'on' as const, event });

/**
 * Twenty states in a ring (NEXT, BACK); every fifth has children, an entry action and a
 * service whose onDone goes to the next state. Frozen.
 */
function ring(): FlowNode {
  const n = 20;
  const states: Record<string, FlowNode> = {};
  for (let i = 0; i < n; i++) {
    const node: FlowNode = { on: { NEXT: [{ target: `s${(i + 1) % n}` }], BACK: [{ target: `s${(i + n - 1) % n}` }] } };
    if (i % 5 === 0) {
      node.states = { editing: { on: { SAVE: [{ target: `s${i}.saved` }] } }, saved: {} };
      node.entryActions = ['log'];
      node.invoke = [{ src: 'service', onDone: [{ target: `s${(i + 1) % n}` }] }];
    }
    states[`s${i}`] = node;
  }
  return deepFreeze({ states });
}

/** Applies edits to a frozen flow; checks the flow is as it was, and returns the result. */
function apply(flow: FlowNode, edits: Edit[]) {
  const before = JSON.stringify(flow);
  const result = applyEditsWithEffects(flow, edits);
  expect(JSON.stringify(flow)).toBe(before);
  return result;
}

/** The names of the top-level states the result does not share with the input. */
function copied(input: FlowNode, result: FlowNode): string[] {
  return Object.keys(result.states ?? {}).filter((name) => result.states![name] !== input.states?.[name]);
}

describe('applying edits shares what it does not change', () => {
  test('a new transition copies its state and the root; every other state is the input’s own', () => {
    const flow = ring();
    const { flow: full } = apply(flow, [{ op: 'addTransition', source: ['s3'], trigger: on('HELP'), transition: { target: 's7' } }]);
    expect(copied(flow, full)).toEqual(['s3']);
    expect(full).not.toBe(flow);
    expect(full.states!.s3.on!.HELP).toEqual([{ target: 's7' }]);
    // Within the copied state, the lists it did not change are shared too.
    expect(full.states!.s3.on!.NEXT).toBe(flow.states!.s3.on!.NEXT);
  });

  test('a change deep in the flow copies the states on the way to it, no others', () => {
    const flow = ring();
    const { flow: full } = apply(flow, [{ op: 'addExitAction', state: ['s10', 'editing'], action: 'save draft' }]);
    expect(copied(flow, full)).toEqual(['s10']);
    expect(full.states!.s10.states!.editing.exitActions).toEqual(['save draft']);
    expect(full.states!.s10.states!.saved).toBe(flow.states!.s10.states!.saved);
    expect(full.states!.s10.on).toBe(flow.states!.s10.on);
  });

  test('an entry action is added to a copy of the list', () => {
    const flow = ring();
    const { flow: full } = apply(flow, [{ op: 'addEntryAction', state: ['s5'], action: 'greet' }]);
    expect(copied(flow, full)).toEqual(['s5']);
    expect(full.states!.s5.entryActions).toEqual(['log', 'greet']);
    expect(flow.states!.s5.entryActions).toEqual(['log']);
  });

  test('removing a state copies only the states whose transitions into it go', () => {
    const flow = ring();
    const { flow: full } = apply(flow, [{ op: 'removeState', path: ['s7'] }]);
    expect(copied(flow, full)).toEqual(['s6', 's8']);
    expect(full.states!.s6.on).toEqual({ BACK: [{ target: 's5' }] });
    expect(full.states!).not.toHaveProperty('s7');
  });

  test('renaming a state copies the states whose targets are rewritten, and shares what is inside it', () => {
    const flow = ring();
    const { flow: full } = apply(flow, [{ op: 'renameState', path: ['s5'], to: 'five' }]);
    // s4 and s6 target s5; s5's own child targets s5.saved; s4's service goes to s5 on done.
    expect(copied(flow, full)).toEqual(['s4', 'five', 's6']);
    expect(full.states!.s4.on!.NEXT).toEqual([{ target: 'five' }]);
    expect(full.states!.five.states!.editing.on!.SAVE).toEqual([{ target: 'five.saved' }]);
    expect(full.states!.five.states!.saved).toBe(flow.states!.s5.states!.saved);
    expect(full.states!.five.invoke).toBe(flow.states!.s5.invoke);
    expect(flow.states!.s4.on!.NEXT).toEqual([{ target: 's5' }]);
  });

  test('removing a trigger’s transitions everywhere copies only the states that had some', () => {
    const flow = ring();
    const { flow: full } = apply(flow, [{ op: 'removeTransitions', source: null, trigger: { kind: 'invoke.onDone' } }]);
    expect(copied(flow, full)).toEqual(['s0', 's5', 's10', 's15']);
    expect(full.states!.s5.invoke).toEqual([{ src: 'service' }]);
    expect(flow.states!.s5.invoke![0].onDone).toEqual([{ target: 's6' }]);
  });

  test('naming a placeholder service renames a copy of it; its transitions stay shared', () => {
    const flow = ring();
    const { flow: full, effects } = apply(flow, [{ op: 'addInvoke', state: ['s15'], src: 'loadOrders' }]);
    expect(copied(flow, full)).toEqual(['s15']);
    expect(full.states!.s15.invoke![0].src).toBe('loadOrders');
    expect(flow.states!.s15.invoke![0].src).toBe('service');
    expect(full.states!.s15.invoke![0].onDone).toBe(flow.states!.s15.invoke![0].onDone);
    expect(effects[0].created).toEqual(['/states/s15/invoke/0']);
  });

  test('edits with nothing to do return the input itself', () => {
    const flow = ring();
    const { flow: full, effects } = apply(flow, [
      { op: 'addTransition', source: ['s1'], trigger: on('NEXT'), transition: { target: 's2' } },
      { op: 'addEntryAction', state: ['s0'], action: 'log' },
      { op: 'renameState', path: ['s1'], to: 's2' },
      { op: 'removeTransitions', source: null, trigger: on('MISSING') },
    ]);
    expect(full).toBe(flow);
    expect(effects).toEqual([]);
  });

  test('what an edit created is found in the result even when a later edit changes it again', () => {
    const flow = ring();
    const { effects } = apply(flow, [
      { op: 'addTransition', source: ['s1'], trigger: on('GO'), transition: { target: 's3' } },
      { op: 'renameState', path: ['s3'], to: 'three' },
      { op: 'addEntryAction', state: ['three'], action: 'greet' },
    ]);
    expect(effects[0].created).toEqual(['/states/s1/on/GO/0']);
    expect(effects[1].created).toContain('/states/three');
    expect(effects[1].created).toContain('/states/s1/on/GO/0/target');
    expect(effects[2].created).toEqual(['/states/three/entryActions/0']);
  });
});

/** A flow whose states, but for those named, throw when anything in them is read. */
function guarded(flow: FlowNode, readable: string[]): FlowNode {
  const fail = (): never => {
    throw new Error('a shared state was read');
  };
  const trap = { get: fail, has: fail, ownKeys: fail, getOwnPropertyDescriptor: fail };
  const states = Object.fromEntries(
    Object.entries(flow.states!).map(([name, node]) => [name, readable.includes(name) ? node : (new Proxy(node, trap) as FlowNode)]),
  );
  return { ...flow, states };
}

describe('comparing the full flow with the existing one', () => {
  test('the incremental flow and the fragments never read a state the two flows share', () => {
    const existing = guarded(ring(), ['s1', 's2', 's3']);
    const { flow: full } = applyEditsWithEffects(existing, [
      { op: 'replaceTransitions', source: ['s1'], trigger: on('NEXT'), transitions: [{ target: 's3' }] },
      { op: 'addTransition', source: ['s2'], trigger: on('HELP'), transition: { target: 'help' } },
      { op: 'removeTransitions', source: ['s3'], trigger: on('BACK') },
    ]);
    const incremental = extractIncremental(existing, full);
    expect(incremental.flow).toEqual({
      states: { s1: { on: { NEXT: [{ target: 's3' }] } }, s2: { on: { HELP: [{ target: 'help' }] } }, s3: {}, help: {} },
    });
    expect(incremental.dropped).toEqual(['/states/s3/on/BACK']);
    expect(diffFlows(existing, full)).toEqual([
      { op: 'replace', path: '/states/s1/on/NEXT/0/target', value: 's3' },
      { op: 'add', path: '/states/s2/on/HELP', value: [{ target: 'help' }] },
      { op: 'remove', path: '/states/s3/on/BACK' },
      { op: 'add', path: '/states/help', value: {} },
    ]);
  });
});

describe('sibling targets', () => {
  test('without any, the flow is returned as it is', () => {
    const flow = ring();
    expect(resolveSiblingTargets(flow)).toBe(flow);
  });

  test('rewriting them copies only the states they are in; the flow given is not modified', () => {
    const flow = deepFreeze<FlowNode>({
      states: {
        off: { on: { POWER: [{ target: 'running' }] } },
        running: { states: { low: { on: { BOOST: [{ target: 'high' }] } }, high: { on: { OFF: [{ target: 'off' }] } } } },
      },
    });
    const resolved = resolveSiblingTargets(flow);
    expect(resolved.states!.running.states!.low.on!.BOOST).toEqual([{ target: 'running.high' }]);
    expect(flow.states!.running.states!.low.on!.BOOST).toEqual([{ target: 'high' }]);
    expect(resolved.states!.off).toBe(flow.states!.off);
    expect(resolved.states!.running.states!.high).toBe(flow.states!.running.states!.high);
    // The fragments from the flow as given carry the rewriting.
    expect(applyFragments(flow, diffFlows(flow, resolved))).toEqual(resolved);
  });
});
