/**
 * The names an arrow line is made of: where an arrow's target ends ("→ Done on tap": Done), and a
 * state named by the words of a line or a cell ("| To Do |", `a.b` paths).
 */
import { listed } from '../grammar/words.js';
import { isName, type Token } from '../2-words/token.js';
import type { Mention } from '../4-inventory/mentions.js';
import { asWritten, stateName, written } from '../4-inventory/names.js';

export const isArrow = (t: Token) => t.kind === 'arrow';
/** What ends the target of an arrow: a word that opens its event or condition, or punctuation. */
const isStop = (norm: string) => listed('ArrowLabelOpeners', norm) || /^[(),;.:]$/.test(norm);

/** The words after an arrow that name where it goes, up to what opens its event or condition. */
export function nameAfterArrow(segment: Token[]): Token[] {
  // ("`To Do` → `In Progress` now happens automatically when ...": a written name before a verb or an
  // adverb is the whole name.)
  if (isName(segment[0]) && segment[1]?.kind === 'word' && /^(adv|verb|aux)$/.test(segment[1].pos)) return segment.slice(0, 1);
  // ("→ `lagging` as soon as the lag exceeds 30 s": or a condition's marker of several words.)
  const marker = (i: number) => [3, 2].some((n) => i + n <= segment.length && listed('ConditionMarkers', segment.slice(i, i + n).map((t) => t.norm).join(' ')));
  const stop = segment.findIndex((t, i) => i > 0 && (isStop(t.norm) || marker(i)));
  return stop > 0 ? segment.slice(0, stop) : segment;
}

export function stateMention(tokens: Token[]): Mention | null {
  const words = tokens.filter((t) => t.kind !== 'punct' && t.pos !== 'det');
  if (!words.length || words.length > 4) return null;
  const single = words.length === 1 && words[0].kind !== 'word' ? words[0] : null;
  const path = single?.shape === 'path' ? written(single).split('.') : undefined;
  // ("| To Do |": a cell is a name as a whole; the words a name made from prose leaves out stay.)
  const named = stateName(words);
  // ("| To Do |", "| Won't Fix |": whatever the tagger makes of its words, as the cell writes them.)
  const lost = named.split(/(?=[A-Z])/).length < words.length && words.every((t) => t.kind === 'word');
  const whole = lost ? asWritten(words) : named;
  return { type: 'state', tokens: words, name: path ? path[path.length - 1] : whole, by: 'words', ...(path ? { path } : {}) };
}
