/**
 * Properties of generateFlow (format xstate, mode full) over any text: it never throws (except
 * the documented refusal of a blank text), the flow always validates, the same text gives the
 * same bytes, every target is a state path from the root, and names such as `__proto__` or
 * `constructor` are ordinary names. The texts mix realistic sentences with noise, so the
 * properties keep their force as the grammar grows.
 *
 * Runs use a fixed seed so a failure reproduces; set FC_SEED to explore other texts.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { FlowRequestError } from '../src/errors.js';
import { generateFlow } from '../src/generate.js';
import type { FlowNode, GenerateResult, Transition, XStateResult } from '../src/model/flow.js';
import { check, FLOW_SCHEMA_ID } from '../src/model/schemas.js';
import { anyString, DANGEROUS_NAMES, description, longDescription, sentence, stateName, text } from './engine-arbitraries.js';

const RUNS = 200;
const options = { numRuns: RUNS, seed: process.env.FC_SEED ? Number(process.env.FC_SEED) : 20_260_611 };

function generate(input: string): XStateResult {
  const result: GenerateResult = generateFlow({ text: input, format: 'xstate', mode: 'full' });
  if (result.format !== 'xstate') throw new Error(`asked for xstate, got ${result.format}`);
  return result;
}

/** The contract refuses a text without a visible character (`pattern: \S` in the request schema). */
const blank = (s: string): boolean => !/\S/u.test(s);
const nonBlank = text.filter((s) => !blank(s));

function* nodes(node: FlowNode, path: string[] = []): Generator<[string[], FlowNode]> {
  yield [path, node];
  for (const name of Object.keys(node.states ?? {})) yield* nodes(node.states![name], [...path, name]);
}

function* transitions(node: FlowNode): Generator<Transition> {
  for (const list of Object.values(node.on ?? {})) yield* list;
  yield* node.after ?? [];
  yield* node.always ?? [];
  for (const inv of node.invoke ?? []) yield* [...(inv.onDone ?? []), ...(inv.onError ?? [])];
}

/** Every problem with the result, so a failing property names them all. */
function problemsOf(input: string, result: XStateResult): string[] {
  const problems = check(FLOW_SCHEMA_ID, { format: result.format, flow: result.flow }).map((p) => `schema: ${p.path} ${p.message}`);
  const paths = new Set([...nodes(result.flow)].map(([p]) => p.join('.')).filter((p) => p !== ''));
  for (const [path, node] of nodes(result.flow)) {
    for (const t of transitions(node)) {
      if (t.target !== undefined && !paths.has(t.target)) problems.push(`target '${t.target}' of '${path.join('.')}' is not a state path`);
    }
  }
  for (const d of result.diagnostics) {
    const length = d.input === 'text' ? input.length : 0;
    if (!(d.span.start >= 0 && d.span.start <= d.span.end && d.span.end <= length)) problems.push(`diagnostic span ${JSON.stringify(d.span)} is outside the text`);
  }
  return problems;
}

/** Objects whose prototype was replaced (a `__proto__` assigned rather than defined) or that carry inherited names. */
function prototypeProblems(value: unknown, at = ''): string[] {
  if (!value || typeof value !== 'object') return [];
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== Array.prototype) return [`${at || '/'} has a replaced prototype`];
  return Object.keys(value).flatMap((k) => prototypeProblems((value as Record<string, unknown>)[k], `${at}/${k}`));
}

// Generous limits: a slow engine on a busy machine should not fail these for time; no test
// asserts on time.
describe('generateFlow properties', { timeout: 300_000 }, () => {
  test('never throws on any string; only a blank text is refused, as the contract says', () => {
    fc.assert(
      fc.property(fc.oneof(anyString, description), (input) => {
        try {
          generate(input);
        } catch (error) {
          if (error instanceof FlowRequestError && blank(input)) return;
          throw error;
        }
        expect(blank(input)).toBe(false);
      }),
      options,
    );
  });

  test('the output always validates, every target is a state path, and spans lie in the text', () => {
    fc.assert(
      fc.property(nonBlank, (input) => {
        expect(problemsOf(input, generate(input))).toEqual([]);
      }),
      options,
    );
  });

  test('the same text gives the same bytes', () => {
    fc.assert(
      fc.property(nonBlank, (input) => {
        expect(JSON.stringify(generate(input))).toBe(JSON.stringify(generate(input)));
      }),
      options,
    );
  });

  test('names such as __proto__ and constructor stay ordinary names and touch no prototype', () => {
    const before = Object.getOwnPropertyNames(Object.prototype).sort();
    const dangerousText = fc
      .tuple(fc.array(sentence, { minLength: 1, maxLength: 4 }), fc.constantFrom(...DANGEROUS_NAMES), stateName)
      .map(([sentences, a, b]) => [`In ${a}, pressing ${b} goes to ${a === b ? 'toString' : b}.`, ...sentences].join(' '));
    fc.assert(
      fc.property(dangerousText, (input) => {
        const result = generate(input);
        expect(prototypeProblems(result)).toEqual([]);
        // A prototype that was replaced would vanish from the JSON; an own key survives it.
        expect(JSON.stringify(JSON.parse(JSON.stringify(result.flow)))).toBe(JSON.stringify(result.flow));
        expect(problemsOf(input, result)).toEqual([]);
        expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      }),
      options,
    );
    expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(before);
  });

  test('"In __proto__, pressing constructor goes to toString." names its states as written', () => {
    const input = 'In __proto__, pressing constructor goes to toString.';
    const result = generate(input);
    expect(prototypeProblems(result)).toEqual([]);
    expect(problemsOf(input, result)).toEqual([]);
    const names = [...nodes(result.flow)].map(([path]) => path[path.length - 1]).filter((n) => n !== undefined);
    // Until the engine reads this sentence the flow is empty; once it does, the identifiers
    // are kept as written, as own keys.
    if ([...nodes(result.flow)].some(([, n]) => [...transitions(n)].length)) {
      expect(names, 'identifiers written in the text are kept as written, `__proto__` included').toEqual(expect.arrayContaining(['__proto__', 'toString']));
      const holder = [...nodes(result.flow)].find(([, n]) => n.states && Object.hasOwn(n.states, '__proto__'));
      expect(holder).toBeDefined();
    }
  });

  test('100 kB of realistic description: no throw, valid, deterministic', () => {
    const input = longDescription(100_000);
    expect(input.length).toBeGreaterThanOrEqual(100_000);
    const first = generate(input);
    expect(problemsOf(input, first)).toEqual([]);
    expect(JSON.stringify(generate(input))).toBe(JSON.stringify(first));
  });

  test('100 kB of noise around realistic sentences: no throw, valid', () => {
    const [chunk] = fc.sample(fc.array(fc.oneof(sentence, anyString), { minLength: 200, maxLength: 200 }), { numRuns: 1, seed: options.seed });
    let input = '';
    for (let i = 0; input.length < 100_000; i++) input += chunk[i % chunk.length] + (i % 3 ? ' ' : '\n');
    expect(problemsOf(input, generate(input))).toEqual([]);
  });
});
