/**
 * The names an arrow line is made of: where an arrow's target ends ("→ Done on tap": Done), a
 * state named by the words of a line or a cell ("| To Do |", `a.b` paths), the state among what an
 * arrow leads to ("→ expected: card ejected, IDLE"), and the events between states in a chain
 * ("Applied → Advance → Screen").
 */
import { listed } from '../grammar/words.js';
import { cutAt, isName, isParticiple, isQuotedOrCode, type Token } from '../2-words/token.js';
import type { Inventory } from '../4-inventory/inventory.js';
import { knownStateMention, type Mention } from '../4-inventory/mentions.js';
import { asWritten, eventName, stateName, written } from '../4-inventory/names.js';
import type { Meaning, Trigger } from './meaning.js';
import { durationOf } from '../4-inventory/durations.js';

export const isArrow = (t: Token) => t.kind === 'arrow';
/** What ends the target of an arrow: a word that opens its event or condition, or punctuation. */
const isStop = (norm: string) => listed('ArrowLabelOpeners', norm) || /^[(),;.:—]$/.test(norm);

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

/**
 * ("amber 3 s → all red 2 s → WALK 7 s → back to green"): a step of a chain written with how long
 * it lasts, and a last step that goes back; the name, and the time, if any, after which it goes on.
 */
export function timedStep(tokens: Token[]): { name: Token[]; delay: number | null } {
  const back = tokens[0]?.norm === 'back' && tokens.length > 1 ? (listed('BackParticleCues', tokens[1].norm) && tokens.length > 2 ? 2 : 1) : 0;
  const own = tokens.slice(back);
  const last = own[own.length - 1];
  const unit = last && last.tags.has('TimeUnits') && own[own.length - 2]?.kind === 'number' ? 2 : last?.kind === 'number' && durationOf([last]) !== null ? 1 : 0;
  const delay = unit && own.length > unit ? durationOf(own.slice(-unit)) : null;
  // ("all red for 3s": and the preposition before the time.)
  const name = delay !== null ? own.slice(0, -unit) : own;
  while (delay !== null && name.length > 1 && name[name.length - 1].pos === 'prep') name.pop();
  return { name, delay };
}

export function stateMention(tokens: Token[]): Mention | null {
  const words = tokens.filter((t) => t.kind !== 'punct' && t.pos !== 'det');
  // ("Above target + 10% → ScalingOut": a share is no state; an amount may be, "0¢ → 25¢ → 50¢".)
  if (!words.length || words.length > 4 || (words.every((t) => t.kind === 'number' || t.kind === 'symbol') && words.some((t) => t.text === '%'))) return null;
  const single = words.length === 1 && words[0].kind !== 'word' ? words[0] : null;
  const path = single?.shape === 'path' ? written(single).split('.') : undefined;
  // ("| To Do |": a cell is a name as a whole; the words a name made from prose leaves out stay.)
  const named = stateName(words);
  // ("| To Do |", "| Won't Fix |": whatever the tagger makes of its words, as the cell writes them.)
  const lost = named.split(/(?=[A-Z])/).length < words.length && words.every((t) => t.kind === 'word');
  const whole = lost ? asWritten(words) : named;
  return { type: 'state', tokens: words, name: path ? path[path.length - 1] : whole, by: 'words', ...(path ? { path } : {}) };
}

/**
 * "→ expected: card ejected, IDLE": of what an arrow leads to, listed with commas, the one the text
 * knows as a state, when the first is not one.
 */
export function knownAmong(after: Token[], inventory: Inventory): Mention | null {
  const end = after.findIndex((t) => /^[.;]$/.test(t.text));
  const items: Token[][] = [[]];
  for (const t of end >= 0 ? after.slice(0, end) : after) {
    if (t.text === ',') items.push([]);
    else items[items.length - 1].push(t);
  }
  const mention = (item: Token[]) => (item.length && item.length <= 3 ? stateMention(item) : null);
  // (Known by more than an arrow that leads to it: listed, declared, where the text starts.)
  const known = (item: Token[]) => {
    const m = mention(item);
    return !!m && inventory.isToldOtherwise(m.name);
  };
  // (Or, after a report of what happens, "card ejected", a name written as one.)
  const report = items[0].some((t) => t.pos === 'verb') && items[0].every((t) => t.kind === 'word');
  const writtenAsName = (item: Token[]) => item.length === 1 && (isQuotedOrCode(item[0]) || item[0].shape === 'caps');
  if (items.length < 2 || known(items[0])) return null;
  const found = items.slice(1).find(known) ?? (report ? items.slice(1).find(writtenAsName) : undefined);
  return found ? mention(found) : null;
}

/**
 * "Applied → Advance → Screen": in a chain whose names alternate between states the text names
 * and names it does not, each name between two states is the event that leads from one to the other.
 */
export function eventsBetweenStates(steps: Meaning[], inventory: Inventory): Meaning[] {
  const moves = steps.filter((m): m is Extract<Meaning, { kind: 'motion' }> => m.kind === 'motion' && !!m.source && !!m.target && !m.trigger);
  if (moves.length < 2 || moves.length !== steps.length || moves.length % 2 !== 0) return steps;
  const nodes = [moves[0].source!, ...moves.map((m) => m.target!)];
  const known = (m: Mention) => !!inventory.findState(m.name);
  // ("IDLE -> press ARM -> ARMED": words in small letters between names in capitals or code are a
  // deed, whatever a first reading of the line made of them.)
  const name = (m: Mention) => m.tokens.length === 1 && (m.tokens[0].kind !== 'word' || m.tokens[0].shape === 'caps');
  const deed = (m: Mention) => !known(m) || (!inventory.isToldOtherwise(m.name) && m.tokens[0]?.kind === 'word' && /^[a-z]/.test(m.tokens[0].text) && nodes.every((n, i) => i % 2 === 1 || name(n)));
  if (!nodes.every((n, i) => (i % 2 === 0 ? known(n) : deed(n)))) return steps;
  const out: Meaning[] = [];
  // (Each named as a deed between states is: deedTrigger.)
  for (let i = 0; i + 2 < nodes.length; i += 2) out.push({ kind: 'motion', source: nodes[i], target: nodes[i + 2], trigger: deedTrigger(nodes[i + 1].tokens) });
  return out;
}

/** "GRANTED / DENIED", "GRANTED or DENIED": two or more states the text names, each one an alternative. */
export function alternativesIn(name: Token[], inventory: Inventory): Mention[] {
  const groups = cutAt(name, (t) => t.text === '/' || t.norm === 'or');
  if (groups.length < 2 || groups.some((g) => !g.length)) return [];
  const states = groups.map((g) => ({ g, known: inventory.findState(stateName(g)) }));
  return states.every((s) => s.known) ? states.map((s) => knownStateMention(s.g, s.known!)) : [];
}

/**
 * "press ARM", "operator presses ALARM RESET" and "STOP pressed" are the name pressed; "on M6" is
 * M6; "45 s" is a wait; anything else, "pressure limit exceeded", "courier pickup scan", is the
 * event its words name.
 */
export function deedTrigger(deed: Token[]): Trigger {
  const words = listed('TriggerPrepositions', deed[0].norm) && deed.length > 1 ? deed.slice(1) : deed;
  const gesture = (t: Token | undefined) => !!t && t.kind === 'word' && (listed('GestureVerbs', t.norm) || listed('GestureVerbs', t.lemma));
  const at = words.findIndex(gesture);
  const after = at >= 0 ? words.slice(at + 1) : [];
  const end = after.findIndex((t) => !isName(t));
  const ordered = after.slice(0, end < 0 ? after.length : end);
  const pressed = at === 1 && words.length === 2 && isName(words[0]) && isParticiple(words[1]) ? [words[0]] : [];
  const named = ordered.length ? ordered : pressed;
  if (named.length) return { kind: 'event', name: named.length === 1 ? written(named[0]) : eventName(named) };
  if (words.length === 1 && isName(words[0])) return { kind: 'event', name: written(words[0]) };
  const delay = words.some((t) => t.pos === 'verb') ? null : durationOf(words);
  return delay !== null ? { kind: 'after', delay } : { kind: 'event', name: eventName(words) };
}
