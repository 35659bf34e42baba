/**
 * Noun phrases and prepositional phrases over decided positions. A noun phrase is an optional
 * determiner or possessive, modifiers, and a head that is a noun or a name: "the help modal",
 * "a TOGGLE event", "state 'solid'", "the feedback.good event", "its network address".
 */
import type { Token } from '../2-words/token.js';
import { listed } from '../grammar/words.js';

export interface Phrase {
  /** Index of the first and one past the last token, in the clause's tokens. */
  from: number;
  to: number;
  tokens: Token[];
}

const MODIFIER = new Set(['det', 'adj', 'num', 'noun', 'name']);

/** Whether `t` may stand inside a noun phrase after its start. */
function continues(t: Token, prev: Token, next: Token | undefined): boolean {
  // ("to idle two seconds later": a number after a noun begins another phrase.)
  // (But "step two", "page 3", "input 1": a state's or an event's noun numbers them; so does a
  // capitalised noun with digits, "Level 2", "Zone 3", unless the digits count something after them.)
  // ("CAL 1": a name in capitals, too.)
  const capitals = prev.kind === 'name' && prev.shape === 'caps';
  const titled = (/^[A-Z][a-z]/.test(prev.text) || capitals) && t.kind === 'number' && !(next && (next.tags.has('TimeUnits') || next.tags.has('Plural')));
  const numbered = (((prev.tags.has('StateNouns') || prev.tags.has('PlaceNouns') || (prev.tags.has('EventNouns') && t.kind === 'number') || titled) && prev.kind === 'word') || (capitals && titled));
  if ((t.pos === 'num' || t.kind === 'number') && (prev.pos === 'noun' || prev.pos === 'name') && !numbered) return false;
  if (MODIFIER.has(t.pos) && t.pos !== 'det') return true;
  // ("after 5 more seconds")
  if (listed('DurationIncrements', t.norm) && (prev.kind === 'number' || prev.pos === 'num')) return true;
  // "the user's profile", "Kyle's form"
  if (t.norm === "'s" || t.norm === '’s') return true;
  // "a 30-second timer", "the first-run screen"
  if (t.kind === 'number') return true;
  return false;
}

/** "the item shipped event", "a holding state": a participle or gerund before the head noun. */
function participleBeforeHead(tokens: Token[], j: number): boolean {
  const t = tokens[j];
  const next = tokens[j + 1];
  return t.pos === 'verb' && /(ed|ing)$/.test(t.norm) && !!next && (next.pos === 'noun' || next.pos === 'name') && (!tokens[j + 2] || !/^(det|pron)$/.test(tokens[j + 2].pos));
}

/**
 * "trips a `CLOSED` or `HALF_OPEN` breaker": names joined before the thing's noun qualify it
 * together (not before a noun of the field: "from OPEN or HALF_OPEN state" lists two states).
 */
function joinedBeforeHead(tokens: Token[], i: number, j: number): boolean {
  // (After an article and names only: "a `CLOSED` or ...", not "becomes `past_due` and **Smart Retries** kick in".)
  if (tokens[i].pos !== 'det' || j - i > 4) return false;
  const [prev, t, next, head] = [tokens[j - 1], tokens[j], tokens[j + 1], tokens[j + 2]];
  const named = (x: Token | undefined) => !!x && (x.pos === 'name' || (x.pos === 'adj' && /^[A-Z]/.test(x.text)));
  const field = (x: Token) => ['StateNouns', 'PlaceNouns', 'EventNouns', 'StatusNouns'].some((c) => x.tags.has(c));
  return !!prev && (t.text === ',' || listed('JoiningConjunctions', t.norm)) && named(prev) && named(next) && !!head && head.kind === 'word' && head.pos === 'noun' && !field(head);
}

/** The noun phrase that starts at `i`, or null. A lone pronoun is a noun phrase. */
export function nounPhraseAt(tokens: Token[], i: number): Phrase | null {
  const first = tokens[i];
  if (!first) return null;
  // ("their consent", "its lease": a possessive pronoun opens a noun phrase.)
  const possessive = listed('PossessiveDeterminers', first.norm) && tokens[i + 1] && /^(noun|adj|name|num)$/.test(tokens[i + 1].pos);
  if (first.pos === 'pron' && !possessive) return { from: i, to: i + 1, tokens: [first] };
  // "the on state", "the Down state": one word before a state noun is the state's name, whatever its part of speech.
  const head = first.pos === 'det' ? tokens[i + 2] : tokens[i + 1];
  const named = first.pos === 'det' ? tokens[i + 1] : first;
  // (Not a verb: "the user places an order".)
  if (head?.tags.has('StateNouns') && head.pos !== 'verb' && named?.kind === 'word' && !named.tags.has('StateNouns') && named.pos !== 'verb' && !(tokens[i + 3] && /^(noun|name)$/.test(tokens[i + 3].pos)) && (first.pos === 'det' || (/^[A-Z]/.test(first.text) && /^(prep|adv|adj|part|noun)$/.test(first.pos) && i > 0 && tokens[i - 1].pos !== 'det'))) {
    const to = tokens.indexOf(head) + 1;
    return { from: i, to, tokens: tokens.slice(i, to) };
  }
  if (!MODIFIER.has(first.pos) && !first.tags.has('Possessive') && !possessive) return null;
  let j = i + 1;
  while (j < tokens.length && (continues(tokens[j], tokens[j - 1], tokens[j + 1]) || participleBeforeHead(tokens, j) || joinedBeforeHead(tokens, i, j))) j++;
  // "a holding state of awaitingPayment", "the end of the line": of + a name stays with the phrase.
  // A phrase needs a head: a noun, a name or a number.
  let to = j;
  while (to > i && !/^(noun|name|num)$/.test(tokens[to - 1].pos)) to--;
  if (to === i) return null;
  return { from: i, to, tokens: tokens.slice(i, to) };
}

/** The head of a phrase: its last noun or name. */
export function headOf(phrase: Phrase): Token {
  return phrase.tokens[phrase.tokens.length - 1];
}

/** Every noun phrase of `tokens`, left to right, not overlapping. */
export function nounPhrases(tokens: Token[], from = 0, to = tokens.length): Phrase[] {
  const out: Phrase[] = [];
  for (let i = from; i < to; i++) {
    const np = nounPhraseAt(tokens, i);
    if (!np || np.to > to) continue;
    out.push(np);
    i = np.to - 1;
  }
  return out;
}
