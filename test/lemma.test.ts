/**
 * Base forms of verbs as written, read where compromise did not take a word as a verb.
 */
import { describe, expect, test } from 'vitest';
import { lemmaOf } from '../src/engine/2-words/lemma.js';

describe('base forms', () => {
  test('gerunds, third persons and past forms go back to the verb', () => {
    expect(['pressing', 'deletes', 'unlocked', 'proceeded', 'agreed', 'freed'].map(lemmaOf)).toEqual(['press', 'delete', 'unlock', 'proceed', 'agree', 'free']);
  });
  test('a verb in -eed is its own base form, not a past one', () => {
    expect(['proceed', 'exceed', 'succeed', 'need'].map(lemmaOf)).toEqual(['proceed', 'exceed', 'succeed', 'need']);
  });
});
