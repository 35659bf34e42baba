/**
 * Rules about the subject: a word that opens a clause before its verb is what the clause is about,
 * whatever form it has: a control's name ("Submit only works", "pause moves to Paused"), a gerund
 * ("Cancelling just closes the dialog"), a plural ("Library books start available").
 */
import { listed } from '../../grammar/words.js';
import { lemmaOf } from '../lemma.js';
import { isListedVerb, opensSentence, readAsVerb } from './cues.js';
import type { Rule } from './rule.js';
import { isName } from '../token.js';

// "Submit only works if ...", "Next moves forward", "Stop, from anywhere, returns to stopped",
// "Enter, Space or ArrowDown opens the menu": a capitalised word that opens a sentence before a verb
// in the third person is a control's name.
export const controlNameOpeningSentence: Rule = {
  name: 'control-name-opening-sentence',
  example: 'Submit only works if ...',
  apply(tokens, i) {
    const t = tokens[i];
    const prev = tokens[i - 1];
    if ((t.pos === 'verb' || t.pos === 'adj' || t.pos === 'adv') && /^[A-Z][a-z]/.test(t.text) && (!prev || prev.pos === 'punct')) {
      let k = i + 1;
      // (past an aside in commas: "Stop, from anywhere in active, returns to stopped")
      if (tokens[k]?.text === ',') {
        const close = tokens.findIndex((x, j) => j > k && x.text === ',');
        // (Or past the names of other controls it is listed with: "Enter, Space or ArrowDown opens the menu".)
        let listedWith = k;
        while (tokens[listedWith] && (tokens[listedWith].text === ',' || listed('JoiningConjunctions', tokens[listedWith].norm) || ((isName(tokens[listedWith]) || /^[A-Z]/.test(tokens[listedWith].text)) && tokens[listedWith].kind !== 'punct'))) listedWith++;
        if (close > 0 && close - k <= 6) k = close + 1;
        else if (listedWith > k + 1) k = listedWith;
      }
      // (past a place: "Finish on confirm goes to done")
      if (tokens[k]?.pos === 'prep' && tokens[k + 1]?.kind === 'word' && tokens[k + 2] && /[^s]s$/.test(tokens[k + 2].norm) && isListedVerb(tokens[k + 2])) k += 2;
      while (tokens[k] && (tokens[k].pos === 'adv' || tokens[k].tags.has('MannerWords'))) k++;
      const verb = tokens[k];
      if (verb && (verb.pos === 'verb' || verb.pos === 'noun') && /[^s]s$/.test(verb.norm) && (isListedVerb(verb) || verb.tags.has('PresentTense') || verb.tags.has('Verb'))) t.pos = 'noun';
    }
    // ("Play starts playback from stopped": a control's name already read as a noun, and the verb
    // after it read as a plural.)
    const next = tokens[i + 1];
    // ("During play, Escape pauses the game": before its object, whatever the verb.)
    const known = !!next && (isListedVerb(next) || next.tags.has('PresentTense') || tokens[i + 2]?.pos === 'det');
    if ((t.pos === 'noun' || t.pos === 'verb') && /^[A-Z][a-z]+$/.test(t.text) && !/ing$/.test(t.norm) && (!prev || prev.pos === 'punct') && next?.pos === 'noun' && /[^s]s$/.test(next.norm) && known && tokens[i + 2] && /^(det|noun|prep|pron|name)$/.test(tokens[i + 2].pos)) {
      t.pos = 'noun';
      readAsVerb(next);
    }
  },
};

// ("When a message arrives, idle goes to reading": a lone adjective that opens a clause before a listed verb is its subject.)
export const adjectiveSubjectBeforeVerb: Rule = {
  name: 'adjective-subject-before-verb',
  example: 'When a message arrives, idle goes to reading',
  apply(tokens, i) {
    const t = tokens[i];
    const prev = tokens[i - 1];
    const next = tokens[i + 1];
    if (t.pos === 'adj' && (!prev || prev.text === ',') && next && next.pos === 'verb' && /[^s]s$/.test(next.norm) && isListedVerb(next)) t.pos = 'noun';
  },
};

// "Frightened ghosts turn back to normal": a participle that opens a sentence before a plural noun
// and its verb describes the subject.
export const participleBeforePluralSubject: Rule = {
  name: 'participle-before-plural-subject',
  example: 'Frightened ghosts turn back to normal after 8 seconds',
  apply(tokens, i) {
    const [t, noun, verb] = [tokens[i], tokens[i + 1], tokens[i + 2]];
    // ("Sent invoices become cancelled": an irregular participle too.)
    // ("Pending payments are cancelled after 48 hours": an adjective in -ing, too.)
    const ing = t.tags.has('IngAdjectives') && t.kind === 'word' && /^(verb|noun|adj)$/.test(t.pos);
    // ("Quarantined specimens that are not resolved ... are REJECTED": a plural the tagger read as a verb,
    // no verb of the field, before a relative pronoun, is the noun the participle qualifies.)
    const relative = !!verb && (listed('RelativePronouns', verb.norm) || verb.norm === 'that');
    const plural = noun?.pos === 'noun' ? noun.tags.has('Plural') : !!noun && noun.kind === 'word' && /[^s]s$/.test(noun.norm) && !isListedVerb(noun) && relative;
    const participle = (t.pos === 'verb' || (t.pos === 'noun' && /^[A-Z]/.test(t.text))) && (/ed(-[a-z]+)?$/.test(t.norm) || t.tags.has('PastTense'));
    if ((participle || ing) && opensSentence(tokens, i) && plural && (verb?.pos === 'verb' || verb?.pos === 'aux' || relative)) {
      t.pos = 'adj';
      noun!.pos = 'noun';
      // (Settled: no gerund opening the sentence.)
      return t.tags.has('IngAdjectives');
    }
  },
};

// ("Refreshing should call the fetchItems service": before a modal, too; it names what is going on.)
export const gerundSubjectBeforeModal: Rule = {
  name: 'gerund-subject-before-modal',
  example: 'Refreshing should call the fetchItems service',
  apply(tokens, i) {
    const t = tokens[i];
    const next = tokens[i + 1];
    if ((t.pos === 'adj' || t.pos === 'verb') && opensSentence(tokens, i) && /ing$/.test(t.norm) && lemmaOf(t.norm) !== t.norm && next?.pos === 'aux' && next.tags.has('Modal')) t.pos = 'noun';
  },
};

// ("Cancelling just closes the dialog": a gerund that opens the sentence before its verb is its subject.)
export const gerundSubjectOpeningSentence: Rule = {
  name: 'gerund-subject-opening-sentence',
  example: 'Cancelling just closes the dialog',
  apply(tokens, i) {
    const t = tokens[i];
    const next = tokens[i + 1];
    if (t.pos === 'noun' && opensSentence(tokens, i) && /ing$/.test(t.norm) && lemmaOf(t.norm) !== t.norm && next && (next.pos === 'adv' || (next.pos === 'verb' && /[^s]s$/.test(next.norm)))) {
      readAsVerb(t);
    }
  },
};

// ("While Playing, pause moves to Paused": a verb's plain form that opens a clause before a
// listed verb in the third person and its phrase is the subject, a control's name.)
// ("While playing, pause pauses it and stop stops it": or before its own verb.)
export const controlNameOpeningClause: Rule = {
  name: 'control-name-opening-clause',
  example: 'While Playing, pause moves to Paused',
  apply(tokens, i) {
    const t = tokens[i];
    const prev = tokens[i - 1];
    const next = tokens[i + 1];
    const own = !!next && lemmaOf(next.norm) === t.norm && next.norm !== t.norm;
    if (t.pos === 'verb' && !/(s|ed|ing)$/.test(t.norm) && (!prev || /^(punct|sub|conj)$/.test(prev.pos)) && next && /[^s]s$/.test(next.norm) && (isListedVerb(next) || own) && tokens[i + 2] && (/^(prep|det|pron|part)$/.test(tokens[i + 2].pos) || tokens[i + 2].tags.has('DirectionWords'))) {
      t.pos = 'noun';
      readAsVerb(next);
    }
  },
};

// ("Library books start available": a plural that opens a clause before a listed verb's plain form is its subject.)
export const pluralSubjectBeforePlainVerb: Rule = {
  name: 'plural-subject-before-plain-verb',
  example: 'Library books start available',
  apply(tokens, i) {
    const t = tokens[i];
    const prev = tokens[i - 1];
    const next = tokens[i + 1];
    if (t.pos === 'verb' && /[^s]s$/.test(t.norm) && (!prev || /^(punct|sub|conj)$/.test(prev.pos) || (prev.pos === 'noun' && opensSentence(tokens, i - 1))) && next && next.kind === 'word' && !/(s|ed|ing)$/.test(next.norm) && isListedVerb(next) && tokens[i + 2] && /^(prep|det|adj|part)$/.test(tokens[i + 2].pos)) {
      t.pos = 'noun';
      next.pos = 'verb';
    }
  },
};

// ("PLAY and PAUSE switch between Playing and Paused", "`PAUSE` and `RESUME` toggle between ...":
// after two names joined as a subject, a listed verb in its plain form is their verb.)
export const verbAfterJoinedNames: Rule = {
  name: 'verb-after-joined-names',
  example: 'PLAY and PAUSE switch between Playing and Paused',
  apply(tokens, i) {
    const t = tokens[i];
    const [first, join, second] = [tokens[i - 3], tokens[i - 2], tokens[i - 1]];
    const opens = !tokens[i - 4] || /^(punct|sub|conj)$/.test(tokens[i - 4].pos);
    if (t.pos === 'noun' && t.kind === 'word' && t.norm === t.lemma && isListedVerb(t) && isName(first) && isName(second) && join?.pos === 'conj' && opens && /^(prep|det|name|part)$/.test(tokens[i + 1]?.pos ?? '')) t.pos = 'verb';
  },
};

// "pressing Settings moves ...": an -ing word that opens a clause before a name or a noun phrase is a gerund.
export const gerundOpeningClause: Rule = {
  name: 'gerund-opening-clause',
  example: 'pressing Settings moves ...',
  apply(tokens, i) {
    const t = tokens[i];
    const prev = tokens[i - 1];
    const next = tokens[i + 1];
    if (t.pos === 'adj' && /ing$/.test(t.norm) && (!prev || prev.pos === 'punct' || prev.pos === 'sub' || prev.pos === 'conj') && next && /^(name|noun|det|pron)$/.test(next.pos)) {
      readAsVerb(t);
    }
  },
};

// "when results arrive": of two verbs in a row that open a clause, the first is the subject.
export const subjectOfTwoVerbs: Rule = {
  name: 'subject-of-two-verbs',
  example: 'when results arrive',
  apply(tokens, i) {
    const t = tokens[i];
    const prev = tokens[i - 1];
    const next = tokens[i + 1];
    if (t.pos === 'verb' && next?.pos === 'verb' && /s$/.test(t.norm) && !/(ss|us)$/.test(t.norm) && (!prev || /^(sub|punct|det|conj)$/.test(prev.pos)) && !/(ed|ing)$/.test(next.norm)) t.pos = 'noun';
  },
};

// "The `issue` event transitions from draft to issued", "the machine transitions to idle": after a
// noun of the field, a plural before "from" or "to" is the verb, even when it is a noun of the field.
export const verbAfterKindNoun: Rule = {
  name: 'verb-after-kind-noun',
  example: 'The issue event transitions from draft to issued',
  apply(tokens, i) {
    const t = tokens[i];
    const prev = tokens[i - 1];
    const next = tokens[i + 1];
    const kindNoun = !!prev && prev.pos === 'noun' && !prev.tags.has('Plural') && (prev.tags.has('EventNouns') || prev.tags.has('StateNouns') || prev.tags.has('MachineNouns'));
    if (t.pos === 'noun' && /[^s]s$/.test(t.norm) && kindNoun && next && listed('PathWords', next.norm)) {
      readAsVerb(t);
    }
  },
};

// "the reader beeps and goes to locked", "the grunt gives up and returns", "the listening server
// replies with a SYNACK and moves to SYN_RCVD": after a subject, a plural-looking word joined to a
// verb in the third person, past its own complement with no verb in it, is a verb of the same series.
export const verbBeforeJoinedVerb: Rule = {
  name: 'verb-before-joined-verb',
  example: 'the reader beeps and goes to locked',
  apply(tokens, i) {
    const t = tokens[i];
    const prev = tokens[i - 1];
    let head = i - 2;
    while (head >= 0 && (tokens[head].pos === 'noun' || tokens[head].pos === 'adj') && tokens[head].kind === 'word') head--;
    const subject = !!prev && prev.pos === 'noun' && !prev.tags.has('Plural') && tokens[head]?.pos === 'det';
    if (t.pos !== 'noun' || !/[^s]s$/.test(t.norm) || !subject) return;
    // (Its complement: a short phrase of a preposition, determiners, nouns and names.)
    let k = i + 1;
    while (k < i + 7 && tokens[k] && /^(prep|det|noun|name|adj)$/.test(tokens[k].pos) && !listed('JoiningConjunctions', tokens[k].norm)) k++;
    const joined = tokens[k + 1];
    if ((k === i + 1 || tokens[i + 1].pos === 'prep') && listed('JoiningConjunctions', tokens[k]?.norm ?? '') && joined?.pos === 'verb' && /[^s]s$/.test(joined.norm)) {
      readAsVerb(t);
    }
  },
};

// "Starting a job with `M24` from `idle` first enters `heating`": after an adverb of order or time,
// a listed verb in the third person is the verb, whatever the word before it was read as.
export const verbAfterOrderAdverb: Rule = {
  name: 'verb-after-order-adverb',
  example: 'Starting a job from idle first enters heating',
  apply(tokens, i) {
    const t = tokens[i];
    const prev = tokens[i - 1];
    if (t.pos === 'noun' && /[^s]s$/.test(t.norm) && isListedVerb(t) && prev?.kind === 'word' && listed('OrderAdverbs', prev.norm) && i > 1 && tokens[i - 2].kind !== 'punct' && tokens[i - 2].pos !== 'det') {
      prev.pos = 'adv';
      readAsVerb(t);
    }
  },
};

// "Pressing submit starts validation", "Clicking next advances the slide": a gesture that opens the
// sentence, the control it is done to, and the verb in the third person after them.
export const controlAfterOpeningGesture: Rule = {
  name: 'control-after-opening-gesture',
  example: 'Pressing submit starts validation',
  apply(tokens, i) {
    const t = tokens[i];
    const gesture = tokens[i - 1];
    const verb = tokens[i + 1];
    if (!gesture || !opensSentence(tokens, i - 1) || !/ing$/.test(gesture.norm) || !gesture.tags.has('GestureVerbs') || t.kind !== 'word') return;
    if (verb && /[^s]s$/.test(verb.norm) && isListedVerb(verb) && tokens[i + 2] && /^(det|noun|prep|pron|name|adj)$/.test(tokens[i + 2].pos)) {
      gesture.pos = 'verb';
      t.pos = 'noun';
      readAsVerb(verb);
    }
  },
};

// ("If that resolves we store the new pair", "when this happens, ..."): after a condition's opener, a
// demonstrative alone is the subject, and the -s word after it its verb.
export const verbAfterDemonstrativeSubject: Rule = {
  name: 'verb-after-demonstrative-subject',
  example: 'If that resolves we store the new pair',
  apply(tokens, i) {
    const [t, prev, next] = [tokens[i], tokens[i - 1], tokens[i + 1]];
    // ("That moves the tunnel to `reconnecting`": or opening a sentence, before a verb the grammar lists.)
    const opening = i > 0 && opensSentence(tokens, i - 1) && isListedVerb(t);
    if (!(t.pos === 'noun' || (opening && t.pos === 'verb')) || !/[^s]s$/.test(t.norm) || !prev || !listed('Demonstratives', prev.norm) || !(listed('ConditionSubordinators', tokens[i - 2]?.norm ?? '') || opening)) return;
    if (next && !/^(pron|det|punct|conj|prep|adv)$/.test(next.pos)) return;
    prev.pos = 'pron';
    readAsVerb(t);
  },
};

// ("once payment is confirmed", "if payment is declined": a plain verb form that opens a clause
// before "is" or "was" is its subject, a noun; no verb stands before the copula of its own clause.)
export const subjectBeforeBe: Rule = {
  name: 'subject-before-be',
  example: 'once payment is confirmed the order becomes Paid',
  apply(tokens, i) {
    const t = tokens[i];
    const prev = tokens[i - 1];
    const next = tokens[i + 1];
    if (t.pos === 'verb' && t.kind === 'word' && t.norm === t.lemma && prev?.pos === 'sub' && next && listed('FiniteBeForms', next.norm)) t.pos = 'noun';
  },
};

// ("Short press the "i" button to go to TRIP", "Long press MODE to switch to ALARM": a word for how a
// gesture is made, before the gesture that opens an order, says how; it is no subject.)
export const mannerBeforeGesture: Rule = {
  name: 'manner-before-gesture',
  example: 'Long press MODE to switch to ALARM',
  apply(tokens, i) {
    const [manner, t] = [tokens[i - 1], tokens[i]];
    if (manner?.pos === 'adj' && manner.kind === 'word' && (i === 1 || tokens[i - 2].kind === 'punct') && t.pos === 'verb' && t.tags.has('GestureVerbs') && t.norm === t.lemma) manner.pos = 'adv';
  },
};
