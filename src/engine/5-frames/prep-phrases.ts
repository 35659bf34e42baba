/**
 * The prepositional phrases of a clause, each typed as a mention: "to the review step", "from
 * either idle or paused", "(doorsOpen)" as the name meant, a particle that ends the clause as a
 * place ("it is on").
 */
import { listed, listedExactly } from '../grammar/words.js';
import { isName, isQuotedOrCode, type Token } from '../2-words/token.js';
import { nounPhraseAt, type Phrase } from '../3-clauses/phrases.js';
import type { Inventory } from '../4-inventory/inventory.js';
import { knownStateMention, mentionOf, type Mention } from '../4-inventory/mentions.js';

export interface PrepPhrase {
  prep: string;
  mention: Mention;
  /** Index of the preposition in the clause's tokens. */
  at: number;
  /** Places joined to the first: "from either idle or paused", "in both paused and running". */
  others?: Mention[];
}

const TWO_WORD_PREPS: Record<string, string[]> = { back: ['to', 'into'], out: ['of'], while: ['in'], away: ['from'], up: ['to'] };

/** A noun phrase at `i`, extended over "of" + a name ("the initial state of idle" is idle). */
export function phraseAt(tokens: Token[], i: number): Phrase | null {
  const np = nounPhraseAt(tokens, i);
  if (!np) return null;
  // "opens the doors (doorsOpen)", "a fourth state (AdminDown)": a name in brackets is the name meant.
  // (Not after a name: "goes to `Stopped` (`stop_playback`)" names what is done on the way.)
  if (tokens[np.to]?.text === '(' && tokens[np.to + 2]?.text === ')' && tokens[np.to + 1].kind !== 'word' && !(tokens[np.to + 1].kind === 'code' && np.tokens.some((t) => t.kind === 'code'))) return { from: np.from, to: np.to + 3, tokens: [tokens[np.to + 1]] };
  // ("publishes the document (state: Published)": so is a state named after its kind and a colon.)
  const labelled = tokens[np.to]?.text === '(' && tokens[np.to + 1]?.tags.has('StateNouns') && tokens[np.to + 2]?.text === ':' && tokens[np.to + 4]?.text === ')';
  if (labelled) return { from: np.from, to: np.to + 5, tokens: [tokens[np.to + 3]] };
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
export const standingParticle = (tokens: Token[], k: number) => listed('AdverbialParticles', tokens[k].norm) && (!tokens[k + 1] || tokens[k + 1].kind === 'punct' || /^(conj|sub|verb)$/.test(tokens[k + 1].pos));

/**
 * "... or paused", ", running and done": one-word places joined after a preposition's first
 * (2-words/pos reads them as nouns when a preposition of place comes before them).
 */
export function joinedPlaces(tokens: Token[], from: number, inventory: Inventory): { places: Mention[]; end: number } | null {
  const places: Mention[] = [];
  let k = from;
  const joiner = (t: Token | undefined) => !!t && (t.text === ',' || listed('JoiningConjunctions', t.norm));
  while (joiner(tokens[k])) {
    while (joiner(tokens[k])) k++;
    const word = tokens[k];
    const after = tokens[k + 1];
    // ("from both `:draft` and `:issued`": a written name is a place, too.)
    // ("from either idle or running", with a Running state: any word that names a state the text knows.)
    // ("from OPEN or PARTIALLY_FILLED": a name in capitals after another name, too.)
    // ("from Initialized, DataSourceConfigured, Prepared or Recording": or an identifier after a capitalised one.)
    const named = (t: Token | undefined) => isName(t) || (!!t && t.kind === 'word' && /^[A-Z]/.test(t.text));
    const place = !!word && ((word.pos === 'noun' && word.kind === 'word') || isQuotedOrCode(word) || (word.kind === 'name' && word.shape === 'caps' && isName(tokens[from - 1])) || (word.kind === 'name' && word.shape !== 'call' && word.shape !== 'caps' && named(tokens[from - 1])) || ((word.kind === 'name' || word.kind === 'word') && !!inventory.findState(word.norm)));
    // ("pressing jump from idle or run puts you in ...": the last place may end where the verb begins.)
    // ("from Charging or Preparing the connector goes back": or where the clause's subject begins.)
    // ("from any of Dialing, Ringing or Connected also returns": or before an adverb of the verb.)
    if (!place || (after && after.kind !== 'punct' && !/^(prep|conj|verb|det|adv)$/.test(after.pos))) return null;
    // ("In Applied, Screen and Interview": a state the text knows by a word that usually only says "state".)
    const known = inventory.findState(isName(word) ? word.text : word.norm);
    places.push(known ? knownStateMention([word], known) : mentionOf([word], inventory));
    k++;
  }
  return places.length && listed('JoiningConjunctions', tokens[k - 2]?.norm ?? '') ? { places, end: k } : null;
}

/**
 * "In response to a ManualStart event", "upon receipt of BYE-ACK": after a noun of answering, the
 * phrase with "to" or "of" names what is answered, the event.
 */
export function answers(given: PrepPhrase, next: PrepPhrase | undefined): next is PrepPhrase {
  const head = given.mention.tokens[given.mention.tokens.length - 1];
  return !!head && listed('ResponseNouns', head.norm) && !!next && /^(to|of)$/.test(next.prep) && (next.mention.type === 'event' || next.mention.type === 'thing');
}

export function prepositions(tokens: Token[], inventory: Inventory): PrepPhrase[] {
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
    // (Not "to Work" where Work is a state the text names.)
    const namedState = !!tokens[at] && /^[A-Z]/.test(tokens[at].text) && !!inventory.findState(tokens[at].norm);
    if (prep === 'to' && tokens[at]?.tags.has('HappenVerbs') && tokens[at].lemma === tokens[at].norm && !namedState) continue;
    // "to" before a verb is the infinitive ("back to draft" never is).
    // (Nor is "to Run" where Run is a state the text names.)
    // (Nor after a verb of answering: "reacts to pause", "responds to stop".)
    const answering = !!tokens[k - 1]?.tags.has('ReceiveVerbs');
    if (tokens[at]?.pos === 'verb' && !/ing$/.test(tokens[at].norm) && prep === 'to' && t.norm !== 'back' && !answering && !namedState) continue;
    // ("for more than 40 s", "for at least 5 minutes": a comparison before a time measures that time.)
    if (listedExactly('DurationPrepositions', prep) && tokens[at]?.tags.has('ComparisonPhrasesStart')) {
      let past = at;
      while (tokens[past]?.tags.has('ComparisonPhrases')) past++;
      if (tokens[past]?.kind === 'number') at = past;
    }
    // ("from any of Low, High or Fan", "in either of them": a quantifier and "of" only announce the places.)
    if (/^(any|each|either|one|all)$/.test(tokens[at]?.norm ?? '') && tokens[at + 1]?.norm === 'of' && tokens[at + 2] && tokens[at + 2].pos !== 'det' && tokens[at + 2].pos !== 'pron') at += 2;
    // ("from either idle or paused": the correlative only announces the places joined.)
    // ("on receipt of either a PROBE-REPLY or a HEARTBEAT": past an article, too.)
    const pastArticle = listed('PartitiveQuantifiers', tokens[at]?.norm ?? '') && tokens[at + 1]?.pos === 'det' && /^(noun|name)$/.test(tokens[at + 2]?.pos ?? '');
    const correlative = listed('PartitiveQuantifiers', tokens[at]?.norm ?? '') && (tokens[at + 1]?.pos === 'noun' || tokens[at + 1]?.pos === 'name' || pastArticle) ? phraseAt(tokens, at + 1) : null;
    // ("from either idle or running": before single words too.)
    if (!correlative && listed('PartitiveQuantifiers', tokens[at]?.norm ?? '') && tokens[at + 1]?.kind === 'word' && listed('JoiningConjunctions', tokens[at + 2]?.norm ?? '')) at += 1;
    const first = correlative ?? phraseAt(tokens, at);
    const joined = first ? joinedPlaces(tokens, first.to, inventory) : null;
    if (joined) {
      out.push({ prep, mention: mentionOf(first!.tokens, inventory), at: k, others: joined.places });
      k = joined.end - 1;
      continue;
    }
    const np = (pastArticle ? correlative : null) ?? phraseAt(tokens, at);
    if (!np) {
      // "goes to ready when ...", "to failed": a single word before a boundary is a name.
      const word = tokens[at];
      const after = tokens[at + 1];
      const particle = word && listed('StateParticles', word.norm);
      // ("from red back to green": before "back", too.)
      if (word && word.kind === 'word' && (/^(adj|verb|adv|part)$/.test(word.pos) || particle) && (!after || /^(punct|conj|sub|prep|rel|num)$/.test(after.pos) || after.norm === 'back' || (after.pos === 'verb' && word.pos === 'adj'))) {
        // ("from idle or run": places joined after it, too.)
        const more = joinedPlaces(tokens, at + 1, inventory);
        out.push({ prep, mention: mentionOf([word], inventory), at: k, ...(more ? { others: more.places } : {}) });
        k = more ? more.end - 1 : at;
      }
      continue;
    }
    // ("shows CAL 1 with "7.00" flashing": "with", a thing and what it is doing, says how; it names no role.)
    const absolute = prep === 'with' && tokens[np.to]?.pos === 'verb' && /ing$/.test(tokens[np.to].norm);
    if (!absolute) out.push({ prep, mention: mentionOf(np.tokens, inventory), at: k });
    k = np.to - 1;
  }
  return withPrepositionsSaidAgain(out, tokens);
}

/**
 * "..., from CLOSING or from NUDGING": a preposition said again for the next place, after "or" or
 * "and", joins that place to the first phrase, as "from CLOSING or NUDGING" does.
 */
function withPrepositionsSaidAgain(phrases: PrepPhrase[], tokens: Token[]): PrepPhrase[] {
  const out: PrepPhrase[] = [];
  for (const pp of phrases) {
    const first = out[out.length - 1];
    const again = !!first && first.prep === pp.prep && listed('JoiningConjunctions', tokens[pp.at - 1]?.norm ?? '') && !pp.others && pp.mention.type === first.mention.type;
    if (again) out[out.length - 1] = { ...first, others: [...(first.others ?? []), pp.mention] };
    else out.push(pp);
  }
  return out;
}
