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

export interface PrepPhrase {
  prep: string;
  mention: Mention;
  /** Index of the preposition in the clause's tokens. */
  at: number;
  /** Places joined to the first: "from either idle or paused", "in both paused and running". */
  others?: Mention[];
}

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

const TWO_WORD_PREPS: Record<string, string[]> = { back: ['to', 'into'], out: ['of'], while: ['in'], away: ['from'], up: ['to'] };

/** A noun phrase at `i`, extended over "of" + a name ("the initial state of idle" is idle). */
function phraseAt(tokens: Token[], i: number): Phrase | null {
  const np = nounPhraseAt(tokens, i);
  if (!np) return null;
  // "opens the doors (doorsOpen)", "a fourth state (AdminDown)": a name in brackets is the name meant.
  if (tokens[np.to]?.text === '(' && tokens[np.to + 2]?.text === ')' && tokens[np.to + 1].kind !== 'word') return { from: np.from, to: np.to + 3, tokens: [tokens[np.to + 1]] };
  if (tokens[np.to]?.norm === 'of' && np.tokens[np.tokens.length - 1].tags.has('StateNouns')) {
    const inner = nounPhraseAt(tokens, np.to + 1);
    if (inner) return inner;
    // ("the initial state of idle")
    const word = tokens[np.to + 1];
    if (word && word.kind === 'word' && /^(adj|verb|adv)$/.test(word.pos)) return { from: np.to + 1, to: np.to + 2, tokens: [word] };
  }
  return np;
}

/** "it is on", "when it is in": a particle that ends the clause stands for a state. */
const standingParticle = (tokens: Token[], k: number) => listed('AdverbialParticles', tokens[k].norm) && (!tokens[k + 1] || tokens[k + 1].kind === 'punct' || /^(conj|sub|verb)$/.test(tokens[k + 1].pos));

/**
 * "... or paused", ", running and done": one-word places joined after a preposition's first
 * (2-words/pos reads them as nouns when a preposition of place comes before them).
 */
function joinedPlaces(tokens: Token[], from: number, inventory: Inventory): { places: Mention[]; end: number } | null {
  const places: Mention[] = [];
  let k = from;
  while (/^(,|or|and)$/.test(tokens[k]?.norm ?? '')) {
    while (/^(,|or|and)$/.test(tokens[k]?.norm ?? '')) k++;
    const word = tokens[k];
    const after = tokens[k + 1];
    if (!word || word.pos !== 'noun' || word.kind !== 'word' || (after && after.kind !== 'punct' && after.pos !== 'prep' && after.pos !== 'conj')) return null;
    places.push(mentionOf([word], inventory));
    k++;
  }
  return places.length && /^(or|and)$/.test(tokens[k - 2]?.norm ?? '') ? { places, end: k } : null;
}

function prepositions(tokens: Token[], inventory: Inventory): PrepPhrase[] {
  const out: PrepPhrase[] = [];
  for (let k = 0; k < tokens.length; k++) {
    const t = tokens[k];
    // ("in response to events", "in fact": a set phrase is no place and no time.)
    if (t.tags.has('IdiomsStart')) {
      while (tokens[k + 1]?.tags.has('Idioms') && !tokens[k + 1].tags.has('IdiomsStart')) k++;
      continue;
    }
    if (t.pos !== 'prep' && !(t.norm === 'back' && tokens[k + 1]?.norm === 'to')) continue;
    let prep = t.norm;
    let at = k + 1;
    const second = TWO_WORD_PREPS[prep];
    if (second && second.includes(tokens[k + 1]?.norm ?? '')) {
      // "back to" and "back into" fill the same roles as "to" and "into".
      prep = prep === 'back' ? tokens[k + 1].norm : `${prep} ${tokens[k + 1].norm}`;
      at = k + 2;
    }
    // ("allows the transition to occur": a verb of happening after "to" is the infinitive, whatever its tag.)
    if (prep === 'to' && tokens[at]?.tags.has('HappenVerbs') && tokens[at].lemma === tokens[at].norm) continue;
    // "to" before a verb is the infinitive ("back to draft" never is).
    if (tokens[at]?.pos === 'verb' && !/ing$/.test(tokens[at].norm) && prep === 'to' && t.norm !== 'back') continue;
    // ("from either idle or paused": the correlative only announces the places joined.)
    const correlative = listed('PartitiveQuantifiers', tokens[at]?.norm ?? '') && tokens[at + 1]?.pos === 'noun' ? phraseAt(tokens, at + 1) : null;
    const first = correlative ?? phraseAt(tokens, at);
    const joined = first ? joinedPlaces(tokens, first.to, inventory) : null;
    if (joined) {
      out.push({ prep, mention: mentionOf(first!.tokens, inventory), at: k, others: joined.places });
      k = joined.end - 1;
      continue;
    }
    const np = phraseAt(tokens, at);
    if (!np) {
      // "goes to ready when ...", "to failed": a single word before a boundary is a name.
      const word = tokens[at];
      const after = tokens[at + 1];
      const particle = word && listed('StateParticles', word.norm);
      // ("from red back to green": before "back", too.)
      if (word && word.kind === 'word' && (/^(adj|verb|adv|part)$/.test(word.pos) || particle) && (!after || /^(punct|conj|sub|prep|rel|num)$/.test(after.pos) || after.norm === 'back' || (after.pos === 'verb' && word.pos === 'adj'))) {
        out.push({ prep, mention: mentionOf([word], inventory), at: k });
        k = at;
      }
      continue;
    }
    out.push({ prep, mention: mentionOf(np.tokens, inventory), at: k });
    k = np.to - 1;
  }
  return out;
}

/** The subject: the noun phrase that ends where the verb group begins (adverbs between allowed). */
function subjectBefore(tokens: Token[], verbFrom: number): Phrase | null {
  let end = verbFrom;
  while (end > 0 && tokens[end - 1].pos === 'adv') end--;
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
  if (!best) return null;
  // "Successful authentication from either tab leaves auth": past a phrase that qualifies it, the subject.
  if (best.from > 1 && tokens[best.from - 1].pos === 'prep') {
    const before = phrases.find((np) => np.to === best!.from - 1);
    return before && (before.from === 0 || tokens[before.from - 1].pos !== 'prep') ? before : null;
  }
  return best;
}

/** The subject's parts: split at "or", "and" and commas; each part a gerund phrase or a noun phrase. */
function subjectParts(tokens: Token[], inventory: Inventory): SubjectPart[] {
  const parts: SubjectPart[] = [];
  const joined = tokens.some((t) => t.pos === 'conj' && /^(or|and)$/.test(t.norm));
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
    if ((t.pos === 'conj' && /^(or|and)$/.test(t.norm)) || t.text === ',') flush(i);
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
    const stop = tokens.findIndex((t, i) => i > 0 && i < subjectEnd && t.pos === 'prep');
    subjects = subjectParts(tokens.slice(0, stop > 0 ? stop : subjectEnd), inventory);
    const g = subjects[0]?.gerund;
    if (g) gerundSubject = { verb: g.verb, object: g.object, tokens: subjects[0].tokens };
  }
  const subjectPhrase = verb && !gerundSubject ? subjectBefore(tokens, verb.from) : null;
  if (verb && !subjects.length && subjectPhrase) {
    // "ARM and DISARM move the alarm": a coordinated subject, from the clause's start.
    const span = tokens.slice(0, subjectPhrase.to);
    subjects = span.some((t) => t.pos === 'conj' && /^(or|and)$/.test(t.norm)) && !span.some((t) => t.pos === 'prep' || t.pos === 'verb' || t.pos === 'aux') ? subjectParts(span, inventory) : [];
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
    const np = phraseAt(tokens, k);
    if (np && tokens[k - 1]?.pos !== 'prep') {
      if (verb.copula) complement = mentionOf(np.tokens, inventory);
      else object = mentionOf(np.tokens, inventory);
    } else if (verb.copula && tokens[k] && (tokens[k].pos === 'adj' || tokens[k].pos === 'verb' || tokens[k].pos === 'part' || standingParticle(tokens, k))) {
      complement = mentionOf([tokens[k]], inventory);
    }
  }
  const preps = prepositions(tokens, inventory).filter((p) => !object || p.mention.tokens[0] !== object.tokens[0]);
  // A subject of one noun phrase, found as a part ("Loading fetches ..."), is the subject.
  const single = !subjectPhrase && subjects.length === 1 && subjects[0].mention ? subjects[0].mention : null;
  return {
    tokens,
    verb,
    subject: subjectPhrase ? mentionOf(subjectPhrase.tokens, inventory) : (single ?? (verb && verb.from === 0 && !gerundSubject ? inherited : null)),
    ...(!subjectPhrase && !single && verb && verb.from === 0 && !gerundSubject && inherited ? { sharedSubject: true } : {}),
    gerundSubject,
    subjects,
    object,
    complement,
    preps,
  };
}
