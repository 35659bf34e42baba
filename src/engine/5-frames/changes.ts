/** Orders that change the existing flow: removing and renaming what it has. */
import type { Inventory } from '../4-inventory/inventory.js';
import { readList } from '../4-inventory/lists.js';
import { mentionOf } from '../4-inventory/mentions.js';
import type { Choice } from './choose.js';
import type { Meaning } from './meaning.js';
import type { Parts } from './parts.js';

/**
 * "Remove the Delete action and the deleted state", "Rename the done state to finished": orders
 * that change the existing flow. Only an order (a verb with no subject) is one: "Confirming
 * deletes the item" is something the machine does.
 */
export function changeMeanings(parts: Parts, choice: Choice, inventory: Inventory): Meaning[] | null {
  const verb = parts.verb!;
  if (parts.subject || parts.gerundSubject || verb.negated || !parts.object) return null;
  if (choice.frame?.yields === 'rename') {
    // ("to live": the new name, whatever part of speech its word has.)
    const to = parts.tokens.findIndex((t, i) => t.norm === 'to' && i > parts.tokens.indexOf(parts.object!.tokens[parts.object!.tokens.length - 1]));
    const rest = to > 0 ? parts.tokens.slice(to + 1).filter((t) => t.kind !== 'punct') : [];
    const name = choice.roles.target ?? (rest.length ? mentionOf(rest, inventory) : null);
    return name?.name ? [{ kind: 'rename', from: parts.object, to: name }] : null;
  }
  const start = parts.tokens.indexOf(parts.object.tokens[0]);
  const list = readList(parts.tokens, start, 1);
  const items = list ? list.items.map((item) => mentionOf(item, inventory)) : [parts.object];
  return [{ kind: 'remove', items }];
}
