/**
 * Finishing a sentence's drafts: each gets its trigger and its source from what the sentence and
 * the story around it have told, and becomes transitions; then the focus moves to where the
 * sentence left the story.
 * - Its trigger: its own, the branch's it is the other side of, one left waiting by the sentence
 *   before, an eventless one with a guard or "immediately", or the one its subject would give.
 * - Its source: its own ("from X"), the branch's, the target before it in a chain, where the
 *   sentence just went ("there"), the trigger's place, the sentence's scene, or where the story stands.
 * An "otherwise" branch starts where the branch before it did, on the same trigger.
 */
import { isName, isParticiple } from '../2-words/token.js';
import type { Trigger } from '../5-frames/meaning.js';
import { listed, listedExactly } from '../grammar/words.js';
import { alternationSteps, isAlternation } from './alternation.js';
import type { Fact } from './facts.js';
import type { Path } from './focus.js';
import { endOfStay, stayLength, withStayLength } from './timed-stays.js';
import { resolveState } from './resolve.js';
import { otherChoice, readAsQuestion, outcomeWhereNothingRuns, sourceOf, triggerOf, wordedOutcome } from './draft-roles.js';
import { cameFrom, opensTheStory } from './where-it-begins.js';
import { actionsThatStay } from './actions-that-stay.js';
import { type Draft, type SentenceContext, type SentenceState, originOf } from './sentence-state.js';
import { listedBefore, otherOfTwo } from './listed-places.js';
import { storyGoesOn } from './story-moves.js';

/** ("From processing, a success response leads to the receipt, and a failure ...": drafts that tell an outcome themselves.) */
const toldOutcome = (drafts: Draft[]) => drafts.some((x) => x.reading.clause.tokens.some((t) => t.tags.has('SuccessWords') || t.tags.has('FailureWords')));

/** Where a choice was made: its other branch starts there too, on the same trigger. */
type Point = { source: Path | null; trigger: Trigger | null } | null;

/** Fills each draft's missing parts from the sentence and the discourse, and emits its transitions. */
export function finishDrafts(drafts: Draft[], left: SentenceState, ctx: SentenceContext): Fact[] {
  const { inventory, focus } = ctx;
  const facts: Fact[] = [];
  let branchPoint: Point = null;
  let conditionalPoint: Point = null;
  let previousTarget: Path | null = null;
  // Where a clause without a trigger said the thing is, in this sentence.
  let placed: Path | null = null;
  let lastTarget: Path | null = null;
  let lastSource: Path | null | undefined;
  // The source the draft before said itself ("in normal mode"), for the clauses in series after it.
  let toldSource: Path | null = null;
  let controlsAt: Path | null | undefined;
  let outcomeHere = false;
  // ("A pending order that is not paid within 24 hours is cancelled": a rule about any thing in a
  // state, told by its subject, does not move the story.)
  let ofAKind: boolean | null = null;
  // (But a rule that brings things back where the story has been, "Backordered orders return to
  // picking", is where the story goes on.)
  // (Looked up only for such a rule: the story's lists grow with the text.)
  const [reachedBefore, visitedBefore] = [focus.reached.length, focus.visited.length];
  const beenBefore = (at: string) => focus.reached.slice(0, reachedBefore).includes(at) || focus.visited.slice(0, visitedBefore).includes(at) || inventory.initial?.join('.') === at;
  // "If nothing happens for 45 seconds, it times out": a time-out with no length of its own takes the sentence's.
  const sentenceDelay = drafts.map((d) => d.trigger).concat(left.pre.trigger, left.dwell?.trigger).find((t) => t?.kind === 'after' && t.delay !== null);
  for (const d of drafts) {
    if (d.trigger?.kind === 'after' && d.trigger.delay === null && sentenceDelay) d.trigger = sentenceDelay;
    let m = d.motion;
    const branch: Point = d.otherwise ? (branchPoint ?? focus.branch) : null;
    let trigger: Trigger | undefined = triggerOf(d, branch, focus);
    // ("• Locked: the bolt is extended.": in an item about a state, what the thing is describes that state.)
    const labelled = !!left.scene && !!d.reading.clause.fresh && left.readings[0]?.meanings.every((x) => x.kind === 'scene');
    if (!trigger && (ctx.itemScene || labelled) && d.reading.rule === 'copula' && !m.source) continue;
    if ((trigger || m.everyOther) && isAlternation(m)) {
      // (The list may follow in the same sentence: "walks the wizard forward: intro, then details, then review".)
      const lastClause = left.readings[left.readings.length - 1].clause.tokens;
      const at = lastClause[lastClause.length - 1]?.end ?? d.reading.clause.tokens[0]?.start ?? 0;
      for (const step of alternationSteps(m, trigger ? [trigger, ...(m.alsoTriggers ?? [])] : [], inventory, focus, at)) {
        facts.push({ kind: 'transition', source: step.source, trigger: step.trigger, target: step.target, ...(d.cond ? { cond: d.cond } : {}), actions: d.actions, origin: originOf(d.reading) });
        ctx.used.add(d.reading);
      }
      continue;
    }
    // "leaves the state in its current place": a motion to where it already is, stays.
    // ("When it sees the player, it chases him": doing what a state names, once something happens, is going there.)
    const startsDoing = m.stay && m.doing && !!trigger && !m.trigger && !!m.source;
    // ("if it passes, ... the form waits in submitting": once something happens, waiting somewhere
    // other than where it is, is going there.)
    const waitsIn = m.stay && !!trigger && !m.trigger && m.source && listedExactly('WaitingVerbs', d.reading.parts.verb?.verb.lemma ?? '') ? resolveState(m.source, inventory, focus, false) : null;
    const here = left.scene ?? focus.current;
    if (startsDoing || (waitsIn && (!here || waitsIn.join('.') !== here.join('.')))) {
      m = d.motion = { ...m, stay: false, doing: false, target: m.source, source: undefined };
      d.source = undefined;
    }
    const stays = m.stay || (m.target?.type === 'anaphor' && m.target.tokens.some((t) => /^(current|same)$/.test(t.norm)));
    // The target of an explicit motion is a state; a loose phrase only when the transition is made.
    const explicit = trigger || m.target?.by === 'head' || m.target?.by === 'shape' || m.target?.by === 'inventory' || d.reading.rule === 'arrow' || d.reading.rule === 'table';
    const back = m.back && !m.target ? focus.lastTransition : null;
    // "Suspended accounts are reinstated": to the state the source was reached from.
    let restored: Path | null = null;
    if (m.restore && !m.target) {
      // (With no place of its own, from where the story stands: "Pressing start again resumes it".)
      const into = d.source ?? (m.source ? resolveState(m.source, inventory, focus, false) : null) ?? focus.current;
      restored = into ? (focus.arrivals.get(into.join('.')) ?? null) : null;
      if (!restored) continue;
    }
    const target: Path | null = stays ? null : restored ?? (back ? back.source : resolveState(m.target, inventory, focus, explicit ? true : 'source'));
    // ("'Details' switches back": from where the last motion went.)
    if (back?.target && d.source === undefined && !m.source) d.source = back.target;
    // A service's outcome needs a service: the one started last, or the one the event names (done.invoke.x).
    trigger = endOfStay(trigger, d.triggerSource ?? left.scene ?? focus.current, focus, left.readings);
    const named = trigger && (trigger.kind === 'invoke.onDone' || trigger.kind === 'invoke.onError') ? trigger.service : undefined;
    let outcome: 'invoke.onDone' | 'invoke.onError' | null = null;
    if (trigger && (trigger.kind === 'invoke.onDone' || trigger.kind === 'invoke.onError') && !named) {
      // ("if the request succeeds" where nothing runs, "the charge goes through" where no service
      // runs: the event the words name.)
      const running = focus.lastInvoke?.state ?? null;
      const asEvent = wordedOutcome(trigger);
      const own = m.source ? resolveState(m.source, inventory, focus, false) : null;
      // ("If the charge goes through, ... If the gateway declines the card, ...": after one outcome of the
      // service, the next is another outcome of it, told from where it runs.)
      const lastOutcome = focus.lastTransition && /^invoke\./.test(focus.lastTransition.trigger.kind) && running && focus.lastTransition.source?.join('.') === running.join('.');
      const place: Path | null = own ?? (trigger.soft && running && asEvent && !lastOutcome ? sourceOf(d, asEvent, { branch, previousTarget, lastSource, left, placed, toldSource }, ctx) : running);
      const there: boolean = !!running && (!place || place.join('.') === running.join('.'));
      const asked: Trigger | null = !there && asEvent ? readAsQuestion(d, drafts, left, focus) : null;
      if (asked) trigger = asked;
      else if (!there) {
        if (!asEvent) continue;
        outcome = trigger.kind;
        trigger = asEvent;
      }
    }
    // ("From idle, it goes to running.": a move told with nothing to set it off is said, not dropped.)
    // (Only a verb of motion with a place after to/into: "it turns a light on" moves nothing.)
    if (!trigger && !stays && m.target && m.target.type !== 'anaphor' && /^(motion|arrival|causative)$/.test(d.reading.rule) && d.reading.parts.preps.some((p) => p.mention === m.target)) ctx.untriggered.add(d.reading);
    // (The root is no place to go: "switches back" after a transition from any state.)
    if (!stays && (!target || !target.length)) {
      // ("If the order is OK, it goes into two regions, ... Otherwise, ...": a guarded choice whose place
      // names no state is still the one the other branch answers; "When you send it, ..." is no choice.)
      if (trigger && d.cond) branchPoint ??= { source: left.scene ?? previousTarget ?? focus.current, trigger };
      continue;
    }
    if (!trigger) {
      // A motion with nothing to set it off: its target is a state, but there is no transition.
      // ("A vending machine waits for coins in its waiting state": staying says where it is.)
      if (stays && m.source) lastTarget = resolveState(m.source, inventory, focus, true) ?? lastTarget;
      else if (explicit) lastTarget = target ?? lastTarget;
      // ("Given the user is on the home page": being somewhere says where the story stands.)
      // ("it starts pending, and it either resolves, ...": where it begins, too.)
      const opening = !!target && opensTheStory(d, target, ctx);
      if (((d.reading.rule === 'copula' || d.reading.rule === 'initial') && target) || opening) {
        lastTarget = target;
        placed = target;
        ctx.used.add(d.reading);
        if (opening) {
          facts.push({ kind: 'initial', state: target, origin: originOf(d.reading) });
          inventory.initial = target;
        }
      }
      previousTarget = target;
      // Its trigger, if coordinated clauses share one, goes on to the next motion.
      continue;
    }
    // ("When the sensor trips, the controller waits", "a second press is ignored": staying, where no
    // place is told and no wait measured, adds nothing to the machine; a condition on it still
    // makes it the branch the other case answers.)
    if (stays && !m.source && d.source === undefined && !left.scene && trigger.kind !== 'after') {
      if (d.cond) branchPoint ??= { source: previousTarget ?? focus.current, trigger };
      continue;
    }
    let source = sourceOf(d, trigger, { branch, previousTarget, lastSource, left, placed, toldSource }, ctx);
    // ("If the TCP connection succeeds, it moves to OpenSent. If the connection fails, it goes to
    // Active": the other outcome of the same attempt is told from where the first one was.)
    // ("If the handshake succeeds, it becomes connected; if it times out, ...": a time-out with no length is another.)
    const timedOut = trigger.kind === 'after' && trigger.delay === null && !!focus.lastOutcome;
    // (A scene fronted for the whole sentence, "In idle, ...", does not hold an outcome's own place.)
    // (Nor does the other case of a condition just told, which starts where that one did.)
    const untold = d.source === undefined && !m.source && (!d.triggerSource || d.triggerSource.join('.') === left.scene?.join('.')) && !branch && !d.otherCase;
    const other = (outcome || timedOut) && focus.lastOutcome && focus.lastOutcome.kind !== (outcome ?? 'invoke.onError') && untold && (!left.scene || outcomeHere);
    if (other) source = focus.lastOutcome!.source;
    // ("CONNECT moves it to connecting; on success it is connected": an outcome told right after a
    // motion, in the same sentence, is the outcome of the attempt it went into.)
    // (Not after another outcome: "a 2xx response goes to succeeded and a 4xx response to failed".)
    // (Not in an item about a state, whose sentences all happen there.)
    // (Nor the other choice, joined by "or" to one set off by a condition of its own: "becomes
    // succeeded when the processor approves it, or goes back to X if the card is declined".)
    else if (outcome && untold && previousTarget && !outcomeHere && !ctx.itemScene && !toldOutcome(drafts.slice(0, drafts.indexOf(d))) && !otherChoice(d, drafts)) source = previousTarget;
    // ("Clicking the gear opens it and pressing Escape closes it": a place found, not told, that is the
    // target itself is no place to start; the motion before it left the thing elsewhere.)
    const same = (a: Path | null | undefined, b: Path | null | undefined) => !!a && !!b && a.join('.') === b.join('.');
    // (But the other choice keeps its place: "..., while a failed login leaves it in Unauthenticated".)
    // (After a semicolon too, past the scene the sentence began with: "...while cooking pauses it; closing the door resumes cooking".)
    // ("An open ticket that gets no reply in 7 days is closed. A reply moves it back to open.": going
    // back to where the story stands is going back from where the last transition went.)
    // ("In ACTIVE, pressing the pedal goes to OVERRIDE. Releasing it returns to ACTIVE.": a return, too.)
    const goesBack = d.reading.parts.tokens.some((t) => t.norm === 'back' && t.pos === 'part') || !!d.reading.parts.verb?.verb.tags.has('ReturnVerbs');
    const backFrom = goesBack && !same(focus.lastTransition?.target, target) ? focus.lastTransition?.target : null;
    if (same(source, target) && d.source === undefined && !m.source && (!d.triggerSource || d.reading.clause.fresh) && !d.instead && (previousTarget ?? backFrom) && !same(previousTarget ?? backFrom, target)) source = previousTarget ?? backFrom ?? source;
    // ("has an open and a closed state. ... Selecting an option closes it": of two states the text
    // lists, closing it from where it is already closed is closing it from the other.)
    // ("**Overdue** – If the 21 days pass without a return, the loan becomes *Overdue*": an item about
    // a state that tells how the thing comes to it starts from the state listed before it.)
    else if (same(source, target) && d.source === undefined && !m.source && !!ctx.itemScene && same(ctx.itemScene, target) && listedBefore(target!, ctx)) source = listedBefore(target!, ctx);
    else if (same(source, target) && d.source === undefined && !m.source && !d.triggerSource && !left.scene && target) {
      // ("... clicking anywhere outside collapses it again. Selecting an option also collapses the
      // dropdown": "also" does what the transition before did, from where it did it.)
      const also = d.reading.clause.tokens.some((t) => listed('AdditiveAdverbs', t.norm)) && focus.lastTransition?.target && same(focus.lastTransition.target, target) ? focus.lastTransition.source : null;
      source = also ?? otherOfTwo(target, ctx) ?? source;
    }
    // ("pressing M again resumes racing" told where it races: resuming where it already is, is nothing.)
    if (same(source, target) && d.reading.parts.verb?.verb.tags.has('ResumeVerbs') && !d.reading.parts.verb.verb.tags.has('EntryWords') && !m.source && d.source === undefined) continue;
    lastSource = source;
    toldSource = m.source || d.source !== undefined || d.triggerSource ? source : null;
    // ("Once the code has been sent, the user is on waiting": where the story begins, being somewhere
    // with nowhere before it is where the machine starts.)
    // ("..., the job becomes running": becoming is a change, not where the story begins.)
    // ("If every attempt fails, it is marked as dead": nor is being marked so.)
    // ("When the customer pays, the order is confirmed": nor is being made so by what sets it off.)
    // (A happening the sentence's condition names, not "while the form is invalid", nor a clause beside it.)
    const madeSo = !!trigger && trigger.kind !== 'always' && d.reading.rule === 'copula' && m.target?.tokens.length === 1 && isParticiple(m.target.tokens[0]) && left.readings.some((r) => r.clause.kind === 'condition');
    const change = d.reading.parts.verb?.verb.lemma === 'become' || listed('MarkingParticiples', d.reading.parts.verb?.verb.norm ?? '') || madeSo;
    // ("When an issue is created, it's put into To Do": where a thing goes as it comes to be is where it starts.)
    const created = left.readings.some((r) => r.clause.kind === 'condition' && !/\b(if|unless)\b/.test(r.clause.opener) && !!r.parts.verb?.passive && listed('CreationVerbs', r.parts.verb.verb.lemma));
    if (!source && !m.global && target && (d.reading.rule === 'copula' || created) && !change && (!inventory.initial || same(inventory.initial, target)) && !focus.visited.length && !facts.length) {
      facts.push({ kind: 'initial', state: target, origin: originOf(d.reading) });
      inventory.initial = target;
      ctx.used.add(d.reading);
      previousTarget = lastTarget = target;
      continue;
    }
    // ("The error.platform.lookupPlate event sends checking to closed": checking runs lookupPlate.)
    if (named && source && source.length && !(focus.lastInvoke?.service === named && focus.lastInvoke.state.join('.') === source.join('.'))) {
      facts.push({ kind: 'invoke', state: source, service: named, origin: originOf(d.reading) });
      focus.lastInvoke = { state: source, service: named };
    }
    ofAKind = (ofAKind ?? true) && d.reading.parts.subject?.type === 'state' && !!d.reading.parts.subject.entity;
    const implicit = d.source === undefined && !m.source && !left.scene && !d.triggerSource;
    // (A control is what a person works by its label, "'Accept all'", "Save"; an identifier, "`prepare()`",
    // "PREPARE", moves the thing on: "prepare() takes it to Prepared. stop() returns it to Initial.")
    // ("A `START` event moves it to RUNNING": the name, not the words that say it is an event.)
    const nameWords = trigger?.kind === 'event' ? trigger.mention?.tokens.filter((t) => t.pos !== 'det' && !t.tags.has('EventNouns')) ?? [] : [];
    const identifier = nameWords.length > 0 && nameWords.every((t) => t.shape === 'call' || t.shape === 'caps' || t.kind === 'code');
    if (m.subjectTrigger && implicit && !identifier) controlsAt = source;
    else if (!implicit) controlsAt = null;
    // ("set it to 'solid' if it's currently 'plasma', and set it to 'plasma' otherwise": the other
    // branch of a choice on where it is starts everywhere else.)
    const elsewhere = d.otherwise && same(source, target) && same(source, left.scene) ? inventory.states.filter((e) => e.path.length === 1 && e.inText && !same(e.path, target)).map((e) => e.path) : [];
    // ("Either suspended status returns to Charging": from each state of the family.)
    const family = m.source?.members && same(source, m.source.path) ? m.source.members : [];
    const sources = elsewhere.length ? elsewhere : family.length ? family : same(source, left.scene) ? [source, ...left.alsoScenes] : [source];
    trigger = withStayLength(trigger, source, focus);
    const stay = stayLength(d.reading, m.target);
    if (stay !== null && target) focus.staysFor = { state: target.join('.'), delay: stay };
    for (const from of sources) {
      for (const t of [trigger, ...(m.alsoTriggers ?? d.alsoTriggers ?? [])]) {
        const fact: Fact = { kind: 'transition', source: from, trigger: t, target, ...(d.cond ? { cond: d.cond } : {}), ...(d.replace ? { replace: true } : {}), actions: d.actions, origin: originOf(d.reading) };
        facts.push(fact);
        cameFrom(d, fact, ctx);
      }
    }
    for (const pair of m.more ?? []) {
      const from = pair.source ? resolveState(pair.source, inventory, focus, true) : source;
      const to = resolveState(pair.target, inventory, focus, true);
      // ("..., and on failure back to idle" where no service runs: the event the word names.)
      const told = pair.trigger ? outcomeWhereNothingRuns(pair.trigger, from, focus) ?? pair.trigger : trigger;
      const cond = pair.guard ?? d.cond;
      if (to) facts.push({ kind: 'transition', source: from, trigger: told, target: to, ...(cond ? { cond } : {}), actions: d.actions, origin: originOf(d.reading) });
    }
    ctx.used.add(d.reading);
    // ("if the request succeeds go to success, otherwise go to error": the other branch starts here too.)
    // ("... to 'solid' if it's currently 'plasma', and ... otherwise": a choice on where it is, too.)
    // ("It is fulfilled when the server answers, and rejected otherwise": a condition told after the motion, too.)
    const toldAfter = left.readings.slice(left.readings.indexOf(d.reading) + 1).some((x) => x.clause.kind === 'condition');
    if (d.cond || ((d.conditional || left.scene || toldAfter) && drafts[drafts.indexOf(d) + 1]?.otherwise)) branchPoint = { source, trigger };
    // ("If they subscribe, they move to Active. If they still haven't after 14 days, ...": a choice
    // the next sentence may answer.)
    if (d.conditional) conditionalPoint = { source, trigger };
    if (trigger.kind === 'event') focus.events.push(trigger);
    focus.lastTransition = { source, trigger, target };
    focus.lastOutcome = outcome ? { kind: outcome, source } : null;
    outcomeHere ||= !!outcome;
    if (target) focus.reached.push(target.join('.'));
    if (target && source && !focus.arrivals.has(target.join('.'))) focus.arrivals.set(target.join('.'), source);
    previousTarget = target ?? source;
    lastTarget = target ?? lastTarget;
  }
  // Actions with no motion to go with: a transition that stays, when the sentence says what sets it off.
  if (!drafts.length && left.actions.length && !left.entryExit) facts.push(...actionsThatStay(left, ctx));
  if (branchPoint ?? conditionalPoint) focus.branch = branchPoint ?? conditionalPoint;
  if (controlsAt !== undefined) focus.controls = controlsAt;
  else if (left.scene) focus.controls = null;
  // ("Pathfinding raises `ARRIVED`, and what that means depends on the state. In `Moving` it goes
  // `Idle`. In `ToResource` it starts `Gathering`.": a trigger told for several places stays
  // waiting while each sentence after it, in a place of its own, takes it.)
  const pending = focus.pending;
  const written = pending?.trigger.kind === 'event' && !!pending.trigger.mention?.tokens.some((t) => isName(t));
  const takes = (d: Draft) => d.reading.rule !== 'arrow' && !d.trigger && !d.motion.trigger && !d.motion.immediate && !d.cond && (!!left.scene || !!d.motion.source);
  const tookIt = !!pending && written && !pending.source && drafts.length > 0 && drafts.every(takes);
  // ("Close the lid and press START. The machine goes to RUNNING.": what the reader is told to do first
  // is theirs, no action of the machine's, and the order after it waits for the sentence that follows.)
  // (Only for a key or a control written as a name: "drag the scrubber", "convince yourself ..." press none.)
  const order = (r: (typeof left.readings)[number]) => !r.parts.subject && !r.parts.gerundSubject && r.parts.verb?.from === 0 && r.parts.verb.verb.norm === r.parts.verb.verb.lemma;
  const keyPressed = left.pre.trigger?.kind === 'event' && !!left.pre.trigger.mention?.tokens.some((t) => isName(t));
  const ownActions = left.readings.some((r) => r.meanings.some((m) => m.kind === 'action') && !(keyPressed && order(r)));
  focus.pending = tookIt ? focus.pending : !drafts.length && left.pre.trigger && !ownActions ? { trigger: left.pre.trigger, source: left.pre.source ?? left.scene ?? null } : null;
  storyGoesOn(left, facts, lastTarget, !!ofAKind && !beenBefore(lastTarget?.join('.') ?? ''), ctx);
  return facts;
}

