/**
 * The verb frames as data: every frame in grammar/frames/*.json carries examples in more than
 * one style and, where it helps, near-misses. Each example must be read by its own frame (some
 * clause of it chooses the frame) and give the flow something through it (an edit whose rule is
 * the frame); a near-miss must give nothing through it. A frame whose examples stop reading this
 * way has stopped meaning what its description says.
 */
import { describe, expect, test } from 'vitest';
import { splitClauses } from '../src/engine/3-clauses/split.js';
import { readClause } from '../src/engine/5-frames/read-clause.js';
import { grammar } from '../src/engine/grammar/load.js';
import { prepare, read } from '../src/engine/read.js';
import { splitUnits } from '../src/engine/1-layout/split.js';
import { withoutCommentMarks } from '../src/engine/1-layout/comments.js';
import type { FlowNode } from '../src/model/flow.js';

const g = grammar();

/** The frames the clauses of `text` choose. */
function framesOf(text: string, given?: FlowNode): string[] {
  const { inventory, textSentences } = prepare(text, undefined, given, g);
  return textSentences.flatMap(({ tokens }) => splitClauses(tokens).map((clause) => readClause(clause, inventory, g).rule));
}

/** The rules behind what `text` gives the flow. */
const rulesOf = (text: string, given?: FlowNode) => read(text, undefined, given).edits.map((e) => e.origin?.rule).filter(Boolean);

describe('verb frames read their own examples', () => {
  test('there are frames, each with two examples or more', () => {
    expect(g.frames.length).toBeGreaterThan(10);
    for (const frame of g.frames) expect(frame.examples.length, frame.id).toBeGreaterThanOrEqual(2);
  });
  for (const frame of g.frames) {
    const given = frame.given as FlowNode | undefined;
    for (const example of frame.examples) {
      test(`${frame.id}: "${example}"`, () => {
        expect(framesOf(example, given)).toContain(frame.id);
        expect(read(example, undefined, given).edits.length, 'the example gives the flow nothing').toBeGreaterThan(0);
      });
    }
    for (const miss of frame.nearMisses ?? []) {
      test(`${frame.id}, near miss: "${miss}"`, () => {
        expect(rulesOf(miss, given)).not.toContain(frame.id);
      });
    }
  }
});

describe('layout: what the lines of a text are', () => {
  test("an RFC's bullet, a letter o and two spaces, opens an item and is no word of it", () => {
    const text = 'The endpoint has states IDLE and CALLING.\n\n   o  A 200 response in CALLING moves the endpoint to IDLE.\n   o  A timeout in IDLE is ignored.';
    const units = splitUnits(text);
    const items = units.filter((u) => u.marked);
    expect(items.map((u) => u.text)).toEqual(['A 200 response in CALLING moves the endpoint to IDLE.', 'A timeout in IDLE is ignored.']);
    // (A word that only begins with an o is no bullet.)
    expect(splitUnits('oh  well, the clock runs.').some((u) => u.marked)).toBe(false);
  });
  test('marks of source comments are blanks, offsets kept, and a name with a wide gap opens an item', () => {
    const comment = '/* fsm.c\n *\n *  IDLE      no cell.\n *  CHARGING  constant current.\n */';
    const plain = withoutCommentMarks(comment);
    expect(plain.length).toBe(comment.length);
    expect(plain).not.toMatch(/\*/);
    expect(plain).toMatch(/- IDLE: +no cell\./);
    expect(plain).toMatch(/- CHARGING: +constant current\./);
    // (Prose with a slash or a star is left as it is.)
    expect(withoutCommentMarks('Press * to repeat, or go to docs/start.')).toBe('Press * to repeat, or go to docs/start.');
  });
});

describe('clauses: where a sentence is cut', () => {
  const clausesOf = (text: string) => {
    const { textSentences } = prepare(text, undefined, undefined, grammar());
    return textSentences.flatMap(({ tokens }) => splitClauses(tokens).map((c) => `${c.kind}: ${c.tokens.map((t) => t.text).join(' ')}`));
  };
  test('"then" after a preposition is that time, and opens no clause', () => {
    expect(clausesOf('If the customer cancels before then, the order is cancelled.')).toEqual(['condition: the customer cancels before then', 'main: the order is cancelled .']);
    // (Where it follows a clause, it still opens one.)
    expect(clausesOf('The lamp blinks, then it goes dark.').map((c) => c.split(':')[0])).toEqual(['main', 'then']);
  });
  test('what a happening "means", a clause with a copula, follows from it; a name a glossary defines does not', () => {
    expect(clausesOf("An ACK means we're bound.")).toEqual(['condition: An ACK', "main: we 're bound ."]);
    expect(clausesOf('*Placed* means we have received your order.')).toHaveLength(1);
    expect(clausesOf('Down state means that the session is down.')).toHaveLength(1);
  });
});
