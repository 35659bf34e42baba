/**
 * Rules about complements: what follows a copula, a verb or a preposition of place names the
 * state something is in ("the door is open", "starts closed", "goes to spinning", "on entering
 * hurt,"), or is a passive ("the button is pressed").
 */
import { listed } from '../../grammar/words.js';
import { lemmaOf, participleOf } from '../lemma.js';
import { isBe, isListedVerb } from './cues.js';
import { isName, type Token } from '../token.js';
import type { Rule } from './rule.js';

// "it is off", "the door is open": a particle or adjective after a copula is its complement.
// ("when it's open": "'s" after a pronoun is "is".)
export const complementAfterCopula: Rule = {
  name: 'complement-after-copula',
  example: 'it is off',
  apply(tokens, i) {
    const t = tokens[i];
    const prev = tokens[i - 1];
    const next = tokens[i + 1];
    const copulaBefore = prev && (isBe(prev.norm) || (/^['’]s$/.test(prev.norm) && tokens[i - 2]?.pos === 'pron'));
    const ends = !next || /^(punct|conj|sub|adv|rel)$/.test(next.pos) || next.kind === 'punct';
    if (copulaBefore && listed('PredicativeParticles', t.norm) && ends) t.pos = 'adj';
    // ("Given I am Offered", "then the order is Shipped": a participle capitalised inside a sentence is a state's name.)
    if (copulaBefore && t.pos === 'verb' && /^[A-Z][a-z]+ed$/.test(t.text) && tokens[i - 2] && ends) t.pos = 'adj';
    // ("If the password is wrong they stay there": a plain verb form after a copula is no passive,
    // unless its participle is spelt the same, "is set", "is shut".)
    if (copulaBefore && t.pos === 'verb' && t.kind === 'word' && t.norm === t.lemma && !/(ed|en|ing)$/.test(t.norm) && !t.tags.has('IrregularVerbs') && !isListedVerb(t)) t.pos = 'adj';
    // ("it turns amber", "grows quiet": one bare word in small letters after a verb of becoming a quality is that quality.)
    if (prev?.pos === 'verb' && listed('BecomingVerbs', prev.lemma) && t.pos === 'noun' && t.kind === 'word' && /^[a-z]/.test(t.text) && !t.tags.has('Plural') && ends) t.pos = 'adj';
  },
};

// "the button is pressed", "the state is entered": a listed verb's participle after a copula is passive.
export const passiveAfterCopula: Rule = {
  name: 'passive-after-copula',
  example: 'the button is pressed',
  apply(tokens, i) {
    const t = tokens[i];
    const prev = tokens[i - 1];
    if (t.pos === 'adj' && prev && (isBe(prev.norm) || (prev.pos === 'adv' && isBe(tokens[i - 2]?.norm ?? ''))) && (/ed$/.test(t.norm) || (/en$/.test(t.norm) && lemmaOf(t.norm) !== t.norm)) && isListedVerb(t)) t.pos = 'verb';
    // ("it is set to Under Review": a participle like its base form, "set", "put", before where it goes.)
    const next = tokens[i + 1];
    if (/^(adj|noun)$/.test(t.pos) && prev && isBe(prev.norm) && t.tags.has('CausativeVerbs') && next && (listed('TargetPrepositions', next.norm) || listed('LocationPrepositions', next.norm))) t.pos = 'verb';
    // ("when the player is hit while alive": a gesture's participle like its base form, with nothing after it.)
    if (t.pos === 'noun' && prev && isBe(prev.norm) && t.tags.has('GestureVerbs') && participleOf(t.norm) === t.norm && (!next || next.kind === 'punct' || /^(sub|prep|conj)$/.test(next.pos))) t.pos = 'verb';
  },
};

// "on entering loading,", "pressing PLAY during playing": an -ing word after a verb, with nothing after it, names a state.
export const stateGerundAfterVerb: Rule = {
  name: 'state-gerund-after-verb',
  example: 'on entering loading,',
  apply(tokens, i) {
    const t = tokens[i];
    const prev = tokens[i - 1];
    const next = tokens[i + 1];
    if (t.pos !== 'verb' || !/ing$/.test(t.norm) || prev?.pos !== 'verb') return;
    const movedTo = next && listed('TargetPrepositions', next.norm) && prev && (prev.tags.has('CausativeVerbs') || prev.tags.has('MotionVerbs'));
    // ("the widget shows subscribing in the meantime": after a verb that shows a state, before a phrase too.)
    const shown = next?.pos === 'prep' && prev?.tags.has('RevealVerbs');
    if (!next || /^(punct|conj|sub|rel)$/.test(next.pos) || movedTo || shown) t.pos = 'noun';
  },
};

// "on entering hurt,": what is entered or left is a state, whatever its form.
export const stateAfterEntryVerb: Rule = {
  name: 'state-after-entry-verb',
  example: 'on entering hurt,',
  apply(tokens, i) {
    const t = tokens[i];
    const prev = tokens[i - 1];
    const next = tokens[i + 1];
    if ((t.pos === 'verb' || t.pos === 'adj') && prev && (prev.tags.has('EntryWords') || prev.tags.has('ExitWords')) && /ing$/.test(prev.norm) && (!next || /^(punct|conj|sub)$/.test(next.pos))) t.pos = 'noun';
    // ("on entry to sampling it ...", "on exit from heating": the state the moment is of.)
    const moment = tokens[i - 2];
    if ((t.pos === 'verb' || t.pos === 'adj') && prev && /^(to|into|from|of)$/.test(prev.norm) && moment?.pos === 'noun' && (moment.tags.has('EntryWords') || moment.tags.has('ExitWords'))) t.pos = 'noun';
  },
};

// "When idle, ...", "while paused,": after a subordinator, a lone word before a comma is the state it stands in.
// ("Adding an item while empty moves to hasItems": before the main verb, too.)
export const stateAfterSubordinator: Rule = {
  name: 'state-after-subordinator',
  example: 'When idle, ...',
  apply(tokens, i) {
    const t = tokens[i];
    const prev = tokens[i - 1];
    const next = tokens[i + 1];
    if (t.pos === 'verb' && prev?.pos === 'sub' && (next?.text === ',' || ((next?.pos === 'verb' || next?.pos === 'noun') && /[^s]s$/.test(next.norm) && isListedVerb(next))) && !/([^s]s|ing)$/.test(t.norm)) t.pos = 'adj';
  },
};

// "After 30 seconds unlocked,": a participle right after a duration is the state it lasts in.
export const stateAfterDuration: Rule = {
  name: 'state-after-duration',
  example: 'After 30 seconds unlocked,',
  apply(tokens, i) {
    const t = tokens[i];
    const prev = tokens[i - 1];
    const next = tokens[i + 1];
    if (t.pos === 'verb' && /(ed|en)$/.test(t.norm) && prev?.tags.has('TimeUnits') && (!next || next.kind === 'punct')) t.pos = 'adj';
  },
};

// "starts closed", "stays hidden": a participle after a listed verb is the state it is in.
export const stateAfterListedVerb: Rule = {
  name: 'state-after-listed-verb',
  example: 'starts closed',
  apply(tokens, i) {
    const t = tokens[i];
    const prev = tokens[i - 1];
    const next = tokens[i + 1];
    if (t.pos === 'verb' && /(ed|en)$/.test(t.norm) && prev?.pos === 'verb' && isListedVerb(prev) && /[^s]s$/.test(prev.norm) && (!next || next.kind === 'punct' || /^(conj|sub)$/.test(next.pos))) t.pos = 'adj';
  },
};

// ("From routing the parcel goes to express": a gerund after "from", before a subject and its verb, is a place.)
export const stateGerundAfterFrom: Rule = {
  name: 'state-gerund-after-from',
  example: 'From routing the parcel goes to express',
  apply(tokens, i) {
    const t = tokens[i];
    const prev = tokens[i - 1];
    const next = tokens[i + 1];
    if (t.pos === 'verb' && /ing$/.test(t.norm) && prev && listed('StateGerundPrepositions', prev.norm) && next?.pos === 'det' && tokens.slice(i + 2, i + 5).some((x) => /[^s]s$/.test(x.norm) && (x.tags.has('Verb') || isListedVerb(x)) && x.tags.has('PresentTense'))) t.pos = 'noun';
  },
};

// After a preposition of place, a verb form names a state: "goes to spinning", "in heating".
export const stateAfterPlacePreposition: Rule = {
  name: 'state-after-place-preposition',
  example: 'goes to spinning',
  apply(tokens, i) {
    const t = tokens[i];
    const prev = tokens[i - 1];
    const next = tokens[i + 1];
    if ((t.pos === 'verb' || t.pos === 'adj') && prev && listed('PlacePrepositions', prev.norm) && (/ing$/.test(t.norm) || t.tags.has('PastTense') || t.tags.has('Participle'))) {
      const objectFollows = next && (next.pos === 'det' || next.pos === 'name' || next.pos === 'pron');
      if (!objectFollows && !(prev.norm === 'to' && !/ing$/.test(t.norm) && !t.tags.has('PastTense'))) t.pos = 'noun';
    }
  },
};

// "From either idle or paused,", "in both paused and running,", "from paused or running to idle":
// one-word places joined by "or" or "and" after a preposition of place are all states.
export const placesJoinedAfterPreposition: Rule = {
  name: 'places-joined-after-preposition',
  example: 'From either idle or paused,',
  apply(tokens, i) {
    const next = tokens[i + 1];
    // (Not a finite verb: "we go to submitted, or fails".)
    const finite = (t: Token) => t.pos === 'verb' && /[^s]s$/.test(t.norm) && !t.tags.has('Plural');
    const item = (t: Token | undefined) => !!t && t.kind === 'word' && /^(verb|adj|noun)$/.test(t.pos) && !finite(t) && !listed('PlacePrepositions', t.norm) && !listed('PartitiveQuantifiers', t.norm);
    const joiner = (t: Token | undefined) => !!t && (t.text === ',' || listed('JoiningConjunctions', t.norm));
    if (!item(tokens[i]) || !listed('JoiningConjunctions', tokens[i - 1]?.norm ?? '') || (next && next.kind !== 'punct' && !listed('TargetPrepositions', next.norm))) return;
    // Back over the places before it, one word each, to the preposition (and "either" or "both").
    const items = [tokens[i]];
    let j = i - 1;
    while (joiner(tokens[j]) && items.length <= 4) {
      while (joiner(tokens[j])) j--;
      if (!item(tokens[j])) break;
      items.push(tokens[j--]);
    }
    const correlative = tokens[j] && listed('PartitiveQuantifiers', tokens[j].norm) ? j : -1;
    const at = correlative >= 0 ? j - 1 : j;
    if (items.length < 2 || items.length > 4 || !tokens[at] || !listed('PlacePrepositions', tokens[at].norm)) return;
    // (Not "adding the value to credit and go to HAVE_MONEY": places joined after "to" go nowhere further.)
    if (listed('TargetPrepositions', tokens[at].norm) && next && listed('TargetPrepositions', next.norm)) return;
    if (correlative >= 0) tokens[correlative].pos = 'det';
    for (const t of items) t.pos = 'noun';
  },
};

// "transition back to idle.", "goes to start when ...": after a motion verb's "to", a verb's
// base form with no object names a state.
export const stateAfterMotionTo: Rule = {
  name: 'state-after-motion-to',
  example: 'transition back to idle.',
  apply(tokens, i) {
    const t = tokens[i];
    const prev = tokens[i - 1];
    const next = tokens[i + 1];
    if (t.pos === 'verb' && prev && listed('TargetPrepositions', prev.norm) && (!next || /^(punct|conj|sub|rel|num|adv|prep)$/.test(next.pos))) {
      // ("moves an article from review to live": the motion verb may stand a few words back.)
      const start = tokens.slice(0, i - 1).map((x) => x.kind === 'punct').lastIndexOf(true) + 1;
      const before = tokens.slice(Math.max(start, i - 8), i - 1);
      if (before.some((b) => b.norm === 'back' || ((b.tags.has('MotionVerbs') || b.tags.has('CausativeVerbs')) && b.pos === 'verb'))) t.pos = 'noun';
    }
  },
};

// ("A newly created Job is `Pending`", "every finished job is archived": a participle between a
// determiner and the noun it qualifies, before the clause's own verb, qualifies it.)
export const participleModifier: Rule = {
  name: 'participle-modifier',
  example: 'A newly created Job is `Pending`',
  apply(tokens, i) {
    const t = tokens[i];
    if (t.pos !== 'verb' || !/(ed|en)$/.test(t.norm)) return;
    let d = i - 1;
    while (d >= 0 && tokens[d].pos === 'adv') d--;
    const [noun, after] = [tokens[i + 1], tokens[i + 2]];
    if (tokens[d]?.pos === 'det' && noun && (noun.pos === 'noun' || noun.pos === 'name') && after && (after.pos === 'aux' || after.pos === 'verb')) t.pos = 'adj';
  },
};

// ("Every job submitted to the print server passes through ...": a participle after its noun, with
// its own phrase, before the sentence's verb, qualifies the noun; it is no verb of the clause.)
export const reducedRelative: Rule = {
  name: 'reduced-relative',
  example: 'Every job submitted to the print server passes through a small set of states',
  apply(tokens, i) {
    const t = tokens[i];
    // (After its noun, or after the name in brackets that labels it: "an operator override (MANUAL_OPEN) received in CLOSED shall ...".)
    // (Or after a name: "An ACK received in RENEWING or REBINDING returns the client to BOUND".)
    const noun = tokens[i - 1]?.pos === 'noun' || tokens[i - 1]?.pos === 'name' || tokens[i - 1]?.text === ')';
    // ("Packages left unclaimed for 7 days go ...", "Seeds kept in Soaking for 8 hours move on": an
    // irregular participle, or one before another participle; after a plural, a plain verb is the finite one.)
    const participle = /ed$/.test(t.norm) || (t.tags.has('PastTense') && t.lemma !== t.norm);
    const next = tokens[i + 1];
    const plural = !!tokens[i - 1]?.tags.has('Plural');
    const placing = next?.pos === 'prep' || (next?.pos === 'part' && listed('ParticlePrepositions', next.norm));
    // ("The first OFFER received moves the client to REQUESTING": or right before the sentence's own verb in -s.)
    if (t.pos === 'verb' && participle && noun && !!next && next.kind === 'word' && isListedVerb(next) && /[^s]s$/.test(next.norm) && tokens.slice(Math.max(0, i - 3), i - 1).some((x) => x.pos === 'det')) {
      t.pos = 'adj';
      next.pos = 'verb';
      return;
    }
    if (t.pos !== 'verb' || !participle || !noun || !(placing || (next && /ed$/.test(next.norm) && tokens[i + 2]?.pos === 'prep'))) return;
    // (Past places joined: "A 200 received in CALLING or RINGING moves the endpoint to CONNECTED".)
    const joinsNames = (k: number) => tokens[k].pos === 'conj' && isName(tokens[k - 1]) && !!tokens[k + 1] && isName(tokens[k + 1]);
    for (let k = i + 2; k < tokens.length && tokens[k].kind !== 'punct' && (tokens[k].pos !== 'conj' || joinsNames(k)) && tokens[k].pos !== 'sub' && tokens[k].pos !== 'rel'; k++) {
      // (A verb of the field in -s, whatever the tagger read: "moves".)
      const finite = (tokens[k].pos === 'verb' || (isListedVerb(tokens[k]) && tokens[k].kind === 'word')) && (/[^s]s$/.test(tokens[k].norm) || (plural && tokens[k].norm === tokens[k].lemma && tokens[k].pos === 'verb'));
      if (tokens[k].pos === 'aux' || finite) {
        t.pos = 'adj';
        if (next.pos === 'part') next.pos = 'prep';
        else if (next.pos !== 'prep') next.pos = 'adj';
        return;
      }
    }
  },
};

// ("the session stays put", "the lock stays put", "the count remains unchanged": after a verb of
// staying, a word that says where it already is is no place and no verb; compromise reads
// "stays put" as a noun and a verb.)
export const inPlaceAfterStaying: Rule = {
  name: 'in-place-after-staying',
  example: 'invalid numbers get a 400 and the session stays put',
  apply(tokens, i) {
    const t = tokens[i];
    const prev = tokens[i - 1];
    if (!prev?.tags.has('StayVerbs') || !t.tags.has('InPlaceWords')) return;
    if (prev.pos === 'noun') prev.pos = 'verb';
    for (let k = i; k < tokens.length && tokens[k].tags.has('InPlaceWords'); k++) tokens[k].pos = 'adv';
  },
};

// ("it becomes On loan", "the status is On hold", "the ticket is set to In review"): after a form of
// "be" or a linking verb, a capitalised preposition and the word after it, ending the clause, name a
// state written in sentence case; neither is a place.
export const capitalisedPhraseAfterLinking: Rule = {
  name: 'capitalised-phrase-after-linking',
  example: 'When it is checked out at the desk it becomes On loan.',
  apply(tokens, i) {
    const t = tokens[i];
    const prev = tokens[i - 1];
    const next = tokens[i + 1];
    const after = tokens[i + 2];
    if (t.pos !== 'prep' || t.kind !== 'word' || !/^[A-Z][a-z]/.test(t.text) || !prev || !(isBe(prev.norm) || listed('LinkingVerbs', prev.lemma))) return;
    if (next?.kind !== 'word' || !/^(noun|adj|verb)$/.test(next.pos) || (after && after.kind !== 'punct' && !/^(conj|sub)$/.test(after.pos))) return;
    t.pos = 'noun';
    next.pos = 'noun';
  },
};

// ("A queued or running job can be canceled", "Failed and timed-out jobs can be retried"): after a
// determiner or at the head of the phrase, participles joined by "or" or "and" before a noun describe
// it; neither is a verb of the clause.
export const joinedParticiplesBeforeNoun: Rule = {
  name: 'joined-participles-before-noun',
  example: 'a queued or running job can be canceled from the UI',
  apply(tokens, i) {
    const [first, joiner, second, noun] = tokens.slice(i - 2, i + 2);
    // (A participle by its ending, or a compound whose first part is one: "timed-out".)
    const participle = (t: Token | undefined) => !!t && t.kind === 'word' && /^(verb|adj|noun)$/.test(t.pos) && /(ed|en|ing)$/.test(t.norm.split('-')[0]);
    const before = tokens[i - 3];
    // (After a determiner; at the head of the phrase only past participles, not gerunds that take an object: "Clicking or pressing Space flips it".)
    const past = (t: Token | undefined) => !!t && /(ed|en)$/.test(t.norm.split('-')[0]);
    const opens = before?.pos === 'det' || (before?.kind === 'name' && before.text === 'A') || ((i === 2 || before?.kind === 'punct') && past(first) && (past(second) || second?.pos === 'adj'));
    if (i < 2 || !opens || !participle(first) || !listed('JoiningConjunctions', joiner.norm) || !(participle(second) || second?.pos === 'adj') || noun?.pos !== 'noun') return;
    first.pos = 'adj';
    second.pos = 'adj';
  },
};
