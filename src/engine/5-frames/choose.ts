/**
 * Choosing a clause's frame: every frame whose verb class the clause's verb belongs to is tried,
 * and the one whose roles the clause fills best, with mentions of the right types, wins. No
 * words are claimed: each clause keeps its best analysis, whatever the other clauses do.
 */
import { listed, listedExactly } from '../grammar/words.js';
import { answers } from './prep-phrases.js';
import { type Frame, type Role, roleOf } from '../grammar/frames.js';
import type { Grammar } from '../grammar/load.js';
import { carriesControls, countsOccurrences, type Mention, type MentionType } from '../4-inventory/mentions.js';
import type { Parts } from './parts.js';
import { isQuotedOrCode } from '../2-words/token.js';

export type Roles = Partial<Record<Role, Mention>>;

export interface Choice {
  frame: Frame | null;
  roles: Roles;
  score: number;
}

/** Which mentions can fill which role. */
const FITS: Record<Role, MentionType[]> = {
  target: ['state', 'thing', 'anaphor'],
  source: ['state', 'thing', 'anaphor'],
  event: ['event', 'thing', 'outcome'],
  delay: ['duration', 'timer'],
  via: ['state', 'event', 'thing'],
  scene: ['state', 'thing', 'anaphor'],
  between: ['state', 'thing'],
  service: ['service', 'thing'],
};

export function fits(role: Role, mention: Mention): boolean {
  // A name that only looks like an event (SCREAMING_CASE) is a state where a state is meant: "to IDLE".
  if ((role === 'target' || role === 'source' || role === 'scene') && mention.type === 'event' && mention.by === 'shape') return true;
  if (!FITS[role].includes(mention.type)) return false;
  // "it", "this", "that" name a place only as the state they refer to; "there" always does.
  if (mention.type === 'anaphor' && (role === 'target' || role === 'source')) return listedExactly('TargetAnaphors', mention.name);
  return true;
}

function rolesFor(frame: Frame, parts: Parts): { roles: Roles; score: number } {
  const roles: Roles = {};
  let score = 0;
  let sourceBy = '';
  let received = -1;
  for (const [k, given] of parts.preps.entries()) {
    if (k === received) continue;
    // ("returns to IDLE upon receipt of BYE-ACK", "in response to STOP": what is received, after
    // "of" or "to", is the event; that phrase is no place.)
    const next = parts.preps[k + 1];
    if (answers(given, next) && parts.tokens.slice(given.at + 1, next.at).every((t) => t.kind === 'word' && /^(det|noun|adj)$/.test(t.pos))) received = k + 1;
    const pp = received === k + 1 ? { ...given, mention: next!.mention } : given;
    let role = roleOf(frame, pp.prep);
    // ("'Place order' on review goes to ...": "on" a state is where it happens, not an event.)
    // ("clicking a thumbnail on the grid": "on the" a place, too.)
    const onThePlace = pp.mention.type === 'thing' && pp.mention.tokens[0]?.pos === 'det' && pp.mention.tokens[0].norm === 'the';
    // ("press START on the control panel": the part of the device a control is on is no place.)
    if (pp.mention.type === 'thing' && carriesControls(pp.mention) && (role === 'source' || role === 'scene' || onThePlace)) continue;
    // ("a failure on the fifth attempt": a count is neither what happens nor where.)
    if ((role === 'event' || role === 'source') && countsOccurrences(pp.mention.tokens)) continue;
    // ("\"Skip\" on any slide jumps to Sign Up": what is done on any one of many places is done there, no
    // event; "on every button press" is one.)
    const head = pp.mention.tokens[pp.mention.tokens.length - 1];
    const happening = !!head && ['OccurrenceNouns', 'EventNouns', 'GestureVerbs'].some((c) => head.tags.has(c));
    if (role === 'event' && listed('UniversalQuantifiers', pp.mention.tokens[0]?.norm ?? '') && pp.mention.tokens.length <= 3 && !happening) continue;
    // ("with the condition Speed Greater 0.1" is its guard, no event.)
    if (role === 'event' && pp.prep === 'with' && pp.mention.tokens.slice(0, 2).some((t) => t.tags.has('GuardNouns'))) continue;
    // (Not "with the errors shown": what comes with it is no place.)
    // (But "on success it ends up in `success`": an outcome in plain words stays what happens, even where a state shares its name.)
    const words = pp.mention.tokens.filter((t) => t.pos !== 'det');
    const outcome = words.length === 1 && words[0].kind === 'word' && (words[0].tags.has('SuccessWords') || words[0].tags.has('FailureWords'));
    if (role === 'event' && pp.prep !== 'with' && ((pp.mention.type === 'state' && pp.mention.by !== 'shape') || onThePlace) && frame.roles.from === 'source' && !outcome) role = 'source';
    // ("Typing in the search box moves from idle to searching": "from" says where it starts, over "in".)
    const fromOverIn = role === 'source' && pp.prep === 'from' && roles.source && sourceBy !== 'from';
    if (!role || (roles[role] && !fromOverIn)) continue;
    // ("goes to Level 2, and after another 10 minutes to Level 3": a wait after the place, before
    // another place, is the next step's (gappedSteps), not this one's.)
    if (role === 'delay' && roles.target && next && listed('TargetPrepositions', next.prep)) continue;
    // ("goes back to checkout with an error message": "with" names an event only by its name.)
    if (role === 'event' && pp.prep === 'with' && !pp.mention.runtime && !pp.mention.tokens.some((t) => t.kind !== 'word' && t.kind !== 'punct')) continue;
    // ("goes back to ENTER_PHONE with `error=sms_failed`", "a failure with `attempts < 5`": code that
    // sets or compares is data or a guard, not an event.)
    // ("`Walk` to `Run` with `Speed Greater 0.6`": with a number, it is a value compared.)
    if (role === 'event' && pp.mention.tokens.some((t) => (t.kind !== 'word' && /[<>=]/.test(t.text)) || (pp.prep === 'with' && t.kind === 'number'))) continue;
    // ("Pressing the mouse on a card goes to pressed": a phrase inside a gesture that is the subject
    // says where it is done, not what sets the verb off.)
    // (But "Starting a job with `M24` from idle enters heating": a name written as code is the event.)
    const writtenName = pp.mention.tokens.length === 1 && isQuotedOrCode(pp.mention.tokens[0]);
    if (role === 'event' && parts.gerundSubject && parts.verb && pp.at < parts.verb.from && pp.mention.type !== 'event' && !writtenName) continue;
    // ("on success it ends up in `success`": "on" an outcome or an event, fronted, is what sets it off, in any frame.)
    if (role === 'target' && parts.verb && pp.at < parts.verb.from && /^(on|upon)$/.test(pp.prep) && (outcome || pp.mention.type === 'event')) role = 'event';
    // ("Cards on the board start at rest": a phrase before the verb qualifies its subject; where it goes comes after.)
    if (role === 'target' && parts.verb && pp.at > 0 && pp.at < parts.verb.from) continue;
    const mention = role === 'event' && outcome && pp.mention.type === 'state' ? { ...pp.mention, type: 'thing' as const } : pp.mention;
    if (!fits(role, mention)) continue;
    if (roles[role]) score -= roles[role]!.type === 'thing' ? 1 : 2;
    roles[role] = mention;
    if (role === 'source') sourceBy = pp.prep;
    score += pp.mention.type === 'thing' ? 1 : 2;
  }
  // ("we end up in baking": a verb and its particle that make a phrase of the frame's class read by that frame.)
  const particle = parts.verb?.particle;
  if (particle && particle.tags.has(frame.verbs) && parts.verb!.verb.tags.has(`${frame.verbs}Start`)) score += 2;
  // ("The always object will immediately fire": an event as the subject fits the frames of happening.)
  if (frame.subject === 'event' && parts.subject && (parts.subject.type === 'event' || parts.subject.type === 'outcome')) score += 2;
  const object = parts.object;
  // A frame that needs its object ("opens the help modal") reads a clause without one badly; a
  // motion of one's own reads "puts the kettle in heating" worse than moving something does.
  if (!object && frame.object === 'target' && !roles.target) score -= 2;
  // ("Clicking or pressing Space flips it": a verb of toggling that names no place it goes to toggles.)
  if (frame.yields !== 'toggle' && parts.verb!.verb.tags.has('ToggleVerbs') && !roles.target) score -= 2;
  if (object && frame.id === 'motion' && object.type !== 'state' && object.type !== 'event') score -= 1;
  if (object && frame.object) {
    if (frame.object === 'event' && (object.type === 'event' || object.type === 'outcome')) score += 3;
    else if (frame.object === 'service' && object.type === 'service') score += 3;
    else if ((frame.object === 'state' || frame.object === 'target') && object.type === 'state') score += 3;
    else if (frame.object === 'mover' && object.type !== 'event' && object.type !== 'service') score += 1;
    else if (frame.object === 'event' || frame.object === 'service') score += object.type === 'thing' ? 1 : 0;
  }
  return { roles, score };
}

export function chooseFrame(parts: Parts, g: Grammar): Choice {
  const verb = parts.verb?.verb;
  if (!verb || parts.verb?.copula) return { frame: null, roles: {}, score: 0 };
  // ("the order is cancelled and ...", "the specimen is reported.": what is done to the thing the text
  // is about, in the passive, by no one, with nothing after it, says what it now is.)
  const rest = parts.tokens.slice(parts.verb!.main + 1).filter((t) => t.kind !== 'punct' && t.pos !== 'adv');
  // (Not "the input is ignored", "a code is generated": what leaves it be or makes it.)
  const kept = verb.tags.has('StayVerbs') || verb.tags.has('CreationVerbs');
  if (parts.verb?.passive && parts.subject?.entity && parts.subject.type !== 'anaphor' && !parts.subject.tokens.some((t) => t.tags.has('EventNouns')) && !rest.length && !kept) return { frame: null, roles: {}, score: 0 };
  let best: Choice = { frame: null, roles: {}, score: -1 };
  // ("Entered on boot and whenever ...", "Entered from ADV": a participle alone that opens the clause
  // says what is done to the thing, no gesture someone makes.)
  const participle = parts.verb!.from === 0 && !parts.subject && !parts.gerundSubject && /ed$/.test(verb.norm) && verb.norm !== verb.lemma;
  for (const frame of g.frames) {
    if (!verb.tags.has(frame.verbs)) continue;
    if (participle && frame.yields === 'gesture') continue;
    // (A frame of the passive reads only the passive, and reads it first: "is held in Review".)
    if (frame.voice === 'passive' && !parts.verb?.passive) continue;
    const { roles, score: own } = rolesFor(frame, parts);
    // (Filled by a place the text names, or one written as a name: "stops at the end of the step",
    // "stops at that file", "can stop the deletion at this stage" halt nowhere; "stops at LEAK FAIL" does.)
    const needed = frame.needs ? roles[frame.needs] : undefined;
    if (frame.needs && (!needed || needed.type === 'anaphor' || (needed.type === 'thing' && !needed.tokens.every((t) => t.pos === 'det' || t.kind !== 'word' || t.shape === 'caps')))) continue;
    // (A frame that reads a clause only with its needed role, given it, is the narrower reading: "stops at X" over stopping.)
    const score = own + (frame.voice === 'passive' ? 3 : 0) + (frame.needs ? 2 : 0);
    if (score > best.score) best = { frame, roles, score };
  }
  if (best.frame) return best;
  // ("ARMED disarms back to IDLE after 10 minutes", "the arm springs back into REST": any verb
  // going back to a place the text names is a motion there; the verb only says how.)
  const back = parts.verb!.particle?.norm === 'back' ? parts.preps.find((p) => listed('TargetPrepositions', p.prep) && p.mention.type === 'state') : undefined;
  const motion = back ? g.frames.find((f) => f.id === 'motion') : undefined;
  return motion ? { frame: motion, ...rolesFor(motion, parts) } : { frame: null, roles: {}, score: 0 };
}
