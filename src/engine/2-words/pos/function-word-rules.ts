/**
 * Rules about particular small words, read by their neighbours: "either", "back", "to", "which",
 * "once", "that", "where", "inside", a particle after a gerund, and a capital letter standing
 * alone ("state A").
 */
import { listed } from '../../grammar/words.js';
import { isFieldNoun, isListedVerb, nounish, opensSentence, readAsVerb } from './cues.js';
import { isName } from '../token.js';
import type { Rule } from './rule.js';

// "Inside checkout there are ...": "inside" before a name is a preposition, and the name a noun.
export const inclusionPrepositionOpening: Rule = {
  name: 'inclusion-preposition-opening',
  example: 'Inside checkout there are ...',
  apply(tokens, i) {
    const t = tokens[i];
    const prev = tokens[i - 1];
    const next = tokens[i + 1];
    if ((!prev || prev.pos === 'punct') && next && next.kind === 'word' && listed('InclusionPrepositions', t.norm)) {
      t.pos = 'prep';
      next.pos = 'noun';
    }
  },
};

// "either tab", "neither state": determiners.
export const correlativeDeterminer: Rule = {
  name: 'correlative-determiner',
  example: 'either tab',
  apply(tokens, i) {
    const t = tokens[i];
    const prev = tokens[i - 1];
    const next = tokens[i + 1];
    if (!listed('CorrelativeDeterminers', t.norm)) return;
    // ("If either the remote system signals ... or ...": before a determiner, "either" only announces an "or".)
    if (next && /^(det|pron)$/.test(next.pos)) t.pos = 'adv';
    // ("it is either fulfilled ... or rejected ...": before a participle, too.)
    else if (next && next.pos === 'verb' && /ed$/.test(next.norm)) t.pos = 'adv';
    // ("Validation either succeeds, ... or fails": after a subject, "either" announces two predicates.)
    // ("QA then either marks it ...": past an adverb after the subject, too.)
    else if (prev && (nounish(prev.pos) || (prev.pos === 'adv' && nounish(tokens[i - 2]?.pos))) && next && /[^s]s$/.test(next.norm) && (isListedVerb(next) || next.tags.has('Verb'))) {
      t.pos = 'adv';
      readAsVerb(next);
    }
    // ("A reviewer can either approve it ... or request changes": after a modal, two plain verbs.)
    else if (prev && listed('ModalVerbs', prev.norm) && next && next.kind === 'word' && !/s$/.test(next.norm) && (isListedVerb(next) || next.tags.has('Infinitive'))) {
      t.pos = 'adv';
      readAsVerb(next);
    }
    else if (next && (/^(noun|name|adj)$/.test(next.pos) || isFieldNoun(next))) {
      t.pos = 'det';
      if (next.pos === 'verb') next.pos = 'noun';
    }
    // ("from either moving state", "in both waiting states": a participle before a noun of the field qualifies it.)
    else if (next && next.pos === 'verb' && /ing$/.test(next.norm) && !!tokens[i + 2]?.tags.has('StateNouns')) {
      t.pos = 'det';
      next.pos = 'adj';
    }
  },
};

// ("can either approve it, ..., or request changes": the "or" that "either" announced before a verb
// joins another verb, in the same plain form.)
export const verbAfterEitherOr: Rule = {
  name: 'verb-after-either-or',
  example: 'A reviewer can either approve it, and it becomes Approved, or request changes',
  apply(tokens, i) {
    const t = tokens[i];
    if (tokens[i - 1]?.norm !== 'or' || t.kind !== 'word' || t.pos === 'verb' || /s$/.test(t.norm) || !(isListedVerb(t) || t.tags.has('Infinitive'))) return;
    let either = i - 2;
    while (either >= 0 && i - either <= 16 && tokens[either].text !== '.' && !listed('CorrelativeDeterminers', tokens[either].norm)) either--;
    const first = either >= 0 && listed('CorrelativeDeterminers', tokens[either].norm) ? tokens[either + 1] : undefined;
    if (first?.pos !== 'verb' || /s$/.test(first.norm)) return;
    readAsVerb(t);
    // ("or request changes": what the plain verb is done to, an -s word after it, is a plural noun.)
    const object = tokens[i + 1];
    if (object?.kind === 'word' && object.pos === 'verb' && /[^s]s$/.test(object.norm)) object.pos = 'noun';
  },
};

// "goes back to", "transitions back into": "back" before a preposition is a particle.
export const backParticle: Rule = {
  name: 'back-particle',
  example: 'goes back to',
  apply(tokens, i) {
    const t = tokens[i];
    const prev = tokens[i - 1];
    const next = tokens[i + 1];
    if (t.norm === 'back' && prev?.pos !== 'det' && (!next || listed('BackParticleCues', next.norm) || /^[,.]$/.test(next.norm) || next.kind === 'punct')) t.pos = 'part';
    // ("resumes it back in visible": the place after it is a phrase of its own, opened by a preposition.)
    const place = tokens[i + 2];
    // ("puts it back in queued": a participle that ends the clause there is the place's name.)
    const named = !!place && place.pos === 'verb' && /(ed|en|ing)$/.test(place.norm) && (!tokens[i + 3] || tokens[i + 3].kind === 'punct');
    if (t.pos === 'part' && t.norm === 'back' && next && listed('PlacePrepositions', next.norm) && next.pos === 'part' && place && place.kind !== 'punct' && (!/^(conj|verb|aux)$/.test(place.pos) || named)) next.pos = 'prep';
  },
};

// "goes on to interests", "moves on to shipping": "on" between a verb of motion and "to" is a particle.
export const onwardParticle: Rule = {
  name: 'onward-particle',
  example: 'both go on to interests',
  apply(tokens, i) {
    const t = tokens[i];
    const prev = tokens[i - 1];
    if (t.norm === 'on' && prev?.tags.has('MotionVerbs') && /^(to|into)$/.test(tokens[i + 1]?.norm ?? '')) t.pos = 'part';
  },
};

// "to" before a verb's base form is the infinitive marker, a preposition otherwise.
export const toIsPreposition: Rule = {
  name: 'to-is-preposition',
  example: 'to',
  apply(tokens, i) {
    const t = tokens[i];
    if (t.norm === 'to' && t.pos !== 'prep') t.pos = 'prep';
  },
};

// "state A", "A will exit", "from A to B": a capital letter standing alone is a name, unless
// it opens a sentence before a noun ("A guard is ..."). A name is settled: no rule after this one reads it.
export const capitalLetterName: Rule = {
  name: 'capital-letter-name',
  example: 'state A',
  apply(tokens, i) {
    const t = tokens[i];
    const prev = tokens[i - 1];
    const next = tokens[i + 1];
    // ("A scheduled job becomes available", "A newly created Job is ...": an article before a
    // participle (and its adverb) and its noun, too.)
    const p = next?.pos === 'adv' ? i + 2 : i + 1;
    // (An irregular one, too: "A held job stays held".)
    // ("A queued or running job": or participles joined before it.)
    const q = listed('JoiningConjunctions', tokens[p + 1]?.norm ?? '') && /^(verb|adj)$/.test(tokens[p + 2]?.pos ?? '') ? p + 2 : p;
    const participleThenNoun = !!tokens[p] && tokens[p].pos === 'verb' && (/(ed|en)$/.test(tokens[p].norm) || (tokens[p].lemma !== tokens[p].norm && tokens[p].tags.has('PastTense'))) && tokens[q + 1]?.pos === 'noun';
    if (/^[A-Z]$/.test(t.text) && t.text !== 'I' && !(t.text === 'A' && (!prev || prev.pos === 'punct' || opensSentence(tokens, i)) && next && (/^(noun|adj|name|num)$/.test(next.pos) || participleThenNoun))) {
      t.pos = 'name';
      t.kind = 'name';
      return true;
    }
  },
};

// ("Pressing i in normal mode", "types q": a lone letter after a gesture is the key's name (but "press a button").
export const keyLetterAfterGesture: Rule = {
  name: 'key-letter-after-gesture',
  example: 'Pressing i in normal mode enters insert mode',
  apply(tokens, i) {
    const t = tokens[i];
    const next = tokens[i + 1];
    if (/^[a-z]$/.test(t.text) && t.pos !== 'det' && tokens[i - 1]?.tags.has('GestureVerbs') && !(next && /^(noun|adj|num)$/.test(next.pos))) {
      t.pos = 'name';
      t.kind = 'name';
      return true;
    }
  },
};

// ("Plugging in the charger returns it to normal mode": after a gerund that opens the sentence,
// a particle before its object belongs to the verb.)
export const particleAfterOpeningGerund: Rule = {
  name: 'particle-after-opening-gerund',
  example: 'Plugging in the charger returns it to normal mode',
  apply(tokens, i) {
    const t = tokens[i];
    const prev = tokens[i - 1];
    const next = tokens[i + 1];
    if (t.pos === 'prep' && t.tags.has('PhrasalVerbs') && prev?.tags.has('PhrasalVerbsStart') && /ing$/.test(prev.norm) && opensSentence(tokens, i - 1) && next?.pos === 'det') t.pos = 'part';
  },
};

// ("when its health reaches zero in Phase3": a particle compromise reads into a phrasal verb, after
// a number and before what it places, is a preposition: no verb stands before it.)
export const prepositionAfterNumber: Rule = {
  name: 'preposition-after-number',
  example: 'when its health reaches zero in Phase3',
  apply(tokens, i) {
    const t = tokens[i];
    const next = tokens[i + 1];
    if (t.pos === 'part' && listed('ParticlePrepositions', t.norm) && tokens[i - 1]?.pos === 'num' && next && (isName(next) || /^(det|noun)$/.test(next.pos))) t.pos = 'prep';
  },
};

// ("The robot stays in Charging until ...", "sits in Triage", "is held in Review", "Identity
// verification runs in Verifying": compromise reads "stays in" as a phrasal verb when a name
// follows; after a verb of staying, keeping, running or halting ("stops in ALARM"), a particle before a name places it.)
export const prepositionAfterStaying: Rule = {
  name: 'preposition-after-staying',
  example: 'The robot stays in Charging until a new task sends it to Working',
  apply(tokens, i) {
    const t = tokens[i];
    const next = tokens[i + 1];
    if (t.pos === 'part' && listed('ParticlePrepositions', t.norm) && ['StayVerbs', 'HeldVerbs', 'InvokeVerbs', 'HaltVerbs'].some((c) => tokens[i - 1]?.tags.has(c)) && next && (isName(next) || /^[A-Z]/.test(next.text))) t.pos = 'prep';
  },
};

// ("A press on the remote button starts the motor", "The induction loop beneath the arm reports
// ...": compromise reads "press on" as one noun and "beneath" as an adjective; a preposition
// before a determiner is a preposition; "inside" before a name, too: "From anywhere inside
// Session, ...".)
export const prepositionBeforeDeterminer: Rule = {
  name: 'preposition-before-determiner',
  example: 'A press on the remote button starts the motor',
  apply(tokens, i) {
    const t = tokens[i];
    const preposition = listed('ParticlePrepositions', t.norm) || listed('SpatialPrepositions', t.norm);
    const named = t.norm === 'inside' && !!tokens[i + 1] && tokens[i + 1].shape !== 'call' && (isName(tokens[i + 1]) || /^[A-Z]/.test(tokens[i + 1].text));
    if ((t.pos === 'noun' || t.pos === 'adj') && t.kind === 'word' && preposition && (tokens[i + 1]?.pos === 'det' || named)) t.pos = 'prep';
  },
};

// ("`STOP` in `cooking` goes to `paused`": after a name written as one, a preposition before another
// name or a determiner is a preposition, not the particle of a verb the name might be.)
export const prepositionAfterName: Rule = {
  name: 'preposition-after-name',
  example: '`STOP` in `cooking` goes to `paused`',
  apply(tokens, i) {
    const [prev, t, next] = [tokens[i - 1], tokens[i], tokens[i + 1]];
    if (t.pos === 'part' && t.kind === 'word' && listed('ScenePrepositions', t.norm) && !!prev && prev.kind !== 'word' && isName(prev) && !!next && (isName(next) || next.pos === 'det')) t.pos = 'prep';
  },
};

// ("regardless of which state it is in": "which" before a noun asks which one; it relates nothing.)
export const whichAsDeterminer: Rule = {
  name: 'which-as-determiner',
  example: 'regardless of which state it is in',
  apply(tokens, i) {
    const t = tokens[i];
    const next = tokens[i + 1];
    // (Not after a comma and the preposition a relative takes: ", after which Closing is initiated".)
    const relative = tokens[i - 2]?.text === ',' && listed('RelativePrepositions', tokens[i - 1]?.norm ?? '');
    if (t.norm === 'which' && !relative && next && (next.pos === 'noun' || next.pos === 'adj' || isFieldNoun(next)) && next.kind === 'word') t.pos = 'det';
  },
};

// "After ten seconds without seeing anything": after "without", the -ing form names what does not
// happen; it is no verb of the clause.
export const gerundAfterWithout: Rule = {
  name: 'gerund-after-without',
  example: 'After ten seconds without seeing anything, it goes back to idle',
  apply(tokens, i) {
    if (tokens[i - 1]?.norm === 'without' && /ing$/.test(tokens[i].norm) && tokens[i].pos === 'verb') tokens[i].pos = 'noun';
  },
};

// "after a while", "for a while": after a determiner, "while" is a noun, and opens no clause.
export const whileAsNoun: Rule = {
  name: 'while-as-noun',
  example: 'falls asleep again after a while',
  apply(tokens, i) {
    if (tokens[i].norm === 'while' && tokens[i - 1]?.pos === 'det') tokens[i].pos = 'noun';
  },
};

// "only once", "once after": "once" as an adverb opens no clause.
export const onceAsAdverb: Rule = {
  name: 'once-as-adverb',
  example: 'only once',
  apply(tokens, i) {
    const t = tokens[i];
    const prev = tokens[i - 1];
    const next = tokens[i + 1];
    if (t.norm === 'once' && ((prev && listed('OnceModifiers', prev.norm)) || !next || next.pos === 'prep' || next.pos === 'punct')) t.pos = 'adv';
  },
};

// "that" after a noun and before a verb is a relative; before a noun, a determiner.
export const thatAsRelative: Rule = {
  name: 'that-as-relative',
  example: 'the event that moves it',
  apply(tokens, i) {
    const t = tokens[i];
    const prev = tokens[i - 1];
    const next = tokens[i + 1];
    // ("A Confirmed appointment that the patient cancels ...": the object of the clause after it, too.)
    const subjectThenVerb = !!next && (next.pos === 'det' || listed('SubjectPronouns', next.norm)) && tokens.slice(i + 2, i + 5).some((x) => x.pos === 'verb' && /[^s]s$|ed$/.test(x.norm));
    if (t.norm === 'that' && prev && nounish(prev.pos) && next && (next.pos === 'verb' || next.pos === 'aux' || next.pos === 'adv' || isListedVerb(next) || subjectThenVerb)) t.pos = 'rel';
    // ("Runs that sit in `queued` ...": the listed verb right after it is the relative clause's verb.)
    const after = tokens[i + 2];
    if (t.pos === 'rel' && next?.pos === 'noun' && next.kind === 'word' && isListedVerb(next) && after && (/^(prep|det|part)$/.test(after.pos) || listed('PlacePrepositions', after.norm))) {
      readAsVerb(next);
      if (listed('PlacePrepositions', after.norm)) after.pos = 'prep';
    }
  },
};

// "where" after a noun, or after a mark, is a relative, as "that" is.
export const whereAsRelative: Rule = {
  name: 'where-as-relative',
  example: 'the state where it waits',
  apply(tokens, i) {
    const t = tokens[i];
    const prev = tokens[i - 1];
    if (t.norm === 'where' && prev && (nounish(prev.pos) || prev.pos === 'punct')) t.pos = 'rel';
    // ("Where a response is returned, the application passes to Underwriting": opening a sentence,
    // before a comma, "where" sets a condition, as in specifications.)
    if (t.norm !== 'where' || !opensSentence(tokens, i)) return;
    const comma = tokens.findIndex((x, k) => k > i + 2 && (x.text === ',' || /^[.;!?]$/.test(x.text)));
    if (comma > 0 && tokens[comma].text === ',') t.pos = 'sub';
  },
};
