/**
 * What a happening means: "An ACK means we're bound", "a `delivered` event means it's `delivered`",
 * "an upheld appeal means the permit is Granted". The happening before "means" is the condition and
 * its event; the clause after it, with its own subject and a copula, follows from it. A name a
 * glossary defines ("*Placed* means ...", "Down state means ...") is not cut.
 */
import type { Token } from '../2-words/token.js';
import { listed } from '../grammar/words.js';

/** Whether a clause with its own subject and verb begins at `at` (past "that"): "we're bound", "the permit is Granted". */
function clauseFollows(tokens: Token[], at: number): boolean {
  const from = tokens[at]?.norm === 'that' ? at + 1 : at;
  const first = tokens[from];
  if (!first || !/^(pron|det|noun|name)$/.test(first.pos) || (listed('ObjectPronouns', first.norm) && !listed('SubjectPronouns', first.norm))) return false;
  return tokens.slice(from + 1, from + 4).some((t) => listed('FiniteBeForms', t.norm) || listed('CopulaContractions', t.norm));
}

/**
 * A happening that "means" something, before the verb: with its article ("An ACK", "a `delivered`
 * event"), not a name alone or a state's ("*Placed* means ...", "Down state means ...") that a
 * glossary defines.
 */
function happeningBefore(words: Token[]): boolean {
  const defined = words.length === 1 && words[0].kind !== 'word';
  return !defined && !words.some((t) => t.tags.has('StateNouns')) && words[0]?.pos === 'det';
}

/** Whether "means" at `i`, after the words `before` of a clause with no verb yet, joins a happening to what follows from it. */
export function meansClauseAt(tokens: Token[], i: number, before: Token[]): boolean {
  return tokens[i].lemma === 'mean' && tokens[i].pos === 'verb' && happeningBefore(before) && clauseFollows(tokens, i + 1);
}
