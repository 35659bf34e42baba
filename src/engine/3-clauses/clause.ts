/** A clause of a sentence, as the splitter cuts it (split.ts). */
import type { Token } from '../2-words/token.js';
import type { ClauseKind } from './boundaries.js';
import type { VerbGroup } from './verbs.js';

export interface Clause {
  tokens: Token[];
  /** The words that opened the clause (not in `tokens`). */
  marker: Token[];
  kind: ClauseKind;
  /** The opening word, lower case ("when", "if", "which", "and", "otherwise", "" for none). */
  opener: string;
  verb: VerbGroup | null;
  /** The clause ended at a comma (a fronted clause or phrase: "In idle, ..."). */
  comma: boolean;
  /** The clause follows a semicolon or a colon: it starts a new part of the sentence. */
  fresh?: boolean;
}
