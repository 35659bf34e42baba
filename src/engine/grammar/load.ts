/**
 * The grammar, loaded once from the module generated from grammar/ (scripts/grammar-module.mjs):
 * lexicons (grammar/lexicon/*.txt) and verb frames (grammar/frames/*.json). Everything is
 * checked here, so a mistake fails loudly, naming its file, instead of silently never matching:
 * every frame against the frame schema, every lexicon class a frame names against the lexicons.
 */
import { FRAME_FILES, LEXICON_FILES } from './data.generated.js';
import { Lexicon, className, parseWordList } from './lexicon.js';
import { checkFrames, type Frame } from './frames.js';

export class GrammarError extends Error {
  constructor(file: string, message: string) {
    super(`grammar/${file}: ${message}`);
    this.name = 'GrammarError';
  }
}

export interface Grammar {
  lexicon: Lexicon;
  frames: Frame[];
}

export function loadGrammar(lexiconFiles: Record<string, string> = LEXICON_FILES, frameFiles: Record<string, unknown> = FRAME_FILES): Grammar {
  const lexicon = new Lexicon();
  for (const [file, source] of Object.entries(lexiconFiles)) {
    const entries = parseWordList(source);
    if (!entries.length) throw new GrammarError(`lexicon/${file}`, 'the word list is empty');
    lexicon.add(className(file), entries);
  }
  const frames: Frame[] = [];
  for (const [file, data] of Object.entries(frameFiles)) {
    const problem = checkFrames(data, new Set(lexicon.classes));
    if (problem) throw new GrammarError(`frames/${file}`, problem);
    frames.push(...(data as Frame[]));
  }
  return { lexicon, frames };
}

let loaded: Grammar | null = null;

/** The project's grammar, loaded on first use. */
export function grammar(): Grammar {
  loaded ??= loadGrammar();
  return loaded;
}
