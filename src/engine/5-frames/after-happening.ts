/**
 * "after the reset it is in STOPPED", "After three failures it trips to open", "after merge it goes
 * to QA": a clause of "after" or "on" with no verb, that opens its sentence or its part of one,
 * names what happens; its nouns, without the count or the article before them, are the event. (Not
 * "Press [End Treatment] after reinfusion": after the gesture that sets it off, it is a condition.)
 */
import type { Token } from '../2-words/token.js';
import type { Clause } from '../3-clauses/clause.js';
import { eventName } from '../4-inventory/names.js';
import type { Trigger } from './meaning.js';

export function happeningAfter(clause: Clause, words: Token[]): Trigger | null {
  const opens = /^[A-Z]/.test(clause.marker[0]?.text ?? '') || !!clause.fresh;
  if (!opens || !/^(after|on|upon)$/.test(clause.opener) || !words.length || words.length > 4) return null;
  const head = words[words.length - 1];
  if (head.kind !== 'word' || head.pos !== 'noun' || !words.every((t) => t.kind === 'number' || /^(det|num|adj|noun)$/.test(t.pos))) return null;
  const nouns = words.filter((t) => t.pos === 'noun').map((t) => (t === head ? { ...t, norm: t.lemma } : t));
  return { kind: 'event', name: eventName(nouns) };
}
