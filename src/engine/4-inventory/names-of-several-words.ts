/**
 * Names of several words the text defines, to be read again as one name wherever it writes them:
 * a glossary's "Out for delivery: ...", once the text writes the name again ("It changes to Out for
 * delivery"), and a list's names in Title Case with a small preposition inside ("Statuses: In
 * Transit, Held at Depot, Returned to Sender"), which the tagger would cut at the preposition.
 * (Not names in Title Case alone, "In Progress", "On Hold", which read as names already.)
 */
import type { Sentence } from '../sentences.js';
import type { Inventory } from './inventory.js';
import { asWritten } from './names.js';

type Entry = Inventory['states'][number];

/** A glossary's name of several words with one in small letters, written again past its label. */
function glossaryNames(inventory: Inventory, sentences: Sentence[]): string[] {
  const several = inventory.states.filter((e) => e.inText && e.evidence.has('enumeration') && / /.test(e.name) && e.name.split(' ').some((w) => /^[a-z]/.test(w)));
  const again = (e: Entry) => {
    const [first, second] = e.name.split(' ');
    return sentences.some(({ tokens }) => tokens.some((t, i) => t.start !== e.at && t.text === first && tokens[i + 1]?.text === second));
  };
  return several.filter(again).map((e) => e.name);
}

/** Each token's sentence and place in it, by where it starts in the text. */
type Starts = Map<number, { tokens: Sentence['tokens']; k: number }>;
const startsOf = (sentences: Sentence[]): Starts => new Map(sentences.flatMap(({ tokens }) => tokens.map((t, k) => [t.start, { tokens, k }] as const)));

/** The name a list writes at `e.at`, in Title Case with a small preposition inside, or null. */
function titledWithPreposition(e: Entry, starts: Starts): string | null {
  const at = starts.get(e.at);
  if (!at) return null;
  const { tokens, k } = at;
  const titled = (i: number) => /^[A-Z][a-z]/.test(tokens[i]?.text ?? '');
  let end = k;
  while (tokens[end + 1] && (titled(end + 1) || (/^[a-z]+$/.test(tokens[end + 1].text) && tokens[end + 1].pos === 'prep' && titled(end + 2)))) end++;
  const span = tokens.slice(k, end + 1);
  return titled(k) && span.some((t) => /^[a-z]/.test(t.text)) ? asWritten(span) : null;
}

export function namesToReadAsOne(inventory: Inventory, sentences: Sentence[]): string[] {
  const listed = inventory.states.filter((e) => e.inText && e.evidence.has('enumeration') && !/ /.test(e.name));
  const starts = listed.length ? startsOf(sentences) : new Map();
  const listedTitled = listed.map((e) => titledWithPreposition(e, starts));
  return [...glossaryNames(inventory, sentences), ...listedTitled.filter((n): n is string => !!n)];
}
