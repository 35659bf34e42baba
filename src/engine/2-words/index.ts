/**
 * Words: the whole text is tokenised once (compromise tags it once), the lexicons add their
 * classes, and every token gets one part of speech.
 */
import type { Lexicon } from '../grammar/lexicon.js';
import { decidePositions } from './pos.js';
import { tokenize } from './tokenize.js';
import type { Token } from './token.js';

export function readWords(text: string, lexicon: Lexicon): Token[] {
  const tokens = tokenize(text);
  lexicon.tag(tokens);
  decidePositions(tokens);
  return tokens;
}
