/**
 * Names written in Title Case inside a sentence: "sends them Heading To Restaurant", "Tapping Go
 * Online makes them Available", "during Canary or Rolling Out". Two or more capitalised words
 * after a word that does not end a sentence are one name, as the writer's capitals say, and are
 * read as one, as emphasis is.
 */
import { grammar } from '../grammar/load.js';

const WORD = "[A-Z][a-z]+(?:['’-][A-Za-z]+)?";

let pattern: RegExp | null = null;

function titleRun(): RegExp {
  if (pattern) return pattern;
  const lexicon = grammar().lexicon;
  const capital = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);
  const small = lexicon.entries('TitleConnectives').map(capital).join('|');
  // (Not after a determiner: "the Link Layer", "a Service Portal" name things of the world, read as such.)
  const determiners = [...lexicon.entries('DefiniteDeterminers'), ...lexicon.entries('IndefiniteArticles')].flatMap((w) => [w, capital(w)]).join('|');
  // (Nor an order and the control it names: "Press Cancel", "Tap Verify".)
  const orders = lexicon.entries('GestureVerbs').filter((w) => /^[a-z]+$/.test(w)).map(capital).join('|');
  // (After a word, a number or a comma on the same line: not where a sentence, a line or an item begins.)
  pattern = new RegExp(`(?<=(?:[a-z0-9,]|(?<![.!?])[)"”’'])[ \\t]+)(?<!\\b(?:${determiners})[ \\t]+)(?!(?:${orders}|${determiners})\\b)${WORD}(?:[ \\t]+(?:(?:${small})[ \\t]+)?${WORD})+(?![\\w'’-])`, 'g');
  return pattern;
}

/** Spans of `text` written as names in Title Case. */
export function titleRunSpans(text: string): { start: number; end: number; titled: true }[] {
  return [...text.matchAll(titleRun())].map((m) => ({ start: m.index!, end: m.index! + m[0].length, titled: true as const }));
}
