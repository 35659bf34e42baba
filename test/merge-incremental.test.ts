/** The incremental flow, mergeFlows, dropped changes and the trace. */
import { describe, expect, test } from 'vitest';
import { applyEditsWithEffects } from '../src/merge/apply.js';
import { extractIncremental } from '../src/merge/incremental.js';
import { mergeFlows } from '../src/merge/merge-flows.js';
import { buildTrace, droppedDiagnostics } from '../src/merge/report.js';
import type { Edit } from '../src/model/edits.js';
import type { FlowNode } from '../src/model/flow.js';

const on = (event: string) => ({ kind: 'on' as const, event });
const at = (text: string, words: string) => {
  const start = text.indexOf(words);
  return { rule: 'test-rule', input: 'text' as const, span: { start, end: start + words.length } };
};

function run(existing: FlowNode, edits: Edit[], text: string) {
  const { flow: full, effects } = applyEditsWithEffects(existing, edits);
  const incremental = extractIncremental(existing, full);
  return { full, incremental, effects, diagnostics: droppedDiagnostics(incremental.dropped, effects, { text }) };
}

describe('incremental flow', () => {
  const shop: FlowNode = { states: { cart: { on: { CHECKOUT: [{ target: 'payment' }] } }, payment: { on: { PAY: [{ target: 'confirmation' }] } }, confirmation: {} } };
  const text = 'Checkout should now go to a new shipping step first. From shipping, Continue moves on to payment.';

  test('a changed transition, new states, and placeholders for the existing states targeted', () => {
    const { full, incremental, diagnostics } = run(
      shop,
      [
        { op: 'replaceTransitions', source: ['cart'], trigger: on('CHECKOUT'), transitions: [{ target: 'shipping' }], origin: at(text, 'Checkout should now go') },
        { op: 'addTransition', source: ['shipping'], trigger: on('CONTINUE'), transition: { target: 'payment' }, origin: at(text, 'Continue moves on') },
      ],
      text,
    );
    expect(incremental.flow).toEqual({
      states: { cart: { on: { CHECKOUT: [{ target: 'shipping' }] } }, payment: {}, shipping: { on: { CONTINUE: [{ target: 'payment' }] } } },
    });
    expect(Object.keys(incremental.flow.states!)).toEqual(['cart', 'payment', 'shipping']);
    expect(incremental.dropped).toEqual([]);
    expect(diagnostics).toEqual([]);
    expect(mergeFlows(shop, incremental.flow)).toEqual(full);
  });

  test('a removal cannot be expressed: it is reported against the words that asked for it', () => {
    const words = 'Drafts can no longer be deleted: remove the deleted state.';
    const base: FlowNode = { states: { draft: { on: { DELETE: [{ target: 'deleted' }], SUBMIT: [{ target: 'review' }] } }, review: {}, deleted: {} } };
    const { incremental, diagnostics } = run(base, [{ op: 'removeState', path: ['deleted'], origin: at(words, 'remove the deleted state') }], words);
    expect(incremental.flow).toEqual({});
    expect(incremental.dropped).toEqual(['/states/draft/on/DELETE', '/states/deleted']);
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]).toMatchObject({
      code: 'dropped-change',
      severity: 'warning',
      input: 'text',
      span: at(words, 'remove the deleted state').span,
      excerpt: 'remove the deleted state',
    });
    expect(diagnostics[0].message).toContain('the DELETE transitions of state "draft"');
    expect(diagnostics[0].message).toContain('removing or renaming state "deleted"');
  });

  test('a guard added where the fallback is replaced: the new transitions are kept, the removal reported', () => {
    const words = 'Only allow Submit when the terms are ticked.';
    const base: FlowNode = { states: { form: { on: { SUBMIT: [{ target: 'submitting' }] } }, submitting: {} } };
    const { incremental, diagnostics } = run(
      base,
      [
        {
          op: 'replaceTransitions',
          source: ['form'],
          trigger: on('SUBMIT'),
          transitions: [{ cond: 'terms ticked', target: 'submitting' }, { cond: 'terms not ticked', actions: ['show please accept the terms'] }],
          origin: at(words, 'Only allow Submit'),
        },
      ],
      words,
    );
    expect(incremental.flow.states!.form.on!.SUBMIT).toHaveLength(2);
    expect(diagnostics.map((d) => d.excerpt)).toEqual(['Only allow Submit']);
  });

  test('a new initial state is in the incremental flow, first, and the change of order is reported', () => {
    const { incremental, diagnostics } = run({ states: { home: {} } }, [{ op: 'addState', path: ['splash'], initial: true, origin: at('Start on a splash screen.', 'Start on a splash') }], 'Start on a splash screen.');
    expect(incremental.flow).toEqual({ states: { splash: {} } });
    expect(incremental.dropped).toEqual(['/states']);
    expect(diagnostics[0].message).toContain('the first is the initial state');
  });

  test('actions and services added to existing states', () => {
    const base: FlowNode = { states: { editing: { entryActions: ['focus'], invoke: [{ src: 'autosave' }] } } };
    const { incremental, full } = run(
      base,
      [
        { op: 'addEntryAction', state: ['editing'], action: 'lock record' },
        { op: 'addExitAction', state: ['editing'], action: 'unlock record' },
        { op: 'addTransition', source: ['editing'], trigger: { kind: 'invoke.onError' }, transition: { target: 'editing', actions: ['warn'] } },
      ],
      '',
    );
    expect(incremental.flow).toEqual({
      states: { editing: { entryActions: ['lock record'], exitActions: ['unlock record'], invoke: [{ src: 'autosave', onError: [{ target: 'editing', actions: ['warn'] }] }] } },
    });
    expect(mergeFlows(base, incremental.flow)).toEqual(full);
  });

  test('nothing new gives an empty flow', () => {
    expect(extractIncremental(shop, shop)).toEqual({ flow: {}, dropped: [] });
  });
});

describe('mergeFlows', () => {
  test('a transition takes the place of the one with the same guard; others are added, guarded first', () => {
    const existing: FlowNode = { states: { a: { on: { GO: [{ cond: 'x', target: 'a' }, { target: 'b' }] } }, b: {}, c: {} } };
    const merged = mergeFlows(existing, { states: { a: { on: { GO: [{ target: 'c' }, { cond: 'y', target: 'b' }] } } } });
    expect(merged.states!.a.on!.GO).toEqual([{ cond: 'x', target: 'a' }, { cond: 'y', target: 'b' }, { target: 'c' }]);
  });

  test('new states follow the existing ones; neither input changes', () => {
    const existing: FlowNode = { states: { b: {}, a: {} } };
    const incremental: FlowNode = { states: { c: { states: { d: {} } }, a: { description: 'now described' } } };
    const before = JSON.stringify([existing, incremental]);
    expect(mergeFlows(existing, incremental)).toEqual({ states: { b: {}, a: { description: 'now described' }, c: { states: { d: {} } } } });
    expect(JSON.stringify([existing, incremental])).toBe(before);
  });
});

describe('trace', () => {
  test('each created element points into the result it is in: the full flow or the incremental one', () => {
    const text = 'Pressing Back in payment returns to the cart.';
    const base: FlowNode = { states: { cart: {}, payment: { on: { BACK: [{ cond: 'saved', target: 'cart' }], PAY: [{ target: 'done' }] } }, done: {} } };
    const edit: Edit = { op: 'addTransition', source: ['payment'], trigger: on('BACK'), transition: { target: 'cart' }, origin: at(text, 'Pressing Back in payment returns to the cart') };
    const { flow: full, effects } = applyEditsWithEffects(base, [edit, { op: 'addState', path: ['receipt'] }]);
    const incremental = extractIncremental(base, full).flow;
    const entry = { rule: 'test-rule', span: edit.origin!.span, excerpt: 'Pressing Back in payment returns to the cart' };
    expect(buildTrace(effects, full, full, { text })).toEqual([{ path: '/states/payment/on/BACK/1', ...entry }]);
    expect(buildTrace(effects, full, incremental, { text })).toEqual([{ path: '/states/payment/on/BACK/0', ...entry }]);
    expect(incremental.states!.payment.on!.BACK[0]).toEqual({ target: 'cart' });
  });

  test('a renamed state is traced under its new name, with the targets that follow it', () => {
    const text = 'Rename running to active.';
    const base: FlowNode = { states: { idle: { on: { GO: [{ target: 'running' }] } }, running: {} } };
    const { flow, effects } = applyEditsWithEffects(base, [{ op: 'renameState', path: ['running'], to: 'active', origin: at(text, 'Rename running to active') }]);
    expect(buildTrace(effects, flow, flow, { text }).map((e) => e.path)).toEqual(['/states/active', '/states/idle/on/GO/0/target']);
  });
});
