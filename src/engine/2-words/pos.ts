/**
 * One part of speech per token. compromise's tags are the first opinion; the lexicons and the
 * neighbours correct what prose about state machines makes it get wrong:
 * - a listed verb after a subject is a verb, whatever compromise says ("the carousel moves to",
 *   "Confirming deletes the item");
 * - a word after a determiner is a noun ("the reset event", "a transition");
 * - after a preposition of place, a verb form names a state ("goes to spinning", "in heating",
 *   "while typing,");
 * - names (identifiers, quoted, back-ticked) are names; numbers are numbers.
 */
import { listed } from '../grammar/words.js';
import { lemmaOf } from './lemma.js';
import type { Pos, Token } from './token.js';

const isBe = (word: string) => listed('CopulaForms', word);
const VERB_CLASSES = ['MotionVerbs', 'CausativeVerbs', 'StayVerbs', 'ToggleVerbs', 'FireVerbs', 'ReceiveVerbs', 'HappenVerbs', 'GestureVerbs', 'FinishVerbs', 'FailVerbs', 'ExpireVerbs', 'InvokeVerbs', 'InitialVerbs', 'DeclareVerbs', 'RevealVerbs', 'ResultVerbs', 'ArrivalVerbs', 'CycleVerbs', 'RestoreVerbs'];

const FIELD_NOUNS = ['StateNouns', 'PlaceNouns', 'EventNouns', 'ServiceNouns', 'ActionNouns', 'GuardNouns', 'MachineNouns', 'TimerNouns', 'TransitionNouns', 'RegionNouns'];

export const isListedVerb = (t: Token): boolean => VERB_CLASSES.some((c) => t.tags.has(c));

function fromTags(t: Token): Pos {
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

/** Whether the token at `i` opens a sentence (the whole text is tagged at once). */
const opensSentence = (tokens: Token[], i: number) => i === 0 || (tokens[i - 1].kind === 'punct' && /^([.!?;:]|[-*•]|\d+[.)])$/.test(tokens[i - 1].text));

const nounish = (p: Pos | undefined) => p === 'noun' || p === 'name' || p === 'pron';

/** Whether the clause before `i` is a plural noun and the phrase that qualifies it, with no verb yet. */
function pluralSubjectBefore(tokens: Token[], i: number): boolean {
  let from = i;
  while (from > 0 && !(tokens[from - 1].kind === 'punct' && /^[.;:!?]$/.test(tokens[from - 1].text)) && i - from < 12) from--;
  const before = tokens.slice(from, i);
  const plural = before.findIndex((x) => x.pos === 'noun' && x.tags.has('Plural'));
  return plural >= 0 && before[plural + 1]?.pos === 'prep' && !before.some((x) => x.pos === 'verb' || x.pos === 'aux');
}

/** Decides `pos` for every token of one sentence, in place. */
export function decidePositions(tokens: Token[]): void {
  for (const t of tokens) t.pos = fromTags(t);
  // Words whose part of speech is fixed whatever compromise reads: "forward", "backward".
  for (const t of tokens) if (t.tags.has('DirectionWords')) t.pos = 'adv';
  // "two seconds", "5 minutes": units of time are nouns.
  for (const t of tokens) if (t.tags.has('TimeUnits') && t.kind === 'word' && t.pos === 'num') t.pos = 'noun';
  // "there are", "from here": places the text points at, not things.
  for (const t of tokens) if (t.kind === 'word' && listed('PlacePronouns', t.norm)) t.pos = 'pron';
  // ("else show an error": "else" and "otherwise" open the other branch; they determine nothing.)
  for (const t of tokens) if (t.kind === 'word' && listed('OtherwiseMarkers', t.norm)) t.pos = 'adv';
  // ("Please rename review to checking": a word of politeness, not a subject.)
  for (const t of tokens) if (t.kind === 'word' && t.norm === 'please') t.pos = 'adv';
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    const prev = tokens[i - 1];
    const next = tokens[i + 1];
    if (t.kind !== 'word') continue;
    // "it is off", "the door is open": a particle or adjective after a copula is its complement.
    // ("when it's open": "'s" after a pronoun is "is".)
    const copulaBefore = prev && (isBe(prev.norm) || (/^['’]s$/.test(prev.norm) && tokens[i - 2]?.pos === 'pron'));
    if (copulaBefore && listed('PredicativeParticles', t.norm) && (!next || /^(punct|conj|sub|adv|rel)$/.test(next.pos) || next.kind === 'punct')) t.pos = 'adj';
    // "Submit only works if ...", "Next moves forward", "Stop, from anywhere, returns to stopped": a
    // capitalised word that opens a sentence before a verb in the third person is a control's name.
    if ((t.pos === 'verb' || t.pos === 'adj' || t.pos === 'adv') && /^[A-Z][a-z]/.test(t.text) && (!prev || prev.pos === 'punct')) {
      let k = i + 1;
      // (past an aside in commas: "Stop, from anywhere in active, returns to stopped")
      if (tokens[k]?.text === ',') {
        const close = tokens.findIndex((x, j) => j > k && x.text === ',');
        if (close > 0 && close - k <= 6) k = close + 1;
      }
      // (past a place: "Finish on confirm goes to done")
      if (tokens[k]?.pos === 'prep' && tokens[k + 1]?.kind === 'word' && tokens[k + 2] && /[^s]s$/.test(tokens[k + 2].norm) && isListedVerb(tokens[k + 2])) k += 2;
      while (tokens[k] && (tokens[k].pos === 'adv' || tokens[k].tags.has('MannerWords'))) k++;
      const verb = tokens[k];
      if (verb && (verb.pos === 'verb' || verb.pos === 'noun') && /[^s]s$/.test(verb.norm) && (isListedVerb(verb) || verb.tags.has('PresentTense') || verb.tags.has('Verb'))) t.pos = 'noun';
    }
    // "'Accept all' stores their consent": after a control's name that opens the sentence, a plural is the verb.
    if (t.pos === 'noun' && /[^s]s$/.test(t.norm) && prev && (prev.kind === 'quoted' || prev.kind === 'name') && (i === 1 || tokens[i - 2]?.kind === 'punct') && next && /^(det|pron)$/.test(next.pos)) {
      t.pos = 'verb';
      t.lemma = lemmaOf(t.norm);
    }
    // "when the server replies": in a condition, a plural after "the" and a noun is the verb.
    // ("if the obstruction sensor trips": past the nouns and adjectives of the subject, too.)
    let d = i - 2;
    while (d > 0 && (tokens[d].pos === 'noun' || tokens[d].pos === 'adj') && i - d < 5) d--;
    const conditionVerb = /[^s]s$/.test(t.norm) && prev?.pos === 'noun' && !prev.tags.has('Plural') && tokens[d]?.pos === 'det' && tokens[d - 1] && listed('ConditionSubordinators', tokens[d - 1].norm) && (!next || /^(punct|conj|sub|prep|adv)$/.test(next.pos));
    if (t.pos === 'noun' && conditionVerb) {
      t.pos = 'verb';
      t.lemma = lemmaOf(t.norm);
    }
    // "Inside checkout there are ...": "inside" before a name is a preposition, and the name a noun.
    if (listed('InclusionPrepositions', t.norm) && next && next.kind === 'word' && (!prev || prev.pos === 'punct')) {
      t.pos = 'prep';
      next.pos = 'noun';
    }
    // "three slides", "two tabs": after a number, a plural is a noun.
    if (t.pos === 'verb' && /[^s]s$/.test(t.norm) && prev && (prev.pos === 'num' || prev.tags.has('Cardinal'))) t.pos = 'noun';
    // "either tab", "neither state": determiners.
    // ("If either the remote system signals ... or ...": before a determiner, "either" only announces an "or".)
    if (listed('CorrelativeDeterminers', t.norm) && next && /^(det|pron)$/.test(next.pos)) t.pos = 'adv';
    // ("Validation either succeeds, ... or fails": after a subject, "either" announces two predicates.)
    else if (listed('CorrelativeDeterminers', t.norm) && prev && nounish(prev.pos) && next && /[^s]s$/.test(next.norm) && (isListedVerb(next) || next.tags.has('Verb'))) {
      t.pos = 'adv';
      next.pos = 'verb';
      next.lemma = lemmaOf(next.norm);
    }
    else if (listed('CorrelativeDeterminers', t.norm) && next && (/^(noun|name|adj)$/.test(next.pos) || FIELD_NOUNS.some((c) => next.tags.has(c)))) {
      t.pos = 'det';
      if (next.pos === 'verb') next.pos = 'noun';
    }
    // "the above proceeds", "the following shows": a preposition after a determiner stands for a noun.
    if (t.pos === 'prep' && prev?.pos === 'det' && listed('TextDeixis', t.norm)) t.pos = 'noun';
    // "the always object", "the after property": the runtime's own words, named.
    // ("The always object will fire": a head noun read as a verb, before the clause's own verb, too.)
    const headThenVerb = next?.pos === 'verb' && tokens[i + 2] && (tokens[i + 2].pos === 'aux' || tokens[i + 2].pos === 'verb');
    if (prev?.pos === 'det' && listed('KeywordNouns', t.norm) && next && (next.pos === 'noun' || next.kind === 'punct' || next.pos === 'aux' || headThenVerb)) t.pos = 'noun';
    // "to state 'gas'", "in state A": a field noun after a preposition is a noun.
    if (t.pos === 'verb' && FIELD_NOUNS.some((c) => t.tags.has(c)) && prev?.pos === 'prep') t.pos = 'noun';
    // "might transition", "should start": after a modal, the base form of a verb.
    const modalBefore = prev?.pos === 'aux' ? prev : prev?.pos === 'adv' && tokens[i - 2]?.pos === 'aux' ? tokens[i - 2] : undefined;
    if (t.pos === 'noun' && modalBefore && listed('ModalVerbs', modalBefore.norm) && !/s$/.test(t.norm) && (isListedVerb(t) || t.tags.has('Infinitive'))) t.pos = 'verb';
    // "the item shipped event", "a holding state": a participle or gerund before a field noun modifies it.
    if (t.pos === 'verb' && /(ed|ing)$/.test(t.norm) && next && FIELD_NOUNS.some((c) => next.tags.has(c)) && prev && /^(noun|name|det|adj)$/.test(prev.pos)) t.pos = 'adj';
    // "the button is pressed", "the state is entered": a listed verb's participle after a copula is passive.
    if (t.pos === 'adj' && prev && (isBe(prev.norm) || (prev.pos === 'adv' && isBe(tokens[i - 2]?.norm ?? ''))) && (/ed$/.test(t.norm) || (/en$/.test(t.norm) && lemmaOf(t.norm) !== t.norm)) && isListedVerb(t)) t.pos = 'verb';
    // "on entering loading,", "pressing PLAY during playing": an -ing word after a verb, with nothing after it, names a state.
    const movedTo = next && /^(to|into)$/.test(next.norm) && prev && (prev.tags.has('CausativeVerbs') || prev.tags.has('MotionVerbs'));
    // ("the widget shows subscribing in the meantime": after a verb that shows a state, before a phrase too.)
    const shown = next?.pos === 'prep' && prev?.tags.has('RevealVerbs');
    if (t.pos === 'verb' && /ing$/.test(t.norm) && prev?.pos === 'verb' && (!next || /^(punct|conj|sub|rel)$/.test(next.pos) || movedTo || shown)) t.pos = 'noun';
    // "on entering hurt,": what is entered or left is a state, whatever its form.
    if ((t.pos === 'verb' || t.pos === 'adj') && prev && (prev.tags.has('EntryWords') || prev.tags.has('ExitWords')) && /ing$/.test(prev.norm) && (!next || /^(punct|conj|sub)$/.test(next.pos))) t.pos = 'noun';
    // "goes back to", "transitions back into": "back" before a preposition is a particle.
    if (t.norm === 'back' && prev?.pos !== 'det' && (!next || listed('BackParticleCues', next.norm) || /^[,.]$/.test(next.norm) || next.kind === 'punct')) t.pos = 'part';
    // The field's nouns after a determiner or a noun are nouns: "the help modal", "the settings screen".
    if (t.pos === 'adj' && FIELD_NOUNS.some((c) => t.tags.has(c)) && prev && /^(det|noun|name)$/.test(prev.pos)) t.pos = 'noun';
    // "to" before a verb's base form is the infinitive marker, a preposition otherwise.
    if (t.norm === 'to' && t.pos !== 'prep') t.pos = 'prep';
    // "state A", "A will exit", "from A to B": a capital letter standing alone is a name, unless
    // it opens a sentence before a noun ("A guard is ...").
    if (/^[A-Z]$/.test(t.text) && t.text !== 'I' && !(t.text === 'A' && (!prev || prev.pos === 'punct') && next && /^(noun|adj|name|num)$/.test(next.pos))) {
      t.pos = 'name';
      t.kind = 'name';
      continue;
    }
    // "When idle, ...", "while paused,": after a subordinator, a lone word before a comma is the state it stands in.
    // ("Adding an item while empty moves to hasItems": before the main verb, too.)
    if (t.pos === 'verb' && prev?.pos === 'sub' && (next?.text === ',' || ((next?.pos === 'verb' || next?.pos === 'noun') && /[^s]s$/.test(next.norm) && isListedVerb(next))) && !/([^s]s|ing)$/.test(t.norm)) t.pos = 'adj';
    // ("When a message arrives, idle goes to reading": a lone adjective that opens a clause before a listed verb is its subject.)
    if (t.pos === 'adj' && (!prev || prev.text === ',') && next && next.pos === 'verb' && /[^s]s$/.test(next.norm) && isListedVerb(next)) t.pos = 'noun';
    // "After 30 seconds unlocked,": a participle right after a duration is the state it lasts in.
    if (t.pos === 'verb' && /(ed|en)$/.test(t.norm) && prev?.tags.has('TimeUnits') && (!next || next.kind === 'punct')) t.pos = 'adj';
    // "starts closed", "stays hidden": a participle after a listed verb is the state it is in.
    if (t.pos === 'verb' && /(ed|en)$/.test(t.norm) && prev?.pos === 'verb' && isListedVerb(prev) && /[^s]s$/.test(prev.norm) && (!next || next.kind === 'punct' || /^(conj|sub)$/.test(next.pos))) t.pos = 'adj';
    // ("Confirming deletes the item": after a gerund that opens the sentence, a plural before a determiner is the verb.)
    if (t.pos === 'noun' && /[^s]s$/.test(t.norm) && prev && opensSentence(tokens, i - 1) && /ing$/.test(prev.norm) && lemmaOf(prev.norm) !== prev.norm && next?.pos === 'det') {
      t.pos = 'verb';
      t.lemma = lemmaOf(t.norm);
      prev.pos = 'verb';
    }
    // ("Refreshing should call the fetchItems service": before a modal, too; it names what is going on.)
    if ((t.pos === 'adj' || t.pos === 'verb') && opensSentence(tokens, i) && /ing$/.test(t.norm) && lemmaOf(t.norm) !== t.norm && next?.pos === 'aux' && next.tags.has('Modal')) t.pos = 'noun';
    // ("Cancelling just closes the dialog": a gerund that opens the sentence before its verb is its subject.)
    if (t.pos === 'noun' && opensSentence(tokens, i) && /ing$/.test(t.norm) && lemmaOf(t.norm) !== t.norm && next && (next.pos === 'adv' || (next.pos === 'verb' && /[^s]s$/.test(next.norm)))) {
      t.pos = 'verb';
      t.lemma = lemmaOf(t.norm);
    }
    // ("Pressing Leave disconnects from the room, plays a goodbye sound and ...": in a series of
    // predicates after a comma, a plural before a determiner is the next verb.)
    if (t.pos === 'noun' && /[^s]s$/.test(t.norm) && prev?.text === ',' && next?.pos === 'det' && tokens.slice(0, i - 1).some((x) => x.pos === 'verb' && /[^s]s$/.test(x.norm))) {
      t.pos = 'verb';
      t.lemma = lemmaOf(t.norm);
    }
    // ("if someone steps in", "it slides away": after a pronoun subject, a plural is the verb.)
    if (t.pos === 'noun' && /[^s]s$/.test(t.norm) && prev && listed('SubjectPronouns', prev.norm) && next && /^(part|prep|det|adv|punct)$/.test(next.pos)) {
      t.pos = 'verb';
      t.lemma = lemmaOf(t.norm);
    }
    // ("While Playing, pause moves to Paused": a verb's plain form that opens a clause before a
    // listed verb in the third person and its phrase is the subject, a control's name.)
    if (t.pos === 'verb' && !/(s|ed|ing)$/.test(t.norm) && (!prev || /^(punct|sub|conj)$/.test(prev.pos)) && next && /[^s]s$/.test(next.norm) && isListedVerb(next) && tokens[i + 2] && (/^(prep|det|pron|part)$/.test(tokens[i + 2].pos) || tokens[i + 2].tags.has('DirectionWords'))) {
      t.pos = 'noun';
      next.pos = 'verb';
      next.lemma = lemmaOf(next.norm);
    }
    // ("Library books start available": a plural that opens a clause before a listed verb's plain form is its subject.)
    if (t.pos === 'verb' && /[^s]s$/.test(t.norm) && (!prev || /^(punct|sub|conj)$/.test(prev.pos) || (prev.pos === 'noun' && opensSentence(tokens, i - 1))) && next && next.kind === 'word' && !/(s|ed|ing)$/.test(next.norm) && isListedVerb(next) && tokens[i + 2] && /^(prep|det|adj|part)$/.test(tokens[i + 2].pos)) {
      t.pos = 'noun';
      next.pos = 'verb';
    }
    // ("Plugging in the charger returns it to normal mode": after a gerund that opens the sentence,
    // a particle before its object belongs to the verb.)
    if (t.pos === 'prep' && t.tags.has('PhrasalVerbs') && prev?.tags.has('PhrasalVerbsStart') && /ing$/.test(prev.norm) && opensSentence(tokens, i - 1) && next?.pos === 'det') t.pos = 'part';
    // ("else show an error", "otherwise go to idle": an order after the other branch's word.)
    if (t.pos === 'noun' && prev && listed('OtherwiseMarkers', prev.norm) && t.tags.has('Verb') && next && /^(det|prep|pron)$/.test(next.pos)) {
      t.pos = 'verb';
      t.lemma = lemmaOf(t.norm);
    }
    // ("On success it goes to loaded", "after login": after a preposition, a verb's plain form is a noun.)
    if (t.pos === 'verb' && prev?.pos === 'prep' && !/^(to|than)$/.test(prev.norm) && !/(ing|ed)$/.test(t.norm) && !t.tags.has('PastTense') && (!next || next.pos !== 'det')) {
      t.pos = 'noun';
      t.lemma = t.norm;
    }
    // "with no keystrokes", "no response": after "no", a noun.
    if (t.pos === 'verb' && prev?.norm === 'no') t.pos = 'noun';
    // ("regardless of which state it is in": "which" before a noun asks which one; it relates nothing.)
    if (t.norm === 'which' && next && (next.pos === 'noun' || next.pos === 'adj' || FIELD_NOUNS.some((c) => next.tags.has(c))) && next.kind === 'word') t.pos = 'det';
    // "only once", "once after": "once" as an adverb opens no clause.
    if (t.norm === 'once' && ((prev && listed('OnceModifiers', prev.norm)) || !next || next.pos === 'prep' || next.pos === 'punct')) t.pos = 'adv';
    // "that" after a noun and before a verb is a relative; before a noun, a determiner.
    if (t.norm === 'that' && prev && nounish(prev.pos) && next && (next.pos === 'verb' || next.pos === 'aux' || next.pos === 'adv' || isListedVerb(next))) t.pos = 'rel';
    if (t.norm === 'where' && prev && (nounish(prev.pos) || prev.pos === 'punct')) t.pos = 'rel';
    // A listed verb that compromise read as a plural noun, right after its subject.
    // ("Stop, from anywhere in active, returns to stopped": after an aside in commas, too.)
    const afterAside = prev?.text === ',' && next && listed('PathWords', next.norm);
    const subjectEnds = prev && (nounish(prev.pos) || prev.pos === 'rel' || (prev.pos === 'adj' && tokens[i - 2]?.pos === 'sub') || (prev.pos === 'verb' && /ing$/.test(prev.norm)) || (prev.pos === 'adj' && tokens[i - 2]?.pos === 'det') || afterAside);
    const objectOrPhrase = next && (/^(det|prep|part|name|adv|pron|num|punct|neg|aux|adj)$/.test(next.pos) || next.norm === 'back' || prev?.kind === 'name' || ((next.pos === 'verb' || next.pos === 'noun') && /(ed|en|ing)$/.test(next.norm)));
    if (t.pos === 'noun' && isListedVerb(t) && /s$/.test(t.norm) && subjectEnds && objectOrPhrase) {
      t.pos = 'verb';
      t.tags.add('Verb');
      t.tags.add('PresentTense');
    }
    // "pressing Settings moves ...": an -ing word that opens a clause before a name or a noun phrase is a gerund.
    if (t.pos === 'adj' && /ing$/.test(t.norm) && (!prev || prev.pos === 'punct' || prev.pos === 'sub' || prev.pos === 'conj') && next && /^(name|noun|det|pron)$/.test(next.pos)) {
      t.pos = 'verb';
      t.lemma = lemmaOf(t.norm);
    }
    // "when results arrive": of two verbs in a row that open a clause, the first is the subject.
    if (t.pos === 'verb' && next?.pos === 'verb' && /s$/.test(t.norm) && !/(ss|us)$/.test(t.norm) && (!prev || /^(sub|punct|det|conj)$/.test(prev.pos)) && !/(ed|ing)$/.test(next.norm)) t.pos = 'noun';
    // The field's nouns after a modifier are nouns: "the settings screen", "a TOGGLE event".
    // ("that packet signals Down state": a verb in the third person with an object stays a verb.)
    const withObject = /[^s]s$/.test(t.norm) && t.tags.has('PresentTense') && next && (/^(det|noun|name|adj)$/.test(next.pos) || listed('VerbParticles', next.norm));
    if (t.pos === 'verb' && FIELD_NOUNS.some((c) => t.tags.has(c)) && prev && /^(det|adj|noun|name)$/.test(prev.pos) && !withObject && !conditionVerb) t.pos = 'noun';
    // After a determiner, a possessive or an adjective that follows one, a word is a noun.
    // ("'Allow' and 'Not now' both go on": after "both", "all" or "each" standing apart, a verb stays one.)
    const floating = prev && listed('FloatingQuantifiers', prev.norm) && isListedVerb(t);
    if (floating && t.pos === 'noun' && tokens[i - 2] && (tokens[i - 2].kind !== 'word' || tokens[i - 2].pos === 'noun')) {
      t.pos = 'verb';
      prev.pos = 'adv';
    }
    // ("the bottom triggers loadingMore": a verb with its object stays one after "the" and an adjective.)
    const adjBefore = prev?.pos === 'adj' && tokens[i - 2]?.pos === 'det' && !withObject;
    if (t.pos === 'verb' && prev && !floating && (prev.pos === 'det' || prev.tags.has('Possessive') || adjBefore) && !/ing$/.test(t.norm)) t.pos = 'noun';
    // "a button press in ...", "a HEADERS frame": a verb's base form after a singular noun or a name with a determiner is a compound noun.
    if (t.pos === 'verb' && !/(s|ed|ing)$/.test(t.norm) && !t.tags.has('PastTense') && ((prev?.pos === 'noun' && !prev.tags.has('Plural')) || prev?.kind === 'name') && tokens[i - 2]?.pos === 'det') t.pos = 'noun';
    // ("From routing the parcel goes to express": a gerund after "from", before a subject and its verb, is a place.)
    if (t.pos === 'verb' && /ing$/.test(t.norm) && prev && /^(from|in)$/.test(prev.norm) && next?.pos === 'det' && tokens.slice(i + 2, i + 5).some((x) => /[^s]s$/.test(x.norm) && (x.tags.has('Verb') || isListedVerb(x)) && x.tags.has('PresentTense'))) t.pos = 'noun';
    // After a preposition of place, a verb form names a state: "goes to spinning", "in heating".
    if ((t.pos === 'verb' || t.pos === 'adj') && prev && listed('PlacePrepositions', prev.norm) && (/ing$/.test(t.norm) || t.tags.has('PastTense') || t.tags.has('Participle'))) {
      const objectFollows = next && (next.pos === 'det' || next.pos === 'name' || next.pos === 'pron');
      if (!objectFollows && !(prev.norm === 'to' && !/ing$/.test(t.norm) && !t.tags.has('PastTense'))) t.pos = 'noun';
    }
    // "transition back to idle.", "goes to start when ...": after a motion verb's "to", a verb's
    // base form with no object names a state.
    if (t.pos === 'verb' && prev && (prev.norm === 'to' || prev.norm === 'into') && (!next || /^(punct|conj|sub|rel|num|adv)$/.test(next.pos))) {
      // ("moves an article from review to live": the motion verb may stand a few words back.)
      const start = tokens.slice(0, i - 1).map((x) => x.kind === 'punct').lastIndexOf(true) + 1;
      const before = tokens.slice(Math.max(start, i - 8), i - 1);
      if (before.some((b) => b.norm === 'back' || ((b.tags.has('MotionVerbs') || b.tags.has('CausativeVerbs')) && b.pos === 'verb'))) t.pos = 'noun';
    }
    // ("Cards on the board start at rest": after a plural subject and the phrase that qualifies it,
    // a listed verb's plain form is the verb.)
    if (t.pos === 'noun' && isListedVerb(t) && !/(s|ed|ing)$/.test(t.norm) && prev?.pos === 'noun' && next?.pos === 'prep' && pluralSubjectBefore(tokens, i)) {
      t.pos = 'verb';
      t.lemma = lemmaOf(t.norm);
    }
    // ("A delivery scan moves it to delivered", "the next click takes them back": a listed verb
    // before an object pronoun and its phrase is a verb, whatever stands before it.)
    const objectPronoun = next && (/^(them|us|him|me)$/.test(next.norm) || (/^(it|you)$/.test(next.norm) && (!tokens[i + 2] || /^(prep|part|punct)$/.test(tokens[i + 2].pos) || tokens[i + 2].norm === 'back')));
    if (t.pos === 'noun' && /[^s]s$/.test(t.norm) && isListedVerb(t) && objectPronoun && prev && prev.kind !== 'punct') {
      t.pos = 'verb';
      t.lemma = lemmaOf(t.norm);
      // ("A passive open moves it": the adjective that ends the subject before it is its head.)
      if (prev.pos === 'adj' && (tokens[i - 2]?.pos === 'det' || (tokens[i - 2]?.pos === 'adj' && tokens[i - 3]?.pos === 'det'))) prev.pos = 'noun';
    }
  }
}
