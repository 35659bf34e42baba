/**
 * Staying: a thing that stays, sits or waits somewhere is there ("stays in editing", "sits idle",
 * "The door SHALL remain Open for 5 s"); a state that lasts a while is the wait for what comes
 * after it ("Vending lasts about three seconds"); a thing kept somewhere, in the passive, is there,
 * or is put there once something happens ("is held in Review", "shall be held in abeyance").
 */
import { listed } from '../grammar/words.js';
import { durationOf } from '../4-inventory/durations.js';
import type { Inventory } from '../4-inventory/inventory.js';
import { isTheThing, knownStateMention, type Mention } from '../4-inventory/mentions.js';
import { isTitledName, stateName, written } from '../4-inventory/names.js';
import { isName, isQuotedOrCode, type Token } from '../2-words/token.js';
import { namesTimer } from '../2-words/pos/cues.js';
import type { Choice } from './choose.js';
import { doingNow } from './lifecycle.js';
import type { Meaning } from './meaning.js';
import { complementAfter, motion } from './motion.js';
import type { Parts } from './parts.js';
import { asState, gerundAsState } from './subject.js';

/** What a clause of staying means. */
export function stayMeanings(parts: Parts, choice: Choice, inventory: Inventory): Meaning[] {
  const verb = parts.verb!;
  // ("Vending lasts about three seconds, after which ...": what lasts a time is the state the wait is in.)
  if (choice.frame?.subject === 'state') return lasting(parts, inventory);
  // ("Wait for the `RDY` URC: this moves to `SIM_CHECK`": waiting for a named event is what it happens on.)
  // (Not a named time: "`closing` waits for `closeDelay` (500ms by default)".)
  const timed = durationOf(parts.tokens) !== null || parts.tokens.some(namesTimer);
  // ("waits for the leader's SyncGroup carrying the assignment": a name written as an identifier, too.)
  const identifier = (t: Token) => isQuotedOrCode(t) || t.shape === 'caps' || t.shape === 'camel' || t.shape === 'pascal' || t.shape === 'snake';
  const awaited = listed('WaitingVerbs', verb.lemma) && !verb.negated && !timed ? parts.preps.find((p) => p.prep === 'for' && (p.mention.type === 'event' || (p.mention.type === 'thing' && p.mention.tokens.some(identifier))))?.mention : undefined;
  if (awaited) {
    const named = awaited.type === 'event' ? awaited.name : written(awaited.tokens.find(identifier)!);
    const place = choice.roles.source ? asState(choice.roles.source, inventory) : null;
    return [{ kind: 'trigger', trigger: { kind: 'event', name: named, mention: awaited }, ...(place ? { source: place } : {}) }];
  }
  // "sits idle", "stays open": the word after the verb is where it stays.
  const after = parts.tokens[verb.to];
  const bare = after?.pos === 'verb' && !/(s|ing)$/.test(after.norm) ? complementAfter({ ...parts, tokens: [{ ...after, pos: 'adj' }, ...parts.tokens.slice(verb.to + 1)] }, 0) : undefined;
  // ("The red light stays on for 5 seconds", "Yellow only stays on for 2 seconds": a state that stays
  // on, or lit, stays itself; the particle is no place.)
  const itself = asState(parts.subject, inventory);
  // ("It stays on for 5 seconds": "it", where the story stands, too.)
  const it = parts.subject?.type === 'anaphor' && parts.subject.name === 'it';
  const lit = (!!itself || it) && !!parts.tokens[verb.to] && listed('StateParticles', parts.tokens[verb.to].norm) && !inventory.findState(parts.tokens[verb.to].norm);
  // ("The door SHALL remain Open for 5 s": a state the text names, read as the verb's object, is where it stays.)
  // ("The order remains PENDING until the bank confirms": or one written as a name, in capitals, as
  // code or with a capital: "The lamp stays Off until ...".)
  const one = parts.object?.tokens.length === 1 ? parts.object.tokens[0] : undefined;
  const kept = one ? asState(parts.object!, inventory) ?? ((isName(one) && (one.shape === 'caps' || isQuotedOrCode(one))) || isTitledName([one]) ? { ...parts.object!, type: 'state' as const } : undefined) : undefined;
  // ("is held in Review": a state phrase, "in review", read as the verb's object, too.)
  const phrase = parts.object && parts.object.tokens.length <= 3 && parts.object.tokens[0]?.tags.has('StatePhrasesStart') ? { ...parts.object, type: 'state' as const } : undefined;
  const place = choice.roles.source || choice.roles.scene ? undefined : kept ?? phrase ?? (parts.object ? undefined : lit ? itself ?? undefined : bare ?? complementAfter(parts, verb.to));
  // ("The doors stay open for 3 seconds", where the text names `DOORS_OPEN`: the thing and how it stays name the state.)
  const head = parts.subject?.tokens[parts.subject.tokens.length - 1];
  const paired = place && head?.pos === 'noun' && !inventory.findState(place.name) ? inventory.findState(stateName([head, ...place.tokens])) : null;
  // ("The drone keeps hovering until ...", once hovering is a state: carrying on doing it is being there.)
  const carried = !place && after?.kind === 'word' && /ing$/.test(after.norm) && listed('ContinuationVerbs', verb.lemma) ? inventory.findDoneNowBy(after.lemma) : null;
  const source = carried ? knownStateMention([after], carried) : paired ? knownStateMention(place!.tokens, paired) : place ? asState(place, inventory) ?? place : choice.roles.source || choice.roles.scene ? undefined : doingNow(parts, inventory);
  const stays = motion(parts, choice.roles, inventory, { stay: true, target: undefined, ...(source ? { source } : {}), ...(carried ? { doing: true } : {}) });
  // ("The red light stays on for 5 seconds. Then it switches to GREEN": staying somewhere for a
  // time is the wait the next motion takes, from there.)
  // ("The light stays GREEN for 30 seconds, then turns YELLOW": so is staying in a state named as its object.)
  const waited = stays.kind === 'motion' && stays.trigger?.kind === 'after' && stays.trigger.delay !== null ? stays.trigger : undefined;
  if (waited && (lit || (kept && kept.tokens.some((t) => t.shape === 'caps')))) return [{ kind: 'trigger', trigger: waited, ...(lit ? (itself ? { source: itself } : {}) : { source: asState(kept!, inventory) ?? kept! }) }];
  // ("Where it is found incomplete, the application shall be held in abeyance": kept somewhere
  // once something happens is put there.)
  // (A place written as a name, or one the text knows: "I'm kinda stuck on my player controller" is none.)
  if (choice.frame?.voice === 'passive') return stays.kind === 'motion' && stays.source && (keptIn(stays.source, inventory) || keptThing(parts, stays.source)) ? [{ ...stays, doing: true }] : [{ kind: 'none' }];
  // ("Keep children away", "we keep the number of states small", "it keeps the language": what is
  // kept, when it is not the thing, is no stay of the thing.)
  if (parts.object && parts.tokens.indexOf(parts.object.tokens[0]) === verb.to && !isTheThing(parts.object) && parts.object.type !== 'state' && !kept && !phrase) return [{ kind: 'none' }];
  return [stays];
}

/** "Vending lasts about three seconds": the subject, a state, and the wait its time makes. */
function lasting(parts: Parts, inventory: Inventory): Meaning[] {
  const verb = parts.verb!;
  const delay = durationOf(parts.tokens.slice(verb.to));
  // ("Vending lasts ...": a step named by its gerund alone is the state of doing it.)
  const gerund = parts.gerundSubject && !parts.gerundSubject.object ? gerundAsState(parts.gerundSubject.verb) : undefined;
  const subject = parts.subject && parts.subject.type !== 'machine' && parts.subject.type !== 'anaphor' ? parts.subject : undefined;
  const words = subject?.tokens.filter((t) => t.pos !== 'det') ?? [];
  if (delay === null) return [{ kind: 'none' }];
  // (A name with no determiner is a step's own, "Cooldown lasts 2 minutes"; "the animation lasts 3
  // seconds" is the wait of the state where it is told.)
  const bare = words.length > 0 && words.length <= 3 && words.length === subject!.tokens.length;
  const source = gerund ?? asState(subject, inventory) ?? (bare ? { type: 'state' as const, tokens: words, name: stateName(words), by: 'words' as const } : undefined);
  return [{ kind: 'trigger', trigger: { kind: 'after', delay }, ...(source ? { source } : {}) }];
}

/** A place a thing is kept in that the text names: one it knows, a name, or a state phrase ("in review"). */
const keptIn = (m: Mention, inventory: Inventory): boolean => !!inventory.findState(m.name) || isName(m.tokens[0]) || /^[A-Z]/.test(m.tokens[0]?.text ?? '') || !!m.tokens[0]?.tags.has('StatePhrasesStart');

/** ("the application shall be held in abeyance"): the thing itself kept in one plain word, no idiom ("kept in sync"). */
const keptThing = (parts: Parts, m: Mention): boolean => !!parts.subject && /^(thing|machine)$/.test(parts.subject.type) && m.tokens.length === 1 && m.tokens[0].pos === 'noun' && !m.tokens[0].tags.has('Idioms');
