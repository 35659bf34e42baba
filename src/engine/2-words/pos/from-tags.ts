/** compromise's tags, and the lexicons' classes of function words, as the first opinion on a token's part of speech. */
import { listed } from '../../grammar/words.js';
import type { Pos, Token } from '../token.js';
import { isBe } from './cues.js';

export function fromTags(t: Token): Pos {
  const tags = t.tags;
  if (t.kind === 'punct') return 'punct';
  if (t.kind === 'arrow') return 'arrow';
  if (t.kind === 'symbol') return 'symbol';
  if (t.kind === 'number') return 'num';
  if (t.kind !== 'word') return 'name';
  if (tags.has('ConditionMarkers') && !tags.has('ConditionMarkersStart') && !listed('NonSubordinatingConditionMarkers', t.norm)) return 'sub';
  if (listed('Subordinators', t.norm)) return 'sub';
  if (listed('RelativePronouns', t.norm)) return 'rel';
  if (listed('Negations', t.norm)) return 'neg';
  if (listed('Coordinators', t.norm)) return 'conj';
  if (tags.has('Determiner')) return 'det';
  if (tags.has('Pronoun')) return 'pron';
  if (tags.has('Preposition')) return 'prep';
  if (tags.has('Modal') || tags.has('Auxiliary') || tags.has('Copula') || isBe(t.norm)) return 'aux';
  if (tags.has('Negative')) return 'neg';
  if (tags.has('Particle')) return 'part';
  if (tags.has('Verb')) return 'verb';
  if (tags.has('Adjective')) return 'adj';
  if (tags.has('Adverb')) return 'adv';
  if (tags.has('Value')) return 'num';
  if (tags.has('Conjunction')) return listed('ConnectiveAdverbs', t.norm) ? 'adv' : 'prep';
  return 'noun';
}
