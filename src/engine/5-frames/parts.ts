/**
 * The parts of a clause around its verb: the subject (a noun phrase, or a gerund phrase such as
 * "Pressing PLAY again"), the object, the complement of a copula, the particle, and every
 * prepositional phrase, each typed as a mention.
 */
import { listed } from '../grammar/words.js';
import type { Token } from '../2-words/token.js';
import type { Clause } from '../3-clauses/split.js';
import { nounPhraseAt, nounPhrases, type Phrase } from '../3-clauses/phrases.js';
import { verbGroupAt, type VerbGroup } from '../3-clauses/verbs.js';
import type { Inventory } from '../4-inventory/inventory.js';
import { isTheThing, mentionOf, type Mention } from '../4-inventory/mentions.js';
import { eventName } from '../4-inventory/names.js';
import { phraseAt, prepositions, standingParticle, type PrepPhrase } from './prep-phrases.js';

export type { PrepPhrase } from './prep-phrases.js';


/** One of the things a subject names: a noun phrase, or something done ("pressing 'Close'"). */
export interface SubjectPart {
  mention: Mention | null;
  /** For a gerund phrase: its verb and what it is done to. */
  gerund?: { verb: Token; object: Mention | null };
  tokens: Token[];
}

export interface Parts {
  tokens: Token[];
  verb: VerbGroup | null;
  /** The subject, when it is one noun phrase. */
  subject: Mention | null;
  /** "Pressing PLAY again": the subject is something done (its verb and object). */
  gerundSubject: { verb: Token; object: Mention | null; tokens: Token[] } | null;
  /** A coordinated subject, part by part: "pressing 'Close' or clicking outside it", "ARM and DISARM". */
  subjects: SubjectPart[];
  object: Mention | null;
  /** After a copula: "it is clean", "the initial state is X". */
  complement: Mention | null;
  preps: PrepPhrase[];
  /** The subject is the clause before's, shared by a coordinated predicate. */
  sharedSubject?: boolean;
}

/** A participle read as an adjective, after the noun it qualifies ("the first OFFER received"); not "red". */
const qualifying = (t: Token | undefined): boolean => !!t && t.pos === 'adj' && /(ed|en)$/.test(t.norm) && t.lemma !== t.norm;

/** The subject: the noun phrase that ends where the verb group begins (adverbs between allowed). */
function subjectBefore(tokens: Token[], verbFrom: number, inverted = false): Phrase | null {
  let end = verbFrom;
  while (end > 0 && tokens[end - 1].pos === 'adv') end--;
  // ("Idle and Running both go to Done": past a quantifier that floats after the subject.)
  if (end > 1 && listed('FloatingQuantifiers', tokens[end - 1].norm) && tokens[end - 2].kind !== 'punct' && tokens[end - 2].pos !== 'det') end--;
  // ("The first OFFER received moves ...": past a participle that qualifies the noun before it.)
  if (end > 2 && qualifying(tokens[end - 1]) && /^(noun|name)$/.test(tokens[end - 2].pos)) end--;
  // ("Were the payment to fail": past the "to" of an inverted condition's verb.)
  if (end > 1 && tokens[end - 1].norm === 'to' && inverted) end--;
  // ("`ORDER_MOVE` (right-click on the ground) puts it in `Moving`": past an aside in brackets.)
  if (tokens[end - 1]?.text === ')') {
    const open = tokens.slice(0, end - 1).map((t) => t.text).lastIndexOf('(');
    if (open > 0) end = open;
  }
  // ("Stop, from anywhere in active, returns": past an aside in commas.)
  if (tokens[end - 1]?.text === ',') {
    const open = tokens.slice(0, end - 1).map((t) => t.text).lastIndexOf(',');
    end = open > 0 ? open : end - 1;
  }
  // ("A delivery scan before that moves it": past a phrase with a demonstrative, the subject.)
  if (end > 2 && listed('Demonstratives', tokens[end - 1].norm) && tokens[end - 2].pos === 'prep') end -= 2;
  let best: Phrase | null = null;
  const phrases = nounPhrases(tokens, 0, end);
  for (const np of phrases) if (np.to === end) best = np;
  // ("green becomes yellow", "After 30 seconds red becomes green": an adjective alone where the clause begins.)
  const lone = tokens[end - 1];
  if (!best && lone?.pos === 'adj' && lone.kind === 'word' && (end === 1 || tokens[end - 2].kind === 'punct' || tokens[end - 2].tags.has('TimeUnits'))) return { from: end - 1, to: end, tokens: [lone] };
  // ("NEXT from idle goes to navigating": an adjective alone after a preposition is a place, past which is the subject.)
  if (!best && lone?.pos === 'adj' && lone.kind === 'word' && end > 2 && tokens[end - 2].pos === 'prep') best = { from: end - 1, to: end, tokens: [lone] };
  if (!best) return null;
  // ("A queued or running job can be canceled": qualities joined before one noun are all of its phrase.)
  if (best.tokens.length > 1 && best.tokens[0]?.pos === 'adj' && best.tokens[best.tokens.length - 1].pos === 'noun' && best.from > 1 && joins(tokens[best.from - 1]) && tokens[best.from - 2].pos === 'adj') {
    let k = best.from - 2;
    while (k > 0 && tokens[k - 1].pos === 'adj') k--;
    if (k > 0 && tokens[k - 1].pos === 'det') k--;
    if (k === 0 || tokens[k - 1].kind === 'punct') best = { ...best, from: k, tokens: tokens.slice(k, best.to) };
  }
  // "Successful authentication from either tab leaves auth": past a phrase that qualifies it, the subject.
  // ("`CLEAR` from `success` or `failure` goes to `idle`": past places joined in it, too.)
  let last: Phrase = best;
  while (last.from > 1 && listed('JoiningConjunctions', tokens[last.from - 1].norm)) {
    const joined = phrases.find((np) => np.to === last.from - 1);
    if (!joined) break;
    last = joined;
  }
  if (last.from > 1 && tokens[last.from - 1].pos === 'prep') {
    // ("An ACK received in RENEWING or REBINDING returns ...": past the participle that qualifies it, too.)
    const qualified = qualifying(tokens[last.from - 2]) ? 1 : 0;
    const before = phrases.find((np) => np.to === last.from - 1 - qualified);
    return before && (before.from === 0 || tokens[before.from - 1].pos !== 'prep') ? before : null;
  }
  return best;
}

const joins = (t: Token) => t.pos === 'conj' && listed('JoiningConjunctions', t.norm);

/** The subject's parts: split at "or", "and" and commas; each part a gerund phrase or a noun phrase. */
function subjectParts(tokens: Token[], inventory: Inventory): SubjectPart[] {
  const parts: SubjectPart[] = [];
  const joined = tokens.some(joins);
  let from = 0;
  const flush = (to: number) => {
    const own = tokens.slice(from, to).filter((t) => t.kind !== 'punct' || !/[,;]/.test(t.text));
    from = to + 1;
    // ("doing so": what was just said, kept whole.)
    const doingSo = own.length === 2 && own[0].lemma === 'do' && listed('ProVerbObjects', own[1].norm);
    while (!doingSo && own.length && (own[own.length - 1].pos === 'adv' || own[own.length - 1].pos === 'conj')) own.pop();
    // ("Both paused and running go to idle": the correlative only announces the parts.)
    if (own.length > 1 && listed('PartitiveQuantifiers', own[0].norm)) own.shift();
    if (!own.length) return;
    const first = own[0];
    // ("Confirming deletes the item": a gerund alone, too; but "running", a state the text names, is that state.)
    const named = own.length === 1 && joined && !!inventory.findState(first.norm);
    if (/ing$/.test(first.norm) && (first.pos === 'verb' || first.pos === 'adj' || first.pos === 'noun') && (own.length > 1 || first.pos === 'verb') && !named) {
      let k = 1;
      while (own[k] && (own[k].pos === 'part' || own[k].pos === 'adv')) k++;
      const np = nounPhraseAt(own, k);
      parts.push({ mention: null, gerund: { verb: first, object: np ? mentionOf(np.tokens, inventory) : own.length > k ? mentionOf(own.slice(k).filter((t) => t.pos !== 'prep'), inventory) : null }, tokens: own });
      return;
    }
    const np = nounPhraseAt(own, 0);
    parts.push({ mention: mentionOf(np && np.to === own.length ? np.tokens : own, inventory), tokens: own });
  };
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    if (joins(t) || t.text === ',') flush(i);
  }
  flush(tokens.length);
  return parts;
}

/** The main verb: the first verb group that is not a gerund opening the clause (or coordinated with one). */
function mainVerb(tokens: Token[], first: VerbGroup | null): { verb: VerbGroup | null; subjectEnd: number } {
  // ("esc or clicking the backdrop closes it": a gerund after a noun and "or" is part of the subject.)
  const afterNounAndOr = first && first.gerund && first.from > 0 && tokens[first.from - 1].pos === 'conj' && tokens.slice(0, first.from - 1).every((t) => /^(noun|name|det|adj|punct)$/.test(t.pos));
  // ("A customer pushing through the arms gives a push input": an -ing phrase after the subject's
  // noun qualifies it; the finite verb after it is the clause's.)
  const qualifying = !!first && first.gerund && first.from > 0 && tokens[first.from - 1].pos === 'noun' && tokens.slice(0, first.from).every((t) => /^(noun|name|det|adj)$/.test(t.pos));
  for (let at = first, next = qualifying && first ? verbGroupAt(tokens, first.to) : null; next; at = next, next = verbGroupAt(tokens, at.to)) {
    if (!next.gerund && /[^s]s$/.test(next.verb.norm)) return { verb: next, subjectEnd: next.from };
  }
  if (!first || !first.gerund || (first.from !== 0 && !afterNounAndOr)) return { verb: first, subjectEnd: first?.from ?? 0 };
  let at = first;
  for (;;) {
    const next = verbGroupAt(tokens, at.to);
    if (!next) return { verb: first, subjectEnd: 0 };
    if (!next.gerund) return { verb: next, subjectEnd: next.from };
    const between = tokens.slice(at.to, next.from);
    // "pressing 'Close' or clicking outside it": a coordinated gerund continues the subject.
    if (!between.some((t) => t.pos === 'conj' || t.text === ',')) return { verb: first, subjectEnd: 0 };
    at = next;
  }
}

/** What a coordinated clause takes from the one it goes on from. */
export interface Inherited {
  subject: Mention | null;
  /** Its verb was passive: "It is fulfilled ..., and rejected otherwise". */
  passive: boolean;
  /** And negated: "the source state won't be exited and re-entered". */
  negated: boolean;
}

/** `inherited`: the subject of the clause before, for a coordinated clause that has none ("... and are deleted after 90 days"). */
export function partsOf(clause: Clause, inventory: Inventory, from: Inherited | null = null): Parts {
  const tokens = clause.tokens;
  const inherited = from?.subject ?? null;
  const found = mainVerb(tokens, clause.verb);
  const { subjectEnd } = found;
  // ("..., and rejected otherwise": a bare participle going on from a passive said of the thing is passive too.)
  const bare = !!from?.passive && isTheThing(from.subject) && !!found.verb && found.verb.from === 0 && found.verb.main === 0 && !found.verb.passive && /ed$/.test(found.verb.verb.norm);
  const verb = bare ? { ...found.verb!, passive: true, negated: from!.negated } : found.verb;
  let gerundSubject: Parts['gerundSubject'] = null;
  let subjects: SubjectPart[] = [];
  if (verb && subjectEnd > 0 && clause.verb !== verb) {
    // Up to the first preposition: "Pressing PLAY again during playing" is done during playing.
    // (Not a particle right before the verb: "Turning the engine off returns ...".)
    const stop = tokens.findIndex((t, i) => i > 0 && i < subjectEnd && t.pos === 'prep' && !(i === subjectEnd - 1 && t.tags.has('PhrasalParticles')));
    subjects = subjectParts(tokens.slice(0, stop > 0 ? stop : subjectEnd), inventory);
    const g = subjects[0]?.gerund;
    if (g) gerundSubject = { verb: g.verb, object: g.object, tokens: subjects[0].tokens };
  }
  const subjectPhrase = verb && !gerundSubject ? subjectBefore(tokens, verb.from, listed('InversionAuxiliaries', clause.opener)) : null;
  if (verb && !subjects.length && subjectPhrase) {
    // "ARM and DISARM move the alarm": a coordinated subject, from the clause's start.
    const span = tokens.slice(0, subjectPhrase.to);
    // (Not qualities joined before one noun: "A queued or running job can be canceled".)
    const first = span.findIndex(joins);
    const head = span[span.length - 1];
    const qualities = first > 0 && head.pos === 'noun' && head.kind === 'word' && /^[a-z]/.test(head.text) && !inventory.findState(head.norm) && span.slice(0, first).every((t) => t.pos === 'det' || t.pos === 'adj');
    subjects = first >= 0 && !qualities && !span.some((t) => t.pos === 'prep' || t.pos === 'verb' || t.pos === 'aux') ? subjectParts(span, inventory) : [];
  }
  let object: Mention | null = null;
  let complement: Mention | null = null;
  if (verb) {
    let k = verb.to;
    // ("it is off": after a copula, a particle is the complement.)
    while (tokens[k]?.pos === 'adv' || (tokens[k]?.pos === 'part' && !verb.copula)) k++;
    // "sends (via unicast) a DHCPREQUEST message": an aside in brackets stands between the verb and its object.
    if (tokens[k]?.text === '(') {
      const close = tokens.findIndex((t, i) => i > k && t.text === ')');
      if (close > 0) k = close + 1;
    }
    // ("show them a popup", "give the user a warning": the one it is done for stands before the object.)
    // ("send it a FETCH event": "it" too, before a phrase that is new.)
    const newPhrase = tokens[k + 1] && (listed('IndefiniteArticles', tokens[k + 1].norm) || tokens[k + 1].kind === 'name');
    const recipient = !verb.copula && tokens[k] && (listed('ObjectPronouns', tokens[k].norm) || (tokens[k].norm === 'it' && newPhrase)) && tokens[k + 1] && /^(det|noun|adj|name)$/.test(tokens[k + 1].pos);
    if (recipient) k++;
    // ("the job is marked `executing`": what it is marked as is the complement.)
    if (verb.copula && listed('MarkingParticiples', tokens[k]?.norm ?? '') && tokens[k + 1] && tokens[k + 1].kind !== 'punct') k++;
    if (verb.copula && tokens[k]?.norm === 'as' && listed('MarkingParticiples', tokens[k - 1]?.norm ?? '')) k++;
    // ("the doors are said to be released": or "to be".)
    if (verb.copula && tokens[k]?.norm === 'to' && tokens[k + 1]?.norm === 'be' && listed('MarkingParticiples', tokens[k - 1]?.norm ?? '')) k += 2;
    // ("you're back in focus", "it is back at `idle`": where it is back is the complement.)
    const backIn = verb.copula && tokens[k]?.norm === 'back' && listed('ReturnPrepositions', tokens[k + 1]?.norm ?? '') && !!phraseAt(tokens, k + 2);
    if (backIn) k += 2;
    const np = phraseAt(tokens, k);
    if (np && (tokens[k - 1]?.pos !== 'prep' || backIn)) {
      if (verb.copula) complement = mentionOf(np.tokens, inventory);
      else object = mentionOf(np.tokens, inventory);
    } else if (!verb.copula && verb.verb.tags.has('ReceiveVerbs') && tokens[k]?.kind === 'number' && !tokens[k + 1]?.tags.has('TimeUnits')) {
      // ("On reading 1 it moves to q1": a symbol received, written as a bare number, is the object.)
      object = mentionOf([tokens[k]], inventory);
    } else if (verb.copula && tokens[k] && (tokens[k].pos === 'adj' || tokens[k].pos === 'verb' || tokens[k].pos === 'part' || standingParticle(tokens, k))) {
      complement = mentionOf([tokens[k]], inventory);
    } else if (!verb.copula && tokens[k]?.pos === 'adj' && !['MannerWords', 'PhrasalParticles', 'ImmediacyAdverbs'].some((c) => tokens[k].tags.has(c)) && listed('TargetPrepositions', tokens[k + 1]?.norm ?? '') && tokens[k + 2] && tokens[k + 2].pos !== 'verb') {
      // ("RESOLVE moves loading to done", "takes idle to busy": a state named by an adjective, moved somewhere.)
      object = mentionOf([tokens[k]], inventory);
    }
  }
  // ("New states added to s1 will inherit ...": where a participle that qualifies the subject goes is the
  // subject's; where it happens, "received in CLOSED", is still where the clause happens.)
  const qualified = verb ? tokens.findIndex((t, k) => k > 0 && k < verb.from && t.pos === 'adj' && /ed$/.test(t.norm) && tokens[k - 1].pos === 'noun' && tokens[k + 1]?.pos === 'prep') : -1;
  const preps = prepositions(tokens, inventory).filter((p) => (!object || p.mention.tokens[0] !== object.tokens[0]) && !(qualified >= 0 && p.at > qualified && p.at < verb!.from && listed('TargetPrepositions', p.prep)));
  // A subject of one noun phrase, found as a part ("Loading fetches ..."), is the subject.
  const single = !subjectPhrase && subjects.length === 1 && subjects[0].mention ? subjects[0].mention : null;
  // ("..., and always ends in void": an adverb before the verb leaves it without a subject of its own.)
  const opens = !!verb && tokens.slice(0, verb.from).every((t) => t.pos === 'adv');
  const happening = verb && !gerundSubject ? happeningSubject(tokens.slice(0, verb.from), verb) : null;
  return {
    tokens,
    verb,
    subject: happening ?? (subjectPhrase ? mentionOf(subjectPhrase.tokens, inventory) : (single ?? (opens && !gerundSubject ? inherited : null))),
    ...(!subjectPhrase && !single && opens && !gerundSubject && inherited ? { sharedSubject: true } : {}),
    gerundSubject,
    subjects,
    object,
    complement,
    preps,
  };
}

/**
 * "The clock reaching zero moves the ALS to `IGNITION`": a thing and what it is doing, as the subject
 * of a verb of moving, is what happens, named by all its words (a person's, by the deed alone).
 */
function happeningSubject(span: Token[], verb: VerbGroup): Mention | null {
  const words = span[0]?.pos === 'det' ? span.slice(1) : span;
  const doing = words.findIndex((t) => t.pos === 'verb' && /ing$/.test(t.norm));
  if (doing < 1 || !verb.verb.tags.has('MotionVerbs') || !words.slice(0, doing).every((t) => t.pos === 'noun' || t.pos === 'name' || t.pos === 'adj')) return null;
  if (words.slice(doing + 1).some((t) => t.pos === 'verb' || t.pos === 'aux' || t.pos === 'conj' || t.kind === 'punct') || words.length - doing > 5) return null;
  // (Not where it happens: "Raw input going high in RELEASED takes you to MAYBE_PRESSED".)
  const at = words.findIndex((t, i) => i > doing && t.pos === 'prep');
  const told = at > 0 ? words.slice(0, at) : words;
  // ("Either operator hitting a stop button puts it into STOPPED": what a person does is named by the deed, HIT_STOP_BUTTON.)
  const person = words.slice(0, doing).some((t) => listed('Actors', t.lemma) || listed('PersonNouns', t.lemma));
  const deed = person ? [{ ...told[doing], norm: told[doing].lemma, pos: 'verb' as const }, ...told.slice(doing + 1)] : told;
  return { type: 'event', tokens: told, name: eventName(deed), by: 'words' };
}
