/**
 * Lists of names: "idle, running, and paused", "A, B or C", "intro, then details, then review".
 * Items are short phrases without a finite verb, separated by commas, "and", "or" and "then".
 */
import { isName, type Token } from '../2-words/token.js';
import { grammar } from '../grammar/load.js';
import { listed } from '../grammar/words.js';

export type ListKind = 'state' | 'event' | 'region';

/** A list of states, events or regions read from a sentence. */
export interface Enumeration {
  kind: ListKind;
  items: Token[][];
  ordered: boolean;
  /** Index of the kind noun ("states") in the tokens. */
  at: number;
}

export interface List {
  items: Token[][];
  /** Index one past the list's last token. */
  end: number;
  /** The items were joined by "then": an order, not just a set. */
  ordered: boolean;
}

const isSeparator = (norm: string) => listed('ListSeparators', norm);
const MAX_ITEM = 5;

function isItemToken(t: Token, announced: boolean): boolean {
  if (isName(t) || t.kind === 'number') return true;
  if (t.kind !== 'word') return t.text === '-' || t.text === '–';
  // ("parallel states, i.e. they are ...": an abbreviation starts an aside, not an item.)
  if (t.text.includes('.')) return false;
  // ("two states, on and off": a list announced by its count may be of particles.)
  if (announced && t.pos === 'prep' && t.tags.has('StateParticles')) return true;
  if (t.pos === 'aux' || t.pos === 'sub' || t.pos === 'rel' || t.pos === 'prep' || t.pos === 'neg') return false;
  // A finite verb ends a list; a gerund or participle may be an item ("standing, jumping, ducking").
  if (t.pos === 'verb' && /s$/.test(t.norm) && !/(ss|ing)$/.test(t.norm) && !t.tags.has('Plural')) return false;
  return true;
}

/** Reads a list starting at `from`; null when there are not at least `min` items. */
/** `announced`: a count and a kind said what follows ("two states, lit and unlit"), whatever its words look like. */
export function readList(tokens: Token[], from: number, min = 2, announced = false): List | null {
  const items: Token[][] = [];
  let i = from;
  let ordered = false;
  let item: Token[] = [];
  let ended = false;
  const flush = () => {
    // ("C and D here": a pointing word after an item is no part of its name.)
    // (Not the word a name opened by a preposition is about: "About you".)
    while (item.length > 1 && item[0].pos !== 'prep' && item[item.length - 1].kind === 'word' && (item[item.length - 1].pos === 'pron' || item[item.length - 1].pos === 'adv')) item.pop();
    const words = item.filter((t) => t.pos !== 'det' || item.length === 1);
    // ("countdown, playing and roundOver, and always begins ...": an adverb alone starts a clause, not an item.)
    if (words.length && words.every((t) => t.pos === 'adv')) ended = true;
    else if (words.length) items.push(words);
    item = [];
  };
  for (; i < tokens.length && !ended; i++) {
    const t = tokens[i];
    if (isSeparator(t.norm) && (t.kind === 'punct' || t.kind === 'word' || t.kind === 'symbol')) {
      if (t.norm === 'then') ordered = true;
      if (item.length) flush();
      else if (!items.length) break;
      continue;
    }
    // ("Available, On Loan, Overdue", "In Progress": a capitalised preposition before a capitalised word begins a name.)
    // ("four steps: About you, Income, Loan details and Review": or an item's first word before any word, in a list announced so.)
    const next = tokens[i + 1];
    const titled = t.pos === 'prep' && /^[A-Z][a-z]/.test(t.text) && i > 0 && (/^[A-Z][a-z]/.test(next?.text ?? '') || (announced && !item.length && next?.kind === 'word'));
    // ("four steps: intro, income, details and review": in a list announced so, a word that a separator or the end follows is an item, whatever the tagger read.)
    const alone = announced && t.kind === 'word' && (!next || next.text === '.' || isSeparator(next.norm));
    // ("Held at Depot, Returned to Sender, Out for Delivery": a small preposition inside a name in Title Case.)
    const inside = t.pos === 'prep' && /^[a-z]+$/.test(t.text) && /^[A-Z][a-z]/.test(item[item.length - 1]?.text ?? '') && /^[A-Z][a-z]/.test(next?.text ?? '');
    if ((!isItemToken(t, announced) && !titled && !alone && !inside) || item.length >= MAX_ITEM) break;
    // ("green, yellow and red every 10 seconds": a determiner or a time inside an item ends the list.)
    if (item.length && (t.pos === 'det' || ((t.kind === 'number' || t.pos === 'num') && tokens[i + 1]?.tags.has('TimeUnits')))) break;
    // ("modes exist, armed and disarmed": a list starts with a name, not a verb.)
    // ("States: idle, running, done": after a colon, a list it is, whatever its first word looks like.)
    // ("between lit and dark": nor an irregular participle, which names a state as "-ed" does.)
    if (!items.length && !item.length && t.pos === 'verb' && !/(ing|ed)$/.test(t.norm) && !t.tags.has('PastTense') && tokens[from - 1]?.text !== ':' && !announced) break;
    // "(Init and Up)": brackets around a list are part of it.
    item.push(t);
  }
  if (item.length) flush();
  // A list does not end on a separator.
  while (i > from && isSeparator(tokens[i - 1]?.norm ?? '')) i--;
  if (items.length < min) return null;
  return { items, end: i, ordered };
}

/** The number a token states ("3", "three"), or null. (An article counts nothing: "a state".) */
export function countOf(t: Token | undefined): number | null {
  if (!t) return null;
  if (/^\d+$/.test(t.norm)) return Number(t.norm);
  const value = listed('IndefiniteArticles', t.norm) ? undefined : grammar().lexicon.mapped('NumberWords', t.norm);
  return value === undefined || Number(value) < 1 || Number(value) > 10 ? null : Number(value);
}
