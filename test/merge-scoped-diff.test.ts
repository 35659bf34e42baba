/**
 * The record of what applying edits changed in each `states` map (draft.ts, states-changes.ts):
 * with it, the incremental flow and the fragments visit only the recorded names instead of
 * listing every name of both flows' maps, and must come out exactly as without it.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { applyEditsWithEffects } from '../src/merge/apply.js';
import { applyFragments, diffFlows } from '../src/merge/fragments.js';
import { extractIncremental } from '../src/merge/incremental.js';
import { sameFlow } from '../src/merge/normalise.js';
import { StatesChanges } from '../src/merge/states-changes.js';
import { resolveSiblingTargetsWithChanges } from '../src/merge/validate-existing.js';
import type { Edit } from '../src/model/edits.js';
import type { FlowNode } from '../src/model/flow.js';
import { editsArb, flowAndEdits, flowArb, NAMES } from './merge-arbitraries.js';

const RUNS = { numRuns: Math.max(200, Number(process.env.MERGE_RUNS ?? 300)) };

/**
 * A record to start from that records every map it copies. By default only maps of 128 names or
 * more are (smaller ones are compared by listing them, which costs less); these tests use small
 * flows, and must exercise the record.
 */
const recordingAll = () => new StatesChanges(undefined, 0);
const on = (event: string) => ({ kind: 'on' as const, event });

/** Both diff steps, with the record and without it, must give the same bytes; returns the record's fragments. */
function expectSameWithRecord(given: FlowNode, existing: FlowNode, full: FlowNode, changes: StatesChanges) {
  const scoped = extractIncremental(existing, full, changes);
  const listed = extractIncremental(existing, full);
  expect(JSON.stringify(scoped)).toBe(JSON.stringify(listed));
  expect(scoped).toEqual(listed);
  for (const before of new Set([given, existing])) {
    const fragments = diffFlows(before, full, changes);
    expect(JSON.stringify(fragments)).toBe(JSON.stringify(diffFlows(before, full)));
    expect(sameFlow(applyFragments(before, fragments), full)).toBe(true);
  }
  return diffFlows(given, full, changes);
}

/**
 * The flow with some targets written as XState reads a bare name, relative to the source's
 * parent (`busy` from `cart.idle` for `cart.busy`), where that name is no top-level state, so
 * resolving sibling targets has something to rewrite.
 */
function withSiblingTargets(flow: FlowNode): FlowNode {
  const copy = structuredClone(flow);
  const topLevel = new Set(Object.keys(copy.states ?? {}));
  const visit = (node: FlowNode, path: string[]) => {
    const lists = [...Object.values(node.on ?? {}), node.after ?? [], node.always ?? [], ...(node.invoke ?? []).flatMap((inv) => [inv.onDone ?? [], inv.onError ?? []])];
    for (const list of lists)
      for (const t of list) {
        const parent = path.slice(0, -1).join('.');
        if (path.length >= 2 && t.target?.startsWith(`${parent}.`)) {
          const name = t.target.slice(parent.length + 1);
          if (!name.includes('.') && !topLevel.has(name)) t.target = name;
        }
      }
    for (const name of Object.keys(node.states ?? {})) visit(Object.getOwnPropertyDescriptor(node.states, name)!.value, [...path, name]);
  };
  visit(copy, []);
  return copy;
}

/** A request's merge side: sibling targets resolved, then the edits applied, with one record for both. */
function request(given: FlowNode, edits: Edit[]) {
  const resolved = resolveSiblingTargetsWithChanges(given, recordingAll());
  const { flow: full, changes } = applyEditsWithEffects(resolved.flow, edits, resolved.changes);
  return { existing: resolved.flow, full, changes };
}

describe('the diff steps with the record of changes (generated flows and edits)', () => {
  test('give byte for byte what they give by listing every name, and the fragments make the full flow', () => {
    fc.assert(
      fc.property(flowAndEdits(), ({ flow, edits }) => {
        const { flow: full, changes } = applyEditsWithEffects(flow, edits, recordingAll());
        expectSameWithRecord(flow, flow, full, changes);
      }),
      RUNS,
    );
  });

  test('also from a flow whose sibling targets were resolved first, and with names that are array indices', () => {
    const names = [...NAMES, '0', '7'];
    fc.assert(
      fc.property(flowAndEdits({ names }), ({ flow, edits }) => {
        const given = withSiblingTargets(flow);
        const { existing, full, changes } = request(given, edits);
        expectSameWithRecord(given, existing, full, changes);
      }),
      RUNS,
    );
  });

  test('also when edits are applied again to the result, continuing its record', () => {
    const twice = flowArb().chain((flow) => fc.tuple(fc.constant(flow), editsArb(flow), editsArb(flow)));
    fc.assert(
      fc.property(twice, ([flow, first, second]) => {
        const given = withSiblingTargets(flow);
        const once = request(given, first);
        const again = applyEditsWithEffects(once.full, second, once.changes);
        expectSameWithRecord(given, once.existing, again.flow, again.changes);
        expectSameWithRecord(once.full, once.full, again.flow, again.changes);
      }),
      RUNS,
    );
  });
});

/** N top-level states in a ring (NEXT, BACK); s0 has two child states. */
function ring(n = 8): FlowNode {
  const states: Record<string, FlowNode> = {};
  for (let i = 0; i < n; i++) states[`s${i}`] = { on: { NEXT: [{ target: `s${(i + 1) % n}` }], BACK: [{ target: `s${(i + n - 1) % n}` }] } };
  states.s0.states = { editing: { on: { SAVE: [{ target: 's0.saved' }] } }, saved: {} };
  return { states };
}

/**
 * `flow` with its top-level `states` map behind a proxy that counts how often its names are
 * listed. Applying edits lists them once, when it copies the map; the diff steps, given the
 * record, must not list them again.
 */
function counted(flow: FlowNode): { flow: FlowNode; listings: () => number } {
  let listings = 0;
  const states = new Proxy(flow.states!, {
    ownKeys(target) {
      listings++;
      return Reflect.ownKeys(target);
    },
  });
  return { flow: { ...flow, states }, listings: () => listings };
}

/** Applies `edits` to a counted ring; checks both diff steps against the full walk and that they list no name of the existing map. */
function applyToRing(edits: Edit[], flow = ring()) {
  const { flow: existing, listings } = counted(flow);
  const { flow: full, changes } = applyEditsWithEffects(existing, edits, recordingAll());
  const copied = listings();
  const incremental = extractIncremental(existing, full, changes);
  const fragments = diffFlows(existing, full, changes);
  expect(listings()).toBe(copied);
  expect(JSON.stringify(incremental)).toBe(JSON.stringify(extractIncremental(existing, full)));
  expect(JSON.stringify(fragments)).toBe(JSON.stringify(diffFlows(existing, full)));
  const change = changes.between(existing.states, full.states)!;
  return { full, changes, incremental, fragments, change };
}

describe('the record of changes', () => {
  test('a removal: the state removed, and the states whose transitions into it went', () => {
    const { change, incremental, fragments } = applyToRing([{ op: 'removeState', path: ['s3'] }]);
    expect(change.inBefore).toEqual(['s2', 's3', 's4']);
    expect(change.added).toEqual([]);
    // In the existing order, as each state is visited.
    expect(incremental.dropped).toEqual(['/states/s2/on/NEXT', '/states/s3', '/states/s4/on/BACK']);
    expect(fragments).toEqual([
      { op: 'remove', path: '/states/s3' },
      { op: 'remove', path: '/states/s2/on/NEXT' },
      { op: 'remove', path: '/states/s4/on/BACK' },
    ]);
  });

  test('a new initial state: put first, so every other state is moved after it', () => {
    const { full, change, incremental, fragments } = applyToRing([{ op: 'addState', path: ['s5'], initial: true }]);
    expect(Object.keys(full.states!)[0]).toBe('s5');
    expect(change.inBefore).toEqual(['s5']);
    expect(change.names(change.afterOutline())).toEqual(['s5', 's0', 's1', 's2', 's3', 's4', 's6', 's7']);
    expect(incremental.dropped).toEqual(['/states']);
    expect(fragments.map((op) => op.op === 'move' && op.path)).toEqual(['/states/s0', '/states/s1', '/states/s2', '/states/s3', '/states/s4', '/states/s6', '/states/s7']);
  });

  test('a rename keeps the place, and retargets transitions across the flow', () => {
    const { full, change, incremental, fragments } = applyToRing([{ op: 'renameState', path: ['s3'], to: 'third' }]);
    expect(Object.keys(full.states!)).toEqual(['s0', 's1', 's2', 'third', 's4', 's5', 's6', 's7']);
    expect(change.inBefore).toEqual(['s2', 's3', 's4']);
    expect(change.added).toEqual(['third']);
    expect(change.names(change.afterOutline())).toEqual(Object.keys(full.states!));
    expect(incremental.dropped).toContain('/states');
    expect(fragments.filter((op) => op.op === 'move').map((op) => op.path)).toEqual(['/states/s4', '/states/s5', '/states/s6', '/states/s7']);
    expect(fragments.filter((op) => op.op === 'replace').map((op) => op.path)).toEqual(['/states/s2/on/NEXT/0/target', '/states/s4/on/BACK/0/target']);
  });

  test('a new child state under an existing nested state: each level records one name', () => {
    const { full, changes, change, incremental, fragments } = applyToRing([
      { op: 'addState', path: ['s0', 'editing', 'draft'] },
      { op: 'addTransition', source: ['s0', 'editing', 'draft'], trigger: on('DONE'), transition: { target: 's0.saved' } },
    ]);
    expect(change.inBefore).toEqual(['s0']);
    const s0 = full.states!.s0;
    const inS0 = changes.between(ring().states!.s0.states, s0.states);
    expect(inS0).toBeUndefined(); // another flow's map: the record is only for the maps it was made from
    expect(incremental.flow).toEqual({ states: { s0: { states: { editing: { states: { draft: { on: { DONE: [{ target: 's0.saved' }] } } } }, saved: {} } } } });
    expect(fragments).toEqual([{ op: 'add', path: '/states/s0/states/editing/states', value: { draft: { on: { DONE: [{ target: 's0.saved' }] } } } }]);
  });

  test('a state named __proto__ is recorded, and compared, as a state of that name', () => {
    const flow: FlowNode = { states: { a: { on: { GO: [{ target: '__proto__' }] } } } };
    Object.defineProperty(flow.states, '__proto__', { value: {}, enumerable: true, writable: true, configurable: true });
    const { change, incremental, fragments } = applyToRing(
      [
        { op: 'addTransition', source: ['__proto__'], trigger: on('BACK'), transition: { target: 'a' } },
        { op: 'addState', path: ['b'] },
      ],
      flow,
    );
    expect(change.inBefore).toEqual(['__proto__']);
    expect(change.added).toEqual(['b']);
    expect(Object.getOwnPropertyDescriptor(incremental.flow.states, '__proto__')?.value).toEqual({ on: { BACK: [{ target: 'a' }] } });
    expect(fragments).toEqual([
      { op: 'add', path: '/states/__proto__/on', value: { BACK: [{ target: 'a' }] } },
      { op: 'add', path: '/states/b', value: {} },
    ]);
  });

  test('a large map, copied name by name, keeps a state named __proto__ and compares as the full walk does', () => {
    const flow = ring(300);
    Object.defineProperty(flow.states, '__proto__', { value: { on: { GO: [{ target: 's1' }] } }, enumerable: true, writable: true, configurable: true });
    const { full, change, fragments } = applyToRing(
      [
        { op: 'addTransition', source: ['__proto__'], trigger: on('BACK'), transition: { target: 's2' } },
        { op: 'removeState', path: ['s150'] },
        { op: 'addState', path: ['s7'], initial: true },
      ],
      flow,
    );
    expect(Object.getPrototypeOf(full.states)).toBe(Object.prototype);
    expect(Object.keys(full.states!).slice(0, 2)).toEqual(['s7', 's0']);
    expect(Object.keys(full.states!).at(-1)).toBe('__proto__');
    expect(change.inBefore).toEqual(['s7', 's149', 's150', 's151', '__proto__']);
    expect(fragments.filter((op) => op.op === 'move')).toHaveLength(299);
  });

  test('by default a small map is not recorded, and is compared by listing it', () => {
    const flow = ring(127);
    const { flow: full, changes } = applyEditsWithEffects(flow, [{ op: 'removeState', path: ['s3'] }]);
    expect(changes.between(flow.states, full.states)).toBeUndefined();
    expect(diffFlows(flow, full, changes)).toEqual(diffFlows(flow, full));
    const large = ring(128);
    const applied = applyEditsWithEffects(large, [{ op: 'removeState', path: ['s3'] }]);
    expect(applied.changes.between(large.states, applied.flow.states)?.inBefore).toEqual(['s2', 's3', 's4']);
  });

  test('a map with names that are array indices is compared by listing it (JavaScript puts those first)', () => {
    const flow: FlowNode = { states: { a: {}, b: {} } };
    const { flow: full, changes } = applyEditsWithEffects(flow, [{ op: 'addState', path: ['7'] }], recordingAll());
    expect(Object.keys(full.states!)).toEqual(['7', 'a', 'b']);
    expect(changes.between(flow.states, full.states)).toBeUndefined();
    expect(diffFlows(flow, full, changes)).toEqual(diffFlows(flow, full));
  });

  test('a map that starts with such a name is compared by listing it too: a state put first still comes after it', () => {
    const flow: FlowNode = { states: { '0': {}, a: {} } };
    const { flow: full, changes } = applyEditsWithEffects(flow, [{ op: 'addState', path: ['b'], initial: true }], recordingAll());
    expect(Object.keys(full.states!)).toEqual(['0', 'b', 'a']);
    expect(changes.between(flow.states, full.states)).toBeUndefined();
    expect(diffFlows(flow, full, changes)).toEqual(diffFlows(flow, full));
    expect(extractIncremental(flow, full, changes)).toEqual(extractIncremental(flow, full));
  });

  test('a request: the record reaches back past resolving sibling targets to the flow as given', () => {
    const given: FlowNode = { states: { ...ring().states, running: { states: { low: { on: { UP: [{ target: 'high' }] } }, high: {} } } } };
    const { flow, listings } = counted(given);
    const { existing, full, changes } = request(flow, [{ op: 'addTransition', source: ['s1'], trigger: on('RUN'), transition: { target: 'running' } }]);
    const copied = listings();
    const fragments = diffFlows(flow, full, changes);
    extractIncremental(existing, full, changes);
    expect(listings()).toBe(copied);
    expectSameWithRecord(flow, existing, full, changes);
    expect(fragments).toEqual([
      { op: 'add', path: '/states/s1/on/RUN', value: [{ target: 'running' }] },
      { op: 'replace', path: '/states/running/states/low/on/UP/0/target', value: 'running.high' },
    ]);
  });
});
