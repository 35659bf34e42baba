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
import type { Trigger } from '../5-frames/meaning.js';
import { alternationSteps, isAlternation } from './alternation.js';
import type { Fact } from './facts.js';
import type { Focus, Path } from './focus.js';
import { resolveState } from './resolve.js';
import { cameFrom, firstListed } from './where-it-begins.js';
import { type Draft, type SentenceContext, type SentenceState, originOf } from './sentence-state.js';

type Branch = { source: Path | null; trigger: Trigger | null } | null;

/**
 * A draft's trigger: its own, the branch's it is the other side of, one left waiting by the
 * sentence before, an eventless one when it has a guard or says "immediately", or the one its
 * subject would give.
 */
function triggerOf(d: Draft, branch: Branch, focus: Focus): Trigger | undefined {
  const m = d.motion;
  let trigger = d.trigger && !(d.trigger.kind === 'event' && !d.trigger.name) ? d.trigger : d.trigger ? (focus.lastEvent ?? undefined) : undefined;
  trigger ??= branch?.trigger ?? undefined;
  // "It determines if submission is valid; if not it goes back to idle": the other side of a bare guard.
  if (!trigger && d.otherwise && d.guardBefore) trigger = { kind: 'always' };
  // (What its subject names comes first: "BACK returns to idle instead".)
  trigger ??= m.weakTrigger ?? d.weakTrigger;
  // "Checkout takes them to the login page instead": the alternative happens on the same trigger.
  if (!trigger && d.instead && focus.lastTransition) trigger = focus.lastTransition.trigger;
  if (!trigger && focus.pending) trigger = focus.pending.trigger;
  if (!trigger && (d.cond || m.immediate)) trigger = { kind: 'always' };
  // ("Pressing the button turns it on. Pressing it again turns it off.": doing it to "it" is doing it
  // to what the last event named.)
  // ("clicking again collapses it": doing it again is doing what was named before.)
  const last = focus.lastEvent;
  if (trigger?.kind === 'event' && last?.kind === 'event' && last.name.startsWith(`${trigger.name}_`)) {
    const again = !trigger.mention && d.reading.clause.tokens.some((t) => t.norm === 'again');
    if (trigger.mention?.type === 'anaphor' || again) trigger = last;
  }
  return trigger;
}

/**
 * A draft's source: its own ("from X"), the branch's, the target before it in a chain, the
 * motion before it when its verb is left out, where a service it waits on runs, its subject as
 * a state, the trigger's place, the sentence's scene, or where the story stands.
 */
function sourceOf(d: Draft, trigger: Trigger, around: { branch: Branch; previousTarget: Path | null; lastSource: Path | null | undefined; left: SentenceState; placed: Path | null; toldSource: Path | null }, ctx: SentenceContext): Path | null {
  const { inventory, focus } = ctx;
  const m = d.motion;
  if (d.source !== undefined) return d.source;
  // ("it moves to offline, and pressing 'Try again' there ...": where the sentence just went.)
  if (m.source?.type === 'anaphor' && m.source.name === 'there' && around.previousTarget) return around.previousTarget;
  if (m.source) return resolveState(m.source, inventory, focus, true);
  if (m.global) return [];
  if (around.branch) return around.branch.source;
  if (d.instead && ctx.focus.lastTransition && d.triggerSource === undefined && !around.left.scene) return ctx.focus.lastTransition.source;
  // ("When fetchData completes, ... goes to loaded, and when it fails, to failed": after one outcome
  // of a service, another is told from where it runs, not from where the first went.)
  const running = focus.lastInvoke?.state.join('.');
  if ((trigger.kind === 'invoke.onDone' || trigger.kind === 'invoke.onError') && running && focus.lastTransition && /^invoke\./.test(focus.lastTransition.trigger.kind) && focus.lastTransition.source?.join('.') === running) return focus.lastInvoke!.state;
  if (d.chained && around.previousTarget) return around.previousTarget;
  // "... and to failed when ...": the motion before it goes on from the same place.
  if (m.elliptic && around.lastSource !== undefined) return around.lastSource;
  // ("Pressing i in normal mode enters insert mode, pressing v enters visual mode": a clause in series
  // with no place of its own acts where the one before said it acts.)
  if (d.reading.clause.kind === 'coord' && !d.reading.clause.opener && around.toldSource && !m.target?.tokens.some((t) => around.toldSource!.includes(t.norm))) return around.toldSource;
  // "When it finishes, go to loaded": a service's outcome happens where the service runs.
  if ((trigger.kind === 'invoke.onDone' || trigger.kind === 'invoke.onError') && focus.lastInvoke) return focus.lastInvoke.state;
  // "Searching goes to results when they arrive": with a trigger from elsewhere, the subject is where it starts.
  if (m.weakSource && trigger !== m.weakTrigger && trigger !== d.weakTrigger) return resolveState(m.weakSource, inventory, focus, true);
  // Controls named one after another act from the same place.
  // ("Checkout should now go to shipping": an event the existing flow has in one state happens there.)
  const home = trigger.kind === 'event' ? inventory.existingSourcesOf(trigger.name) : [];
  if (home.length === 1 && d.triggerSource === undefined && !around.left.scene && d.sceneAt == null) return home[0];
  // (A scene set later in the sentence is for the clauses after it.)
  const scene = d.sceneAt !== undefined ? d.sceneAt : around.left.scene;
  // ("Clicking Edit switches to editing, and Save switches back to viewing": going back starts
  // where the story went, not where the controls before it were.)
  const backParticle = d.reading.parts.tokens.some((t) => t.norm === 'back' && t.pos === 'part');
  const goesBack = backParticle || !!d.reading.parts.verb?.verb.tags.has('ReturnVerbs');
  // ("it switches to avoid, and returns to wander once the path is clear": from where it went.)
  const back = (backParticle || (goesBack && d.reading.clause.kind === 'coord')) && around.previousTarget && !scene ? around.previousTarget : null;
  // ("Pressing start while idle begins cooking, and the microwave returns to idle when ...": a return
  // to where the sentence's scene is comes from where the sentence went.)
  if (goesBack && scene && around.previousTarget && (d.reading.clause.kind === 'coord' || d.reading.clause.kind === 'main') && around.previousTarget.join('.') !== scene.join('.') && d.motion.target && resolveState(d.motion.target, inventory, focus, false)?.join('.') === scene.join('.')) return around.previousTarget;
  const control = m.subjectTrigger && !d.triggerSource && !scene && !back && focus.controls ? focus.controls : null;
  return d.triggerSource ?? scene ?? focus.pending?.source ?? back ?? control ?? around.placed ?? around.left.start ?? firstListed(d, ctx);
}

/** Fills each draft's missing parts from the sentence and the discourse, and emits its transitions. */
export function finishDrafts(drafts: Draft[], left: SentenceState, ctx: SentenceContext): Fact[] {
  const { inventory, focus } = ctx;
  const facts: Fact[] = [];
  let branchPoint: { source: Path | null; trigger: Trigger | null } | null = null;
  let previousTarget: Path | null = null;
  // Where a clause without a trigger said the thing is, in this sentence.
  let placed: Path | null = null;
  let lastTarget: Path | null = null;
  let lastSource: Path | null | undefined;
  // The source the draft before said itself ("in normal mode"), for the clauses in series after it.
  let toldSource: Path | null = null;
  let controlsAt: Path | null | undefined;
  // "If nothing happens for 45 seconds, it times out": a time-out with no length of its own takes the sentence's.
  const sentenceDelay = drafts.map((d) => d.trigger).concat(left.pre.trigger, left.dwell?.trigger).find((t) => t?.kind === 'after' && t.delay !== null);
  for (const d of drafts) {
    if (d.trigger?.kind === 'after' && d.trigger.delay === null && sentenceDelay) d.trigger = sentenceDelay;
    const m = d.motion;
    const branch = d.otherwise ? (branchPoint ?? focus.branch) : null;
    let trigger = triggerOf(d, branch, focus);
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
    const stays = m.stay || (m.target?.type === 'anaphor' && m.target.tokens.some((t) => /^(current|same)$/.test(t.norm)));
    // The target of an explicit motion is a state; a loose phrase only when the transition is made.
    const explicit = trigger || m.target?.by === 'head' || m.target?.by === 'shape' || m.target?.by === 'inventory' || d.reading.rule === 'arrow' || d.reading.rule === 'table';
    const back = m.back && !m.target ? focus.lastTransition : null;
    // "Suspended accounts are reinstated": to the state the source was reached from.
    let restored: Path | null = null;
    if (m.restore && !m.target) {
      const into = d.source ?? (m.source ? resolveState(m.source, inventory, focus, false) : null);
      restored = into ? (focus.arrivals.get(into.join('.')) ?? null) : null;
      if (!restored) continue;
    }
    const target: Path | null = stays ? null : restored ?? (back ? back.source : resolveState(m.target, inventory, focus, explicit ? true : 'source'));
    // ("'Details' switches back": from where the last motion went.)
    if (back?.target && d.source === undefined && !m.source) d.source = back.target;
    // A service's outcome needs a service: the one started last, or the one the event names (done.invoke.x).
    const named = trigger && (trigger.kind === 'invoke.onDone' || trigger.kind === 'invoke.onError') ? trigger.service : undefined;
    let outcome: 'invoke.onDone' | 'invoke.onError' | null = null;
    if (trigger && (trigger.kind === 'invoke.onDone' || trigger.kind === 'invoke.onError') && !named) {
      // ("if the request succeeds" where nothing runs, "the charge goes through" where no service
      // runs: the event the words name.)
      const running = focus.lastInvoke?.state ?? null;
      const asEvent: Trigger | undefined = trigger.otherwise ? { kind: 'event', name: trigger.otherwise } : undefined;
      const own = m.source ? resolveState(m.source, inventory, focus, false) : null;
      // ("If the charge goes through, ... If the gateway declines the card, ...": after one outcome of the
      // service, the next is another outcome of it, told from where it runs.)
      const lastOutcome = focus.lastTransition && /^invoke\./.test(focus.lastTransition.trigger.kind) && running && focus.lastTransition.source?.join('.') === running.join('.');
      const place = own ?? (trigger.soft && running && asEvent && !lastOutcome ? sourceOf(d, asEvent, { branch, previousTarget, lastSource, left, placed, toldSource }, ctx) : running);
      const there = running && (!place || place.join('.') === running.join('.'));
      if (!there) {
        if (!asEvent) continue;
        outcome = trigger.kind;
        trigger = asEvent;
      }
    }
    // (The root is no place to go: "switches back" after a transition from any state.)
    if (!stays && (!target || !target.length)) continue;
    if (!trigger) {
      // A motion with nothing to set it off: its target is a state, but there is no transition.
      // ("A vending machine waits for coins in its waiting state": staying says where it is.)
      if (stays && m.source) lastTarget = resolveState(m.source, inventory, focus, true) ?? lastTarget;
      else if (explicit) lastTarget = target ?? lastTarget;
      // ("Given the user is on the home page": being somewhere says where the story stands.)
      // ("it starts pending, and it either resolves, ...": where it begins, too.)
      if ((d.reading.rule === 'copula' || d.reading.rule === 'initial') && target) {
        lastTarget = target;
        placed = target;
        ctx.used.add(d.reading);
      }
      previousTarget = target;
      // Its trigger, if coordinated clauses share one, goes on to the next motion.
      continue;
    }
    let source = sourceOf(d, trigger, { branch, previousTarget, lastSource, left, placed, toldSource }, ctx);
    // ("If the TCP connection succeeds, it moves to OpenSent. If the connection fails, it goes to
    // Active": the other outcome of the same attempt is told from where the first one was.)
    // ("If the handshake succeeds, it becomes connected; if it times out, ...": a time-out with no length is another.)
    const timedOut = trigger.kind === 'after' && trigger.delay === null && !!focus.lastOutcome;
    const other = (outcome || timedOut) && focus.lastOutcome && focus.lastOutcome.kind !== (outcome ?? 'invoke.onError') && d.source === undefined && !m.source && !left.scene && !branch;
    if (other) source = focus.lastOutcome!.source;
    // ("Clicking the gear opens it and pressing Escape closes it": a place found, not told, that is the
    // target itself is no place to start; the motion before it left the thing elsewhere.)
    const same = (a: Path | null | undefined, b: Path | null | undefined) => !!a && !!b && a.join('.') === b.join('.');
    // (But the other choice keeps its place: "..., while a failed login leaves it in Unauthenticated".)
    if (same(source, target) && d.source === undefined && !m.source && !d.triggerSource && !d.instead && previousTarget && !same(previousTarget, target)) source = previousTarget;
    lastSource = source;
    toldSource = m.source || d.source !== undefined || d.triggerSource ? source : null;
    // ("Once the code has been sent, the user is on waiting": where the story begins, being somewhere
    // with nowhere before it is where the machine starts.)
    // ("..., the job becomes running": becoming is a change, not where the story begins.)
    if (!source && !m.global && target && d.reading.rule === 'copula' && d.reading.parts.verb?.verb.lemma !== 'become' && (!inventory.initial || same(inventory.initial, target)) && !focus.visited.length && !facts.length) {
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
    const implicit = d.source === undefined && !m.source && !left.scene && !d.triggerSource;
    if (m.subjectTrigger && implicit) controlsAt = source;
    else if (!implicit) controlsAt = null;
    // ("set it to 'solid' if it's currently 'plasma', and set it to 'plasma' otherwise": the other
    // branch of a choice on where it is starts everywhere else.)
    const elsewhere = d.otherwise && same(source, target) && same(source, left.scene) ? inventory.states.filter((e) => e.path.length === 1 && e.inText && !same(e.path, target)).map((e) => e.path) : [];
    const sources = elsewhere.length ? elsewhere : same(source, left.scene) ? [source, ...left.alsoScenes] : [source];
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
      if (to) facts.push({ kind: 'transition', source: from, trigger: pair.trigger ?? trigger, target: to, ...(d.cond ? { cond: d.cond } : {}), actions: d.actions, origin: originOf(d.reading) });
    }
    ctx.used.add(d.reading);
    // ("if the request succeeds go to success, otherwise go to error": the other branch starts here too.)
    // ("... to 'solid' if it's currently 'plasma', and ... otherwise": a choice on where it is, too.)
    if (d.cond || ((d.conditional || left.scene) && drafts[drafts.indexOf(d) + 1]?.otherwise)) branchPoint = { source, trigger };
    if (trigger.kind === 'event') focus.lastEvent = trigger;
    focus.lastTransition = { source, trigger, target };
    focus.lastOutcome = outcome ? { kind: outcome, source } : null;
    if (target) focus.reached.push(target.join('.'));
    if (target && source && !focus.arrivals.has(target.join('.'))) focus.arrivals.set(target.join('.'), source);
    previousTarget = target ?? source;
    lastTarget = target ?? lastTarget;
  }
  // Actions with no motion to go with: a transition that stays, when the sentence says what sets it off.
  if (!drafts.length && left.actions.length && !left.entryExit) {
    const source = left.pre.source ?? left.scene ?? left.start;
    // ("An avatar represents a user profile picture": what a subject does is a transition only where the text has set a place.)
    // (At the root, only what a condition or a global phrase sets off: "UML provides a helpful concept" is no transition.)
    const strong = left.pre.trigger && (source || left.preFromCondition) ? left.pre.trigger : undefined;
    // (A subject that only might be an event, "MSM also provides a small extension", sets nothing off
    // where the story merely stands: only in a place this sentence names.)
    const told = left.pre.source ?? left.scene;
    const trigger = strong ?? (left.pre.guard && source ? { kind: 'always' as const } : undefined) ?? (told ? left.pre.weakTrigger : undefined);
    if (trigger && !(trigger.kind === 'event' && !trigger.name)) {
      const reading = left.readings[0];
      if (left.pre.guard) focus.branch = { source: source ?? null, trigger };
      facts.push({ kind: 'transition', source: source ?? null, trigger, target: null, ...(left.pre.guard ? { cond: left.pre.guard } : {}), actions: left.actions, origin: originOf(reading) });
    }
  }
  if (branchPoint) focus.branch = branchPoint;
  if (controlsAt !== undefined) focus.controls = controlsAt;
  else if (left.scene) focus.controls = null;
  focus.pending = !drafts.length && left.pre.trigger && !left.actions.length ? { trigger: left.pre.trigger, source: left.pre.source ?? left.scene ?? null } : null;
  // A branch that goes back to a state the story has been in ("if no phone connects, they switch
  // off again") does not move the story: it goes on where the branch was taken.
  const returns = lastTarget && facts.length && focus.visited.includes(lastTarget.join('.')) && lastTarget.join('.') !== left.start?.join('.');
  const from = left.scene ?? left.start;
  for (const f of facts) if (f.kind === 'transition' && f.source) focus.visited.push(f.source.join('.'));
  if (lastTarget && returns && from && from.length) {
    focus.current = from;
    focus.setByScene = false;
  } else if (lastTarget) {
    focus.current = lastTarget;
    focus.setByScene = false;
  } else if (left.scene && (facts.length || [...(inventory.findState(left.scene) ?.evidence ?? [])].some((e) => e !== 'source'))) {
    // A place set as the scene holds on when it is a known state, or when this sentence used it.
    focus.current = left.scene;
    focus.setByScene = true;
  } else if (left.entryExit && !facts.some((f) => f.kind === 'transition')) {
    // ("When leaving the editor, save the draft": the story is in the editor.)
    focus.current = left.entryExit.state;
    focus.setByScene = true;
  }
  return facts;
}
