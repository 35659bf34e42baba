/**
 * Words: the whole text is tokenised once (compromise tags it once), the lexicons add their
 * classes, and every token gets one part of speech.
 */
import type { Lexicon } from '../grammar/lexicon.js';
import { decidePositions } from './pos/index.js';
import { tagText, tokenize, type Terms } from './tokenize.js';
import { titleRunSpans } from './title-runs.js';
import { withoutQualifierBrackets } from './qualifier-brackets.js';
import type { Token } from './token.js';

export type { Terms } from './tokenize.js';

/**
 * `units`, where the layout found them: the spans a word's neighbours are looked for in. ("...
 * when the reporter comments" at the end of a list item is a verb whatever the next line holds.)
 */
export function readWords(text: string, lexicon: Lexicon, names: { start: number; end: number }[] = [], terms: Terms = tagText(text), units: { start: number; end: number }[] = []): Token[] {
  // (Names in Title Case are names too, where the layout marks none over them.)
  const titled = titleRunSpans(text).filter((r) => !names.some((n) => n.start < r.end && r.start < n.end));
  const tokens = tokenize(text, [...names, ...titled].sort((a, b) => a.start - b.start), terms);
  // "is shown", "was sent": irregular forms take their verb's base form before the lexicons look.
  for (const t of tokens) {
    const base = t.kind === 'word' ? lexicon.mapped('IrregularVerbs', t.norm) : undefined;
    if (base) t.lemma = base;
  }
  lexicon.tag(tokens);
  const said = withoutQualifierBrackets(withoutFillers(tokens));
  for (const part of partsOf(said, units)) decidePositions(part);
  return said;
}

/** "the cart starts in, uh, 'browsing'": the sounds a speaker makes while thinking go, with the commas that set them off. */
function withoutFillers(tokens: Token[]): Token[] {
  const out: Token[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    if (t.kind !== 'word' || !t.tags.has('Disfluencies')) {
      out.push(t);
      continue;
    }
    if (out[out.length - 1]?.text === ',') out.pop();
    if (tokens[i + 1]?.text === ',') i++;
  }
  return out;
}

/** The tokens cut where a unit starts or ends between two of them. */
function partsOf(tokens: Token[], units: { start: number; end: number }[]): Token[][] {
  const cuts = units.flatMap((u) => [u.start, u.end]).sort((a, b) => a - b);
  const parts: Token[][] = [[]];
  let c = 0;
  for (const t of tokens) {
    const last = parts[parts.length - 1];
    const prev = last[last.length - 1];
    while (c < cuts.length && cuts[c] < (prev?.end ?? 0)) c++;
    if (prev && c < cuts.length && cuts[c] <= t.start) parts.push([t]);
    else last.push(t);
  }
  return parts;
}
