/**
 * Places a verb reaches with no preposition, written as names the writer capitalises: "The agent
 * can place it On Hold", "Accepting sends them Heading To Restaurant".
 */
import { listed } from '../grammar/words.js';
import { isQuotedOrCode } from '../2-words/token.js';
import type { Inventory } from '../4-inventory/inventory.js';
import { mentionOf, type Mention } from '../4-inventory/mentions.js';
import type { Parts } from './parts.js';
import { asState } from './subject.js';

/** "place it On Hold": a name right after the object. */
export function nameAfterObject(parts: Parts, inventory: Inventory): Mention | undefined {
  const put = parts.object ? parts.tokens[parts.tokens.indexOf(parts.object.tokens[parts.object.tokens.length - 1]) + 1] : undefined;
  if (!put || !isQuotedOrCode(put) || !/^[A-Z]/.test(put.text)) return undefined;
  const named = mentionOf([put], inventory);
  return asState(named, inventory) ?? { ...named, type: 'state' };
}

/** "sends them Heading To Restaurant": a person sent to a name in capitals, as the object after the person. */
export function personSentTo(parts: Parts, inventory: Inventory): Mention | undefined {
  const o = parts.object;
  if (!o || o.tokens.length !== 1 || o.tokens[0].kind !== 'quoted' || !/^[A-Z]/.test(o.tokens[0].text) || !listed('ObjectPronouns', parts.tokens[parts.verb!.to]?.norm ?? '')) return undefined;
  return asState(o, inventory) ?? { ...o, type: 'state' };
}
