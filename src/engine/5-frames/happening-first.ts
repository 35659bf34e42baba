/**
 * "An adjuster is usually assigned within one business day, and the claim moves to In Review", "An
 * agent is assigned, and the ticket moves to Open": something done to something else, told in the
 * passive, then "and" and the thing's own motion with nothing else to set it off: what was done is
 * the event.
 */
import { eventName } from '../4-inventory/names.js';
import type { Reading } from './meaning.js';

/** One sentence's readings, with such a passive happening read as the event of the motion after it. */
export function withHappeningFirst(readings: Reading[]): Reading[] {
  return readings.map((r, k) => {
    const next = readings[k + 1];
    const verb = r.parts.verb;
    const participle = verb && (verb.passive || (verb.copula && r.parts.complement?.tokens.length === 1 && /ed$/.test(r.parts.complement.tokens[0].norm))) ? (verb.passive ? verb.verb : r.parts.complement!.tokens[0]) : null;
    const subject = r.parts.subject;
    if (!participle || !subject || verb!.negated || r.clause.kind !== 'main' || !/^(actor|thing)$/.test(subject.type) || subject.entity) return r;
    if (!r.meanings.every((m) => m.kind === 'none' || m.kind === 'action')) return r;
    // (Not where the sentence has told its event already: "On passkey confirmation the keys are written to flash and the state becomes `BONDED`".)
    if (readings.slice(0, k).some((x) => x.meanings.some((m) => m.kind === 'trigger')) || r.parts.preps.some((p) => /^(on|upon)$/.test(p.prep) && p.at < verb!.from)) return r;
    const moves = next?.clause.kind === 'coord' && /^and\b/.test(next.clause.opener) && next.parts.subject !== subject && next.meanings.some((m) => m.kind === 'motion' && !!m.target && !m.trigger);
    if (!moves) return r;
    const head = subject.tokens.filter((t) => t.pos !== 'det');
    return { ...r, meanings: [{ kind: 'trigger', trigger: { kind: 'event', name: eventName([...head, participle]) } }] };
  });
}
