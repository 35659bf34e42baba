/**
 * Noun phrases with a field noun for their head that still name no one state of the machine: a
 * quantified phrase, the reader's, a pointer into the document, the initial state said to be another.
 */
import type { Token } from '../2-words/token.js';
import { listed } from '../grammar/words.js';

export function namesNoOneState(np: { from: number; to: number; tokens: Token[] }, tokens: Token[]): boolean {
  // ("on every data screen", "any page": a quantified phrase names no one state; nor does
  // "your editor", the reader's.)
  if (np.tokens.some((t) => listed('Quantifiers', t.norm) || listed('ReaderPossessives', t.norm))) return true;
  // ("described in Section 10.3", "see page 4": a pointer to another part of the document names no state.)
  const lead = np.tokens.find((t) => t.pos !== 'det');
  if (lead && listed('DocumentPartNouns', lead.norm) && np.tokens.some((t) => /\d/.test(t.text))) return true;
  // ("q_even is the start state": what a state is said to be, the initial one, is no state of its own.)
  // ("The default state is idle": nor is the one said to be some state.)
  const said = listed('FiniteBeForms', tokens[np.from - 1]?.norm ?? '') || ((np.tokens[0].pos === 'det' || listed('PossessiveDeterminers', np.tokens[0].norm)) && listed('FiniteBeForms', tokens[np.to]?.norm ?? '') && tokens[np.to + 1]?.pos !== 'verb');
  if (said && np.tokens.some((t) => listed('InitialAdjectives', t.norm)) && np.tokens[np.tokens.length - 1].tags.has('StateNouns')) return true;
  return false;
}
