/**
 * The other branch, told short. A condition that only negates the one before, with its predicate
 * left out: "If it isn't, show 'Please accept the terms'", "if they don't, ...", "when it does
 * not". It is the other branch of that condition, as "if not" is: it opens the clause after it as
 * an "otherwise" clause. And a trailing "otherwise" makes its own clause the other branch.
 */
import { isName, type Token } from '../2-words/token.js';
import { segmentHasVerb, type Cut } from './boundaries.js';
import { listed, listedExactly } from '../grammar/words.js';

/** Where a time phrase after the ellipsis begins ("after another 7 days"), or -1. */
const timeAt = (tokens: Token[]) => tokens.findIndex((t, i) => i > 1 && t.pos === 'prep' && tokens.slice(i + 1).some((w) => w.tags.has('TimeUnits')));

// ("If they still haven't after another 7 days": adverbs in between, and a time after it, leave it an ellipsis.)
const isEllipsis = (clause: Cut) => {
  const words = clause.tokens.filter((t) => t.kind !== 'punct');
  const time = timeAt(words);
  const [subject, ...rest] = (time > 0 ? words.slice(0, time) : words).filter((t) => t.pos !== 'adv');
  return clause.kind === 'condition' && !!subject && subject.pos === 'pron' && rest.length > 0 && rest[rest.length - 1].pos === 'neg' && rest.slice(0, -1).every((t) => t.pos === 'aux' || listedExactly('AuxiliaryVerbs', t.norm));
};

export function markNegatedEllipses(clauses: Cut[]): void {
  for (let k = 0; k < clauses.length; k++) {
    const clause = clauses[k];
    if (!isEllipsis(clause)) continue;
    const next = clauses[k + 1];
    if (next && next.kind === 'main' && !next.marker.length) {
      // (The time goes on with the branch: "If they still haven't after 7 days, they drop into Dormant".)
      const time = timeAt(clause.tokens);
      next.kind = 'otherwise';
      next.marker = [...clause.marker, ...(time > 0 ? clause.tokens.slice(0, time) : clause.tokens)];
      if (time > 0) next.tokens = [...clause.tokens.slice(time).filter((t) => t.text !== ','), ...next.tokens];
      next.opener = 'if not';
      clauses.splice(k, 1);
    } else {
      clause.kind = 'otherwise';
      clause.opener = 'if not';
    }
  }
}

/** "..., and set it to 'plasma' otherwise.": a trailing "otherwise" makes its clause the other branch. */
export function markTrailingOtherwise(clauses: Cut[]): void {
  for (let k = clauses.length - 1; k > 0; k--) {
    const c = clauses[k];
    if (c.kind === 'otherwise' && c.tokens.every((t) => t.kind === 'punct')) {
      clauses[k - 1].kind = 'otherwise';
      clauses[k - 1].opener = clauses[k - 1].opener ? `${clauses[k - 1].opener} otherwise` : 'otherwise';
      clauses.splice(k, 1);
    }
  }
}

/**
 * After a condition and its comma, a motion whose verb is left out: "..., and when it fails, to the
 * failed state"; after "or", too: "It ends in succeeded if the script exits with 0, or in failed
 * otherwise", "goes to `requires_action` if the card needs it, or straight to `processing`
 * otherwise"; and a name alone: "If that call succeeds the phase becomes `Ready`; if it fails,
 * `Failed`.". Returns the words that open it (the coordinator, or none), or null.
 */
export function gappedMotionAt(tokens: Token[], from: number): Token[] | null {
  const next = tokens[from];
  if (!next) return null;
  const joined = next.pos === 'conj' && listed('JoiningConjunctions', next.norm);
  let k = joined ? from + 1 : from;
  while (joined && tokens[k]?.tags.has('MannerWords') && tokens[k + 1]) k++;
  // ("if it fails, back to `OPEN`": going back, the verb left out.)
  if (tokens[k]?.norm === 'back' && tokens[k + 1]) k++;
  const toPlace = !!tokens[k] && (listed('TargetPrepositions', tokens[k].norm) || (joined && tokens[k].norm === 'in'));
  const loneName = !joined && isName(next) && (!tokens[from + 1] || /^[.;!?]$/.test(tokens[from + 1].text));
  if (!(toPlace || loneName) || segmentHasVerb(tokens, joined ? from + 1 : from)) return null;
  return joined ? [next] : [];
}

/**
 * ("NEXT moves to the next step and BACK to the previous one", "success puts it in `active`,
 * failure in `past_due`"): another name, or a noun of what sets it off, and where it goes, with the
 * verb left out, after a joining word or a comma; the place follows a preposition the clause before
 * used for its own. Returns whether a gapped pair starts at `i`.
 */
export function gappedPairAt(tokens: Token[], i: number, current: Token[]): boolean {
  const joined = listed('JoiningConjunctions', tokens[i].norm);
  if (!joined && tokens[i].text !== ',') return false;
  const k = !joined && tokens[i + 1]?.pos === 'conj' && listed('JoiningConjunctions', tokens[i + 1].norm) ? i + 2 : i + 1;
  const [cue, prep] = [tokens[k], tokens[k + 1]];
  const used = current.filter((x) => x.pos === 'prep' && (listed('TargetPrepositions', x.norm) || x.norm === 'in'));
  if (!cue || !prep || !used.some((u) => u.norm === prep.norm)) return false;
  // (A comma only before a noun of its own kind: "..., failure in `past_due`", not "..., state to X".)
  const word = isName(cue) || (!joined && cue.kind === 'word' && cue.pos === 'noun' && (cue.tags.has('SuccessWords') || cue.tags.has('FailureWords')));
  return word && !segmentHasVerb(tokens, i + 1);
}
