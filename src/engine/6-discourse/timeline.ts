/**
 * Timelines: a sentence that walks through states that last a while.
 *   "A traffic light shows green for 30 seconds, then yellow for 3 seconds, then red for 20
 *    seconds, and then it's green again."
 *   "The toast is shown for 400 ms, then fades for another 400 before it is gone."
 *   "Washing lasts 20 minutes, rinsing 10 minutes and spinning 5 minutes."
 * Each step is a state and how long it lasts; each state goes to the next after its time. The state
 * of a step is what is shown ("shows green"), what the thing is ("is shown", "it's green"), what it
 * does ("fades" is fading), or what lasts ("Washing lasts").
 */
import { cutAt, isStopVerb, type Token } from '../2-words/token.js';
import { gerundOf, participleOf } from '../2-words/lemma.js';
import { durationOf } from '../4-inventory/durations.js';
import type { Inventory } from '../4-inventory/inventory.js';
import { labelledName, stateName } from '../4-inventory/names.js';
import type { Mention } from '../4-inventory/mentions.js';
import { listed, listedExactly } from '../grammar/words.js';
import type { Reading } from '../5-frames/meaning.js';
import type { TransitionFact } from './facts.js';
import type { Focus } from './focus.js';
import { resolveState } from './resolve.js';

interface Step {
  state: Mention;
  delay: number | null;
  reading: Reading;
}

/** "for another 400" after "for 400 ms": a bare number in the unit of the step before. */
function delayOf(tokens: Token[], unitMs: number | null): number | null {
  const own = durationOf(tokens);
  if (own !== null) return own;
  const at = tokens.findIndex((t, i) => t.kind === 'number' && /^(for|another)$/.test(tokens[i - 1]?.norm ?? '') && !listed('TimeUnits', tokens[i + 1]?.norm ?? ''));
  return at >= 0 && unitMs !== null ? Number(tokens[at].norm) * unitMs : null;
}

const state = (tokens: Token[]): Mention => ({ type: 'state', tokens, name: stateName(tokens), by: 'words' });

/** "yellow for 3 seconds", "then back to green": a step named with no verb. */
function bareStep(tokens: Token[]): Mention | null {
  // ("Zone 2 for 15 minutes": a capitalised noun and its number are one name, as the rest of the text writes it.)
  const labelled = tokens[0]?.pos === 'noun' && !tokens[2]?.tags.has('TimeUnits') ? labelledName(tokens[0], tokens[1]) : null;
  if (labelled) return { type: 'state', tokens: tokens.slice(0, 2), name: labelled, by: 'words' };
  const words = tokens.filter((t) => t.kind !== 'punct' && t.pos !== 'prep' && t.pos !== 'num' && !t.tags.has('TimeUnits') && t.kind !== 'number' && t.pos !== 'adv' && t.pos !== 'part' && t.pos !== 'conj');
  return words.length === 1 ? state(words) : null;
}

/**
 * ("The light is green for 8 seconds, yellow for 2, red for 6, back to green": steps listed with
 * commas after the first, each a name and its time, or where it goes back to.)
 */
function listedSteps(r: Reading, unitMs: number | null): { state: Mention; tokens: Token[] }[] {
  const pieces = cutAt(r.clause.tokens, (t) => t.text === ',').filter((p) => p.some((t) => t.kind !== 'punct'));
  if (pieces.length < 2) return [];
  const steps = pieces.slice(1).map((p) => ({ state: bareStep(p), tokens: p }));
  // (Each timed, but the last, which may be where it goes back to.)
  const timed = (k: number) => delayOf(steps[k].tokens, unitMs) !== null || (k === steps.length - 1 && steps[k].tokens.some((t) => t.norm === 'back'));
  return steps.every((x, k) => x.state && timed(k)) ? (steps as { state: Mention; tokens: Token[] }[]) : [];
}

/** The state a clause of a timeline is in, if it names one. */
function stepState(r: Reading, inventory: Inventory): Mention | null {
  const { parts } = r;
  const verb = parts.verb;
  const tokens = parts.tokens;
  // "then yellow for 3 seconds": a name with no verb; ("...: green for 30 seconds, yellow for 3 seconds":
  // the first of several listed after a colon.)
  if (!verb) return bareStep(cutAt(tokens, (t) => t.text === ',')[0]);
  // "it's green again", "it is gone", "is shown for 400 ms"
  if (verb.copula && parts.complement && parts.complement.tokens.length === 1) return state(parts.complement.tokens);
  if (verb.passive) return state([{ ...verb.verb, norm: verb.verb.norm }]);
  // "shows green for 30 seconds", "displays red"
  if (verb.verb.tags.has('RevealVerbs') && parts.object && parts.object.tokens.length <= 2) return state(parts.object.tokens.filter((t) => t.pos !== 'det'));
  // ("A traffic light shows green for 30 seconds": the colour shown, an adjective, too.)
  const shown = tokens[verb.to];
  if (verb.verb.tags.has('RevealVerbs') && !parts.object && shown?.kind === 'word' && shown.pos === 'adj') return state([shown]);
  // "Washing lasts 20 minutes"
  if (listedExactly('DurationVerbs', verb.lemma) && parts.subject && parts.subject.tokens.length <= 2) return state(parts.subject.tokens.filter((t) => t.pos !== 'det'));
  // ("YELLOW holds for just 1 second": a state the text names, doing anything for a time, is that state lasting.)
  const named = parts.subject && !parts.object && parts.tokens.some((t) => t.norm === 'for') && durationOf(parts.tokens) !== null ? inventory.findState(parts.subject.name) : null;
  if (named && parts.subject && inventory.isNamedOutright(named)) return { ...parts.subject, type: 'state', name: named.name };
  // ("then the light turns yellow": what a verb of making turns it into; "then goes dark": the quality it goes.)
  const quality = r.rule === 'motion' && !r.parts.preps.length && !!verb.verb.tags.has('BecomingVerbs');
  const goes = r.rule === 'causative' || quality ? r.meanings.find((m) => m.kind === 'motion' && !!m.target && !m.trigger) : undefined;
  if (goes?.kind === 'motion' && goes.target && goes.target.type !== 'anaphor') return goes.target;
  // "fades for another 400": what it does, as a state. (Not being or having: "It needs up to 90 seconds to warm up".)
  if (!parts.object && verb.verb.kind === 'word' && !['MotionVerbs', 'StayVerbs', 'StativeVerbs'].some((c) => verb.verb.tags.has(c))) {
    // ("..., then stops": stopping leaves it stopped.)
    return { type: 'state', tokens: [verb.verb], name: isStopVerb(verb.verb) ? participleOf(verb.lemma) : gerundOf(verb.lemma), by: 'words' };
  }
  return null;
}

/** The transitions of a timeline told by `readings`, or null when the sentence is no timeline. */
export function timelineFacts(readings: Reading[], inventory: Inventory, focus: Focus): ({ kind: 'transition' } & TransitionFact)[] | null {
  const steps: Step[] = [];
  let unitMs: number | null = null;
  for (const r of readings) {
    if (r.clause.kind === 'condition') return null;
    // ("After 30 seconds it turns yellow, then after 5 seconds it turns red": waits before changes,
    // told as motions; a timeline tells how long each state lasts.)
    if (r.clause.tokens.some((t, i) => t.norm === 'after' && (r.clause.tokens[i + 1]?.kind === 'number' || r.clause.tokens[i + 1]?.pos === 'num'))) return null;
    // ("Denied claims may be appealed within 60 days, in which case they are reopened": what may be
    // done before a time runs out is a deadline, not a state that lasts.)
    if (r.parts.verb?.modal || r.clause.tokens.some((t, i) => t.norm === 'within' && (r.clause.tokens[i + 1]?.kind === 'number' || r.clause.tokens[i + 1]?.pos === 'num'))) return null;
    const s = stepState(r, inventory);
    // ("..., then Zone 3 for 10 minutes, after which the controller returns to standby": where the
    // last timed step goes, told by a motion of its own.)
    const goes = !s && steps.length >= 2 && steps[steps.length - 1]?.delay != null ? r.meanings.find((m) => m.kind === 'motion' && !!m.target && !m.trigger && !m.source) : undefined;
    if (goes?.kind === 'motion' && goes.target) {
      steps.push({ state: goes.target, delay: null, reading: r });
      break;
    }
    if (!s) continue;
    // (The first step's own time sets the unit the steps listed after it may leave out.)
    const comma = r.clause.tokens.findIndex((t) => t.text === ',');
    const head = comma > 0 ? r.clause.tokens.slice(0, comma) : r.clause.tokens;
    const unitOf = (tokens: Token[]) => {
      const raw = durationOf(tokens);
      const number = tokens.find((t) => t.kind === 'number' || t.pos === 'num');
      if (raw !== null && number && /^\d+(\.\d+)?$/.test(number.norm)) unitMs = raw / Number(number.norm);
    };
    unitOf(head);
    const more = listedSteps(r, unitMs);
    const own = more.length ? head : r.clause.tokens;
    const delay = delayOf(own, unitMs);
    if (delay !== null) unitOf(own);
    steps.push({ state: s, delay, reading: r });
    for (const m of more) steps.push({ state: m.state, delay: delayOf(m.tokens, unitMs), reading: r });
  }
  // At least two steps with a time each, or one with a time and the state after it.
  const timed = steps.filter((s) => s.delay !== null);
  if (timed.length < 1 || steps.length < 2 || steps[0].delay === null) return null;
  const facts: ({ kind: 'transition' } & TransitionFact)[] = [];
  for (let i = 0; i + 1 < steps.length; i++) {
    const { delay } = steps[i];
    if (delay === null) break;
    const source = resolveState(steps[i].state, inventory, focus, true);
    const target = resolveState(steps[i + 1].state, inventory, focus, true);
    if (!source || !target) break;
    const first = steps[i].reading.clause.tokens[0];
    const last = steps[i + 1].reading.clause.tokens[steps[i + 1].reading.clause.tokens.length - 1];
    facts.push({ kind: 'transition', source, trigger: { kind: 'after', delay }, target, actions: [], origin: { rule: 'timeline', span: { start: first.start, end: last.end } } });
  }
  return facts.length ? facts : null;
}
