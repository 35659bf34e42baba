/**
 * Asides between dashes: "Putting a coin in – that is, giving the machine a coin input – shifts
 * the state": the words between a pair of dashes inside a sentence restate or comment on what is
 * around them; the clause reads as if they were not there. (A clause in brackets is kept: "pressing
 * M mutes (muted is also inside the race)" says that muted is a state.)
 */
import type { Token } from '../2-words/token.js';

const DASH = /^[–—]$/;
/** An aside longer than this is more likely two dashes of a list or a range than one aside. */
const MAX_ASIDE = 16;

export function withoutAsides(tokens: Token[]): Token[] {
  const dashes = tokens.map((t, i) => (t.kind === 'punct' && DASH.test(t.text) ? i : -1)).filter((i) => i >= 0);
  const own = dashes.length !== 2 || dashes[0] === 0 || dashes[1] - dashes[0] > MAX_ASIDE + 1 ? tokens : [...tokens.slice(0, dashes[0]), ...tokens.slice(dashes[1] + 1)];
  return own;
}
