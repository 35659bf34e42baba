/**
 * Lists of places inside a clause: where "and", "or" or a comma between names goes on a list of
 * names rather than opening a clause ("while in HEAT, COOL or AUTO", "accepted from OPEN or
 * PARTIALLY_FILLED and puts ...", "STOP works from Running and Paused and goes to Idle").
 */
import { isName, type Token } from '../2-words/token.js';
import { listed } from '../grammar/words.js';

/** A name written as one, or a word capitalised inside the sentence ("From Draft, Review or Scheduled"). */
const named = (tokens: Token[], k: number): boolean => isName(tokens[k]) || (k > 0 && tokens[k]?.kind === 'word' && /^[A-Z][a-z]/.test(tokens[k].text));

/** "while in HEAT, COOL or AUTO": at a comma between names, a list of names goes on. */
export function namesGoOn(tokens: Token[], i: number, last: Token | undefined): boolean {
  const after = tokens[i + 2];
  return tokens[i].text === ',' && !!last && named(tokens, tokens.indexOf(last)) && named(tokens, i + 1) && (after?.text === ',' || listed('JoiningConjunctions', after?.norm ?? ''));
}

/**
 * "accepted from OPEN or PARTIALLY_FILLED and puts ...", "STOP works from Running and Paused and
 * goes to Idle": "or", "and" between two names after a preposition of place, back over the names
 * listed before them ("from Prepared, Started and Paused"), joins places, not clauses.
 */
export function placesJoinedAt(tokens: Token[], i: number): boolean {
  let k = i - 1;
  while (named(tokens, k) && (tokens[k - 1]?.text === ',' || listed('JoiningConjunctions', tokens[k - 1]?.norm ?? '')) && named(tokens, k - 2)) k -= 2;
  const after = tokens[i + 2];
  // ("Entered from ADV or SLEEP whenever the sensor fails": or where a subordinate clause begins.)
  return named(tokens, k) && listed('FrontedPlacePrepositions', tokens[k - 1]?.norm ?? '') && named(tokens, i + 1) && (!after || after.kind === 'punct' || listed('JoiningConjunctions', after.norm) || after.pos === 'sub');
}
