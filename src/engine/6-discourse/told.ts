/**
 * Every other meaning of a clause, told into the sentence: triggers waiting for a motion, actions,
 * initial states, services, entry and exit actions, and declared states. Scenes and guards are
 * told in told-conditions.ts.
 */
import { openedIsTheThing } from './where-it-begins.js';
import type { Mention } from '../4-inventory/mentions.js';
import { condName, eventName, keyOf, stateName } from '../4-inventory/names.js';
import { gerundOf } from '../2-words/lemma.js';
import { isQuotedOrCode, isStopVerb } from '../2-words/token.js';
import type { Meaning, Reading } from '../5-frames/meaning.js';
import { lastEvent, type Path } from './focus.js';
import { resolveState } from './resolve.js';
import { keepsWaiting } from './waiting-trigger.js';
import { type ClauseSetting, type SentenceContext, type SentenceState, isOtherwise, isSubordinate, originOf } from './sentence-state.js';
import { tellGuard } from './told-conditions.js';

/** The state a passive clause before "until" leaves its subject in ("The job is queued"), taking back the action it was read as. */
function heldIn(s: SentenceState): Mention | null {
  const before = s.previous;
  const verb = before?.parts.verb;
  // ("An input is pristine until the user edits it": a one-word complement, too; "A toast is
  // `hidden` until you call `show()`": or a name written as code.)
  const one = verb?.copula && before?.parts.complement?.tokens.length === 1 ? before.parts.complement.tokens[0] : null;
  const complement = one && (one.pos === 'adj' || isQuotedOrCode(one)) ? one : null;
  if (!before || !verb || before.clause.kind !== 'main' || !(verb.passive || verb.progressive || complement) || verb.negated || before.parts.object || !/^(thing|machine|anaphor|service)$/.test(before.parts.subject?.type ?? '')) return null;
  if (before.parts.tokens.slice(complement ? verb.to + 1 : verb.to).some((t) => t.kind !== 'punct')) return null;
  const action = before.meanings.find((m) => m.kind === 'action');
  if (action?.kind === 'action' && s.actions.includes(action.name)) s.actions.splice(s.actions.lastIndexOf(action.name), 1);
  else if (!before.meanings.every((m) => m.kind === 'none')) return null;
  const word = complement ?? verb.verb;
  return { type: 'state', tokens: [word], name: stateName([word]), by: 'words' };
}

/** ("from idle to active, triggered by the start event": a participle with no subject says more of the clause before.) */
const participial = (r: Reading) => !!r.parts.verb && (r.parts.verb.passive || /ed$/.test(r.parts.verb.verb.norm)) && r.parts.verb.from === 0 && !r.parts.subject && r.clause.kind === 'main';

/** An event, a wait or an outcome: for the motion before it, or waiting for the next. */
export function tellTrigger(s: SentenceState, r: Reading, told: Extract<Meaning, { kind: 'trigger' }>, at: ClauseSetting, ctx: SentenceContext): void {
  const { inventory, focus } = ctx;
  // ("The page dispatches `loadProducts`. The reducer handles it ...": an event that is only "it" is the last one named.)
  const pointsBack = told.trigger.kind === 'event' && told.trigger.mention?.type === 'anaphor' && told.trigger.name === eventName(told.trigger.mention.tokens);
  const named = lastEvent(focus);
  if (pointsBack && !named) return;
  const m = pointsBack ? { ...told, trigger: named! } : told;
  const { afterMotion } = at;
  // ("... causes a transition to OPEN. If no HELLO-ACK is received within 5 seconds, ...": the wait
  // for an event is spent where that event was last told to be taken.)
  const waitedIn = !m.source && m.awaits && focus.lastTransition?.trigger.kind === 'event' && ` ${keyOf(focus.lastTransition.trigger.name)}`.endsWith(` ${keyOf(m.awaits)}`) ? focus.lastTransition.source : undefined;
  const source = m.source ? resolveState(m.source, inventory, focus, 'source') : waitedIn ?? undefined;
  if (m.trigger.kind === 'event' && m.trigger.name) focus.events.push(m.trigger);
  // ("Work lasts 25 minutes", "starts in Work, which lasts 25 minutes": how long a state lasts, for
  // the end of it told later.)
  const lasts = source ?? (r.clause.kind === 'relative' ? at.anteState : null);
  if (m.trigger.kind === 'after' && typeof m.trigger.delay === 'number' && lasts?.length) focus.staysFor = { state: lasts.join('.'), delay: m.trigger.delay };
  const last = s.drafts[s.drafts.length - 1];
  // "A session remains in Down state until the remote system agrees": staying until something
  // happens says where it is; what happens is what takes it away.
  // ("A note is clean until the user types": being somewhere until something happens, too.)
  const lastVerb = last?.reading.parts.verb;
  // ("then it records until stop is pressed": doing something until then is being in the doing of it.)
  // (Not stopping: "it stops and shows an error until paper is added" leaves it stopped.)
  const halts = !!lastVerb && isStopVerb(lastVerb.verb);
  const doing = r.clause.opener === 'until' && !!lastVerb && !halts && !lastVerb.passive && !lastVerb.copula && !lastVerb.progressive && !last.reading.parts.object && last.motion.target?.tokens.length === 1 && last.motion.target.tokens[0] === lastVerb.verb && last.motion.target.by === 'words';
  if (doing) last.motion = { ...last.motion, target: { ...last.motion.target!, name: inventory.findState(gerundOf(lastVerb.verb.lemma))?.name ?? gerundOf(lastVerb.verb.lemma) } };
  // ("The gate display SHALL show CLOSED until ...": showing a state until something happens is being in it.)
  const stative = !!lastVerb && (last.reading.rule === 'copula' || lastVerb.passive || lastVerb.progressive || doing || (lastVerb.verb.tags.has('RevealVerbs') && r.clause.opener === 'until'));
  const being = last && stative && (r.clause.opener === 'until' || (!last.trigger && !last.motion.trigger)) && !!last.motion.target;
  // ("The job is queued until a worker picks it up": what is done to a thing until something happens is where it waits.)
  const held = r.clause.opener === 'until' && !last ? heldIn(s) : null;
  // ("HEATING continues until the setpoint is reached": going on, nowhere else, is staying.)
  const goesOn = !!last && !last.motion.target && last.motion.source?.by === 'inventory' && !last.motion.trigger && !last.trigger;
  if (r.clause.opener === 'until' && (held || ((last?.motion.stay || being || goesOn) && afterMotion))) {
    const at = held ?? (last.motion.stay || goesOn ? last.motion.source : last.motion.target);
    // ("If paper runs out while printing, the printer waits in paperOut until ...": set off by the
    // condition before it, waiting somewhere is going there first.)
    if (last?.motion.stay && last.trigger && at) {
      last.motion = { kind: 'motion', target: at };
      last.source = undefined;
      // ("then it's Sailing until ARRIVE ...": being somewhere that something led to stays told.)
    } else if (last && !last.trigger && !last.motion.trigger) s.drafts.pop();
    const place = at ? resolveState(at, inventory, focus, true) : null;
    if (place) {
      s.scene ??= place;
      s.pre.source = place;
    }
    s.pre.trigger = m.trigger;
    s.preFromCondition = true;
  } else if (m.trigger.kind === 'event' && isSubordinate(r) && !r.clause.fresh && afterMotion && /\b(if|unless)\b/.test(r.clause.opener) && s.governing?.kind === 'event' && s.governing !== m.trigger) {
    // ("When the timer fires, the light goes to green if a car has arrived": the event is told; what
    // "if" adds to it is its guard.)
    tellGuard(s, r, { kind: 'guard', name: m.orGuard ?? condName(r.clause.tokens.filter((t) => t.kind !== 'punct'), r.clause.opener === 'unless') }, at, ctx);
  } else if (m.orGuard && isSubordinate(r) && s.pre.trigger?.kind === 'event' && !s.preFromCondition && !afterMotion) {
    // ("Only allow Submit when the terms checkbox is ticked": the event is named; the state of a thing is its guard.)
    s.pre.guard = m.orGuard;
  } else if (/^or\b/.test(r.clause.opener) && isSubordinate(r) && s.previous && isSubordinate(s.previous) && (s.pre.trigger || (afterMotion && last?.trigger))) {
    // ("If the remote system signals Down state or the Detection Time expires, ...": either one sets it off.)
    if (s.pre.trigger) s.pre.alsoTriggers = [...(s.pre.alsoTriggers ?? []), m.trigger];
    else last.alsoTriggers = [...(last.alsoTriggers ?? []), m.trigger];
  } else if (r.clause.opener === 'before' && s.pre.trigger && s.preFromCondition && !afterMotion && !!s.previous && isSubordinate(s.previous)) {
    // ("If the lease expires before the client receives a DHCPACK, ...": what it must come before
    // only says by when; what happens is the condition's.)
  } else if ((isSubordinate(r) || participial(r) || r.clause.kind === 'relative') && afterMotion && last && !last.trigger) {
    last.trigger = m.trigger;
    if (source !== undefined && source !== null && last.source === undefined) last.source = source;
  } else {
    // "If nothing happens for 45 seconds, it times out": the time-out is the wait already told.
    // ("Focus lasts 25 minutes; when it's over you go to break": so is its end.)
    const sameWait = ((m.trigger.kind === 'after' && m.trigger.delay === null) || m.trigger.kind === 'onDone') && s.pre.trigger?.kind === 'after';
    const kept = keepsWaiting(s, r, m.trigger, focus);
    if (!sameWait && !kept) {
      s.pre.trigger = m.trigger;
      s.preFromCondition = isSubordinate(r);
      // ("On return of a copy, ...": a fronted "on" phrase names the moment, as "when" does.)
      const moment = r.rule === 'phrase' && r.clause.comma && /^(on|upon)$/.test(r.clause.tokens[0]?.norm ?? '');
      if ((r.clause.kind === 'condition' && !/\b(if|unless)\b/.test(r.clause.opener)) || moment) s.governing = m.trigger;
    }
    if (source) s.pre.source = source;
  }
  ctx.used.add(r);
}
/** Something done: with the motion it is coordinated with, the next one, or an entry or exit. */
export function tellAction(s: SentenceState, r: Reading, m: Extract<Meaning, { kind: 'action' }>, at: ClauseSetting, ctx: SentenceContext): void {
  const { inventory, focus } = ctx;
  const { afterMotion } = at;
  // ("`ArrowUp` moves the highlight, `Enter` selects the option and returns to `focused`": a main
  // clause that does something on its own trigger takes over from one before it that did, not from a condition.)
  // ("`postAdded` pushes a post, and `postsCleared` empties the list and puts `status` back": or one with a subject of its own.)
  const another = !!s.pre.doneBy && s.pre.doneBy !== r && (r.clause.kind === 'main' || r.clause.kind === 'coord') && !!r.parts.subject && !r.parts.sharedSubject;
  if (another) s.pre = { source: s.pre.source };
  if (m.trigger && !s.pre.trigger) {
    s.pre.trigger = m.trigger;
    s.pre.alsoTriggers = m.alsoTriggers;
    s.pre.doneBy = r;
  }
  if (m.weakTrigger && !s.pre.weakTrigger) s.pre.weakTrigger = m.weakTrigger;
  if (m.source) s.pre.source = resolveState(m.source, inventory, focus, false) ?? s.pre.source;
  const lastDraft = s.drafts[s.drafts.length - 1];
  // ("permissionDenied has an 'Open settings' button that opens the system settings": in that state,
  // the control's label sets off what it does, and it stays there.)
  const label = r.clause.kind === 'relative' && r.clause.opener === 'that' && !m.trigger ? s.previous?.parts.object?.tokens.find((t) => t.kind === 'quoted') : undefined;
  const holder = label && s.previous?.parts.subject ? resolveState(s.previous.parts.subject, inventory, focus, false) : null;
  if (label && holder) {
    const done = s.previous!.meanings.find((x) => x.kind === 'action');
    if (done?.kind === 'action') s.actions = s.actions.filter((a) => a !== done.name);
    s.facts.push({ kind: 'transition', source: holder, trigger: { kind: 'event', name: eventName([label]) }, target: null, actions: [m.name], origin: originOf(r) });
    ctx.used.add(r);
    return;
  }
  if (s.entryExit) s.facts.push({ kind: s.entryExit.kind, state: s.entryExit.state, action: m.name, origin: originOf(r) });
  // ("otherwise it stays locked and counts the failed attempt": the other branch's own action.)
  else if (s.otherwiseOpen && r.clause.kind === 'coord' && lastDraft?.otherwise && lastDraft.reading === s.previous) lastDraft.actions.push(m.name);
  else if (isOtherwise(r) || (s.otherwiseOpen && r.clause.kind === 'coord')) {
    s.otherwiseActions.push(m.name);
    s.otherwiseReading ??= r;
  } else if (afterMotion || (s.drafts.length && r.clause.kind === 'coord' && !s.actions.length && s.previous && s.drafts[s.drafts.length - 1].reading === s.previous)) s.drafts[s.drafts.length - 1].actions.push(m.name);
  else s.actions.push(m.name);
  ctx.used.add(r);
}
/** Where the machine starts; its subject is what the text is about. */
export function tellInitial(s: SentenceState, r: Reading, m: Extract<Meaning, { kind: 'initial' }>, at: ClauseSetting, ctx: SentenceContext): void {
  const { inventory, focus } = ctx;
  // ("..., which is also where the app begins": what the relative is about.)
  const state = m.state.type === 'anaphor' && m.state.name === 'which' ? at.anteState ?? null : resolveState(m.state, inventory, focus, true);
  // "The kettle starts in standby": the kettle is what the text is about.
  // (Each noun of it: "Toast notifications" are "the toast" later.)
  // ("A race is made of intro, racing and finish, and always begins with the intro": what holds the
  // state it begins in is a compound state, not the thing.)
  const holds = !!m.subject && inventory.nestings.some((n) => n.parent.toLowerCase() === m.subject!.name.toLowerCase() && n.children.some((c) => c.name === m.state.name));
  if (m.subject && !holds && (m.subject.type === 'thing' || m.subject.type === 'machine' || (m.subject.type === 'state' && m.subject.name !== m.state.name))) {
    for (const t of m.subject.tokens) if (t.kind === 'word' && t.pos === 'noun' && !t.tags.has('MachineNouns') && !t.tags.has('StateNouns') && !t.tags.has('CodeNouns')) inventory.addEntity(t.lemma);
  }
  // ("Initially the BGP state is Idle": the BGP state holds Idle; BGP is the thing, not a state.)
  const holder = m.subject?.type === 'state' && m.subject.tokens.some((t) => t.tags.has('StateNouns')) && m.subject.name !== m.state.name ? inventory.findState(m.subject.name) : null;
  if (state && holder && [...holder.evidence].every((e) => e === 'head')) {
    inventory.forget(holder.path);
    inventory.addEntity(holder.name);
  }
  if (state && m.subject?.type === 'anaphor') openedIsTheThing(s, inventory);
  if (state) {
    s.facts.push({ kind: 'initial', state, origin: originOf(r) });
    inventory.initial ??= state;
    focus.current = state;
    // ("We s.start out in awaitingPayment, and PAY takes us to paid": from there.)
    s.scene ??= state;
    ctx.used.add(r);
  }
}
/** A service a state runs. */
export function tellInvoke(s: SentenceState, r: Reading, m: Extract<Meaning, { kind: 'invoke' }>, at: ClauseSetting, ctx: SentenceContext): void {
  const { inventory, focus } = ctx;
  const { anteState } = at;
  // ("the machine enters the submitting state and calls the submitForm service": where the motion before it went.)
  const last = s.drafts[s.drafts.length - 1];
  const went = r.clause.kind === 'coord' && last?.motion.target ? resolveState(last.motion.target, inventory, focus, false) : null;
  // ("it performs a search and enters the searching state": where the motion after it goes.)
  const next = s.readings[s.readings.indexOf(r) + 1];
  // (Not one that comes after it: "calls the verifyCard service and then goes to approved".)
  const goes = next?.clause.kind === 'coord' && !/\bthen\b/.test(next.clause.opener) ? next.meanings.find((x) => x.kind === 'motion' && !!x.target && !x.trigger) : undefined;
  const ahead = goes?.kind === 'motion' ? resolveState(goes.target, inventory, focus, true) : null;
  const state: Path | null = resolveState(m.state, inventory, focus, true) ?? anteState ?? ahead ?? s.pre.source ?? s.scene ?? went ?? s.start;
  if (state) {
    s.facts.push({ kind: 'invoke', state, service: m.service, origin: originOf(r) });
    focus.lastInvoke = { state, service: m.service };
    s.scene ??= state;
    ctx.used.add(r);
  }
}
/** "On entering X", "when leaving X": the actions that follow run there. */
export function tellEntryExit(s: SentenceState, r: Reading, m: Extract<Meaning, { kind: 'entry' | 'exit' }>, _at: ClauseSetting, ctx: SentenceContext): void {
  const { inventory, focus } = ctx;
  // (What is entered or left is a state: "When entering editing".)
  const state: Path | null = resolveState(m.state, inventory, focus, true) ?? s.pre.source ?? s.scene ?? s.start;
  // ("The showMaximized() slot will be called when state s3 is entered, and ...": actions told before
  // it, with no motion to hold them, run there; the condition is theirs, not the next clause's.)
  const before = state && !s.drafts.length ? s.actions.splice(0) : [];
  for (const action of before) s.facts.push({ kind: m.kind, state: state!, action, origin: originOf(r) });
  if (state && !before.length) s.entryExit = { kind: m.kind, state };
  // "On entering hurt, if no lives remain, it goes to gameOver": what follows happens there.
  if (state && m.kind === 'entry') s.pre.source = state;
  if (state && m.action) s.facts.push({ kind: m.kind, state, action: m.action, origin: originOf(r) });
  // ("The `fetchUser` actor is invoked when the machine enters the `loading` state": a service told
  // before, with no place yet, runs in the state entered.)
  const waiting = state && m.kind === 'entry' ? s.readings.slice(0, s.readings.indexOf(r)).find((x) => !ctx.used.has(x) && x.meanings.some((y) => y.kind === 'invoke')) : undefined;
  const invoked = waiting?.meanings.find((y) => y.kind === 'invoke');
  if (state && waiting && invoked?.kind === 'invoke') {
    s.facts.push({ kind: 'invoke', state, service: invoked.service, origin: originOf(waiting) });
    focus.lastInvoke = { state, service: invoked.service };
    ctx.used.add(waiting);
  }
  ctx.used.add(r);
}
/** States a clause declares ("has two states, A and B"). */
export function tellDeclare(s: SentenceState, r: Reading, m: Extract<Meaning, { kind: 'declare' }>, _at: ClauseSetting, ctx: SentenceContext): void {
  const { inventory, focus } = ctx;
  for (const named of m.states) {
    const state = resolveState(named, inventory, focus, true);
    if (state) s.facts.push({ kind: 'state', state, origin: originOf(r) });
    // ("Pending means the Pod has been accepted ...": the state defined before anything happens is where the story stands.)
    if (state && m.defines && !focus.current && !focus.reached.length) focus.current = state;
  }
  if (m.states.length) ctx.used.add(r);
}

/**
 * "Remove the Delete action and the deleted state", "Rename the done state to finished": changes
 * to the existing flow. An item that says it is a state, or names no event of the flow, is a
 * state; one that names an event of the flow takes that event's transitions away. With no
 * existing flow there is nothing to change.
 */
export function tellChange(s: SentenceState, r: Reading, m: Extract<Meaning, { kind: 'remove' | 'rename' }>, _at: ClauseSetting, ctx: SentenceContext): void {
  const { inventory } = ctx;
  if (!inventory.existing) {
    // With nothing to change, what the order names is no state of the new flow either.
    for (const item of m.kind === 'remove' ? m.items : [m.from]) if (item.type === 'state') inventory.forget(item.path ?? [item.name]);
    return;
  }
  const existingState = (mention: Mention) => {
    const found = inventory.findLoosely(mention.name);
    return found && found.evidence.has('existing') ? found : null;
  };
  if (m.kind === 'rename') {
    const from = existingState(m.from);
    if (from && m.to.name) s.facts.push({ kind: 'rename', state: from.path, to: m.to.name, origin: originOf(r) });
    if (from) ctx.used.add(r);
    return;
  }
  const events = inventory.existingEvents();
  for (const item of m.items) {
    const state = existingState(item);
    const saysState = item.tokens.some((t) => t.tags.has('StateNouns') || t.tags.has('PlaceNouns'));
    const event = eventName(item.tokens.filter((t) => !t.tags.has('ActionNouns') && !t.tags.has('EventNouns') && !t.tags.has('TransitionNouns')));
    if (state && (saysState || !events.has(event))) s.facts.push({ kind: 'removeState', state: state.path, origin: originOf(r) });
    else if (events.has(event)) s.facts.push({ kind: 'removeEvent', event, origin: originOf(r) });
    else {
      // (Something the flow does not have: nothing to take away, and nothing to add.)
      if (item.type === 'state') inventory.forget(item.path ?? [item.name]);
      continue;
    }
    ctx.used.add(r);
  }
}
