/**
 * Rules about the verb after a plural subject: the plain form of a listed verb that compromise read
 * as a noun is the verb after a plural ("New CRs start in `Pending`"), after one qualified by a
 * phrase ("Cards on the board start at rest"), after subjects joined ("A timeout and a manual abort
 * lead to Aborted"), and after a quantifier standing apart ("'Allow' and 'Not now' both go on").
 */
import { listed } from '../../grammar/words.js';
import { isName } from '../token.js';
import { isListedVerb, opensSentence, pluralSubjectBefore, readAsVerb } from './cues.js';
import type { Rule } from './rule.js';

// ("'Allow' and 'Not now' both go on": after "both", "all" or "each" standing apart, a verb stays one.)
// (The exception to 'noun-after-determiner', which runs after it and reads the same quantifier.)
export const verbAfterFloatingQuantifier: Rule = {
  name: 'verb-after-floating-quantifier',
  example: "'Allow' and 'Not now' both go on",
  apply(tokens, i) {
    const t = tokens[i];
    const prev = tokens[i - 1];
    // (Not at the start of a sentence: "Each press toggles it" is a quantifier and its noun.)
    if (t.pos === 'noun' && prev && listed('FloatingQuantifiers', prev.norm) && isListedVerb(t) && tokens[i - 2] && ((tokens[i - 2].kind !== 'word' && tokens[i - 2].kind !== 'punct') || tokens[i - 2].pos === 'noun')) {
      t.pos = 'verb';
      prev.pos = 'adv';
    }
  },
};

// ("Cards on the board start at rest": after a plural subject and the phrase that qualifies it,
// a listed verb's plain form is the verb.)
export const verbAfterQualifiedPluralSubject: Rule = {
  name: 'verb-after-qualified-plural-subject',
  example: 'Cards on the board start at rest',
  apply(tokens, i) {
    const t = tokens[i];
    const prev = tokens[i - 1];
    const next = tokens[i + 1];
    // ("Orders in PENDING move to PAID": after a state written as a name, too.)
    if (t.pos === 'noun' && isListedVerb(t) && !/(s|ed|ing)$/.test(t.norm) && (prev?.pos === 'noun' || isName(prev)) && next?.pos === 'prep' && pluralSubjectBefore(tokens, i)) {
      readAsVerb(t);
    }
  },
};

// ("New CRs start in `Pending`", "Open PRs go to review": after a plural subject, an acronym's
// too, with no verb before it in the sentence, a listed verb's plain form is the verb.)
export const verbAfterPluralSubject: Rule = {
  name: 'verb-after-plural-subject',
  example: 'New CRs start in `Pending`',
  apply(tokens, i) {
    const t = tokens[i];
    const prev = tokens[i - 1];
    const next = tokens[i + 1];
    if (t.pos !== 'noun' || t.kind !== 'word' || /(s|ed|ing)$/.test(t.norm) || !isListedVerb(t) || prev?.pos !== 'noun') return;
    let from = i - 1;
    while (from > 0 && !opensSentence(tokens, from)) from--;
    const verbBefore = tokens.slice(from, i - 1).some((x) => x.pos === 'verb' || x.pos === 'aux');
    // ("A timeout and a manual abort lead to Aborted": two subjects joined are plural too.)
    const joined = tokens.slice(from + 1, i - 1).some((x, k) => x.norm === 'and' && tokens[from + k]?.pos === 'noun');
    const plural = prev.tags.has('Plural') || /^[A-Z]{2,}s$/.test(prev.text) || (joined && next?.pos === 'prep');
    if (plural && !verbBefore && next && /^(prep|det|part|adj|name)$/.test(next.pos)) readAsVerb(t);
  },
};

// ("Tasks are created as PENDING", "Orders were shipped", "Pull requests are ...": a plural opening
// the sentence before "are" or "were" is its subject, whatever else the word can be.)
export const pluralSubjectBeforeAre: Rule = {
  name: 'plural-subject-before-are',
  example: 'Tasks are created as PENDING',
  apply(tokens, i) {
    const t = tokens[i];
    const next = tokens[i + 1];
    // ("Pull requests are ...": after a word or two of a compound noun that open the sentence, too.)
    const opens = opensSentence(tokens, i) || [1, 2].some((n) => i - n >= 0 && opensSentence(tokens, i - n) && tokens.slice(i - n, i).every((x) => x.kind === 'word' && /^(noun|adj|verb)$/.test(x.pos) && !/(ing|ed)$/.test(x.norm)));
    if (t.kind === 'word' && (t.pos === 'verb' || t.pos === 'noun') && /[^s]s$/.test(t.norm) && /^[A-Z]?[a-z]+$/.test(t.text) && next && listed('PluralBeForms', next.norm) && opens) {
      t.pos = 'noun';
      // (Settled: the verb rules below would read it again after the word before.)
      return true;
    }
    return false;
  },
};
