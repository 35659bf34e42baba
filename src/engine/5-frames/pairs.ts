/**
 * Pairs told in one clause: several from/to pairs, each with its own event or wait when the text
 * gives one; gapped steps ("and after 5 more seconds to red"); pairs told respectively ("red to
 * green, green to yellow").
 */
import { listed } from '../grammar/words.js';
import { isName, type Token } from '../2-words/token.js';
import type { Inventory } from '../4-inventory/inventory.js';
import type { Mention } from '../4-inventory/mentions.js';
import { condName, eventName, stateName } from '../4-inventory/names.js';
import type { Trigger } from './meaning.js';
import type { Parts } from './parts.js';
import { outcomeWord } from './events-named.js';
import { readList } from '../4-inventory/lists.js';

type Prep = Parts['preps'][number];

/**
 * "from shipping to payment and from payment to review", "from S1 to S2 and from S1 to S3 with
 * events E1 and E2, respectively": every from/to pair of the clause, each with its event when the
 * events are distributed, or its own wait ("from red to green after 30 seconds, from green to
 * yellow after 25 seconds").
 */
export function morePairs(parts: Parts): { source: Mention; target: Mention; trigger?: Trigger; guard?: string }[] {
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
    // ("..., and a `PLAY` event from Paused back to Playing": the name before the kind noun.)
    const kind = parts.tokens[p.from.at - 1]?.tags.has('EventNouns') && isName(parts.tokens[p.from.at - 2]) ? 2 : 1;
    const before = i > 0 ? parts.tokens[p.from.at - kind] : undefined;
    // ("`open()` moves it from closed to opened, and `close()` from opened back to closed": a name, too.)
    const named = before && ((before.kind === 'word' && before.pos === 'noun') || isName(before)) ? { kind: 'event' as const, name: eventName([before]) } : undefined;
    const trigger: Trigger | undefined = on ? { kind: 'event', name: on.mention.name, mention: on.mention } : wait ? { kind: 'after', delay: wait.mention.delay ?? null } : named;
    // ("from Idle to Run with the condition Speed Greater 0.1, and one from Run back to Idle with
    // Speed Less 0.1": each pair's own condition.)
    const condition = on ? undefined : parts.preps.find((q) => q.at > p.from.at && q.at < end && q.prep === 'with');
    const words = condition ? parts.tokens.slice(condition.at + 1, end).filter((t, i, all) => !all.slice(0, i + 1).some((x) => x.kind === 'punct' || x.pos === 'conj')) : [];
    const said = words.filter((t) => t.pos !== 'det' && !t.tags.has('GuardNouns'));
    return { source: p.source, target: p.target, ...(trigger ? { trigger } : {}), ...(said.length ? { guard: condName(said) } : {}) };
  });
}

/**
 * "After 30 seconds it goes to yellow, and after 5 more seconds to red": the verb left out, each
 * later wait and place goes on from the place before.
 */
export function gappedSteps(parts: Parts, target: Mention | undefined): { source?: Mention; target: Mention; trigger?: Trigger }[] {
  const first = target ? parts.preps.find((p) => p.mention === target) : undefined;
  if (!first) return [];
  const steps: { source?: Mention; target: Mention; trigger?: Trigger }[] = [];
  const joined = (from: number, to: number) => {
    const between = parts.tokens.slice(from, to);
    return between.some((t) => t.pos === 'conj' || t.norm === 'then') && !between.some((t) => t.pos === 'verb');
  };
  let from = first;
  for (const [k, cue] of parts.preps.entries()) {
    const to = parts.preps[k + 1];
    if (cue.at <= from.at) continue;
    // "..., and after 5 more seconds to red": a wait, then a place, from the place before.
    if (cue.mention.type === 'duration' && to && listed('TargetPrepositions', to.prep) && joined(from.at + from.mention.tokens.length + 1, cue.at)) {
      steps.push({ source: from.mention, target: to.mention, trigger: { kind: 'after', delay: cue.mention.delay ?? null } });
      from = to;
      continue;
    }
    // "goes to shipping, and from shipping to cart": another pair, joined on, with its verb left out.
    if (cue.prep === 'from' && to && listed('TargetPrepositions', to.prep) && joined(from.at + from.mention.tokens.length + 1, cue.at)) {
      steps.push({ source: cue.mention, target: to.mention });
      from = to;
      continue;
    }
    // "goes from input to update to render and back to input": each place after the one before, on the same trigger.
    const end = from.at + from.mention.tokens.length + 1;
    const between = parts.tokens.slice(end, cue.at);
    if (listed('TargetPrepositions', cue.prep) && cue.at >= end && between.every((t) => t.pos === 'conj' || t.norm === 'back' || t.norm === 'then') && (between.length === 0 || parts.preps[k + 1]?.prep !== 'on')) {
      steps.push({ source: from.mention, target: cue.mention });
      from = cue;
      continue;
    }
    // "moves to signedIn on SUCCESS and back to signedOut on FAILURE": another place on another event, from the same place.
    const on = parts.preps[k + 1];
    const event = on && on.prep === 'on' && (on.mention.type === 'event' || on.mention.by === 'shape') ? on.mention : undefined;
    if (listed('TargetPrepositions', cue.prep) && event && joined(from.at + from.mention.tokens.length + 1, cue.at)) {
      steps.push({ target: cue.mention, trigger: { kind: 'event', name: event.name, mention: event } });
      from = on;
      continue;
    }
    // "goes to connected on success, and on failure back to idle": the event first, then the place.
    const happened = cue.prep === 'on' && (cue.mention.type === 'event' || cue.mention.by === 'shape' || outcomeWord(cue.mention));
    const there = happened && to && listed('TargetPrepositions', to.prep) && parts.tokens.slice(cue.at + cue.mention.tokens.length + 1, to.at).every((t) => t.norm === 'back') ? to : undefined;
    const gap = parts.tokens.slice(from.at + from.mention.tokens.length + 1, cue.at);
    if (there && gap.length && gap.every((t) => t.pos === 'conj' || t.text === ',')) {
      steps.push({ target: there.mention, trigger: outcomeWord(cue.mention) ?? { kind: 'event', name: cue.mention.name || eventName(cue.mention.tokens), mention: cue.mention } });
      from = there;
    }
  }
  return steps;
}

/** "The TIMER event moves red to green, green to yellow, and yellow to red": each state moved to the next, respectively. */
export function respectivePairs(parts: Parts, inventory: Inventory): { source: Mention; target: Mention }[] {
  const pairs: { source: Mention; target: Mention }[] = [];
  const state = (t: Token): Mention => ({ type: 'state', tokens: [t], name: inventory.findState(t.norm)?.name ?? stateName([t]), by: 'words' });
  for (let k = 1; k + 2 < parts.tokens.length + 1; k++) {
    const [before, from, to, there] = parts.tokens.slice(k - 1, k + 3);
    if (!there || to.norm !== 'to' || before.norm === 'from' || there.kind === 'punct' || !(inventory.findState(from.norm) || from.kind === 'name')) continue;
    const after = parts.tokens[k + 3];
    if (after && after.kind !== 'punct' && after.pos !== 'conj') continue;
    pairs.push({ source: state(from), target: state(there) });
  }
  return pairs.length >= 2 ? pairs : [];
}

/**
 * "Accept and Decline take the invite to Accepted and Declined respectively", "APPROVE and REJECT
 * send the request to APPROVED and REJECTED respectively": controls named before the verb, each
 * with the place named in the same position after it.
 */
export function respectiveOutcomes(parts: Parts, inventory: Inventory): { target: Mention; trigger: Trigger }[] {
  const verb = parts.verb;
  if (!verb || !parts.tokens.some((t) => t.norm === 'respectively')) return [];
  const to = parts.preps.find((p) => listed('TargetPrepositions', p.prep) && p.at >= verb.to);
  if (!to) return [];
  const places = readList(parts.tokens, to.at + 1 + (parts.tokens[to.at + 1]?.pos === 'det' ? 1 : 0), 2);
  if (!places) return [];
  // The controls: the capitalised or written names before the verb, one group per joining word.
  const groups: Token[][] = [[]];
  for (const [k, t] of parts.tokens.slice(0, verb.from).entries()) {
    if (t.pos === 'conj' || t.text === ',') groups.push([]);
    else if (isName(t) || (t.kind === 'word' && /^[A-Z]/.test(t.text) && t.pos !== 'det' && !(k === 0 && /ing$/.test(t.norm)))) groups[groups.length - 1].push(t);
  }
  const labels = groups.filter((g) => g.length);
  if (labels.length !== places.items.length) return [];
  return places.items.map((item, i) => ({
    target: { type: 'state' as const, tokens: item, name: inventory.findState(stateName(item))?.name ?? stateName(item), by: 'words' as const },
    trigger: { kind: 'event' as const, name: eventName(labels[i]) },
  }));
}
