/**
 * Mentions: a noun phrase typed by what it names. The field's vocabulary decides first ("the X
 * state", "event E1", "the saveForm service", "an action called playAction"), then the shape of
 * a name (`done.invoke.x` is a service's outcome, `a.b` a nested state), then the inventory
 * (a name the text declared elsewhere), then the words themselves (a duration, a pronoun).
 */
import { isName, isPluralNoun, type Token } from '../2-words/token.js';
import { listed } from '../grammar/words.js';
import type { RuntimeEvent } from '../2-words/shapes.js';
import { durationOf } from './durations.js';
import { actionName, camel, condName, eventName, keyOf, labelledName, serviceName, stateName, written } from './names.js';
import type { Inventory, StateEntry } from './inventory.js';

export type MentionType = 'state' | 'event' | 'service' | 'action' | 'guard' | 'machine' | 'timer' | 'outcome' | 'duration' | 'anaphor' | 'actor' | 'transition' | 'code' | 'thing';

export interface Mention {
  type: MentionType;
  tokens: Token[];
  /** The name by the naming policy (a state's leaf name; an event's name ...). */
  name: string;
  /** A state's path, when the text wrote one (`running.overtime`). */
  path?: string[];
  /** How the type was decided. */
  by: 'head' | 'shape' | 'inventory' | 'words' | 'runtime';
  runtime?: RuntimeEvent;
  delay?: number;
  /** The thing the text is about, or the state an adjective puts it in ("a shown toast"). */
  entity?: boolean;
  /** Each state of a family the mention names by a shared word ("either suspended status"). */
  members?: string[][];
}

const KIND_HEADS: [string, MentionType][] = [
  ['MachineNouns', 'machine'],
  ['StateNouns', 'state'],
  ['EventNouns', 'event'],
  ['ServiceNouns', 'service'],
  ['ActionNouns', 'action'],
  ['GuardNouns', 'guard'],
  ['TimerNouns', 'timer'],
  ['TransitionNouns', 'transition'],
  ['RegionNouns', 'state'],
  ['PlaceNouns', 'state'],
  ['CodeNouns', 'code'],
];


function nameFor(type: MentionType, tokens: Token[]): string {
  switch (type) {
    case 'state':
      return stateName(tokens);
    case 'event':
      return eventName(tokens);
    case 'service':
      return serviceName(tokens);
    case 'action':
      return actionName(tokens.filter((t) => !t.tags.has('ActionNouns')));
    case 'guard':
      return condName(tokens.filter((t) => !t.tags.has('GuardNouns')));
    default:
      return tokens.map((t) => t.text).join(' ');
  }
}

function pathOf(tokens: Token[]): string[] | undefined {
  const named = tokens.filter((t) => isName(t));
  if (named.length !== 1 || named[0].shape !== 'path' || named[0].runtime) return undefined;
  return written(named[0]).split(/\.|::/).filter(Boolean);
}

/** A name's kind from its own words: `closedEntryAction` is an action, `playGuard` a guard. */
function kindBySuffix(token: Token): MentionType | null {
  if (token.kind !== 'name' || !/^(camel|pascal)$/.test(token.shape ?? '')) return null;
  if (/Action$/.test(token.text)) return 'action';
  if (/Guard$/.test(token.text)) return 'guard';
  if (/Service$/.test(token.text)) return 'service';
  if (/Event$/.test(token.text)) return 'event';
  return null;
}

/**
 * The thing the text is about ("the toast" once "Toast notifications start hidden" was read), as
 * the machine; with an adjective or participle before it ("a shown toast", "Suspended accounts"),
 * as the state that word names.
 */
function entityMention(words: Token[], inventory: Inventory): { type: 'machine' | 'state'; name: string; tokens: Token[]; path?: string[]; members?: string[][] } | null {
  const head = words[words.length - 1];
  // ("BGP refuses all incoming connections", once the BGP state holds the states: a name the text is about.)
  if (head && head.kind === 'name' && words.length === 1 && inventory.entities.has(head.text)) return { type: 'machine', name: head.norm, tokens: words };
  // ("Merging an open PR": a thing named by its letters, after an article and a state, too.)
  // (One the text is about already reads as the thing: "An NPC is idle, ... puts an idle NPC in alert".)
  const lettered = !!head && head.kind === 'name' && /^[A-Z]{2,4}s?$/.test(head.text) && words[0].pos === 'det' && ![head.text, head.norm, head.lemma].some((n) => inventory.entities.has(n));
  if (!head || (head.kind !== 'word' && !lettered)) return null;
  // ("trips a `CLOSED` or `HALF_OPEN` breaker": states joined before the noun are each of them.)
  const joiner = (t: Token) => t.text === ',' || listed('JoiningConjunctions', t.norm);
  const joined = words.slice(0, -1).some(joiner);
  const modifiers = words.slice(0, -1).filter((t) => t.pos !== 'det' && !t.tags.has('Possessive') && !t.tags.has('StructuralWords') && !joiner(t));
  // ("the dirty note moves to saving", once "dirty" is a state: a plain thing in a state the text names.)
  // ("an open pull request": the state first, the thing's own nouns after it.)
  // ("Published posts can now be archived": things in the plural with no determiner, too.)
  const bare = head.pos === 'noun' && words.length === 2 && /[^s]s$/.test(head.norm) && head.norm !== head.lemma;
  const plain = (head.pos === 'noun' || lettered) && ((words[0].pos === 'det' && (!lettered || listed('IndefiniteArticles', words[0].norm))) || bare) && !KIND_HEADS.some(([cls]) => head.tags.has(cls));
  const [quality, ...compound] = modifiers;
  const inState = plain && !!quality && quality.kind === 'word' && (quality.pos === 'adj' || (modifiers.length === 1 && quality.pos === 'verb')) && compound.every((t) => t.pos === 'noun') && !!inventory.findState(quality.norm);
  // ("a queued or running job can be canceled": states the text names, joined before a plain thing, are each of them.)
  const joinedStates = plain && joined && modifiers.length > 1 && modifiers.every((t) => !!inventory.findState(t.norm) || !!inventory.findState(written(t)));
  // ("to locked" is no lock: the thing is a noun.)
  if (!(inventory.entities.has(head.lemma) && head.pos === 'noun') && !inState && !joinedStates) return null;
  // (Only a thing of a kind, "an open pull request", not "the open limit switch", a part named by its words.)
  if (inState && compound.length && !joinedStates) return listed('IndefiniteArticles', words[0].norm) ? { type: 'state', name: inventory.findState(quality.norm)!.name, tokens: [quality] } : null;
  // ("a shown toast", "suspended accounts", but not "the smart lock": a participle, or a state the text names.)
  // ("a DOWN neighbor", "a `paused` job": a state written as a name, too.)
  const state = modifiers.filter((t) => ((t.pos === 'adj' || t.pos === 'verb') && /(ed|en)$/.test(t.norm)) || inventory.findState(t.norm) || inventory.findState(written(t)));
  const each = joined ? state.map((t) => inventory.findState(written(t)) ?? inventory.findState(t.norm)) : [];
  if (state.length > 1 && state.length === modifiers.length && each.every(Boolean)) return { type: 'state', name: each[0]!.name, tokens: [state[0]], path: each[0]!.path, members: each.map((e) => e!.path) };
  if (state.length && state.length === modifiers.length) return { type: 'state', name: inventory.findState(stateName(state))?.name ?? stateName(state), tokens: state };
  return { type: 'machine', name: head.norm, tokens: words };
}

const writtenNames = (tokens: Token[]) => tokens.filter((t) => t.kind !== 'word' && t.kind !== 'number' && t.kind !== 'punct');

/** "the control panel", "the remote": a part of a device that carries its controls, no place of the machine. */
export const carriesControls = (m: Mention): boolean => listed('DevicePartNouns', m.tokens[m.tokens.length - 1]?.norm ?? '');

/** A state the inventory knows, named here by these words. */
export const knownStateMention = (tokens: Token[], known: Pick<StateEntry, 'name' | 'path'>): Mention => ({ type: 'state', tokens, name: known.name, path: known.path, by: 'inventory' });

/** Whether a mention is the thing the text is about: "it", the machine, or a thing it names as its subject. */
export const isTheThing = (m: Mention | null | undefined): boolean => !!m && (m.type === 'anaphor' || m.type === 'machine' || !!m.entity);

/** Types the noun phrase `tokens` (determiners included). */
export function mentionOf(tokens: Token[], inventory: Inventory): Mention {
  const make = (type: MentionType, by: Mention['by'], name?: string): Mention => {
    const mention: Mention = { type, tokens, name: name ?? nameFor(type, tokens), by };
    if (type === 'state') {
      const path = pathOf(tokens);
      if (path) {
        mention.path = path;
        mention.name = path[path.length - 1];
      }
    }
    return mention;
  };
  const delay = durationOf(tokens);
  if (delay !== null) return { ...make('duration', 'words', ''), delay };
  const runtime = tokens.find((t) => t.runtime)?.runtime;
  if (runtime) return { ...make('outcome', 'runtime', runtime.of ?? ''), runtime };
  // "the always object", "an always transition": the runtime's eventless transition.
  if (tokens.some((t) => t.norm === 'always' && (t.pos === 'noun' || t.kind === 'code'))) return { ...make('outcome', 'runtime', ''), runtime: { outcome: 'always' } };
  if (tokens.some((t) => t.norm === 'after' && t.pos === 'noun')) return { ...make('outcome', 'runtime', ''), runtime: { outcome: 'after' } };
  const words = tokens.filter((t) => t.kind !== 'punct');
  const head = words[words.length - 1];
  if (!head) return make('thing', 'words', '');
  if (words.length === 1 && head.kind === 'word' && listed('Anaphors', head.norm)) return make('anaphor', 'words', head.norm);
  // ("during Exit delay, Armed Away or Alarm", where the text lists or writes an "Exit delay" state: a
  // capitalised name of a state the text knows, as the text lists or writes it, is that state, whatever
  // noun ends it.)
  const listedState = /^[A-Z]/.test(words[0].text) && words.length >= 2 && words.length <= 3 && words.every((t) => t.kind === 'word') ? inventory.findState(stateName(words)) : null;
  if (listedState && (listedState.evidence.has('enumeration') || listedState.name === words.map((t) => t.text).join(' '))) return { ...make('state', 'inventory', listedState.name), path: listedState.path };
  // ("Either suspended status returns to Charging", "both moving states": each state of a family
  // the text names by a word their names share.)
  const shared = listed('PartitiveQuantifiers', words[0].norm) ? words.slice(1).filter((t) => !t.tags.has('StateNouns')) : [];
  const family = shared.length === 1 && shared[0].kind === 'word' ? inventory.findFamily(shared[0].norm) : [];
  const member = family.length ? { ...make('state', 'inventory', family[0].name), path: family[0].path } : null;
  if (member && family.length >= 2) return { ...member, members: family.map((e) => e.path) };
  // (Of one the text names, that one; of none, the state its word names: "waiting", not "eitherWaiting".)
  if (shared.length === 1 && shared[0].kind === 'word' && words.some((t) => t.tags.has('StateNouns'))) return member ?? make('state', 'head', stateName(shared));
  // ("from the former to the latter": one of the last two states named, by its place.)
  if (words.length === 2 && head.kind === 'word' && listed('PairAnaphors', head.norm) && words[0].norm === 'the') return make('anaphor', 'words', head.norm);
  // "from this point", "at that moment": where the story stands.
  if (words.length === 2 && /^(this|that)$/.test(words[0].norm) && listed('TimePointNouns', head.norm)) return make('anaphor', 'words', 'this');
  // ("you", "the user", "a customer": who acts is no state.)
  if (head.kind === 'word' && (listed('Actors', head.norm) || (head.tags.has('Plural') && listed('Actors', head.lemma))) && words.slice(0, -1).every((t) => t.pos === 'det' || (t.pos === 'adj' && head.pos === 'noun'))) return make('actor', 'words', head.norm);
  // "the toast", "a shown toast", "suspended accounts": the thing the text is about, maybe in a state.
  const entity = entityMention(words, inventory);
  if (entity) return { ...make(entity.type, 'words', entity.name), ...(entity.type === 'state' ? { tokens: entity.tokens } : {}), ...(entity.members ? { path: entity.path, members: entity.members } : {}), entity: true };
  // ("From step one, Next goes to step two", "page 3": a state's noun and its number name one state;
  // with digits, as the text writes it: "Phase 2", whose number a name run together would hide.)
  const [kind, number, more] = words.filter((t) => t.pos !== 'det');
  if (kind?.kind === 'word' && (kind.tags.has('StateNouns') || kind.tags.has('PlaceNouns')) && !more && number && (number.kind === 'number' || (number.kind === 'word' && number.pos === 'num' && listed('NumberWords', number.norm)))) return make('state', 'head', number.kind === 'number' ? `${kind.text} ${number.text}` : `${kind.norm}${number.norm.charAt(0).toUpperCase()}${number.norm.slice(1)}`);
  // ("Level 2", "Zone 3": a capitalised noun and digits name one thing, as written; a state where the
  // inventory holds it or a frame makes it one.)
  const titled = !more && !kind?.tags.has('EventNouns') ? labelledName(kind, number) : null;
  if (titled) return make(inventory.findState(titled) ? 'state' : 'thing', 'words', titled);
  // ("On input 1, M moves ...", "signal 2": an event's noun and its number name one event.)
  if (kind?.kind === 'word' && kind.tags.has('EventNouns') && !more && number && number.kind === 'number') return make('event', 'head', eventName([kind, number]));
  // ("enters the checkout flow", where the text names a `checkout` state: a stretch of the story named by a state is that state.)
  const scoped = head.kind === 'word' && head.tags.has('ScopeNouns') ? words.slice(0, -1).filter((t) => t.pos !== 'det' && !t.tags.has('Possessive')) : [];
  const scope = scoped.length && scoped.length <= 2 ? inventory.findState(stateName(scoped)) : null;
  if (scope) return make('state', 'head', scope.name);
  // "the X state", "state X": the field's nouns say what is named.
  for (const [cls, type] of KIND_HEADS) {
    // The kind noun is the head, or only a name follows it ("state 'solid'", "event E1").
    // ("until event Ready occurs": one capitalized word after the kind noun is a name too.)
    // ("The event coin takes the machine ...": after "the event", one last word in lower case, too.)
    // (But "the event loop", "the event handler": a compound.)
    const plainName = (n: Token, i: number) => i > 0 && words[i - 1].pos === 'det' && cls === 'EventNouns' && !n.tags.has('EventCompounds') && !n.tags.has('CodeNouns') && !KIND_HEADS.some(([other]) => n.tags.has(other));
    const named = (n: Token, i: number, k: number) => n.kind !== 'word' || n.tags.has(cls) || (k === i + 1 && k === words.length - 1 && (/^[A-Z]/.test(n.text) || plainName(n, i)));
    const at = words.findIndex((t, i) => t.tags.has(cls) && words.slice(i + 1).every((n, j) => named(n, i, i + 1 + j)));
    if (at < 0) continue;
    const rest = words.filter((t) => !t.tags.has(cls) && t.pos !== 'det' && t.pos !== 'pron' && t.pos !== 'num' && !t.tags.has('Possessive'));
    // "the session state" once the session is what the text is about, "the order status" of any plain
    // noun: its state, not one named. (But "the locked state" of a lock names it: a participle is no owner.)
    if (cls === 'StateNouns' && rest.length === 1 && rest[0].pos === 'noun' && (inventory.entities.has(rest[0].lemma) || (/^status(es)?$/.test(words[at].norm) && rest[0].kind === 'word' && !/(ing|ed)$/.test(rest[0].norm)))) return make('anaphor', 'head', 'state');
    // "its session state", "their current state": with a possessive, the words say whose state, not which.
    // ("in its waiting state": a participle or adjective there names one.)
    const naming = rest.some((t) => !t.tags.has('StructuralWords') && (/ing$/.test(t.norm) || t.pos === 'adj'));
    // (But "its results tab" names its tab.)
    const stateWord = listed('StatusNouns', words[at].norm);
    if (cls === 'StateNouns' && stateWord && words[0] && listed('PossessiveDeterminers', words[0].norm) && !writtenNames(words).length && !naming) return make('anaphor', 'head', 'state');
    // ("goes into two regions": a number of them, counted, is none of them.)
    if (isPluralNoun(words[at]) && words.some((t) => t.pos === 'num' && t.norm !== 'one')) return make('thing', 'words');
    // "the state", "this state", "its current state": a reference, not a name.
    // ("A newly created recorder is in the Initial state": a structural word written with a capital
    // after the determiner names the state.)
    const capitalised = words.filter((t, i) => i > 0 && i < words.length - 1 && words[0].pos === 'det' && t.kind === 'word' && /^[A-Z][a-z]/.test(t.text));
    if (type === 'state' && capitalised.length === 1 && capitalised[0].tags.has('StructuralWords')) return make('state', 'head', stateName(capitalised));
    if (!rest.length || rest.every((t) => t.tags.has('StructuralWords') || t.tags.has('Superlative'))) {
      // ("Open the upload modal (it starts in `empty`). ... (modal goes to `selected`)": unless it is the thing the text is about.)
      if (cls === 'PlaceNouns' && inventory.entities.has(words[at].lemma)) return make('machine', 'words');
      // "the form", "the modal": a place of the interface names its state by itself.
      if (cls === 'PlaceNouns' && !/s$/.test(words[at].norm) && !words.some((t) => listed('DistributiveDeterminers', t.norm))) return make('state', 'head', words[at].norm);
      // ("when the response arrives", "when results arrive": an event noun alone is named by its words.)
      // ("that event happens", "the event": a reference to the event last named.)
      const reference = words.some((t) => listed('Demonstratives', t.norm)) || /^events?$/.test(words[at].norm);
      if (type === 'event' && !reference) return make('thing', 'words');
      // ("In either state", "in both states": the two the text just named.)
      if (type === 'state' && words.some((t) => /^(either|both)$/.test(t.norm))) return make('anaphor', 'head', 'both');
      return type === 'state' ? make('anaphor', 'head', 'state') : make(type, 'head', '');
    }
    // "three possible states", "hierarchical (nested) states": a plural kind noun names no single thing.
    const kindWord = words[at];
    if (kindWord.kind === 'word' && /s$/.test(kindWord.norm) && kindWord.tags.has('Plural') && !writtenNames(words).length) return make('thing', 'words');
    if (type === 'code' && !rest.some((t) => t.kind !== 'word')) return make('code', 'head');
    // "the mode region": a region is named by all the words before it.
    if (cls === 'RegionNouns') return make('state', 'head', camel(rest.map((t) => t.norm)));
    // "an event like item shipped", "events such as COIN": the name follows "like".
    const like = words.findIndex((t) => t.norm === 'like' || t.norm === 'as');
    if (type === 'event' && like > at && words[like + 1]) return make('event', 'head', eventName(words.slice(like + 1)));
    // ("event Ready": the name after the kind noun.)
    if (type === 'event' && words.slice(0, at).every((t) => t.pos === 'det') && rest.length) return make(type, 'head', eventName(rest));
    // ("a top-level state Idle", "a compound state Moving": after the kind noun, the name; before it, what kind.)
    const following = words.slice(at + 1);
    if (type === 'state' && following.length && at > 0 && words.slice(0, at).some((t) => t.pos !== 'det')) return make(type, 'head', stateName(following));
    if (type !== 'code') return make(type, 'head');
  }
  const names = writtenNames(words);
  // ("the host's CLOSE": whose it is does not change what it is.)
  const own = words.filter((t) => t.pos !== 'det' && !t.tags.has('Possessive') && !/['’]s$/.test(t.norm));
  if (names.length === 1 && (words.length <= 2 || own.length === 1)) {
    const name = names[0];
    if (pathOf(tokens) && inventory.findState(pathOf(tokens)!)) return make('state', 'inventory');
    // (A method called on something is code, not a state: "`breaker.open()` trips ..."; a state built
    // by its constructor is the state, "emits `WeatherLoadSuccess(weather)`".)
    const method = name.shape === 'call' && /\w\.\w+\s*\(/.test(name.text);
    const known = method ? null : inventory.findState(written(name));
    // ("transition to error on ERROR": capitals where the state is written in lower case are its event.)
    const otherCase = !!known && name.shape === 'caps' && /[a-z]/.test(known.name);
    if (known && !otherCase) return make('state', 'inventory', known.name);
    const declared = inventory.kindOf(written(name));
    if (declared) return make(declared, 'inventory');
    const bySuffix = kindBySuffix(name);
    if (bySuffix) return make(bySuffix, 'shape');
    // SCREAMING_CASE and calls are how people write events; a state so written is found in the inventory first.
    if (name.shape === 'call' || name.shape === 'caps') return make('event', 'shape');
  }
  const key = keyOf(stateName(tokens));
  if (key && inventory.findState(stateName(tokens))) return make('state', 'inventory', inventory.findState(stateName(tokens))!.name);
  if (words.some((t) => inventory.entities.has(t.lemma)) && !names.length) return make('machine', 'words');
  // ("go to submitting" once SUBMIT is an event: a gerund is the doing, not the event.)
  const gerund = head?.kind === 'word' && /ing$/.test(head.norm) && head.lemma !== head.norm;
  // ("goes to down" after "a DOWN signal": a word in lower case is not the name written in capitals.)
  const lower = words.every((t) => t.kind === 'word' && t.text === t.text.toLowerCase());
  const declared = gerund || lower ? null : inventory.kindOf(eventName(tokens));
  if (declared) return make(declared, 'inventory');
  return make('thing', 'words', stateName(tokens));
}

/** "the fifth attempt", "the third time": how many times something has happened, no place. */
export const countsOccurrences = (tokens: Token[]): boolean => tokens.some((t) => t.tags.has('Ordinal')) && listed('OccurrenceNouns', tokens[tokens.length - 1]?.norm ?? '');

/**
 * "with `Speed Greater 0.6`", "with `attempts < 5`": a value compared, a number or code that
 * compares one (not a name with digits, "`M24`", nor data set, "`error=sms_failed`").
 */
export const holdsValue = (tokens: Token[]): boolean => tokens.some((t) => t.kind === 'number' || (t.kind !== 'word' && /[<>]|\s\d/.test(t.text)));

/** "`enterCode` or `canResend`", "Prepared, Started and Paused": states the text knows, joined; none if any is not one. */
export function placesJoined(words: Token[], inventory: Inventory): Mention[] {
  const groups: Token[][] = [[]];
  for (const t of words) {
    if (listed('JoiningConjunctions', t.norm) || t.text === ',') groups.push([]);
    else if (t.pos !== 'det') groups[groups.length - 1].push(t);
  }
  const places = groups.filter((g) => g.length).map((g) => {
    const known = g.length === 1 && g[0].kind !== 'word' ? inventory.findState(written(g[0])) : inventory.findLoosely(stateName(g));
    return known ? knownStateMention(g, known) : null;
  });
  return places.length && places.every(Boolean) ? (places as Mention[]) : [];
}
