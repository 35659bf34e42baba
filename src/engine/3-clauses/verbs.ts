/**
 * Verb groups: the auxiliaries, negation and adverbs around a clause's main verb, read into what
 * the frames need: the lemma (with its particle: "end up", "kick off"), the voice, negation and
 * modality. A name may stand where the verb is ("you may BOIL", "you can CLOSE the modal"):
 * people fire events by writing them as verbs.
 */
import { isName, type Token } from '../2-words/token.js';
import { grammar } from '../grammar/load.js';
import { listed, wordPattern } from '../grammar/words.js';

export interface VerbGroup {
  /** Index of the first token of the group and of the main verb, in the clause's tokens. */
  from: number;
  main: number;
  /** One past the last token (after a particle). */
  to: number;
  /** "end up", "kick off", "time out"; a name used as a verb keeps its text. */
  lemma: string;
  verb: Token;
  particle?: Token;
  negated: boolean;
  passive: boolean;
  modal?: string;
  /** Only a copula or an auxiliary: "is locked", "it is clean". */
  copula: boolean;
  /** The main verb is a name used as a verb ("may BOIL"). */
  named: boolean;
  /** -ing form, with no auxiliary: a gerund or a participle clause. */
  gerund: boolean;
  /** -ing form after a form of "be": "it is running", "while it is downloading". */
  progressive: boolean;
  /** After a form of "have": "has been entered", "we've received", "has been in IDLE". */
  perfect: boolean;
}

/** A form of "be", contracted or not. */
const isBe = (norm: string) => listed('CopulaForms', norm) || listed('CopulaContractions', norm);
/** "becomes", "became", "seems": a finite form of a linking verb. */
const isLinking = (norm: string) => wordPattern('LinkingVerbs', '^(?:%)s?$').test(norm) || listed('LinkingVerbs', grammar().lexicon.mapped('IrregularVerbs', norm) ?? '');

/** A verb or an auxiliary. */
export function isVerbish(t: Token): boolean {
  return t.pos === 'verb' || t.pos === 'aux';
}

/** The first verb group at or after `from` (before `to`), or null. */
export function verbGroupAt(tokens: Token[], from: number, to = tokens.length): VerbGroup | null {
  let i = from;
  while (i < to && !isVerbish(tokens[i])) {
    // "you may BOIL": a modal before a name.
    // ("if user not choose anything": a negation written straight before the verb opens its group.)
    if (tokens[i].pos === 'neg' && tokens[i + 1]?.pos === 'verb' && i + 1 < to) break;
    i++;
  }
  if (i >= to) return null;
  const start = i;
  let negated = false;
  let modal: string | undefined;
  let sawBe = false;
  let last = i;
  let main = -1;
  for (let k = i; k < to; k++) {
    const t = tokens[k];
    // ("has heating, cooling and idle modes": "has" before an -ing word is having it.)
    if ((t.pos === 'aux' || t.pos === 'verb') && listed('PerfectAuxiliaries', t.norm) && /ing$/.test(tokens[k + 1]?.norm ?? '') && k + 1 < to) {
      main = k;
      break;
    }
    // ("you have to press End Run", "you need to select Start": "to" after a verb of obligation
    // makes the two a modal, as "must" is.)
    if ((t.pos === 'aux' || t.pos === 'verb') && listed('ObligationVerbs', t.norm) && tokens[k + 1]?.norm === 'to' && k + 2 < to && isVerbish(tokens[k + 2])) {
      modal = 'must';
      last = ++k;
      continue;
    }
    // ("an Open table gets marked Reserved", "it gets closed as Won't Fix": "get" before a participle is a passive's "be".)
    if (t.pos === 'verb' && t.lemma === 'get' && k + 1 < to && tokens[k + 1].pos === 'verb' && /(ed|en)$/.test(tokens[k + 1].norm) && tokens[k + 1].lemma !== tokens[k + 1].norm) {
      sawBe = true;
      last = k;
      continue;
    }
    if (t.pos === 'aux') {
      if (t.tags.has('Modal') || listed('ModalVerbs', t.norm)) modal = t.norm;
      if (isBe(t.norm) || t.lemma === 'be') sawBe = true;
      last = k;
      continue;
    }
    if (t.pos === 'neg') {
      negated = true;
      last = k;
      continue;
    }
    // ("can no longer be cancelled": a negation written in two words.)
    if (t.tags.has('NegationsStart') && tokens[k + 1]?.tags.has('Negations') && !tokens[k + 1].tags.has('NegationsStart')) {
      negated = true;
      last = k + 1;
      k++;
      continue;
    }
    if (t.pos === 'adv' && k + 1 < to && (isVerbish(tokens[k + 1]) || tokens[k + 1].pos === 'adv' || tokens[k + 1].pos === 'neg' || (modal && (tokens[k + 1].kind === 'name' || tokens[k + 1].kind === 'quoted' || tokens[k + 1].kind === 'code')))) continue;
    if (t.pos === 'verb') {
      main = k;
      // "has been entered", "should transition": the last verb of a run is the main verb.
      if (k + 1 < to && tokens[k + 1].pos === 'verb' && listed('AuxiliaryForms', t.norm)) {
        sawBe ||= t.lemma === 'be';
        continue;
      }
      break;
    }
    // "you may BOIL", "can CLOSE the modal": a name where the verb should be.
    // ("You can only CLOSE the modal": past the adverbs after the modal, too.)
    // (Not after "be": "The status can be `'idle'`, ..." names what it is.)
    if (modal && !sawBe && isName(t) && tokens.slice(last + 1, k).every((x) => x.pos === 'adv')) {
      main = k;
      break;
    }
    break;
  }
  if (main < 0) {
    // Only auxiliaries: a copula clause ("it is clean", "the door is open").
    const copula = tokens.slice(start, last + 1).some((t) => isBe(t.norm) || t.lemma === 'be' || isLinking(t.norm));
    const verb = tokens[last];
    return { from: start, main: last, to: last + 1, lemma: verb.lemma, verb, negated, passive: false, modal, copula, named: false, gerund: false, progressive: false, perfect: perfectBefore(tokens, start, last) };
  }
  const verb = tokens[main];
  let end = main + 1;
  let particle: Token | undefined;
  const next = tokens[end];
  // ("is shown on a page": before a noun phrase, "on" and "in" are prepositions, not particles.)
  const after = tokens[end + 1];
  // ("stops by itself", "turns off on its own": nor before a reflexive, where it says how.)
  const preposition = next && ((listed('ParticlePrepositions', next.norm) && after && /^(det|noun|name|pron|num|adj)$/.test(after.pos)) || (!!after && listed('ReflexivePronouns', after.norm)));
  if (next && !preposition && (next.pos === 'part' || (listed('PhrasalParticles', next.norm) && next.tags.has('PhrasalVerb')))) {
    particle = next;
    end++;
  } else if (next && (listed('ObjectPronouns', next.norm) || listed('ObjectAnaphors', next.norm)) && after && listed('VerbParticles', after.norm) && after.norm !== 'back' && (!tokens[end + 2] || /^(punct|conj|sub|rel)$/.test(tokens[end + 2].pos))) {
    // ("until a worker picks it up", "turns it off,": the particle after an object pronoun is the verb's.)
    particle = after;
  } else if (next?.pos === 'det') {
    // ("turns the LED off", "switches the heater on": after a short noun phrase too, for a verb
    // whose particle can stand before its object.)
    let k = end + 1;
    while (k < end + 3 && tokens[k] && /^(adj|noun|name)$/.test(tokens[k].pos)) k++;
    const p = tokens[k];
    const closes = !tokens[k + 1] || /^(punct|conj|sub|rel)$/.test(tokens[k + 1].pos);
    if (k > end + 1 && p && closes && listed('PhrasalVerbs', `${verb.lemma} ${p.norm}`)) particle = p;
  }
  // ("is shown", "is held", "was sent": after a form of "be", any form that is not -ing or -s is the participle.)
  const participle = verb.tags.has('PastTense') || verb.tags.has('Participle') || /(ed|en)$/.test(verb.norm) || (!/(ing|s)$/.test(verb.norm) && verb.lemma !== verb.norm);
  const named = verb.kind !== 'word';
  const lemma = named ? verb.text : particle ? `${verb.lemma} ${particle.norm}` : verb.lemma;
  return {
    from: start,
    main,
    to: end,
    lemma,
    verb,
    particle,
    negated,
    passive: sawBe && participle && !named,
    modal,
    // ("it becomes filled": becoming is being, from then on.)
    // ("becomes `available`": a written name after it, too.)
    // ("it is marked as dead": being marked so is being so.)
    // ("the turnstile becomes Unlocked": a capitalised name, too.)
    // ("becomes either `canceled` or `unpaid`": past the correlative, too.)
    copula: (listed('LinkingVerbs', verb.lemma) && !particle && !!complementAt(tokens, end)) || (sawBe && listed('MarkingParticiples', verb.norm) && !!tokens[end] && tokens[end].kind !== 'punct' && (tokens[end].pos !== 'prep' || tokens[end].norm === 'as' || (tokens[end].norm === 'to' && tokens[end + 1]?.norm === 'be'))),
    named,
    gerund: /ing$/.test(verb.norm) && start === main,
    progressive: /ing$/.test(verb.norm) && start < main && sawBe,
    perfect: perfectBefore(tokens, start, main),
  };
}

/** Whether a form of "have" stands among the auxiliaries from `start` up to the verb at `main`. */
const perfectBefore = (tokens: Token[], start: number, main: number): boolean => tokens.slice(start, main).some((t) => listed('PerfectAuxiliaries', t.norm));

/** The word a linking verb takes as its complement, at `end` or past a correlative ("either"). */
function complementAt(tokens: Token[], end: number): Token | undefined {
  const t = listed('CorrelativeDeterminers', tokens[end]?.norm ?? '') ? tokens[end + 1] : tokens[end];
  return t && (/^(adj|verb)$/.test(t.pos) || t.kind === 'code' || t.kind === 'quoted' || (/^[A-Z]/.test(t.text) && /^(noun|name)$/.test(t.pos))) ? t : undefined;
}
