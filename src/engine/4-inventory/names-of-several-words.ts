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

/** The name a list writes at `e.at`, in Title Case with a small preposition inside, or null. */
function titledWithPreposition(e: Entry, sentences: Sentence[]): string | null {
  const tokens = sentences.find((x) => x.tokens.some((t) => t.start === e.at))?.tokens ?? [];
  const k = tokens.findIndex((t) => t.start === e.at);
  if (k < 0) return null;
  const titled = (i: number) => /^[A-Z][a-z]/.test(tokens[i]?.text ?? '');
  let end = k;
  while (tokens[end + 1] && (titled(end + 1) || (/^[a-z]+$/.test(tokens[end + 1].text) && tokens[end + 1].pos === 'prep' && titled(end + 2)))) end++;
  const span = tokens.slice(k, end + 1);
  return titled(k) && span.some((t) => /^[a-z]/.test(t.text)) ? asWritten(span) : null;
}

export function namesToReadAsOne(inventory: Inventory, sentences: Sentence[]): string[] {
  const listedTitled = inventory.states.filter((e) => e.inText && e.evidence.has('enumeration') && !/ /.test(e.name)).map((e) => titledWithPreposition(e, sentences));
  return [...glossaryNames(inventory, sentences), ...listedTitled.filter((n): n is string => !!n)];
}
