/**
 * Stages 1 and 2 for one text: its units (1-layout) and their tokens (2-words), from one tagging.
 */
import type { Grammar } from './grammar/load.js';
import { definedNameSpans, emphasisedNames, forTagging, withoutEmphasis } from './1-layout/markup.js';
import { withoutCommentMarks } from './1-layout/comments.js';
import { splitUnits } from './1-layout/split.js';
import type { Unit } from './1-layout/units.js';
import { readWords, type Terms } from './2-words/index.js';
import { tagText } from './2-words/tokenize.js';
import type { Token } from './2-words/token.js';

export interface Sentence {
  unit: Unit;
  tokens: Token[];
}

/**
 * Layout and words: the units of a text with their tokens; `defined`, names of several words to
 * read as one; `tagged`, compromise's terms of texts already tagged in this reading.
 */
export function sentencesOf(original: string, g: Grammar, defined: string[] = [], tagged = new Map<string, Terms>()): Sentence[] {
  const written = withoutCommentMarks(original);
  const text = withoutEmphasis(written);
  const words = forTagging(text);
  const terms = tagged.get(words) ?? tagText(words);
  tagged.set(words, terms);
  const units = splitUnits(text);
  const tokens = readWords(words, g.lexicon, definedNameSpans(text, defined, emphasisedNames(written)), terms, units);
  let next = 0;
  return units.map((unit) => {
    while (next < tokens.length && tokens[next].start < unit.start) next++;
    const own: Token[] = [];
    while (next < tokens.length && tokens[next].end <= unit.end) own.push(tokens[next++]);
    return { unit, tokens: own };
  });
}
