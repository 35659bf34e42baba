/**
 * Verbs known by where they stand: right after an arrow, after "do" and its negation, before
 * to/into and the place they name, between the thing and "until", or after a part that shows (a
 * verb of saying that shows). (The other verb rules read subjects, modals and gerunds.)
 */
import { listed } from '../../grammar/words.js';
import { isName, type Token } from '../token.js';
import { afterFrontedPhrase, isListedVerb, opensSentence, readAsVerb } from './cues.js';
import type { Rule } from './rule.js';

// ("`RESET` → return to `idle`", "`TimerStarted` → emit `TimerRunInProgress`": after an arrow, a
// listed verb before what it acts on opens the clause the arrow leads to.)
export const verbAfterArrow: Rule = {
  name: 'verb-after-arrow',
  example: '`RESET` → return to `idle`',
  apply(tokens, i) {
    const t = tokens[i];
    const next = tokens[i + 1];
    if (t.pos === 'noun' && t.kind === 'word' && tokens[i - 1]?.kind === 'arrow' && isListedVerb(t) && next && (/^(prep|det|part)$/.test(next.pos) || isName(next))) readAsVerb(t);
  },
};

/** After an auxiliary of `auxClass` and its negation, a word of the verb's `form` is the verb, and the auxiliary is one. */
function afterNegatedAuxiliary(auxClass: string, form: (t: Token, next: Token | undefined) => boolean): Rule['apply'] {
  return (tokens, i) => {
    const t = tokens[i];
    const [neg, aux] = [tokens[i - 1], tokens[i - 2]];
    if (t.kind !== 'word' || neg?.pos !== 'neg' || !aux || !listed(auxClass, aux.norm) || !form(t, tokens[i + 1])) return;
    if (t.pos !== 'verb') readAsVerb(t);
    aux.pos = 'aux';
  };
}

// ("it doesn't open straight away", "the door does not close": after "do" and its negation, the
// plain form of a listed verb is the verb, whatever else it can be; so is a lower-case word read as
// a noun, "if they don't ack", unless a noun follows it.)
export const verbAfterNegatedDo: Rule = {
  name: 'verb-after-negated-do',
  example: "it doesn't open straight away",
  apply: afterNegatedAuxiliary('DoForms', (t, next) => !/s$/.test(t.norm) && (isListedVerb(t) || (t.pos === 'noun' && /^[a-z]+$/.test(t.text) && !(next && /^(noun|name)$/.test(next.pos))))),
};

// ("If the conversion hasn't finished within 50 ms", "it has not received a reply": after a negated
// "have", a participle is the verb of the perfect, whatever compromise reads.)
export const participleAfterNegatedPerfect: Rule = {
  name: 'participle-after-negated-perfect',
  example: 'If the conversion has not finished within 50 ms',
  apply: afterNegatedAuxiliary('PerfectAuxiliaries', (t) => /(ed|en|wn|ne)$/.test(t.norm) && t.lemma !== t.norm),
};

/**
 * Whether the word at `i`, read as a plural noun, stands right after the thing a clause is about:
 * a determiner, maybe a word that qualifies the noun ("A held job"), then the noun or a name ("The LED").
 */
function afterTheThing(tokens: Token[], i: number): boolean {
  const [t, prev] = [tokens[i], tokens[i - 1]];
  if (t.pos !== 'noun' || t.kind !== 'word' || !/[^s]s$/.test(t.norm) || !prev || !/^(noun|name)$/.test(prev.pos)) return false;
  // ("ARMED disarms back to IDLE": or a name that opens the clause.)
  const openingName = isName(prev) && (i === 1 || tokens[i - 2]?.kind === 'punct');
  return tokens[i - 2]?.pos === 'det' || tokens[i - 3]?.pos === 'det' || openingName;
}

// ("..., the breaker trips to OPEN", "the job flips into `failed`": after "the" and a noun, or a name
// that opens the clause, an -s word before to/into and the place it names is the verb.)
export const verbBeforeTarget: Rule = {
  name: 'verb-before-target',
  example: 'the breaker trips to OPEN',
  apply(tokens, i) {
    const t = tokens[i];
    // ("the breaker trips back to CLOSED": past the particle "back", too.)
    const back = tokens[i + 1]?.norm === 'back' ? 1 : 0;
    const [next, place] = [tokens[i + 1 + back], tokens[i + 2 + back]];
    if (!afterTheThing(tokens, i)) return;
    if (next && listed('TargetPrepositions', next.norm) && place && (isName(place) || place.pos === 'det')) readAsVerb(t);
    // ("A job stays held", "the door remains open": a verb of staying before how it stays, too.)
    else if (t.tags.has('StayVerbs') && next && (next.pos === 'adj' || (next.pos === 'verb' && next.tags.has('PastTense')) || listed('StateParticles', next.norm))) readAsVerb(t);
  },
};

// ("The clock reaching zero moves the ALS to `IGNITION`", "a spike exceeding the limit sends it to
// `FAULT`": after a noun and what it is doing, a listed -s word before what it acts on is the verb
// the whole phrase is the subject of.)
export const verbAfterParticipleSubject: Rule = {
  name: 'verb-after-participle-subject',
  example: 'The clock reaching zero moves the ALS to IGNITION',
  apply(tokens, i) {
    const t = tokens[i];
    const next = tokens[i + 1];
    if (t.pos !== 'noun' || t.kind !== 'word' || !/[^s]s$/.test(t.norm) || !isListedVerb(t) || !next || !(next.pos === 'det' || next.pos === 'pron' || isName(next))) return;
    const doing = tokens.slice(Math.max(0, i - 4), i).findIndex((x) => x.pos === 'verb' && /ing$/.test(x.norm));
    const at = doing < 0 ? -1 : Math.max(0, i - 4) + doing;
    if (at > 0 && /^(noun|name)$/.test(tokens[at - 1].pos) && !tokens.slice(at + 1, i).some((x) => x.pos === 'verb' || x.pos === 'aux' || x.kind === 'punct')) readAsVerb(t);
  },
};

// ("Tap Unlock to retract it", "Click Save", "Press star at any time", "Press 1 to listen"): a gesture
// that opens a sentence, in its plain form, before the name of a control, a key or a number, is an
// order; so is a verb of calling or sending before a written name ("Call release() from Initial").
export const gestureOpeningOrder: Rule = {
  name: 'gesture-opening-order',
  example: 'Tap Unlock to retract it',
  apply(tokens, i) {
    const t = tokens[i];
    const next = tokens[i + 1];
    // ("In NORMAL mode, press `i`", "From Empty, tap the footswitch": after a place fronted before a comma, too.)
    // ("Tap your card.", "Press the green button": at the very start, before what it is done to, too.)
    const fronted = (afterFrontedPhrase(tokens, i) || opensSentence(tokens, i)) && (next?.pos === 'det' || !!next?.tags.has('PossessiveDeterminers'));
    // ("Select Start": a gesture's verb read as an adjective, too.)
    if ((t.pos === 'noun' || t.pos === 'adj') && t.kind === 'word' && t.tags.has('GestureVerbs') && !/[^s]s$/.test(t.norm) && (opensSentence(tokens, i) || afterFrontedPhrase(tokens, i)) && next && (isName(next) || fronted || next.kind === 'number' || next.tags.has('KeyNames') || (/^[A-Z]/.test(next.text) && next.kind === 'word'))) readAsVerb(t);
    // ("Call release() from Initial", "Send `RESET` to start over": an order to call a function or send an event, written as one.)
    else if (t.pos === 'noun' && t.kind === 'word' && (t.tags.has('CalleeVerbs') || t.tags.has('FireVerbs')) && t.norm === t.lemma && opensSentence(tokens, i) && isName(next) && (next.shape === 'call' || next.shape === 'caps')) readAsVerb(t);
  },
};

// ("Press RUN to resume", "Press CLEAR to cancel the programme"): after an order that opens the
// sentence and the control it names, "to" and a listed verb is the purpose of the order.
export const purposeAfterOpeningOrder: Rule = {
  name: 'purpose-after-opening-order',
  example: 'Press RUN to resume',
  apply(tokens, i) {
    const t = tokens[i];
    if (t.pos !== 'noun' || t.kind !== 'word' || !isListedVerb(t) || /(s|ed|ing)$/.test(t.norm) || tokens[i - 1]?.norm !== 'to') return;
    let k = i - 2;
    while (k >= 0 && i - k <= 5 && !(tokens[k].pos === 'verb' && tokens[k].tags.has('GestureVerbs') && (opensSentence(tokens, k) || afterFrontedPhrase(tokens, k)))) k--;
    if (k >= 0 && i - k <= 5 && tokens.slice(k + 1, i - 1).every((x) => x.pos !== 'verb' && x.kind !== 'punct')) readAsVerb(t);
  },
};

// ("On reading `a`, M moves from q0 to q1", "On reading 1 it moves", "Upon hearing the chime, ..."): a
// gerund after "on" or "upon" that opens the sentence, before what it is done to, is the verb of the moment.
export const gerundAfterOpeningOn: Rule = {
  name: 'gerund-after-opening-on',
  example: 'On reading a, M moves from q0 to q1',
  apply(tokens, i) {
    const t = tokens[i];
    const prev = tokens[i - 1];
    const next = tokens[i + 1];
    if (t.kind !== 'word' || t.pos !== 'noun' || !/ing$/.test(t.norm) || t.lemma === t.norm || !prev || !/^(on|upon)$/.test(prev.norm) || !opensSentence(tokens, i - 1)) return;
    if (next && (next.pos === 'det' || isName(next) || next.kind === 'number')) readAsVerb(t);
  },
};

// ("..., close the mic and return to `Idle`", "Save the file and go back"): after an order, or a verb
// in its plain form, a listed verb's plain form joined to it by "and" or "or" is another of its kind.
export const orderJoinedToOrder: Rule = {
  name: 'order-joined-to-order',
  example: 'close the mic and return to `Idle`',
  apply(tokens, i) {
    const t = tokens[i];
    const next = tokens[i + 1];
    // ("Close the lid and press START": or before the name of a key.)
    // ("press", "access": a double s is no third person's.)
    if (t.pos !== 'noun' || t.kind !== 'word' || /^[A-Z]/.test(t.text) || /([^s]s|ed|ing)$/.test(t.norm) || !isListedVerb(t) || !/^(and|or)$/.test(tokens[i - 1]?.norm ?? '') || !next || !(/^(prep|det|part|adv)$/.test(next.pos) || (isName(next) && t.tags.has('GestureVerbs')))) return;
    // (Or after any verb of its clause in its plain form: "machine give back coin and return to Waiting".)
    let start = i - 2;
    while (start > 0 && !opensSentence(tokens, start) && tokens[start - 1].text !== ',' && tokens[start].pos !== 'verb') start--;
    const order = tokens[start];
    // ("machine is adding the coin value to credit and go to HAVE_MONEY": a progressive, too.)
    const progressive = !!order && /ing$/.test(order.norm) && tokens[start - 1]?.pos === 'aux';
    if (order && order.pos === 'verb' && order.kind === 'word' && (!/(s|ed|ing)$/.test(order.norm) || progressive) && !tokens.slice(start + 1, i).some((x) => x.pos === 'aux')) readAsVerb(t);
  },
};

// ("Should the sensor trip, ...", "Should a guest check out early, ...": after an inversion that
// opens the sentence and its subject, the plain form is the verb.)
export const verbAfterInvertedSubject: Rule = {
  name: 'verb-after-inverted-subject',
  example: 'Should the sensor trip, the alarm enters triggered',
  apply(tokens, i) {
    const t = tokens[i];
    if (t.pos !== 'noun' || t.kind !== 'word' || /s$/.test(t.norm) || tokens[i - 1]?.pos !== 'noun') return;
    let k = i - 1;
    while (k > 0 && /^(det|adj|noun)$/.test(tokens[k].pos) && i - k < 5) k--;
    if (!listed('InversionAuxiliaries', tokens[k].norm) || !opensSentence(tokens, k) || tokens[k + 1]?.pos !== 'det') return;
    readAsVerb(t);
    // (Settled: "sensor trip" is no compound here.)
    return true;
  },
};

// ("The LED blinks until the button is pressed", "the fan runs until ...": after "the" and a noun
// or a name, the -s form of a listed verb, or of one giving off light or sound, right before "until" is
// the verb of the clause; any -s form is before a time it lasts.)
export const verbBeforeUntil: Rule = {
  name: 'verb-before-until',
  example: 'The LED blinks until the button is pressed',
  apply(tokens, i) {
    const t = tokens[i];
    // ("The drum spins for 10 minutes": so is any -s form before how long it goes on.)
    const lasting = tokens[i + 1]?.norm === 'for' && (tokens[i + 2]?.kind === 'number' || tokens[i + 2]?.pos === 'num') && !!tokens[i + 3]?.tags.has('TimeUnits');
    if (((tokens[i + 1]?.norm === 'until' && (isListedVerb(t) || t.tags.has('EmissionVerbs'))) || lasting) && afterTheThing(tokens, i)) readAsVerb(t);
  },
};

// ("the screen says Ready", "the display now reads WAIT", "the label reads *Ratified*"): after a part
// that shows where the thing is, a verb of saying shows it, as "shows" does.
export const readoutAfterDisplay: Rule = {
  name: 'readout-after-display',
  example: 'the screen says Ready',
  apply(tokens, i) {
    const t = tokens[i];
    if (t.kind !== 'word' || !t.tags.has('ReadoutVerbs') || !/[^s]s$/.test(t.norm)) return;
    let k = i - 1;
    while (k > 0 && tokens[k].pos === 'adv') k--;
    if (!tokens[k]?.tags.has('DisplayNouns') || tokens[k].kind !== 'word') return;
    readAsVerb(t);
    // (Showing, not taking in what it reads: "the display reads READY" receives no READY.)
    t.tags.add('RevealVerbs');
    t.tags.delete('ReceiveVerbs');
  },
};
