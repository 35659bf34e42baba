/**
 * Rules about one word alone, whatever stands around it. Each runs over the whole text before the
 * next one, right after compromise's tags are read (from-tags.ts), and before the neighbour rules.
 */
import { listed } from '../../grammar/words.js';
import type { Rule } from './rule.js';

export const WORD_RULES: readonly Rule[] = [
  {
    // Words whose part of speech is fixed whatever compromise reads: "forward", "backward".
    name: 'direction-word-is-adverb',
    example: 'forward',
    apply(tokens, i) {
      const t = tokens[i];
      if (t.tags.has('DirectionWords')) t.pos = 'adv';
    },
  },
  {
    // ("when its health reaches zero": a number written as a word is no verb, whatever compromise reads.)
    name: 'number-word-is-number',
    example: 'when its health reaches zero',
    apply(tokens, i) {
      const t = tokens[i];
      if (t.kind === 'word' && t.pos === 'verb' && listed('NumberWords', t.norm)) t.pos = 'num';
    },
  },
  {
    // ("a non-zero address", "an un-acked frame": a word made with a negative prefix describes; it is no negation.)
    name: 'prefixed-word-is-adjective',
    example: 'a non-zero address',
    apply(tokens, i) {
      const t = tokens[i];
      if (t.kind === 'word' && t.pos === 'neg' && /^[a-z]+-[a-z]+/i.test(t.text)) t.pos = 'adj';
    },
  },
  {
    // ("..., so go back if your path is empty": a connective links clauses; the tagger makes
    // "so" a noun before an order, and a noun would be read as the clause's subject.)
    name: 'connective-is-adverb',
    example: 'so go back if your path is empty',
    apply(tokens, i) {
      const t = tokens[i];
      if (t.kind === 'word' && t.pos === 'noun' && listed('ConnectiveAdverbs', t.norm)) t.pos = 'adv';
    },
  },
  {
    // ("On power-up the controller shall enter CLOSED": the moment of switching on, after a preposition, is a noun.)
    name: 'power-up-noun-after-preposition',
    example: 'On power-up the controller shall enter CLOSED',
    apply(tokens, i) {
      const t = tokens[i];
      if (t.kind === 'word' && t.pos === 'verb' && listed('PowerUpNouns', t.norm) && tokens[i - 1]?.pos === 'prep') t.pos = 'noun';
    },
  },
  {
    // ("gets the welcome email right away", "stays locked for good": the words of a set adverb
    // phrase are adverbs, not a verb or a place.)
    name: 'adverb-phrase',
    example: 'gets the welcome email right away',
    apply(tokens, i) {
      const t = tokens[i];
      if (t.kind === 'word' && t.tags.has('AdverbPhrases')) t.pos = 'adv';
    },
  },
  {
    // "two seconds", "5 minutes": units of time are nouns.
    name: 'time-unit-is-noun',
    example: 'two seconds',
    apply(tokens, i) {
      const t = tokens[i];
      if (t.tags.has('TimeUnits') && t.kind === 'word' && t.pos === 'num') t.pos = 'noun';
    },
  },
  {
    // "there are", "from here": places the text points at, not things.
    name: 'place-pronoun',
    example: 'there are',
    apply(tokens, i) {
      const t = tokens[i];
      if (t.kind === 'word' && listed('PlacePronouns', t.norm)) t.pos = 'pron';
    },
  },
  {
    // ("else show an error": "else" and "otherwise" open the other branch; they determine nothing.)
    name: 'otherwise-marker-is-adverb',
    example: 'else show an error',
    apply(tokens, i) {
      const t = tokens[i];
      if (t.kind === 'word' && listed('OtherwiseMarkers', t.norm)) t.pos = 'adv';
    },
  },
  {
    // ("goes from open to in progress", "is on hold": a state named by a phrase is a noun, all of it.)
    name: 'state-phrase-is-noun',
    example: 'goes from open to in progress',
    apply(tokens, i) {
      const t = tokens[i];
      if (t.tags.has('StatePhrases')) t.pos = 'noun';
    },
  },
  {
    // ("Please rename review to checking": a word of politeness, not a subject.)
    name: 'politeness-word-is-adverb',
    example: 'Please rename review to checking',
    apply(tokens, i) {
      const t = tokens[i];
      if (t.kind === 'word' && listed('PolitenessWords', t.norm)) t.pos = 'adv';
    },
  },
];
