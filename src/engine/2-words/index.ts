/**
 * Words: the whole text is tokenised once (compromise tags it once), the lexicons add their
 * classes, and every token gets one part of speech.
 */
import type { Lexicon } from '../grammar/lexicon.js';
import { decidePositions } from './pos/index.js';
import { tagText, tokenize, type Terms } from './tokenize.js';
import { titleRunSpans } from './title-runs.js';
import type { Token } from './token.js';

export type { Terms } from './tokenize.js';

export function readWords(text: string, lexicon: Lexicon, names: { start: number; end: number }[] = [], terms: Terms = tagText(text)): Token[] {
  // (Names in Title Case are names too, where the layout marks none over them.)
  const titled = titleRunSpans(text).filter((r) => !names.some((n) => n.start < r.end && r.start < n.end));
  const tokens = tokenize(text, [...names, ...titled].sort((a, b) => a.start - b.start), terms);
  // "is shown", "was sent": irregular forms take their verb's base form before the lexicons look.
  for (const t of tokens) {
    const base = t.kind === 'word' ? lexicon.mapped('IrregularVerbs', t.norm) : undefined;
    if (base) t.lemma = base;
  }
  lexicon.tag(tokens);
  decidePositions(tokens);
  return tokens;
}
