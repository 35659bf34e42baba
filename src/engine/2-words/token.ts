/**
 * A token: one word, name, number or mark of the text, with the span it covers, so everything
 * read from it points back to characters.
 */
import type { RuntimeEvent, Shape } from './shapes.js';

/** What a token is, as the clause reader needs it (one decision per token, see pos/). */
export type Pos =
  | 'noun'
  | 'name' // an identifier, a quoted or back-ticked name
  | 'verb'
  | 'aux' // auxiliaries, modals and the copula
  | 'adj'
  | 'adv'
  | 'det'
  | 'prep'
  | 'conj' // and, or, but, nor
  | 'sub' // subordinators: when, if, once, unless, until, while ...
  | 'rel' // which, that, where, who as relatives
  | 'pron'
  | 'neg'
  | 'num'
  | 'part' // particles: back, off, up, out after a verb
  | 'punct'
  | 'arrow'
  | 'symbol';

export type TokenKind = 'word' | 'name' | 'quoted' | 'code' | 'number' | 'punct' | 'arrow' | 'symbol';

export interface Token {
  /** As written (a quoted or back-ticked name without its quotes; a call without its arguments). */
  text: string;
  /** Lower case. */
  norm: string;
  /** Base form: a verb's infinitive, a noun's singular; `norm` when there is none. */
  lemma: string;
  kind: TokenKind;
  shape?: Shape;
  runtime?: RuntimeEvent;
  pos: Pos;
  /** compromise's tags and the lexicons' classes. */
  tags: Set<string>;
  start: number;
  end: number;
}

export const isName = (t: Token | undefined): boolean => !!t && (t.kind === 'name' || t.kind === 'quoted' || t.kind === 'code');
/** A name written between quotes or backticks ("`idle`", "'Submit'"), not merely capitalised. */
export const isQuotedOrCode = (t: Token | undefined): boolean => !!t && (t.kind === 'quoted' || t.kind === 'code');
export const isPunct = (t: Token | undefined, chars?: string): boolean => !!t && t.kind === 'punct' && (!chars || chars.includes(t.text));
/** Whether the word is a verb of stopping ("stops", "halts", "ceases"): what it leaves is stopped, no doing. */
export const isStopVerb = (t: Token): boolean => t.tags.has('HaltVerbs') || t.tags.has('CeaseVerbs');

/** Whether the word is a past participle: "confirmed", or an irregular one, "paid", "shut". */
export const isParticiple = (t: Token | undefined): boolean => !!t && t.kind === 'word' && (/ed$/.test(t.norm) || (t.tags.has('IrregularVerbs') && t.lemma !== t.norm));
export const hasTag = (t: Token | undefined, tag: string): boolean => !!t && t.tags.has(tag);
/** A noun in the plural, as the tagger says or as its singular lemma shows ("states", which it may read as a verb). */
export const isPluralNoun = (t: Token | undefined): boolean => !!t && t.kind === 'word' && (t.tags.has('Plural') || (/s$/.test(t.norm) && t.lemma !== t.norm && !/(ss|us)$/.test(t.norm)));

/** The runs of tokens between those `cut` marks ("A, B or C" at commas and "or"), the marks left out; runs may be empty. */
export function cutAt(tokens: Token[], cut: (t: Token) => boolean): Token[][] {
  const runs: Token[][] = [[]];
  for (const t of tokens) {
    if (cut(t)) runs.push([]);
    else runs[runs.length - 1].push(t);
  }
  return runs;
}
