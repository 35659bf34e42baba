/**
 * "Clicking play → Playing", "If the buffer runs dry → Buffering", "Retry → Loading": in a spec
 * written as "what happens → where it goes", the left side of a single arrow is no state but a
 * deed, a condition or a control's label. It sets the motion off, from wherever the text stands
 * (the "Paused:" its paragraph opens with).
 */
import { listed } from '../grammar/words.js';
import type { Token } from '../2-words/token.js';
import { lemmaOf } from '../2-words/lemma.js';
import { splitClauses } from '../3-clauses/split.js';
import type { Inventory } from '../4-inventory/inventory.js';
import { knownStateMention, type Mention } from '../4-inventory/mentions.js';
import { eventName, stateName } from '../4-inventory/names.js';
import type { Grammar } from '../grammar/load.js';
import type { Trigger } from './meaning.js';
import { readClause } from './read-clause.js';

export function deedBeforeArrow(line: Token[], inventory: Inventory, g: Grammar): { trigger?: Trigger; guard?: string; source?: Mention } | null {
  // ("Playing: Clicking the video → Paused": a state named before a colon is where it is done.)
  const colon = line.findIndex((t) => t.text === ':');
  const label = colon > 0 && colon <= 3 ? inventory.findState(stateName(line.slice(0, colon).filter((t) => t.kind !== 'punct'))) : null;
  const left = label ? line.slice(colon + 1) : line;
  const at = label ? { source: knownStateMention(line.slice(0, colon), label) } : {};
  const deed = deedOf(left, inventory, g);
  return deed ? { ...deed, ...at } : null;
}

function deedOf(left: Token[], inventory: Inventory, g: Grammar): { trigger?: Trigger; guard?: string } | null {
  const words = left.filter((t) => t.kind !== 'punct' && t.kind !== 'symbol');
  const first = words[0];
  if (!first || words.length > 8 || inventory.findLoosely(stateName(words))) return null;
  // ("Retry → Loading": a capitalised label alone, which names no state.)
  if (words.length === 1 && first.kind === 'word' && /^[A-Z][a-z]+$/.test(first.text) && !first.tags.has('StateNouns')) return { trigger: { kind: 'event', name: eventName(words) } };
  // (The tagger may read the gerund as a noun after a label: "Playing: Clicking the video → Paused".)
  const gesture = /ing$/.test(first.norm) && (first.tags.has('GestureVerbs') || listed('GestureVerbs', lemmaOf(first.norm)));
  const condition = first.pos === 'sub' || listed('ConditionMarkers', first.norm);
  if (!gesture && !condition) return null;
  let trigger: Trigger | undefined;
  let guard: string | undefined;
  for (const clause of splitClauses(left)) {
    for (const m of readClause(clause, inventory, g).meanings) {
      if (m.kind === 'trigger') trigger ??= m.trigger;
      else if (m.kind === 'guard') guard ??= m.name;
    }
  }
  // (A gesture read as a noun reads as no clause: it is still what is done.)
  if (!trigger && !guard && gesture) trigger = { kind: 'event', name: eventName([{ ...first, pos: 'verb', lemma: lemmaOf(first.norm) }, ...words.slice(1)]) };
  return trigger || guard ? { ...(trigger ? { trigger } : {}), ...(guard ? { guard } : {}) } : null;
}
