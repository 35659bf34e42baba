/**
 * "Boot lands in `IDLE`", "On power-up the controller shall enter CLOSED", "When the controller
 * powers up, the signal shows Red", "My sketch boots into Active": where a thing goes, or is, as
 * it is switched on is where the machine starts. Being switched on is no event of the machine:
 * a condition that says so only marks the moment.
 */
import { listed } from '../grammar/words.js';
import type { Token } from '../2-words/token.js';
import { isSubordinate, type Meaning, type Reading } from './meaning.js';
const powerUpNoun = (tokens: Token[]) => tokens.some((t) => t.kind === 'word' && listed('PowerUpNouns', t.norm));

/** The clause says it is switched on: by its verb, its subject, or a phrase of the moment ("on power-up"). */
function atPowerUp(r: Reading): boolean {
  const verb = r.parts.verb;
  if (verb && !verb.negated && (listed('PowerUpVerbs', verb.lemma) || (!!verb.particle && listed('PowerUpVerbs', `${verb.lemma} ${verb.particle.norm}`)))) return true;
  const subject = r.parts.subject?.tokens.filter((t) => t.pos !== 'det') ?? [];
  if (subject.length && subject.length <= 2 && powerUpNoun(subject)) return true;
  return r.parts.preps.some((p) => /^(on|at|after|upon)$/.test(p.prep) && powerUpNoun(p.mention.tokens));
}

/** A motion to a place, with nothing else that sets it off, is where it starts. */
function asInitial(m: Meaning): Meaning {
  if (m.kind !== 'motion' || !m.target || m.source || (m.trigger && m.trigger.kind !== 'event') || m.stay) return m;
  return { kind: 'initial', state: m.target };
}

/** One sentence's readings, with where it goes at power-up read as where it starts. */
export function withPowerUp(readings: Reading[]): Reading[] {
  let moment = false;
  return readings.map((r) => {
    if (r.clause.fresh) moment = false;
    if (!atPowerUp(r)) return moment && !isSubordinate(r) ? { ...r, meanings: r.meanings.map(asInitial) } : r;
    // ("each time you power it on": a moment that comes back is an event.)
    if (isSubordinate(r) && r.clause.marker.some((t) => t.tags.has('RecurrenceMarkers'))) return r;
    if (isSubordinate(r) && !r.meanings.some((m) => m.kind === 'motion' && m.target)) {
      moment = true;
      return { ...r, meanings: [{ kind: 'none' }] };
    }
    // ("My sketch boots into Active": where the verb of switching on puts it.)
    const into = r.parts.preps.find((p) => /^(in|into|to)$/.test(p.prep) && (p.mention.type === 'state' || p.mention.type === 'thing'));
    if (!r.meanings.some((m) => m.kind === 'motion' || m.kind === 'initial') && into && !isSubordinate(r)) return { ...r, meanings: [{ kind: 'initial', state: { ...into.mention, type: 'state' } }] };
    return { ...r, meanings: r.meanings.map(asInitial) };
  });
}
