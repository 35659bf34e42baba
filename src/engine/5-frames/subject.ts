/**
 * Subjects: what the subject of a clause is to its motion. An event or something done is the
 * trigger ("PAY takes us to paid", "Pressing Leave ..."), a state is the source ("Loading goes
 * to ready"), and the machine, a person or the thing the text is about is only what moves.
 */
import { listed, listedExactly } from '../grammar/words.js';
import { durationOf } from '../4-inventory/durations.js';
import type { Inventory } from '../4-inventory/inventory.js';
import { isTheThing, knownStateMention, placesJoined, type Mention } from '../4-inventory/mentions.js';
import { condName, eventName, stateName, written } from '../4-inventory/names.js';
import { eventOfSubject, gestureEvent } from './events-named.js';
import { happenedTo } from './happened-to.js';
import { runtimeTrigger, type Trigger } from './meaning.js';
import type { Parts, SubjectPart } from './parts.js';
import { isName, isQuotedOrCode } from '../2-words/token.js';
import { readsAsQuality } from '../2-words/lemma.js';

export const asState = (m: Mention | null | undefined, inventory: Inventory): Mention | undefined => {
  if (!m) return undefined;
  if (m.type === 'state') return m;
  // ("enters awaitingCard": a name written in camelCase, where a state is meant, is one.)
  if (m.type === 'thing' && m.tokens.length === 1 && /^(camel|pascal|snake)$/.test(m.tokens[0].shape ?? '')) return { ...m, type: 'state' };
  if (m.type === 'thing') {
    const known = inventory.findLoosely(m.name);
    if (known) return { ...m, type: 'state', name: known.name, path: known.path };
  }
  return undefined;
};

export interface SubjectReading {
  trigger?: Trigger;
  /** What the subject would trigger if nothing else in the sentence does. */
  weakTrigger?: Trigger;
  source?: Mention;
  /** "Both paused and running go to idle": the other states of a coordinated subject. */
  alsoSources?: Mention[];
  alsoTriggers?: Trigger[];
  /** A judgement on what the subject sends ("the correct code"): the transition's guard. */
  guard?: string;
}

export const gerundAsState = (verb: Mention['tokens'][number]): Mention => ({ type: 'state', tokens: [verb], name: stateName([verb]), by: 'words' });

/** ("Pressing i in normal mode enters insert mode": the state a gesture is done in is where it starts.) */
function whereDone(tokens: Mention['tokens'], inventory: Inventory): { source?: Mention; alsoSources?: Mention[] } {
  const at = tokens.findIndex((t) => listedExactly('LocationPrepositions', t.norm) && t.pos === 'prep');
  const words = at > 0 ? tokens.slice(at + 1).filter((t) => t.kind !== 'punct' || t.text === ',') : [];
  // ("pressing jump from idle or run": each place joined is where it is done.)
  const [first, ...rest] = words.length ? placesJoined(words, inventory) : [];
  return first ? { source: first, ...(rest.length ? { alsoSources: rest } : {}) } : {};
}

/** One part of a subject: something done, an event, a state, or the thing that moves. */
export function readSubjectPart(part: SubjectPart, inventory: Inventory): SubjectReading {
  if (part.gerund) {
    const { verb, object } = part.gerund;
    // "doing so puts the kettle in heating": doing what was just said, the event before.
    if (verb.lemma === 'do' && part.tokens.some((t) => listed('ProVerbObjects', t.norm))) return { trigger: { kind: 'event', name: '' } };
    // "Being in B_COND will ...", "Staying in idle ...": where it is.
    if (listedExactly('PositionVerbs', verb.lemma) && part.tokens[1]?.pos === 'prep' && object) return asState(object, inventory) || object.type === 'thing' || object.by === 'shape' ? { source: { ...object, type: 'state' } } : {};
    if (object) {
      // ("submitting the correct code", "entering a wrong PIN": a judgement on what is sent is a guard, not the event.)
      const verdict = object.tokens.find((t) => t.tags.has('VerdictAdjectives') && t.pos === 'adj');
      // ("Scanning a loaned book makes it available": what is done to a thing in a state the text
      // names starts there, and the event is what is done to the thing: SCAN_BOOK.)
      const phrase = part.tokens.slice(part.tokens.indexOf(verb) + 1);
      const end = phrase.findIndex((t) => t.pos === 'prep' || t.kind === 'punct' || t.pos === 'verb' || t.pos === 'adv');
      const [described, head, more] = phrase.slice(0, end < 0 ? phrase.length : end).filter((t) => t.pos !== 'det');
      // ("Reopening a `Done` task puts it in `In Progress`": a state written as a name, too.)
      const was = (described?.kind === 'word' || isQuotedOrCode(described)) && head?.pos === 'noun' && !more ? inventory.findState(isQuotedOrCode(described) ? written(described) : described.norm) : null;
      if (was && !verdict) return { trigger: { kind: 'event', name: eventName([verb, head]), mention: object }, source: knownStateMention([described], was) };
      // (Not yet known, a state written as a name before the thing: "Reopening a `Done` task".)
      // (Not a control's label or a part of the machine: "clicking the 'Help' button", "calling the `login` action".)
      const field = !!head && (['EventNouns', 'ServiceNouns', 'ActionNouns', 'CodeNouns', 'TransitionNouns', 'GuardNouns'].some((c) => head.tags.has(c)) || listed('ControlNouns', head.lemma));
      if (!verdict && described?.kind === 'code' && !/^[A-Z0-9_]+$/.test(described.text) && head?.pos === 'noun' && !field && !more) return { trigger: { kind: 'event', name: eventName([verb, head]), mention: object }, source: { type: 'state', tokens: [described], name: written(described), by: 'words' } };
      if (!verdict) return { trigger: gestureEvent(verb, object, part.tokens), ...whereDone(part.tokens, inventory) };
      const thing = { ...object, tokens: object.tokens.filter((t) => t !== verdict) };
      const noun = thing.tokens.filter((t) => t.pos !== 'det');
      return { trigger: gestureEvent(verb, thing, part.tokens.filter((t) => t !== verdict)), guard: condName([...noun, { ...verdict, norm: 'is', text: 'is' }, verdict]) };
    }
    // "Uploading kicks off ...", "Filling moves to washing when ...": a bare gerund is a state
    // when the inventory knows it, or when something else sets the motion off.
    const known = asState({ ...gerundAsState(verb), type: 'thing' }, inventory);
    if (known) return { source: known };
    // ("Pulling down goes to refreshing": with its particle.)
    return { weakTrigger: { kind: 'event', name: eventName(part.tokens.filter((t) => t === verb || t.pos === 'part')) }, source: gerundAsState(verb) };
  }
  const m = part.mention;
  if (!m) return {};
  // ("any other message keeps it in Active": every event not named is none the machine can name.)
  if (m.tokens.some((t) => listed('OtherDeterminers', t.norm)) && m.tokens.some((t) => listed('DistributiveDeterminers', t.norm) && !listed('OtherDeterminers', t.norm))) return {};
  // ("'Filters' switches to the filters tab": a label in quotes is a control, even one named like a state.)
  const label = m.tokens.filter((t) => t.pos !== 'det');
  if (label.length === 1 && label[0].kind === 'quoted' && /^[A-Z]/.test(label[0].text.trim())) return { trigger: eventOfSubject(m, null) };
  // ("The 'Publish' button moves an article ...": a control with its label sets it off.)
  // ("The MODE button cycles through ...", "the `next` button": a control named in capitals or as code, too.)
  const control = label.length === 2 && listed('ControlNouns', label[1].lemma) && (label[0].kind === 'code' || label[0].shape === 'caps') ? label[0] : undefined;
  const labelled = label.find((t) => t.kind === 'quoted') ?? control;
  if (labelled && label.length <= 3) return { trigger: { kind: 'event', name: eventName([labelled]), mention: m } };
  // "a failure returns us to reviewing", "success moves on to shared": a service's outcome.
  const words = m.tokens.filter((t) => t.pos !== 'det');
  // (With no service running, the words name an event: "a failure" → FAILURE.)
  if (words.length === 1 && words[0].tags.has('FailureWords')) return { trigger: { kind: 'invoke.onError', otherwise: eventName(words) } };
  if (words.length === 1 && words[0].tags.has('SuccessWords')) return { trigger: { kind: 'invoke.onDone', otherwise: eventName(words) } };
  // ("A network failure goes to offline", "Results go to showingResults": where a service runs, its outcome.)
  const head = words[words.length - 1];
  // (A named event, "a 5xx response", stays that event.)
  if (m.type === 'thing' && head?.kind === 'word' && words.length <= 3 && (head.tags.has('FailureWords') || head.tags.has('SuccessWords') || head.tags.has('OutcomeNouns'))) {
    return { trigger: { kind: head.tags.has('FailureWords') ? 'invoke.onError' : 'invoke.onDone', otherwise: eventName(words), soft: true } };
  }
  // ("A Ready prescription becomes Dispensed", "AVAILABLE samples are put into QUARANTINE", "A Checked
  // Out book becomes Overdue": a state written with capitals before a common noun, which the
  // capitals set apart from it, is where the thing starts.)
  const titled = titledQuality(m);
  if (titled) return { source: titled };
  // (A name that only looks like an event, "MSM provides ...", is what happened only if nothing else is.)
  if (m.type === 'event' && m.by === 'shape' && !m.tokens.some((t) => t.tags.has('EventNouns'))) return { weakTrigger: eventOfSubject(m, null) };
  // ("a `SUBMIT` action moves to `'submitting'`": an action that is dispatched and moves the machine is an event;
  // so is a call, "A `SetAddress()` request with a non-zero address moves a device ...", but not the
  // code that holds it, "The createLightState() function creates a state".)
  const dispatched = m.type === 'action' && m.tokens.some((t) => t.tags.has('ActionNouns')) ? m.tokens.find((t) => isName(t)) : m.type === 'thing' && !m.tokens.some((t) => t.tags.has('CodeNouns')) ? m.tokens.find((t) => t.shape === 'call') : undefined;
  if (dispatched) return { trigger: { kind: 'event', name: eventName([dispatched]), mention: m } };
  if (m.type === 'event' || m.type === 'outcome') return { trigger: m.runtime ? runtimeTrigger(m) : eventOfSubject(m, null) };
  // ("the SUBMIT transition targets submitting", "the `onDone` transition": a transition named by what sets it off.)
  const named = m.tokens.find((t) => isName(t));
  if (named && m.tokens.some((t) => t.tags.has('TransitionNouns') && t.pos === 'noun')) return { trigger: named.runtime ? runtimeTrigger({ ...m, runtime: named.runtime }) : { kind: 'event', name: eventName([named]), mention: m } };
  if (m.type === 'duration') return { trigger: { kind: 'after', delay: m.delay ?? null } };
  // ("A 30-second timer moves it on"; but "the timer goes to finished" is the thing that moves.)
  const timed = m.type === 'timer' ? durationOf(m.tokens) : null;
  if (m.type === 'timer') return timed !== null ? { trigger: { kind: 'after', delay: timed } } : {};
  // ("`dismissError` clears the message and goes back to `'idle'`": an identifier the text names no
  // state may be what happens, or where it starts; the sentence decides.)
  // (Written as code: "PagerDuty opens an incident" names a product.)
  const identifier = m.type === 'thing' && m.tokens.length === 1 && isQuotedOrCode(m.tokens[0]) && /^(camel|pascal|snake)$/.test(m.tokens[0].shape ?? '') && !inventory.findLoosely(m.name);
  if (identifier) return { weakTrigger: eventOfSubject(m, null), source: { ...m, type: 'state' } };
  const state = asState(m, inventory);
  if (state) return { source: state };
  // ("an alert NPC calms down and goes back to idle": a thing qualified by a state it is in starts there;
  // "the listening server replies ...": by the participle of the verb that names it, too.)
  const [quality, noun, more] = m.tokens.filter((t) => t.pos !== 'det');
  const qualified = m.type === 'thing' && quality && noun && !more && quality.kind === 'word' && !inventory.findState(noun.norm);
  const known = qualified ? inventory.findState(quality.norm) ?? (/ing$/.test(quality.norm) ? inventory.findState(quality.lemma) : null) : null;
  if (known) return { source: knownStateMention([quality], known) };
  // ("An `active` project is moved to `archived`": a state written as a name before the thing, too.)
  if (m.type === 'thing' && quality && noun && !more && isQuotedOrCode(quality) && !/^[A-Z0-9_]+$/.test(quality.text) && noun.kind === 'word' && noun.pos === 'noun' && !noun.tags.has('EventNouns')) return { source: { type: 'state', tokens: [quality], name: written(quality), by: 'words' } };
  // "A 2xx response goes to succeeded", "Next moves forward": a subject that is not the machine
  // is what happened, unless something else in the sentence is.
  // ("the parcel goes to express": what "the" points at is the thing that moves, not what happened.)
  if (m.type === 'thing' && listed('DefiniteDeterminers', m.tokens[0]?.norm ?? '') && m.tokens[0].kind === 'word') return {};
  // (A bare word may be the state it starts from; a quoted label is a control, never a state; nor is
  // a quantifier standing for the things counted, "Most settle within seconds".)
  const counted = ['Quantifiers', 'ComparativeQuantifiers', 'PartitiveQuantifiers'].some((c) => m.tokens[0]?.tags.has(c));
  if (m.type === 'thing') return { weakTrigger: eventOfSubject(m, null), ...(m.tokens.length === 1 && m.tokens[0].kind !== 'quoted' && !counted ? { source: m } : {}) };
  return {};
}

/** What the subject of a motion is: the trigger, the source, or only the thing that moves. */
export function subjectRole(parts: Parts, inventory: Inventory): SubjectReading {
  // ("The clock reaching zero moves the ALS to `IGNITION`": a thing doing something, as the subject, is what happens.)
  if (parts.subject?.type === 'event' && parts.subject.by === 'words' && parts.subject.tokens.some((t) => t.pos === 'verb')) return { trigger: { kind: 'event', name: parts.subject.name, mention: parts.subject } };
  // ("A call to start() moves it into running", "a click on 'Save'": a gesture named by a noun, and
  // the name it is done to, is the event that name gives.)
  const head = parts.subject?.tokens[parts.subject.tokens.length - 1];
  const gesture = !!head && head.pos === 'noun' && (head.tags.has('GestureVerbs') || head.tags.has('InvokeVerbs'));
  const gestureOn = gesture ? parts.preps.find((p) => p.at === parts.tokens.indexOf(head!) + 1 && /^(to|on|of)$/.test(p.prep)) : undefined;
  const onWhat = gestureOn?.mention.tokens.some((t) => t.kind !== 'word') ? gestureOn : undefined;
  // ("A hover on a `visible` toast moves it to `paused`": done to a thing in a state, the gesture is
  // the event, and the state is where it starts.)
  if (onWhat?.mention.type === 'state') return { trigger: { kind: 'event', name: eventName([head!]), mention: parts.subject! }, source: onWhat.mention };
  if (onWhat) return { trigger: { kind: 'event', name: eventName(onWhat.mention.tokens), mention: onWhat.mention } };
  // ("Each press of the power button steps ...": a gesture's noun and the plain thing it is done to, as "pressing the power button" names it.)
  if (gestureOn && gestureOn.mention.type === 'thing' && !asState(gestureOn.mention, inventory)) return { trigger: gestureEvent(head!, gestureOn.mention, [head!, ...gestureOn.mention.tokens]) };
  // ("Receipt of a valid HELLO-ACK ...", "interruption of the light curtain or activation of the safety edge ...".)
  const happened = happenedTo(parts.tokens, inventory);
  if (happened.length) return { trigger: happened[0], alsoTriggers: happened.slice(1) };
  // ("A *Reserved* copy shall revert to *Available*": the thing the text is about, in a state, starts there.)
  // (Not a subject shared from the clause before: "The `cycle` region starts in `WASHING`, moves to `RINSING` on ...".)
  if (parts.subject?.type === 'state' && parts.subject.entity && !parts.sharedSubject) return { source: parts.subject };
  const subjectParts: SubjectPart[] = parts.subjects.length ? parts.subjects : parts.subject ? [{ mention: parts.subject, tokens: parts.subject.tokens }] : [];
  // ("Replying to a solved ticket reopens it": what is done, after its preposition, to a thing in a
  // state the text names starts there.)
  const doneTo = parts.gerundSubject && !parts.gerundSubject.object && subjectParts.length === 1 ? parts.preps.find((p) => p.at === parts.tokens.indexOf(parts.gerundSubject!.verb) + 1) : undefined;
  let at = doneTo ? doneTo.at + 1 : -1;
  while (at > 0 && parts.tokens[at]?.pos === 'det') at++;
  const [described, noun, after] = at > 0 ? parts.tokens.slice(at, at + 3) : [];
  const was = described?.kind === 'word' && noun?.pos === 'noun' && after?.pos !== 'noun' ? inventory.findLoosely(described.norm) : null;
  if (was) return { trigger: { kind: 'event', name: eventName([parts.gerundSubject!.verb]) }, source: knownStateMention([described], was) };
  const readings = subjectParts.map((p) => readSubjectPart(p, inventory));
  // ("a traffic light goes from green to yellow to red": with where it leaves and where it goes both
  // told, a thing that is no event is what moves, not what sets it off.)
  const mover = parts.preps.some((p) => p.prep === 'from') && parts.preps.some((p) => listed('TargetPrepositions', p.prep));
  const last = parts.subject?.tokens[parts.subject.tokens.length - 1];
  // (A thing with its article; "Pause goes from playing to paused" names a control.)
  const article = !!parts.subject && (listed('DefiniteDeterminers', parts.subject.tokens[0]?.norm ?? '') || listed('IndefiniteArticles', parts.subject.tokens[0]?.norm ?? ''));
  // (Not with the thing moved as the object: "A carrier loss takes it from up to down" tells the cause.)
  const movedObject = !!parts.object && (isTheThing(parts.object) || parts.object.type === 'thing');
  // (Nor a gesture named by its noun: "A long press from either `IDLE` or `BLINKING` goes to `SOLID`".)
  if (readings.length === 1 && mover && article && !movedObject && parts.subject?.type === 'thing' && last && !last.tags.has('EventNouns') && !last.tags.has('GestureVerbs') && last.kind === 'word' && readings[0].weakTrigger) return {};
  // ("`switch_off` from `keepwarm` goes back to `off`": with where it leaves and where it goes both
  // told, a written name that is no state the text knows is what sets it off.)
  const writtenName = readings.length === 1 && parts.subject?.tokens.length === 1 && isQuotedOrCode(parts.subject.tokens[0]) && !inventory.findState(parts.subject.name);
  if (mover && writtenName && !readings[0].trigger) return { trigger: eventOfSubject(parts.subject!, null) };
  // ("PlacedOnHold puts it OnHold", "TakenOffHold returns it to Connected": a name that does something
  // to "it", and is no state the text names, is what sets it off.)
  // ("`OnPlayerSpotted` sends the guard into Chase": or the thing, named.)
  const moved = parts.tokens[parts.verb?.to ?? -1]?.pos === 'det' && !!parts.object && (/^(machine|thing|actor)$/.test(parts.object.type) || (parts.object.by === 'head' && !parts.object.name)) && !asState(parts.object, inventory);
  const toIt = !!parts.verb && (listed('ObjectAnaphors', parts.tokens[parts.verb.to]?.norm ?? '') || moved) && (parts.verb.verb.tags.has('CausativeVerbs') || parts.verb.verb.tags.has('MotionVerbs'));
  if (readings.length === 1 && toIt && !readings[0].trigger && parts.subject?.tokens.length === 1 && isName(parts.subject.tokens[0]) && !inventory.findState(parts.subject.name)) return { trigger: eventOfSubject(parts.subject, null) };
  // ("The courier's pickup scan moves it to shipped": with the thing moved as the object, a thing
  // that moves it is what sets it off, with its article too.)
  // (Not "The fan should switch itself off": what moves itself is the thing that moves.)
  const reflexive = listed('ReflexivePronouns', parts.tokens[parts.verb?.to ?? -1]?.norm ?? '');
  if (readings.length === 1 && toIt && !reflexive && !readings[0].trigger && !readings[0].weakTrigger && !readings[0].source && parts.subject?.type === 'thing' && !parts.subject.entity && !inventory.findState(parts.subject.name)) return { weakTrigger: eventOfSubject(parts.subject, null) };
  // ("Recruiters move them to "Phone Screen"": who moves the thing named as the object is no place
  // it starts from, unless the text names a state so.)
  if (readings.length === 1 && toIt && readings[0].source?.type === 'thing' && !asState(readings[0].source, inventory)) return { ...readings[0], source: undefined };
  if (readings.length <= 1) return readings[0] ?? {};
  // ("Space or ArrowDown opens the menu": joined to what sets it off, a name the text knows as no state sets it off too.)
  const setsOff = readings.some((r) => r.trigger ?? r.weakTrigger);
  const alike = setsOff ? readings.map((r, k) => (!r.trigger && !r.weakTrigger && r.source && r.source.tokens.length === 1 && /^[A-Z]/.test(r.source.tokens[0].text) && !inventory.findState(r.source.name) && subjectParts[k].mention ? { trigger: eventOfSubject(subjectParts[k].mention!, null) } : r)) : readings;
  const triggers = alike.map((r) => r.trigger ?? r.weakTrigger).filter((t): t is Trigger => !!t);
  const sources = alike.filter((r) => r.source && !r.trigger && !r.weakTrigger).map((r) => r.source!);
  return { trigger: triggers[0], alsoTriggers: triggers.slice(1), source: sources[0], ...(sources.length > 1 && !triggers.length ? { alsoSources: sources.slice(1) } : {}) };
}

/** The trigger a subject gives ("Next moves forward from shipping to payment ..."). */
export function subjectTriggerOf(parts: Parts, inventory: Inventory): { trigger?: Trigger; weakTrigger?: Trigger; subjectTrigger?: boolean } {
  const subject = subjectRole(parts, inventory);
  if (subject.trigger) return { trigger: subject.trigger, subjectTrigger: true };
  if (subject.weakTrigger) return { weakTrigger: subject.weakTrigger, subjectTrigger: true };
  return {};
}

/**
 * "A Ready prescription", "an Open ticket", "AVAILABLE samples": capitalised words after the article
 * (or in capitals) before a common noun, the first a quality. (Not a control's label, "a Retry
 * button", nor a name, "a Stripe payment", "any SPI transaction".)
 */
export function titledQuality(m: Mention): Mention | undefined {
  // (A name in capitals before a noun may read as an event by its shape: "AVAILABLE samples".)
  if (m.type !== 'thing' && !(m.type === 'event' && m.by === 'shape')) return undefined;
  const article = m.tokens[0]?.pos === 'det';
  const words = m.tokens.slice(article ? 1 : 0);
  const noun = words[words.length - 1];
  const quality = words.slice(0, -1);
  if (!noun || noun.kind !== 'word' || noun.pos !== 'noun' || !/^[a-z]/.test(noun.text) || noun.tags.has('EventNouns') || noun.tags.has('StateNouns')) return undefined;
  if (!quality.length || quality.length > 3 || noun.tags.has('GestureVerbs') || noun.tags.has('InvokeVerbs') || noun.tags.has('ControlNouns')) return undefined;
  const capitals = quality.every((t) => (t.kind === 'word' || t.kind === 'name') && /^[A-Z][A-Z_]+$/.test(t.text));
  const titledAfterArticle = article && quality.every((t) => t.kind === 'word' && /^[A-Z][a-z]+$/.test(t.text));
  // ("A `FAILED` sample", "a `draft` post": a name written as code, too.)
  const code = article && quality.length === 1 && quality[0].kind === 'code' && /^[A-Za-z_]+$/.test(quality[0].text);
  if ((!capitals && !titledAfterArticle && !code) || !readsAsQuality(quality[0].text)) return undefined;
  return { type: 'state', tokens: quality, name: quality.map((t) => t.text).join(' '), by: 'words' };
}

/** A place the text knows as a state, or writes as a name or with a capital: "to Available", "for Heating". */
export function namedPlace(m: Mention, inventory: Inventory): Mention | undefined {
  return asState(m, inventory) ?? (isName(m.tokens[0]) || /^[A-Z]/.test(m.tokens[0]?.text ?? '') ? { ...m, type: 'state' } : undefined);
}

/**
 * The state a thing is said to be in, by the quality before its noun: "Pending payments", "Held
 * seats", "`failed` pipelines" (a plural, as the whole phrase), or "a `running` pipeline", "the
 * `paused` job" (after an article, a state written as a name).
 */
export function stateOfThing(m: Mention | null | undefined): Mention | undefined {
  const article = m?.tokens[0]?.pos === 'det';
  const [quality, kind, more] = m?.tokens.slice(article ? 1 : 0) ?? [];
  if (!quality || !kind || more) return undefined;
  const said = article ? isQuotedOrCode(quality) && kind.kind === 'word' && kind.pos === 'noun' : (quality.pos === 'adj' || isQuotedOrCode(quality)) && kind.tags.has('Plural');
  return said ? { type: 'state', tokens: [quality], name: stateName([quality]), by: 'words' } : undefined;
}
