/**
 * Lifecycles: verbs that leave the thing the text is about in a state ("it unlocks" → unlocked,
 * "makes it active", "closes it"), and making something move ("makes the region move to X").
 */
import { listed, listedExactly } from '../grammar/words.js';
import { gerundOf, lemmaOf, participleOf } from '../2-words/lemma.js';
import { isName, type Token } from '../2-words/token.js';
import type { Inventory } from '../4-inventory/inventory.js';
import { isTheThing, knownStateMention, mentionOf, type Mention } from '../4-inventory/mentions.js';
import { durationOf } from '../4-inventory/durations.js';
import { eventName, isTitledName, stateName, written } from '../4-inventory/names.js';
import { roleOf } from '../grammar/frames.js';
import type { Grammar } from '../grammar/load.js';
import { type Roles, fits } from './choose.js';
import type { Meaning, Trigger } from './meaning.js';
import { byControl, byDoing, complementAfter, motion } from './motion.js';
import type { Parts } from './parts.js';
import type { PrepPhrase } from './prep-phrases.js';
import { asState, subjectRole } from './subject.js';
import { abilityEvent } from './person-deeds.js';

/** "makes it active", "turns it on": the object is the machine, the word after it the state it ends in. */
export function resultMotion(parts: Parts, inventory: Inventory, roles: Roles = {}): Meaning | null {
  const verb = parts.verb!;
  // ("After 30 seconds it turns yellow", "the badge turns red": with no object, the adjective after the verb.)
  const after = parts.tokens[verb.to];
  // ("then turns YELLOW": or a name in capitals.)
  const capitals = !!after && after.kind === 'name' && after.shape === 'caps' && !listed('StateParticles', after.norm);
  if (verb.verb.tags.has('ResultVerbs') && !verb.passive && (after?.pos === 'adj' || capitals) && (!parts.object || parts.object.tokens[0] === after)) {
    const target = complementAfter(parts, verb.to);
    if (target) return motion({ ...parts, object: null }, { ...roles, target }, inventory);
  }
  if (!verb.verb.tags.has('ResultVerbs') || !parts.object) return null;
  const end = parts.tokens.indexOf(parts.object.tokens[parts.object.tokens.length - 1]) + 1;
  // ("Scanning the badge turns the light Green", "Taking a call makes them On Call": a name of up to
  // three capitalised words, or one in capitals, that ends the clause after the object is what it becomes.)
  // (The name read as the object's last words: "the light Green".)
  const own = parts.object.tokens;
  const split = own.findIndex((t, k) => k > 0 && /^[A-Z]/.test(t.text) && /^[a-z]/.test(own[k - 1].text) && own[k - 1].pos === 'noun');
  const rest = [...(split > 0 ? own.slice(split) : []), ...parts.tokens.slice(end).filter((t) => t.kind !== 'punct')];
  // (Not a particle in capitals: "turns the led ON" is something done, its state told beside it.)
  const titled = rest.length > 0 && !rest.some((t) => listed('StateParticles', t.norm)) && (isTitledName(rest) || (rest.length === 1 && rest[0].kind === 'name' && rest[0].shape === 'caps')) && parts.tokens.slice(end).every((t) => t.kind !== 'punct' || /^[.,;!]$/.test(t.text));
  if (titled) return motion({ ...parts, object: null }, { ...roles, target: { type: 'state', tokens: rest, name: inventory.findState(stateName(rest))?.name ?? stateName(rest), by: 'words' } }, inventory);
  // (The object is the thing itself: "it", the machine, or what the text is about.)
  if (!(parts.object.type === 'anaphor' || parts.object.type === 'machine' || parts.object.entity)) return null;
  // ("makes it empty again": a word the text names as a state, whatever its part of speech.)
  const named = parts.tokens[end] && inventory.findState(parts.tokens[end].norm) && parts.tokens[end].kind === 'word' ? { type: 'state' as const, tokens: [parts.tokens[end]], name: inventory.findState(parts.tokens[end].norm)!.name, by: 'inventory' as const } : undefined;
  // ("Submitting a draft makes it pending approval": two words that end the clause.)
  const [w1, w2, w3] = parts.tokens.slice(end, end + 3);
  const pair = w1?.kind === 'word' && w2?.kind === 'word' && /^(adj|verb)$/.test(w1.pos) && w2.pos === 'noun' && (!w3 || w3.kind === 'punct') ? { type: 'state' as const, tokens: [w1, w2], name: inventory.findState(stateName([w1, w2]))?.name ?? stateName([w1, w2]), by: 'words' as const } : undefined;
  const result = complementAfter(parts, end) ?? named ?? pair;
  const particle = verb.particle && inventory.findState(verb.particle.norm) ? complementAfter({ ...parts, tokens: [verb.particle] }, 0) : undefined;
  const target = result ?? particle;
  if (!target) return null;
  return motion({ ...parts, object: null }, { target }, inventory);
}

/** Verb classes with frames of their own: a verb in one of them is no change of the thing's state. */
export const FRAME_CLASSES = ['MotionVerbs', 'CausativeVerbs', 'StayVerbs', 'ToggleVerbs', 'FireVerbs', 'ReceiveVerbs', 'HappenVerbs', 'InvokeVerbs', 'DeclareVerbs', 'InitialVerbs', 'CommentaryVerbs', 'ResultVerbs', 'ArrivalVerbs', 'ExpireVerbs', 'FinishVerbs', 'FailVerbs', 'GestureVerbs', 'StativeVerbs', 'PermitVerbs', 'EmissionVerbs'];

/**
 * The phrase after the verb with `prep` whose place the text knows as a state or writes as a name
 * ("restores an `archived` project to `active`", "flags the appointment as No-Show").
 */
function namedPlaceAfter(parts: Parts, prep: string, inventory: Inventory): PrepPhrase | undefined {
  // (A name of up to three capitalised words, too: "flags the appointment as No-Show".)
  return parts.preps.find((p) => p.prep === prep && p.at > parts.verb!.main && (!!asState(p.mention, inventory) || (p.mention.tokens.length === 1 && isName(p.mention.tokens[0])) || isTitledName(p.mention.tokens.filter((t) => t.pos !== 'det'))));
}

/** A mention as the state it names. */
const placeIn = (m: Mention, inventory: Inventory): Mention => asState(m, inventory) ?? { ...m, type: 'state' };

/**
 * Lifecycle prose: a verb that changes the thing the text is about leaves it in a state named
 * after the verb. "it unlocks" → unlocked, "pressing Escape closes it" → closed, "A shown toast
 * hides again after 4 seconds" → from shown to hidden, "Suspended accounts are deleted after 90
 * days" → from suspended to deleted.
 */
export function lifecycleMotion(parts: Parts, inventory: Inventory, g: Grammar): Meaning | null {
  const verb = parts.verb!;
  // (A thing the text is about, or states it lists for one: "You can think of the modal as having two states, open and closed.")
  // (Or a machine whose initial state the text gives: "The machine is in the playing state by default. PAUSE pauses it".)
  const about = inventory.entities.size > 0 || inventory.states.some((e) => e.evidence.has('enumeration')) || !!inventory.initial;
  // (Not the progressive: "The cat is sleeping" is doing it, read by stateDone.)
  // ("`UNARCHIVE` restores an `archived` project to `active`": put back into a place named, it goes there.)
  // (A place the text knows or writes as a name: not "restores the settings to their defaults".)
  // ("they are reopened in Under Review": where it is put back, after "in", too.)
  const backTo = verb.verb.tags.has('RestoreVerbs') && !verb.negated ? namedPlaceAfter(parts, 'to', inventory) ?? namedPlaceAfter(parts, 'in', inventory) : undefined;
  if (backTo) return motion(parts, { target: placeIn(backTo.mention, inventory) }, inventory);
  // (Nor a linking verb, "it becomes a match": what it becomes is said after it.)
  if (!about || verb.copula || verb.negated || verb.named || verb.progressive || verb.verb.kind !== 'word' || verb.verb.tags.has('LinkingVerbs')) return null;
  const mapped = g.lexicon.mapped('StateVerbs', verb.lemma);
  if (!mapped && FRAME_CLASSES.some((c) => verb.verb.tags.has(c))) return null;
  const thing = (m: Mention | null | undefined) => !!m && (m.entity || (m.type === 'anaphor' && listedExactly('ObjectAnaphors', m.name)));
  // ("it plays the fade-out": a determiner after the verb opens its object, even one the tagger read as an adjective.)
  const objectUnread = !verb.passive && !parts.object && parts.tokens[verb.to]?.pos === 'det';
  const patient = verb.passive || !parts.object ? (objectUnread ? null : parts.subject) : parts.object;
  // ("It then cooks for the set time": doing it for a time is an activity, not a change.)
  if (!verb.passive && !parts.object && parts.preps.some((p) => p.prep === 'for' && (p.mention.type === 'duration' || p.mention.tokens.some((t) => listed('TimeNouns', t.norm))))) return null;
  // ("The dialog opens on its details tab": a place named says where, not a state of the verb.)
  // ("operates in one of four modes": nor does a place among the states, said of them all.)
  const among = parts.preps.some((p) => p.mention.tokens.some((t) => (t.tags.has('StateNouns') || t.tags.has('PlaceNouns')) && /s$/.test(t.norm)));
  // ("your claim shows as Submitted": nor does what it shows as.)
  // ("The lock reports three states: Locked, Unlocked and Jammed. ... entering your code unlocks the
  // door": what a verb leaves in a state the text lists is what the states are of, whatever it is called.)
  const listedLeft = !verb.passive && parts.object?.type === 'thing' && listed('DefiniteDeterminers', parts.object.tokens[0]?.norm ?? '') && inventory.isNamedOutright(inventory.findLeftBy(verb.lemma));
  if (!(thing(patient) || listedLeft) || among || parts.preps.some((p) => p.prep === 'to' || p.prep === 'into' || p.prep === 'as' || /^back /.test(p.prep) || (listedExactly('LocationPrepositions', p.prep) && p.mention.type === 'state'))) return null;
  // ("can be canceled": a participle is the state as written, not as the lemma would spell it, "cancelled".)
  const name = mapped ?? (verb.passive && /(ed|en)$/.test(verb.verb.norm) && lemmaOf(verb.verb.norm) === verb.lemma ? verb.verb.norm : participleOf(verb.lemma));
  // ("The enemy patrols", once patrolling is a state: doing it now, not having done it.)
  if (!mapped && doingNow(parts, inventory) && !inventory.findState(name)) return null;
  // ("shows the controls" when the controls have a visible state)
  const synonym = g.lexicon.mapped('StateSynonyms', name);
  // ("You can cancel a subscription" where the text names `canceled`: the participle as either spelling writes it.)
  // ("re-locks itself" where the text names `Locked`: doing it again leaves it where doing it does.)
  const again = /^re-/.test(verb.verb.norm) ? verb.lemma.replace(/^re-?/, '') : null;
  const spelt = mapped ? null : inventory.findLeftBy(verb.lemma) ?? (again ? inventory.findLeftBy(again) : null);
  const known = inventory.findState(name) ?? spelt ?? (synonym ? inventory.findState(synonym) : null);
  // ("Pressing start again resumes it", where the text names no playing state: back to where it was.)
  const restore = verb.verb.tags.has('RestoreVerbs') || (verb.verb.tags.has('ResumeVerbs') && !!mapped && !known);
  const target: Mention = { type: 'state', tokens: [verb.verb], name: known?.name ?? name, by: 'words' };
  // ("can be canceled with `CANCEL` from `pending` or `confirmed`": where it can be done from, each place joined.)
  // (Not "from any powered state", said of them all, nor code that is no name: "read them from `GET /jobs/{id}`".)
  const from = parts.preps.find((p) => p.prep === 'from' && !!asState(p.mention, inventory) && !listed('UniversalQuantifiers', p.mention.tokens[0]?.norm ?? '') && p.mention.tokens.every((t) => t.kind === 'word' || /^[\w.-]+$/.test(written(t))));
  // ("Pressing STOP during a workout pauses the belt": where it is done, a state the text knows.)
  const during = from ? undefined : parts.preps.find((p) => (p.prep === 'during' || p.prep === 'while in') && !!asState(p.mention, inventory));
  const source = from ? asState(from.mention, inventory)! : patient!.type === 'state' ? patient! : during ? asState(during.mention, inventory)! : undefined;
  const more = from?.others?.length ? { more: from.others.map((o) => ({ source: asState(o, inventory) ?? { ...o, type: 'state' as const }, target })) } : {};
  const own = parts.preps.find((p) => p.mention.type === 'duration' && listedExactly('DelayPrepositions', p.prep))?.mention;
  const subject = !verb.passive && parts.object ? subjectRole(parts, inventory) : {};
  // ("and half a second later it is hidden": a wait told with "later".)
  const later = parts.tokens.some((t) => t.norm === 'later') ? durationOf(parts.tokens) : null;
  const trigger: Trigger | undefined = own ? { kind: 'after', delay: own.delay ?? null } : later !== null ? { kind: 'after', delay: later } : (subject.trigger ?? byDoing(parts) ?? byControl(parts) ?? abilityEvent(parts) ?? ableToBeDone(parts));
  // ("pressing Escape or clicking the backdrop hides it": each way of setting it off.)
  const also = trigger === subject.trigger && subject.alsoTriggers?.length ? { alsoTriggers: subject.alsoTriggers } : {};
  // ("STOP stops it from any state": from everywhere.)
  const everywhere = parts.preps.some((p) => p.prep === 'from' && (p.mention.tokens.some((t) => t.tags.has('GlobalMarkers')) || (listed('UniversalQuantifiers', p.mention.tokens[0]?.norm ?? '') && p.mention.tokens.length === 2)));
  return { kind: 'motion', ...(restore ? { restore } : { target }), ...(source ? { source } : {}), ...(restore ? {} : more), ...(everywhere ? { global: true } : {}), ...(trigger ? { trigger } : {}), ...also, ...(subject.weakTrigger ? { weakTrigger: subject.weakTrigger } : {}) };
}

/** The state of doing what a verb says: the one the text names ("open", "jumping"), or its -ing form. */
function doingState(verb: Token, inventory: Inventory): Mention {
  const lemma = lemmaOf(verb.norm);
  const known = inventory.findState(verb.norm) ?? inventory.findState(gerundOf(lemma));
  // ("marks it delivered": a participle is the state it is left in, as written.)
  const name = /(ed|en)$/.test(verb.norm) && lemma !== verb.norm ? verb.norm : gerundOf(lemma);
  return { type: 'state', tokens: [verb], name: known?.name ?? name, ...(known ? { path: known.path } : {}), by: known ? 'inventory' : 'words' };
}

/** ("An active account can be suspended by an admin": what can be done to the thing is the event, SUSPEND.) */
function ableToBeDone(parts: Parts): Trigger | undefined {
  const verb = parts.verb!;
  // (Not a list of what it may be: "It can be opened or closed.")
  // ("The media player can be stopped, playing or paused": nor is a list after a comma.)
  const listing = parts.tokens[verb.to]?.pos === 'conj' || (parts.tokens[verb.to]?.text === ',' && parts.tokens.slice(verb.to).some((t) => listed('JoiningConjunctions', t.norm)));
  return verb.passive && !listing && listedExactly('AbilityModals', verb.modal ?? '') ? { kind: 'event', name: eventName([{ ...verb.verb, pos: 'verb' }]) } : undefined;
}

/** "the error_found event makes the second region move to ErrorMode": making something go somewhere is a motion. */
export function madeToMove(parts: Parts, inventory: Inventory, g: Grammar): Meaning | null {
  const verb = parts.verb!;
  if (!listedExactly('PeriphrasticCausatives', verb.lemma)) return null;
  // ("causes green to go to yellow, yellow to go to red and red to go to green": each state made to
  // go somewhere, one after another.)
  const pairs: { source: Mention; target: Mention }[] = [];
  for (let k = 0; k + 4 < parts.tokens.length; k++) {
    const [from, to, go, into, there] = parts.tokens.slice(k, k + 5);
    if (from.kind === 'punct' || to.norm !== 'to' || !go.tags.has('MotionVerbs') || !listed('TargetPrepositions', into.norm) || there.kind === 'punct') continue;
    const state = (t: typeof from): Mention => ({ type: 'state', tokens: [t], name: inventory.findState(t.norm)?.name ?? stateName([t]), by: 'words' });
    if (inventory.findState(from.norm) || from.kind === 'name') pairs.push({ source: state(from), target: state(there) });
  }
  if (pairs.length) {
    // (With the subject's trigger: "The TIMER event causes ...".)
    const own = motion({ ...parts, object: null, preps: [] }, { source: pairs[0].source, target: pairs[0].target }, inventory);
    return own.kind === 'motion' ? { ...own, source: pairs[0].source, target: pairs[0].target, more: pairs.slice(1) } : own;
  }
  // ("Pressing B makes her jump", "makes it blink": a pronoun, then what it is made to do.)
  const at = parts.tokens.indexOf(verb.verb);
  // (The word at k ends the clause, but for punctuation and adverbs.)
  const endsClause = (k: number) => parts.tokens.slice(k + 1).every((t) => t.kind === 'punct' || t.pos === 'adv');
  // ("shall cause it to reopen": past "to".)
  const to = parts.tokens[at + 2]?.norm === 'to' ? 1 : 0;
  const [who, what] = [parts.tokens[at + 1], parts.tokens[at + 2 + to]];
  const bare = !listedExactly('HypotheticalModals', verb.modal ?? '') && who && (listed('ObjectPronouns', who.norm) || listed('ObjectAnaphors', who.norm)) && what?.kind === 'word' && !what.tags.has('ExitWords') && !what.tags.has('EntryWords') && endsClause(at + 2 + to);
  // (What it is made, not made to do: "makes them Available" leaves them available.)
  const quality = bare && (what.pos === 'adj' || (/^[A-Z]/.test(what.text) && what.pos !== 'verb'));
  const known = quality ? inventory.findState(what.norm) : null;
  if (quality) return motion({ ...parts, object: null, preps: [] }, { target: known ? knownStateMention([what], known) : { type: 'state', tokens: [what], name: stateName([what]), by: 'words' } }, inventory);
  if (bare) return motion({ ...parts, object: null, preps: [] }, { target: doingState(what, inventory) }, inventory);
  // ("the system flags the appointment as No-Show", "marks it as `done`": what a thing is marked as, a
  // state the text knows or writes as a name, is where it goes.)
  const marking = listed('MarkingParticiples', participleOf(verb.lemma));
  const markedAs = marking ? namedPlaceAfter(parts, 'as', inventory) : undefined;
  if (markedAs) return motion({ ...parts, object: null, preps: parts.preps.filter((p) => p !== markedAs) }, { target: placeIn(markedAs.mention, inventory) }, inventory);
  if (!parts.object) return null;
  // ("`red` has its own `TIMER` transition to `green`": a transition had, with its determiner, is a noun, not a verb made to happen.)
  const had = parts.object.tokens[parts.object.tokens.length - 1];
  if (had.tags.has('TransitionNouns') && parts.object.tokens.some((t) => t.pos === 'det' || t.pos === 'num' || t.tags.has('PossessiveDeterminers'))) return null;
  // ("Taking damage while alive makes the player hurt": a state the text names, read as the object's last word.)
  const last = parts.object.tokens[parts.object.tokens.length - 1];
  let end = parts.tokens.indexOf(last);
  const made = parts.object.tokens.length > 1 ? inventory.findState(last.norm) : null;
  if (made && endsClause(end)) return motion({ ...parts, object: null, preps: [] }, { target: knownStateMention([last], made) }, inventory);
  // ("makes the document dirty": or the word right after it.)
  const after = parts.tokens[end + 1];
  const madeAfter = after && after.kind === 'word' && after.pos !== 'verb' ? inventory.findState(after.norm) : null;
  if (madeAfter && endsClause(end + 1)) return motion({ ...parts, object: null, preps: [] }, { target: knownStateMention([after], madeAfter) }, inventory);
  // (compromise may read the verb as the last word of the object: "the second region move")
  if (parts.object.tokens.length > 1 && parts.tokens[end].tags.has('MotionVerbs')) end--;
  const nextAt = parts.tokens[end + 1] && parts.tokens[end + 1].norm === 'to' ? end + 2 : end + 1;
  const next = parts.tokens[nextAt];
  // ("Receiving a HEADERS frame causes the stream to become open": what it is made to become is the target.)
  if (next && listed('LinkingVerbs', next.lemma)) {
    const rest = parts.tokens.slice(nextAt + 1);
    const stop = rest.findIndex((t) => t.kind === 'punct' || t.pos === 'prep' || t.pos === 'conj');
    const words = rest.slice(0, stop < 0 ? rest.length : stop).filter((t) => t.pos !== 'det');
    if (!words.length || words.length > 3) return null;
    const known = inventory.findState(stateName(words));
    const target: Mention = { type: 'state', tokens: words, name: known?.name ?? stateName(words), ...(known ? { path: known.path } : {}), by: known ? 'inventory' : 'words' };
    return motion({ ...parts, object: null, preps: [] }, { target }, inventory);
  }
  // ("makes the light flash": made to do something, and nothing more, it is doing it.)
  // (A bare infinitive only, "makes it flash", not "would cause state S to exit".)
  const alone = nextAt === end + 1 && !listedExactly('HypotheticalModals', verb.modal ?? '') && next && next.kind === 'word' && !next.tags.has('ExitWords') && !next.tags.has('EntryWords') && next.pos === 'verb' && endsClause(nextAt);
  if (alone) return motion({ ...parts, object: null, preps: [] }, { target: doingState(next, inventory) }, inventory);
  // ("causes the endpoint to enter CLOSING": made to enter a state is going there.)
  const entered = next?.tags.has('EntryWords') ? parts.tokens[nextAt + 1] : undefined;
  const enteredState = entered ? asState(mentionOf([entered], inventory), inventory) ?? (entered.kind !== 'word' ? { type: 'state' as const, tokens: [entered], name: stateName([entered]), by: 'words' as const } : undefined) : undefined;
  if (enteredState) return motion({ ...parts, object: null, preps: [] }, { target: enteredState }, inventory);
  if (!next || !(next.tags.has('MotionVerbs') || next.tags.has('ArrivalVerbs'))) return null;
  const motionFrame = g.frames.find((f) => f.id === 'motion')!;
  const roles: Roles = {};
  for (const pp of parts.preps) {
    if (pp.at <= end) continue;
    const role = roleOf(motionFrame, pp.prep);
    if (role && !roles[role] && fits(role, pp.mention)) roles[role] = pp.mention;
  }
  if (!roles.target) return null;
  return motion({ ...parts, object: null }, roles, inventory);
}

/** "the stopwatch stops running": ceasing to do something leaves that state for the one the verb names. */
export function ceasedDoing(parts: Parts, inventory: Inventory, roles: Roles): Meaning | null {
  const verb = parts.verb!;
  const doing = parts.tokens[verb.to];
  // ("must stop using the address": ceasing to do something to a thing is no state left.)
  const done = parts.tokens[verb.to + 1];
  if (!verb.verb.tags.has('CeaseVerbs') || verb.negated || verb.passive || !doing || !/ing$/.test(doing.norm) || doing.lemma === doing.norm || done?.tags.has('StateNouns') || /^(det|noun|name|pron)$/.test(done?.pos ?? '')) return null;
  const was: Mention = { type: 'state', tokens: [doing], name: stateName([doing]), by: 'words' };
  return motion({ ...parts, object: null }, { ...roles, source: asState(was, inventory) ?? was, target: { type: 'state', tokens: [verb.verb], name: participleOf(verb.lemma), by: 'words' } }, inventory);
}

/** A clause whose verb lands on a state the inventory knows: its object, its own participle, or its -ing form in the progressive. */
export function stateDone(parts: Parts, inventory: Inventory): Meaning | null {
  const verb = parts.verb!;
  if (verb.copula || verb.named || parts.preps.some((p) => /^(to|into)$/.test(p.prep))) return null;
  const delay = parts.preps.find((p) => p.prep === 'after' && p.mention.type === 'duration')?.mention;
  const roles = delay ? { delay } : {};
  // ("after 3 seconds of countdown you're playing": the state waited in, after "of".)
  const of = delay ? parts.tokens[parts.tokens.indexOf(delay.tokens[delay.tokens.length - 1]) + 2] : undefined;
  const waitedIn = of && parts.tokens[parts.tokens.indexOf(of) - 1]?.norm === 'of' ? inventory.findState(of.norm) : null;
  const from = waitedIn ? knownStateMention([of!], waitedIn) : undefined;
  const at = (m: Mention | undefined) => (m ? { ...roles, target: m, ...(from ? { source: from } : {}) } : null);
  const object = parts.object ? asState(parts.object, inventory) : undefined;
  if (object && inventory.findLoosely(object.name) && verb.verb.tags.has('ResumeVerbs') && (parts.subject || parts.gerundSubject)) return motion({ ...parts, object: null }, at(object)!, inventory);
  const progressive = verb.progressive;
  const own = inventory.findState(progressive ? verb.verb.norm : participleOf(verb.lemma));
  const gestured = !!parts.gerundSubject && !parts.object;
  if (own && (progressive || gestured)) return motion({ ...parts, object: null }, at(knownStateMention([verb.verb], own))!, inventory);
  // ("at which point it is running": the thing the text is about, said to be doing something and
  // nothing more, is in that state.)
  const about = isTheThing(parts.subject) && !parts.object;
  if (progressive && about && !verb.negated && parts.tokens.slice(verb.to).every((t) => t.kind === 'punct')) return motion({ ...parts, object: null }, at({ type: 'state', tokens: [verb.verb], name: stateName([verb.verb]), by: 'words' })!, inventory);
  const doing = doingNow(parts, inventory);
  if (doing) return { kind: 'motion', stay: true, doing: true, source: doing };
  return null;
}

/**
 * "The enemy patrols until it sees the player", "The vending machine waits for coins", once
 * patrolling and waiting are states the text names: doing it now is being there.
 */
export function doingNow(parts: Parts, inventory: Inventory): Mention | undefined {
  const verb = parts.verb!;
  if (verb.progressive || verb.passive || verb.negated || verb.modal || verb.gerund || verb.verb.kind !== 'word' || !parts.subject || /^(actor|state|event|code)$/.test(parts.subject.type)) return undefined;
  const known = inventory.findDoneNowBy(verb.lemma);
  return known ? knownStateMention([verb.verb], known) : undefined;
}
