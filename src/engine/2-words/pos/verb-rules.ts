/**
 * Rules about the verb: a listed verb that compromise read as a plural noun is the verb when its
 * subject stands before it ("the carousel moves to", "Confirming deletes the item", "if someone
 * steps in") or its object after it ("A delivery scan moves it to delivered").
 */
import { listed } from '../../grammar/words.js';
import { lemmaOf } from '../lemma.js';
import { isListedVerb, nounish, opensSentence, readAsVerb } from './cues.js';
import type { Rule } from './rule.js';
import { isName, type Token } from '../token.js';

// "'Accept all' stores their consent": after a control's name that opens the sentence, a plural is the verb.
export const verbAfterQuotedControl: Rule = {
  name: 'verb-after-quoted-control',
  example: "'Accept all' stores their consent",
  apply(tokens, i) {
    const t = tokens[i];
    const prev = tokens[i - 1];
    const next = tokens[i + 1];
    if (t.pos === 'noun' && /[^s]s$/.test(t.norm) && prev && (prev.kind === 'quoted' || prev.kind === 'name') && (i === 1 || tokens[i - 2]?.kind === 'punct') && next && /^(det|pron)$/.test(next.pos)) {
      readAsVerb(t);
    }
  },
};

// "when the server replies": in a condition, a plural after "the" and a noun is the verb.
// ("if the obstruction sensor trips": past the nouns and adjectives of the subject, too.)
// What it finds is kept in `memo.conditionVerb` for 'field-noun-after-modifier'.
export const verbAfterConditionSubject: Rule = {
  name: 'verb-after-condition-subject',
  example: 'when the server replies',
  apply(tokens, i, memo) {
    const t = tokens[i];
    const prev = tokens[i - 1];
    const next = tokens[i + 1];
    memo.conditionVerb = false;
    // ("when the PR merges": after a name as the subject's head, too.)
    // ("when the trial ends": or after a word the tagger read as an adjective, right after its determiner, before a verb of the field.)
    const adjectiveHead = prev?.pos === 'adj' && tokens[i - 2]?.pos === 'det' && isListedVerb(t);
    if (!/[^s]s$/.test(t.norm) || !prev || (prev.pos !== 'noun' && !isName(prev) && !adjectiveHead) || prev.tags.has('Plural')) return;
    let d = i - 2;
    // ("when its health reaches zero": a possessive is the subject's determiner too.)
    const determiner = (k: number) => tokens[k]?.pos === 'det' || listed('PossessiveDeterminers', tokens[k]?.norm ?? '');
    while (d > 0 && !determiner(d) && (tokens[d].pos === 'noun' || tokens[d].pos === 'adj') && i - d < 5) d--;
    // ("When the dispenser reports vendComplete", "reaches zero": a verb of the field before its object or a number, too.)
    // ("until the user taps Start": or a control's capitalised label.)
    // ("if the EVSE withholds energy the status is ...": or a bare object and then the next clause's subject.)
    const objectThenClause = next?.pos === 'noun' && next.kind === 'word' && tokens[i + 2]?.pos === 'det';
    const objectNext = !!next && ((isListedVerb(t) && (isName(next) || next.pos === 'det' || next.pos === 'num' || (next.kind === 'word' && /^[A-Z]/.test(next.text)))) || objectThenClause);
    // ("when the customer replies it flips back to Open": or before a pronoun, the next clause's subject or its object.)
    // ("when VBAT rises above 3.0 V": or after a name written as one, right after the subordinator.)
    // (Not a unit of time: "After `duration` milliseconds (5000 by default)".)
    const bareName = isName(prev) && !!tokens[i - 2] && listed('ConditionSubordinators', tokens[i - 2].norm) && !t.tags.has('TimeUnits') && !!next && /^(prep|adv|adj|det|num)$/.test(next.pos);
    const conditionVerb = bareName || (determiner(d) && tokens[d - 1] && listed('ConditionSubordinators', tokens[d - 1].norm) && (!next || /^(punct|conj|sub|prep|adv|pron)$/.test(next.pos) || objectNext));
    memo.conditionVerb = !!conditionVerb;
    if (t.pos === 'noun' && conditionVerb) {
      readAsVerb(t);
      // (The word before is the subject's noun; both settled there, for the rules of nouns after an adjective.)
      if (adjectiveHead) {
        prev.pos = 'noun';
        return true;
      }
    }
  },
};

// "might transition", "should start": after a modal, the base form of a verb.
export const verbAfterModal: Rule = {
  name: 'verb-after-modal',
  example: 'might transition',
  apply(tokens, i) {
    const t = tokens[i];
    const prev = tokens[i - 1];
    if (t.pos !== 'noun') return;
    const modalBefore = prev?.pos === 'aux' ? prev : prev?.pos === 'adv' && tokens[i - 2]?.pos === 'aux' ? tokens[i - 2] : undefined;
    // ("The reviewer can Approve, which ...": a control's name as the verb, capitalised, closing its clause.)
    const control = /^[A-Z][a-z]/.test(t.text) && (!tokens[i + 1] || /^(punct|conj)$/.test(tokens[i + 1].pos));
    // ("ARMED will disarm back to IDLE": any word going back to a place.)
    const goesBack = tokens[i + 1]?.norm === 'back' && listed('TargetPrepositions', tokens[i + 2]?.norm ?? '');
    if (modalBefore && listed('ModalVerbs', modalBefore.norm) && !/s$/.test(t.norm) && (isListedVerb(t) || t.tags.has('Infinitive') || control || goesBack)) t.pos = 'verb';
  },
};

// ("An overridden item can be reset back to open": after "be" and a modal, a verb the lexicons list,
// before a particle or a preposition, is its participle.)
export const participleAfterModalBe: Rule = {
  name: 'participle-after-modal-be',
  example: 'can be reset back to open',
  apply(tokens, i) {
    const t = tokens[i];
    const next = tokens[i + 1];
    if (t.pos !== 'noun' || tokens[i - 1]?.norm !== 'be' || !listed('ModalVerbs', tokens[i - 2]?.norm ?? '') || !isListedVerb(t)) return;
    if (next && (/^(part|prep|adv)$/.test(next.pos) || listed('VerbParticles', next.norm))) t.pos = 'verb';
  },
};

// ("Confirming deletes the item": after a gerund that opens the sentence, a plural before a determiner is the verb.)
export const verbAfterOpeningGerund: Rule = {
  name: 'verb-after-opening-gerund',
  example: 'Confirming deletes the item',
  apply(tokens, i) {
    const t = tokens[i];
    const prev = tokens[i - 1];
    const next = tokens[i + 1];
    // ("Printing starts when a job arrives": a listed verb before a subordinate clause, too.)
    const before = next?.pos === 'det' || (next?.pos === 'sub' && isListedVerb(t));
    if (t.pos === 'noun' && /[^s]s$/.test(t.norm) && prev && opensSentence(tokens, i - 1) && /ing$/.test(prev.norm) && lemmaOf(prev.norm) !== prev.norm && before) {
      readAsVerb(t);
      // (A written name stays the name: "`VERIFYING` checks the hash".)
      if (prev.kind === 'word') prev.pos = 'verb';
    }
  },
};

// "pressing M mutes and pressing M again ...": after a gerund and the name it is done to, an -s
// word that ends the clause is the verb.
export const verbAfterGerundAndName: Rule = {
  name: 'verb-after-gerund-and-name',
  example: 'During racing, pressing M mutes and pressing M again resumes racing',
  apply(tokens, i) {
    const [gerund, name, t, next] = [tokens[i - 2], tokens[i - 1], tokens[i], tokens[i + 1]];
    if (t.pos !== 'noun' || !/[^s]s$/.test(t.norm) || !gerund || !/ing$/.test(gerund.norm) || gerund.pos !== 'verb' || (name?.kind !== 'name' && name?.kind !== 'quoted')) return;
    if (!next || next.kind === 'punct' || next.pos === 'conj') {
      readAsVerb(t);
    }
  },
};

// (", becoming fulfilled": after a comma, the -ing form of a verb of becoming or going is a participle.)
export const participleAfterComma: Rule = {
  name: 'participle-after-comma',
  example: 'it either resolves, becoming fulfilled, or rejects',
  apply(tokens, i) {
    const t = tokens[i];
    if (t.pos !== 'adj' || !/ing$/.test(t.norm) || tokens[i - 1]?.text !== ',') return;
    const lemma = lemmaOf(t.norm);
    if (lemma !== t.norm && (listed('LinkingVerbs', lemma) || listed('MotionVerbs', lemma))) {
      t.pos = 'verb';
      t.lemma = lemma;
    }
  },
};

// "It is fulfilled when ..., and rejected otherwise": a participle after "and" or "or", when the
// sentence said "is" and a participle before, is that passive again, with the same subject.
export const passiveInCoordination: Rule = {
  name: 'passive-in-coordination',
  example: 'It is fulfilled when the server answers, and rejected otherwise',
  apply(tokens, i) {
    const t = tokens[i];
    if ((t.pos !== 'adj' && t.pos !== 'noun') || !/ed$/.test(t.norm) || !listed('JoiningConjunctions', tokens[i - 1]?.norm ?? '')) return;
    let k = i - 2;
    // (Back to "is" and its participle, an adverb between them too: "is either fulfilled".)
    const be = (j: number) => listed('FiniteBeForms', tokens[j - 1]?.norm ?? '') || (tokens[j - 1]?.pos === 'adv' && listed('FiniteBeForms', tokens[j - 2]?.norm ?? ''));
    while (k > 0 && tokens[k].text !== '.' && !(be(k) && tokens[k].pos === 'verb' && /ed$/.test(tokens[k].norm))) k--;
    if (k > 0 && tokens[k].text !== '.') t.pos = 'verb';
  },
};

// ("pressing down makes her dive", "Plugging it in exits low-power mode": after a gerund that opens
// a clause and its particle, a plural before what it acts on is the verb.)
export const verbAfterGerundParticle: Rule = {
  name: 'verb-after-gerund-particle',
  example: 'pressing down makes her dive',
  apply(tokens, i) {
    const t = tokens[i];
    const prev = tokens[i - 1];
    const next = tokens[i + 1];
    // ("Switching it on starts heating": or before what it starts doing, in -ing.)
    const doing = !!next && /ing$/.test(next.norm) && next.lemma !== next.norm;
    if (!/^(noun|verb)$/.test(t.pos) || !/[^s]s$/.test(t.norm) || !prev || !listed('VerbParticles', prev.norm) || !next || !(/^(det|pron|adj|noun)$/.test(next.pos) || doing)) return;
    // ("An agent picking one up makes it Open": past "one" as the object too, and after a person doing it.)
    const g = tokens[i - 2]?.pos === 'pron' || tokens[i - 2]?.norm === 'one' ? i - 3 : i - 2;
    const gerund = tokens[g];
    if (!gerund || !/ing$/.test(gerund.norm) || lemmaOf(gerund.norm) === gerund.norm) return;
    const doer = tokens[g - 1]?.pos === 'noun' && tokens[g - 2]?.pos === 'det' && opensSentence(tokens, g - 2);
    if (!(opensSentence(tokens, g) || tokens[g - 1]?.text === ',' || tokens[g - 1]?.pos === 'sub' || doer)) return;
    readAsVerb(t);
    gerund.pos = 'verb';
    prev.pos = 'part';
  },
};

// ("Pressing Leave disconnects from the room, plays a goodbye sound and ...": in a series of
// predicates after a comma, a plural before a determiner is the next verb.)
export const verbInPredicateSeries: Rule = {
  name: 'verb-in-predicate-series',
  example: 'Pressing Leave disconnects from the room, plays a goodbye sound and ...',
  apply(tokens, i) {
    const t = tokens[i];
    const prev = tokens[i - 1];
    const next = tokens[i + 1];
    if (t.pos === 'noun' && /[^s]s$/.test(t.norm) && prev?.text === ',' && next?.pos === 'det' && tokens.slice(0, i - 1).some((x) => x.pos === 'verb' && /[^s]s$/.test(x.norm))) {
      readAsVerb(t);
    }
  },
};

// ("if someone steps in", "it slides away": after a pronoun subject, a plural is the verb.)
export const verbAfterSubjectPronoun: Rule = {
  name: 'verb-after-subject-pronoun',
  example: 'if someone steps in',
  apply(tokens, i) {
    const t = tokens[i];
    const prev = tokens[i - 1];
    const next = tokens[i + 1];
    if (t.pos === 'noun' && /[^s]s$/.test(t.norm) && prev && listed('SubjectPronouns', prev.norm) && next && /^(part|prep|det|adv|punct)$/.test(next.pos)) {
      readAsVerb(t);
    }
  },
};

// ("else show an error", "otherwise go to idle": an order after the other branch's word.)
export const orderAfterOtherwise: Rule = {
  name: 'order-after-otherwise',
  example: 'else show an error',
  apply(tokens, i) {
    const t = tokens[i];
    const prev = tokens[i - 1];
    const next = tokens[i + 1];
    // ("If it isn't, show 'Please accept the terms'": after a fronted condition and its comma, too.)
    let k = i - 2;
    while (k > 0 && tokens[k].kind !== 'punct') k--;
    const opener = k >= 0 ? k + (tokens[k].kind === 'punct' ? 1 : 0) : -1;
    // ("In Off, when motion turns on, set mode to Auto On": after a fronted place and its comma, too.)
    const fronted = opener > 0 && tokens[opener - 1]?.text === ',';
    const afterCondition = prev?.text === ',' && opener >= 0 && (opensSentence(tokens, opener) || fronted) && tokens[opener].pos === 'sub' && !/(s|ed|ing)$/.test(t.norm);
    const objectNext = !!next && (/^(det|prep|pron)$/.test(next.pos) || (afterCondition && (next.kind === 'quoted' || next.pos === 'name' || (next.pos === 'noun' && tokens[i + 2]?.pos === 'prep'))));
    if (t.pos === 'noun' && prev && (listed('OtherwiseMarkers', prev.norm) || afterCondition) && (t.tags.has('Verb') || isListedVerb(t)) && objectNext) {
      readAsVerb(t);
    }
  },
};

// A listed verb that compromise read as a plural noun, right after its subject.
// ("Stop, from anywhere in active, returns to stopped": after an aside in commas, too.)
export const listedVerbAfterSubject: Rule = {
  name: 'listed-verb-after-subject',
  example: 'Stop, from anywhere in active, returns to stopped',
  apply(tokens, i) {
    const t = tokens[i];
    // ("Pressing refund in ready also returns to idle": past an adverb.)
    let p = i - 1;
    while (p > 0 && tokens[p].pos === 'adv' && tokens[p].kind === 'word') p--;
    const prev = tokens[p];
    const next = tokens[i + 1];
    if (t.pos !== 'noun' || !isListedVerb(t) || !/s$/.test(t.norm)) return;
    const afterAside = prev?.text === ',' && next && listed('PathWords', next.norm);
    // ("green becomes yellow, yellow becomes red", "After 30 seconds red becomes green": an adjective
    // alone as the subject, where a clause begins.)
    const adjectiveAlone = prev?.pos === 'adj' && (opensSentence(tokens, p) || tokens[p - 1]?.text === ',' || !!tokens[p - 1]?.tags.has('TimeUnits'));
    // ("Everyone who signs up lands in Welcome": after a subject's relative clause, its verb and particle.)
    const relativeEnds = prev?.pos === 'part' && tokens[p - 1]?.pos === 'verb' && tokens[p - 2]?.pos === 'rel';
    const subjectEnds = prev && (nounish(prev.pos) || prev.pos === 'rel' || relativeEnds || (prev.pos === 'adj' && tokens[p - 1]?.pos === 'sub') || (prev.pos === 'verb' && /ing$/.test(prev.norm)) || (prev.pos === 'adj' && (tokens[p - 1]?.pos === 'det' || tokens[p - 1]?.pos === 'prep')) || adjectiveAlone || afterAside);
    const objectOrPhrase = next && (/^(det|prep|part|name|adv|pron|num|punct|neg|aux|adj)$/.test(next.pos) || (next.pos === 'conj' && /^(pron|det)$/.test(tokens[i + 2]?.pos ?? '')) || next.norm === 'back' || prev?.kind === 'name' || ((next.pos === 'verb' || next.pos === 'noun') && /(ed|en|ing)$/.test(next.norm)));
    // ("Approved requests can be cancelled": a plural before a modal is the subject's head, no verb.)
    const beforeModal = next?.pos === 'aux' && listed('ModalVerbs', next.norm);
    if (subjectEnds && objectOrPhrase && !beforeModal) {
      t.pos = 'verb';
      t.tags.add('Verb');
      t.tags.add('PresentTense');
      // ("The light toggles between on and off": with no other verb in its clause, the noun rules
      // that read "light toggles" as a compound do not undo it.)
      return next.pos === 'prep' && !otherVerbInClause(tokens, i);
    }
  },
};

/** Whether a verb or auxiliary stands in the same clause as `i`, before or after it. */
function otherVerbInClause(tokens: Token[], i: number): boolean {
  const ends = (t: Token) => t.kind === 'punct' && /^[.;:!?,]$/.test(t.text);
  for (let k = i + 1; k < tokens.length && !ends(tokens[k]) && tokens[k].pos !== 'sub' && tokens[k].pos !== 'conj'; k++) if (tokens[k].pos === 'verb' || tokens[k].pos === 'aux') return true;
  for (let k = i - 1; k >= 0 && !ends(tokens[k]) && tokens[k].pos !== 'sub'; k--) if (tokens[k].pos === 'verb' || tokens[k].pos === 'aux') return true;
  return false;
}

// ("A delivery scan moves it to delivered", "the next click takes them back": a listed verb
// before an object pronoun and its phrase is a verb, whatever stands before it.)
export const verbBeforeObjectPronoun: Rule = {
  name: 'verb-before-object-pronoun',
  example: 'A delivery scan moves it to delivered',
  apply(tokens, i) {
    const t = tokens[i];
    const prev = tokens[i - 1];
    const next = tokens[i + 1];
    // ("`PAUSE` pauses it": after a written name, any verb.)
    // ("while cooking pauses it": or after a gerund.)
    const afterName = !!prev && (isName(prev) || (/ing$/.test(prev.norm) && prev.kind === 'word'));
    if (t.pos !== 'noun' || !/[^s]s$/.test(t.norm) || !(isListedVerb(t) || afterName)) return;
    const objectPronoun = next && (listed('ObjectCasePronouns', next.norm) || (listed('EitherCasePronouns', next.norm) && (!tokens[i + 2] || /^(prep|part|punct)$/.test(tokens[i + 2].pos) || tokens[i + 2].norm === 'back')));
    // ("`submitting` calls our API": after a written name, before a possessive and its noun, too.)
    const possessed = afterName && isName(prev) && !!next?.tags.has('PossessiveDeterminers') && /^(noun|name|adj)$/.test(tokens[i + 2]?.pos ?? '');
    if ((objectPronoun || possessed) && prev && prev.kind !== 'punct') {
      readAsVerb(t);
      // ("A passive open moves it": the adjective that ends the subject before it is its head.)
      if (prev.pos === 'adj' && (tokens[i - 2]?.pos === 'det' || (tokens[i - 2]?.pos === 'adj' && tokens[i - 3]?.pos === 'det'))) prev.pos = 'noun';
    }
  },
};
