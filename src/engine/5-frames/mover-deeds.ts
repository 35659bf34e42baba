/**
 * "Upon receipt of an OPEN request, the endpoint sends a HELLO message and enters CONNECTING",
 * "the client broadcasts a DHCPREQUEST and moves to REQUESTING": a thing that sends something and,
 * in the same sentence, moves somewhere is the machine; what it sends out is what it does, not an
 * event that sets it off. (A person who sends something and goes on is still someone acting on
 * it: "the user sends the form and goes to the confirmation page"; so is a control: "the Cancel
 * button emits `CANCEL` and moves to closed".)
 */
import { actionName } from '../4-inventory/names.js';
import { listed } from '../grammar/words.js';
import type { Meaning, Reading } from './meaning.js';

/** The subject itself goes somewhere: "enters CONNECTING", not "sets `status` back to closed" or "resets the state to Locked". */
const moves = (r: Reading) => r.meanings.some((m) => m.kind === 'motion' && !!m.target && (!r.parts.object || r.parts.object.tokens.every((t) => m.target!.tokens.includes(t))));

/** One sentence's readings, with what a moving thing sends read as its deed. */
export function withMoverDeeds(readings: Reading[]): Reading[] {
  return readings.map((r, k) => {
    const sender = r.parts.subject;
    const object = r.parts.object;
    if (r.rule !== 'fire' || !sender || !object || !r.parts.verb || !/^(thing|machine|anaphor)$/.test(sender.type)) return r;
    // (A control, or a gesture, sends to the machine: "the Cancel button emits `CANCEL` and ...".)
    const head = sender.tokens[sender.tokens.length - 1];
    if (head && (listed('ControlNouns', head.lemma) || head.tags.has('GestureVerbs'))) return r;
    const sent = r.meanings.findIndex((m) => m.kind === 'trigger' && m.trigger.kind === 'event' && m.trigger.mention === object);
    if (sent < 0 || !readings.slice(k + 1).some((x) => x.clause.kind === 'coord' && x.parts.subject === sender && moves(x))) return r;
    const deed: Meaning = { kind: 'action', name: actionName([r.parts.verb.verb, ...object.tokens]) };
    return { ...r, meanings: r.meanings.map((m, i) => (i === sent ? deed : m)) };
  });
}
