/**
 * An order and its purpose: "Close the door to continue washing", "open the lid to go to WASHING".
 * The order is what sets the purpose's motion off, whatever its verb would otherwise have meant (a
 * deed, "closeDoor"; a place shown, "open"). (A gesture's order reads so already: "Press Start to go to
 * Running".)
 */
import { eventName } from '../4-inventory/names.js';
import type { Meaning, Reading } from './meaning.js';

/** An order: a verb in its plain form opening the clause, with no subject. */
const isOrder = (r: Reading) => !!r.parts.verb && r.parts.verb.from === 0 && r.parts.verb.verb.norm === r.parts.verb.verb.lemma && !r.parts.subject && !r.parts.gerundSubject && r.clause.kind === 'main';

export function withOrderForPurpose(readings: Reading[]): Reading[] {
  return readings.map((r, k) => {
    const purpose = readings[k + 1];
    const moves = purpose?.clause.kind === 'coord' && purpose.clause.opener === 'to' && purpose.meanings.some((m) => m.kind === 'motion' && !!m.target && !m.trigger);
    if (!moves || !isOrder(r) || !r.meanings.every((m) => m.kind === 'action' || m.kind === 'none' || (m.kind === 'motion' && !m.trigger))) return r;
    const words = [r.parts.verb!.verb, ...(r.parts.object?.tokens ?? [])];
    const order: Meaning = { kind: 'trigger', trigger: { kind: 'event', name: eventName(words) } };
    return { ...r, meanings: [order] };
  });
}
