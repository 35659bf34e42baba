/**
 * Main clauses: the chosen frame says what the clause does.
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
import type { Inventory } from '../4-inventory/inventory.js';
import type { Mention } from '../4-inventory/mentions.js';
import { actionName, eventName, stateName } from '../4-inventory/names.js';
import { durationOf, namedTime } from '../4-inventory/durations.js';
import type { Grammar } from '../grammar/load.js';
import { participleOf } from '../2-words/lemma.js';
import type { Clause } from '../3-clauses/split.js';
import { fits, type Choice, type Roles } from './choose.js';
import { eventOfSubject, gestureEvent, placeOf } from './conditions.js';
import type { Meaning, Trigger } from './meaning.js';
import type { Parts, SubjectPart } from './parts.js';
import { phraseMeanings } from './phrases.js';
import { readList } from '../4-inventory/lists.js';

const asState = (m: Mention | null | undefined, inventory: Inventory): Mention | undefined => {
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

interface SubjectReading {
  trigger?: Trigger;
  /** What the subject would trigger if nothing else in the sentence does. */
  weakTrigger?: Trigger;
  source?: Mention;
  alsoTriggers?: Trigger[];
}

const gerundAsState = (verb: Mention['tokens'][number]): Mention => ({ type: 'state', tokens: [verb], name: stateName([verb]), by: 'words' });

/** One part of a subject: something done, an event, a state, or the thing that moves. */
function readSubjectPart(part: SubjectPart, inventory: Inventory): SubjectReading {
  if (part.gerund) {
    const { verb, object } = part.gerund;
    // "doing so puts the kettle in heating": doing what was just said, the event before.
    if (verb.lemma === 'do' && part.tokens.some((t) => /^(so|this|that|it)$/.test(t.norm))) return { trigger: { kind: 'event', name: '' } };
    // "Being in B_COND will ...", "Staying in idle ...": where it is.
    if (/^(be|stay|remain|sit|wait)$/.test(verb.lemma) && part.tokens[1]?.pos === 'prep' && object) return asState(object, inventory) || object.type === 'thing' || object.by === 'shape' ? { source: { ...object, type: 'state' } } : {};
    if (object) return { trigger: gestureEvent(verb, object, part.tokens) };
    // "Uploading kicks off ...", "Filling moves to washing when ...": a bare gerund is a state
    // when the inventory knows it, or when something else sets the motion off.
    const known = asState({ ...gerundAsState(verb), type: 'thing' }, inventory);
    if (known) return { source: known };
    // ("Pulling down goes to refreshing": with its particle.)
    return { weakTrigger: { kind: 'event', name: eventName(part.tokens.filter((t) => t === verb || t.pos === 'part')) }, source: gerundAsState(verb) };
  }
  const m = part.mention;
  if (!m) return {};
  // "a failure returns us to reviewing", "success moves on to shared": a service's outcome.
  const words = m.tokens.filter((t) => t.pos !== 'det');
  // (With no service running, the words name an event: "a failure" → FAILURE.)
  if (words.length === 1 && words[0].tags.has('FailureWords')) return { trigger: { kind: 'invoke.onError', otherwise: eventName(words) } };
  if (words.length === 1 && words[0].tags.has('SuccessWords')) return { trigger: { kind: 'invoke.onDone', otherwise: eventName(words) } };
  // (A name that only looks like an event, "MSM provides ...", is what happened only if nothing else is.)
  if (m.type === 'event' && m.by === 'shape' && !m.tokens.some((t) => t.tags.has('EventNouns'))) return { weakTrigger: eventOfSubject(m, null) };
  if (m.type === 'event' || m.type === 'outcome') return { trigger: m.runtime ? runtimeTrigger(m) : eventOfSubject(m, null) };
  if (m.type === 'duration') return { trigger: { kind: 'after', delay: m.delay ?? null } };
  if (m.type === 'timer') return { trigger: { kind: 'after', delay: durationOf(m.tokens) } };
  const state = asState(m, inventory);
  if (state) return { source: state };
  // "A 2xx response goes to succeeded", "Next moves forward": a subject that is not the machine
  // is what happened, unless something else in the sentence is.
  // ("the parcel goes to express": what "the" points at is the thing that moves, not what happened.)
  if (m.type === 'thing' && /^(the|this|that|these|those|its|their|our|your|his|her)$/.test(m.tokens[0]?.norm ?? '') && m.tokens[0].kind === 'word') return {};
  // (A bare word may be the state it starts from; a quoted label is a control, never a state.)
  if (m.type === 'thing') return { weakTrigger: eventOfSubject(m, null), ...(m.tokens.length === 1 && m.tokens[0].kind !== 'quoted' ? { source: m } : {}) };
  return {};
}

/** What the subject of a motion is: the trigger, the source, or only the thing that moves. */
function subjectRole(parts: Parts, inventory: Inventory): SubjectReading {
  const subjectParts: SubjectPart[] = parts.subjects.length ? parts.subjects : parts.subject ? [{ mention: parts.subject, tokens: parts.subject.tokens }] : [];
  const readings = subjectParts.map((p) => readSubjectPart(p, inventory));
  if (readings.length <= 1) return readings[0] ?? {};
  const triggers = readings.map((r) => r.trigger ?? r.weakTrigger).filter((t): t is Trigger => !!t);
  const source = readings.find((r) => r.source && !r.trigger && !r.weakTrigger)?.source;
  return { trigger: triggers[0], alsoTriggers: triggers.slice(1), source };
}

export function runtimeTrigger(m: Mention): Trigger {
  const r = m.runtime!;
  if (r.outcome === 'after') return { kind: 'after', delay: r.delay ?? null };
  if (r.outcome === 'always') return { kind: 'always' };
  if (r.outcome === 'onDone') return { kind: 'onDone' };
  return { kind: r.outcome, service: r.of };
}

function triggerOfRoles(roles: Roles): Trigger | undefined {
  if (roles.event) return roles.event.runtime ? runtimeTrigger(roles.event) : { kind: 'event', name: roles.event.type === 'event' ? roles.event.name : eventName(roles.event.tokens), mention: roles.event };
  if (roles.delay) return { kind: 'after', delay: roles.delay.delay ?? durationOf(roles.delay.tokens) };
  return undefined;
}

/** "has a transition to thanks", "does a transition from S1 to S2": the noun's phrases are a motion's. */
function nominalMotion(parts: Parts, g: Grammar): Roles | null {
  const noun = [parts.object, parts.subject, parts.complement].find((m) => m?.type === 'transition');
  if (!noun) return null;
  const motion = g.frames.find((f) => f.id === 'motion')!;
  const roles: Roles = {};
  for (const pp of parts.preps) {
    const role = motion.roles[pp.prep];
    if (role && !roles[role] && fits(role, pp.mention)) roles[role] = pp.mention;
  }
  return roles.target || roles.source ? roles : null;
}

/** "It is dismissed by pressing Cancel": what is done, after "by", sets it off. */
function byDoing(parts: Parts): Trigger | undefined {
  const at = parts.tokens.findIndex((t, i) => t.norm === 'by' && /ing$/.test(parts.tokens[i + 1]?.norm ?? '') && parts.tokens[i + 1].tags.has('GestureVerbs'));
  if (at < 0) return undefined;
  const verb = parts.tokens[at + 1];
  const rest = parts.tokens.slice(at + 2).filter((t) => t.kind !== 'punct');
  return gestureEvent(verb, rest.length ? { type: 'thing', tokens: rest, name: '', by: 'words' } : null, parts.tokens.slice(at + 1));
}

/**
 * Back and forth, or along a list: "alternate between the on and off states", "transitions between
 * them", "move the alarm from one to the other", "Next moves forward", "Back moves the other way",
 * "cycles through the following 4 modes".
 */
function alternation(parts: Parts, inventory: Inventory): Partial<Extract<Meaning, { kind: 'motion' }>> {
  const tokens = parts.tokens;
  const norms = tokens.map((t) => t.norm);
  const at = norms.indexOf('between');
  if (at >= 0) {
    const next = tokens[at + 1];
    if (next && (next.pos === 'pron' || /^(both|these|those|them)$/.test(next.norm) || (next.norm === 'the' && /^(two|both)$/.test(tokens[at + 2]?.norm ?? '')))) return { betweenThem: true };
    const list = readList(tokens, at + 1 + (next?.pos === 'det' ? 1 : 0), 2);
    if (list) {
      const between = list.items.map((item) => {
        const words = item.filter((t) => !t.tags.has('StateNouns'));
        const known = inventory.findLoosely(stateName(words));
        return { type: 'state' as const, tokens: words, name: known?.name ?? stateName(words), by: 'words' as const };
      });
      return { between };
    }
  }
  const text = ` ${norms.join(' ')} `;
  if (/ from one to (the )?(other|another) /.test(text)) return { betweenThem: true };
  const cycle = parts.verb?.verb.tags.has('CycleVerbs') && / (through|around|round) /.test(text) ? true : / wraps? /.test(text) || undefined;
  if (tokens.some((t) => t.tags.has('DirectionWords') && /^(forward|forwards|onward|onwards|ahead)$/.test(t.norm)) || (cycle && / through /.test(text))) return { direction: 'forward', ...(cycle ? { cycle } : {}) };
  if (/ (backward|backwards|the other way|the opposite way) /.test(text)) return { direction: 'backward', ...(cycle ? { cycle } : {}) };
  return {};
}

/** The trigger a subject gives ("Next moves forward from shipping to payment ..."). */
function subjectTriggerOf(parts: Parts, inventory: Inventory): { trigger?: Trigger; weakTrigger?: Trigger; subjectTrigger?: boolean } {
  const subject = subjectRole(parts, inventory);
  if (subject.trigger) return { trigger: subject.trigger, subjectTrigger: true };
  if (subject.weakTrigger) return { weakTrigger: subject.weakTrigger, subjectTrigger: true };
  return {};
}

/** "At time T1 the client moves to RENEWING state": a named time in the clause sets it off. */
function namedTimeIn(parts: Parts): Trigger | undefined {
  const pp = parts.preps.find((p) => (p.prep === 'at' || p.prep === 'after') && p.mention.tokens.some((t) => /^(time|timeout|time-out)$/.test(t.norm)) && namedTime(p.mention.tokens));
  return pp ? { kind: 'after', delay: namedTime(pp.mention.tokens) } : undefined;
}

/**
 * "from shipping to payment and from payment to review", "from S1 to S2 and from S1 to S3 with
 * events E1 and E2, respectively": every from/to pair of the clause, each with its event when the
 * events are distributed.
 */
function morePairs(parts: Parts): { source: Mention; target: Mention; trigger?: Trigger }[] {
  const froms = parts.preps.filter((p) => p.prep === 'from');
  const tos = parts.preps.filter((p) => p.prep === 'to' || p.prep === 'into');
  if (froms.length < 2 || tos.length < 2) return [];
  const pairs = froms.map((f) => ({ source: f.mention, target: tos.find((t) => t.at > f.at)?.mention })).filter((p): p is { source: Mention; target: Mention } => !!p.target);
  // "with events E1 and E2, respectively"
  if (parts.tokens.some((t) => t.norm === 'respectively')) {
    const events = parts.tokens.filter((t) => t.kind === 'name' && t.shape !== 'path' && !pairs.some((p) => p.source.tokens.includes(t) || p.target.tokens.includes(t)));
    if (events.length === pairs.length) return pairs.map((p, i) => ({ ...p, trigger: { kind: 'event' as const, name: events[i].text } }));
  }
  return pairs;
}

function motion(parts: Parts, givenRoles: Roles, inventory: Inventory, extra: Partial<Extract<Meaning, { kind: 'motion' }>> = {}): Meaning {
  let roles = givenRoles;
  const pairs = morePairs(parts);
  if (pairs.length) return { kind: 'motion', source: pairs[0].source, target: pairs[0].target, ...(pairs[0].trigger ? { trigger: pairs[0].trigger } : {}), more: pairs.slice(1), ...subjectTriggerOf(parts, inventory) };
  const own = triggerOfRoles(roles) ?? byDoing(parts) ?? namedTimeIn(parts);
  // ("move the alarm from one to the other": no target of its own, back and forth.)
  if (roles.target && /^(other|another)$/.test(roles.target.tokens[roles.target.tokens.length - 1]?.norm ?? '')) roles = { ...roles, target: undefined };
  const subject = subjectRole(parts, inventory);
  let strong = own ?? subject.trigger;
  // With a trigger of its own, a subject that could be either is the source.
  let source = roles.source ? asState(roles.source, inventory) ?? roles.source : strong || subject.source?.by !== 'words' ? subject.source : undefined;
  let target = roles.target;
  // "sends checking to closed": a causative's object that is a state is where the motion starts.
  // ("sends checking to closed": a bare name moved somewhere is the state it moves from.)
  const bare = parts.object && parts.object.type === 'thing' && parts.object.tokens.length === 1 && parts.object.tokens[0].kind === 'word' ? { ...parts.object, type: 'state' as const } : undefined;
  const object = asState(parts.object, inventory) ?? (target ? bare : undefined);
  if (object && target && !source && target.tokens[0] !== parts.object?.tokens[0]) source = object;
  // "switches the screen off", "turns it on": a particle that names a state is the target.
  const particle = parts.verb?.particle;
  if (!target && particle && (inventory.findState(particle.norm) || (/^(on|off)$/.test(particle.norm) && /^(switch|turn|power)$/.test(parts.verb!.verb.lemma)))) target = { type: 'state', tokens: [particle], name: inventory.findState(particle.norm)?.name ?? particle.norm, by: 'words' };
  const immediate = parts.tokens.some((t) => /^(immediately|automatically|straight|directly|instantly)$/.test(t.norm));
  // ("the after object will schedule a transition ... to happen in 5 seconds": the wait the clause tells.)
  if (strong?.kind === 'after' && strong.delay === null) strong = { kind: 'after', delay: durationOf(parts.tokens) };
  const weak = strong ? undefined : { weakTrigger: subject.weakTrigger, weakSource: subject.source };
  if (!target && !extra.stay) Object.assign(extra, alternation(parts, inventory), extra);
  // ("'Save' stores the changes", "Pressing Bake ...": a control named by its label; "Calling it" names none.)
  const fired = subject.trigger ?? subject.weakTrigger;
  const labelled = fired?.kind === 'event' && !!fired.mention?.tokens.some((t) => t.kind === 'quoted' || t.kind === 'name' || /^[A-Z]/.test(t.text));
  const subjectTrigger = !own && labelled;
  // "turns them off from any state", "Stop, from anywhere in active, returns": everywhere, or everywhere in a state.
  const anywhere = parts.tokens.findIndex((t) => t.tags.has('GlobalMarkers'));
  if (anywhere >= 0 && !roles.source) {
    const within = parts.preps.find((p) => p.prep === 'in' && p.at > anywhere && asState(p.mention, inventory));
    if (within) source = asState(within.mention, inventory);
    else extra.global = true;
  }
  // ("pressing 'Try again' there goes to refreshing": "there" is where the story just went.)
  if (!source && parts.tokens.some((t, i) => /^(there|here)$/.test(t.norm) && parts.tokens[i + 1]?.pos !== 'aux' && i > 0)) source = { type: 'anaphor', tokens: [], name: 'there', by: 'words' };
  // "switches back", "goes back" with no place named: back where it came from.
  if (!target && !extra.stay && (parts.verb?.particle?.norm === 'back' || parts.tokens.some((t) => t.norm === 'back' && t.pos !== 'noun')) && !roles.target) extra.back = true;
  // "advances one slide", "moves forward one page at a time": along the list.
  if (!target && !extra.stay && parts.tokens.some((t, i) => t.norm === 'one' && parts.tokens[i + 1]?.pos === 'noun') && (parts.verb?.verb.tags.has('CycleVerbs') || parts.verb?.verb.tags.has('MotionVerbs'))) extra.direction ??= 'forward';
  // "drops back to idle two seconds later": a wait.
  const later = parts.tokens.some((t) => t.norm === 'later') && !own ? durationOf(parts.tokens) : null;
  if (later !== null && !strong) strong = { kind: 'after', delay: later };
  // "Every 6 seconds the carousel advances": a wait that repeats.
  const every = parts.tokens.findIndex((t) => t.norm === 'every');
  const repeat = every >= 0 && !own ? durationOf(parts.tokens.slice(every)) : null;
  if (repeat !== null && !strong) Object.assign(extra, { trigger: { kind: 'after', delay: repeat } });
  return { kind: 'motion', target, source, trigger: strong, immediate, ...(subjectTrigger ? { subjectTrigger } : {}), ...(subject.alsoTriggers?.length ? { alsoTriggers: subject.alsoTriggers } : {}), ...(weak?.weakTrigger ? { weakTrigger: weak.weakTrigger } : {}), ...(weak?.weakSource && !source ? { weakSource: weak.weakSource } : {}), ...extra };
}

/** The word right after the object, when it names a state: "makes it active", "turns it on", "starts hidden". */
function complementAfter(parts: Parts, from: number): Mention | undefined {
  const t = parts.tokens[from];
  if (!t || t.kind === 'punct') return undefined;
  const next = parts.tokens[from + 1];
  const single = !next || next.kind === 'punct' || /^(prep|conj|sub|adv|rel)$/.test(next.pos);
  const word = t.kind !== 'word' || /^(adj|part|noun)$/.test(t.pos) || (t.pos === 'verb' && /(ed|en)$/.test(t.norm)) || /^(on|off|up|down|out|in|open|closed)$/.test(t.norm);
  if (!single || !word || t.pos === 'det' || t.pos === 'pron') return undefined;
  return { type: 'state', tokens: [t], name: stateName([t]), by: 'words' };
}

/** "makes it active", "turns it on": the object is the machine, the word after it the state it ends in. */
function resultMotion(parts: Parts, inventory: Inventory): Meaning | null {
  const verb = parts.verb!;
  // (The object is the thing itself: "it", the machine, or what the text is about.)
  if (!verb.verb.tags.has('ResultVerbs') || !parts.object || !(parts.object.type === 'anaphor' || parts.object.type === 'machine' || parts.object.entity)) return null;
  const end = parts.tokens.indexOf(parts.object.tokens[parts.object.tokens.length - 1]) + 1;
  const result = complementAfter(parts, end) ?? (verb.particle && !parts.tokens.slice(verb.to, end).length ? undefined : undefined);
  const particle = verb.particle && inventory.findState(verb.particle.norm) ? complementAfter({ ...parts, tokens: [verb.particle] }, 0) : undefined;
  const target = result ?? particle;
  if (!target) return null;
  return motion({ ...parts, object: null }, { target }, inventory);
}

/** Verb classes with frames of their own: a verb in one of them is no change of the thing's state. */
const FRAME_CLASSES = ['MotionVerbs', 'CausativeVerbs', 'StayVerbs', 'ToggleVerbs', 'FireVerbs', 'ReceiveVerbs', 'HappenVerbs', 'InvokeVerbs', 'DeclareVerbs', 'InitialVerbs', 'CommentaryVerbs', 'ResultVerbs', 'ArrivalVerbs', 'ExpireVerbs', 'FinishVerbs', 'FailVerbs', 'GestureVerbs', 'StativeVerbs'];

/**
 * Lifecycle prose: a verb that changes the thing the text is about leaves it in a state named
 * after the verb. "it unlocks" → unlocked, "pressing Escape closes it" → closed, "A shown toast
 * hides again after 4 seconds" → from shown to hidden, "Suspended accounts are deleted after 90
 * days" → from suspended to deleted.
 */
function lifecycleMotion(parts: Parts, inventory: Inventory, g: Grammar): Meaning | null {
  const verb = parts.verb!;
  if (!inventory.entities.size || verb.copula || verb.negated || verb.named || verb.verb.kind !== 'word') return null;
  const mapped = g.lexicon.mapped('StateVerbs', verb.lemma);
  if (!mapped && FRAME_CLASSES.some((c) => verb.verb.tags.has(c))) return null;
  const thing = (m: Mention | null | undefined) => !!m && (m.entity || (m.type === 'anaphor' && /^(it|they|them|itself)$/.test(m.name)));
  const patient = verb.passive || !parts.object ? parts.subject : parts.object;
  if (!thing(patient) || parts.preps.some((p) => p.prep === 'to' || p.prep === 'into')) return null;
  const name = mapped ?? participleOf(verb.lemma);
  // ("shows the controls" when the controls have a visible state)
  const synonym = g.lexicon.mapped('StateSynonyms', name);
  const known = inventory.findState(name) ?? (synonym ? inventory.findState(synonym) : null);
  const restore = verb.verb.tags.has('RestoreVerbs');
  const target: Mention = { type: 'state', tokens: [verb.verb], name: known?.name ?? name, by: 'words' };
  const source = patient!.type === 'state' ? patient! : undefined;
  const own = parts.preps.find((p) => p.mention.type === 'duration' && /^(after|in|within)$/.test(p.prep))?.mention;
  const subject = !verb.passive && parts.object ? subjectRole(parts, inventory) : {};
  const trigger: Trigger | undefined = own ? { kind: 'after', delay: own.delay ?? null } : (subject.trigger ?? byDoing(parts));
  return { kind: 'motion', ...(restore ? { restore } : { target }), ...(source ? { source } : {}), ...(trigger ? { trigger } : {}), ...(subject.weakTrigger ? { weakTrigger: subject.weakTrigger } : {}) };
}

/** "the error_found event makes the second region move to ErrorMode": making something go somewhere is a motion. */
function madeToMove(parts: Parts, inventory: Inventory, g: Grammar): Meaning | null {
  const verb = parts.verb!;
  if (!/^(make|cause|let|have|get)$/.test(verb.lemma) || !parts.object) return null;
  let end = parts.tokens.indexOf(parts.object.tokens[parts.object.tokens.length - 1]);
  // (compromise may read the verb as the last word of the object: "the second region move")
  if (parts.object.tokens.length > 1 && parts.tokens[end].tags.has('MotionVerbs')) end--;
  const next = parts.tokens[end + 1] && parts.tokens[end + 1].norm === 'to' ? parts.tokens[end + 2] : parts.tokens[end + 1];
  if (!next || !(next.tags.has('MotionVerbs') || next.tags.has('ArrivalVerbs'))) return null;
  const motionFrame = g.frames.find((f) => f.id === 'motion')!;
  const roles: Roles = {};
  for (const pp of parts.preps) {
    if (pp.at <= end) continue;
    const role = motionFrame.roles[pp.prep];
    if (role && !roles[role] && fits(role, pp.mention)) roles[role] = pp.mention;
  }
  if (!roles.target) return null;
  return motion({ ...parts, object: null }, roles, inventory);
}

export function behaviourMeanings(clause: Clause, parts: Parts, choice: Choice, inventory: Inventory, g: Grammar): Meaning[] {
  const verb = parts.verb;
  if (!verb) return phraseMeanings(parts, inventory, clause.kind === 'coord' || clause.kind === 'then' || clause.kind === 'otherwise' || clause.comma === false && !!clause.opener);
  // "Flipping it, when it is off, ...": a clause that is only something done is a trigger for the clauses after it.
  // (But "starting at shipping" says where it starts.)
  const initialPlace = (verb.verb.tags.has('InitialVerbs') || choice.frame?.yields === 'move') && choice.roles.target;
  if (verb.gerund && verb.from === 0 && !initialPlace && parts.tokens.every((t, i) => i === verb.main || t.pos !== 'verb')) {
    return [{ kind: 'trigger', trigger: gestureEvent(verb.verb, parts.object, parts.tokens) }];
  }
  // "you may BOIL", "a pilot may LAUNCH": an event written where the verb should be is what happens.
  if (verb.named) return [{ kind: 'trigger', trigger: { kind: 'event', name: verb.verb.text, mention: { type: 'event', tokens: [verb.verb], name: verb.verb.text, by: 'shape' } } }];
  // ("The smart lock is locked by default": a participle said of how it starts is a state.)
  if (verb.passive && !verb.negated && initiallySaid(parts)) return copulaMeanings({ ...parts, complement: { type: 'state', tokens: [verb.verb], name: stateName([verb.verb]), by: 'words' } }, inventory);
  const result = resultMotion(parts, inventory) ?? lifecycleMotion(parts, inventory, g) ?? madeToMove(parts, inventory, g);
  if (result) return [result];
  const nominal = nominalMotion(parts, g);
  if (nominal) return [motion(parts, nominal, inventory)];
  // ("it would be cool if ...": what would be is no state.)
  if (verb.copula) return /^(would|could|might)$/.test(verb.modal ?? '') ? [{ kind: 'none' }] : copulaMeanings(parts, inventory);
  // "the brewing state is entered": a state entered is where the motion goes.
  if (verb.passive && (verb.verb.tags.has('EntryWords') || verb.verb.tags.has('RevealVerbs')) && parts.subject && asState(parts.subject, inventory) && !verb.negated) return [motion({ ...parts, subject: null, subjects: [] }, { target: asState(parts.subject, inventory) }, inventory)];
  const yields = choice.frame?.yields;
  // "pressing Enter submits the query", "a TICK event should trigger a transition action": when the
  // subject is what happened, a verb of sending or doing is what the machine does in response.
  if (yields === 'gesture' || yields === 'fire' || yields === 'receive') {
    const subject = subjectRole(parts, inventory);
    if ((subject.trigger || subject.weakTrigger) && parts.object && (parts.gerundSubject || parts.subject?.type === 'event' || parts.subject?.type === 'outcome')) {
      return [{ kind: 'action', name: actionName([verb.verb, ...parts.object.tokens]), ...(subject.trigger ? { trigger: subject.trigger } : {}), ...(subject.weakTrigger ? { weakTrigger: subject.weakTrigger } : {}) }];
    }
  }
  switch (yields) {
    case 'move':
      // "after 2 seconds the home feed opens": a place that opens is where it goes.
      if (choice.frame?.object === 'target' && !parts.object && parts.subject && /^(state|thing)$/.test(parts.subject.type) && !parts.subject.entity && verb.verb.tags.has('RevealVerbs')) {
        return [motion({ ...parts, subject: null, subjects: [] }, { ...choice.roles, target: { ...parts.subject, type: 'state' } }, inventory)];
      }
      // "Successful authentication leaves auth and goes to the app": leaving a state says where the motion starts.
      if (verb.verb.tags.has('ExitWords') && !choice.roles.target && asState(parts.object, inventory)) {
        const subject = subjectRole(parts, inventory);
        const trigger = subject.trigger ?? subject.weakTrigger;
        return trigger ? [{ kind: 'trigger', trigger, source: asState(parts.object, inventory) }] : [{ kind: 'scene', state: asState(parts.object, inventory)! }];
      }
      // ("the app shows verifying": a bare -ing word shown is a state, too.)
      const doing = choice.frame?.object === 'target' && parts.object?.type === 'thing' && parts.object.tokens.length === 1 && /ing$/.test(parts.object.tokens[0].norm) && parts.object.tokens[0].kind === 'word' ? { ...parts.object, type: 'state' as const } : undefined;
      // "returns the coins", "moves the card": with no place to go, moving a thing is an action.
      if (!doing && !choice.roles.target && parts.object && /^(thing|code)$/.test(parts.object.type) && !asState(parts.object, inventory) && !resultMotion(parts, inventory) && !verb.particle && !Object.keys(alternation(parts, inventory)).length) break;
      if (choice.frame?.object === 'target') {
        // "opens the help modal" moves there; "shows an error" is an action.
        const place = asState(parts.object, inventory) ?? (parts.object?.type === 'state' ? parts.object : doing);
        if (!place) break;
        return [motion(parts, { ...choice.roles, target: place }, inventory)];
      }
      return [motion(parts, choice.roles, inventory)];
    case 'stay': {
      // "sits idle", "stays open": the word after the verb is where it stays.
      const after = parts.tokens[verb.to];
      const bare = after?.pos === 'verb' && !/(s|ing)$/.test(after.norm) ? complementAfter({ ...parts, tokens: [{ ...after, pos: 'adj' }, ...parts.tokens.slice(verb.to + 1)] }, 0) : undefined;
      const place = choice.roles.source || choice.roles.scene || parts.object ? undefined : bare ?? complementAfter(parts, verb.to);
      const source = place ? asState(place, inventory) ?? place : undefined;
      return [motion(parts, choice.roles, inventory, { stay: true, target: undefined, ...(source ? { source } : {}) })];
    }
    case 'toggle':
      return [motion(parts, choice.roles, inventory)];
    case 'initial': {
      // "it starts moving", "the stopwatch starts running": beginning to do it is being in that state.
      const doing = parts.tokens[verb.to];
      if (doing && /ing$/.test(doing.norm) && doing.lemma !== doing.norm && !choice.roles.target) {
        return [motion({ ...parts, object: null }, { target: { type: 'state', tokens: [doing], name: stateName([doing]), by: 'words' } }, inventory)];
      }
      // "it starts off": a particle that names a state is where it starts.
      const particle = verb.particle && /^(off|on|up|down|out|in|open|closed)$/.test(verb.particle.norm) ? complementAfter({ ...parts, tokens: [verb.particle] }, 0) : undefined;
      const state = asState(choice.roles.target, inventory) ?? choice.roles.target ?? asState(parts.object, inventory) ?? particle ?? (parts.object ? undefined : complementAfter(parts, verb.to));
      const subjectOk = !parts.subject || /^(machine|thing|actor|anaphor|state)$/.test(parts.subject.type);
      if (state && subjectOk && !verb.negated) return [{ kind: 'initial', state, ...(parts.subject ? { subject: parts.subject } : {}) }];
      break;
    }
    case 'invoke': {
      if (!parts.object) return [{ kind: 'none' }];
      // "Loading fetches the user profile", "Uploading kicks off the pushPhotos service": what invokes is a state.
      const subject = parts.gerundSubject && !parts.gerundSubject.object ? gerundAsState(parts.gerundSubject.verb) : parts.subject && /^(state|thing)$/.test(parts.subject.type) ? { ...parts.subject, type: 'state' as const } : undefined;
      const state = asState(parts.subject, inventory) ?? subject ?? choice.roles.source;
      return [{ kind: 'invoke', service: parts.object.type === 'service' || parts.object.by === 'shape' ? parts.object.name : actionName([verb.verb, ...parts.object.tokens]), state }];
    }
    case 'fire': {
      // "Scrolling near the bottom triggers loadingMore": what it sets off is a state: it goes there.
      const set = asState(parts.object, inventory) ?? (parts.object?.tokens.length === 1 && parts.object.tokens[0].shape === 'camel' && parts.object.type !== 'event' ? { ...parts.object, type: 'state' as const } : undefined);
      if (set) return [motion({ ...parts, object: null }, { ...choice.roles, target: set }, inventory)];
      const sender = parts.subject;
      const byMachine = !sender || /^(machine|state|anaphor)$/.test(sender.type);
      if (parts.object && !byMachine) return [{ kind: 'trigger', trigger: { kind: 'event', name: parts.object.type === 'event' ? parts.object.name : eventName(parts.object.tokens), mention: parts.object } }];
      if (parts.object) return [{ kind: 'action', name: actionName([verb.verb, ...parts.object.tokens]) }];
      return [{ kind: 'none' }];
    }
    case 'receive':
      // ("the user sees the offline screen": someone who sees a place is there.)
      if (parts.subject?.type === 'actor' && parts.object?.type === 'state' && parts.object.by === 'head') return [motion({ ...parts, object: null }, { target: parts.object }, inventory)];
      return parts.object ? [{ kind: 'trigger', trigger: { kind: 'event', name: parts.object.type === 'event' ? parts.object.name : eventName(parts.object.tokens), mention: parts.object } }] : [{ kind: 'none' }];
    case 'happen':
      // ("The always object will immediately fire": the runtime's own trigger.)
      if (parts.subject?.runtime) return [{ kind: 'trigger', trigger: runtimeTrigger(parts.subject) }];
      // ("'Return to cart' works from any step of checkout": where it happens, too.)
      return parts.subject ? [{ kind: 'trigger', trigger: eventOfSubject(parts.subject, parts.subject.type === 'event' ? null : verb.verb), source: placeOf(parts, inventory) ?? undefined }] : [{ kind: 'none' }];
    case 'gesture':
      return [{ kind: 'trigger', trigger: gestureEvent(verb.verb, parts.object, clause.tokens) }];
    case 'finish':
    case 'fail':
    case 'expire': {
      // "some of which can end in the same state" says nothing about a service.
      if (yields !== 'expire' && !choice.roles.event && !(parts.subject && /^(service|state|anaphor|outcome)$/.test(parts.subject.type))) break;
      const own = triggerOfRoles(choice.roles);
      const trigger: Trigger = own ?? (yields === 'expire' ? { kind: 'after', delay: durationOf(parts.tokens) } : { kind: yields === 'finish' ? 'invoke.onDone' : 'invoke.onError' });
      // ("Calibrating ends with CAL_OK": what ends is a state.)
      const ender = asState(parts.subject, inventory) ?? (choice.roles.event && parts.subject && parts.subject.type === 'thing' && parts.subject.tokens.length === 1 ? { ...parts.subject, type: 'state' as const } : undefined);
      return [{ kind: 'trigger', trigger, source: ender }];
    }
    case 'declare': {
      // "Dimmed has a 30-second timer": a wait in the state the subject names.
      if (parts.object?.type === 'timer' || parts.object?.type === 'duration') {
        const holder = asState(parts.subject, inventory) ?? (parts.subject?.type === 'thing' && parts.subject.tokens.length === 1 ? { ...parts.subject, type: 'state' as const } : undefined);
        return [{ kind: 'trigger', trigger: { kind: 'after', delay: durationOf(parts.object.tokens) }, source: holder }];
      }
      const states = [parts.object, parts.complement].filter((m): m is Mention => m?.type === 'state');
      if (states.length || !parts.object || parts.subject?.type === 'machine') return [{ kind: 'declare', states }];
      break;
    }
    default:
      break;
  }
  // "The smart lock is locked by default": a participle the thing is in from the start.
  if (verb.passive && parts.tokens.some((t, i) => t.norm === 'initially' || (t.norm === 'by' && parts.tokens[i + 1]?.norm === 'default')) && (!parts.subject || /^(machine|anaphor|thing)$/.test(parts.subject.type))) {
    return [{ kind: 'initial', state: { type: 'state', tokens: [verb.verb], name: verb.verb.norm, by: 'words' }, ...(parts.subject ? { subject: parts.subject } : {}) }];
  }
  const hypothetical = verb.modal === 'would' || verb.modal === 'could' || verb.modal === 'might';
  if (verb.negated || hypothetical) return [{ kind: 'none' }];
  if (verb.passive && parts.subject) return [{ kind: 'action', name: actionName([verb.verb, ...parts.subject.tokens]) }];
  // ("Pressing Leave disconnects from the room": something done, set off by what the subject does.)
  if (!parts.object && parts.gerundSubject && parts.preps[0] && parts.preps[0].at > verb.main) {
    const pp = parts.preps[0];
    return [{ kind: 'action', name: actionName([verb.verb, parts.tokens[pp.at], ...pp.mention.tokens]), trigger: gestureEvent(parts.gerundSubject.verb, parts.gerundSubject.object, parts.tokens) }];
  }
  if (!parts.object) return [{ kind: 'none' }];
  const name = actionName([verb.verb, ...parts.object.tokens, ...(verb.particle ? [verb.particle] : [])]);
  // "a TICK event should increment the elapsed time": what the subject names sets it off.
  const subject = subjectRole(parts, inventory);
  return [{ kind: 'action', name, ...(subject.trigger ? { trigger: subject.trigger } : {}), ...(subject.weakTrigger ? { weakTrigger: subject.weakTrigger } : {}), ...(subject.alsoTriggers?.length ? { alsoTriggers: subject.alsoTriggers } : {}), ...(subject.source && subject.source.by !== 'words' ? { source: subject.source } : {}) }];
}

const DONE = /^(done|finished|complete|completed|over)$/;

/** "the initial state is X", "X is the initial state", "it is clean again", "the preparation state is done". */
const initiallySaid = (parts: Parts) => parts.tokens.some((t, i) => t.norm === 'initially' || (t.norm === 'by' && parts.tokens[i + 1]?.norm === 'default'));

function copulaMeanings(parts: Parts, inventory: Inventory): Meaning[] {
  const s = parts.subject;
  const c = parts.complement;
  // "The smart lock is locked by default", "it is initially idle": where the thing starts.
  const initially = initiallySaid(parts);
  const start = c ?? (parts.verb && parts.tokens[parts.verb.to] ? { type: 'thing' as const, tokens: [parts.tokens[parts.verb.to]], name: stateName([parts.tokens[parts.verb.to]]), by: 'words' as const } : null);
  if (initially && start && (!s || /^(machine|anaphor|thing)$/.test(s.type))) return [{ kind: 'initial', state: asState(start, inventory) ?? { ...start, type: 'state' }, ...(s ? { subject: s } : {}) }];
  // "the preparation state is done": a compound state's own done transition starts here.
  const subjectState = asState(s, inventory);
  if (subjectState && c && c.tokens.length === 1 && DONE.test(c.tokens[0].norm)) return [{ kind: 'trigger', trigger: { kind: 'onDone' }, source: subjectState }];
  const initialWord = (m: Mention | null) => !!m && m.tokens.some((t) => /^(initial|default|starting|first)$/.test(t.norm)) && m.tokens.some((t) => t.tags.has('StateNouns'));
  if (initialWord(c) && s) {
    const state = asState(s, inventory) ?? (s.type === 'thing' ? { ...s, type: 'state' as const } : undefined);
    if (state) return [{ kind: 'initial', state }];
  }
  if (initialWord(s) && c) {
    const state = asState(c, inventory) ?? (c.type === 'thing' || c.type === 'state' ? { ...c, type: 'state' as const } : undefined);
    if (state) return [{ kind: 'initial', state }];
  }
  // "you're back on the grid", "it is back in idle": being back somewhere is going there.
  const backAt = parts.tokens.some((t) => t.norm === 'back') ? parts.preps.find((p) => /^(on|in|at|to)$/.test(p.prep) && (p.mention.type === 'state' || p.mention.type === 'thing')) : undefined;
  if (backAt && !parts.verb?.negated) return [{ kind: 'motion', target: backAt.mention }];
  // "the user is on waiting", "it is in idle": being somewhere the text names as a state.
  // ("the visitor is on the login page": anyone on a page the text names as a place.)
  const onPage = (m: Mention) => m.type === 'state' && m.by === 'head';
  const at = !c && s && (/^(machine|anaphor|actor)$/.test(s.type) || s.entity || (s.type === 'thing' && parts.preps.some((p) => onPage(p.mention)))) ? parts.preps.find((p) => /^(on|in|at)$/.test(p.prep) && p.at === (parts.verb?.to ?? -1)) : undefined;
  const atState = at ? asState(at.mention, inventory) ?? (at.mention.type === 'thing' && at.mention.tokens.length === 1 && /ing$/.test(at.mention.tokens[0].norm) ? { ...at.mention, type: 'state' as const } : undefined) : undefined;
  if (atState && !parts.verb?.negated) return [{ kind: 'motion', target: atState }];
  // "it is clean again", "half a second later it is hidden": the thing is now in that state.
  // ("It is the last step before ...": a described step the text does not name is no state.)
  const described = c && c.tokens[0]?.pos === 'det' && !inventory.findState(c.name);
  const placed = described ? undefined : asState(c, inventory) ?? (c && c.tokens.length === 1 && /^(adj|verb|part)$/.test(c.tokens[0].pos) ? { ...c, type: 'state' as const } : undefined);
  const trigger = durationOf(parts.tokens) !== null && parts.tokens.some((t) => t.norm === 'later') ? { kind: 'after' as const, delay: durationOf(parts.tokens) } : undefined;
  // ("It's interesting to note that ...", "it is possible to exit D": no state.)
  const extraposed = c && /^(to|that)$/.test(parts.tokens[parts.tokens.indexOf(c.tokens[c.tokens.length - 1]) + 1]?.norm ?? '');
  // ("The machine is quite straightforward": a judgement, not a state.)
  const judged = c && parts.tokens.some((t) => /^(quite|very|pretty|rather|too|so|fairly|really|more|less|most|least)$/.test(t.norm));
  if (judged) return [{ kind: 'none' }];
  // ("A note is clean until ...": a thing in a state the text names elsewhere is what the text is about.)
  const known = !!asState(c, inventory) && s?.type === 'thing' && s.tokens[0]?.pos === 'det' && s.tokens.length <= 3;
  if (placed && s && !extraposed && (/^(machine|anaphor|actor)$/.test(s.type) || s.entity || known) && !parts.verb?.negated) return [{ kind: 'motion', target: placed, ...(trigger ? { trigger } : {}) }];
  return [{ kind: 'none' }];
}
