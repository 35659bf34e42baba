/**
 * Motions: a clause's roles become a transition's parts. Its own trigger ("on PAY", "after 5
 * seconds", "by pressing Cancel"), its source and target, pairs of them ("from A to B and from B
 * to C"), walking a list (walking.ts: "forward", "between them"), going back, and waits that repeat.
 */
import { isName, isPluralNoun, isQuotedOrCode, type Token } from '../2-words/token.js';
import { namesTimer } from '../2-words/pos/cues.js';
import { listed, listedExactly } from '../grammar/words.js';
import { durationOf, namedTime } from '../4-inventory/durations.js';
import type { Inventory } from '../4-inventory/inventory.js';
import { holdsValue, type Mention } from '../4-inventory/mentions.js';
import { condName, eventName, stateName } from '../4-inventory/names.js';
import { roleOf } from '../grammar/frames.js';
import type { Grammar } from '../grammar/load.js';
import { type Roles, fits } from './choose.js';
import { eventOfSubject, gestureEvent } from './events-named.js';
import { runtimeTrigger, type Meaning, type Trigger } from './meaning.js';
import type { Parts } from './parts.js';
import { outcomeWord } from './events-named.js';
import { gappedSteps, morePairs, respectiveOutcomes, respectivePairs } from './pairs.js';
import { joinedPlaces } from './prep-phrases.js';
import { alternation } from './walking.js';
import { inRegion } from './distributed.js';
import { doingNamed } from './condition-places.js';
import { asState, subjectRole, subjectTriggerOf } from './subject.js';
import { abilityEvent, deedEvent } from './person-deeds.js';

export function triggerOfRoles(roles: Roles): Trigger | undefined {
  if (roles.event) return roles.event.runtime ? runtimeTrigger(roles.event) : outcomeWord(roles.event) ?? { kind: 'event', name: roles.event.type === 'event' ? roles.event.name : eventName(roles.event.tokens), mention: roles.event };
  if (roles.delay) return { kind: 'after', delay: roles.delay.delay ?? durationOf(roles.delay.tokens) };
  return undefined;
}

/** "has a transition to thanks", "does a transition from S1 to S2": the noun's phrases are a motion's. */
export function nominalMotion(parts: Parts, g: Grammar): Roles | null {
  // ("A transition from green to yellow happens on the TIMER event": a subject with its phrases, too.)
  // ("..., and one from published back to draft triggered by UNPUBLISH": "one" after a transition told.)
  // ("Add one from `cooking` to `paused` on `DOOR_OPEN`": "one" as what is added, too.)
  const one = parts.tokens.find((t, i) => t.tags.has('ProForms') && parts.tokens[i + 1]?.norm === 'from' && (i === 0 || parts.tokens[i - 1] === parts.verb?.verb));
  // ("the `FULFILL` event results in a transition to `FULFILLED`": the noun after the verb's preposition, too.)
  const after = parts.verb ? parts.preps.find((p) => p.at > parts.verb!.main && p.mention.type === 'transition')?.mention : undefined;
  // ("Add TIMEOUT from `awaitingPayment` to `cancelled` (15 min)", "Add a `PAUSE` event from Playing
  // to Paused": an event added between two places is a transition on it.)
  const added = parts.verb?.verb.tags.has('DeclareVerbs') && (parts.object?.type === 'event' || (parts.object?.tokens.length === 1 && parts.object.tokens[0].shape === 'caps')) ? parts.object : undefined;
  // ("has two automatic transitions into `moving`": counted, the noun is still the object's head.)
  const counted = parts.object?.tokens[parts.object.tokens.length - 1]?.tags.has('TransitionNouns') ? parts.object : undefined;
  const noun = [parts.object, parts.subject, parts.complement].find((m) => m?.type === 'transition') ?? counted ?? parts.tokens.slice(0, parts.verb?.from ?? 0).find((t) => t.tags.has('TransitionNouns') && t.pos === 'noun') ?? after ?? one ?? added;
  if (!noun) return null;
  const motion = g.frames.find((f) => f.id === 'motion')!;
  const roles: Roles = {};
  for (const pp of parts.preps) {
    const role = roleOf(motion, pp.prep);
    if (role && !roles[role] && fits(role, pp.mention)) roles[role] = pp.mention;
  }
  if (added && roles.target && parts.preps.some((p) => p.prep === 'from') && !roles.event) {
    // (A time-out added with how long it waits is that wait.)
    const waited = listed('TimerNouns', added.tokens[0].norm) ? durationOf(parts.tokens) : null;
    if (waited !== null) roles.delay = { ...added, type: 'duration', delay: waited };
    else roles.event = added;
  }
  return roles.target || roles.source ? roles : null;
}

/** "a transition from draft to published triggered by the PUBLISH event": what sets it off, after "by". */
function triggeredBy(parts: Parts): Trigger | undefined {
  // ("is moved to `archived` by the new `ARCHIVE` action": the agent of a passive motion, named, too.)
  const agent = (p: Parts['preps'][number]) => !!parts.verb?.passive && p.at > parts.verb.main && (p.mention.type === 'event' || p.mention.type === 'action');
  const by = parts.preps.find((p) => p.prep === 'by' && (parts.tokens[p.at - 1]?.tags.has('FireVerbs') || agent(p)) && (p.mention.type === 'event' || p.mention.tokens.some((t) => t.kind === 'code' || t.kind === 'name')));
  return by ? { kind: 'event', name: by.mention.type === 'event' ? by.mention.name : eventName(by.mention.tokens), mention: by.mention } : undefined;
}

/** "It is dismissed by pressing Cancel": what is done, after "by", sets it off. */
export function byDoing(parts: Parts): Trigger | undefined {
  const at = parts.tokens.findIndex((t, i) => t.norm === 'by' && /ing$/.test(parts.tokens[i + 1]?.norm ?? '') && parts.tokens[i + 1].tags.has('GestureVerbs'));
  if (at < 0) return undefined;
  const verb = parts.tokens[at + 1];
  const rest = parts.tokens.slice(at + 2).filter((t) => t.kind !== 'punct');
  return gestureEvent(verb, rest.length ? { type: 'thing', tokens: rest, name: '', by: 'words' } : null, parts.tokens.slice(at + 1));
}

/** "can be overridden with the ITEM OVRD key", "is reset using `CHKL RESET`": the control it is done with names the event. */
export function byControl(parts: Parts): Trigger | undefined {
  // (A name written as one, not code that calls or requests something: "with `DELETE /reservations/{id}`".)
  const identifier = (t: Token) => isName(t) && t.shape !== 'call' && /^[A-Za-z][\w.-]*$/.test(t.text.replace(/[`'"]/g, ''));
  const pp = parts.preps.find((p) => /^(with|using|via)$/.test(p.prep) && (p.mention.tokens[p.mention.tokens.length - 1]?.tags.has('ControlNouns') || (p.mention.tokens.length === 1 && identifier(p.mention.tokens[0]))));
  const words = pp?.mention.tokens.filter((t) => t.pos !== 'det' && !t.tags.has('ControlNouns')) ?? [];
  return words.length ? { kind: 'event', name: eventName(words), mention: { ...pp!.mention, type: 'event' } } : undefined;
}

/** "At time T1 the client moves to RENEWING state": a named time in the clause sets it off. */
export function namedTimeIn(parts: Parts): Trigger | undefined {
  const pp = parts.preps.find((p) => (p.prep === 'at' || p.prep === 'after') && p.mention.tokens.some((t) => listed('TimeNouns', t.norm)) && namedTime(p.mention.tokens));
  if (pp) return { kind: 'after', delay: namedTime(pp.mention.tokens) };
  // ("After the wait duration (60 seconds by default) the breaker moves": a length of time, measured beside it.)
  // ("After `resetTimeout` (default 30 seconds) the breaker moves": or a timer's name written as code.)
  const timerName = (m: Mention) => m.tokens.length === 1 && namesTimer(m.tokens[0]);
  const waited = parts.preps.find((p) => p.prep === 'after' && p.mention.type !== 'duration' && (listed('DurationNouns', p.mention.tokens[p.mention.tokens.length - 1]?.norm ?? '') || timerName(p.mention)));
  return waited ? { kind: 'after', delay: durationOf(parts.tokens) } : undefined;
}

/** What a clause of going says: its source, target and trigger, with what more its words tell (pairs, respectively, waits, alternation). */
export function motion(parts: Parts, givenRoles: Roles, inventory: Inventory, extra: Partial<Extract<Meaning, { kind: 'motion' }>> = {}): Meaning {
  let roles = givenRoles;
  const pairs: { source: Mention; target: Mention; trigger?: Trigger; guard?: string }[] = morePairs(parts);
  if (!pairs.length) pairs.push(...respectivePairs(parts, inventory));
  const respective = pairs.length ? [] : respectiveOutcomes(parts, inventory);
  // ("move a pull request from In Review to Merged and Closed respectively": each from where the clause says.)
  const from = roles.source ? asState(roles.source, inventory) ?? roles.source : undefined;
  if (respective.length) return { kind: 'motion', ...(from ? { source: from } : {}), target: respective[0].target, trigger: respective[0].trigger, more: respective.slice(1) };
  // ("The user can go back from payment to shipping and from review to payment": what a person can do, too.)
  const able = !pairs[0]?.trigger ? abilityEvent(parts) : null;
  // ("Add a `PAUSE` event from Playing to Paused, and a `PLAY` event from Paused back": the first pair's is the clause's own.)
  // (Only one told within the first pair, not a condition read as its own: "with Speed Less 0.1" after "one from Run".)
  const second = pairs.length > 1 ? parts.tokens.indexOf(pairs[1].source.tokens[0]) : parts.tokens.length;
  const pairEvent = roles.event && !pairs[0]?.guard && parts.tokens.indexOf(roles.event.tokens[0]) < second ? triggerOfRoles(roles) : undefined;
  const first = pairs[0]?.trigger ?? pairEvent ?? able;
  if (pairs.length) return { kind: 'motion', source: pairs[0].source, target: pairs[0].target, ...(first ? { trigger: first } : {}), ...(pairs[0].guard ? { guard: pairs[0].guard } : {}), more: pairs.slice(1), ...subjectTriggerOf(parts, inventory) };
  // ("ignoring it for 30 seconds sends the caller to voicemail": something done for a time is a wait.)
  // (Not a gesture held for a time, "Holding the button for two seconds": that is its event.)
  // ("Carts abandoned for 30 minutes move ...", "Packages left unclaimed for 7 days go ...": so is
  // a thing the subject's participle says was left so for a time.)
  const leftSo = !!parts.verb && parts.tokens.slice(0, parts.verb.from).some((t) => (t.pos === 'adj' || t.pos === 'verb') && (/ed$/.test(t.norm) || (t.tags.has('PastTense') && t.lemma !== t.norm)));
  const heldFor = parts.verb && ((parts.gerundSubject && !parts.gerundSubject.verb.tags.has('GestureVerbs')) || (!parts.gerundSubject && leftSo)) ? parts.preps.find((p) => p.prep === 'for' && p.mention.type === 'duration' && p.at < parts.verb!.from) : undefined;
  // ("After a successful login they land on the dashboard": what it comes after, fronted, sets it off.)
  const after = parts.preps.find((p) => p.prep === 'after' && p.at === 0 && (p.mention.type === 'thing' || p.mention.type === 'event') && !namedTime(p.mention.tokens));
  const afterEvent: Trigger | undefined = after ? { kind: 'event', name: after.mention.type === 'event' ? after.mention.name : eventName(after.mention.tokens), mention: after.mention } : undefined;
  const at = (m: Mention | undefined) => (m ? parts.preps.find((p) => p.mention === m)?.at ?? -1 : -1);
  const own = triggerOfRoles(roles) ?? byDoing(parts) ?? namedTimeIn(parts) ?? triggeredBy(parts) ?? (heldFor ? { kind: 'after' as const, delay: heldFor.mention.delay ?? null } : undefined) ?? afterEvent;
  // ("returns to IDLE upon receipt of BYE-ACK, or after 5 seconds": a wait offered as the other way out.)
  const waitAt = roles.event && roles.delay ? at(roles.delay) : -1;
  if (waitAt > 0 && parts.tokens[waitAt - 1]?.norm === 'or') extra.alsoTriggers = [...(extra.alsoTriggers ?? []), { kind: 'after', delay: roles.delay!.delay ?? durationOf(roles.delay!.tokens) }];
  // ("move the alarm from one to the other": no target of its own, back and forth.)
  if (roles.target && /^(other|another)$/.test(roles.target.tokens[roles.target.tokens.length - 1]?.norm ?? '')) roles = { ...roles, target: undefined };
  // ("For each state, we can transition to the other two possible states": every state to every other.)
  const head = roles.target?.tokens[roles.target.tokens.length - 1];
  if (head?.tags.has('StateNouns') && roles.target!.tokens.some((t) => t.norm === 'other')) {
    roles = { ...roles, target: undefined };
    // ("it switches to the other state": of two, back and forth.)
    if (/s$/.test(head.norm)) extra.everyOther = true;
    else extra.betweenThem = true;
  }
  // ("advances it to the next color": a place named only by where it lies along the list.)
  const along = roles.target?.tokens.find((t) => t.tags.has('SequenceAdjectives'));
  if (along && (roles.target!.type === 'anaphor' || !asState(roles.target, inventory))) {
    roles = { ...roles, target: undefined };
    extra.direction = listed('BackwardPhrases', along.norm) ? 'backward' : 'forward';
  }
  // ("from 'payment' it goes to 'shipping', and from 'shipping' to 'cart'": a from/to pair after the
  // target, joined on, is a step of its own with its verb left out (gappedSteps), not this one's source.)
  if (at(roles.source) > at(roles.target) && at(roles.target) >= 0 && parts.tokens.slice(at(roles.target), at(roles.source)).some((t) => t.pos === 'conj')) roles = { ...roles, source: undefined };
  const subject = subjectRole(parts, inventory);
  let strong = own ?? subject.trigger;
  // With a trigger of its own, a subject that could be either is the source.
  // ("CLOSING returns to IDLE upon receipt of BYE-ACK": a name in capitals that moves, with an event
  // of its own, is where it moves from.)
  const namedMover = own && roles.event && !roles.source && parts.subject?.type === 'event' && parts.subject.by === 'shape' && !parts.subject.runtime && parts.subject.tokens.length === 1 && parts.tokens[0] === parts.subject.tokens[0] && parts.subject.tokens[0].kind === 'name' && inventory.kindOf(parts.subject.name) !== 'event' ? { ...parts.subject, type: 'state' as const } : undefined;
  // ("clients are kicked back to `MainMenu`": things of a kind moved in the passive are what moves, not where it starts.)
  // (Not things in a state, "completed snapshots are expired".)
  const moved = !!parts.verb?.passive && parts.subject?.type === 'thing' && parts.subject.tokens.filter((t) => t.pos !== 'det').length === 1 && isPluralNoun(parts.subject.tokens[parts.subject.tokens.length - 1]) && !inventory.isNamedOutright(inventory.findLoosely(parts.subject.name));
  let source = roles.source ? duringDoing(parts, roles.source, inventory) ?? asState(roles.source, inventory) ?? roles.source : namedMover ?? (moved ? undefined : strong || subject.source?.by !== 'words' ? subject.source : undefined);
  let target = roles.target;
  // ("When the target is reached it goes idle": a state the text names, right after a verb of going.)
  const goesTo = !target && parts.verb?.verb.tags.has('MotionVerbs') && !parts.object ? complementAfter(parts, parts.verb.to) : undefined;
  const known = goesTo ? inventory.findState(goesTo.name) : null;
  if (known) target = { ...goesTo!, name: known.name, path: known.path, by: 'inventory' };
  // "sends checking to closed": a causative's object that is a state is where the motion starts.
  // ("sends checking to closed": a bare name moved somewhere is the state it moves from; not the
  // field that holds it, "sets `status` to `'loading'`".)
  const bare = parts.object && parts.object.type === 'thing' && parts.object.tokens.length === 1 && (parts.object.tokens[0].kind === 'word' || (isQuotedOrCode(parts.object.tokens[0]) && !listed('StatusNouns', parts.object.tokens[0].norm) && !listed('StateNouns', parts.object.tokens[0].norm))) ? { ...parts.object, type: 'state' as const } : undefined;
  // ("transition the mode region to light": a region moved to a place is moved to its child there.)
  const region = parts.object?.tokens[parts.object.tokens.length - 1]?.tags.has('RegionNouns') && target && !roles.source ? parts.object : null;
  // (From wherever the other regions are: the parallel state itself.)
  if (region && target) {
    target = inRegion(target, region.name);
    extra.global = true;
  }
  // ("SUBMIT moves the form to Review": a place of the interface named only by its noun, moved
  // somewhere the text names, is what moves, not where it starts.)
  // (Unless the text goes there too: "..., and go back to the form".)
  const mover = !!target && parts.object?.type === 'state' && parts.object.by === 'head' && parts.object.tokens.filter((t) => t.pos !== 'det').length === 1 && !parts.object.tokens.some((t) => t.tags.has('StateNouns')) && !inventory.findState(parts.object.name)?.evidence.has('target');
  const object = region || mover ? undefined : asState(parts.object, inventory) ?? (target ? bare : undefined);
  if (object && target && !source && target.tokens[0] !== parts.object?.tokens[0]) source = object;
  // ("`play` takes `Stopped` to `Playing`": with the state it moves as its object, a written name
  // that moves it is what sets it off, even one the text also uses as a state.)
  const named = parts.subject?.tokens.length === 1 && isQuotedOrCode(parts.subject.tokens[0]);
  if (object && target && named && !roles.source && !strong && source === subject.source && parts.verb?.verb.tags.has('CausativeVerbs') && !parts.verb.passive) {
    source = object;
    strong = eventOfSubject(parts.subject!, null);
  }
  // "switches the screen off", "turns it on": a particle that names a state is the target.
  const particle = parts.verb?.particle;
  // ("the camera and microphone are switched off": other things switched off are something done, not a state.)
  const patient = parts.verb?.passive ? parts.subject : parts.object;
  const itself = !patient || patient.type === 'anaphor' || patient.type === 'machine' || !!patient.entity;
  if (!target && particle && (inventory.findState(particle.norm) || (/^(on|off)$/.test(particle.norm) && listedExactly('PowerVerbs', parts.verb!.verb.lemma) && itself))) target = { type: 'state', tokens: [particle], name: inventory.findState(particle.norm)?.name ?? particle.norm, by: 'words' };
  // ("..., then goes dark", "the screen goes blank": a bare quality after a verb of becoming is where it goes.)
  const quality = !parts.verb ? undefined : parts.object ? (parts.object.tokens.length === 1 ? parts.object.tokens[0] : undefined) : parts.tokens[parts.verb.to];
  // (Not what "something went wrong" tells: a thing that is no thing's, or in the past.)
  const anything = !!parts.subject?.tokens.some((t) => listed('IndefinitePronouns', t.norm)) || !!parts.verb?.verb.tags.has('PastTense');
  if (!target && !anything && quality?.pos === 'adj' && quality.kind === 'word' && listed('BecomingVerbs', parts.verb!.verb.lemma) && parts.tokens.slice(parts.verb!.to + 1).every((t) => t.kind === 'punct')) target = { type: 'state', tokens: [quality], name: stateName([quality]), by: 'words' };
  // ("which puts it in progress": a state phrase right after the object is where it goes.)
  const phraseAt = parts.object && !target ? parts.tokens.indexOf(parts.object.tokens[parts.object.tokens.length - 1]) + 1 : -1;
  const phrase: Token[] = [];
  for (let k = phraseAt; k > 0 && parts.tokens[k]?.tags.has('StatePhrases'); k++) phrase.push(parts.tokens[k]);
  if (phrase.length > 1) target = { type: 'state', tokens: phrase, name: inventory.findState(stateName(phrase))?.name ?? stateName(phrase), by: 'words' };
  const immediate = parts.tokens.some((t) => listed('ImmediacyAdverbs', t.norm) || t.tags.has('UnpromptedPhrases'));
  // ("the after object will schedule a transition ... to happen in 5 seconds": the wait the clause tells.)
  if (strong?.kind === 'after' && strong.delay === null) strong = { kind: 'after', delay: durationOf(parts.tokens) };
  // ("..., or fails, returning us to editing": a subject shared from the clause before is no place to start.)
  // ("From review, the user can go back to shipping": what a person can do is the event.)
  if (!strong && !subject.weakTrigger) strong = abilityEvent(parts) ?? undefined;
  // ("the developer sets it to RESOLVED": what a person does to it, to a place the clause names, unless
  // the sentence says what sets it off, "... by clicking Schedule".)
  const weak = strong ? undefined : { weakTrigger: subject.weakTrigger ?? (roles.target ? deedEvent(parts) ?? undefined : undefined), weakSource: (parts.sharedSubject && parts.verb?.gerund) || moved ? undefined : subject.source };
  if (!target && !extra.stay) Object.assign(extra, { ...alternation(parts, inventory), ...extra });
  // ("'Save' stores the changes", "Pressing Bake ...", "A 5xx response goes to backoff": what sets it off is
  // one of several alternatives, a control by its label or a thing that happens; "Calling it" is a step.)
  const fired = subject.trigger ?? subject.weakTrigger;
  const labelled = !!fired && (!parts.gerundSubject || (fired.kind === 'event' && !!fired.mention?.tokens.some((t) => t.kind === 'quoted' || t.kind === 'name' || (/^[A-Z]/.test(t.text) && t.pos !== 'det'))));
  const subjectTrigger = !own && labelled;
  // "turns them off from any state", "Stop, from anywhere in active, returns": everywhere, or everywhere in a state.
  const anywhere = parts.tokens.findIndex((t) => t.tags.has('GlobalMarkers'));
  // ("Reset returns to stopped from any state": a source that is everywhere is the root.)
  // ("from any behaviour", "from every screen": a quantified place is every place.)
  // ("in any other state": every one but where the text just was, too.)
  const quantified = (m: Mention | null | undefined) => !!m && listed('UniversalQuantifiers', m.tokens[0]?.norm ?? '') && (m.tokens.length === 2 || (m.tokens.length === 3 && m.tokens[1].norm === 'other'));
  // ("Any state can transition to error": a quantified state as the subject, too.)
  const everyState = !roles.source && quantified(parts.subject) && parts.subject!.tokens[1].tags.has('StateNouns');
  const everywhere = everyState || (!!roles.source && (roles.source.tokens.some((t) => t.tags.has('GlobalMarkers')) || quantified(roles.source)));
  if (everywhere) source = undefined;
  if (everywhere || (anywhere >= 0 && !roles.source)) {
    // (Not where it is put: "in any mode puts the controller in STANDBY".)
    const within = parts.preps.find((p) => p.prep === 'in' && p.at > anywhere && p.mention !== roles.target && asState(p.mention, inventory));
    if (within) source = asState(within.mention, inventory);
    else extra.global = true;
  }
  // ("pressing 'Try again' there goes to refreshing": "there" is where the story just went.)
  if (!source && parts.tokens.some((t, i) => listed('PlacePronouns', t.norm) && parts.tokens[i + 1]?.pos !== 'aux' && i > 0)) source = { type: 'anaphor', tokens: [], name: 'there', by: 'words' };
  // "switches back", "goes back" with no place named: back where it came from.
  if (!target && !extra.stay && (parts.verb?.particle?.norm === 'back' || parts.tokens.some((t) => t.norm === 'back' && t.pos !== 'noun')) && !roles.target) extra.back = true;
  // "advances one slide", "moves forward one page at a time": along the list.
  // ("from one state to another" is back and forth, not along.)
  if (!target && !extra.stay && parts.tokens.some((t, i) => t.norm === 'one' && parts.tokens[i + 1]?.pos === 'noun' && parts.tokens[i - 1]?.norm !== 'from') && (parts.verb?.verb.tags.has('CycleVerbs') || parts.verb?.verb.tags.has('MotionVerbs'))) extra.direction ??= 'forward';
  // ("the banner also advances on its own": a verb of going along a list, with no place, goes forward.)
  // ("cycles the fan between low and high": two places named are back and forth.)
  if (!target && !extra.stay && !roles.source && !extra.between?.length && parts.verb?.verb.tags.has('CycleVerbs') && parts.verb.verb.tags.has('MotionVerbs')) extra.direction ??= 'forward';
  // "drops back to idle two seconds later": a wait.
  const later = parts.tokens.some((t) => t.norm === 'later') && !own ? durationOf(parts.tokens) : null;
  if (later !== null && !strong) strong = { kind: 'after', delay: later };
  // "Every 6 seconds the carousel advances": a wait that repeats.
  const every = parts.tokens.findIndex((t) => t.norm === 'every');
  const repeat = every >= 0 && !own ? durationOf(parts.tokens.slice(every)) : null;
  if (repeat !== null && !strong) Object.assign(extra, { trigger: { kind: 'after', delay: repeat } });
  if (subject.guard && !extra.guard) extra.guard = subject.guard;
  // ("..., and below 25% it moves on to Phase3": a value fronted without its verb is a guard.)
  const fronted = listed('ThresholdWords', parts.tokens[0]?.norm ?? '') && parts.tokens[1]?.kind === 'number' ? parts.tokens.slice(0, parts.tokens.findIndex((t, i) => i > 1 && t.kind !== 'symbol' && t.kind !== 'number' && !t.tags.has('TimeUnits'))) : [];
  if (fronted.length && !extra.guard) extra.guard = condName(fronted);
  // ("Make a transition from Idle to Run with the condition Speed Greater 0.1": a condition it goes with is its guard.)
  const withCondition = parts.preps.find((p) => p.prep === 'with' && p.mention.tokens.slice(0, 2).some((t) => t.tags.has('GuardNouns')));
  // ("The walker goes from Idle to Walk with Speed Greater 0.1": a named value compared, with no such noun, too.)
  const compared = withCondition ? undefined : parts.preps.find((p) => p.prep === 'with' && holdsValue(p.mention.tokens) && p.mention.tokens.some((t) => isName(t) || /^[A-Z]/.test(t.text)));
  if (compared && !extra.guard) extra.guard = condName(compared.mention.tokens);
  if (withCondition && !extra.guard) {
    const words = withCondition.mention.tokens;
    const after = parts.tokens.slice(parts.tokens.indexOf(words[words.length - 1]) + 1);
    const rest = [...words.slice(words.findIndex((t) => t.tags.has('GuardNouns')) + 1), ...after.slice(0, Math.max(0, after.findIndex((t) => t.kind === 'punct' || t.pos === 'conj')))];
    if (rest.length) extra.guard = condName(rest);
  }
  const gapped = gappedSteps(parts, target);
  if (gapped.length && !extra.more) extra.more = gapped;
  // ("from paused or running to idle": each place joined to the source goes there too.)
  const joined = roles.source ? parts.preps.find((p) => p.mention === roles.source)?.others : source === subject.source ? subject.alsoSources : undefined;
  if (joined?.length && target && !extra.more) extra.more = joined.map((o) => ({ source: asState(o, inventory) ?? { ...o, type: 'state' as const }, target: target! }));
  // ("returns HEATING or COOLING to IDLE": each known state joined to the state moved goes there too.)
  const joinedToObject = object && source === object && target && !extra.more ? joinedPlaces(parts.tokens, parts.tokens.indexOf(parts.object!.tokens[parts.object!.tokens.length - 1]) + 1, inventory)?.places ?? [] : [];
  const alsoMoved = joinedToObject.map((o) => asState(o, inventory)).filter((o): o is Mention => !!o);
  if (alsoMoved.length) extra.more = alsoMoved.map((o) => ({ source: o, target: target! }));
  return { kind: 'motion', target, source, trigger: strong, immediate, ...(subjectTrigger ? { subjectTrigger } : {}), ...(subject.alsoTriggers?.length ? { alsoTriggers: subject.alsoTriggers } : {}), ...(weak?.weakTrigger ? { weakTrigger: weak.weakTrigger } : {}), ...(weak?.weakSource && !source ? { weakSource: weak.weakSource } : {}), ...extra };
}

/** The word right after the object, when it names a state: "makes it active", "turns it on", "starts hidden". */
export function complementAfter(parts: Parts, from: number): Mention | undefined {
  const t = parts.tokens[from];
  if (!t || t.kind === 'punct') return undefined;
  const next = parts.tokens[from + 1];
  // ("flips it back to inactive": the place is after "to".)
  if (next && /^(to|into)$/.test(next.norm)) return undefined;
  const single = !next || next.kind === 'punct' || /^(prep|conj|sub|adv|rel)$/.test(next.pos);
  const word = t.kind !== 'word' || /^(adj|part|noun)$/.test(t.pos) || (t.pos === 'verb' && /(ed|en)$/.test(t.norm)) || listed('StateParticles', t.norm);
  if (!single || !word || t.pos === 'det' || t.pos === 'pron') return undefined;
  return { type: 'state', tokens: [t], name: stateName([t]), by: 'words' };
}

/** ("Getting hit during an attack puts you in Hitstun", where the text names `Attacking`): the state of doing what a noun after "during" names. */
function duringDoing(parts: Parts, m: Mention, inventory: Inventory): Mention | undefined {
  const words = m.tokens.filter((t) => t.pos !== 'det');
  if (!parts.preps.some((p) => p.prep === 'during' && p.mention === m) || words.length !== 1 || inventory.isToldOtherwise(words[0].norm)) return undefined;
  return doingNamed(words[0], inventory) ?? undefined;
}
