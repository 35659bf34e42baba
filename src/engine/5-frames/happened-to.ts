/**
 * A subject that is a noun of something happening, and what it happened to: "Receipt of a valid
 * HELLO-ACK in HELLO-SENT causes a transition to OPEN" (what is received is the event);
 * "interruption of the light curtain or activation of the safety edge shall cause the operator to
 * re-enter OPENING" (the thing, with what happened to it: LIGHT_CURTAIN_INTERRUPTED, and
 * SAFETY_EDGE_ACTIVATED, either one).
 */
import type { Token } from '../2-words/token.js';
import { grammar } from '../grammar/load.js';
import { listed } from '../grammar/words.js';
import type { Inventory } from '../4-inventory/inventory.js';
import { mentionOf } from '../4-inventory/mentions.js';
import { eventName } from '../4-inventory/names.js';
import type { Trigger } from './meaning.js';

/** The events a subject of such nouns names, in order; empty when it is none. */
export function happenedTo(tokens: Token[], inventory: Inventory): Trigger[] {
  const out: Trigger[] = [];
  let k = 0;
  while (tokens[k] && tokens[k + 1]?.norm === 'of') {
    const noun = tokens[k];
    const participle = grammar().lexicon.mapped('HappeningNouns', noun.norm);
    if (!listed('ReceiptNouns', noun.norm) && !participle) break;
    const end = tokens.findIndex((t, i) => i > k + 2 && (t.kind === 'punct' || t.pos === 'prep' || t.pos === 'verb' || t.pos === 'aux' || t.pos === 'conj'));
    const thing = mentionOf(tokens.slice(k + 2, end < 0 ? undefined : end), inventory);
    const name = thing.type === 'event' ? thing.name : eventName([...thing.tokens, ...(participle ? [{ ...noun, text: participle, norm: participle, lemma: participle, pos: 'adj' as const }] : [])]);
    out.push({ kind: 'event', name, mention: thing });
    if (end < 0 || tokens[end].pos !== 'conj' && tokens[end].text !== ',') break;
    k = end + 1;
  }
  return out;
}
