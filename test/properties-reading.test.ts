/**
 * The reading engine over 20,000 texts that mix what prose about state machines is made of:
 * English words (the field's verbs, prepositions, subordinators, pronouns), SCREAMING_CASE
 * events, camelCase names, `a.b.c` paths, the runtime's own event names, quotes and back-ticks,
 * arrows, list markers, and numbers with units, in any order. Whatever the order, generation
 * never throws and always gives a flow that validates, with every target a state path.
 *
 * A fixed seed makes a failure reproduce; set FC_SEED to explore other texts.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { generateFlow } from '../src/generate.js';
import type { FlowNode, Transition, XStateResult } from '../src/model/flow.js';
import { check, FLOW_SCHEMA_ID } from '../src/model/schemas.js';

const RUNS = 20_000;
const seed = process.env.FC_SEED ? Number(process.env.FC_SEED) : 20_261_123;

const english = fc.constantFrom(
  'the', 'a', 'it', 'we', 'you', 'they', 'this', 'that', 'which', 'when', 'if', 'once', 'while', 'until', 'unless', 'otherwise', 'then', 'and', 'or', 'but', 'not', 'again',
  'goes', 'go', 'moves', 'transitions', 'returns', 'back', 'stays', 'remains', 'starts', 'begins', 'ends', 'fails', 'succeeds', 'finishes', 'sends', 'receives', 'fires', 'clicks',
  'presses', 'pressing', 'clicking', 'opens', 'closes', 'shows', 'invokes', 'calls', 'is', 'are', 'was', 'be', 'can', 'should', 'will', 'has', 'have', 'remove', 'rename',
  'to', 'into', 'from', 'in', 'on', 'at', 'after', 'for', 'with', 'between', 'through', 'of', 'state', 'states', 'event', 'events', 'transition', 'guard', 'action', 'service',
  'machine', 'idle', 'loading', 'error', 'done', 'user', 'button', 'page', 'screen', 'timer', 'either', 'both', 'any', 'every', 'instead', 'now', 'there', 'here',
);
const screaming = fc.oneof(fc.constantFrom('SUBMIT', 'FETCH', 'DATA_LOADED', 'CAL_OK', 'ESCAPE'), fc.stringMatching(/^[A-Z]{1,6}(_[A-Z]{1,6}){0,2}$/));
const camel = fc.oneof(fc.constantFrom('lockedOut', 'awaitingPayment', 'fetchData', 'isValid', 'toString', 'constructor', '__proto__'), fc.stringMatching(/^[a-z]{2,6}[A-Z][a-z]{1,6}$/));
const path = fc.array(fc.stringMatching(/^[a-z][a-zA-Z]{0,6}$/), { minLength: 2, maxLength: 4 }).map((p) => p.join('.'));
const runtime = fc.oneof(
  fc.stringMatching(/^[a-z]{2,8}$/).map((s) => `done.invoke.${s}`),
  fc.stringMatching(/^[a-z]{2,8}$/).map((s) => `error.platform.${s}`),
  fc.stringMatching(/^[a-z]{2,8}$/).map((s) => `done.state.${s}`),
  fc.tuple(fc.integer({ min: 0, max: 100_000 }), fc.stringMatching(/^[a-z]{2,6}$/)).map(([n, s]) => `xstate.after(${n})#${s}`),
  fc.constantFrom('always', 'after', 'onDone', 'onError', 'entry', 'exit'),
);
const quoted = fc.tuple(fc.constantFrom("'", '"', '`', '‘', '“'), fc.stringMatching(/^[A-Za-z][A-Za-z .]{0,12}$/)).map(([q, s]) => {
  const close: Record<string, string> = { '‘': '’', '“': '”' };
  return `${q}${s}${close[q] ?? q}`;
});
const arrow = fc.constantFrom('->', '→', '=>', '-->', '<-', '⇒', '|');
const marker = fc.constantFrom('\n- ', '\n* ', '\n1. ', '\n2) ', '\n# ', '\n## ', '\n| ', '\nGiven ', '\nWhen ', '\nThen ', ':', ';');
const amount = fc.oneof(fc.integer({ min: 0, max: 5_000_000 }).map(String), fc.constantFrom('two', 'ten', '1.5', '0', 'a', 'half a', '2,000'));
const unit = fc.constantFrom('ms', 'milliseconds', 'second', 'seconds', 's', 'min', 'minutes', 'hours', 'days', 'weeks', 'years', 'pixels', '%');
const measure = fc.tuple(amount, fc.constantFrom(' ', '', '-'), unit).map(([a, s, u]) => `${a}${s}${u}`);
const punctuation = fc.constantFrom('.', ',', ';', ':', '!', '?', '(', ')', '—', '–', '...', '\n', '\n\n');

const piece = fc.oneof(
  { weight: 8, arbitrary: english },
  { weight: 2, arbitrary: screaming },
  { weight: 2, arbitrary: camel },
  { weight: 1, arbitrary: path },
  { weight: 1, arbitrary: runtime },
  { weight: 1, arbitrary: quoted },
  { weight: 1, arbitrary: arrow },
  { weight: 1, arbitrary: marker },
  { weight: 1, arbitrary: measure },
  { weight: 2, arbitrary: punctuation },
);

/** A text of up to 40 pieces, with at least one visible character (a blank text is refused by contract). */
export const mixedText = fc.array(piece, { minLength: 1, maxLength: 40 }).map((parts) => `${parts.join(' ')} x`);

function* nodes(node: FlowNode, at: string[] = []): Generator<[string[], FlowNode]> {
  yield [at, node];
  for (const name of Object.keys(node.states ?? {})) yield* nodes(node.states![name], [...at, name]);
}

function* transitions(node: FlowNode): Generator<Transition> {
  for (const list of Object.values(node.on ?? {})) yield* list;
  yield* node.after ?? [];
  yield* node.always ?? [];
  yield* node.onDone ?? [];
  for (const inv of node.invoke ?? []) yield* [...(inv.onDone ?? []), ...(inv.onError ?? [])];
}

describe('the reading engine over mixed texts', { timeout: 900_000 }, () => {
  test(`${RUNS} texts: never throws, always a valid flow whose targets are state paths`, () => {
    fc.assert(
      fc.property(mixedText, (text) => {
        const result = generateFlow({ text, format: 'xstate', mode: 'full' }) as XStateResult;
        expect(check(FLOW_SCHEMA_ID, { format: result.format, flow: result.flow })).toEqual([]);
        const paths = new Set([...nodes(result.flow)].map(([p]) => p.join('.')));
        for (const [, node] of nodes(result.flow)) for (const t of transitions(node)) if (t.target !== undefined) expect(paths.has(t.target), `target ${t.target}`).toBe(true);
        for (const d of result.diagnostics) expect(d.span.start >= 0 && d.span.end <= text.length && d.span.start <= d.span.end).toBe(true);
      }),
      { numRuns: RUNS, seed },
    );
  });
});
