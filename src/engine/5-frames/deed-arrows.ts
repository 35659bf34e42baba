/**
 * "Clicking play → Playing", "If the buffer runs dry → Buffering", "Retry → Loading": in a spec
 * written as "what happens → where it goes", the left side of a single arrow is no state but a
 * deed, a condition or a control's label. It sets the motion off, from wherever the text stands
 * (the "Paused:" its paragraph opens with).
 */
import { listed } from '../grammar/words.js';
import { isQuotedOrCode, type Token } from '../2-words/token.js';
import { lemmaOf } from '../2-words/lemma.js';
import { splitClauses } from '../3-clauses/split.js';
import type { Inventory } from '../4-inventory/inventory.js';
import { knownStateMention, placesJoined, type Mention } from '../4-inventory/mentions.js';
import { asWritten, eventName, stateName, written } from '../4-inventory/names.js';
import { durationOf } from '../4-inventory/durations.js';
import type { Grammar } from '../grammar/load.js';
import type { Trigger } from './meaning.js';
import { readClause } from './read-clause.js';

/** What sets off the motion of an arrow line, and where it starts: one state, or several joined (`alsoSources`). */
export type Deed = { trigger?: Trigger; guard?: string; source?: Mention; alsoSources?: Mention[] };

export function deedBeforeArrow(line: Token[], inventory: Inventory, g: Grammar): Deed | null {
  // ("Playing: Clicking the video → Paused": a state named before a colon is where it is done.)
  // ("In `test`: On success → `deploy`": after a preposition of place, too.)
  const colon = line.findIndex((t) => t.text === ':');
  const named = colon > 0 && colon <= 4 ? line.slice(0, colon).filter((t, i) => t.kind !== 'punct' && !(i === 0 && listed('FrontedPlacePrepositions', t.norm))) : [];
  const label = named.length ? inventory.findState(stateName(named)) : null;
  const left = label ? line.slice(colon + 1) : line;
  const at = label ? { source: knownStateMention(named, label) } : {};
  // ("... TC-07 No key pressed in PIN_ENTRY for 30 s → expected: IDLE": a case's number before it says
  // nothing, where the line does not begin with it.)
  const numbered = left[0]?.kind === 'name' && /\d/.test(left[0].text) && left.length > 2 ? left.slice(1) : left;
  const deed = deedOf(numbered, inventory, g);
  return deed ? { ...deed, ...at } : null;
}

function deedOf(left: Token[], inventory: Inventory, g: Grammar): Deed | null {
  const words = left.filter((t) => t.kind !== 'punct' && t.kind !== 'symbol');
  // ("on network loss, `Downloading` → `WaitingForNetwork`": a state right before the arrow is its source.)
  const comma = left.map((t) => t.text).lastIndexOf(',');
  const tail = comma >= 0 ? left.slice(comma + 1).filter((t) => t.kind !== 'punct') : [];
  if (tail.length && inventory.findLoosely(stateName(tail))) return null;
  const first = words[0];
  // ("When every human player has crossed the line on the final lap → FINISHED": a condition may take more words than a deed.)
  // (Not one with its main clause before the arrow, "When a tenant applies, it appears under Leasing →
  // Applications", unless the arrow opens a note on it: "If nothing arrives within 30 days, the claim is closed (→ Closed)".)
  const conditionOpener = !!first && (first.pos === 'sub' || listed('ConditionMarkers', first.norm));
  const opensCondition = conditionOpener && (comma < 0 || left[left.length - 1]?.text === '(');
  // ("Slow-mo on the last crossing, then the results screen after 4 seconds → RESULTS": of a long
  // left side, the step after its last comma, what comes next.)
  if (first && words.length > (opensCondition ? 14 : 8) && tail.length > 1 && tail.length <= 8 && listed('ConnectiveAdverbs', tail[0].norm)) return deedOf(left.slice(comma + 1), inventory, g);
  if (!first || words.length > (opensCondition ? 14 : 8) || inventory.findLoosely(stateName(words))) return null;
  // ("`COIN` in `Idle` → `HasCoin`", "BUMPER_STUCK in CLEANING or RETURNING → STUCK": an event's
  // written name, then where it comes, a state or several joined.)
  const where = words.findIndex((t, i) => i > 0 && t.pos === 'prep');
  const places = where > 0 && listed('SettingPrepositions', words[where].norm) ? placesJoined(words.slice(where + 1), inventory) : [];
  const named = where === 1 && (isQuotedOrCode(first) || first.shape === 'caps') && !inventory.findState(written(first));
  if (named && places.length) return { trigger: { kind: 'event', name: written(first) }, source: places[0], alsoSources: places.slice(1) };
  // ("Retry → Loading": a capitalised label alone, which names no state; "Success → `done`": or an outcome.)
  const outcome = first.tags.has('SuccessWords') || first.tags.has('FailureWords');
  const lone = words.length === 1 && first.kind === 'word' && (/^[A-Z][a-z]+$/.test(first.text) || outcome) && !first.tags.has('StateNouns');
  if (lone && !outcome) return { trigger: { kind: 'event', name: eventName(words) } };
  // (The tagger may read the gerund as a noun after a label: "Playing: Clicking the video → Paused".)
  const gesture = /ing$/.test(first.norm) && (first.tags.has('GestureVerbs') || listed('GestureVerbs', lemmaOf(first.norm)));
  // ("Insert card in IDLE → ...": an order of a gesture, in its plain form, whatever the tagger read.)
  const order = first.kind === 'word' && listed('GestureVerbs', first.norm) && words.length > 1;
  // ("On success → `deploy-staging`": a phrase of what sets it off, too.)
  const condition = conditionOpener || listed('TriggerPrepositions', first.norm);
  // ("Insert card in IDLE → ...", "Bank simulator returns APPROVED → ...": a clause, an order or a
  // report, is what happens.)
  const clause = words.some((t) => t.pos === 'verb');
  // ("No input after 5 s → REPROMPT", "no answer within 8 seconds → ...": a time told, with nothing
  // done, is a wait.)
  // (Where it is spent, when the line names a state: "No key pressed in PIN_ENTRY for 30 s", "Step 20 CARS_AMBER 4s".)
  const wait = !clause && !condition ? durationOf(words) : null;
  if (wait !== null) {
    const spent = stateAmong(words, inventory);
    return { trigger: { kind: 'after', delay: wait }, ...(spent ? { source: spent } : {}) };
  }
  if (!gesture && !order && !condition && !lone && !clause) return null;
  let trigger: Trigger | undefined;
  let guard: string | undefined;
  let source: Mention | undefined;
  let alsoIn: Mention[] = [];
  for (const c of splitClauses(left)) {
    for (const m of readClause(c, inventory, g).meanings) {
      if (m.kind === 'trigger') {
        // ("Enter PIN and press OK in PIN_ENTRY → ...": of deeds done in turn, the last sets it off.)
        const doneNext = c.kind === 'coord' && /^(and|then|and then)$/.test(c.opener) && trigger?.kind === 'event' && m.trigger.kind === 'event';
        trigger = doneNext ? m.trigger : trigger ?? m.trigger;
        source ??= m.source;
      } else if (m.kind === 'guard') guard ??= m.name;
      else if (m.kind === 'scene' && !source) {
        source = m.state;
        alsoIn = m.also ?? [];
      }
      else if ((m.kind === 'action' || m.kind === 'motion') && m.trigger) trigger ??= m.trigger;
    }
  }
  // ("Manager approves → `PENDING_FINANCE`", "purchase completes → Trial active": a report of what
  // happens, as a condition says it, "when the manager approves".)
  // (Not with a state right before the arrow, "`M25` pauses a print (`printing` → `paused`)", nor
  // after a verb of going, whose place the arrow leads on from: "The lock goes Armed → Alarm on TAMPER".)
  const last = left[left.length - 1];
  // (Nor a name capitalised before the arrow: "Pipeline: Queued → Running".)
  const titled = !!last && /^[A-Z][a-z]/.test(last.text) && words.length > 1;
  const stateBefore = !!last && (isQuotedOrCode(last) ? !!inventory.findState(written(last)) : !!inventory.findLoosely(last.norm));
  const leadsOn = stateBefore || titled || words.some((t) => t.tags.has('MotionVerbs'));
  // (What a person does: "Manager approves", "User cancels the sheet"; what is done to a thing, "offer accepted", reads as its state.)
  if (clause && !gesture && !order && !condition && !trigger && !guard && !leadsOn) {
    for (const c of splitClauses(left)) {
      const told = readClause({ ...c, kind: 'condition', opener: 'when' }, inventory, g);
      // ("Finance approves → Negotiation": or a team, a thing, that does something to nothing named.)
      if (told.parts.subject?.type !== 'actor' && !(told.parts.subject?.type === 'thing' && !told.parts.object && !told.parts.preps.length)) continue;
      for (const m of told.meanings) if (m.kind === 'trigger') trigger ??= m.trigger;
    }
  }
  if (clause && !gesture && !order && !condition && !trigger) return null;
  // ("On success → ...", "on failure → ...", "Success → ...": an outcome, whatever the tagger read.)
  const word = words[words.length - 1];
  const bareOutcome = words.length <= 2 && (word.tags.has('SuccessWords') || word.tags.has('FailureWords'));
  if (!trigger && !guard && bareOutcome) trigger = { kind: word.tags.has('FailureWords') ? 'invoke.onError' : 'invoke.onDone', soft: true, otherwise: eventName([word]) };
  // (A gesture read as a noun reads as no clause: it is still what is done, up to where it is done.)
  const done = where > 0 ? words.slice(1, where) : words.slice(1);
  if (!trigger && !guard && (gesture || order)) trigger = { kind: 'event', name: eventName([{ ...first, pos: 'verb', lemma: lemmaOf(first.norm) }, ...done]) };
  const place = where > 0 && listed('LocationPrepositions', words[where].norm) && words[where + 1] ? inventory.findLoosely(words[where + 1].norm) ?? inventory.findState(words[where + 1].text) : null;
  // ("Correct code in `enterCode` or `canResend` → `verified`": each place joined is where it is done.)
  const alsoSources = !source && place && places.length > 1 ? places.slice(1) : alsoIn;
  if (!source && place) source = knownStateMention([words[where + 1]], place);
  return trigger || guard ? { ...(trigger ? { trigger } : {}), ...(guard ? { guard } : {}), ...(source ? { source } : {}), ...(alsoSources.length ? { alsoSources } : {}) } : null;
}

/** The first run of one to three words that names a state the text knows. */
function stateAmong(words: Token[], inventory: Inventory): Mention | undefined {
  for (let k = 0; k < words.length; k++) {
    for (let n = Math.min(3, words.length - k); n >= 1; n--) {
      const run = words.slice(k, k + n);
      const known = run.length === 1 && isQuotedOrCode(run[0]) ? inventory.findState(written(run[0])) : inventory.findState(asWritten(run)) ?? inventory.findState(stateName(run));
      if (known) return knownStateMention(run, known);
    }
  }
  return undefined;
}
