/**
 * How long a motion says the thing stays where it goes: "Pressing Audio Paused puts an active alarm
 * into Audio Paused for 2 minutes; when that time runs out, it is Active again." A wait told later
 * from there, with no length of its own ("when that time runs out"), is that long; so is the end of
 * a state whose length is told ("Work lasts 25 minutes. When Work ends we go to Break").
 */
import { durationOf } from '../4-inventory/durations.js';
import type { Mention } from '../4-inventory/mentions.js';
import type { Reading, Trigger } from '../5-frames/meaning.js';
import type { Focus, Path } from './focus.js';
import { isSubordinate } from './sentence-state.js';

/** The length of "for 2 minutes" told after the place a motion goes to, or null. */
export function stayLength(r: Reading, target: Mention | undefined): number | null {
  const at = target ? r.parts.tokens.indexOf(target.tokens[target.tokens.length - 1]) : -1;
  const pp = at >= 0 ? r.parts.preps.find((p) => p.prep === 'for' && p.mention.type === 'duration' && p.at > at) : undefined;
  return pp ? (pp.mention.delay ?? durationOf(pp.mention.tokens)) : null;
}

/** The last stay whose length was told, if it is at `place`. */
const stayAt = (focus: Focus, place: Path | null | undefined) => (place && focus.staysFor?.state === place.join('.') ? focus.staysFor : null);

/** A wait with no length, from where the last timed stay went, lasts as long as that stay. */
export function withStayLength(trigger: Trigger, source: Path | null, focus: Focus): Trigger {
  const stay = stayAt(focus, source);
  return trigger.kind === 'after' && trigger.delay === null && stay ? { ...trigger, delay: stay.delay } : trigger;
}

/** ("When Work ends", "when it ends", told by a condition of ending, where the text told how long Work lasts and nothing runs there): that wait. */
export function endOfStay(trigger: Trigger | undefined, place: Path | null | undefined, focus: Focus, readings: Reading[]): Trigger | undefined {
  const stay = stayAt(focus, place);
  const ends = trigger?.kind === 'invoke.onDone' && !trigger.service && readings.some((r) => isSubordinate(r) && r.rule === 'finish');
  return ends && stay && focus.lastInvoke?.state.join('.') !== stay.state ? { kind: 'after', delay: stay.delay } : trigger;
}
