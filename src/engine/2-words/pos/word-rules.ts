/**
 * Rules about one word alone, whatever stands around it. Each runs over the whole text before the
 * next one, right after compromise's tags are read (from-tags.ts), and before the neighbour rules.
 * Most say only that a word of a lexicon class is of one part of speech, whatever compromise read
 * (or when it read one part): those are rows of data.
 */
import { listed } from '../../grammar/words.js';
import type { Pos } from '../token.js';
import type { Rule } from './rule.js';

interface ClassRow {
  name: string;
  example: string;
  /** The lexicon class; `phrase`: matched as tagged, the words of a set phrase too, not word by word. */
  cls: string;
  phrase?: boolean;
  /** Only when compromise read the word as this. */
  from?: Pos;
  pos: Pos;
}

/** A rule from a row: a word of the class (read as `from`, if given) is a `pos`. */
function classRule(row: ClassRow): Rule {
  return {
    name: row.name,
    example: row.example,
    apply(tokens, i) {
      const t = tokens[i];
      if (t.kind !== 'word' || (row.from && t.pos !== row.from)) return;
      if (row.phrase ? t.tags.has(row.cls) : listed(row.cls, t.norm)) t.pos = row.pos;
    },
  };
}

const CLASS_ROWS: readonly ClassRow[] = [
  // Words whose part of speech is fixed whatever compromise reads: "forward", "backward".
  { name: 'direction-word-is-adverb', example: 'forward', cls: 'DirectionWords', phrase: true, pos: 'adv' },
  // ("when its health reaches zero": a number written as a word is no verb, whatever compromise reads.)
  { name: 'number-word-is-number', example: 'when its health reaches zero', cls: 'NumberWords', from: 'verb', pos: 'num' },
  // ("..., so go back if your path is empty": a connective links clauses; the tagger makes
  // "so" a noun before an order, and a noun would be read as the clause's subject.)
  { name: 'connective-is-adverb', example: 'so go back if your path is empty', cls: 'ConnectiveAdverbs', from: 'noun', pos: 'adv' },
  // ("gets the welcome email right away", "stays locked for good": the words of a set adverb
  // phrase are adverbs, not a verb or a place.)
  { name: 'adverb-phrase', example: 'gets the welcome email right away', cls: 'AdverbPhrases', phrase: true, pos: 'adv' },
  // "two seconds", "5 minutes": units of time are nouns.
  { name: 'time-unit-is-noun', example: 'two seconds', cls: 'TimeUnits', phrase: true, from: 'num', pos: 'noun' },
  // "there are", "from here": places the text points at, not things.
  { name: 'place-pronoun', example: 'there are', cls: 'PlacePronouns', pos: 'pron' },
  // ("else show an error": "else" and "otherwise" open the other branch; they determine nothing.)
  { name: 'otherwise-marker-is-adverb', example: 'else show an error', cls: 'OtherwiseMarkers', pos: 'adv' },
  // ("goes from open to in progress", "is on hold": a state named by a phrase is a noun, all of it.)
  { name: 'state-phrase-is-noun', example: 'goes from open to in progress', cls: 'StatePhrases', phrase: true, pos: 'noun' },
  // ("shall cause re-entry to OPENING": a noun for a motion that is never a verb.)
  { name: 'motion-noun-is-noun', example: 'shall cause re-entry to OPENING', cls: 'MotionNouns', pos: 'noun' },
  // ("Please rename review to checking": a word of politeness, not a subject.)
  { name: 'politeness-word-is-adverb', example: 'Please rename review to checking', cls: 'PolitenessWords', pos: 'adv' },
];

export const WORD_RULES: readonly Rule[] = [
  ...CLASS_ROWS.map(classRule),
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
    // ("On power-up the controller shall enter CLOSED": the moment of switching on, after a preposition, is a noun.)
    name: 'power-up-noun-after-preposition',
    example: 'On power-up the controller shall enter CLOSED',
    apply(tokens, i) {
      const t = tokens[i];
      if (t.kind === 'word' && t.pos === 'verb' && listed('PowerUpNouns', t.norm) && tokens[i - 1]?.pos === 'prep') t.pos = 'noun';
    },
  },
  {
    // ("if nobody connects within 30 s it drops": a unit of time after a number in digits is a noun, whatever compromise read.)
    name: 'time-unit-after-number',
    example: 'if nobody connects within 30 s it drops to slow advertising',
    apply(tokens, i) {
      const t = tokens[i];
      if (t.kind === 'word' && t.pos !== 'noun' && t.tags.has('TimeUnits') && tokens[i - 1]?.kind === 'number' && /^\d+$/.test(tokens[i - 1].text)) t.pos = 'noun';
    },
  },
];
