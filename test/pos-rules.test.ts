/**
 * The part-of-speech rules as data (src/engine/2-words/pos/): every rule a file defines runs, once,
 * in the driver's order, under a name of its own and with an example.
 */
import { describe, expect, test } from 'vitest';
import * as complement from '../src/engine/2-words/pos/complement-rules.js';
import * as functionWords from '../src/engine/2-words/pos/function-word-rules.js';
import { NEIGHBOUR_RULES, WORD_RULES, type Rule } from '../src/engine/2-words/pos/index.js';
import * as nouns from '../src/engine/2-words/pos/noun-rules.js';
import * as pluralSubjects from '../src/engine/2-words/pos/plural-subject-rules.js';
import * as subjects from '../src/engine/2-words/pos/subject-rules.js';
import * as verbs from '../src/engine/2-words/pos/verb-rules.js';
import * as verbPositions from '../src/engine/2-words/pos/verb-position-rules.js';

const isRule = (x: unknown): x is Rule => typeof x === 'object' && x !== null && typeof (x as Rule).apply === 'function' && typeof (x as Rule).name === 'string';
const defined = [complement, functionWords, nouns, pluralSubjects, subjects, verbs, verbPositions].flatMap((m) => Object.values(m).filter(isRule));

describe('part-of-speech rules', () => {
  test('every neighbour rule a file defines is in the order, once', () => {
    expect(new Set(NEIGHBOUR_RULES).size).toBe(NEIGHBOUR_RULES.length);
    expect([...defined].sort((a, b) => a.name.localeCompare(b.name))).toEqual([...NEIGHBOUR_RULES].sort((a, b) => a.name.localeCompare(b.name)));
  });

  test('names are unique and say the construction; every rule has an example', () => {
    const all = [...WORD_RULES, ...NEIGHBOUR_RULES];
    expect(new Set(all.map((r) => r.name)).size).toBe(all.length);
    for (const rule of all) {
      expect(rule.name).toMatch(/^[a-z]+(-[a-z]+)+$/);
      expect(rule.example.trim()).not.toBe('');
    }
  });
});
