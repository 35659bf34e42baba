/**
 * What a transition noun phrase says of itself: its event, written before the noun ("its own
 * `TIMER` transition", "a `RESET` transition"). That it needs no event at all ("an automatic
 * transition") is the sentence's to tell (6-discourse/eventless.ts).
 */
import { isName, type Token } from '../2-words/token.js';
import { eventName } from '../4-inventory/names.js';
import type { Inventory } from '../4-inventory/inventory.js';
import type { Trigger } from './meaning.js';
import type { Parts } from './parts.js';

/** The event the words before a transition noun name: one name written there. */
export function transitionNounEvent(parts: Parts, inventory: Inventory): Trigger | undefined {
  const noun = parts.tokens.findIndex((t) => t.tags.has('TransitionNouns') && t.pos === 'noun');
  if (noun < 0) return undefined;
  const before: Token[] = [];
  for (let k = noun - 1; k >= 0 && parts.tokens[k].kind !== 'punct' && parts.tokens[k].pos !== 'verb' && parts.tokens[k].pos !== 'prep'; k--) before.unshift(parts.tokens[k]);
  // (A name of a state there says where it goes or whose it is, not what sets it off: "the `idle` transition".)
  const named = before.filter((t) => isName(t) && !inventory.findState(t.text.replace(/[`'"]/g, '')));
  return named.length === 1 ? { kind: 'event', name: eventName(named) } : undefined;
}
