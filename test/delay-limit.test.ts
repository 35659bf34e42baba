/**
 * Delays longer than a timer can hold (2^31 - 1 ms) are never written as numbers: a description
 * that asks for one gets the transition on a named delay and a diagnostic, an existing flow that
 * has one is refused, and the schema says so.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FlowRequestError, generateFlow, type XStateResult } from '../src/index.js';
import { check, FLOW_SCHEMA_ID } from '../src/model/schemas.js';
import { delayName } from '../src/delay-limit.js';

const MAX = 2 ** 31 - 1;

function delaysOf(flow: unknown): number[] {
  const found: number[] = [];
  JSON.stringify(flow, (key, value) => {
    if (key === 'delay') found.push(value);
    return value;
  });
  return found;
}

describe('delays over 2^31 - 1 ms', () => {
  it('names the delay instead of writing one that would fire at once, says so, and keeps the shorter ones', () => {
    const text = 'The trial starts in active. After 30 days it goes to expired. After 20 days, active goes to reminded.';
    const result = generateFlow({ text, mode: 'full' }) as XStateResult;
    expect(delaysOf(result.flow)).toEqual(['wait30Days', 20 * 86_400_000]);
    expect(result.flow.states!.active.after).toContainEqual({ target: 'expired', delay: 'wait30Days' });
    const diagnostic = result.diagnostics.find((d) => d.code === 'delay-too-long');
    // The diagnostic points at the clause that told the wait.
    expect(diagnostic).toMatchObject({ severity: 'warning', input: 'text', excerpt: 'After 30 days it goes to expired.' });
    expect(text.slice(diagnostic!.span.start, diagnostic!.span.end)).toBe(diagnostic!.excerpt);
    expect(diagnostic!.message).toContain(String(MAX));
    expect(diagnostic!.message).toContain('"wait30Days"');
    expect(check(FLOW_SCHEMA_ID, { format: result.format, flow: result.flow })).toEqual([]);
  });

  it('names a long delay by the largest unit that counts it whole', () => {
    expect(delayName(90 * 86_400_000)).toBe('wait90Days');
    expect(delayName(600 * 3_600_000 + 3_600_000)).toBe('wait601Hours');
    expect(delayName(MAX + 1)).toBe('wait2147483648Ms');
    expect(delayName(Number.MAX_VALUE)).toBeNull();
  });

  it('reads an amount too large for a number as too long, not as an internal error', () => {
    const result = generateFlow({ text: `In idle, after ${'9'.repeat(400)} seconds go to done.`, mode: 'full' }) as XStateResult;
    expect(delaysOf(result.flow)).toEqual([]);
    expect(result.diagnostics.map((d) => d.code)).toContain('delay-too-long');
  });

  it('refuses an existing flow holding such a delay, naming the field', () => {
    const existingFlow = { format: 'xstate' as const, flow: { states: { idle: { after: [{ delay: MAX + 1, target: 'idle' }] } } } };
    expect(() => generateFlow({ text: 'Go to busy.', existingFlow })).toThrow(FlowRequestError);
    try {
      generateFlow({ text: 'Go to busy.', existingFlow });
    } catch (error) {
      expect((error as FlowRequestError).problems).toContainEqual({ path: '/existingFlow/flow/states/idle/after/0/delay', message: expect.stringContaining(String(MAX)) });
    }
    existingFlow.flow.states.idle.after[0].delay = MAX;
    expect(generateFlow({ text: 'Go to busy.', existingFlow }).format).toBe('xstate');
  });

  it('is the maximum the JSON Schema gives for a delay', () => {
    const schema = JSON.parse(readFileSync(new URL('../schema/flow.schema.json', import.meta.url), 'utf8'));
    expect(schema.$defs.delayedTransition.properties.delay.oneOf[0].maximum).toBe(MAX);
  });
});
