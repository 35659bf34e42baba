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

/**
 * "A run that is still queued or running can be cancelled": "or", "and" between two words said of
 * the thing after "is", where a modal or an auxiliary follows the second, joins what it is, not
 * clauses; so does one between two words said of the noun after them ("a VERIFIED or CLOSED bug").
 */
export function qualitiesJoinedAt(tokens: Token[], i: number): boolean {
  const [before, after, verb] = [tokens[i - 1], tokens[i + 1], tokens[i + 2]];
  // (A word said of it, or a name written as code: "is still `queued` or `running` can be ...".)
  const quality = (t: Token | undefined) => !!t && ((t.kind === 'word' && (t.pos === 'adj' || (/^(verb|noun)$/.test(t.pos) && /(ed|ing)$/.test(t.norm) && t.lemma !== t.norm))) || (t.kind !== 'word' && isName(t)));
  const said = tokens.slice(Math.max(0, i - 4), i - 1).some((t) => listed('FiniteBeForms', t.norm));
  // (Both written alike: not "the cell is considered dead and FAULT is entered".)
  // ("reopen a VERIFIED or CLOSED bug": two words said of the noun after them, after its article.)
  const modifiers = tokens[i - 2]?.pos === 'det' && verb?.pos === 'noun' && verb.kind === 'word';
  return listed('JoiningConjunctions', tokens[i].norm) && (said || modifiers) && quality(before) && quality(after) && (before.kind === 'word') === (after.kind === 'word') && (verb?.pos === 'aux' || modifiers);
}
