/** diffFlows and applyFragments: small patches, escaped pointers, the order of states. */
import jsonpatch from 'fast-json-patch';
import { describe, expect, test } from 'vitest';
import { applyFragments, diffFlows } from '../src/merge/fragments.js';
import type { FlowNode } from '../src/model/flow.js';

const apply = (flow: FlowNode, ops: ReturnType<typeof diffFlows>) =>
  jsonpatch.applyPatch(jsonpatch.deepClone(flow), ops as jsonpatch.Operation[]).newDocument as FlowNode;

describe('fragments', () => {
  test('changing one target is one replace', () => {
    const before: FlowNode = { states: { cart: { on: { CHECKOUT: [{ target: 'payment' }] } }, payment: {}, shipping: {} } };
    const after: FlowNode = { states: { cart: { on: { CHECKOUT: [{ target: 'shipping' }] } }, payment: {}, shipping: {} } };
    expect(diffFlows(before, after)).toEqual([{ op: 'replace', path: '/states/cart/on/CHECKOUT/0/target', value: 'shipping' }]);
  });

  test('an inserted transition is one add at its index', () => {
    const before: FlowNode = { states: { a: { on: { GO: [{ cond: 'x', target: 'a' }, { target: 'a' }] } } } };
    const after: FlowNode = { states: { a: { on: { GO: [{ cond: 'x', target: 'a' }, { cond: 'y', target: 'a' }, { target: 'a' }] } } } };
    expect(diffFlows(before, after)).toEqual([{ op: 'add', path: '/states/a/on/GO/1', value: { cond: 'y', target: 'a' } }]);
  });

  test('pointer segments escape "~" and "/"', () => {
    const after: FlowNode = { states: { 'a/b': { on: { 'x~y': [{ target: 'a/b' }] } } } };
    const ops = diffFlows({ states: { 'a/b': {} } }, after);
    expect(ops).toEqual([{ op: 'add', path: '/states/a~1b/on', value: { 'x~y': [{ target: 'a/b' }] } }]);
    expect(apply({ states: { 'a/b': {} } }, ops)).toEqual(after);
  });

  test('a new initial state comes first after the patch, in fast-json-patch too', () => {
    const before: FlowNode = { states: { home: {}, about: {}, contact: {} } };
    const after: FlowNode = { states: { splash: {}, home: {}, about: {}, contact: {} } };
    const ops = diffFlows(before, after);
    expect(ops[0]).toEqual({ op: 'add', path: '/states/splash', value: {} });
    expect(ops.slice(1).every((op) => op.op === 'move' && op.from === op.path)).toBe(true);
    expect(Object.keys(apply(before, ops).states!)).toEqual(['splash', 'home', 'about', 'contact']);
    expect(Object.keys(applyFragments(before, ops).states!)).toEqual(['splash', 'home', 'about', 'contact']);
  });

  test('only the states that must move are moved', () => {
    const before: FlowNode = { states: { a: {}, b: {}, c: {} } };
    const after: FlowNode = { states: { a: {}, c: {}, b: {} } };
    expect(diffFlows(before, after)).toEqual([{ op: 'move', from: '/states/b', path: '/states/b' }]);
  });

  test('the order of fields and events is left alone: it means nothing', () => {
    expect(diffFlows({ on: { A: [], B: [] }, states: {} }, { states: {}, on: { B: [], A: [] } })).toEqual([]);
  });

  test('a state named __proto__ is added as an own property by applyFragments', () => {
    const after = JSON.parse('{"states":{"__proto__":{"on":{"GO":[{"target":"__proto__"}]}}}}') as FlowNode;
    const ops = diffFlows({}, after);
    const applied = applyFragments({}, ops);
    expect(Object.getPrototypeOf(applied.states)).toBe(Object.prototype);
    expect(JSON.stringify(applied)).toBe(JSON.stringify(after));
  });

  test('applyFragments checks paths and supports test', () => {
    expect(() => applyFragments({}, [{ op: 'remove', path: '/states/missing' }])).toThrow(/does not exist/);
    expect(() => applyFragments({ description: 'x' }, [{ op: 'test', path: '/description', value: 'y' }])).toThrow(/test failed/);
    expect(applyFragments({ description: 'x' }, [{ op: 'test', path: '/description', value: 'x' }])).toEqual({ description: 'x' });
  });
});
