/**
 * A motion clause becomes a draft: it takes the trigger, source and guard the clauses before it
 * left waiting, the actions told before it, and says whether it chains on the motion before it
 * ("then", "after which", "and when ...") or is the other side of a choice ("otherwise").
 */
import { CONSEQUENCE_MOMENT, followsFrom } from '../3-clauses/consequence.js';
import { listed } from '../grammar/words.js';
import type { Meaning, Reading } from '../5-frames/meaning.js';
import { eventName, negateCond, screaming } from '../4-inventory/names.js';
import { resolveState } from './resolve.js';
import { type ClauseSetting, type Draft, type SentenceContext, type SentenceState, isOtherwise, isSubordinate } from './sentence-state.js';

type Motion = Extract<Meaning, { kind: 'motion' }>;

export function tellMotion(s: SentenceState, r: Reading, m: Motion, at: ClauseSetting, ctx: SentenceContext): void {
  const { inventory, focus } = ctx;
  // ("T1 is the time at which the client enters the RENEWING state and attempts ...": what defines a
  // moment tells of no motion, nor do the clauses joined to it.)
  if (definesMoment(s, r)) return;
  const { anteState, anteEvent, sharedSubject } = at;
  // ("is Stopped until SIGCONT puts it back to Running": the motion an "until" clause tells leaves
  // the place waited in; with no such place, where it starts is not told.)
  if (r.clause.opener === 'until' && r.meanings.some((t) => t.kind === 'trigger') && !m.source && !s.pre.source) return;
  // "the client moves to RENEWING state ... the client moves to INIT state": count who moves.
  // (Not a subject that sets the motion off: "A short press moves to BLINKING. A long press ...")
  const mover = r.parts.object && r.parts.object.type !== 'state' && m.target ? r.parts.object : m.subjectTrigger ? null : r.parts.subject;
  const common = mover && mover.tokens.length === 2 && mover.tokens[0].pos === 'det' && mover.tokens[1].kind === 'word';
  if (mover && (mover.type === 'thing' || mover.type === 'machine' || common) && m.target) {
    const head = mover.tokens[mover.tokens.length - 1];
    const field = ['TransitionNouns', 'EventNouns', 'StateNouns', 'CodeNouns', 'ActionNouns', 'ServiceNouns'].some((c) => head.tags.has(c));
    // ("from ready, Next goes to done": a capital inside the sentence is a control's label, not the thing.)
    const label = /^[A-Z]/.test(head.text) && head !== s.readings[0]?.clause.tokens[0];
    if (head.kind === 'word' && head.pos === 'noun' && !field && !label) inventory.movers.set(head.lemma, (inventory.movers.get(head.lemma) ?? 0) + 1);
  }
  // "A session remains in Down state until ...": what stays somewhere is what the text is about.
  // (Not what keeps something there: "any other message keeps it in Active".)
  const stayer = m.stay && !r.parts.object ? r.parts.subject : null;
  if (stayer && (stayer.type === 'thing' || stayer.type === 'machine')) {
    const head = stayer.tokens[stayer.tokens.length - 1];
    // (Not an event the text names: "a select that fails the guard is simply ignored".)
    const event = inventory.namedOf('event').some((n) => n.toLowerCase() === head.norm);
    if (head.kind === 'word' && head.pos === 'noun' && !event && !head.tags.has('MachineNouns') && !head.tags.has('StateNouns') && !head.tags.has('EventNouns')) inventory.addEntity(head.lemma);
  }
  // ("The `always` transition in `checking` is taken immediately if ..., moving to `approved`": a
  // participle after a motion told without its target is where that motion goes.)
  const last = s.drafts[s.drafts.length - 1];
  const participle = r.clause.kind === 'coord' && !!r.parts.verb?.gerund && m.target && !m.source;
  if (participle && last && !last.motion.target && !last.motion.stay && (last.motion.trigger || last.trigger)) {
    last.motion = { ...last.motion, target: m.target };
    ctx.used.add(r);
    return;
  }
  const otherwise = isOtherwise(r) || (s.otherwiseOpen && r.clause.kind === 'coord');
  // ("..., and two seconds later it is down again": later than the motion before.)
  // ("..., and after 20 seconds to green": a wait, then a place, goes on from where the story went.)
  const later = (r.clause.tokens.some((t) => t.norm === 'later') || !!m.elliptic) && m.trigger?.kind === 'after';
  // ("Pressing PRINT moves us into heating, and when the nozzle is hot we go to extruding": and then.)
  // ("..., but if the pointer enters it first, it goes to paused instead": a contrast is an alternative, not a chain.)
  // ("when VALID arrives it goes to menu, and when INVALID arrives it goes to error": after a
  // motion that had a condition of its own, another condition is the other case, from the same place.)
  // (But "if it hears a noise it becomes alert, and if it then spots the player ...", "..., and once
  // it is back online ...": "then", or a condition of another kind, goes on from there.)
  const word = (opener: string) => opener.replace(/^and /, '');
  const lastAt = last ? s.readings.indexOf(last.reading) : -1;
  const firstCondition = last ? s.readings.slice(0, lastAt).filter(isSubordinate).pop() : undefined;
  const since = last ? s.readings.slice(lastAt + 1, s.readings.indexOf(r)) : [];
  const nextCondition = since.filter(isSubordinate).pop();
  // ("When the server responds, it becomes Open; if the handshake times out, it goes back to Closed":
  // after a semicolon, a condition of any kind is the other case.)
  // (But "...; if it stays down for more than a second it becomes held": a wait is spent where it went.)
  const waits = !!nextCondition?.meanings.some((x) => x.kind === 'trigger' && x.trigger.kind === 'after');
  const sameKind = !!firstCondition && !!nextCondition && (word(firstCondition.clause.opener) === word(nextCondition.clause.opener) || (!!nextCondition.clause.fresh && !waits));
  const otherCase = !!last?.conditional && sameKind && !nextCondition!.clause.tokens.some((t) => t.norm === 'then');
  // ("If a DHCPACK arrives, it moves to BOUND; a DHCPNAK sends it back to INIT": after a motion on a
  // condition, another event's motion is the other case, from the same place.)
  // (Not the outcome of a service started since: "we move to `charging` and run `ChargeCard`: success
  // puts it in `active`" is told from where it runs.)
  const startedSince = since.some((x) => x.meanings.some((y) => y.kind === 'invoke')) && (m.trigger?.kind === 'invoke.onDone' || m.trigger?.kind === 'invoke.onError');
  const eventCase = !!last?.conditional && !!m.subjectTrigger && !!r.clause.fresh && !isSubordinate(r) && !startedSince;
  const andWhen = !!s.previous && /^and \w/.test(s.previous.clause.opener) && isSubordinate(s.previous) && !otherCase;
  // ("the host's CLOSE then goes to CLOSING": "then" inside the clause, too.)
  const then = r.clause.tokens.some((t) => t.norm === 'then' && t.pos === 'adv');
  // ("..., and below 25% it moves on to Phase3": moving on is from where it went.)
  const movesOn = r.parts.verb?.particle?.norm === 'on' && r.parts.verb.verb.tags.has('MotionVerbs');
  // ("goes to NAVIGATING, and on arrival at the shelf (ARRIVED) it enters PICKING": an event fronted after "and", too.)
  const andOn = /^and\b/.test(r.clause.opener) && /^(on|upon)$/.test(r.clause.tokens[0]?.norm ?? '') && !isSubordinate(r) && !s.scene;
  // ("Clicking the header while `collapsed` starts `expanding`; when the `transitionend` event fires it
  // settles into `expanded`": after a semicolon, what happens once a motion told on no condition is done;
  // not in an item about one state, "- `running`: `PAUSE` moves to `paused`; when it completes ...".)
  const whenAfter = !ctx.itemScene && ctx.unit.item === undefined && !!s.previous && isSubordinate(s.previous) && !!s.previous.clause.fresh && listed('MomentSubordinators', s.previous.clause.opener) && !!last && !last.conditional && !otherCase;
  const chained = (/\b(then|after which|after (that|this))\b/.test(r.clause.opener) || then || later || andWhen || andOn || movesOn || whenAfter) && s.drafts.length > 0;
  // "The doors stay open for 5 seconds and then the elevator is idle again", "Hurt gives 2 seconds
  // of invincibility and then returns to alive": a stay that lasts, then the motion after it.
  // ("The system stays Paused for up to 60 minutes and then re-arms itself": spent where it stayed.)
  const dwelt = s.dwell ? { ...s.dwell, source: s.dwell.source ?? (last?.motion.stay && last.motion.source && inventory.isToldOtherwise(last.motion.source.name) ? last.motion.source : undefined) } : null;
  const lasted = (chained || r.clause.kind === 'coord' || r.clause.kind === 'then') && !m.trigger ? (last?.motion.stay && last.trigger?.kind === 'after' ? { trigger: last.trigger, source: last.motion.source } : dwelt) : null;
  if (lasted && last?.motion.stay && last.trigger === lasted.trigger) s.drafts.pop();
  // ("On reading a, M moves from q0 to q1": the event a fronted "on" or "upon" tells comes before a
  // subject read as one; not what a condition says holds: "When the blocker is gone, `Unblock` ...".)
  const moment = s.readings.slice(0, s.readings.indexOf(r)).some((x) => isSubordinate(x) && /^(on|upon)$/.test(x.clause.opener) && x.meanings.some((y) => y.kind === 'trigger'));
  const momentFirst = !!m.subjectTrigger && moment && s.pre.trigger?.kind === 'event' && r.parts.subject?.type === 'thing' && r.parts.subject.by === 'words';
  // ("The `uploading` state invokes `uploadFile` and then moves to `done`": what follows a service
  // started just before, in the same sentence, follows its being done.)
  const afterInvoke = (/\b(then|after which|after (that|this))\b/.test(r.clause.opener) || then) && !m.trigger && !s.pre.trigger && s.previous?.clause.kind !== 'relative' && !!s.previous?.meanings.some((x) => x.kind === 'invoke');
  const draft: Draft = {
    reading: r,
    motion: m,
    // A source the inventory does not know becomes a state only if the transition is made.
    source: m.source && !(m.source.type === 'anaphor' && m.source.name === 'there') ? (resolveState(m.source, inventory, focus, false) ?? undefined) : m.source ? undefined : (anteState ?? sharedSubject ?? (lasted?.source ? resolveState(lasted.source, inventory, focus, true) ?? undefined : undefined)),
    trigger: (momentFirst ? s.pre.trigger : m.trigger) ?? anteEvent ?? lasted?.trigger ?? s.pre.trigger ?? (s.pre.guard || m.guard ? s.governing : undefined) ?? (afterInvoke ? { kind: 'invoke.onDone' } : undefined) ?? (m.elliptic && r.clause.fresh ? last?.trigger ?? last?.motion.trigger : undefined),
    alsoTriggers: m.trigger ? m.alsoTriggers : s.pre.alsoTriggers,
    triggerSource: s.pre.source,
    cond: m.guard ?? (otherwise ? undefined : s.pre.guard),
    guardBefore: otherwise && !!s.pre.guard,
    // ("But when the password is rejected, ...": a contrast offers an alternative to the transition before.)
    // ("A delivery scan before that moves it to delivered": what happens before the time just told
    // is an alternative to it too.)
    // ("The reviewer can approve it, which moves it to approved, or reject it, which sends it back to
    // draft": what a clause joined by "or" tells is the other choice, from the same place.)
    // ("A successful login transitions it to Authenticated, while a failed login leaves it in
    // Unauthenticated": a motion in contrast is the other choice, too.)
    instead: (r.clause.opener === 'while' && (!!r.parts.subject || !!r.parts.gerundSubject) && s.drafts.length > 0) || r.clause.tokens.some((t) => t.tags.has('AlternativeMarkers')) || /^(but|however)$/.test(s.readings[0].clause.tokens[0]?.norm ?? s.readings[0].clause.opener) || (s.drafts.length > 0 && [r, s.previous].some((x) => x?.clause.kind === 'coord' && x.clause.opener === 'or') && (r.clause.kind === 'coord' || r.clause.kind === 'relative')),
    actions: [...s.actions, ...(m.actions ?? [])],
    otherwise,
    chained,
    ...(otherCase || eventCase ? { otherCase: true } : {}),
    conditional: !m.trigger && ((!!s.pre.trigger && s.preFromCondition) || (!!s.pre.guard && !otherwise)),
    sceneAt: s.scene,
    // ("Checkout should now go to shipping instead of payment": a change of what the flow did.)
    replace: s.readings.some((x) => x.clause.tokens.some((t) => t.tags.has('ChangeMarkers'))),
  };
  // ("it starts moving, unless the requested floor is the one it is on, in which case it goes
  // straight to doorsOpen": the exception happens on the same trigger, when what "unless" said holds.)
  const exception = r.clause.opener === 'in which case' && s.readings.slice(0, s.readings.indexOf(r)).some((x) => x.clause.opener === 'unless') && last?.cond && last.trigger;
  if (exception && !m.trigger) {
    draft.trigger = last.trigger;
    draft.cond = negateCond(last.cond!);
    draft.source ??= last.source;
  }
  // ("An employee submits a draft, which sends it to pendingManager", "place the order, which ends in
  // the confirmed state": what was just done, told as an action, sets off where it leads.)
  // (", which ..." is about the whole deed; "a 'Need help?' button that opens a help panel" is about
  // the button: its label is what sets it off.)
  const done = r.clause.kind === 'relative' && !draft.trigger ? s.previous?.meanings.find((x) => x.kind === 'action') : undefined;
  const label = done && r.clause.opener === 'that' ? s.previous?.parts.object?.tokens.find((t) => t.kind === 'quoted') : undefined;
  // ("It is assigned to an adjuster, at which point it is considered Under Review": so does what
  // follows from it, "at which point", "whereupon".)
  if (done && done.kind === 'action' && !done.trigger && (label || r.clause.opener === 'which' || followsFrom(r.clause.opener))) {
    const holder = last?.actions.includes(done.name) ? last.actions : s.actions;
    const at = holder.lastIndexOf(done.name);
    if (at >= 0) holder.splice(at, 1);
    draft.actions = draft.actions.filter((a) => a !== done.name);
    draft.trigger = { kind: 'event', name: label ? eventName([label]) : screaming([done.name]) };
    // ("You may close Your Account at any time, in which case it shall be Closed": from anywhere, if the deed is.)
    if (s.previous?.clause.tokens.some((t) => t.tags.has('GlobalMarkers'))) draft.motion = { ...draft.motion, global: true };
  }
  if (otherwise) {
    draft.actions.push(...s.otherwiseActions);
    s.otherwiseActions = [];
  }
  s.actions = [];
  s.drafts.push(draft);
  if (!draft.trigger && s.pre.weakTrigger) draft.weakTrigger = s.pre.weakTrigger;
  s.pre = { source: s.pre.source };
}

/** Whether `r`, or the relative clause it is joined to, describes a moment a copula names: "T1 is the time at which ...". */
function definesMoment(s: SentenceState, r: Reading): boolean {
  let k = s.readings.indexOf(r);
  while (k > 0 && s.readings[k].clause.kind === 'coord') k--;
  const relative = s.readings[k];
  const named = s.readings[k - 1];
  const last = named?.clause.tokens.filter((t) => t.kind !== 'punct').pop();
  return relative?.clause.kind === 'relative' && named?.rule === 'copula' && !!last && CONSEQUENCE_MOMENT.test(last.norm);
}
