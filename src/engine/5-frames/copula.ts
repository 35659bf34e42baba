/**
 * Being: a copula names where the thing starts ("is locked by default", "the initial state is
 * X"), where it now is ("it is clean again", "the user is on waiting"), or a compound state
 * that is done.
 */
import { listed, listedExactly } from '../grammar/words.js';
import { durationOf } from '../4-inventory/durations.js';
import { frontedStart } from '../3-clauses/boundaries.js';
import { readsAsQuality } from '../2-words/lemma.js';
import type { Inventory } from '../4-inventory/inventory.js';
import { knownStateMention, type Mention } from '../4-inventory/mentions.js';
import { eventName, isCapitalisedName, isTitledName, stateName, written as asWrittenName } from '../4-inventory/names.js';
import type { Meaning } from './meaning.js';
import { triggerOfRoles } from './motion.js';
import { answers } from './prep-phrases.js';
import { outcomeWord } from './events-named.js';
import type { Parts } from './parts.js';
import { asState, titledQuality } from './subject.js';
import { eitherWay } from './either-way.js';
import { isName, isQuotedOrCode, type Token } from '../2-words/token.js';


/** "the initial state is X", "X is the initial state", "it is clean again", "the preparation state is done". */
// ("After power-up the vehicle is Disarmed", "On boot it is idle": right after the start, opening the clause, too.)
export const initiallySaid = (parts: Parts) => frontedStart(parts.tokens) || parts.tokens.some((t, i) => t.norm === 'initially' || (t.norm === 'by' && parts.tokens[i + 1]?.norm === 'default') || (t.norm === 'at' && listed('StartWords', parts.tokens[i + 1]?.norm ?? '')));

/** `consequent`: the clause tells what follows ("When I enter a wrong password, then my account is locked"). */
export function copulaMeanings(parts: Parts, inventory: Inventory, consequent = false): Meaning[] {
  // ("A device that loses VBUS, whatever state it is in, returns to Attached": wherever it is.)
  if (parts.tokens[0]?.tags.has('GlobalMarkersStart') || parts.tokens[0]?.tags.has('GlobalMarkers')) return [{ kind: 'global' }];
  const ways = eitherWay(parts);
  if (ways) return ways;
  // ("..., all staff stop work and evacuate; this is the EVACUATING phase": what "this" is, a state the
  // text names with its kind, is where the clause before has left the thing.)
  const kindNamed = parts.verb?.from === 1 && listed('Demonstratives', parts.tokens[0].norm) && !parts.verb?.negated && parts.complement?.tokens[0]?.norm === 'the' && parts.complement.tokens.some((t) => t.tags.has('StateNouns')) ? asState(parts.complement, inventory) : undefined;
  if (kindNamed) return [{ kind: 'motion', target: kindNamed }];
  // ("we're back in INIT", "it is back to idle": being back somewhere is having gone back there.)
  const back = parts.verb ? parts.tokens[parts.verb.to] : undefined;
  const there = back?.norm === 'back' ? parts.tokens[parts.verb!.to + 1] : undefined;
  const place = there && /^(in|to)$/.test(there.norm) ? parts.tokens[parts.verb!.to + 2] : undefined;
  const backTo = place ? (isName(place) ? asWrittenName(place) : place.norm) : '';
  // ("After thirty seconds you're back in loggedOut": after a time, too.)
  const waitedFor = parts.preps.find((p) => p.mention.type === 'duration' && p.prep === 'after');
  const afterWait = waitedFor ? { trigger: { kind: 'after' as const, delay: waitedFor.mention.delay ?? durationOf(waitedFor.mention.tokens) } } : {};
  if (place && !parts.verb!.negated && (isName(place) || inventory.findState(backTo))) return [{ kind: 'motion', target: asState({ type: 'thing', tokens: [place], name: backTo, by: 'words' }, inventory) ?? { type: 'state', tokens: [place], name: backTo, by: 'words' }, ...afterWait }];
  // ("because I'm forgetful": what the author is, is no state; but a persona's state is, written as
  // a name or named as a state elsewhere: "Given I am Offline".)
  const persona = !!parts.complement && (parts.complement.tokens.some((t) => t.kind !== 'word' || /^[A-Z]/.test(t.text)) || [...(inventory.findState(parts.complement.name)?.evidence ?? [])].some((e) => e !== 'target' && e !== 'source'));
  // ("Initially, the form is in the editing state": where it is, after "in".)
  const where = parts.verb ? parts.preps.find((p) => listedExactly('LocationPrepositions', p.prep) && p.at === parts.verb!.to)?.mention : undefined;
  // ("Given I am on the Login screen", "I am on *Check your email*": or a place a persona is on, named.)
  // ("Given I am on the login screen": or a screen or page the text names as a place.)
  const onPlace = !!where && (where.tokens.some((t) => t.kind !== 'word' || /^[A-Z]/.test(t.text)) || (where.tokens.some((t) => t.tags.has('PlaceNouns') || t.tags.has('StateNouns')) && !!inventory.findState(where.name)));
  if (parts.subject?.type === 'actor' && listedExactly('AuthorPronouns', parts.subject.name) && !persona && !onPlace) return [{ kind: 'commentary', why: 'the author or the reader' }];
  // ("Since we're still listening for that TICK event, we're done!": the author and reader being done is no state.)
  const finished = !!parts.complement && parts.complement.tokens.length === 1 && listed('CompletionAdjectives', parts.complement.tokens[0].norm) && !inventory.findState(parts.complement.name);
  if (parts.subject?.type === 'actor' && listedExactly('ParticipantPronouns', parts.subject.name) && finished) return [{ kind: 'commentary', why: 'the author or the reader' }];
  // ("The LED is off", "the ATM is idle": a name in capitals after an article is a thing that is
  // somewhere, not an event; events are written bare or with their kind noun.)
  const s = parts.subject?.type === 'event' && parts.subject.by === 'shape' && parts.subject.tokens.length === 2 && listed('DefiniteDeterminers', parts.subject.tokens[0].norm) ? { ...parts.subject, type: 'machine' as const } : parts.subject;
  const c = parts.complement;
  // ("The states are fixed; what you control is the timings": a quality of the states, in small letters, names none of them.)
  const kinds = !!s && s.tokens.some((t) => t.tags.has('StateNouns') && t.tags.has('Plural')) && c?.tokens.length === 1 && c.tokens[0].kind === 'word' && /^[a-z]/.test(c.tokens[0].text) && readsAsQuality(c.tokens[0].norm) && !inventory.isToldOtherwise(c.name);
  if (kinds) return [{ kind: 'none' }];
  // ("`backClicked` is the fun one: from `'payment'` it goes to `'shipping'`, ...": a name written as
  // code, said to be "the ... one", is what the clauses after it tell of: their event.)
  const one = c?.tokens[c.tokens.length - 1];
  const topic = !!s && s.tokens.length === 1 && isQuotedOrCode(s.tokens[0]) && !inventory.findState(s.name) && !!one && listed('ProForms', one.norm) && listed('DefiniteDeterminers', c!.tokens[0].norm);
  if (topic && !parts.verb?.negated) return [{ kind: 'trigger', trigger: { kind: 'event', name: asWrittenName(s!.tokens[0]) } }];
  // ("Pause is available from Running", "SUBMIT is valid in Draft": an event that can be taken
  // somewhere happens there.)
  const offered = offeredIn(parts, s, inventory);
  if (offered) return offered;
  // ("`succeeded` and `cancelled` are terminal": that a state is where it ends is no state.)
  if (c && c.tokens.length === 1 && listed('FinalAdjectives', c.tokens[0].norm)) return [{ kind: 'none' }];
  // "The smart lock is locked by default", "it is initially idle": where the thing starts.
  const initially = initiallySaid(parts);
  const start = c ?? where ?? (parts.verb && parts.tokens[parts.verb.to] && parts.tokens[parts.verb.to].pos !== 'prep' ? { type: 'thing' as const, tokens: [parts.tokens[parts.verb.to]], name: stateName([parts.tokens[parts.verb.to]]), by: 'words' as const } : null);
  // ("The modal is hidden by default": a thing named like a place, too.)
  const placeLike = s?.type === 'state' && !s.tokens.some((t) => t.tags.has('StateNouns'));
  // ("Initially the BGP state is Idle": what a state phrase is, at first, is where it starts.)
  const statePhrase = !!c && !!s && s.tokens.some((t) => t.tags.has('StateNouns'));
  // ("Agents are Available by default": a person's too, where the people are what the text is about.)
  if (initially && start && (!s || placeLike || statePhrase || /^(machine|anaphor|thing|actor)$/.test(s.type))) return [{ kind: 'initial', state: asState(start, inventory) ?? { ...start, type: 'state' }, ...(s ? { subject: s } : {}) }];
  // ("goes to browsing, which is also where the app begins": the place the relative is about is where it starts.)
  const whereAt = parts.tokens.findIndex((t) => t.norm === 'where');
  if (whereAt > 0 && parts.tokens.slice(whereAt + 1).some((t) => t.tags.has('InitialVerbs') && t.pos === 'verb') && (!s || s.type === 'anaphor')) return [{ kind: 'initial', state: { type: 'anaphor', tokens: [], name: 'which', by: 'words' } }];
  // "the preparation state is done": a compound state's own done transition starts here.
  const subjectState = asState(s, inventory);
  // ("Awakening is a 4-second intro animation; afterwards it goes to Stomping": a state said to be
  // something that lasts a time is the wait for what comes after it, as "Vending lasts three seconds" is.)
  const lasts = subjectState && c && c.tokens[0]?.pos === 'det' && !parts.verb?.negated ? durationOf(c.tokens) : null;
  if (lasts !== null) return [{ kind: 'trigger', trigger: { kind: 'after', delay: lasts }, source: subjectState! }];
  if (subjectState && c && c.tokens.length === 1 && listed('CompletionAdjectives', c.tokens[0].norm)) return [{ kind: 'trigger', trigger: { kind: 'onDone' }, source: subjectState }];
  // ("the parallel state is considered "done"": a state in general being done is how states work.)
  if (!subjectState && s?.tokens.some((t) => t.tags.has('StateNouns')) && c && c.tokens.length === 1 && listed('CompletionAdjectives', c.tokens[0].norm)) return [{ kind: 'none' }];
  const initialWord = (m: Mention | null) => !!m && m.tokens.some((t) => listed('InitialAdjectives', t.norm)) && m.tokens.some((t) => t.tags.has('StateNouns'));
  if (initialWord(c) && s) {
    const state = asState(s, inventory) ?? (s.type === 'thing' ? { ...s, type: 'state' as const } : undefined);
    if (state) return [{ kind: 'initial', state }];
  }
  // ("The normal state is ROAD OPEN": a state said to be of some kind, named after the verb, is where the thing is.)
  const kindOf = !!s && !!c && s.tokens[0]?.norm === 'the' && !!s.tokens[s.tokens.length - 1]?.tags.has('StateNouns') && !!inventory.findState(c.name)?.evidence.has('declared');
  if (kindOf && !parts.verb?.negated) return [{ kind: 'motion', target: asState(c, inventory)! }];
  if (initialWord(s) && c) {
    const state = asState(c, inventory) ?? (c.type === 'thing' || c.type === 'state' ? { ...c, type: 'state' as const } : undefined);
    if (state) return [{ kind: 'initial', state }];
  }
  // "you're back on the grid", "it is back in idle": being back somewhere is going there.
  const backAt = parts.tokens.some((t) => t.norm === 'back') ? parts.preps.find((p) => listedExactly('ReturnPrepositions', p.prep) && (p.mention.type === 'state' || p.mention.type === 'thing')) : undefined;
  if (backAt && !parts.verb?.negated) return [{ kind: 'motion', target: backAt.mention, ...afterWait }];
  // ("By default the Spiny Beetle is in what I'm gonna call Patrol": being in what someone calls X is being in X.)
  const called = parts.verb && parts.tokens[parts.verb.to]?.norm === 'in' && parts.tokens[parts.verb.to + 1]?.norm === 'what' ? parts.tokens.findIndex((t, i) => i > parts.verb!.to + 1 && t.lemma === 'call') : -1;
  const named = called > 0 ? parts.tokens.slice(called + 1).filter((t) => t.kind !== 'punct') : [];
  if (named.length === 1 && !parts.verb?.negated && s && /^(machine|anaphor|thing)$/.test(s.type)) {
    const state = asState({ type: 'state', tokens: named, name: stateName(named), by: 'words' }, inventory) ?? { type: 'state' as const, tokens: named, name: stateName(named), by: 'words' as const };
    return [initially ? { kind: 'initial', state, subject: s } : { kind: 'motion', target: state }];
  }
  // ("A newly created recorder is in the Initial state": or in a state the text names.)
  const freshIn = !!s && /^(thing|state|machine)$/.test(s.type) && !c && !!where && parts.tokens.slice(0, parts.verb?.from ?? 0).some((t) => listed('NewnessWords', t.norm)) && !parts.verb?.negated ? asState(where, inventory) : undefined;
  if (freshIn) return [{ kind: 'initial', state: freshIn, subject: s! }];
  // "the user is on waiting", "it is in idle": being somewhere the text names as a state.
  // ("the visitor is on the login page": anyone on a page the text names as a place.)
  const onPage = (m: Mention) => m.type === 'state' && m.by === 'head';
  // ("The form is in the editing state": a thing named like a place, in a state the text calls one.)
  const inAState = s?.type === 'state' && !s.tokens.some((t) => t.tags.has('StateNouns')) && parts.preps.some((p) => p.prep === 'in' && p.mention.tokens.some((t) => t.tags.has('StateNouns')));
  // ("The client is in REQUESTING": the thing "the" points at, in a place written as a name.)
  // ("The station is in NORMAL CALL", "the ticket is in Pending Customer": a name of up to three
  // words in capitals, or each capitalised, too.)
  const capitals = (ts: Token[]) => (ts.length > 0 && ts.length <= 3 && ts.every((t) => t.kind === 'name' && /^[A-Z][A-Z0-9_-]+$/.test(t.text))) || (isTitledName(ts) && ts.every((t) => t.kind === 'word' || t.kind === 'name'));
  const inWritten = (p: { mention: Mention }) => !p.mention.runtime && ((p.mention.tokens.length === 1 && isQuotedOrCode(p.mention.tokens[0])) || capitals(p.mention.tokens.filter((t) => t.pos !== 'det')));
  // (Of the thing "the" points at: "Then the order is Shipped", "the client is in REQUESTING".)
  const theThing = s?.type === 'thing' && listed('DefiniteDeterminers', s.tokens[0]?.norm ?? '') && s.tokens.length <= 3;
  // (Past an adverb: "The thermostat is normally in Schedule mode".)
  let placeAt = parts.verb?.to ?? -1;
  while (placeAt >= 0 && parts.tokens[placeAt]?.pos === 'adv') placeAt++;
  const at = !c && s && (/^(machine|anaphor|actor)$/.test(s.type) || s.entity || inAState || (s.type === 'thing' && parts.preps.some((p) => onPage(p.mention) || (theThing && inWritten(p))))) ? parts.preps.find((p) => listedExactly('LocationPrepositions', p.prep) && p.at === placeAt) : undefined;
  // ("it is in `submitted`", "it is in REQUESTING": a written name, or an -ing word, after "in" is a state.)
  const single = at && (at.mention.type === 'thing' || inWritten(at)) && at.mention.tokens.length === 1 ? at.mention.tokens[0] : undefined;
  const atState = at ? asState(at.mention, inventory) ?? ((single && (/ing$/.test(single.norm) || isQuotedOrCode(single))) || inWritten(at) ? { ...at.mention, type: 'state' as const } : undefined) : undefined;
  if (atState && !parts.verb?.negated) return [{ kind: 'motion', target: atState }];
  // "it is clean again", "half a second later it is hidden": the thing is now in that state.
  // ("It is the last step before ...": a described step the text does not name is no state.)
  const described = c && c.tokens[0]?.pos === 'det' && !inventory.findState(c.name);
  // ("the connection is ESTABLISHED": a name in capitals is a state's name.)
  // ("the job is marked `executing`": so is a name written as code or in quotes.)
  const written = !!c && c.tokens.length === 1 && ((c.tokens[0].kind === 'name' && /^[A-Z][A-Z0-9_-]+$/.test(c.tokens[0].text)) || isQuotedOrCode(c.tokens[0]));
  // ("the turnstile becomes Unlocked": what it becomes, capitalised as a name.)
  // ("If it hits a wall, it's Stunned": what "it" is, capitalised inside a sentence, too.)
  // ("Then the order is Shipped": of the thing "the" points at, too.)
  // ("it is considered Under Review": a name of up to three words, each capitalised.)
  const titled = !!c && isTitledName(c.tokens);
  const capitalisedInside = titled && parts.tokens.indexOf(c!.tokens[0]) > 0 && (s?.type === 'anaphor' || s?.type === 'machine' || (s?.type === 'actor' && listedExactly('ParticipantPronouns', s.name)) || theThing);
  // ("Once payment is issued, a claim in Settlement is Closed": of a thing said to be in a named state, too.)
  const before = parts.preps.find((p) => p.prep === 'in' && p.at < (parts.verb?.from ?? 0) && (asState(p.mention, inventory) || inWritten(p) || isTitledName(p.mention.tokens)));
  // ("Boarding becomes Gate Closed": what it becomes, a name of up to three capitalised words.)
  // ("it becomes On loan": or in sentence case, its first word capitalised.)
  const capitalised = !!c && ((parts.verb?.verb.lemma === 'become' && (c.tokens.length === 1 ? /^[A-Z]/.test(c.tokens[0].text) : isCapitalisedName(c.tokens))) || capitalisedInside || (titled && !!before));
  // ("the zone is marked rain-delayed", "the item is treated as lost": what a thing is marked, in
  // small letters too, is its state; a verb of marking says so.)
  const markedAt = c ? parts.tokens.indexOf(c.tokens[0]) : -1;
  const marking = (t: Token | undefined) => !!t && listed('MarkingParticiples', t.norm);
  const marked = !!c && (marking(parts.tokens[markedAt - 1]) || (parts.tokens[markedAt - 1]?.norm === 'as' && marking(parts.tokens[markedAt - 2]))) && c.tokens.length <= 2 && c.tokens.every((t) => t.kind === 'word' && /^(adj|verb|part|noun)$/.test(t.pos));
  // ("it is on loan for three weeks", "the ticket is on hold": a phrase the lexicon names as a state.)
  const phrased = !!c && !!c.tokens[0]?.tags.has('StatePhrasesStart') && c.tokens.every((t) => t.tags.has('StatePhrases'));
  const placed = described ? undefined : asState(c, inventory) ?? (c && ((c.tokens.length === 1 && (/^(adj|verb|part)$/.test(c.tokens[0].pos) || written)) || capitalised || marked || phrased) ? { ...c, type: 'state' as const } : undefined);
  // ("A newly created Job is `Pending`", "New tickets are **Open**": what a thing is when it is new is where it starts.)
  const fresh = !!s && s.type === 'thing' && parts.tokens.slice(0, parts.verb?.from ?? 0).some((t) => listed('NewnessWords', t.norm)) && !!placed && (written || !!asState(c, inventory)) && !parts.verb?.negated && !parts.preps.length;
  if (fresh) return [{ kind: 'initial', state: asState(placed, inventory) ?? placed!, subject: s! }];
  // ("After 10 seconds the door is locked again": a wait before it is the trigger.)
  const waited = parts.preps.find((p) => p.mention.type === 'duration' && p.prep === 'after');
  // ("on success it is connected": an event or outcome it is so on sets it off.)
  // ("on `animationend` it's `hidden` again": a name written as code that is no state, too.)
  const writtenEvent = (m: Mention) => m.tokens.length === 1 && isQuotedOrCode(m.tokens[0]) && m.type === 'thing' && !asState(m, inventory);
  // ("becomes UP upon receipt of the second HEARTBEAT": what is received, after "of".)
  const onAt = parts.preps.findIndex((p) => /^(on|upon)$/.test(p.prep));
  const received = onAt >= 0 && answers(parts.preps[onAt], parts.preps[onAt + 1]) ? parts.preps[onAt + 1] : undefined;
  const on = received ?? parts.preps.find((p) => /^(on|upon)$/.test(p.prep) && (p.mention.type === 'event' || p.mention.type === 'outcome' || !!outcomeWord(p.mention) || writtenEvent(p.mention)));
  const trigger = durationOf(parts.tokens) !== null && (waited || parts.tokens.some((t) => t.norm === 'later')) ? { kind: 'after' as const, delay: durationOf(parts.tokens) } : on ? triggerOfRoles({ event: on.mention }) : undefined;
  // ("It's interesting to note that ...", "it is possible to exit D": no state; but "is Escalated to
  // the department head" says where it is sent, not what is possible.)
  const past = parts.tokens.indexOf(c?.tokens[c.tokens.length - 1] as Token) + 1;
  const extraposed = c && (parts.tokens[past]?.norm === 'that' || (parts.tokens[past]?.norm === 'to' && !/^(det|noun|pron)$/.test(parts.tokens[past + 1]?.pos ?? '')));
  // ("The machine is quite straightforward": a judgement, not a state.)
  // ("it's way simpler than you'd expect": what a thing is compared with is no state either.)
  const compared = !!c && parts.tokens[parts.tokens.indexOf(c.tokens[c.tokens.length - 1]) + 1]?.norm === 'than';
  // ("it's embarrassingly small": an adjective graded by an -ly adverb is a judgement, unless the text names it as a state.)
  const graded = !!c && c.tokens.length === 1 && c.tokens[0].pos === 'adj' && !/(ed|en)$/.test(c.tokens[0].norm) && /ly$/.test(parts.tokens[parts.tokens.indexOf(c.tokens[0]) - 1]?.norm ?? '') && parts.tokens[parts.tokens.indexOf(c.tokens[0]) - 1]?.pos === 'adv' && !inventory.findState(c.name);
  const judged = c && (compared || graded || parts.tokens.some((t) => listed('DegreeAdverbs', t.norm)));
  if (judged) return [{ kind: 'none' }];
  // ("A note is clean until ...": a thing in a state the text names elsewhere is what the text is about.)
  // ("Offers are Pending": things in the plural, too.)
  const known = !!asState(c, inventory) && (s?.type === 'thing' || s?.type === 'code') && (s.tokens[0]?.pos === 'det' || (s.tokens.length === 1 && s.tokens[0].tags.has('Plural'))) && s.tokens.length <= 3;
  // ("When a worker picks it up, the job becomes running": what becomes something changes state.)
  // ("On success the field becomes **valid**": a part the field calls code, too, into a state the text names.)
  const becomes = parts.verb?.verb.lemma === 'become' && !!s && (/^(thing|state|service)$/.test(s.type) || (s.type === 'code' && (!!asState(c, inventory) || written)));
  const became = placed ?? (becomes && c && c.tokens.length === 1 && c.tokens[0].kind === 'word' && /ing$/.test(c.tokens[0].norm) ? { ...c, type: 'state' as const } : undefined);
  const definite = !!s && s.type === 'thing' && listed('DefiniteDeterminers', s.tokens[0]?.norm ?? '');
  // ("The light is green for 30 seconds": what a light is, is what it shows; "The quest is now
  // active": what a thing is, named by an adjective of condition, not of judgement, is where it is.)
  const showsCondition = !!s && !!c && c.tokens.length === 1 && (listed('SignalLightNouns', s.tokens[s.tokens.length - 1]?.norm ?? '') || listed('ConditionAdjectives', c.tokens[0].norm));
  // ("green becomes yellow": a state that becomes another is where the change starts.)
  // ("A Confirmed appointment that ... becomes Cancelled": a thing said to be in a state the text names, before its noun.)
  const inState = s && s.tokens.length > 1 ? s.tokens.slice(0, -1).map((t) => (t.kind === 'word' || isQuotedOrCode(t) ? inventory.findState(t.kind === 'word' ? t.norm : asWrittenName(t)) : null)).find(Boolean) : null;
  // ("A `RECEIVED` sample is `IN_ANALYSIS` once it's loaded": being in another state the text names, too.)
  // (The subject may be read as the state it is in, "a `RECEIVED` sample", a thing with its state;
  // a name written as code before its noun is one, too, when what it is is written so.)
  const modifier = s && s.tokens.length > 1 && written ? s.tokens.slice(0, -1).find((t) => isQuotedOrCode(t)) : undefined;
  // ("A Ready prescription becomes Dispensed": or written with capitals before it.)
  const heldIn = inState ? knownStateMention(s!.tokens, inState) : s?.type === 'state' && s.entity && s.tokens.length > 1 ? asState(s, inventory) : modifier ? { type: 'state' as const, tokens: [modifier], name: asWrittenName(modifier), by: 'words' as const } : s ? titledQuality(s) : undefined;
  const otherState = !!heldIn && !!c && (!!asState(c, inventory) || written) && (asState(c, inventory)?.name ?? c.name) !== heldIn.name;
  // ("Certificates in `pending_validation` become `issued`", "An order in Pending becomes Paid": where
  // the subject is said to be, before the verb, is where it starts.)
  const inPlace = becomes || (!!c && (titled || written || !!asState(c, inventory))) ? before : undefined;
  const placeBefore = inPlace ? asState(inPlace.mention, inventory) ?? { ...inPlace.mention, type: 'state' as const } : undefined;
  const from = becomes || otherState ? (becomes ? asState(s, inventory) ?? placeBefore : undefined) ?? heldIn : placeBefore;
  // ("and the user is told": what is done to a person, unless the text names it as a state, is no state of the machine.)
  const toPerson = s?.type === 'actor' && !!c && c.tokens.length === 1 && /(ed|en|ld)$/.test(c.tokens[0].norm) && !asState(c, inventory) && !written && !titled;
  // ("when the animation ends, the modal is open": a place of the interface in a state the text names.)
  const placeIn = placeLike && !!asState(c, inventory) && asState(c, inventory)!.name !== s!.name;
  // ("Then my account is locked": what a thing the text points at is, as a consequence, is where it is now.)
  const thenSo = consequent && !!s && s.type === 'thing' && listed('DefiniteDeterminers', s.tokens[0]?.norm ?? '') && s.tokens.length <= 3 && !!c && c.tokens.length <= 3;
  if (became && s && !extraposed && !toPerson && (/^(machine|anaphor|actor)$/.test(s.type) || s.entity || known || becomes || otherState || placeIn || !!placeBefore || ((written || capitalisedInside || phrased || showsCondition) && definite) || thenSo || (marked && s.type === 'thing')) && !parts.verb?.negated) return [{ kind: 'motion', target: asState(became, inventory) ?? became, ...(from ? { source: from } : {}), ...(trigger ? { trigger } : {}) }];
  return [{ kind: 'none' }];
}


/** "Pause is available from Running": an event, or a control's name, said to be available in a place. */
function offeredIn(parts: Parts, s: Mention | null, inventory: Inventory): Meaning[] | null {
  const c = parts.complement;
  if (!c || c.tokens.length !== 1 || !listed('AvailabilityAdjectives', c.tokens[0].norm) || !s || parts.verb?.negated) return null;
  const named = s.type === 'event' || (s.tokens.length === 1 && (isName(s.tokens[0]) || /^[A-Z]/.test(s.tokens[0].text)));
  const place = parts.preps.find((p) => /^(in|from|during)$/.test(p.prep) && p.at > parts.tokens.indexOf(c.tokens[0]));
  const state = place ? asState(place.mention, inventory) ?? (isTitledName(place.mention.tokens) || place.mention.tokens.every(isName) ? { ...place.mention, type: 'state' as const } : undefined) : undefined;
  // ("`switch_off` is valid from any state": everywhere.)
  const everywhere = parts.tokens.some((t) => t.tags.has('GlobalMarkers'));
  if (!named || (!state && !everywhere)) return null;
  const trigger = { kind: 'event' as const, name: s.type === 'event' ? s.name : s.tokens.every(isName) ? asWrittenName(s.tokens[0]) : eventName(s.tokens), mention: s };
  if (!state) return [{ kind: 'global' }, { kind: 'trigger', trigger }];
  const others = place!.others?.map((o) => asState(o, inventory) ?? { ...o, type: 'state' as const });
  return others?.length ? [{ kind: 'scene', state, also: others }, { kind: 'trigger', trigger }] : [{ kind: 'trigger', trigger, source: state }];
}
