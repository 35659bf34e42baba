/**
 * Transitions said to need no event: "Add an eventless transition ... that would transition to
 * expired as soon as the timer expires", "`validating` has two `immediate` transitions: if the
 * email fails the regex guard it goes to `invalid`, otherwise to `saving`". What would have been
 * their event is the guard.
 */
import { camel } from '../4-inventory/names.js';
import { isQuotedOrCode, type Token } from '../2-words/token.js';
import { listed } from '../grammar/words.js';
import type { Meaning, Reading } from '../5-frames/meaning.js';
import type { Fact } from './facts.js';

/**
 * Whether the sentence introduces transitions that need no event: a word of needing none, written
 * plainly or as code, after "a" or a number, before the transition noun ("an automatic
 * transition", "two `immediate` transitions"), not one told of before ("Move the eventless transition").
 */
export function saysEventless(readings: Reading[]): boolean {
  return readings.some((r) => r.clause.tokens.some((t, i, ts) => eventlessWord(t) && introduced(ts[i - 1]) && ts[i + 1]?.tags.has('TransitionNouns') && ts[i + 1].pos === 'noun'));
}

const eventlessWord = (t: Token) => t.tags.has('EventlessWords') || (isQuotedOrCode(t) && listed('EventlessWords', t.text.replace(/[`'"]/g, '').toLowerCase()));
const introduced = (t: Token | undefined) => !!t && (listed('IndefiniteArticles', t.norm) || t.pos === 'num' || listed('NumberWords', t.norm));

/**
 * In such a sentence, a condition told before any place is gone to is the guard of the transition
 * it sets off ("if the email fails ..., it goes to `invalid`, otherwise to `saving`"), and a motion
 * that nothing else sets off is taken at once ("an eventless transition that moves us to `exhausted`").
 */
export function eventlessReadings(readings: Reading[]): void {
  const firstMotion = readings.findIndex((r) => r.meanings.some((m) => m.kind === 'motion' && !!m.target));
  for (const [i, r] of readings.entries()) {
    if (r.clause.kind !== 'condition' || (firstMotion >= 0 && i > firstMotion)) continue;
    r.meanings = r.meanings.map((m): Meaning => {
      if (m.kind !== 'trigger') return m;
      const t = m.trigger;
      const said = t.kind === 'event' && t.mention?.type !== 'event' ? t.name : (t.kind === 'invoke.onDone' || t.kind === 'invoke.onError') && t.otherwise ? t.otherwise : null;
      return said ? { kind: 'guard', name: camel([said]) } : m;
    });
  }
  if (readings.some((r) => r.meanings.some((m) => m.kind === 'trigger'))) return;
  for (const r of readings) r.meanings = r.meanings.map((m) => (m.kind === 'motion' && m.target && !m.trigger && !m.weakTrigger ? { ...m, trigger: { kind: 'always' } } : m));
}

/** What is left set off by an event no condition told, in such a sentence, is taken as soon as that holds. */
export function eventsAsGuards(facts: Fact[]): void {
  // (Not an event the text names as one: "receipt of a RESET message causes an immediate transition".)
  for (const f of facts) if (f.kind === 'transition' && f.trigger.kind === 'event' && f.trigger.mention?.type !== 'event' && f.target && !f.cond) Object.assign(f, { trigger: { kind: 'always' }, cond: camel([f.trigger.name]) });
}
