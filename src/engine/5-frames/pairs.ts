/** Pairs told in one clause: several from/to pairs, each with its own event when the text gives one. */
import type { Mention } from '../4-inventory/mentions.js';
import { eventName } from '../4-inventory/names.js';
import type { Trigger } from './meaning.js';
import type { Parts } from './parts.js';

type Prep = Parts['preps'][number];

/**
 * "from shipping to payment and from payment to review", "from S1 to S2 and from S1 to S3 with
 * events E1 and E2, respectively": every from/to pair of the clause, each with its event when the
 * events are distributed, or its own wait ("from red to green after 30 seconds, from green to
 * yellow after 25 seconds").
 */
export function morePairs(parts: Parts): { source: Mention; target: Mention; trigger?: Trigger }[] {
  const froms = parts.preps.filter((p) => p.prep === 'from');
  const tos = parts.preps.filter((p) => p.prep === 'to' || p.prep === 'into');
  if (froms.length < 2 || tos.length < 2) return [];
  const pairs = froms.map((f) => ({ from: f, source: f.mention, target: tos.find((t) => t.at > f.at)?.mention })).filter((p): p is { from: Prep; source: Mention; target: Mention } => !!p.target);
  // "with events E1 and E2, respectively"
  if (parts.tokens.some((t) => t.norm === 'respectively')) {
    const events = parts.tokens.filter((t) => t.kind === 'name' && t.shape !== 'path' && !pairs.some((p) => p.source.tokens.includes(t) || p.target.tokens.includes(t)));
    if (events.length === pairs.length) return pairs.map((p, i) => ({ source: p.source, target: p.target, trigger: { kind: 'event' as const, name: events[i].text } }));
  }
  return pairs.map((p, i) => {
    // ("from A to B on event X, and from B to C on event Y": each pair's own event, told after it.)
    const end = pairs[i + 1]?.from.at ?? parts.tokens.length;
    const on = parts.preps.find((q) => q.at > p.from.at && q.at < end && /^(on|upon|with|via)$/.test(q.prep) && q.mention.type === 'event');
    // ("from red to green after 30 seconds, from green to yellow after 25 seconds": each pair's own wait.)
    const wait = parts.preps.find((q) => q.at > p.from.at && q.at < end && q.prep === 'after' && q.mention.type === 'duration');
    // ("Payment moves it from created to paid, shipping from paid to shipped": the word before "from" is what sets it off.)
    const before = i > 0 ? parts.tokens[p.from.at - 1] : undefined;
    const named = before && before.kind === 'word' && before.pos === 'noun' ? { kind: 'event' as const, name: eventName([before]) } : undefined;
    const trigger: Trigger | undefined = on ? { kind: 'event', name: on.mention.name, mention: on.mention } : wait ? { kind: 'after', delay: wait.mention.delay ?? null } : named;
    return { source: p.source, target: p.target, ...(trigger ? { trigger } : {}) };
  });
}
