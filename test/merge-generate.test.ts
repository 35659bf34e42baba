/**
 * generateFlow's result shaping and its checks of existingFlow. Only invariants are asserted
 * about what the engine reads, since that changes.
 */
import { describe, expect, test } from 'vitest';
import { FlowRequestError } from '../src/errors.js';
import { generateFlow } from '../src/generate.js';
import { applyFragments } from '../src/merge/fragments.js';
import { isEmptyFlow } from '../src/merge/normalise.js';
import type { FlowNode, FlowRequest, FragmentsResult, XStateResult } from '../src/model/flow.js';

const existing: FlowNode = { states: { login: { on: { SUBMIT: [{ target: 'authenticating' }] } }, authenticating: { on: { SUCCESS: [{ target: 'home' }] } }, home: {} } };
const envelope = (flow: unknown) => ({ format: 'xstate', flow }) as FlowRequest['existingFlow'];

function problems(request: unknown) {
  try {
    generateFlow(request as FlowRequest);
  } catch (error) {
    if (error instanceof FlowRequestError) return error.problems;
    throw error;
  }
  return [];
}

describe('generateFlow result shapes', () => {
  const text = "Then, if it's their first visit, show them a popup.";
  const context = 'After users log in, bring them to the home page.';

  test('the default mode is incremental', () => {
    const request: FlowRequest = { text, context, existingFlow: envelope(existing) };
    expect(generateFlow(request)).toEqual(generateFlow({ ...request, mode: 'incremental' }));
  });

  test('fragments: the shape, and the patch turns the existing flow into the full one', () => {
    const request: FlowRequest = { text, context, existingFlow: envelope(existing) };
    const result = generateFlow({ ...request, format: 'fragments' }) as FragmentsResult;
    expect(Object.keys(result)).toEqual(['format', 'fragments', 'diagnostics']);
    expect(result.format).toBe('fragments');
    const full = (generateFlow({ ...request, mode: 'full' }) as XStateResult).flow;
    expect(applyFragments(existing, result.fragments)).toEqual(full);
  });

  test('with trace, every entry points at something in the result flow', () => {
    const result = generateFlow({ text, context, existingFlow: envelope(existing), mode: 'full' }, { trace: true }) as XStateResult;
    expect(Array.isArray(result.trace)).toBe(true);
    for (const entry of result.trace!) {
      const value = entry.path.split('/').slice(1).reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], result.flow);
      expect(value, entry.path).toBeDefined();
      expect(text.slice(entry.span.start, entry.span.end)).toBe(entry.excerpt);
    }
    expect(generateFlow({ text })).not.toHaveProperty('trace');
  });

  test('an empty existing flow is extended like no existing flow', () => {
    const withEmpty = generateFlow({ text, mode: 'full', existingFlow: envelope({}) }) as XStateResult;
    expect(withEmpty.flow).toEqual((generateFlow({ text, mode: 'full' }) as XStateResult).flow);
  });
});

describe("the Flow Generation Service's example", () => {
  const text = "Then, if it's their first visit, show them a popup.";
  const context = 'After users log in, bring them to the home page.';

  test('the context places the story on the home page and adds nothing of its own', () => {
    const result = generateFlow({ text, context, mode: 'full' }) as XStateResult;
    expect(result.flow).toEqual({ states: { home: { always: [{ cond: 'isFirstVisit', target: 'popup' }] }, popup: {} } });
  });

  test('against an existing flow with that page, the new transition leaves it', () => {
    const result = generateFlow({ text, context, existingFlow: envelope(existing) }) as XStateResult;
    expect(result.flow).toEqual({ states: { home: { always: [{ cond: 'isFirstVisit', target: 'popup' }] }, popup: {} } });
  });
});

describe('existingFlow checks', () => {
  test('the old field name gets a clear error', () => {
    expect(problems({ text: 'x', existing_flow: envelope(existing) })).toEqual([
      { path: '/existing_flow', message: 'has been renamed: send the existing flow as `existingFlow`' },
    ]);
  });

  test('a wrong value is named by its JSON path, with what was expected', () => {
    const flow = { states: { idle: { on: { GO: [{ target: 3 }] } } } };
    expect(problems({ text: 'x', existingFlow: envelope(flow) })).toEqual([{ path: '/existingFlow/flow/states/idle/on/GO/0/target', message: 'must be string' }]);
  });

  test('XState habits get a hint', () => {
    const flow = { initial: 'idle', states: { idle: { entry: ['x'], on: { GO: 'busy' } }, busy: {} } };
    expect(problems({ text: 'x', existingFlow: envelope(flow) })).toEqual([
      { path: '/existingFlow/flow/initial', message: 'is not a known field: the first state listed in `states` is the initial state' },
      { path: '/existingFlow/flow/states/idle/entry', message: 'is not a known field: write entry actions as `entryActions`: ["name", ...]' },
      { path: '/existingFlow/flow/states/idle/on/GO', message: 'must be an array of transitions, such as [{ "target": "next" }]' },
    ]);
  });

  test('a state name with a dot is named itself', () => {
    expect(problems({ text: 'x', existingFlow: envelope({ states: { 'a.b': {}, ok: {} } }) })).toEqual([
      { path: '/existingFlow/flow/states/a.b', message: expect.stringContaining('is not a valid state name') },
    ]);
  });

  test('the envelope itself', () => {
    expect(problems({ text: 'x', existingFlow: { flow: {} } })).toEqual([{ path: '/existingFlow/format', message: 'is required' }]);
    expect(problems({ text: 'x', existingFlow: [] })).toEqual([{ path: '/existingFlow', message: 'must be object' }]);
  });

  test('a target must name a state of the flow, and a near miss is suggested', () => {
    const flow = {
      states: {
        checkout: { states: { payment: {} }, on: { BACK: [{ target: 'cart' }] } },
        review: { on: { PAY: [{ target: 'payment' }], UP: [{ target: '#top' }] } },
      },
    };
    expect(problems({ text: 'x', existingFlow: envelope(flow) })).toEqual([
      { path: '/existingFlow/flow/states/checkout/on/BACK/0/target', message: 'names the state "cart", which the flow does not have' },
      {
        path: '/existingFlow/flow/states/review/on/PAY/0/target',
        message: 'names the state "payment", which the flow does not have; did you mean "checkout.payment"? (targets are paths from the root)',
      },
      { path: '/existingFlow/flow/states/review/on/UP/0/target', message: expect.stringContaining('a relative or id target') },
    ]);
  });

  test('targets inside services and delays are checked too, and odd names are fine', () => {
    const flow = JSON.parse('{"states":{"__proto__":{"invoke":[{"src":"s","onDone":[{"target":"constructor"}]}],"after":[{"delay":5,"target":"toString"}]},"constructor":{}}}');
    expect(problems({ text: 'x', existingFlow: envelope(flow) })).toEqual([
      { path: '/existingFlow/flow/states/__proto__/after/0/target', message: 'names the state "toString", which the flow does not have' },
    ]);
  });

  test('a target naming a sibling of its source is read as XState reads it, and written as a path from the root', () => {
    const flow: FlowNode = { states: { off: { on: { POWER: [{ target: 'running' }] } }, running: { states: { low: { on: { BOOST: [{ target: 'high' }] } }, high: {} } } } };
    expect(problems({ text: 'x', existingFlow: envelope(flow) })).toEqual([]);
    const full = (generateFlow({ text: 'x', existingFlow: envelope(flow), mode: 'full' }) as XStateResult).flow;
    expect(full.states!.running.states!.low.on!.BOOST).toEqual([{ target: 'running.high' }]);
    const fragments = (generateFlow({ text: 'x', existingFlow: envelope(flow), format: 'fragments' }) as FragmentsResult).fragments;
    expect(applyFragments(flow, fragments)).toEqual(full);
    expect(isEmptyFlow((generateFlow({ text: 'x', existingFlow: envelope(flow) }) as XStateResult).flow)).toBe(true);
  });

  test('a valid existing flow passes', () => {
    expect(problems({ text: 'x', existingFlow: envelope(existing) })).toEqual([]);
  });
});
