/** applyEdits: what each edit does, where things go, and the pointers it reports. */
import { describe, expect, test } from 'vitest';
import { applyEdits, applyEditsWithEffects } from '../src/merge/apply.js';
import type { Edit } from '../src/model/edits.js';
import type { FlowNode } from '../src/model/flow.js';

const on = (event: string) => ({ kind: 'on' as const, event });
const origin = (start: number, end: number) => ({ rule: 'test-rule', input: 'text' as const, span: { start, end } });

describe('applyEdits', () => {
  test('a replacement keeps the event where it was among the events', () => {
    const base: FlowNode = { states: { editing: { on: { SAVE: [{ target: 'viewing' }], CANCEL: [{ target: 'viewing' }], HELP: [{ target: 'help' }] } }, viewing: {}, help: {} } };
    const full = applyEdits(base, [{ op: 'replaceTransitions', source: ['editing'], trigger: on('CANCEL'), transitions: [{ target: 'confirmDiscard' }] }]);
    expect(Object.keys(full.states!.editing.on!)).toEqual(['SAVE', 'CANCEL', 'HELP']);
    expect(full.states!.editing.on!.CANCEL).toEqual([{ target: 'confirmDiscard' }]);
    expect(Object.keys(full.states!)).toEqual(['editing', 'viewing', 'help', 'confirmDiscard']);
  });

  test('guarded transitions go before the fallback, and the pointer reported follows', () => {
    const base: FlowNode = { states: { form: { on: { SUBMIT: [{ target: 'submitting' }] } }, submitting: {} } };
    const { flow, effects } = applyEditsWithEffects(base, [
      { op: 'addTransition', source: ['form'], trigger: on('SUBMIT'), transition: { cond: 'terms ticked', target: 'submitting' }, origin: origin(0, 4) },
    ]);
    expect(flow.states!.form.on!.SUBMIT).toEqual([{ cond: 'terms ticked', target: 'submitting' }, { target: 'submitting' }]);
    expect(effects).toMatchObject([{ index: 0, created: ['/states/form/on/SUBMIT/0'], touched: [] }]);
  });

  test('removing a state removes the transitions into it and its children', () => {
    const base: FlowNode = {
      states: {
        draft: { on: { SUBMIT: [{ target: 'review' }], DELETE: [{ target: 'deleted' }], PURGE: [{ target: 'deleted.forever' }] } },
        review: {},
        deleted: { states: { forever: {} } },
      },
    };
    const { flow, effects } = applyEditsWithEffects(base, [{ op: 'removeState', path: ['deleted'] }]);
    expect(flow).toEqual({ states: { draft: { on: { SUBMIT: [{ target: 'review' }] } }, review: {} } });
    expect(effects[0].touched).toEqual(['/states/deleted', '/states/draft/on/DELETE', '/states/draft/on/PURGE']);
  });

  test('renaming a state keeps its place and rewrites the targets that name it or its children', () => {
    const base: FlowNode = { states: { idle: { on: { GO: [{ target: 'running.fast' }] } }, running: { states: { fast: {} } }, off: {} } };
    const full = applyEdits(base, [{ op: 'renameState', path: ['running'], to: 'active' }]);
    expect(Object.keys(full.states!)).toEqual(['idle', 'active', 'off']);
    expect(full.states!.idle.on!.GO).toEqual([{ target: 'active.fast' }]);
  });

  test('a target names a state that is made to exist, in the order the edits name it', () => {
    const full = applyEdits({}, [
      { op: 'addTransition', source: ['a'], trigger: on('GO'), transition: { target: 'b.inner' } },
      { op: 'addState', path: ['c'] },
    ]);
    expect(full).toEqual({ states: { a: { on: { GO: [{ target: 'b.inner' }] } }, b: { states: { inner: {} } }, c: {} } });
  });

  test('an initial state is moved first; the move is reported as a change of order', () => {
    const { flow, effects } = applyEditsWithEffects({ states: { home: {}, about: {} } }, [{ op: 'addState', path: ['splash'], initial: true }]);
    expect(Object.keys(flow.states!)).toEqual(['splash', 'home', 'about']);
    expect(effects[0]).toMatchObject({ created: ['/states/splash'], touched: ['/states'] });
  });

  test('onDone goes to the service the edits start in that state, whatever order they come in', () => {
    const base: FlowNode = { states: { refreshing: { invoke: [{ src: 'audit' }] }, list: {} } };
    const edits: Edit[] = [
      { op: 'addTransition', source: ['refreshing'], trigger: { kind: 'invoke.onDone' }, transition: { target: 'list' } },
      { op: 'addInvoke', state: ['refreshing'], src: 'fetchItems' },
    ];
    const full = applyEdits(base, edits);
    expect(full.states!.refreshing.invoke).toEqual([{ src: 'audit' }, { src: 'fetchItems', onDone: [{ target: 'list' }] }]);
    expect(applyEdits(full, edits)).toEqual(full);
  });

  test('without a service named, onDone uses a placeholder that a later addInvoke names', () => {
    const full = applyEdits({}, [
      { op: 'addTransition', source: ['loading'], trigger: { kind: 'invoke.onError' }, transition: { target: 'failed' } },
    ]);
    expect(full.states!.loading.invoke).toEqual([{ src: 'service', onError: [{ target: 'failed' }] }]);
    expect(applyEdits(full, [{ op: 'addInvoke', state: ['loading'], src: 'load' }]).states!.loading.invoke).toEqual([
      { src: 'load', onError: [{ target: 'failed' }] },
    ]);
  });

  test('names such as __proto__, constructor and toString are ordinary names', () => {
    const full = applyEdits({}, [
      { op: 'addTransition', source: ['__proto__'], trigger: on('constructor'), transition: { target: 'toString' } },
      { op: 'addEntryAction', state: ['constructor'], action: 'log' },
      { op: 'renameState', path: ['toString'], to: 'valueOf' },
    ]);
    expect(Object.keys(full.states!)).toEqual(['__proto__', 'valueOf', 'constructor']);
    expect(Object.getPrototypeOf(full.states)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(full.states, '__proto__')?.value).toEqual({ on: { constructor: [{ target: 'valueOf' }] } });
    expect(JSON.parse(JSON.stringify(full))).toEqual(full);
    expect(({} as Record<string, unknown>).log).toBeUndefined();
  });

  test('a rename onto an existing name, or to a name with a dot, changes nothing', () => {
    const base: FlowNode = { states: { a: {}, b: {} } };
    const { flow, effects } = applyEditsWithEffects(base, [{ op: 'renameState', path: ['a'], to: 'b' }]);
    expect({ flow, effects }).toEqual({ flow: base, effects: [] });
    expect(applyEdits(base, [{ op: 'renameState', path: ['a'], to: 'x.y' }])).toEqual(base);
  });

  test('delayed transitions: a replacement takes the place of the ones it replaces', () => {
    const base: FlowNode = { states: { s: { after: [{ delay: 1000, target: 'a' }, { delay: 5000, target: 'b' }] }, a: {}, b: {}, c: {} } };
    const full = applyEdits(base, [{ op: 'replaceTransitions', source: ['s'], trigger: { kind: 'after', delay: 1000 }, transitions: [{ target: 'c' }] }]);
    expect(full.states!.s.after).toEqual([{ target: 'c', delay: 1000 }, { delay: 5000, target: 'b' }]);
  });

  test('delayed transitions: guarded ones go first within their delay only, so a repeat changes nothing', () => {
    // (Found by the merge property "re-applying the same edits changes nothing", seed -1539632758.)
    const base: FlowNode = { states: { s: { after: [{ delay: 5000, target: 'idle' }] }, idle: {} } };
    const edits: Edit[] = [{ op: 'replaceTransitions', source: ['s'], trigger: { kind: 'after', delay: 1000 }, transitions: [{}, { cond: 'ok' }] }];
    const full = applyEdits(base, edits);
    expect(full.states!.s.after).toEqual([{ delay: 5000, target: 'idle' }, { cond: 'ok', delay: 1000 }, { delay: 1000 }]);
    expect(applyEditsWithEffects(full, edits).flow).toEqual(full);
  });
});
