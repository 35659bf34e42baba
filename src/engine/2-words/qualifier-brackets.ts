/**
 * A bracket that only says what kind of state the name before it is: "the WAIT_NEW_ORDER (default)
 * state", "`Unmuted` (initial)", "`form.editing.pristine` (the initial child)", "DONE (final)". The
 * bracket goes, so the phrase around it reads as if it were not there; a name marked as where the
 * flow starts carries the tag `InitialMark` for the frames to read.
 */
import type { Token } from './token.js';

/** The words a qualifier bracket may hold besides its one adjective: "(the initial child)", "(initial state)". */
const filler = (t: Token) => t.pos === 'det' || t.tags.has('Determiner') || t.tags.has('StateNouns') || t.tags.has('SubstateNouns');
/** Initial or final, written in lower case ("(Final)" names a state), not "first": "(first)" after a name more often counts than says where it starts. */
const qualifier = (t: Token) => t.text === t.norm && (t.tags.has('InitialAdjectives') || t.tags.has('FinalAdjectives')) && t.norm !== 'first';

export function withoutQualifierBrackets(tokens: Token[]): Token[] {
  const out: Token[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    const before = out[out.length - 1];
    const close = t.text === '(' ? tokens.findIndex((x, k) => k > i && x.text === ')') : -1;
    const inside = close > i ? tokens.slice(i + 1, close) : [];
    const words = inside.filter((x) => !filler(x));
    if (!before || before.kind === 'punct' || close - i > 4 || words.length !== 1 || !qualifier(words[0]) || inside.some((x) => x.kind !== 'word')) {
      out.push(t);
      continue;
    }
    if (words[0].tags.has('InitialAdjectives')) before.tags.add('InitialMark');
    i = close;
  }
  return out;
}
