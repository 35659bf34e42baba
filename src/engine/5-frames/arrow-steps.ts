/**
 * "IDLE -> press ARM -> ARMED", "COMPLETE or ABORTED -> press RESET -> IDLE", "INJECTING / HOLD ->
 * pressure limit exceeded, or STOP pressed -> ABORTED": a quick guide's line of states written as
 * names, with what happens between them written in words. What is written between two states sets
 * off the step from one to the other; alternatives joined by "or" each do, and states joined by "/"
 * or "or" each take the step. Of several things done in a row, "IDLE -> (fill syringes) -> press
 * ARM -> ARMED", the last sets the step off; the rest is what is done first.
 */
import { cutAt, isName, type Token } from '../2-words/token.js';
import type { Inventory } from '../4-inventory/inventory.js';
import type { Mention } from '../4-inventory/mentions.js';
import type { Meaning } from './meaning.js';
import { deedTrigger, isArrow, nameAfterArrow, stateMention } from './arrow-names.js';

export function stepsWithDeeds(tokens: Token[], inventory: Inventory): Meaning[] | null {
  const arrows = tokens.flatMap((t, i) => (isArrow(t) ? [i] : []));
  if (arrows.length < 2 || tokens.some((t) => t.text === ';')) return null;
  const segments = [tokens.slice(0, arrows[0]), ...arrows.map((a, k) => tokens.slice(a + 1, arrows[k + 1] ?? tokens.length))];
  segments[segments.length - 1] = nameAfterArrow(segments[segments.length - 1]);
  const places = segments.map((s) => statesWritten(s, inventory));
  const deeds = segments.map((s, i) => (places[i] ? null : deedWords(s)));
  if (!places[0] || !places[places.length - 1] || !deeds.some(Boolean) || segments.some((_, i) => !places[i] && !deeds[i])) return null;
  const out: Meaning[] = [];
  let from = places[0];
  let deed: Token[] | null = null;
  for (let i = 1; i < segments.length; i++) {
    const to = places[i];
    if (!to) {
      deed = deeds[i];
      continue;
    }
    // (A step to states joined is no step: "-> GRANTED / DENIED" says which, not how.)
    if (to.length === 1) {
      const triggers = deed ? alternatives(deed).map(deedTrigger) : [undefined];
      for (const source of from) for (const trigger of triggers) out.push({ kind: 'motion', source, target: to[0], ...(trigger ? { trigger } : {}) });
    }
    from = to;
    deed = null;
  }
  return out.length ? out : null;
}

/** "INJECTING / HOLD", "COMPLETE or ABORTED", "`ARMED`": each a name written as one, or a state the text tells of. */
function statesWritten(segment: Token[], inventory: Inventory): Mention[] | null {
  const words = segment.filter((t) => t.kind !== 'punct' || t.text === '/');
  const groups = cutAt(words, (t) => t.text === '/' || t.norm === 'or');
  if (!groups.length || groups.some((g) => !g.length)) return null;
  const mentions = groups.map((g) => (g.length === 1 && isName(g[0]) ? stateMention(g) : g.every((t) => t.kind === 'word') && inventory.isToldOtherwise(stateMention(g)?.name ?? '') ? stateMention(g) : null));
  return mentions.every(Boolean) ? (mentions as Mention[]) : null;
}

/** What is done, written in words: in brackets, or opening with a word in small letters. */
function deedWords(segment: Token[]): Token[] | null {
  const inner = segment[0]?.text === '(' && segment[segment.length - 1]?.text === ')' ? segment.slice(1, -1) : null;
  if (inner?.length) return inner;
  const first = segment.find((t) => t.kind !== 'punct');
  return first && first.kind === 'word' && /^[a-z]/.test(first.text) ? segment : null;
}

/** "press START on the hand switch, or scanner-linked start": each alternative, joined by "or". */
function alternatives(deed: Token[]): Token[][] {
  return cutAt(deed, (t) => t.norm === 'or').map((a) => a.filter((t) => t.kind !== 'punct' && t.pos !== 'det')).filter((a) => a.length);
}
