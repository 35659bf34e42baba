/**
 * What the chosen frame says a main clause does, frame by frame: moving, staying, toggling,
 * beginning, invoking, sending, receiving, happening, gestures, finishing and failing, changes
 * to the flow, declarations. Null when the frame reads nothing of the clause, for the general
 * readings of behaviour.ts.
 */
import { listed, listedExactly } from '../grammar/words.js';
import type { Clause } from '../3-clauses/split.js';
import { isName, isParticiple, isPluralNoun } from '../2-words/token.js';
import { durationOf } from '../4-inventory/durations.js';
import type { Inventory } from '../4-inventory/inventory.js';
import { isTheThing, knownStateMention, type Mention } from '../4-inventory/mentions.js';
import { actionName, callIn, eventName, sends, serviceName, written } from '../4-inventory/names.js';
import type { Choice } from './choose.js';
import { roleOf } from '../grammar/frames.js';
import { isScenePreposition, placeOf, sceneOfJoined } from './condition-places.js';
import { eventOfSubject, gestureEvent, outcomeOf } from './events-named.js';
import { changeMeanings } from './changes.js';
import { resultMotion, stateDone } from './lifecycle.js';
import { runtimeTrigger, type Meaning, type Trigger } from './meaning.js';
import { motion, triggerOfRoles } from './motion.js';
import { alternation } from './walking.js';
import { movedAfterParticiple, nameAfterObject, personSentTo } from './named-goals.js';
import type { Parts } from './parts.js';
import type { PrepPhrase } from './prep-phrases.js';
import { asState, gerundAsState } from './subject.js';
import { bareGoalMotion } from './bare-goal.js';
import { comesNext, followedBy, stepAfterStep } from './succession.js';
import { gesturePlace, orderedFrom, writtenSubjects } from './gesture-places.js';
import { stayMeanings } from './staying.js';
import { beginning } from './beginning.js';
import { declareMeanings } from './declarations.js';
import { isQuotedOrCode } from '../2-words/token.js';
import { calledMeaning } from './called.js';
import { leavingMeanings } from './leaving.js';

export function frameMeanings(clause: Clause, parts: Parts, choice: Choice, inventory: Inventory): Meaning[] | null {
  const verb = parts.verb!;
  const yields = choice.frame?.yields;
  switch (yields) {
    case 'move':
      if (!stepAfterStep(parts)) return [{ kind: 'none' }];
      // ("Enter opens the menu and moves focus to the first item": moving focus about is something done, no motion.)
      if (parts.object?.tokens.length === 1 && parts.object.tokens[0].tags.has('AttentionNouns') && !inventory.findState(parts.object.name)) {
        const to = parts.preps.find((p) => p.at > verb.to && listed('TargetPrepositions', p.prep));
        return [{ kind: 'action', name: actionName([verb.verb, parts.object.tokens[0], ...(to ? [parts.tokens[to.at], ...to.mention.tokens] : [])]) }];
      }
      // ("After 10 seconds it is sent": sent nowhere in particular, it is in the state the participle names; see behaviour.ts.)
      if (verb.passive && !choice.roles.target && !choice.roles.source && isTheThing(parts.subject) && parts.tokens.slice(verb.to).every((t) => t.kind === 'punct' || t.pos === 'adv' || parts.preps.some((p) => p.mention.type === 'duration' && (p.mention.tokens.includes(t) || parts.tokens[p.at] === t)))) return null;
      // ("closing the door resumes cooking": resuming a state the text names is read after the frames, by stateDone.)
      if (verb.verb.tags.has('ResumeVerbs') && !choice.roles.target && parts.object && inventory.findLoosely(parts.object.name)) return null;
      // ("The onDone transition targets `loaded`": a frame whose object is always a state.)
      if (choice.frame?.object === 'state' && parts.object && !verb.passive) return [motion({ ...parts, object: null }, { ...choice.roles, target: asState(parts.object, inventory) ?? { ...parts.object, type: 'state' } }, inventory)];
      const comes = comesNext(parts, choice, inventory) ?? followedBy(parts, choice, inventory);
      if (comes) return comes;
      const goal = bareGoalMotion(parts, choice, inventory);
      if (goal) return [goal];
      // ("your claim shows as Submitted": what a thing shows as is where it is.)
      if (choice.frame?.object === 'target' && !parts.object && choice.roles.target) return [motion(parts, choice.roles, inventory)];
      // "after 2 seconds the home feed opens": a place that opens is where it goes (not "the bobbin mark is displayed": shown in the passive, a place or a state).
      const shownPlace = !verb.passive || !!asState(parts.subject, inventory) || ['PlaceNouns', 'StateNouns'].some((c) => parts.subject?.tokens[parts.subject.tokens.length - 1]?.tags.has(c));
      if (choice.frame?.object === 'target' && !parts.object && parts.subject && /^(state|thing)$/.test(parts.subject.type) && !parts.subject.entity && verb.verb.tags.has('RevealVerbs') && shownPlace) {
        return [motion({ ...parts, subject: null, subjects: [] }, { ...choice.roles, target: { ...parts.subject, type: 'state' } }, inventory)];
      }
      const leaving = verb.verb.tags.has('ExitWords') && !choice.roles.target ? leavingMeanings(parts, choice, inventory) : null;
      if (leaving) return leaving;
      // ("the app shows verifying", "Then the app shows success", "the display shows CLOSED": a bare -ing word, singular noun with nothing after it, or name in capitals shown is a state.)
      const shownWord = parts.object?.tokens[0];
      const bareShown = verb.verb.tags.has('RevealVerbs') && shownWord?.pos === 'noun' && !shownWord.tags.has('Plural') && (!parts.tokens[parts.tokens.indexOf(shownWord) + 1] || /^(punct|conj)$/.test(parts.tokens[parts.tokens.indexOf(shownWord) + 1].pos));
      // ("The screen shows Results for 5 seconds": a name capitalised inside the sentence, before a wait, too.)
      const titledShown = !!shownWord && shownWord.kind === 'word' && /^[A-Z][a-z]/.test(shownWord.text) && parts.tokens.indexOf(shownWord) > 0 && parts.preps.some((p) => p.prep === 'for' && p.mention.type === 'duration' && p.at === parts.tokens.indexOf(shownWord) + 1);
      // ("the screen shows PRIME READY", "the display shows CAL 1": a run of capitals, or one numbered, too.)
      const capitals = !!parts.object && parts.object.tokens.length <= 3 && shownWord?.shape === 'caps' && parts.object.tokens.every((t, i) => t.shape === 'caps' || (i > 0 && t.kind === 'number'));
      const shownName = verb.verb.tags.has('RevealVerbs') && (parts.object?.tokens.length === 1 || capitals) && ((shownWord?.kind === 'code' && !/\s/.test(shownWord.text)) || shownWord?.shape === 'caps' || titledShown) && inventory.kindOf(parts.object!.name) !== 'event';
      const doing = (choice.frame?.object === 'target' && parts.object?.type === 'thing' && parts.object.tokens.length === 1 && (/ing$/.test(parts.object.tokens[0].norm) || bareShown) && parts.object.tokens[0].kind === 'word') || shownName ? { ...parts.object!, type: 'state' as const } : undefined;
      // ("Typing in the input opens the listbox", where the text lists an open state: opening a part of
      // the thing puts it in the state the verb names.)
      const named = choice.frame?.object === 'target' ? inventory.findState(verb.lemma) : null;
      const listedState = !!named?.evidence.has('enumeration') && !!parts.object && listed('DefiniteDeterminers', parts.object.tokens[0]?.norm ?? '') && parts.object.type === 'thing';
      // "returns the coins", "moves the card": with no place to go, moving a thing is an action.
      if (!doing && !listedState && !choice.roles.target && parts.object && /^(thing|code)$/.test(parts.object.type) && !asState(parts.object, inventory) && !resultMotion(parts, inventory) && !verb.particle && !Object.keys(alternation(parts, inventory)).length) return null;
      if (choice.frame?.object === 'target') {
        // "opens the help modal" moves there; "shows an error" is an action.
        const place = asState(parts.object, inventory) ?? (parts.object?.type === 'state' ? parts.object : doing) ?? (listedState ? knownStateMention([verb.verb], named!) : undefined);
        if (!place) return null;
        return [motion(parts, { ...choice.roles, target: place }, inventory)];
      }
      // ("Approved documents ... end up Published": a state the text names, right after a verb of arriving, is where it arrives;
      // or a name written as one, "end up **Published**".)
      const arrived = choice.frame?.id === 'arrival' && !choice.roles.target && parts.object ? parts.object : null;
      const arrivedIn = arrived ? inventory.findState(arrived.name) : null;
      const writtenName = arrived?.tokens.length === 1 && arrived.tokens[0].kind !== 'word' && isName(arrived.tokens[0]);
      if (arrived && (arrivedIn || writtenName)) return [motion({ ...parts, object: null }, { ...choice.roles, target: arrivedIn ? knownStateMention(arrived.tokens, arrivedIn) : { ...arrived, type: 'state' } }, inventory)];
      // ("The agent can place it On Hold": with no place after a preposition, a name right after the object.)
      const putIn = choice.roles.target ? undefined : nameAfterObject(parts, inventory);
      return [motion(parts, putIn ? { ...choice.roles, target: putIn } : choice.roles, inventory)];
    case 'stay':
      return stayMeanings(parts, choice, inventory);
    case 'toggle': {
      // ("Clicking the trigger toggles it": with no places named, back and forth between the two listed.)
      // (What is toggled is the thing: not "the foo flag is always flipped around".)
      const patient = verb.passive ? parts.subject : parts.object;
      const unnamed = isTheThing(patient) && !choice.roles.between && !choice.roles.target && !choice.roles.source && !Object.keys(alternation(parts, inventory)).length;
      return [motion(parts, choice.roles, inventory, unnamed ? { betweenThem: true } : {})];
    }
    case 'initial':
      return beginning(parts, choice, inventory);
    case 'invoke': {
      // ("The customer may request a refund, at which point ...", "The **Place order** button on the review
      // page calls `placeOrder()`": what a person asks for, or a control calls, is what happens, there.)
      const control = !!parts.subject && listed('ControlNouns', parts.subject.tokens[parts.subject.tokens.length - 1]?.lemma ?? '') && parts.object?.tokens.length === 1 && isQuotedOrCode(parts.object.tokens[0]);
      if (control && !verb.negated) return [{ kind: 'trigger', trigger: { kind: 'event', name: written(parts.object!.tokens[0]), mention: parts.object! }, ...(placeOf(parts, inventory) ? { source: placeOf(parts, inventory)! } : {}) }];
      if (!verb.passive && !verb.negated && parts.subject?.type === 'actor' && !listedExactly('ParticipantPronouns', parts.subject.name) && parts.object) return [{ kind: 'trigger', trigger: gestureEvent(verb.verb, parts.object, clause.tokens) }];
      // ("Call release() from Initial: the object goes to Released": an order to call a written name,
      // given from a place, is that event; "in `loading`, call `fetchData`" runs a service there.)
      const orderedAt = !verb.negated && parts.object?.tokens.length === 1 && isName(parts.object.tokens[0]) ? orderedFrom(parts, inventory) : undefined;
      if (orderedAt) return [{ kind: 'trigger', trigger: { kind: 'event', name: written(parts.object!.tokens[0]), mention: parts.object! }, source: orderedAt.place }];
      const passive = verb.passive ? calledMeaning(parts) : null;
      if (passive) return [passive];
      // ("Identity verification runs in Verifying", "The embassy check runs while ...": what runs, a
      // thing with no object, is a service, where the clause says.)
      const runs = !parts.object && !verb.passive && !verb.negated && verb.lemma === 'run' && !!parts.subject && /^(thing|service|state)$/.test(parts.subject.type) && !!choice.roles.source;
      if (runs) return [{ kind: 'invoke', service: parts.subject!.type === 'service' && parts.subject!.name ? parts.subject!.name : serviceName(parts.subject!.tokens.filter((t) => t.pos !== 'det')), state: asState(choice.roles.source, inventory) ?? { ...choice.roles.source!, type: 'state' as const } }];
      if (!parts.object) return [stateDone(parts, inventory) ?? { kind: 'none' }];
      // "Loading fetches the user profile", "Uploading kicks off the pushPhotos service": what invokes is a state.
      // ("the system calls onStop()": a thing with an article that is no state the text names is not where it runs.)
      // (Nor one that is someone's: "Your laptop picks one and REQUESTs it".)
      const place = parts.subject && (parts.subject.type === 'state' || (parts.subject.type === 'thing' && parts.subject.tokens[0]?.pos !== 'det' && !listed('PossessiveDeterminers', parts.subject.tokens[0]?.norm ?? '')));
      const subject = parts.gerundSubject && !parts.gerundSubject.object ? gerundAsState(parts.gerundSubject.verb) : place ? { ...parts.subject!, type: 'state' as const } : undefined;
      const state = asState(parts.subject, inventory) ?? subject ?? choice.roles.source;
      // ("Typing again from results kicks off another `SEARCH`": what a gesture starts, named as an event, is that event.)
      if (parts.gerundSubject && parts.object.type === 'event') return [{ kind: 'trigger', trigger: { kind: 'event', name: parts.object.name, mention: parts.object }, ...(choice.roles.source ? { source: choice.roles.source } : {}) }];
      // ("invokes a promise actor": a service the text does not name is named by its words.)
      const unnamed = parts.object.type === 'service' && !parts.object.name ? actionName(parts.object.tokens.filter((t) => t.pos !== 'det')) : '';
      // ("we call `send(.onAppear)`, which flips us to ...": calling a function that sends an event is sending it.)
      const sending = parts.object.tokens.length === 1 && parts.object.tokens[0].kind === 'code' && sends(callIn(parts.object.tokens[0].text));
      if (sending) return [{ kind: 'trigger', trigger: { kind: 'event', name: written(parts.object.tokens[0]), mention: parts.object } }];
      // ("we invoke the dial goroutine", "it calls the payment gateway": what is called names the service by itself.)
      const called = verb.verb.tags.has('CalleeVerbs') ? serviceName(parts.object.tokens.filter((t) => t.pos !== 'det')) : '';
      return [{ kind: 'invoke', service: unnamed || (parts.object.type === 'service' || parts.object.by === 'shape' ? parts.object.name : called || actionName([verb.verb, ...parts.object.tokens])), state }];
    }
    case 'fire': {
      // (", triggered by the start event": what sets off the motion just told.)
      const by = (verb.passive || /ed$/.test(verb.verb.norm)) && !parts.subject && verb.from === 0 ? parts.preps.find((p) => p.prep === 'by' && (p.mention.type === 'event' || p.mention.type === 'thing')) : undefined;
      if (by) return [{ kind: 'trigger', trigger: { kind: 'event', name: by.mention.type === 'event' ? by.mention.name : eventName(by.mention.tokens), mention: by.mention } }];
      // "Scrolling near the bottom triggers loadingMore": what it sets off is a state: it goes there.
      // ("The page dispatches `loadProducts`": what is sent is a message, unless the text names it as a state.)
      const message = listedExactly('MessageVerbs', verb.lemma);
      const set = message ? (parts.object && inventory.findLoosely(parts.object.name) ? asState(parts.object, inventory) : undefined) : asState(parts.object, inventory) ?? (parts.object?.tokens.length === 1 && parts.object.tokens[0].shape === 'camel' && parts.object.type !== 'event' ? { ...parts.object, type: 'state' as const } : undefined);
      // ("Accepting sends them Heading To Restaurant": a person sent to a name goes there.)
      const sent = personSentTo(parts, inventory);
      if (set ?? sent) return [motion({ ...parts, object: null }, { ...choice.roles, target: (set ?? sent)! }, inventory)];
      const sender = parts.subject;
      // ("Typing triggers a `SEARCH`": what a gesture sets off is the event it gives.)
      const byMachine = (!sender && !parts.gerundSubject) || (!!sender && /^(machine|state|anaphor)$/.test(sender.type));
      // ("the user can send RETRY to go back to loading": sent so as to go somewhere, it goes there.)
      const purpose = parts.tokens.findIndex((t, i) => t.norm === 'to' && i > verb.main && parts.tokens[i + 1]?.tags.has('MotionVerbs'));
      const there = purpose > 0 ? parts.preps.find((p) => p.at > purpose + 1 && /^(to|into)$/.test(p.prep)) : undefined;
      if (there && parts.object && !byMachine) return [motion({ ...parts, object: null }, { event: parts.object, target: there.mention }, inventory)];
      // ("The induction loop beneath the arm reports LOOP_CLEARED": an event the text names is one, whoever raises it.)
      // (So is a written name that is dispatched or sent: "The page dispatches `loadProducts`".)
      // (But what the machine itself sends out is what it does: "It boots in INIT, broadcasts a
      // DHCPDISCOVER, and moves to SELECTING"; only what it raises to itself sets it off.)
      // ("the user can tap Retry, which sends `.retryTapped`": what "which" sends, the deed before it sends.)
      const relative = clause.kind === 'relative';
      const toItself = !byMachine || relative || listedExactly('SelfSendVerbs', verb.lemma);
      const namedMessage = toItself && !!parts.object && ((parts.object.type === 'event' && parts.object.by === 'shape') || (message && parts.object.tokens.length === 1 && isQuotedOrCode(parts.object.tokens[0])));
      // ("the details you gave us": a person it is given to is no event.)
      if (parts.object?.type === 'actor' && parts.object.tokens.length === 1 && listed('PersonalPronouns', parts.object.tokens[0].norm)) return [{ kind: 'none' }];
      if (parts.object && (!byMachine || namedMessage)) return [{ kind: 'trigger', trigger: { kind: 'event', name: parts.object.type === 'event' ? parts.object.name : parts.object.tokens.length === 1 && isQuotedOrCode(parts.object.tokens[0]) ? written(parts.object.tokens[0]) : eventName(parts.object.tokens), mention: parts.object } }];
      if (parts.object) return [{ kind: 'action', name: actionName([verb.verb, ...parts.object.tokens]) }];
      // ("At 10:00 the `sunrise` alarm fires and it goes into RAMP_UP": an event the text names, firing, happens.)
      const fires = !verb.passive && !verb.negated && !!sender && (sender.type === 'event' || sender.tokens.some(isQuotedOrCode)) && parts.tokens.slice(verb.to).every((t) => t.kind === 'punct');
      if (fires) return [{ kind: 'trigger', trigger: eventOfSubject(sender!, null) }];
      return [{ kind: 'none' }];
    }
    case 'receive':
      // ("the user sees the offline screen": someone who sees a place is there.)
      if (parts.subject?.type === 'actor' && parts.object?.type === 'state' && parts.object.by === 'head') return [motion({ ...parts, object: null }, { target: parts.object }, inventory)];
      // ("The PAUSE event is only handled in the playing state": an event received somewhere happens there.)
      // ("`retry` is only accepted in `failed`": a name written as code, no state, is the event, too.)
      const writtenEvent = !!parts.subject && parts.subject.tokens.length === 1 && isQuotedOrCode(parts.subject.tokens[0]) && !inventory.findState(parts.subject.name);
      if (verb.passive && !verb.negated && parts.subject && (parts.subject.type === 'event' || writtenEvent)) {
        const trigger = { kind: 'event' as const, name: writtenEvent ? written(parts.subject.tokens[0]) : parts.subject.name, mention: parts.subject };
        // ("The void event is allowed from both draft and issued": every place joined to it.)
        const joined = parts.preps.find((p) => roleOf(choice.frame!, p.prep) === 'source' && p.others?.length);
        if (joined) return [sceneOfJoined(joined, inventory), { kind: 'trigger', trigger }];
        return [{ kind: 'trigger', trigger, source: placeOf(parts, inventory) ?? undefined }];
      }
      if (parts.object) return [{ kind: 'trigger', trigger: { kind: 'event', name: parts.object.type === 'event' ? parts.object.name : eventName(parts.object.tokens), mention: parts.object } }];
      // ("The idle state listens for the FETCH event": what a state waits for happens there.)
      const awaited = parts.preps.find((p) => p.prep === 'for' && p.mention.type === 'event')?.mention;
      const listener = asState(parts.subject, inventory);
      // ("In `connected`, the daemon listens for `NETWORK_CHANGED`. That moves ...": or what anything there waits for.)
      return awaited && !verb.negated ? [{ kind: 'trigger', trigger: { kind: 'event', name: awaited.name, mention: awaited }, ...(listener ? { source: listener } : {}) }] : [{ kind: 'none' }];
    case 'happen':
      // ("The always object will immediately fire": the runtime's own trigger.)
      if (parts.subject?.runtime) return [{ kind: 'trigger', trigger: runtimeTrigger(parts.subject) }];
      // ("'Return to cart' works from any step of checkout": where it happens, too.)
      // ("Stop works from any state": everywhere.)
      const place = placeOf(parts, inventory);
      if (parts.subject && (!place || place.type === 'anaphor') && parts.tokens.some((t) => t.tags.has('GlobalMarkers'))) return [{ kind: 'global' }, { kind: 'trigger', trigger: eventOfSubject(parts.subject, parts.subject.type === 'event' ? null : verb.verb) }];
      const came = comesNext(parts, choice, inventory);
      if (came) return came;
      // ("STOP works from Running and Paused", "..., which works from `connecting`, `connected` or
      // `reconnecting`": every place joined to where it happens.)
      const happensIn = place ? parts.preps.find((p) => isScenePreposition(p.prep) && p.others?.length) : undefined;
      if (!parts.subject) return [happensIn ? sceneOfJoined(happensIn, inventory) : { kind: 'none' }];
      if (happensIn) return [sceneOfJoined(happensIn, inventory), { kind: 'trigger', trigger: eventOfSubject(parts.subject, parts.subject.type === 'event' ? null : verb.verb) }];
      return [{ kind: 'trigger', trigger: eventOfSubject(parts.subject, parts.subject.type === 'event' ? null : verb.verb), source: place ?? undefined }];
    case 'gesture': {
      const placed = gesturePlace(parts, choice, inventory);
      if (placed) return [placed];
      // ("and from error the user can hit `RETRY`": where it is done, a state the text names, is where it starts.)
      // ("the user enters their email on the `credentials` screen": where a person does it, too.)
      const byPerson = parts.subject?.type === 'actor' && parts.object ? parts.preps.find((p) => p.at > verb.main && p.prep !== 'from' && listedExactly('SettingPrepositions', p.prep) && asState(p.mention, inventory)) : undefined;
      const from = parts.preps.find((p) => p.prep === 'from' && choice.roles.source === p.mention) ? asState(choice.roles.source, inventory) : byPerson ? asState(byPerson.mention, inventory) : undefined;
      const ordered = from ? undefined : orderedFrom(parts, inventory);
      // ("`Enter` or `Tab` in `showing` inserts the highlighted mention": a key or an event written as
      // the subject is what is done; what it does to its object, an action.)
      const keys = writtenSubjects(parts, inventory);
      if (keys.length && parts.object) {
        const [first, ...others] = keys.map((k): Trigger => ({ kind: 'event', name: written(k) }));
        return [{ kind: 'action', name: actionName([verb.verb, ...parts.object.tokens]), trigger: first, ...(others.length ? { alsoTriggers: others } : {}), ...(from ? { source: from } : {}) }];
      }
      const trigger = gestureEvent(verb.verb, parts.object, clause.tokens);
      // ("Press Stop during Preheating, Cooking or Holding to go back to Idle": in each place.)
      if (ordered?.others.length) return [{ kind: 'scene', state: ordered.place, also: ordered.others }, { kind: 'trigger', trigger }];
      const place = from ?? ordered?.place;
      return [{ kind: 'trigger', trigger, ...(place ? { source: place } : {}) }];
    }
    case 'finish':
    case 'fail':
    case 'expire': {
      // "some of which can end in the same state" says nothing about a service.
      // ("Validation either succeeds, in which case ...": a thing that succeeds or fails, told as what
      // happens next, is the outcome of what runs there, or an event.)
      // ("place the order, which ends in the confirmed state": ending in a state is going there.)
      // ("and always ends in `:void`": a written name there is a state, whatever else it names.)
      const written = (m: Mention) => m.tokens.length === 1 && isQuotedOrCode(m.tokens[0]);
      const placeIn = (p: PrepPhrase) => listedExactly('LocationPrepositions', p.prep) && (p.mention.type === 'state' || written(p.mention));
      // ("Jobs finish as completed": what it ends as, a state the text names, a participle or a written name, too.)
      const endedAs = (p: PrepPhrase) => p.prep === 'as' && (!!inventory.findState(p.mention.name) || (p.mention.tokens.length === 1 && (isParticiple(p.mention.tokens[0]) || written(p.mention))));
      const movedTo = movedAfterParticiple(parts, inventory);
      if (movedTo) return [motion(parts, { target: movedTo }, inventory)];
      // ("on `aborted` the whole task ends as `FAILED`": with the event it ends on, too.)
      const endsIn = yields === 'finish' ? parts.preps.find((p) => (placeIn(p) || endedAs(p)) && p.at > verb.main && p.mention !== choice.roles.event) : undefined;
      if (endsIn) {
        // ("Landing from either FLYING or RETURN_TO_HOME ends in LANDED": where what ends was done from, each place.)
        const doneFrom = parts.gerundSubject ? parts.preps.find((p) => p.prep === 'from' && p.at < verb.from && !!asState(p.mention, inventory)) : undefined;
        const ended: Mention = { ...endsIn.mention, type: 'state' };
        const others = doneFrom?.others?.map((o) => ({ source: asState(o, inventory) ?? { ...o, type: 'state' as const }, target: ended })) ?? [];
        // (The thing itself finishing as a state sets it off, where nothing else does: "jobs finish as completed" on FINISH.)
        const itself = endsIn.prep === 'as' && isTheThing(parts.subject) && !parts.gerundSubject ? { weakTrigger: { kind: 'event' as const, name: eventName([{ ...verb.verb, pos: 'verb' as const }]) } } : {};
        return [motion(parts, { target: ended, ...(doneFrom ? { source: doneFrom.mention } : {}), ...(choice.roles.event ? { event: choice.roles.event } : {}) }, inventory, { ...(others.length ? { more: others } : {}), ...(choice.roles.event ? {} : itself) })];
      }
      // ("Runs that sit in `queued` for more than 24 hours are expired": made so, where the text names the
      // state its participle writes, is going there.)
      const madeSo = verb.passive && !verb.negated && /(ed|en)$/.test(verb.verb.norm) ? inventory.findState(verb.verb.norm) : null;
      if (madeSo) return [motion(parts, { target: knownStateMention([verb.verb], madeSo) }, inventory)];
      const told = yields !== 'expire' && !choice.roles.event && parts.subject?.type === 'thing' && !parts.object && !verb.negated && !verb.modal && clause.kind !== 'relative' ? outcomeOf(choice, parts) : null;
      if (told) return [{ kind: 'trigger', trigger: told }];
      // ("it either resolves, ..., or rejects, ...": a predicate that shares the subject before it, too.)
      const shared = !parts.subject && clause.kind === 'coord' && verb.from === 0 && !parts.object;
      // ("It is fulfilled ..., and rejected otherwise": the thing left so is in that state.)
      if (verb.passive && parts.sharedSubject && isTheThing(parts.subject)) return null;
      if (yields !== 'expire' && !choice.roles.event && !shared && !(parts.subject && /^(service|state|anaphor|outcome)$/.test(parts.subject.type))) return null;
      const own = triggerOfRoles(choice.roles);
      // (Where no service runs, the event its verb names: RESOLVE, REJECT.)
      const named = { otherwise: eventName([{ ...verb.verb, pos: 'verb' }]) };
      // ("This state ends after 14 days": ending after a time is a wait.)
      const waited = yields === 'finish' && !verb.negated ? parts.preps.find((p) => p.prep === 'after' && p.mention.type === 'duration') : undefined;
      const trigger: Trigger = own ?? (yields === 'expire' || waited ? { kind: 'after', delay: waited?.mention.delay ?? durationOf(parts.tokens) } : { kind: yields === 'finish' ? 'invoke.onDone' : 'invoke.onError', ...named });
      // ("Calibrating ends with CAL_OK": what ends is a state.)
      // (Not things counted in the plural: "calls fail fast with `BreakerOpenError`".)
      const ender = asState(parts.subject, inventory) ?? (choice.roles.event && parts.subject && parts.subject.type === 'thing' && parts.subject.tokens.length === 1 && !isPluralNoun(parts.subject.tokens[0]) ? { ...parts.subject, type: 'state' as const } : undefined);
      return [{ kind: 'trigger', trigger, source: ender }];
    }
    case 'remove':
    case 'rename': {
      const change = changeMeanings(parts, choice, inventory);
      if (change) return change;
      return null;
    }
    case 'declare':
      return declareMeanings(parts, inventory);
    default:
      return null;
  }
  return null;
}
