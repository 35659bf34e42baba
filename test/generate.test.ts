import { describe, expect, it } from 'vitest';
import { FlowRequestError, generateFlow, type XStateResult } from '../src/index.js';

describe('generateFlow, the library entry point', () => {
  it('treats fields set to undefined as fields left out, as JSON would', () => {
    const result = generateFlow({ text: 'In idle, on GO go to busy.', context: undefined, existingFlow: undefined, format: undefined, mode: undefined }) as XStateResult;
    expect(result.flow).toEqual({ states: { idle: { on: { GO: [{ target: 'busy' }] } }, busy: {} } });
  });

  it('refuses a request without text, naming the field', () => {
    expect(() => generateFlow({ text: undefined } as never)).toThrow(FlowRequestError);
    try {
      generateFlow({ text: '   ' });
    } catch (error) {
      expect((error as FlowRequestError).problems.map((p) => p.path)).toContain('/text');
    }
  });

  it('says the old field name existing_flow is now existingFlow', () => {
    expect(() => generateFlow({ text: 'x', existing_flow: {} } as never)).toThrow(/existingFlow/);
  });

  it('gives the same bytes for the same request', () => {
    const request = { text: 'The form starts in editing. Pressing Submit goes to sending. After 5 seconds, sending goes back to editing.', mode: 'full' as const };
    expect(JSON.stringify(generateFlow(request))).toBe(JSON.stringify(generateFlow(request)));
  });

  it('traces each element to the rule and words that made it', () => {
    const text = 'In idle, on FETCH go to loading.';
    const result = generateFlow({ text, mode: 'full' }, { trace: true });
    expect(result.trace?.length).toBeGreaterThan(0);
    const transition = result.trace!.find((t) => t.path.includes('/on/FETCH'));
    expect(transition).toBeDefined();
    // The rule is the verb frame that read the clause ("go" is a verb of motion).
    expect(transition!.rule).toBe('motion');
    expect(text.slice(transition!.span.start, transition!.span.end)).toBe(transition!.excerpt);
  });

  it('returns a diagnostic with a span for a sentence it could not use', () => {
    const text = 'Please keep the colours. In idle, on GO go to busy.';
    const result = generateFlow({ text, mode: 'full' });
    const unused = result.diagnostics.find((d) => d.code === 'unused-sentence');
    expect(unused).toBeDefined();
    expect(text.slice(unused!.span.start, unused!.span.end)).toBe('Please keep the colours.');
  });

  it('says so when a move is read with nothing to set it off, and not when the text names its event', () => {
    const text = 'From idle, it goes to running.';
    const result = generateFlow({ text, mode: 'full' });
    const warning = result.diagnostics.find((d) => d.code === 'no-trigger');
    expect(warning?.severity).toBe('warning');
    expect(text.slice(warning!.span.start, warning!.span.end)).toBe(warning!.excerpt);
    expect(warning!.excerpt).toBe('it goes to running.');
    expect(warning!.message).toMatch(/event/);
    const named = generateFlow({ text: 'From idle, it goes to running on START.', mode: 'full' });
    expect(named.diagnostics.filter((d) => d.code === 'no-trigger')).toEqual([]);
  });

  it('does not call a sentence that lists the states unused', () => {
    const result = generateFlow({ text: 'States: `idle`, `loading`, `done`. `FETCH` moves from `idle` to `loading`.', mode: 'full' });
    expect(result.diagnostics.filter((d) => d.code === 'unused-sentence')).toEqual([]);
  });

  it('takes the states of a discriminated union in code, and not the booleans it replaces', () => {
    const text = "I used to model fetching with three booleans: `isLoading`, `isError`, and a nullable `data`.\n\n```ts\ntype State =\n  | { status: 'idle' }\n  | { status: 'loading' }\n  | { status: 'success' };\n```\n\nWhile we're `loading`, a `RESOLVE` gives us `success`.";
    const result = generateFlow({ text, mode: 'full' });
    expect(Object.keys((result.flow as { states: Record<string, unknown> }).states)).toEqual(['idle', 'loading', 'success']);
  });

  it('reads a Gherkin scenario: its title is a diagnostic, a When step and its Then step one transition', () => {
    const text = 'Scenario: opening the menu\n  Given the user is on the home page\n  When they tap the menu button\n  Then the app shows the menu';
    const result = generateFlow({ text, mode: 'full' });
    expect(result.flow).toEqual({ states: { home: { on: { TAP_MENU_BUTTON: [{ target: 'menu' }] } }, menu: {} } });
    const title = result.diagnostics.find((d) => d.code === 'unused-sentence');
    expect(text.slice(title!.span.start, title!.span.end)).toBe('opening the menu');
    expect(title!.message).toMatch(/title/);
  });
});
