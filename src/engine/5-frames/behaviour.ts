/**
 * Main clauses: the chosen frame says what the clause does (frame by frame in frame-meanings.ts,
 * after the readings here that come before any frame).
 * - motion, arrival, causative: a transition; the subject is the trigger when it is an event
 *   ("PAY takes us to paid"), the source when it is a state ("Loading goes to ready"), and the
 *   thing that moves otherwise ("the machine", "we", "it");
 * - a transition named as a noun ("has a transition to the thanks state", "does a transition from
 *   S1 to S2") reads like a motion, whatever its verb;
 * - stay, toggle, initial, invoke, declare as their frames say;
 * - sending, receiving, happening, gestures, finishing: triggers for the clauses around them;
 * - a copula can name the initial state ("the initial state is X") or where the thing now is
 *   ("it is clean again");
 * - any other verb with an object is an action ("shows an error", "clears the input").
 */
import { listed, listedExactly } from '../grammar/words.js';
import { isQuotedOrCode } from '../2-words/token.js';
import { distributedPairs } from './distributed.js';
import type { Clause } from '../3-clauses/split.js';
import type { Inventory } from '../4-inventory/inventory.js';
import { isTheThing, knownStateMention, type Mention } from '../4-inventory/mentions.js';
import { actionName, eventName, isTitledName, stateName, written } from '../4-inventory/names.js';
import type { PrepPhrase } from './prep-phrases.js';
import type { Grammar } from '../grammar/load.js';
import type { Choice } from './choose.js';
import { gestureEvent } from './events-named.js';
import { copulaMeanings, initiallySaid } from './copula.js';
import { ceasedDoing, lifecycleMotion, madeToMove, resultMotion, stateDone } from './lifecycle.js';
import { stateOfObject } from './state-of-object.js';
import type { Meaning, Trigger } from './meaning.js';
import { byDoing, complementAfter, motion, nominalMotion } from './motion.js';
import { doneWithControl } from './controls.js';
import { transitionNounEvent } from './transition-noun.js';
import { byGoing } from './by-going.js';
import type { Parts } from './parts.js';
import { phraseMeanings } from './phrases.js';
import { outcomeWord } from './events-named.js';
import { asState, namedPlace, stateOfThing, subjectRole, titledQuality } from './subject.js';
import { abilityEvent, deedEvent, withDeed } from './person-deeds.js';
import { frameMeanings } from './frame-meanings.js';
import { isScenePreposition } from './condition-places.js';
import { initialNamed } from './initial-named.js';
import { markedWith } from './named-goals.js';
import { stateLeftAs } from './passive-as.js';

export function behaviourMeanings(clause: Clause, parts: Parts, choice: Choice, inventory: Inventory, g: Grammar): Meaning[] {
  const verb = parts.verb;
  // ("In the locked state, pushing on the arm has no effect": what is done stays where it is.)
  if (verb && clause.tokens.some((t) => t.tags.has('NoEffectPhrasesStart'))) {
    const done = verb.gerund && verb.from === 0 ? gestureEvent(verb.verb, parts.object, parts.tokens.slice(0, parts.tokens.findIndex((t) => t.tags.has('NoEffectPhrasesStart')))) : undefined;
    return [motion({ ...parts, object: null }, {}, inventory, { stay: true, ...(done ? { trigger: done } : {}) })];
  }
  // (A name alone is a gapped motion only as the other branch, the next step, or cut from a condition: "otherwise `error`", "then active", "if it fails, `Failed`".)
  if (!verb) return (clause.fresh ? distributedPairs(parts.tokens, inventory) : null) ?? phraseMeanings(parts, inventory, clause.kind === 'coord' || clause.kind === 'then' || clause.kind === 'otherwise' || clause.comma === false && !!clause.opener, /^(or|and)\b/.test(clause.opener), clause.kind === 'otherwise' || clause.kind === 'then' || (clause.kind === 'coord' && !clause.opener));
  const starts = verb.copula ? null : initialNamed(parts.tokens, inventory);
  if (starts) return [starts];
  // ("Flip the Bag/Vent switch to Vent to go to MECHANICAL VENTILATION", "turn the selector to AUTO":
  // an order to set a control to a position is that position's event; where it leads, the purpose says.)
  const position = !parts.subject && !parts.gerundSubject && verb.from === 0 ? parts.preps.find((p) => p.prep === 'to' && p.at > verb.main && p.mention.tokens.length === 1 && /^[A-Z]/.test(p.mention.tokens[0].text)) : undefined;
  const setTo = position && parts.tokens.slice(verb.to, position.at).some((t) => t.pos === 'noun' && listed('ControlNouns', t.lemma)) ? position : undefined;
  if (setTo) return [{ kind: 'trigger', trigger: { kind: 'event', name: eventName(setTo.mention.tokens), mention: setTo.mention } }];
  // ("Approved documents are published by an editor and end up Published": a deed done to the
  // thing by a person, told in the passive with nothing else, is what happens: PUBLISH.)
  const byPerson = verb.passive && !verb.negated && !verb.modal && parts.subject?.entity && !parts.object && parts.preps.length === 1 && parts.preps[0].prep === 'by' && /^(actor|thing)$/.test(parts.preps[0].mention.type);
  const withControl = doneWithControl(parts, inventory);
  if (withControl) return withControl;
  if (byPerson) return [{ kind: 'trigger', trigger: { kind: 'event', name: eventName([{ ...verb.verb, pos: 'verb' }]) }, ...(parts.subject?.type === 'state' ? { source: parts.subject } : {}) }];
  // ("A `FAILED` sample can be resubmitted from the web UI, which puts it back to `SUBMITTED`": what is
  // done to a thing in a state written as a name before it is what happens there.)
  // (Not one moved somewhere, "An `active` project is moved to `archived` by ...", nor one received or sent.)
  const deedOnThing = !['MotionVerbs', 'CausativeVerbs', 'ReceiveVerbs', 'FireVerbs'].some((c) => verb.verb.tags.has(c)) && !parts.preps.some((p) => listed('TargetPrepositions', p.prep));
  const inState = verb.passive && !verb.negated && deedOnThing && parts.subject ? titledQuality({ ...parts.subject, type: 'thing' }) : undefined;
  if (inState && !parts.object && clause.kind === 'main') return [{ kind: 'trigger', trigger: { kind: 'event', name: eventName([{ ...verb.verb, norm: verb.lemma, pos: 'verb' }]) }, source: asState(inState, inventory) ?? inState }];
  // (", becoming fulfilled": a participle of becoming says where the clause before leads.)
  const becoming = /ing$/.test(verb.verb.norm) && verb.from === 0 && listed('LinkingVerbs', verb.verb.lemma) ? complementAfter(parts, verb.to) : undefined;
  if (becoming) return [motion({ ...parts, subject: null, subjects: [], object: null, gerundSubject: null }, { target: asState(becoming, inventory) ?? becoming }, inventory)];
  // ("at which point it becomes a match", "it becomes a duplicate": what a thing becomes, named by one noun, is a state.)
  const made = listed('LinkingVerbs', verb.verb.lemma) && !verb.copula && /^(thing|state|machine)$/.test(parts.object?.type ?? '') && listed('IndefiniteArticles', parts.object?.tokens[0]?.norm ?? '') && parts.object?.tokens.length === 2 ? parts.object : null;
  if (made) return [motion({ ...parts, object: null }, { ...choice.roles, target: asState(made, inventory) ?? { ...made, type: 'state' } }, inventory)];
  // ("After 4 hours without a meal it gets **Hungry**": the thing getting a quality written as a name goes there.)
  const gotten = parts.object?.tokens.length === 1 ? parts.object.tokens[0] : undefined;
  const got = listedExactly('BecomingVerbs', verb.verb.lemma) && !verb.passive && !verb.particle && parts.tokens[verb.to] === gotten && isTheThing(parts.subject) && !!gotten && /^[A-Z][a-z]+$/.test(gotten.text.replace(/^[`'"*]+/, '')) && !parts.preps.some((p) => p.at > verb.main && listed('TargetPrepositions', p.prep));
  if (got) return [motion({ ...parts, object: null }, { ...choice.roles, target: asState(parts.object, inventory) ?? { ...parts.object!, type: 'state' } }, inventory)];
  // "Flipping it, when it is off, ...": a clause that is only something done is a trigger for the clauses after it.
  // (But "starting at shipping" says where it starts.)
  const initialPlace = (verb.verb.tags.has('InitialVerbs') || choice.frame?.yields === 'move') && choice.roles.target;
  if (verb.gerund && verb.from === 0 && !initialPlace && parts.tokens.every((t, i) => i === verb.main || t.pos !== 'verb')) {
    return [{ kind: 'trigger', trigger: gestureEvent(verb.verb, parts.object, parts.tokens) }];
  }
  // ("Pending means the Pod has been accepted ...": a name a sentence opens by defining is a state.)
  const defined = parts.subject?.tokens.length === 1 ? parts.subject.tokens[0] : parts.gerundSubject && !parts.gerundSubject.object ? parts.gerundSubject.verb : undefined;
  // ("PRE_TRANSIT is reported when a label has been created": a status written as a name that is
  // reported or shown, opening the sentence, is defined by when that happens.)
  const reported = verb.passive && !verb.negated && !!defined && defined.kind !== 'word' && (defined.shape === 'caps' || isQuotedOrCode(defined)) && listedExactly('StatusReportVerbs', verb.lemma) && !parts.object && !parts.preps.some((p) => listed('TargetPrepositions', p.prep));
  if ((verb.verb.tags.has('DefinitionVerbs') || reported) && !verb.negated && defined && parts.tokens[0] === defined && (defined.kind !== 'word' || /^[A-Z]/.test(defined.text))) return [{ kind: 'declare', states: [{ type: 'state', tokens: [defined], name: stateName([defined]), by: 'words' }], defines: true }];
  // "you may BOIL", "a pilot may LAUNCH": an event written where the verb should be is what happens.
  if (verb.named) {
    const trigger: Trigger = { kind: 'event', name: written(verb.verb), mention: { type: 'event', tokens: [verb.verb], name: written(verb.verb), by: 'shape' } };
    // ("You can only CLOSE the modal when it's open": what it does to the thing leaves it in the state its verb names.)
    const left = parts.object ? inventory.findLeftBy(verb.verb.text.toLowerCase()) : null;
    // ("You can `cancel` a `running` pipeline at any time": done to a thing in a state, it happens there.)
    const doneTo = stateOfThing(parts.object);
    const from = doneTo ? { source: asState(doneTo, inventory) ?? doneTo } : {};
    if (left) return [motion({ ...parts, object: null }, { target: knownStateMention([verb.verb], left), ...from }, inventory, { trigger })];
    return [{ kind: 'trigger', trigger, ...from }];
  }
  // ("A match is made of countdown, playing and roundOver": what a thing is made of is declared, not done.)
  if (verb.passive && listedExactly('MadeOfVerbs', verb.lemma) && parts.preps.some((p) => p.prep === 'of')) return [{ kind: 'declare', states: [] }];
  // ("The smart lock is locked by default": a participle said of how it starts is a state.)
  if (verb.passive && !verb.negated && initiallySaid(parts)) return copulaMeanings({ ...parts, complement: { type: 'state', tokens: [verb.verb], name: stateName([verb.verb]), by: 'words' } }, inventory);
  // ("the order enters charging": a thing that enters a place goes there; a person who enters a code does something.)
  // ("Pressing i in normal mode enters insert mode": what a gesture enters, too.)
  // ("`START` from `Docked` enters `Cleaning.Sweeping`": what an event enters, too.)
  const enters = verb.verb.tags.has('EntryWords') && !verb.passive && ((parts.subject && /^(thing|machine|anaphor|event)$/.test(parts.subject.type) && !listedExactly('NonThirdPersonPronouns', parts.subject.name)) || (!!parts.gerundSubject && !parts.subject));
  // ("the system enters **Entry delay**": a thing enters a place however it is written; what a gesture enters in quotes is typed.)
  // ("the device enters FAST CHARGE": a name of words in capitals, too.)
  const capitals = !!parts.object && parts.object.tokens.length <= 3 && parts.object.tokens.every((t) => t.kind === 'name' && t.shape === 'caps');
  const place = enters && parts.object && (asState(parts.object, inventory) ?? ((parts.object.tokens.length === 1 && (parts.object.tokens[0].kind !== 'quoted' || !!parts.subject)) || capitals ? { ...parts.object, type: 'state' as const } : undefined));
  // (Where the gesture was done, before the verb, is where it starts: "in normal mode".)
  const doneIn = place ? parts.preps.find((p) => p.at < verb.from && listedExactly('LocationPrepositions', p.prep) && asState(p.mention, inventory)) : undefined;
  // ("the PLC enters WARNING": a name in capitals after "the" is the thing that enters, not an event.)
  const entrant = parts.subject?.type === 'event' && parts.subject.tokens.length === 2 && listed('DefiniteDeterminers', parts.subject.tokens[0].norm) ? { ...parts.subject, type: 'machine' as const } : parts.subject;
  if (place) return [motion({ ...parts, subject: entrant, object: null }, { ...choice.roles, target: place, ...(doneIn ? { source: asState(doneIn.mention, inventory) } : {}) }, inventory)];
  const ceased = ceasedDoing(parts, inventory, choice.roles);
  if (ceased) return [ceased];
  const doneTo = stateOfObject(parts, inventory);
  if (doneTo) return [doneTo];
  const marked = markedWith(parts, inventory);
  if (marked) return [withDeed(marked, deedEvent(parts))];
  const result = stateLeftAs(parts, inventory) ?? byGoing(parts, inventory) ?? resultMotion(parts, inventory, choice.roles) ?? madeToMove(parts, inventory, g) ?? lifecycleMotion(parts, inventory, g);
  if (result) return [withDeed(result, deedEvent(parts))];
  const nominal = nominalMotion(parts, g);
  if (nominal) {
    const moved = motion(parts, nominal, inventory);
    // ("`red` has its own `TIMER` transition to `green`": the noun's own words name its event, where nothing else does.)
    const told = moved.kind === 'motion' && !moved.trigger ? transitionNounEvent(parts, inventory) : undefined;
    return [told && moved.kind === 'motion' ? { ...moved, trigger: told } : moved];
  }
  // ("it would be cool if ...": what would be is no state.)
  if (verb.copula) return listedExactly('HypotheticalModals', verb.modal ?? '') ? [{ kind: 'none' }] : copulaMeanings(parts, inventory, clause.kind === 'then');
  // "the brewing state is entered": a state entered is where the motion goes.
  // ("..., after which Closing is initiated": a state that is begun, too.)
  // ("The Advertising State can be entered from the Standby State": from where it is entered, too.)
  const enteredFrom = parts.preps.find((p) => p.prep === 'from' && p.at > verb.main && asState(p.mention, inventory));
  if (verb.passive && (verb.verb.tags.has('EntryWords') || verb.verb.tags.has('RevealVerbs') || verb.verb.tags.has('OnsetVerbs')) && parts.subject && asState(parts.subject, inventory) && !verb.negated) return [motion({ ...parts, subject: null, subjects: [] }, { target: asState(parts.subject, inventory), ...(enteredFrom ? { source: asState(enteredFrom.mention, inventory) } : {}) }, inventory)];
  const yields = choice.frame?.yields;
  // "pressing Enter submits the query", "a TICK event should trigger a transition action": when the
  // subject is what happened, a verb of sending or doing is what the machine does in response.
  if (yields === 'gesture' || yields === 'fire' || yields === 'receive') {
    const subject = subjectRole(parts, inventory);
    // ("Scrolling near the bottom triggers loadingMore": setting off a state named as one is going there.)
    const setsOffState = yields === 'fire' && !!parts.object && (!!asState(parts.object, inventory) || (parts.object.tokens.length === 1 && parts.object.tokens[0].shape === 'camel' && parts.object.type !== 'event'));
    // ("Typing triggers a `SEARCH`": a gesture that sets off an event the text names gives that event (frame-meanings).)
    const firesEvent = yields === 'fire' && !!parts.gerundSubject && (parts.object?.type === 'event' || (parts.object?.tokens.length === 1 && isQuotedOrCode(parts.object.tokens[0])));
    if ((subject.trigger || subject.weakTrigger) && parts.object && !setsOffState && !firesEvent && (parts.gerundSubject || parts.subject?.type === 'event' || parts.subject?.type === 'outcome')) {
      // ("Pressing the coin return button (input R) in S25 gives the quarter back and returns ...":
      // where the gesture is done, a state the text names, is where what follows starts.)
      const where = sceneWhereDone(parts, inventory);
      const done: Meaning = { kind: 'action', name: actionName([verb.verb, ...parts.object.tokens]), ...(subject.trigger ? { trigger: subject.trigger } : {}), ...(subject.weakTrigger ? { weakTrigger: subject.weakTrigger } : {}) };
      return where ? [where, done] : [done];
    }
  }
  // ("PlacedOnHold puts it OnHold": the state it is put in, with no preposition.)
  const putIn = verb.verb.tags.has('CausativeVerbs') && listed('ObjectAnaphors', parts.tokens[verb.to]?.norm ?? '') && parts.object && parts.object.tokens.length === 1 && !choice.roles.target ? asState(parts.object, inventory) ?? (parts.object.tokens[0].kind === 'name' ? { ...parts.object, type: 'state' as const } : undefined) : undefined;
  if (putIn) return [motion({ ...parts, object: null }, { ...choice.roles, target: putIn }, inventory)];
  const framed = frameMeanings(clause, parts, choice, inventory);
  if (framed) return framed;
  // What a clause does to a state the text names takes it there: "'Rematch' restarts the countdown", "pressing P
  // again resumes playing", "pressing P pauses (paused is also inside the match)", "you're playing".
  const toState = stateDone(parts, inventory);
  if (toState && !verb.negated) return [toState];
  const hypothetical = listedExactly('HypotheticalModals', verb.modal ?? '');
  if (verb.negated || hypothetical) return [{ kind: 'none' }];
  // ("It is dismissed by pressing Cancel": what is done by a gesture is set off by it.)
  const done = byDoing(parts);
  // ("at which point the user is logged out", "they are signed in": a person left in a state by a
  // verb and its particle is in that state.)
  if (verb.passive && verb.particle && parts.subject?.type === 'actor' && !done && !verb.modal) return [motion({ ...parts, subject: null, subjects: [] }, { target: { type: 'state', tokens: [verb.verb, verb.particle], name: stateName([verb.verb, verb.particle]), by: 'words' } }, inventory)];
  // ("the account is locked for 30 minutes, after which ...": a thing kept so for a time stays in that state.)
  const kept = verb.passive && !done && !verb.modal && !parts.object ? parts.preps.find((p) => p.prep === 'for' && p.mention.type === 'duration') : undefined;
  // (The thing itself, "the account", not what it gets: "codes are ignored for five minutes".)
  const itself = !!parts.subject && (isTheThing(parts.subject) || (parts.subject.tokens[0]?.pos === 'det' && !parts.subject.tokens[parts.subject.tokens.length - 1].tags.has('Plural')));
  if (kept && itself && parts.subject!.type !== 'actor' && parts.tokens.slice(verb.to).every((t) => t.kind === 'punct' || t.pos === 'adv' || kept.mention.tokens.includes(t) || t === parts.tokens[kept.at])) {
    return [{ kind: 'motion', stay: true, source: { type: 'state', tokens: [verb.verb], name: stateName([verb.verb]), by: 'words' }, trigger: { kind: 'after', delay: kept.mention.delay ?? null } }];
  }
  // ("; then it is connected": the thing the text is about, left so by what happened, is in that state.)
  // (A coordinated predicate shares the subject before it: "Blocked books are restored ..., and are withdrawn ...".)
  const about = parts.subject ? isTheThing(parts.subject) : clause.kind === 'coord' && verb.from === 0;
  // ("and are withdrawn automatically after 20 days": after a wait, too.)
  const wait = parts.preps.find((p) => p.prep === 'after' && p.mention.type === 'duration');
  // (What follows the verb, but for the wait, before it or after: "After 10 seconds it is hidden", "is hidden after 10 seconds".)
  const rest = parts.tokens.slice(verb.to).filter((t, k) => !wait || (!wait.mention.tokens.includes(t) && parts.tokens[verb.to + k + 1] !== wait.mention.tokens[0]));
  // (Being started or initialized is how the machine runs, not a state, unless the text names one so.)
  const begun = verb.verb.tags.has('InitialVerbs') && !inventory.findState(verb.verb.norm);
  // ("on success it is connected": the event or outcome it is so on.)
  const on = parts.preps.find((p) => p.at < verb.from && /^(on|upon)$/.test(p.prep) && (p.mention.type === 'event' || p.mention.type === 'outcome' || !!outcomeWord(p.mention)));
  // ("If every attempt fails, it is marked as dead": what the thing is marked as is the state it is in.)
  const as = verb.passive && about && !verb.negated ? parts.preps.find((p) => p.prep === 'as' && p.at === verb.to && (p.mention.type === 'thing' || p.mention.type === 'state')) : undefined;
  if (as) return [motion({ ...parts, subject: null, subjects: [] }, { target: asState(as.mention, inventory) ?? { ...as.mention, type: 'state' } }, inventory)];
  // ("Pending payments are cancelled after 48 hours": things named by the state they are in, too, from there.)
  // (An adjective in -ing only: a participle before the plural, "Archived projects are deleted after 90 days", is told by its own sentence.)
  const quality = !about && wait ? stateOfThing(parts.subject) : undefined;
  const held = quality?.tokens[0].tags.has('IngAdjectives') ? quality : undefined;
  // ("the order is cancelled and refunded": the first of participles joined names the state it is left in.)
  const joined = rest[0]?.norm === 'and' && rest.slice(1).every((t) => t.kind === 'punct' || t.norm === 'and' || (t.pos === 'verb' && /ed$/.test(t.norm))) ? rest.filter((t) => t.pos === 'verb') : [];
  // (Of the thing, "the order", told so here: with one participle alone it reads as the thing's complement.)
  const theThing = !!parts.subject && parts.subject.type === 'thing' && listed('DefiniteDeterminers', parts.subject.tokens[0]?.norm ?? '') && parts.subject.tokens.length <= 3;
  if (verb.passive && (about || held || (joined.length && theThing)) && !done && !begun && !verb.modal && (joined.length || rest.every((t) => t.kind === 'punct' || t.pos === 'adv'))) {
    return [motion({ ...parts, subject: null, subjects: [] }, { target: { type: 'state', tokens: [verb.verb], name: stateName([verb.verb]), by: 'words' }, ...(held ? { source: held } : {}), ...(wait ? { delay: wait.mention } : {}), ...(on ? { event: on.mention } : {}) }, inventory)];
  }
  if (verb.passive && parts.subject) return [{ kind: 'action', name: actionName([verb.verb, ...parts.subject.tokens]), ...(done ? { trigger: done } : {}) }];
  // ("Pressing Leave disconnects from the room": something done, set off by what the subject does.)
  if (!parts.object && parts.gerundSubject && parts.preps[0] && parts.preps[0].at > verb.main) {
    const pp = parts.preps[0];
    return [{ kind: 'action', name: actionName([verb.verb, parts.tokens[pp.at], ...pp.mention.tokens]), trigger: gestureEvent(parts.gerundSubject.verb, parts.gerundSubject.object, parts.tokens) }];
  }
  // ("A developer can assign it, moving it to InProgress": done to the thing itself.)
  const able = !parts.object || parts.object.type === 'anaphor' ? abilityEvent(parts) : null;
  // ("Customers can cancel at any time", where the text names a `canceled` state: doing it leaves the thing so, spelt either way.)
  // (Not before a comma, where what it does is told next: "The manager can Approve, which moves the report to approved".)
  const leftSo = able && !clause.comma && parts.tokens[parts.tokens.length - 1]?.text !== ',' ? inventory.findLeftBy(verb.lemma) : null;
  // ("You can also abort from `Canary` or `Progressing`": from each place joined, too.)
  // (Not a place of the page, "cancel from the order page".)
  const from = leftSo ? parts.preps.find((p) => p.prep === 'from' && !!asState(p.mention, inventory) && p.mention.tokens.every((t) => t.pos !== 'det')) : undefined;
  const target = leftSo ? knownStateMention([verb.verb], leftSo) : undefined;
  const more = from?.others?.length ? { more: from.others.map((o) => ({ source: asState(o, inventory) ?? { ...o, type: 'state' as const }, target: target! })) } : {};
  if (able && target) return [{ kind: 'motion', target, trigger: able, ...(from ? { source: asState(from.mention, inventory)! } : {}), ...more }];
  if (able) return [{ kind: 'trigger', trigger: able }];
  // ("Authors write in Draft": where people do what they do is where the story is.)
  // (A place capitalised as a name is one, too.)
  const named = (m: Mention) => asState(m, inventory) ?? (m.tokens.length === 1 && /^[A-Z][a-z]/.test(m.tokens[0].text) ? { ...m, type: 'state' as const } : undefined);
  const workIn = parts.subject?.type === 'actor' && !parts.object ? parts.preps.find((p) => p.prep === 'in' && p.at === verb.to && named(p.mention)) : undefined;
  if (workIn) return [{ kind: 'scene', state: named(workIn.mention)! }];
  if (!parts.object) return [{ kind: 'none' }];
  // ("A failure trips the breaker to OPEN", "it flips the flag to `on`": whatever the verb, taking
  // the thing to a state is putting it there.)
  const objectEnd = parts.tokens.indexOf(parts.object.tokens[parts.object.tokens.length - 1]) + 1;
  // ("we'll close the claim as Withdrawn", "records the payment as Failed": what it is left as, a state or a capitalised name, too.)
  const leftAs = (p: PrepPhrase) => p.prep === 'as' && isTitledName(p.mention.tokens.filter((t) => t.pos !== 'det'));
  const goal = parts.preps.find((p) => (listed('TargetPrepositions', p.prep) || p.prep === 'as') && p.at === objectEnd && (asState(p.mention, inventory) || (p.mention.tokens.length === 1 && (p.mention.tokens[0].shape === 'caps' || p.mention.tokens[0].kind === 'code')) || leftAs(p)));
  // (Whatever the thing, when a person does it: "the agent moves the ticket to Resolved".)
  const deed = deedEvent(parts);
  if (goal && (isTheThing(parts.object) || parts.object.type === 'anaphor' || deed)) return [withDeed(motion({ ...parts, object: null }, { ...choice.roles, target: asState(goal.mention, inventory) ?? { ...goal.mention, type: 'state' } }, inventory), deed)];
  const name = actionName([verb.verb, ...parts.object.tokens, ...(verb.particle ? [verb.particle] : [])]);
  // ("Entering the call turns on the camera": what entering or leaving a state does runs on entry or exit.)
  const gesture = parts.gerundSubject;
  const entered = gesture && (gesture.verb.tags.has('EntryWords') || gesture.verb.tags.has('ExitWords')) ? asState(gesture.object, inventory) : undefined;
  if (entered) return [{ kind: gesture!.verb.tags.has('EntryWords') ? 'entry' : 'exit', state: entered, action: name }];
  // "a TICK event should increment the elapsed time": what the subject names sets it off.
  const subject = subjectRole(parts, inventory);
  // ("Hitting Save in the editing state saves the document and returns to viewing": where it is done is where what follows starts.)
  const where = !subject.source || subject.source.by === 'words' ? sceneWhereDone(parts, inventory, !!subject.weakTrigger || !!subject.trigger) : undefined;
  return [...(where ? [where] : []), { kind: 'action', name, ...(subject.trigger ? { trigger: subject.trigger } : {}), ...(subject.weakTrigger ? { weakTrigger: subject.weakTrigger } : {}), ...(subject.alsoTriggers?.length ? { alsoTriggers: subject.alsoTriggers } : {}), ...(subject.source && subject.source.by !== 'words' ? { source: subject.source } : {}) }];
}

/**
 * A gesture's setting before the verb, a state the text names: "Pressing the coin return button in S25 ...",
 * with every place joined to it ("Esc in Running or Paused abandons the job ..."). `named`: the subject
 * names what is done, so its setting counts too.
 */
function sceneWhereDone(parts: Parts, inventory: Inventory, named = false): Meaning | undefined {
  const verb = parts.verb!;
  // ("`STOP` during `focus` abandons the session and goes to `idle`": or where an event named as the subject happens.)
  const event = parts.subject?.type === 'event' || named;
  if (!parts.gerundSubject && !event) return undefined;
  for (const p of parts.preps) {
    const state = p.at < verb.from && (listedExactly('SettingPrepositions', p.prep) || (event && isScenePreposition(p.prep))) ? asState(p.mention, inventory) ?? (event ? namedPlace(p.mention, inventory) : undefined) : undefined;
    if (state) return { kind: 'scene', state, ...(p.others?.length ? { also: p.others.map((o) => asState(o, inventory) ?? { ...o, type: 'state' as const }) } : {}) };
  }
  return undefined;
}
