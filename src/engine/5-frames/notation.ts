/**
 * Notations people use inside prose for transitions: arrows ("stopped -> playing on PLAY", "request
 * → emailSent (on SEND_LINK)", "A (E) -> B", "A --E--> B", "A → B → C", "closed → open on tap; open
 * → closed on tap or after 10 s", "amber 3 s → red 2 s → back to green", "for A → B, B → C, and C →
 * A"). What follows a state ("on PLAY", "when the button is pressed") is read by arrow-conditions.ts,
 * the labels written before an arrow by arrow-labels.ts, the names by arrow-names.ts; a pair in
 * brackets after a deed by pair-after-deed.ts, a line of states with deeds between by arrow-steps.ts.
 */
import { listed } from '../grammar/words.js';
import { isName, isQuotedOrCode, type Token } from '../2-words/token.js';
import { durationOf } from '../4-inventory/durations.js';
import type { Inventory } from '../4-inventory/inventory.js';
import { labelBeforeDash } from '../4-inventory/written-lists.js';
import { eventName, stateName, written } from '../4-inventory/names.js';
import type { Grammar } from '../grammar/load.js';
import type { Meaning, Trigger } from './meaning.js';
import type { Mention } from '../4-inventory/mentions.js';
import { deedBeforeArrow } from './deed-arrows.js';
import { labelBefore, namesLeftState } from './arrow-labels.js';
import { arrowLabel, conditionsOf, noteTrigger } from './arrow-conditions.js';
import { alternativesIn, eventsBetweenStates, isArrow, knownAmong, nameAfterArrow, stateMention, timedStep } from './arrow-names.js';
import { deedBefore, labelledLine } from './arrow-deeds.js';
import { leadTrigger, pairsAfterLead, stepsSetOffBy } from './pairs-lead.js';
import { eventToClause } from './arrow-clauses.js';
import { eventArrows } from './event-arrows.js';
import { pairAfterDeed } from './pair-after-deed.js';
import { stepsWithDeeds } from './arrow-steps.js';

/** One arrow line (or one of its ';' parts) → motions. */
function arrowMotions(tokens: Token[], inventory: Inventory, g: Grammar): Meaning[] {
  const arrows = tokens.map((t, i) => (isArrow(t) ? i : -1)).filter((i) => i >= 0);
  if (!arrows.length) return [];
  const out: Meaning[] = [];
  // ("In Assessment the adjuster can: - deny (`DENY`) → **Denied**": what is done, with its event
  // in brackets, before a single arrow, goes from where the text stands.)
  const closing = arrows.length === 1 && tokens[arrows[0] - 1]?.text === ')' ? tokens.slice(0, arrows[0] - 1).map((t) => t.text).lastIndexOf('(') : -1;
  const deed = closing > 0 ? tokens.slice(0, closing).filter((t) => t.kind !== 'punct') : [];
  // (Not "Stopped (PLAY) → Playing", "Playing (PAUSE) → Paused": one word in another form than the
  // plain verb, or a gerund of no gesture, names the state the arrow leaves.)
  if (closing > 0 && deed.length && deed[0].pos === 'verb' && !namesLeftState(deed) && !inventory.findState(stateName(deed))) {
    const said = conditionsOf(tokens.slice(closing, arrows[0]), inventory, g);
    const target = stateMention(nameAfterArrow(tokens.slice(arrows[0] + 1)));
    return target && said.triggers.length ? [{ kind: 'motion', target, trigger: said.triggers[0], subjectTrigger: true }] : [];
  }
  // ("Clicking play → Playing", "If the buffer runs dry → Buffering": a deed before a single arrow.)
  // (Not with the event written before the arrow: "Stopped (PLAY) → Playing" leaves Stopped.)
  // (Nor with one word before an arrow whose target has its own event: "Idle -> Loading on FETCH".)
  const right = tokens.slice(arrows[0] + 1);
  const afterTarget = right.slice(nameAfterArrow(right).length);
  const opener = afterTarget.find((t) => t.kind !== 'punct');
  const lone = tokens.slice(0, arrows[0]).filter((t) => t.kind !== 'punct');
  const ownEvent = ((!!opener && listed('ArrowLabelOpeners', opener.norm)) || noteTrigger(afterTarget.filter((t) => t.text !== '.')).length > 0) && lone.length === 1 && !lone[0].tags.has('SuccessWords') && !lone[0].tags.has('FailureWords');
  const eventAt = labelBefore(tokens, arrows[0]);
  const stop = tokens.slice(0, eventAt).map((t) => t.kind === 'punct').lastIndexOf(true);
  // ("ringing --answer--> connected": before a label written with dashes, as diagrams write them, is always a state.)
  const stateLeft = eventAt < arrows[0] && (tokens[eventAt].text === '-' || namesLeftState(tokens.slice(stop + 1, eventAt)));
  // (Nor after an event's name as the line's label: "FINISH: running -> done"; a numbered label, "FR-3:", is an id.)
  const eventLabel = tokens[1]?.text === ':' && isName(tokens[0]) && !/\d/.test(tokens[0].text) && !inventory.findState(written(tokens[0]));
  const deed0 = arrows.length === 1 && !ownEvent && !stateLeft && !eventLabel ? deedBeforeArrow(tokens.slice(0, arrows[0]), inventory, g) : null;
  // ("→ expected: PIN_ENTRY": what the arrow leads to comes after its label.)
  const labelled = tokens[arrows[0] + 2]?.text === ':' && listed('ResultLabels', tokens[arrows[0] + 1]?.norm ?? '') ? 1 : -1;
  const after = tokens.slice(arrows[0] + 2 + Math.max(labelled, -1));
  // (Not "Questions → #support-ops": a channel or a handle is no state.)
  const goal = deed0 && !/^[#@]$/.test(after[0]?.text ?? '') ? knownAmong(after, inventory) ?? stateMention(nameAfterArrow(after).filter((t) => t.norm !== 'back' && t.norm !== 'to')) : null;
  const more = deed0?.alsoSources?.length && goal ? { more: deed0.alsoSources.map((source) => ({ source, target: goal, ...(deed0.trigger ? { trigger: deed0.trigger } : {}), ...(deed0.guard ? { guard: deed0.guard } : {}) })) } : {};
  // ("then the results screen after 4 seconds → RESULTS": a wait told with the state it leads to names no state it is spent in.)
  const spentIn = deed0?.source && !(deed0.trigger?.kind === 'after' && goal && deed0.source.name === goal.name) ? deed0.source : null;
  if (deed0 && goal) return [{ kind: 'motion', target: goal, ...(spentIn ? { source: spentIn } : {}), ...(deed0.trigger ? { trigger: deed0.trigger } : {}), ...(deed0.guard ? { guard: deed0.guard } : {}), ...more }];
  // The state before the first arrow: the last words before it, after any lead-in ("for A → B").
  // (Past the event written right before the arrow: "A (E) -> B", "A --E--> B".)
  let from = labelBefore(tokens, arrows[0]) - 1;
  while (from > 0 && tokens[from - 1].kind !== 'punct' && tokens[from - 1].pos !== 'prep' && tokens[from - 1].pos !== 'verb' && arrows[0] - from < 3) from--;
  // ("Waiting for Customer → In Progress": past a preposition, when the whole line before the arrow is a state the text names.)
  const line = tokens.slice(0, arrows[0]);
  const whole = from > 0 && line.length <= 4 && line.every((t) => t.kind === 'word' || t.kind === 'name') ? stateMention(line) : null;
  if (whole && inventory.findState(whole.name)?.path.join('.') === whole.name) from = 0;
  // ("under **Billing → Revenue recovery**", "via Help → Missing Order": a path through menus.)
  if (tokens.slice(Math.max(0, from - 2), arrows[0]).some((t) => listed('MenuPathLeads', t.norm))) return [];
  let before = tokens.slice(from, arrows[0]);
  // "A (E) -> B", "A --E--> B": the event written before the arrow.
  let pending: { triggers: Trigger[]; guard?: string; actions?: string[] } = { triggers: [] };
  const open = before.findIndex((t) => t.text === '(' || t.text === '-');
  if (open > 0) {
    pending = arrowLabel(before.slice(open), inventory, g);
    before = before.slice(0, open);
  }
  // ("`Closed.Unlocked` + `lock` → `Closed.Locked`", "Idle + coin -> Unlocked": a state plus an event, as tables of moves write it.)
  const plus = before.findIndex((t) => t.text === '+');
  if (plus > 0 && plus < before.length - 1 && !pending.triggers.length) {
    pending = { triggers: [{ kind: 'event', name: eventName(before.slice(plus + 1)) }] };
    before = before.slice(0, plus);
  }
  // ("`melt`: solid → liquid", "- melt: solid -> liquid": a label before a colon that opens the
  // line is the event, unless it names what follows, "Transitions: ...".)
  const colon = tokens.findIndex((t, i) => i < from && t.text === ':');
  const label = colon > 0 ? tokens.slice(0, colon).filter((t) => t.kind !== 'punct' && t.kind !== 'symbol') : [];
  const field = (t: Token) => ['TransitionNouns', 'StateNouns', 'EventNouns'].some((c) => t.tags.has(c));
  if (!pending.triggers.length && label.length && label.length <= 3 && !label.some((t) => t.pos === 'verb' || field(t))) pending = { triggers: [{ kind: 'event', name: eventName(label) }] };
  // ("Press the MODE button to step through the modes in this order: OFF → HEAT → COOL": the control
  // a gesture before the colon names is the event of every step.)
  const gesture = label.findIndex((t) => t.tags.has('GestureVerbs') && t.pos === 'verb');
  const pressed = gesture >= 0 ? label.slice(gesture + 1, gesture + 4).find((t) => isName(t)) : undefined;
  if (!pending.triggers.length && pressed) pending = { triggers: [{ kind: 'event', name: written(pressed) }] };
  // ("The mode button cycles OFF → HEAT → COOL → AUTO → OFF": a control that walks the chain, as its
  // subject, is the event of every step; "Each tap cycles Off → All", "Pressing MODE cycles through
  // Off -> All", "Repeat button: tapping it cycles ...": or what the clause says sets it off.)
  const walker = tokens.slice(colon >= 0 && colon < from ? colon + 1 : 0, tokens[from - 1]?.pos === 'prep' ? from - 1 : from);
  const walks = walker.length >= 2 && walker.length <= 8 && ['CycleVerbs', 'MotionVerbs', 'ToggleVerbs'].some((c) => walker[walker.length - 1].tags.has(c));
  const walking = walks ? walker.slice(0, -1).filter((t) => t.pos !== 'det') : [];
  if (!pending.triggers.length && walking.length && !walking.some((t) => t.pos === 'prep') && listed('ControlNouns', walking[walking.length - 1].lemma)) pending = { triggers: [{ kind: 'event', name: eventName(walking) }] };
  // ("Each press of the power button steps OFF → ON", "A short push of the start button goes OFF → ACC":
  // a gesture named by its noun, as "pressing the power button" names it.)
  const gestured = walking.some((t) => t.pos === 'noun' && t.tags.has('GestureVerbs'));
  const cycles = walking.length && ['CycleVerbs', 'ToggleVerbs'].some((c) => walker[walker.length - 1].tags.has(c));
  // (Not a thing that walks the chain itself: "A traffic light at a crossing cycles green → yellow → red".)
  const head = walking[walking.length - 1];
  const mover = !!head && head.kind === 'word' && head.pos === 'noun' && !gestured && !walking.some((t) => t.pos === 'verb') && !head.tags.has('EventNouns');
  const setOff = (cycles || gestured) && !mover && !pending.triggers.length ? leadTrigger(walker, inventory, g) : undefined;
  if (setOff) pending = { triggers: [setOff] };
  // ("`M25` pauses a print (`printing` → `paused`)": an arrow in brackets spells out the clause
  // before it; a name that is that clause's subject is the event.)
  // ("`pause()` goes Started → Paused": so is a name before a verb of going, right before the pair.)
  const goes = from === 2 && !!tokens[1].tags.has('MotionVerbs') && !inventory.findState(written(tokens[0]));
  const lead = tokens[from - 1]?.text === '(' ? tokens.slice(0, from - 1) : goes ? tokens.slice(0, 2) : [];
  // ("Suspend goes RUNNING → SUSPENDING → SUSPENDED": or a capitalised verb in its plain form, a command's name.)
  const command = !!lead[0] && lead[0].kind === 'word' && /^[A-Z][a-z]+$/.test(lead[0].text) && lead[0].norm === lead[0].lemma && lead[0].tags.has('Verb');
  const named = lead[0] && (isQuotedOrCode(lead[0]) || lead[0].shape === 'caps' || command) && lead[1]?.pos === 'verb';
  if (!pending.triggers.length && named) pending = { triggers: [{ kind: 'event', name: written(lead[0]) }] };
  // ("Primary CTA "Set up" → Scan", "`Done` → `enrolled`": a control's label before the arrow, no
  // state the text knows, is the event; it goes from wherever the text stands.)
  const control = before.filter((t) => t.kind === 'quoted');
  if (arrows.length === 1 && control.length === 1 && !inventory.findState(written(control[0])) && !pending.triggers.length) {
    const target = stateMention(nameAfterArrow(tokens.slice(arrows[0] + 1)));
    return target ? [{ kind: 'motion', target, trigger: { kind: 'event', name: written(control[0]) } }] : [];
  }
  // (A line's own event, told once before the chain, sets off each step of it.)
  const lineTriggers = open > 0 ? [] : pending.triggers;
  const firstStep = timedStep(before);
  if (firstStep.delay !== null && !pending.triggers.length) pending = { triggers: [{ kind: 'after', delay: firstStep.delay }] };
  // ("- `OPENING` ends when the top reed switch closes (`TOP_LIMIT`) → `OPEN`": before the event, a
  // clause about a state the text knows, which opens the line, leaves that state.)
  const told = firstStep.name.some((t) => t.pos === 'verb' && t.norm !== t.lemma && /s$/.test(t.norm)) && from > 1 && isName(tokens[0]) && !!inventory.findState(written(tokens[0])) ? [tokens[0]] : null;
  // ("The `/reset` service (`RESET`) → `IDLE`", "the reset key (RESET) → IDLE": what carries the event
  // written after it is no state; the arrow goes from where the text stands.)
  const carried = before[before.length - 1];
  const carrier = open > 0 && !!carried && ['ServiceNouns', 'EventNouns', 'ControlNouns'].some((c) => listed(c, carried.lemma)) && !inventory.findState(stateName(before.filter((t) => t.pos !== 'det')));
  if (carrier && arrows.length === 1 && pending.triggers.length) {
    const target = stateMention(nameAfterArrow(tokens.slice(arrows[0] + 1)));
    return target ? [{ kind: 'motion', target, trigger: pending.triggers[0] }] : [];
  }
  let source = stateMention(told ?? firstStep.name);
  let last: Mention | null = null;
  let others: Mention[] = [];
  for (let k = 0; k < arrows.length; k++) {
    const end = k + 1 < arrows.length ? arrows[k + 1] : tokens.length;
    // ("→ expected: PIN_ENTRY": a one-word label after the arrow says what follows is the target.)
    // (Not "Off --> Heating : switchOn", where the word is the state and the label the event.)
    const skip = tokens[arrows[k] + 2]?.text === ':' && listed('ResultLabels', tokens[arrows[k] + 1]?.norm ?? '') ? 2 : 0;
    // ("A --E--> B --F--> C": the dashes and the label before the next arrow belong to that arrow.)
    const dashed = k + 1 < arrows.length && tokens[end - 1]?.text !== ')' ? labelBefore(tokens, end) : end;
    const segment = tokens.slice(arrows[k] + 1 + skip, dashed);
    // ("closed → (open cmd) → opening → (45 s) → closing": a step in brackets between two arrows sets off the next one.)
    if (k + 1 < arrows.length && segment.length > 2 && segment[0].text === '(' && segment[segment.length - 1].text === ')') {
      const inner = segment.slice(1, -1);
      const delay = durationOf(inner);
      pending = { triggers: [delay !== null ? { kind: 'after', delay } : { kind: 'event', name: eventName(inner) }] };
      continue;
    }
    const nameTokens = nameAfterArrow(segment);
    const rest = segment.slice(nameTokens.length);
    // "A (E) -> B (F) -> C": a bracket before the next arrow belongs to that arrow.
    const nextOpen = k + 1 < arrows.length ? rest.findIndex((t) => t.text === '(') : -1;
    // ("Resolved → Reopened (Reopen), and Reopened behaves like Open": a label in brackets before a comma ends the arrow's.)
    const shut = rest[0]?.text === '(' && k === arrows.length - 1 ? rest.findIndex((t) => t.text === ')') + 1 : 0;
    const own = nextOpen >= 0 ? rest.slice(0, nextOpen) : shut > 0 && rest[shut]?.text === ',' ? rest.slice(0, shut) : rest;
    // ("[*] --> Off", "Boiled --> [*]": a diagram's start and end pseudo-states.)
    const pseudo = (ts: Token[]) => ts.length > 0 && ts.every((t) => t.kind === 'punct' || t.kind === 'symbol') && ts.some((t) => t.text === '*');
    if (pseudo(before) && k === 0) {
      const first = stateMention(nameTokens);
      if (first) out.push({ kind: 'initial', state: first });
      source = first;
      continue;
    }
    if (pseudo(nameTokens)) break;
    // ("Questions → #clinic-ops on Slack": a channel or a handle is no state.)
    if (/^[#@]$/.test(nameTokens[0]?.text ?? '')) break;
    // ("NOT_ASKED → request permission → GRANTED / DENIED": the last step may end in alternatives the text names.)
    const alternatives = k === arrows.length - 1 ? alternativesIn(nameTokens, inventory) : [];
    if (alternatives.length) others = alternatives.slice(1);
    const step = timedStep(nameTokens.filter((t) => t.text !== '-'));
    const target = alternatives[0] ?? stateMention(step.name);
    const said = own.length ? conditionsOf(own, inventory, g) : pending;
    const conds = said.triggers.length || said.guard || arrows.length > 1 || from > 0 ? said : { ...said, triggers: noteTrigger(own) };
    // ("| `pending_payment` | → `paid` when Stripe confirms; → `cancelled` if unpaid after 24 hours |":
    // an arrow that opens the line, with nothing before it, goes from where the text stands.)
    // (Only to a written name, on what its words say sets it off: "→ see the appendix on Monday" is no motion.)
    const opened = !source && arrows[0] === 0 && isName(nameTokens[0]) && (conds.triggers.length > 0 || !!conds.guard);
    if ((source || opened) && target) {
      const triggers = conds.triggers.length ? conds.triggers : pending.triggers;
      const [first, ...also] = triggers;
      out.push({ kind: 'motion', ...(source ? { source } : {}), target, ...(first ? { trigger: first } : {}), ...(also.length ? { alsoTriggers: also } : {}), ...(conds.guard ? { guard: conds.guard } : {}), ...(conds.actions ? { actions: conds.actions } : {}) } as Meaning);
    }
    pending = nextOpen >= 0 ? conditionsOf(rest.slice(nextOpen), inventory, g) : dashed < end ? arrowLabel(tokens.slice(dashed, end), inventory, g) : step.delay !== null ? { triggers: [{ kind: 'after', delay: step.delay }] } : { triggers: lineTriggers };
    source = target;
    last = target;
  }
  const steps = eventsBetweenStates(out, inventory);
  return steps.flatMap((m) => (m.kind === 'motion' && m.target && m.target === last && others.length ? [m, ...others.map((target) => ({ ...m, target }))] : [m]));
}

/** Every motion an arrow line states; its parts are cut at semicolons and at commas before a new arrow. */
export function arrowMeanings(tokens: Token[], inventory: Inventory, g: Grammar): Meaning[] {
  const paired = pairAfterDeed(tokens);
  if (paired) return [paired];
  const events = eventArrows(tokens, inventory);
  if (events) return sameSource(events);
  const labelled = labelledLine(tokens, inventory);
  if (labelled.length) return labelled;
  const led = pairsAfterLead(tokens, inventory, g);
  if (led) return stepsSetOffBy(led.rest, led.trigger);
  const told = eventToClause(tokens, inventory, g);
  if (told) return told;
  const steps = stepsWithDeeds(tokens, inventory);
  if (steps) return steps;
  // ("it dispatches `RESOLVE` (→ `success`, storing `results`)": an arrow that opens a bracket after
  // an event's name says where that event leads, from where the text stands.)
  const arrows = tokens.flatMap((t, i) => (isArrow(t) ? [i] : []));
  // ("either approves (`APPROVE` → `REPORTED`) or rejects (`REJECT` → back to `IN_ANALYSIS`)": the
  // event's name inside the bracket, before its arrow, too.)
  const writtenEvent = (t: Token | undefined) => !!t && (isQuotedOrCode(t) || t.shape === 'caps') && !inventory.findState(written(t));
  const before = (i: number) => (tokens[i - 1]?.text === '(' && writtenEvent(tokens[i - 2]) ? tokens[i - 2] : tokens[i - 2]?.text === '(' && writtenEvent(tokens[i - 1]) ? tokens[i - 1] : undefined);
  if (arrows.length && arrows.every((i) => before(i))) {
    return sameSource(arrows.flatMap((i) => {
      const target = stateMention(nameAfterArrow(tokens.slice(i + 1)).filter((t) => t.text !== ',' && t.text !== ')' && t.norm !== 'back' && t.norm !== 'to'));
      return target ? [{ kind: 'motion' as const, target, trigger: { kind: 'event' as const, name: written(before(i)!) } }] : [];
    }));
  }
  // ("The approver can approve it (→ Approved) or reject it (→ Rejected)": an arrow that opens a
  // bracket after what is done says where doing it leads.)
  // (Not where a condition tells what sets it off: "if the customer replies, it reopens (→ Open)".)
  const conditioned = tokens.some((t) => t.pos === 'sub' && listed('ConditionSubordinators', t.norm));
  const deeds = arrows.length && !conditioned && arrows.every((i) => tokens[i - 1]?.text === '(' && i > 1) ? arrows.map((i, k) => deedBefore(tokens, k ? tokens.findIndex((t, j) => j > arrows[k - 1] && t.text === ')') + 1 : 0, i - 1)) : [];
  if (deeds.length && deeds.every(Boolean)) {
    // ("can suspend an account (→ `suspended`) and reinstate it later (→ `active`)": deeds joined by
    // "and" follow one another, each from where the one before led; joined by "or", they are choices.)
    const targets = arrows.map((i) => stateMention(nameAfterArrow(tokens.slice(i + 1)).filter((t) => t.text !== ',' && t.text !== ')' && t.norm !== 'back' && t.norm !== 'to')));
    const closes = arrows.map((i) => tokens.findIndex((t, j) => j > i && t.text === ')'));
    const followed = (k: number) => k > 0 && closes[k - 1] > 0 && tokens.slice(closes[k - 1] + 1, arrows[k]).some((t) => t.norm === 'and') && !tokens.slice(closes[k - 1] + 1, arrows[k]).some((t) => t.norm === 'or');
    // ("`conservation_check` — the conservator signs off (→ `imaging`) or ...": a written name labelling the line is where they start.)
    const label = labelBeforeDash(tokens, /^[:—–]$/)?.words.filter((t) => t.kind !== 'punct') ?? [];
    const from = label.length === 1 && isQuotedOrCode(label[0]) && inventory.findState(written(label[0])) ? stateMention(label) : null;
    const motions = arrows.flatMap((i, k) => (targets[k] ? [{ kind: 'motion' as const, target: targets[k]!, trigger: deeds[k]!, ...(followed(k) && targets[k - 1] ? { source: targets[k - 1]! } : from ? { source: from } : {}) }] : []));
    return sameSource(motions);
  }
  const pieces: Token[][] = [[]];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    // (Past a label before that arrow: ", RUNNING --EVT_STOP--> STOPPED".)
    const next = t.text === ',' ? tokens.findIndex((x, k) => k > i && isArrow(x)) : -1;
    // (Or past an event's name and a verb of going: ", and RESUME moves Paused → Started".)
    const goer = next > i ? tokens.slice(i + 1, next).filter((x) => x.norm !== 'and') : [];
    const going = goer.length === 3 && (isQuotedOrCode(goer[0]) || goer[0].shape === 'caps') && !!goer[1].tags.has('MotionVerbs');
    const newPair = next > i && (Math.min(next, labelBefore(tokens, next)) - i <= 4 || going) && pieces[pieces.length - 1].some(isArrow) && !tokens.slice(i + 1).some((x, k) => k < 3 && listed('TriggerOpeners', x.norm) && !isArrow(x));
    // ("`Off --> Heating : switchOn` and `Heating --> Off : switchOff`": each code span is a line.)
    if (t.text === ';' || t.text === '`' || newPair) {
      pieces.push([]);
      continue;
    }
    if (t.norm === 'and' && pieces[pieces.length - 1].length === 0) continue;
    pieces[pieces.length - 1].push(t);
  }
  return sameSource(pieces.flatMap((p) => arrowMotions(p, inventory, g)));
}

/** ("→ `paid` when Stripe confirms; → `cancelled` if unpaid": arrows with nothing before them all go from the same place.) */
function sameSource(meanings: Meaning[]): Meaning[] {
  const open = meanings.filter((m): m is Extract<Meaning, { kind: 'motion' }> => m.kind === 'motion' && !m.source && !!m.target);
  if (open.length < 2) return meanings;
  const [first, ...rest] = open;
  const more = rest.map((m) => ({ target: m.target!, ...(m.trigger ? { trigger: m.trigger } : {}), ...(m.guard ? { guard: m.guard } : {}) }));
  const folded = new Set<Meaning>(rest);
  return meanings.filter((m) => !folded.has(m)).map((m) => (m === first ? { ...first, more: [...(first.more ?? []), ...more] } : m));
}
