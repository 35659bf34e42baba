/**
 * Subordinate clauses (when, if, once, while, until, after, upon ...) are typed by what they contain:
 * - an event happening, received, sent by someone else, or done to the device → a trigger;
 * - a service or a state finishing or failing → the invoke's outcome;
 * - time running out → a delayed transition;
 * - a place ("while in idle", "when in the running state", "when it is off", "while typing") →
 *   where the transition starts;
 * - entering or leaving a state → entry and exit;
 * - anything else → a guard, named after the clause.
 */
import { listed, listedExactly } from '../grammar/words.js';
import { isName, isParticiple, isQuotedOrCode, type Token } from '../2-words/token.js';
import { readsAsQuality } from '../2-words/lemma.js';
import type { Inventory } from '../4-inventory/inventory.js';
import { isTheThing, knownStateMention, mentionOf, type Mention } from '../4-inventory/mentions.js';
import { condName, eventName, isComparison, isTitledName, stateName, written } from '../4-inventory/names.js';
import { durationOf, namedTime } from '../4-inventory/durations.js';
import type { Clause } from '../3-clauses/split.js';
import type { Choice } from './choose.js';
import { type Meaning } from './meaning.js';
import type { Parts } from './parts.js';
import { asState, titledQuality } from './subject.js';
import { doingEvent, eventOfSubject, eventTrigger, gestureEvent, meantEvent, outcomeOf } from './events-named.js';
import { doingNamed, placeOf, placesJoined } from './condition-places.js';
import { happeningAfter } from './after-happening.js';

/** "fulfilled with a value or rejected with a reason": the participle and those joined to it by "or" or "and", each a motion. */
function becomings(parts: Parts, first: Token): Meaning[] {
  const joined = parts.tokens.filter((t, i) => i > parts.tokens.indexOf(first) && /ed$/.test(t.norm) && (t.pos === 'verb' || t.pos === 'adj') && listed('JoiningConjunctions', parts.tokens[i - 1]?.norm ?? ''));
  return [first, ...joined].map((t) => ({ kind: 'motion', target: { type: 'state', tokens: [t], name: stateName([t]), by: 'words' }, trigger: { kind: 'event', name: eventName([{ ...t, pos: 'verb', norm: t.lemma }]) } }));
}

/** The meanings of a subordinate clause. */
export function conditionMeanings(clause: Clause, parts: Parts, choice: Choice, inventory: Inventory): Meaning[] {
  const verb = parts.verb;
  // ("..., whether the toast is visible or paused": the places it holds in, each; alternatives
  // that all lead to the same say nothing more.)
  if (listed('EitherWaySubordinators', clause.opener)) return [placesJoined(clause, parts, inventory) ?? { kind: 'none' }];
  // ("...; if so we stop the motor": the word that stands for the question asked before adds no words of its own.)
  const said = clause.tokens.filter((t) => t.kind !== 'punct');
  if (said.length === 1 && listed('ProClauseWords', said[0].norm) && !said[0].tags.has('Negations') && /\bif\b/.test(clause.opener)) return [{ kind: 'none' }];
  // ("if authenticating takes longer than 10 seconds": a bare gerund that lasts is a state.)
  const lasting = parts.gerundSubject && !parts.gerundSubject.object && durationOf(clause.tokens) !== null ? parts.gerundSubject.verb : null;
  // ("When a member borrows an *Available* copy", "when a pending order is paid": the thing the text
  // is about, in a state, is where it happens.)
  // (Not a plain word where the state is written as a name: "sends a pairing request" is not in `PAIRING`.)
  const asWritten = (m: Mention) => !/[A-Z]/.test(inventory.findState(m.name)?.name ?? '') || m.tokens.some((t) => /[A-Z]/.test(t.text));
  const inState = [parts.subject, parts.object].find((m) => m?.type === 'state' && m.entity && asWritten(m)) ?? undefined;
  // ("If alignment takes longer than 30 s" in `ALIGNING`: a noun made of the verb a state names, too.)
  const nominal = !lasting && durationOf(clause.tokens) !== null && parts.subject?.tokens.length === 1 ? doingNamed(parts.subject.tokens[0], inventory) : null;
  // ("If a Ripe crop isn't harvested for 3 days": a state written with capitals before the thing, too.)
  const titled = parts.subject ? titledQuality(parts.subject) : undefined;
  const source = placeOf(parts, inventory) ?? stayedIn(parts, inventory) ?? (lasting ? { type: 'state' as const, tokens: [lasting], name: stateName([lasting]), by: 'words' as const } : nominal ?? inState ?? (titled ? asState(titled, inventory) : undefined));
  const negate = clause.opener === 'unless';
  const delay = durationOf(clause.tokens);
  // ("if alignment takes longer than 30 s": the doing that lasts is waited out.)
  if (nominal && delay !== null && verb && !verb.negated) return [{ kind: 'trigger', trigger: { kind: 'after', delay }, source: nominal }];
  // ("When the 25 minutes are up, we go to `break`", "once the 10 seconds are over": a length of time that has run out is a wait.)
  if (delay !== null && verb?.copula && !verb.negated && parts.subject?.type === 'duration' && parts.complement?.tokens.length === 1 && listed('RunOutAdjectives', parts.complement.tokens[0].norm)) return [{ kind: 'trigger', trigger: { kind: 'after', delay }, ...(source ? { source } : {}) }];
  // ("The promise is pending until it is either fulfilled with a value or rejected with a reason": until the thing is
  // made so, it stays; each participle is where it goes, on the event its verb names. Not what is done to an event: "until it is handled".)
  const toEvents = !!verb && ['ReceiveVerbs', 'FireVerbs', 'GestureVerbs'].some((c) => verb.verb.tags.has(c));
  // (Nor what has been done to it, a happening: "until it has been scheduled and its images are pulled; then it is Running".)
  const perfect = !!verb?.perfect;
  if (clause.opener === 'until' && verb?.passive && !verb.negated && !toEvents && !perfect && isTheThing(parts.subject)) return becomings(parts, verb.verb);
  // ("if the job exceeds 60 minutes", "if it runs longer than 60 minutes": going on past a time is a wait.)
  const longer = clause.tokens.some((t) => t.tags.has('OverrunPhrases'));
  if (verb && !verb.negated && !negate && !verb.copula && delay !== null && (listed('OverrunVerbs', verb.lemma) || longer)) return [{ kind: 'trigger', trigger: { kind: 'after', delay }, source }];
  // ("if the temperature falls more than 1 °C below the setpoint", "as soon as its health drops
  // below 60%": a quantity crossing a value is a guard, checked as things change.)
  // ("as soon as usage passes 80%", "when HP hits 0": arriving at a number written right after the verb.)
  const reached = !!verb && listed('ReachVerbs', verb.lemma) && clause.tokens[verb.to]?.kind === 'number';
  const crossed = verb && ((verb.verb.tags.has('ThresholdVerbs') && clause.tokens.some((t, i) => i > verb.main && t.tags.has('ThresholdWords'))) || reached);
  if (verb && !verb.negated && crossed) return [{ kind: 'guard', name: condName(clause.tokens.filter((t) => t.kind !== 'punct'), negate) }];
  // ("If the dial returns without error", "if it completes with no errors": an outcome with no failure is success.)
  const clean = clause.tokens.findIndex((t, i) => (t.norm === 'without' || (t.norm === 'no' && clause.tokens[i - 1]?.norm === 'with')) && !!clause.tokens[i + 1]?.tags.has('FailureWords'));
  if (verb && !verb.negated && clean > verb.main && clause.tokens.slice(clean + 2).every((t) => t.kind === 'punct')) return [{ kind: 'trigger', trigger: { kind: 'invoke.onDone', soft: true, otherwise: eventName(clause.tokens.slice(0, clean).filter((t) => t.kind !== 'punct')) }, source }];
  // ("When the active player declares "done trading"", "once you say "pass"": what is said, quoted, is the event.)
  const quoted = verb && !verb.negated && listed('SpeechVerbs', verb.lemma) && parts.object?.tokens.length === 1 && parts.object.tokens[0].kind === 'quoted' ? parts.object : null;
  if (quoted) return [{ kind: 'trigger', trigger: { kind: 'event', name: eventName(quoted.tokens), mention: quoted }, source }];
  // ("When the actor is done": a service that is done has finished.)
  if (verb?.copula && !verb.negated && parts.subject?.type === 'service' && parts.complement?.tokens.length === 1 && listed('CompletionAdjectives', parts.complement.tokens[0].norm)) return [{ kind: 'trigger', trigger: { kind: 'invoke.onDone' }, source }];
  // ("if 8 seconds pass without a sighting", "once 30 minutes go by": time that passes is a wait.)
  if (parts.subject?.type === 'duration' && parts.subject.delay != null && verb && !verb.negated && !verb.copula) return [{ kind: 'trigger', trigger: { kind: 'after', delay: parts.subject.delay }, source }];
  // ("only if attempts < max_attempts", "guarded by [credit >= price]": a comparison is a guard.)
  // ("when the failure rate is equal to or greater than `failureRateThreshold`": a comparison in words, too; not a time.)
  const compared = !!verb?.copula && delay === null && clause.tokens.some((t, i) => i > verb.main && t.tags.has('ComparisonPhrases'));
  if (clause.tokens.some(isComparison) || compared) return [{ kind: 'guard', name: condName(clause.tokens.filter((t) => t.kind !== 'punct'), negate) }];
  // ("only if the `isValid` guard passes": a guard the text names is the condition.)
  if (parts.subject?.type === 'guard' && parts.subject.name && verb && !verb.negated) return [{ kind: 'guard', name: parts.subject.name }];
  // "on entering loading", "whenever it enters the idle state", "when state s3 is entered" (not "if the pointer enters it")
  const entered = verb?.passive && (parts.subject?.type === 'state' || (parts.subject?.tokens.length === 1 && isName(parts.subject.tokens[0]))) ? parts.subject : null;
  const mover = !parts.subject || /^(machine|anaphor)$/.test(parts.subject.type) || !!entered;
  // ("when it reaches zero": reaching what is no state is something that happens.)
  const reachesValue = verb?.lemma === 'reach' && !(parts.object && inventory.findState(parts.object.name));
  if (verb && (verb.verb.tags.has('EntryWords') || verb.verb.tags.has('ExitWords')) && mover && !parts.gerundSubject && !reachesValue) {
    const state = entered ? { ...entered, type: 'state' as const } : parts.object?.type === 'state' || parts.object?.type === 'thing' || parts.object?.type === 'anaphor' ? { ...parts.object, type: parts.object.type === 'anaphor' ? ('anaphor' as const) : ('state' as const) } : source;
    return [{ kind: verb.verb.tags.has('EntryWords') ? 'entry' : 'exit', state: state ?? undefined }];
  }
  const places = placesJoined(clause, parts, inventory);
  if (places) return [places];
  // Reduced clauses: "while in idle", "when in the 'running' state", "while typing", "when idle".
  if (!verb || (verb.gerund && !parts.object && verb.from === 0 && clause.tokens.length <= 2)) {
    if (source) return [{ kind: 'scene', state: source }];
    const words = clause.tokens.filter((t) => t.kind !== 'punct');
    // ("Once fixed, it goes to Resolved", "when filed": a participle alone, that names no state, is what was done.)
    const done = words.length === 1 && words[0].kind === 'word' && /ed$/.test(words[0].norm) && words[0].lemma !== words[0].norm && !inventory.findState(words[0].norm);
    if (done && !/\b(if|unless|while)\b/.test(clause.opener)) return [{ kind: 'trigger', trigger: { kind: 'event', name: eventName([{ ...words[0], pos: 'adj' }]) } }];
    // ("once shipped, the order can be delivered": a participle alone that names a state is where it is.)
    // ("While patrolling", with no patrolling state but a Patrol one: the state named by what is being done.)
    // (One this scene made a place of, in a first reading, counts for nothing.)
    const own = inventory.findState(words[0]?.norm ?? '');
    const doing = words.length === 1 && words[0].kind === 'word' && /ing$/.test(words[0].norm) && (!own || [...own.evidence].every((e) => e === 'source')) ? inventory.findState(words[0].lemma) : null;
    const named = words.length === 1 && !/\b(if|unless)\b/.test(clause.opener) ? doing ?? own : null;
    if (named) return [{ kind: 'scene', state: knownStateMention(words, named) }];
    if (words.length && words.length <= 3 && listedExactly('StateClauseOpeners', clause.opener)) {
      const state = mentionOf(words, inventory);
      if (state.type === 'state' || state.type === 'thing') return [{ kind: 'scene', state: { ...state, type: 'state' } }];
      // ("While MOVING, each floor sensor ...": a name written in capitals or as code, alone, is where it is.)
      if (words.length === 1 && clause.opener === 'while' && (words[0].shape === 'caps' || words[0].kind === 'code')) return [{ kind: 'scene', state: { ...state, type: 'state' } }];
    }
    // ("An ACK means we're bound", "an upheld appeal means the permit is Granted": what means something happens.)
    if (clause.opener === 'means') return [{ kind: 'trigger', trigger: meantEvent(words.filter((t) => t.pos !== 'det'), inventory) }];
    const happened = delay !== null ? { kind: 'after' as const, delay } : happeningAfter(clause, words);
    return happened ? [{ kind: 'trigger', trigger: happened }] : words.length ? [{ kind: 'guard', name: condName(words, negate) }] : [{ kind: 'none' }];
  }
  // ("While it is downloading, pause moves it to paused": what the thing is doing is where it is; "While the phone is
  // ringing, answering ...": a definite thing's, too; "When the timer is running, ...": a state the text names, after "when".)
  const definite = !!parts.subject && (parts.subject.type === 'thing' || parts.subject.type === 'timer') && listed('DefiniteDeterminers', parts.subject.tokens[0]?.norm ?? '') && parts.subject.tokens.length <= 3;
  const named = clause.opener === 'when' && !!inventory.findState(verb.verb.norm);
  const ongoing = (clause.opener === 'while' || named) && !verb.negated && verb.progressive && !parts.object && (!parts.subject || isTheThing(parts.subject) || definite);
  // ("while it's animating out": with its particle, too.)
  const rest = parts.tokens.slice(verb.to).filter((t) => t.kind !== 'punct');
  const activity = rest.length === 0 ? [verb.verb] : rest.length === 1 && listed('VerbParticles', rest[0].norm) ? [verb.verb, rest[0]] : null;
  if (ongoing && activity) {
    const known = inventory.findState(stateName(activity));
    return [{ kind: 'scene', state: { type: 'state', tokens: activity, name: known?.name ?? stateName(activity), ...(known ? { path: known.path } : {}), by: known ? 'inventory' : 'words' } }];
  }
  const yields = choice.frame?.yields;
  // ("if an address has been entered", "if no address was entered": what is already so, or is not, is a condition.)
  const already = /\b(if|unless)\b/.test(clause.opener) && !verb.negated && verb.perfect;
  // ("If the light curtain has been continuously interrupted for 20 s", "If the pin is still LOW after 50 ms": a condition that
  // has held for a time is a wait, checked by its words; having been in a state, "in INFLATE for 40 s", is being there.)
  const still = /\b(if|unless)\b/.test(clause.opener) && !verb.negated && clause.tokens.some((t) => t.norm === 'still');
  const heldFor = (already || still) && delay !== null ? clause.tokens.findIndex((t, i) => (t.norm === 'for' || (still && t.norm === 'after')) && parts.preps.some((p) => p.prep === t.norm && p.mention.type === 'duration' && parts.tokens[p.at] === clause.tokens[i])) : -1;
  if (heldFor > 0) return [{ kind: 'trigger', trigger: { kind: 'after', delay }, source }, ...(verb.copula && source?.type === 'state' ? [] : [{ kind: 'guard' as const, name: condName(clause.tokens.slice(0, heldFor).filter((t) => t.kind !== 'punct'), negate) }])];
  // ("If the customer goes quiet for 72 hours": turning so, and staying so for a time, is a wait.)
  const wentFor = !verb.negated && !verb.copula && delay !== null && parts.tokens[verb.to]?.pos === 'adj' && parts.preps.some((p) => p.prep === 'for' && p.mention.type === 'duration');
  if (wentFor) return [{ kind: 'trigger', trigger: { kind: 'after', delay }, source }];
  const nothing = parts.subject?.tokens[0] && listed('NegativeQuantifiers', parts.subject.tokens[0].norm) && delay === null && !parts.preps.some((p) => namedTime(p.mention.tokens));
  // ("if all required fields are filled", "once at least three topics are picked": a count is a condition.)
  // (Not a number that labels a name: "If Level 3 doesn't ack", "If a provisional response (1xx) is received".)
  const labels = (before: Token[], i: number) => /^(noun|name)$/.test(before[i - 1]?.pos ?? '') || (before[i - 1]?.text === '(' && /^(noun|name)$/.test(before[i - 2]?.pos ?? ''));
  const counted = /\b(if|unless)\b/.test(clause.opener) && parts.tokens.slice(0, verb.from).some((t, i, before) => (t.pos === 'num' && !labels(before, i)) || listed('ComparativeQuantifiers', t.norm));
  if (already || counted || (nothing && verb.passive)) return [{ kind: 'guard', name: condName(clause.tokens.filter((t) => t.kind !== 'punct'), negate) }];
  // ("when isPriority holds", "if is_flammable returns True": a predicate written as a name is the guard.)
  const predicate = parts.subject?.tokens.length === 1 && /^(camel|snake|call)$/.test(parts.subject.tokens[0].shape ?? '') ? parts.subject.tokens[0] : null;
  // ("if `isValid` is false", "if `backoffLimit` has not been reached": what does not hold is its negation.)
  const denied = verb.negated || clause.tokens.some((t, i) => i > verb.main && listed('FalsityWords', t.norm));
  // ("if `backoffLimit` has been reached": a value that something is done to, with what is done.)
  const held = verb.passive && !verb.copula ? `${predicate?.text}${verb.verb.norm.charAt(0).toUpperCase()}${verb.verb.norm.slice(1)}` : predicate?.text;
  // (Not a state entered: "when doorOpen is entered".)
  const doneToValue = verb.passive && !inventory.findState(predicate?.text ?? '');
  if (predicate && (verb.verb.tags.has('StativeVerbs') || verb.copula || doneToValue)) return [{ kind: 'guard', name: (clause.opener === 'unless') !== denied ? `not ${held}` : held! }];
  // "If nothing happens for 45 seconds", "if no DHCPACK arrives before time T2": a wait that ends.
  const noneCame = verb.negated || clause.tokens.some((t) => listed('NegativeQuantifiers', t.norm));
  const byTime = parts.preps.find((p) => listedExactly('DeadlinePrepositions', p.prep) && namedTime(p.mention.tokens));
  // (What did not come is what was waited for: "If no HELLO-ACK is received within 5 seconds".)
  const awaited = parts.subject?.tokens.filter((t) => !listed('NegativeQuantifiers', t.norm) && t.pos !== 'det');
  const awaits = awaited?.length ? eventName(awaited) : undefined;
  // ("If a NORMAL CALL is not answered within 3 minutes": a state that nothing answers in time is where it waits;
  // so is one named bare that does not answer, "If Level 3 doesn't ack in 15 minutes".)
  const unanswered = parts.subject?.type === 'state' && (verb.passive || (verb.negated && !parts.subject.entity && parts.subject.tokens.every((t) => t.pos !== 'det'))) ? parts.subject : undefined;
  // ("if the money hasn't arrived by then", "if the reply does not arrive": what did not come is a wait, never the coming, as long as the sentence says.)
  const notCome = verb.negated && listed('AwaitedVerbs', verb.lemma);
  if (noneCame && (delay !== null || byTime || notCome)) return [{ kind: 'trigger', trigger: { kind: 'after', delay: delay ?? (byTime ? namedTime(byTime.mention.tokens) : null) }, source: source ?? unanswered, ...(awaits ? { awaits } : {}) }];
  const outcome = outcomeOf(choice, parts);
  if (outcome) return [{ kind: 'trigger', trigger: outcome, source }];
  if ((yields === 'finish' || yields === 'fail') && parts.subject) return [{ kind: 'trigger', trigger: eventOfSubject(parts.subject, verb.verb, verb.particle), source }];
  // ("If the Detection Time expires": a time the text names is a wait, whatever its words look like.)
  const namedWait = yields === 'expire' && parts.subject ? namedTime(parts.subject.tokens) : null;
  if (namedWait) return [{ kind: 'trigger', trigger: { kind: 'after', delay: namedWait }, source }];
  // "when the feedback.good event is sent to the machine": an event that is the subject is the trigger.
  // ("when the PR merges": a name in capitals doing something of its own is named with its verb.)
  // (Not a sender in capitals that sends something, read below: "as soon as the UPS reports `OB`" is OB.)
  const sends = (yields === 'fire' || yields === 'receive') && !!parts.object;
  if (parts.subject && (parts.subject.type === 'event' || parts.subject.type === 'outcome') && !verb.copula && !verb.negated && !sends) return [{ kind: 'trigger', trigger: parts.subject.type === 'event' && !parts.subject.runtime && parts.subject.name && !verb.passive ? eventOfSubject(parts.subject, verb.verb, verb.particle) : eventTrigger(parts.subject), source }];
  // ("When the loading state receives done.invoke.fetchData": what a state receives happens there.)
  // ("When `Idle` receives `start`": a name written as code is an event there, too.)
  const objectWords = parts.object?.tokens.filter((t) => t.pos !== 'det') ?? [];
  const writtenObject = objectWords.length === 1 && isQuotedOrCode(objectWords[0]);
  if (yields === 'receive' && !verb.negated && parts.subject?.type === 'state' && parts.object && (parts.object.type === 'event' || parts.object.type === 'outcome' || writtenObject)) return [{ kind: 'trigger', trigger: eventTrigger(parts.object), source: parts.subject }];
  // ("When the page arrives": a thing that arrives where a service runs is what the service gives back.)
  if (yields === 'happen' && (parts.subject?.type === 'thing' || ((parts.subject?.type === 'state' || parts.subject?.type === 'anaphor') && parts.subject.by === 'head' && !parts.subject.tokens.some((t) => listed('StatusNouns', t.norm)))) && verb.verb.tags.has('FinishVerbs')) {
    const named = eventOfSubject(parts.subject, verb.verb, verb.particle);
    return [{ kind: 'trigger', trigger: { kind: 'invoke.onDone', soft: true, ...(named.kind === 'event' ? { otherwise: named.name } : {}) }, source }];
  }
  // ("listens for the FETCH event and, when it arrives, ...": what "it" that happens refers to is the event named before.)
  if (yields === 'happen' && parts.subject?.type === 'anaphor' && parts.subject.tokens.length === 1 && !parts.object && !verb.negated) return [{ kind: 'trigger', trigger: { kind: 'event', name: '', mention: parts.subject }, source }];
  if (yields === 'happen' && parts.subject) return [{ kind: 'trigger', trigger: eventOfSubject(parts.subject, parts.subject.type === 'event' && parts.subject.by !== 'shape' ? null : verb.verb, verb.particle), source }];
  if ((yields === 'receive' || yields === 'fire') && parts.object && parts.subject?.type !== 'state') {
    // ("that packet signals Down state": the state it tells of names the event, DOWN.)
    // ("when the player accepts it": the thing itself received names no event; the verb does, ACCEPT.)
    const itself = parts.object.type === 'anaphor' && parts.object.tokens.length === 1 && listed('ObjectAnaphors', parts.object.tokens[0].norm);
    const named = itself ? eventName([{ ...verb.verb, norm: verb.lemma, pos: 'verb' }]) : parts.object.type === 'event' ? parts.object.name : eventName(parts.object.tokens.filter((t) => !t.tags.has('StateNouns')));
    return [{ kind: 'trigger', trigger: { kind: 'event', name: named, mention: parts.object }, source }];
  }
  // ("If a fault is detected in RUNNING": a thing received, told in the passive, is an event: FAULT_DETECTED.)
  // (A state is not what is detected: "a fault" is no FAULT state here.)
  const received = parts.subject?.type === 'thing' || (parts.subject?.type === 'state' && listed('IndefiniteArticles', parts.subject.tokens[0]?.norm ?? ''));
  if (yields === 'receive' && verb.passive && !verb.negated && received && parts.subject) return [{ kind: 'trigger', trigger: { kind: 'event', name: eventName([...parts.subject.tokens, { ...verb.verb, pos: 'adj' }]), mention: parts.subject }, source }];
  if (yields === 'gesture') {
    // "Once the product has dropped": a thing that does it names the event with its verb.
    if (!verb.passive && parts.subject && parts.subject.type === 'thing' && !parts.subject.tokens.some((t) => listed('PersonNouns', t.norm))) {
      return [{ kind: 'trigger', trigger: { kind: 'event', name: eventName([...parts.subject.tokens, verb.verb, ...(parts.object?.tokens ?? [])]), mention: parts.subject }, source }];
    }
    // ("when a coin is inserted", "once it is checked in": a gesture told in the passive is named in the text's order, COIN_INSERTED, CHECKED_IN.)
    if (verb.passive && parts.subject) return [{ kind: 'trigger', trigger: { kind: 'event', name: eventName([...parts.subject.tokens, { ...verb.verb, pos: 'adj' }, ...(verb.particle ? [verb.particle] : [])]), mention: parts.subject }, source, orGuard: condName(clause.tokens.filter((t) => t.kind !== 'punct'), negate) }];
    return [{ kind: 'trigger', trigger: gestureEvent(verb.verb, parts.object, clause.tokens), source }];
  }
  // "the Detection Time expires", "the lease expires": a wait the text names; "the timer runs out" is an event.
  // "If the mouse stays still for 3 seconds": staying that long is a wait.
  if (yields === 'stay' && delay !== null) return [{ kind: 'trigger', trigger: { kind: 'after', delay }, source }];
  if (yields === 'expire') {
    const named = parts.subject ? namedTime(parts.subject.tokens) : null;
    // ("when that time runs out", "once this period expires": the stretch of time just told.)
    const told = !!parts.subject?.tokens.some((t) => listed('Demonstratives', t.norm)) && !!parts.subject.tokens[parts.subject.tokens.length - 1]?.tags.has('DurationNouns');
    if (delay !== null || named || told || !parts.subject || parts.subject.type === 'anaphor') return [{ kind: 'trigger', trigger: { kind: 'after', delay: delay ?? named }, source }];
    return [{ kind: 'trigger', trigger: eventOfSubject(parts.subject, verb.verb, verb.particle), source }];
  }
  // "if no phone connects in that time": the wait told before.
  if (noneCame && parts.tokens.some((t, i) => (t.norm === 'that' && parts.tokens[i + 1]?.norm === 'time') || (t.norm === 'in' && parts.tokens[i + 1]?.norm === 'time'))) return [{ kind: 'trigger', trigger: { kind: 'after', delay: null }, source }];
  // "When both regions are done", "when the preparation state is done": the state's own done transition.
  if (verb.copula && parts.complement?.tokens.length === 1 && listed('CompletionAdjectives', parts.complement.tokens[0].norm)) {
    // ("Call release() from Initial when you are done": the reader being done is no state's.)
    if (parts.subject?.type === 'actor' && (listedExactly('ReaderPronouns', parts.subject.name) || listedExactly('AuthorPronouns', parts.subject.name))) return [{ kind: 'none' }];
    const state = parts.subject && (parts.subject.type === 'state' || inventory.findState(parts.subject.name)) ? { ...parts.subject, type: 'state' as const } : undefined;
    return [{ kind: 'trigger', trigger: { kind: 'onDone' }, source: state ?? source }];
  }
  // ("as soon as something is pasted": a participle that is no state the text knows is something done.)
  // ("when the fine is paid": an irregular participle, too.)
  const done = verb.copula && parts.complement?.tokens.length === 1 && isParticiple(parts.complement.tokens[0]) && !inventory.findState(parts.complement.tokens[0].norm) && !/\b(if|unless)\b/.test(clause.opener);
  // ("when the PUBLISH event is sent": the event named is the trigger, whatever is done with it.)
  if (done && (parts.subject?.type === 'event' || parts.subject?.type === 'outcome')) return [{ kind: 'trigger', trigger: eventTrigger(parts.subject), source }];
  if (done && parts.subject && !/^(machine|anaphor|state)$/.test(parts.subject.type)) return [{ kind: 'trigger', trigger: { kind: 'event', name: eventName([...parts.subject.tokens.filter((t) => !/thing$/.test(t.norm)), parts.complement!.tokens[0]]), mention: parts.subject }, source, orGuard: condName(clause.tokens.filter((t) => t.kind !== 'punct'), negate) }];
  // ("If the user is idle for 10 minutes": being so for a time is a wait.)
  // ("a door that has been OPEN for 10 minutes": being in a state the text names for a time is a wait there.)
  const beenIn = parts.complement ? inventory.findState(parts.complement.name) : null;
  if (verb.copula && !verb.negated && delay !== null && parts.preps.some((p) => p.prep === 'for' && p.mention.type === 'duration')) return [{ kind: 'trigger', trigger: { kind: 'after', delay }, source: source ?? (beenIn ? knownStateMention(parts.complement!.tokens, beenIn) : undefined) }];
  // "when it is off", "when the state is S2", "when the model is in state 'solid'", "if it's currently 'plasma'"
  // ("when the cart is not empty": not being in a state is a guard, not where it happens.)
  if (verb.copula && !verb.negated) {
    const c = parts.complement;
    const aboutTheMachine = !parts.subject || /^(machine|anaphor)$/.test(parts.subject.type) || parts.subject.tokens.some((t) => t.tags.has('StateNouns'));
    // ("When the bomb is ARMED": a quality written in capitals names a state, too.)
    const capitals = !!c && c.tokens.length === 1 && c.tokens[0].kind === 'name' && /^[A-Z][A-Z_]{2,}$/.test(c.tokens[0].text) && readsAsQuality(c.tokens[0].text);
    // (A name only capitalised, "Awaiting Caller", is a state when said of the thing: not "the hold reason is Awaiting Caller".)
    const named = c && ((c.type === 'state' && !c.tokens.some((t) => t.shape === 'title')) || c.tokens.some((t) => isQuotedOrCode(t) && (t.shape !== 'title' || aboutTheMachine || isTheThing(parts.subject))) || capitals);
    // ("If the order is Pending": a state the text names, capitalised inside the sentence, too.)
    const titled = !!c && c.type === 'state' && isTitledName(c.tokens) && parts.tokens.indexOf(c.tokens[0]) > 0;
    const conditional = (clause.opener === 'if' || clause.opener === 'unless') && !((aboutTheMachine || capitals || titled) && (named || source));
    if (source && !conditional) return [{ kind: 'scene', state: source }];
    // ("when it's open": said of the thing itself, one adjective is where it is.)
    // (Not a judgement of degree: "when it is close enough" is a guard.)
    const judged = parts.tokens.some((t) => listed('DegreeAdverbs', t.norm));
    // (Not a comparison: "when it is warmer" is a guard.)
    const itself = !!c && c.tokens.length === 1 && c.tokens[0].pos === 'adj' && !c.tokens[0].tags.has('Comparative') && !judged && !!parts.subject && /^(machine|anaphor)$/.test(parts.subject.type) && clause.opener === 'when';
    if (c && (named || itself || (c.type === 'thing' && inventory.findLoosely(c.name))) && !conditional) {
      const known = inventory.findLoosely(c.name);
      return [{ kind: 'scene', state: { ...c, type: 'state', name: known?.name ?? c.name, ...(known ? { path: known.path } : {}) } }];
    }
  }
  if (delay !== null && !parts.subject) return [{ kind: 'trigger', trigger: { kind: 'after', delay }, source }];
  const doing = clause.opener !== 'unless' ? doingEvent(parts, clause.opener) : null;
  if (doing) return [{ kind: 'trigger', trigger: doing, source }];
  const words = clause.tokens.filter((t) => t.kind !== 'punct');
  // ("When the printer becomes available": a thing that turns so, at a moment, is an event; not a value named bare, "when vsp becomes positive".)
  const turns = verb && !verb.negated && verb.lemma === 'become' && listed('MomentSubordinators', clause.opener) && parts.subject && !/^(machine|anaphor|state)$/.test(parts.subject.type) && parts.subject.tokens[0]?.pos === 'det' && parts.complement;
  if (turns) return [{ kind: 'trigger', trigger: { kind: 'event', name: eventName(words.slice(words.indexOf(parts.subject!.tokens[0]))), mention: parts.subject! }, source, orGuard: condName(words, negate) }];
  // ("A table is Open until guests are seated": what is done to others, that ends the wait, is what happens.)
  if (clause.opener === 'until' && verb.passive && !verb.negated && parts.subject && !isTheThing(parts.subject)) return [{ kind: 'trigger', trigger: { kind: 'event', name: eventName([...parts.subject.tokens, verb.verb]), mention: parts.subject }, source }];
  return [{ kind: 'guard', name: condName(words, negate) }];
}

/** ("A job that stays `queued` for more than 24 hours"): where the thing stays, a state the text knows (not "if the pin stays `LOW`"). */
function stayedIn(parts: Parts, inventory: Inventory): Mention | undefined {
  const after = parts.verb?.verb.tags.has('StayVerbs') && isTheThing(parts.subject) ? parts.tokens[parts.verb.to] : undefined;
  const known = after ? inventory.findState(isQuotedOrCode(after) ? written(after) : after.norm) : null;
  if (known) return knownStateMention([after!], known);
  // ("If it has been searching for more than 5 seconds", in `SEARCH`: what it keeps doing names where it is.)
  const verb = parts.verb;
  const doing = verb?.progressive && !verb.negated && (isTheThing(parts.subject) || parts.subject?.type === 'anaphor') ? inventory.findState(verb.verb.norm) ?? inventory.findState(verb.lemma) : null;
  return doing ? knownStateMention([verb!.verb], doing) : undefined;
}
