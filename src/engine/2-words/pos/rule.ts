/** The shape of a rule of pos/: a construction it reads, named, with the phrase that shows it. */
import type { Token } from '../token.js';

/** What one token's earlier rules saw, for its later ones (reset for every token). */
export interface Memo {
  /** The token, as 'verb-after-condition-subject' found it, ends a condition's subject: "when the server replies". */
  conditionVerb: boolean;
}

export interface Rule {
  /** The construction it reads: 'verb-after-subject-pronoun'. */
  name: string;
  /** A phrase it reads: "if someone steps in". */
  example: string;
  /**
   * Corrects the `pos` of the token at `i` (and, where the rule says so, of a neighbour) in place.
   * Returns true when the token is settled: the rules after it leave it alone.
   */
  apply(tokens: Token[], i: number, memo: Memo): boolean | void;
}
