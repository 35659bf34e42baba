/**
 * describedFlows and the round trip: every description it writes, read by generateFlow, gives
 * back the flow it was written from, with nothing left unread. The comparison ignores only what
 * carries no meaning: the order of states after the initial one and the order of events.
 *
 * The sentence templates are in src/testing/sentence-templates.ts; each is also checked on its
 * own below, so a reader that misreads one is told which.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { generateFlow } from '../src/generate.js';
import { normaliseFlow } from '../src/merge/index.js';
import type { FlowNode } from '../src/model/flow.js';
import { describedFlows, SENTENCE_TEMPLATES } from '../src/testing/index.js';
import { fillTemplate } from '../src/testing/sentence-templates.js';

const seed = process.env.FC_SEED ? Number(process.env.FC_SEED) : 20_260_611;
const RUNS = 1_000;

/** The flow with its meaningless orders fixed: the initial state first, the others by name. */
function comparable(flow: FlowNode): FlowNode {
  const normal = normaliseFlow(flow);
  const [initial, ...others] = Object.keys(normal.states ?? {});
  if (initial === undefined) return normal;
  const states: Record<string, FlowNode> = {};
  for (const name of [initial, ...others.sort()]) states[name] = normal.states![name];
  return { ...normal, states };
}

/** What is wrong with reading `description` back, or undefined when the flow comes back. */
function roundTripProblem(description: string, expected: FlowNode): string | undefined {
  const result = generateFlow({ text: description, format: 'xstate', mode: 'full' });
  if (result.format !== 'xstate') return `asked for xstate, got ${result.format}`;
  if (result.diagnostics.length) return `left unread: ${result.diagnostics.map((d) => `"${d.excerpt}" (${d.code})`).join(', ')}`;
  const got = JSON.stringify(comparable(result.flow));
  const want = JSON.stringify(comparable(expected));
  return got === want ? undefined : `read as ${got}, written from ${want}`;
}

describe('describedFlows: the round trip', { timeout: 300_000 }, () => {
  test(`generateFlow gives back the flow of every description (${RUNS} runs)`, () => {
    fc.assert(
      fc.property(describedFlows(), ({ description, flow }) => {
        expect(roundTripProblem(description, flow), description).toBeUndefined();
      }),
      { numRuns: RUNS, seed },
    );
  });

  // The source is named for the first time in the sentence under test, as the round trip does.
  const slots = { machine: 'door', state: 'openPanel', source: 'closedPanel', target: 'openPanel', event: 'OPEN_MENU', seconds: 5 };
  const templates = [...SENTENCE_TEMPLATES.event, ...SENTENCE_TEMPLATES.delay];
  test.each(templates)('the template "%s" is read as written', (template) => {
    const start = fillTemplate(SENTENCE_TEMPLATES.start[0], slots);
    const transition = template.includes('{event}') ? { on: { OPEN_MENU: [{ target: 'openPanel' }] } } : { after: [{ target: 'openPanel', delay: 5000 }] };
    const flow: FlowNode = { states: { openPanel: {}, closedPanel: transition } };
    expect(roundTripProblem(`${start} ${fillTemplate(template, slots)}`, flow)).toBeUndefined();
  });
});

describe('describedFlows: what it writes', () => {
  const sample = fc.sample(describedFlows(), { numRuns: 300, seed });

  test('only the templates, each of them, filled with identifiers', () => {
    const slot = { machine: '[a-z]+', state: '[a-z]+[A-Z][a-z]+', source: '[a-z]+[A-Z][a-z]+', target: '[a-z]+[A-Z][a-z]+', event: '[A-Z]+(?:_[A-Z]+)?', seconds: '[1-9][0-9]*' };
    const all = [...SENTENCE_TEMPLATES.start, ...SENTENCE_TEMPLATES.event, ...SENTENCE_TEMPLATES.delay];
    const patterns = all.map((t) => new RegExp(`^${fillTemplate(t.replace(/[.,]/g, '\\$&'), slot)}$`));
    const used = new Set<number>();
    for (const { description } of sample) {
      const sentences = description.split(/(?<=\.) /);
      expect(patterns[0].test(sentences[0]), sentences[0]).toBe(true);
      for (const sentence of sentences) {
        const which = patterns.findIndex((p) => p.test(sentence));
        expect(which, sentence).toBeGreaterThanOrEqual(0);
        used.add(which);
      }
    }
    expect([...used].sort()).toEqual(all.map((_, i) => i));
  });

  test('varied flows: several states, self-transitions, timeouts, states only ever entered', () => {
    const flows = sample.map((s) => s.flow);
    const states = (f: FlowNode) => Object.entries(f.states!);
    expect(Math.max(...flows.map((f) => states(f).length))).toBe(5);
    expect(flows.some((f) => states(f).some(([name, n]) => Object.values(n.on ?? {}).some((l) => l[0].target === name)))).toBe(true);
    expect(flows.some((f) => states(f).some(([, n]) => n.after))).toBe(true);
    expect(flows.some((f) => states(f).some(([, n]) => !n.on && !n.after))).toBe(true);
  });

  test('the round-trip check fails when the reading is wrong', () => {
    const { description, flow } = sample.find((s) => Object.keys(s.flow.states!).length >= 3)!;
    expect(roundTripProblem(description, flow)).toBeUndefined();
    // A sentence dropped from the description: the flow read lacks its transition.
    const shorter = description.split(/(?<=\.) /).slice(0, -1).join(' ');
    expect(roundTripProblem(shorter, flow)).toMatch(/^read as/);
    // A target changed in the flow expected.
    const [first, second] = Object.keys(flow.states!);
    const changed = structuredClone(flow);
    changed.states![first] = { on: { ...changed.states![first].on, SOMETHING_ELSE: [{ target: second }] } };
    expect(roundTripProblem(description, changed)).toMatch(/^read as/);
    // A sentence nobody can read is reported, even when the flow comes back.
    expect(roundTripProblem(`${description} Blue is a colour.`, flow)).toMatch(/^left unread/);
  });
});
