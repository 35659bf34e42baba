/**
 * Rules about nouns: a word after a determiner, a number or a preposition is a noun ("the reset
 * event", "three slides", "after login"), and so is a noun of the field after a modifier ("the
 * settings screen"); a verb's base form after a noun is a compound noun ("a button press").
 */
import { listed } from '../../grammar/words.js';
import { isName, type Token } from '../token.js';
import { isFieldNoun, isListedVerb, opensSentence } from './cues.js';
import type { Rule } from './rule.js';

// "three slides", "two tabs": after a number, a plural is a noun; "a 30-second cooldown": so is
// a plain form after a determiner and an amount.
export const nounAfterNumber: Rule = {
  name: 'noun-after-number',
  example: 'three slides',
  apply(tokens, i) {
    const t = tokens[i];
    const prev = tokens[i - 1];
    const amount = !!prev && prev.kind === 'number' && tokens[i - 2]?.pos === 'det' && !/(ed|ing)$/.test(t.norm);
    if (t.pos === 'verb' && (/[^s]s$/.test(t.norm) || amount) && prev && (prev.pos === 'num' || prev.tags.has('Cardinal'))) t.pos = 'noun';
  },
};

// ("Zone 1 for 10 minutes, Zone 2 for 15 minutes", "Level 2 pages the on-call"): a capitalised word before
// a number in digits is a name with its label, not an order. (Not "Press 1 for sales": a verb of the field.)
export const nameBeforeLabelNumber: Rule = {
  name: 'name-before-label-number',
  example: 'Zone 1 for 10 minutes, Zone 2 for 15 minutes',
  apply(tokens, i) {
    const t = tokens[i];
    const next = tokens[i + 1];
    if (t.pos === 'verb' && t.kind === 'word' && /^[A-Z][a-z]+$/.test(t.text) && next?.kind === 'number' && /^\d+$/.test(next.text) && !isListedVerb(t)) t.pos = 'noun';
  },
};

// "Each press toggles it", "every click": after a quantifier that opens a phrase, a verb's plain form is a noun.
export const nounAfterQuantifier: Rule = {
  name: 'noun-after-quantifier',
  example: 'Each press toggles it',
  apply(tokens, i) {
    const t = tokens[i];
    const prev = tokens[i - 1];
    const next = tokens[i + 1];
    if (t.pos === 'verb' && !/([^s]s|ed|ing)$/.test(t.norm) && prev && listed('Quantifiers', prev.norm) && next?.pos === 'verb') {
      t.pos = 'noun';
      prev.pos = 'det';
    }
  },
};

// ("Anyone who hits unsubscribe goes to Unsubscribed", "If you tap continue we go to review": what
// a gesture is done to is a control, named by its label, even when the label is a verb's plain form.)
export const controlAfterGesture: Rule = {
  name: 'control-after-gesture',
  example: 'Anyone who hits unsubscribe goes to Unsubscribed',
  apply(tokens, i) {
    const t = tokens[i];
    const gesture = tokens[i - 1];
    const next = tokens[i + 1];
    if (t.pos !== 'verb' || t.kind !== 'word' || /([^s]s|ed|ing)$/.test(t.norm) || gesture?.pos !== 'verb' || !gesture.tags.has('GestureVerbs')) return;
    if (next && (next.pos === 'det' || next.pos === 'part' || listed('ObjectCasePronouns', next.norm))) return;
    t.pos = 'noun';
  },
};

// "a runner whose labels match `runs-on`": after "whose" comes what it owns, a noun, and then its verb.
export const nounAfterWhose: Rule = {
  name: 'noun-after-whose',
  example: 'a runner whose labels match runs-on is assigned',
  apply(tokens, i) {
    const t = tokens[i];
    const next = tokens[i + 1];
    if (t.pos === 'verb' && tokens[i - 1]?.norm === 'whose' && next && next.kind === 'word' && /^(noun|verb)$/.test(next.pos) && !/(ed|ing)$/.test(t.norm)) {
      t.pos = 'noun';
      next.pos = 'verb';
    }
  },
};

// "the above proceeds", "the following shows": a preposition after a determiner stands for a noun.
export const textDeixisAfterDeterminer: Rule = {
  name: 'text-deixis-after-determiner',
  example: 'the above proceeds',
  apply(tokens, i) {
    const t = tokens[i];
    const prev = tokens[i - 1];
    if (t.pos === 'prep' && prev?.pos === 'det' && listed('TextDeixis', t.norm)) t.pos = 'noun';
  },
};

// "the always object", "the after property": the runtime's own words, named. ("The always object will fire": a head noun read as a verb, too.)
export const keywordNounAfterDeterminer: Rule = {
  name: 'keyword-noun-after-determiner',
  example: 'the always object',
  apply(tokens, i) {
    const t = tokens[i];
    const prev = tokens[i - 1];
    const next = tokens[i + 1];
    if (prev?.pos !== 'det') return;
    const headThenVerb = next?.pos === 'verb' && tokens[i + 2] && (tokens[i + 2].pos === 'aux' || tokens[i + 2].pos === 'verb');
    if (listed('KeywordNouns', t.norm) && next && (next.pos === 'noun' || next.kind === 'punct' || next.pos === 'aux' || headThenVerb)) t.pos = 'noun';
  },
};

// "to state 'gas'", "in state A": a field noun after a preposition is a noun; so is one after a
// subordinator, before a name the clause's verb follows: "when state s3 is entered".
export const fieldNounAfterPreposition: Rule = {
  name: 'field-noun-after-preposition',
  example: "to state 'gas'",
  apply(tokens, i) {
    const t = tokens[i];
    const prev = tokens[i - 1];
    const named = prev?.pos === 'sub' && !!tokens[i + 1] && isName(tokens[i + 1]) && /^(aux|verb)$/.test(tokens[i + 2]?.pos ?? '');
    if (t.pos === 'verb' && isFieldNoun(t) && (prev?.pos === 'prep' || named)) t.pos = 'noun';
  },
};

// "the item shipped event", "a holding state": a participle or gerund before a field noun modifies it.
export const participleBeforeFieldNoun: Rule = {
  name: 'participle-before-field-noun',
  example: 'the item shipped event',
  apply(tokens, i) {
    const t = tokens[i];
    const prev = tokens[i - 1];
    const next = tokens[i + 1];
    if (t.pos === 'verb' && /(ed|ing)$/.test(t.norm) && next && isFieldNoun(next) && prev && /^(noun|name|det|adj)$/.test(prev.pos)) t.pos = 'adj';
  },
};

// The field's nouns after a determiner or a noun are nouns: "the help modal", "the settings screen".
export const fieldNounNotAdjective: Rule = {
  name: 'field-noun-not-adjective',
  example: 'the help modal',
  apply(tokens, i) {
    const t = tokens[i];
    const prev = tokens[i - 1];
    if (t.pos === 'adj' && isFieldNoun(t) && prev && /^(det|noun|name)$/.test(prev.pos)) t.pos = 'noun';
  },
};

// ("On success it goes to loaded", "after login": after a preposition, a verb's plain form is a noun.)
export const nounAfterPreposition: Rule = {
  name: 'noun-after-preposition',
  example: 'On success it goes to loaded',
  apply(tokens, i) {
    const t = tokens[i];
    const prev = tokens[i - 1];
    const next = tokens[i + 1];
    if (t.pos === 'verb' && prev?.pos === 'prep' && !listed('BareVerbPrepositions', prev.norm) && !/(ing|ed)$/.test(t.norm) && !t.tags.has('PastTense') && (!next || next.pos !== 'det')) {
      t.pos = 'noun';
      t.lemma = t.norm;
    }
  },
};

// "with no keystrokes", "no response": after "no", a noun.
export const nounAfterNo: Rule = {
  name: 'noun-after-no',
  example: 'with no keystrokes',
  apply(tokens, i) {
    const t = tokens[i];
    const prev = tokens[i - 1];
    if (t.pos === 'verb' && prev?.norm === 'no') t.pos = 'noun';
  },
};

/** "that packet signals Down state": a verb in the third person with its object. */
function withObject(tokens: Token[], i: number): boolean {
  const t = tokens[i];
  const next = tokens[i + 1];
  // ("the peer transitions to IDLE": or before "to" and the place it names, whatever the tagger read.)
  const place = tokens[i + 2];
  const toPlace = !!next && listed('TargetPrepositions', next.norm) && !!place && (isName(place) || place.pos === 'det');
  return !!(/[^s]s$/.test(t.norm) && next && ((t.tags.has('PresentTense') && (/^(det|noun|name|adj)$/.test(next.pos) || listed('VerbParticles', next.norm))) || toPlace));
}

// The field's nouns after a modifier are nouns: "the settings screen", "a TOGGLE event".
// ("that packet signals Down state": a verb in the third person with an object stays a verb.)
export const fieldNounAfterModifier: Rule = {
  name: 'field-noun-after-modifier',
  example: 'a TOGGLE event',
  apply(tokens, i, memo) {
    const t = tokens[i];
    const prev = tokens[i - 1];
    if (t.pos === 'verb' && isFieldNoun(t) && prev && /^(det|adj|noun|name)$/.test(prev.pos) && !withObject(tokens, i) && !memo.conditionVerb) t.pos = 'noun';
  },
};

// After a determiner, a possessive or an adjective that follows one, a word is a noun. ("'Allow' and
// 'Not now' both go on": not after "both", "all" or "each" standing apart, 'verb-after-floating-quantifier'.)
// ("the bottom triggers loadingMore": a verb with its object stays one after "the" and an adjective.)
export const nounAfterDeterminer: Rule = {
  name: 'noun-after-determiner',
  example: 'the reset event',
  apply(tokens, i) {
    const t = tokens[i];
    const prev = tokens[i - 1];
    if (t.pos !== 'verb' || !prev) return;
    // ("Once all retries are exhausted": a plural after a quantifier, before its verb, is the noun it counts.)
    const counted = listed('FloatingQuantifiers', prev.norm) && /[^s]s$/.test(t.norm) && tokens[i + 1]?.pos === 'aux';
    const floating = listed('FloatingQuantifiers', prev.norm) && isListedVerb(t) && !counted;
    const adjBefore = prev.pos === 'adj' && tokens[i - 2]?.pos === 'det' && !withObject(tokens, i);
    if (!floating && (prev.pos === 'det' || prev.tags.has('Possessive') || adjBefore || counted) && !/ing$/.test(t.norm)) t.pos = 'noun';
  },
};

/** Back from `from` past the adjectives and nouns before a word, no further than `limit`: where the phrase's determiner should stand. */
function pastModifiers(tokens: Token[], from: number, limit: number): number {
  let k = from;
  while (k > 0 && k > limit && (tokens[k].pos === 'adj' || tokens[k].pos === 'noun') && tokens[k].kind === 'word') k--;
  return k;
}

// ("When the programmed priming volume has been delivered", "the heating element is on": an -ing word
// after a determiner, before the noun its phrase ends on and that noun's verb, qualifies the noun.)
export const gerundModifier: Rule = {
  name: 'gerund-modifier',
  example: 'the priming volume has been delivered',
  apply(tokens, i) {
    const t = tokens[i];
    const [head, after] = [tokens[i + 1], tokens[i + 2]];
    if (t.pos !== 'verb' || !/ing$/.test(t.norm) || head?.pos !== 'noun' || head.kind !== 'word' || !after || !(after.pos === 'aux' || (after.pos === 'verb' && /([^s]s|ed)$/.test(after.norm)))) return;
    const k = pastModifiers(tokens, i - 1, i - 3);
    if (tokens[k]?.pos !== 'det') return;
    t.pos = 'adj';
    for (let j = k + 1; j < i; j++) if (tokens[j].pos === 'noun' && /ed$/.test(tokens[j].norm)) tokens[j].pos = 'adj';
  },
};

// "a button press in ...", "a HEADERS frame": a verb's base form after a singular noun or a name with a determiner is a compound noun.
export const compoundNoun: Rule = {
  name: 'compound-noun',
  example: 'a button press in ...',
  apply(tokens, i) {
    const t = tokens[i];
    const prev = tokens[i - 1];
    // ("A door-open button press": past the adjectives and nouns before it, to the determiner; or to a preposition, when the compound ends the phrase: "on button press.")
    const k = pastModifiers(tokens, i - 2, i - 4);
    const next = tokens[i + 1];
    const opened = tokens[k]?.pos === 'det' || (tokens[k]?.pos === 'prep' && (!next || next.kind === 'punct' || next.pos === 'conj'));
    // (After a plural too, where the clause's verb or a label follows: "the media transport (`ICE_DISCONNECTED`) moves us".)
    const close = next?.text === '(' ? tokens.findIndex((x, j) => j > i && x.text === ')') : -1;
    const verb = close > 0 ? tokens[close + 1] : next;
    const verbAfter = !!verb && verb.pos === 'verb' && /[^s]s$/.test(verb.norm);
    if (t.pos === 'verb' && !/^[A-Z]/.test(t.text) && !/([^s]s|ed|ing)$/.test(t.norm) && !t.tags.has('PastTense') && ((prev?.pos === 'noun' && (!prev.tags.has('Plural') || verbAfter)) || prev?.kind === 'name') && opened) t.pos = 'noun';
  },
};

// ("from in progress to done": a state named by a phrase stays a noun; no rule after this one reads it.)
export const statePhraseSettled: Rule = {
  name: 'state-phrase-settled',
  example: 'from in progress to done',
  apply(tokens, i) {
    if (tokens[i].tags.has('StatePhrases')) {
      tokens[i].pos = 'noun';
      return true;
    }
  },
};

// "the event select moves the machine", "the event refund returns it": after "the event", the
// word before the clause's verb is the event's name, whatever else it could be.
export const nameAfterKindNoun: Rule = {
  name: 'name-after-kind-noun',
  example: 'the event select moves the machine',
  apply(tokens, i) {
    const t = tokens[i];
    const kind = tokens[i - 1];
    const next = tokens[i + 1];
    if (t.kind !== 'word' || !kind?.tags.has('EventNouns') || tokens[i - 2]?.pos !== 'det' || t.tags.has('EventCompounds')) return;
    if (next && (next.pos === 'verb' || next.pos === 'aux') && /^(adj|verb)$/.test(t.pos)) t.pos = 'noun';
  },
};

// "Pressing Escape in any substate of editing returns to viewing": an -ing word after a preposition,
// right before the clause's verb, ends the subject's phrase: it is a name, not a verb.
export const gerundNameBeforeVerb: Rule = {
  name: 'gerund-name-before-verb',
  example: 'Pressing Escape in any substate of editing returns to viewing',
  apply(tokens, i) {
    const t = tokens[i];
    const next = tokens[i + 1];
    if (t.pos === 'verb' && /ing$/.test(t.norm) && tokens[i - 1]?.pos === 'prep' && !!next && (next.pos === 'verb' || isListedVerb(next)) && /[^s]s$/.test(next.norm) && !opensSentence(tokens, i - 1)) t.pos = 'noun';
  },
};

// ("The former becomes the latter": a word that points at one of a pair, standing alone after
// "the", is the noun phrase's head; not "the former owner".)
export const pairAnaphorAlone: Rule = {
  name: 'pair-anaphor-alone',
  example: 'The former becomes the latter',
  apply(tokens, i) {
    const t = tokens[i];
    const next = tokens[i + 1];
    const modified = !!next && (next.pos === 'adj' || next.kind === 'name' || (next.pos === 'noun' && !isListedVerb(next)));
    if (!listed('PairAnaphors', t.norm) || tokens[i - 1]?.norm !== 'the' || modified) return;
    t.pos = 'noun';
    return true;
  },
};
