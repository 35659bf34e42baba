/**
 * Relative openers of consequence: "at which point", "whereupon", "in which case" tell what follows
 * from the clause before, not more about one of its things.
 */
import { listed } from '../grammar/words.js';

/** The nouns of a moment that "at which" opens a consequence with: "at which point", "at which time". */
export const CONSEQUENCE_MOMENT = /^(point|time|moment)$/;

/** A relative clause's opener that tells what follows from the clause before: "at which point", "whereupon", "in which case". */
export const followsFrom = (opener: string): boolean => {
  const [at, which, moment] = opener.split(' ');
  return (at === 'at' && which === 'which' && CONSEQUENCE_MOMENT.test(moment ?? '')) || (at === 'in' && which === 'which' && moment === 'case') || listed('ConsequenceRelatives', opener);
};
