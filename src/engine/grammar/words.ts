/**
 * The engine's own questions to the lexicons: whether a word is of a class, and, where the code
 * matches a pattern over a whole string or a word with its endings, a regular expression built
 * from a class's entries. The words stay in grammar/lexicon/; the code keeps only the shape.
 */
import { grammar } from './load.js';

const known = new Set<string>();

function check(cls: string): void {
  if (known.has(cls)) return;
  if (!grammar().lexicon.entries(cls).length) throw new Error(`grammar: no lexicon class ${cls}`);
  known.add(cls);
}

/** Whether `word` (any case) is an entry of the lexicon class `cls` ("BeForms" for be-forms.txt). */
export function listed(cls: string, word: string): boolean {
  check(cls);
  return grammar().lexicon.has(cls, word);
}

/**
 * Whether `word`, exactly as written, is an entry of `cls`: entries are lower case, so "We" is
 * not "we". For names and lemmas, whose case the text keeps.
 */
export function listedExactly(cls: string, word: string): boolean {
  return word === word.toLowerCase() && listed(cls, word);
}

const escape = (entry: string) => entry.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const patterns = new Map<string, RegExp>();

/**
 * A regular expression whose `%` in `template` is the alternation of the entries of `cls`, in
 * the order of its file: `wordPattern('HedgeAdverbs', '\\b(?:%)\\b', 'i')`. Built once per
 * class, template and flags.
 */
export function wordPattern(cls: string, template = '^(?:%)$', flags = ''): RegExp {
  const key = `${cls}\u0000${template}\u0000${flags}`;
  let pattern = patterns.get(key);
  if (!pattern) {
    check(cls);
    const alternation = grammar().lexicon.entries(cls).map(escape).join('|');
    pattern = new RegExp(template.replace('%', () => alternation), flags);
    patterns.set(key, pattern);
  }
  return pattern;
}
