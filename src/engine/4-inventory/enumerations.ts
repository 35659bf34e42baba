/**
 * Enumerations: the ways people list the states or events a machine has.
 * - a count and a kind, then the list: "3 states: idle, running, and paused", "two states, On
 *   and Off", "Two events, COIN and PUSH can happen";
 * - the kind, then the list: "states A, B and C", "its substates, A, B and C", "events E1 and E2",
 *   "the states are pending, shipped and delivered";
 * - the list, then the kind: "the Pending, Shipped, Delivered, or Returned states",
 *   "increment, decrement, and reset events";
 * - "is either off or on", "has an open and a closed state";
 * - the items under a lead-in line that names the kind ("The states are:", "It has only two
 *   states:", "cycles through the following 4 modes:");
 * - written names listed with no kind noun before them (name-lists.ts).
 */
import { isName, type Token } from '../2-words/token.js';
import { listed } from '../grammar/words.js';
import { countOf, readList, type Enumeration, type List, type ListKind } from './lists.js';
import { countedNames, namesOf, writtenList } from './name-lists.js';
import { cycledThrough, mayBe } from './said-to-be.js';
import { words } from '../2-words/shapes.js';


const KIND_OF: [string, ListKind][] = [
  ['RegionNouns', 'region'],
  ['StateNouns', 'state'],
  ['PlaceNouns', 'state'],
  ['EventNouns', 'event'],
  ['TransitionNouns', 'event'],
];

/** The kind a plural noun names ("states", "modes", "events", "regions"), if it names one. */
export function kindNoun(t: Token | undefined): ListKind | null {
  if (!t || t.kind !== 'word' || !(t.tags.has('Plural') || /s$/.test(t.norm))) return null;
  for (const [cls, kind] of KIND_OF) if (t.tags.has(cls)) return kind;
  return null;
}


function take(list: List | null, count: number | null): List | null {
  if (!list) return null;
  if (count && list.items.length > count) return { ...list, items: list.items.slice(0, count) };
  return list;
}

/** Every enumeration in one sentence's tokens. */
export function enumerations(tokens: Token[]): Enumeration[] {
  const found: Enumeration[] = [];
  for (let i = 0; i < tokens.length; i++) {
    // A count before the kind: "3 states", "two possible states", "only two states".
    let c = i - 1;
    while (c >= 0 && tokens[c].pos === 'adj') c--;
    const count = countOf(tokens[c]);
    // "The image carousel has three slides: first, second and third": a counted list of anything but times.
    const counted = count !== null && count >= 2 && tokens[i].pos === 'noun' && /s$/.test(tokens[i].norm) && !tokens[i].tags.has('TimeUnits') && !tokens[i].tags.has('CodeNouns') && !listed('CountedPlurals', tokens[i].norm) && /^[:—–]$/.test(tokens[i + 1]?.text ?? '');
    // ("a four-state brain: Patrol, Chase, Attack and Search": the count and the kind in one word before a noun.)
    const joined = /^([a-z0-9]+)-([a-z]+)$/.exec(tokens[i - 1]?.norm ?? '');
    const compound = !!joined && tokens[i].pos === 'noun' && countOf({ ...tokens[i - 1], norm: joined[1] }) !== null && listed('StateNouns', joined[2]) && /^[:—–]$/.test(tokens[i + 1]?.text ?? '');
    // ("the user places an order, the cart ...": a verb in -s before its object is no kind.)
    const verbWithObject = tokens[i].pos === 'verb' && tokens[i + 1]?.pos === 'det';
    const kind = verbWithObject ? null : kindNoun(tokens[i]) ?? (counted || compound ? 'state' : null);
    if (!kind) continue;
    // The list after: "states: A, B", "states, A and B", "states A, B and C", "states are A, B".
    let j = i + 1;
    while (j < tokens.length && listed('EnumerationFillers', tokens[j].norm)) j++;
    // ("States of a card: `idle`, `pressed`, ...": whose states they are, before the colon.)
    const whose = tokens[j]?.norm === 'of' ? tokens.findIndex((t, k) => k > j && k <= j + 4 && t.text === ':') : -1;
    if (whose > 0 && tokens.slice(j + 1, whose).every((t) => /^(det|noun|adj|name)$/.test(t.pos))) j = whose;
    // ("The session states under test are IDLE, ...", "four states you can hook: `PATROL`, ...": a
    // short qualifier between the kind and what announces the list, a list of written names.)
    // (Not where they are, "two child states inside it: ...", nor what they do, "both regions light up at once: ...";
    // a clause only with a person as its subject, "you can hook".)
    const qualified = whose < 0 && kind === 'state' ? tokens.findIndex((t, k) => k > j && k <= j + 4 && (t.text === ':' || listed('EnumerationLeads', t.norm))) : -1;
    const qualifier = qualified > j ? tokens.slice(i + 1, qualified) : [];
    const clause = qualifier.some((t) => t.pos === 'verb' || t.pos === 'aux') && !listed('NonThirdPersonPronouns', qualifier[0].norm);
    // ("States we track in `NotificationPermissionState`: ...": where the person keeps them is no place of theirs.)
    const told = qualifier.some((t) => t.pos === 'verb') && listed('NonThirdPersonPronouns', qualifier[0]?.norm ?? '');
    const placed = qualifier.some((t) => listed('FrontedPlacePrepositions', t.norm)) && !told;
    if (qualifier.length && !clause && !placed && !qualifier.some((t) => (t.kind !== 'word' && !told) || kindNoun(t)) && writtenList(tokens, qualified + 1)) j = qualified;
    const lead = tokens[j];
    const copula = lead && listed('EnumerationLeads', lead.norm);
    const mark = lead && (lead.text === ':' || lead.text === ',' || lead.text === '—' || lead.text === '–' || lead.text === '(');
    let start = copula || mark ? j + 1 + (tokens[j + 1]?.text === ':' ? 1 : 0) : j;
    // ("The new states (named C and D here ...)": the words that announce names, after the bracket too.)
    while (mark && start < tokens.length && listed('EnumerationFillers', tokens[start].norm) && tokens[start].kind === 'word') start++;
    // "the states are pending, shipped and delivered" (but not "both regions are done").
    const colon = lead && /^[:—–(]$/.test(lead.text);
    const after = take(readList(tokens, start, count === 1 || (colon && !copula) ? 1 : 2, count !== null && !!mark), count);
    // "the states are A, B and C." ends its sentence; "both regions are done, the ..." is no list.
    const endsSentence = after && (!tokens[after.end] || /^[.;:!?]$/.test(tokens[after.end].text));
    // ("make impossible states impossible and help you reason": with nothing to announce it, a list is of names.)
    const names = !!after && after.items.every((item) => item.length <= 2 && !item.some((t) => t.pos === 'pron' || (t.pos === 'verb' && !/(ing|ed)$/.test(t.norm))));
    // ("goes into two regions, one handling order production and one handling payment": members
    // told by what each does, after "one", are described, not named.)
    const described = !!after && after.items.every((item) => item[0]?.tags.has('ProForms') && item.length > 1);
    // ("Arming and flight modes (quick start)": one thing in brackets after the kind is a note, not its list.)
    const note = lead?.text === '(' && (after?.items.length ?? 0) < 2 && count === null;
    if (after && !described && !note && (mark || (copula && endsSentence) || (!copula && after.items.length >= 2 && names))) {
      found.push({ kind, items: after.items, ordered: after.ordered, at: i });
      continue;
    }
    // ("four phases, always played in this order: Draw, Trade, Build, and Discard": a counted kind,
    // a qualifying phrase without a verb of its own, then the list after a colon.)
    const later = count !== null && count >= 2 ? tokens.findIndex((t, k) => k > i + 1 && k < i + 10 && t.text === ':') : -1;
    const between = later > 0 ? tokens.slice(i + 1, later) : [];
    const counted2 = later > 0 && !between.some((t) => t.pos === 'aux' || (t.pos === 'verb' && !/(ed|en)$/.test(t.norm)) || (t.kind === 'punct' && t.text !== ',')) ? take(readList(tokens, later + 1, 2, true), count) : null;
    if (counted2 && counted2.items.length === count) {
      found.push({ kind, items: counted2.items, ordered: counted2.ordered || between.some((t) => t.norm === 'order'), at: i });
      continue;
    }
    // The list before: "the Pending, Shipped, or Returned states", "reset events".
    const before = listEndingAt(tokens, i);
    if (before) found.push({ kind, items: before.items, ordered: before.ordered, at: i });
  }
  found.push(...cycledThrough(tokens), ...eitherOr(tokens), ...mayBe(tokens), ...sharedHead(tokens), ...countedNames(tokens), ...declaredByKind(tokens), ...namesOf(tokens));
  found.push(...traversals(tokens));
  found.push(...stepsAfterColon(tokens, found));
  return found;
}

/**
 * "`OrderStates` declares `SUBMITTED`, `PAID`, `FULFILLED` and `CANCELLED`; `OrderEvents` declares
 * `PAY`, ...": a written name whose last word is a kind, declaring a list, lists that kind.
 */
function declaredByKind(tokens: Token[]): Enumeration[] {
  const found: Enumeration[] = [];
  for (let i = 0; i + 2 < tokens.length; i++) {
    const [owner, verb] = [tokens[i], tokens[i + 1]];
    if (!isName(owner) || verb.pos !== 'verb' || !verb.tags.has('DeclareVerbs')) continue;
    const last = words(owner.text).pop()?.toLowerCase() ?? '';
    const one = last.replace(/s$/, '');
    const kind = last === one ? null : KIND_OF.find(([cls]) => listed(cls, one))?.[1] ?? null;
    const list = kind ? readList(tokens, i + 2, 2, true) : null;
    if (kind && list && list.items.every((item) => item.length === 1 && isName(item[0]))) found.push({ kind, items: list.items, ordered: false, at: i });
  }
  return found;
}




/**
 * "CONTINUE walks the wizard forward one page at a time: intro, then details, then review": a list
 * in order ("then") after a colon, closing its sentence, is the states walked through.
 */
function stepsAfterColon(tokens: Token[], found: Enumeration[]): Enumeration[] {
  const colon = tokens.findIndex((t) => t.text === ':');
  if (colon < 1 || found.some((e) => e.at >= colon - 3)) return [];
  // (Each step is a name of a word or two, whatever part of speech its words were given: "then details".)
  const items: Token[][] = [[]];
  let ordered = false;
  for (const t of tokens.slice(colon + 1)) {
    if (/^[.;!?]$/.test(t.text)) break;
    if (t.text === ',' || t.norm === 'then' || t.norm === 'and') {
      ordered ||= t.norm === 'then';
      if (items[items.length - 1].length) items.push([]);
      continue;
    }
    if (t.pos === 'aux' || t.pos === 'sub' || t.pos === 'rel' || t.pos === 'prep' || t.kind === 'punct') return [];
    items[items.length - 1].push(t);
  }
  const steps = items.filter((item) => item.length);
  // (Not a time and then a state: "FAN_OVERRUN: 90 s, then IDLE" is a wait.)
  if (!ordered || steps.length < 2 || steps.some((item) => item.length > 2 || item.some((t) => t.kind === 'number'))) return [];
  return [{ kind: 'state', items: steps, ordered: true, at: colon }];
}

/** A list that ends right before `i` (its last item holds the modifiers of the kind noun). */
function listEndingAt(tokens: Token[], i: number): List | null {
  // Walk back over items and separators to the list's start.
  let k = i - 1;
  let separators = 0;
  while (k >= 0) {
    const t = tokens[k];
    if (t.text === ',' || t.norm === 'and' || t.norm === 'or') separators++;
    // ("with increment, decrement, and reset events, and no states": another kind's list ends here.)
    // ("has idle, heating and cooling modes", "has locked and unlocked states": an -ing or -ed word
    // is an item, whatever its tag.)
    else if (t.pos === 'det' || t.pos === 'prep' || (t.pos === 'verb' && !((/ing$/.test(t.norm) || (/ed$/.test(t.norm) && !!tokens[i].tags.has('Plural'))) && (k + 1 === i || tokens[k + 1].text === ',' || listed('JoiningConjunctions', tokens[k + 1].norm)))) || t.pos === 'aux' || t.kind === 'punct' || kindNoun(t) || t.norm === 'no') break;
    k--;
  }
  if (!separators) return null;
  // A list ends "..., and X" or "... or X": "In failure, RETRY transitions" is no list.
  if (!tokens.slice(k + 1, i).some((t) => t.norm === 'and' || t.norm === 'or')) return null;
  const list = readList(tokens.slice(0, i), k + 1, 2);
  return list && list.end === i ? list : null;
}

/**
 * "goes through account, profile and confirm", "is made up of filling, washing, rinsing and
 * spinning, in that order", "cycles through intro, then details": the states a thing passes
 * through, in order.
 */
function traversals(tokens: Token[]): Enumeration[] {
  const out: Enumeration[] = [];
  for (let i = 1; i < tokens.length; i++) {
    const t = tokens[i];
    const through = t.norm === 'through' && (tokens[i - 1].tags.has('MotionVerbs') || tokens[i - 1].tags.has('ToggleVerbs') || tokens[i - 1].tags.has('CycleVerbs'));
    const madeOf = t.norm === 'of' && listed('CompositionOfWords', tokens[i - 1].norm);
    // ("a compound state containing shipping, payment and review": what a state contains.)
    const containing = /ing$/.test(t.norm) && listed('CompositionVerbs', t.lemma) && !!tokens[i - 1].tags.has('StateNouns');
    if (!through && !madeOf && !containing) continue;
    const list = readList(tokens, i + 1 + (tokens[i + 1]?.pos === 'det' ? 1 : 0), 2);
    // (A list that names its kind is read as such: "containing two parallel substates timer and display",
    // "goes through two actions, `next()` and `back()`".)
    if (list?.items.some((item) => item.some((x) => !!kindNoun(x) || x.pos === 'num' || listed('CountWords', x.norm)))) continue;
    if (list) out.push({ kind: 'state', items: list.items, ordered: true, at: containing ? i + 1 : i });
  }
  return out;
}

/**
 * "The dropdown has an open and a closed state", "an idle or a busy mode": words joined by "and"
 * or "or", each with its own article, before one kind noun, each name one of that kind.
 */
function sharedHead(tokens: Token[]): Enumeration[] {
  const found: Enumeration[] = [];
  for (let i = 5; i < tokens.length; i++) {
    const [det1, a, join, det2, b, noun] = tokens.slice(i - 5, i + 1);
    if (!det1 || det1.pos !== 'det' || det2.pos !== 'det' || !listed('JoiningConjunctions', join.norm) || a.kind !== 'word' || b.kind !== 'word') continue;
    const kind = KIND_OF.find(([cls]) => noun.tags.has(cls))?.[1];
    if (kind === 'state' && a.pos !== 'noun' && b.pos !== 'noun') found.push({ kind, items: [[a], [b]], ordered: false, at: i });
  }
  return found;
}

/** "A light switch is either off or on": the two states of the thing. */
function eitherOr(tokens: Token[]): Enumeration[] {
  const out: Enumeration[] = [];
  for (let i = 1; i < tokens.length; i++) {
    if (tokens[i].norm !== 'either' || !listed('AlternativeLeads', tokens[i - 1].norm)) continue;
    // "either off or on": two single words, whatever their part of speech.
    // ("either **idle** (no option highlighted) or **navigating** (...)": past what a bracket says of the first.)
    const a = tokens[i + 1];
    // (After "is" only: "can either *Resume* (back to In Progress) or *Terminate*" are things done.)
    const close = tokens[i + 2]?.text === '(' && listed('FiniteBeForms', tokens[i - 1].norm) ? tokens.findIndex((t, k) => k > i + 2 && t.text === ')') : i + 1;
    if (close < 0) continue;
    const or = tokens[close + 1];
    const b = tokens[close + 2];
    if (a && b && or?.norm === 'or' && a.kind !== 'punct' && b.kind !== 'punct') out.push({ kind: 'state', items: [[a], [b]], ordered: false, at: i });
  }
  return out;
}

/** What a lead-in line announces ("The states are:", "following 4 modes:"), if a kind. */
export function leadKind(tokens: Token[]): ListKind | null {
  for (const t of tokens) {
    const kind = kindNoun(t);
    if (kind) return kind;
  }
  return null;
}

/** The name an item under a lead-in gives: its words before a dash, a colon, a comma, a bracket or a verb. */
export function itemName(tokens: Token[]): Token[] {
  let from = 0;
  while (from < tokens.length - 1 && tokens[from].kind === 'number') from++;
  // ("- In `OnGroundState`, `PRESS_B` makes her jump": an item that opens with a phrase names nothing.)
  if (tokens[from]?.pos === 'prep' || tokens[from]?.pos === 'sub') return [];
  const out: Token[] = [];
  for (let i = from; i < tokens.length && out.length < 5; i++) {
    const t = tokens[i];
    // ("- `Opened` + `close` → `Closed`": an item of notation names no state of its own.)
    if (t.kind === 'arrow' || t.kind === 'symbol') return [];
    if (t.kind === 'punct') break;
    if (i > from && (t.pos === 'verb' || t.pos === 'aux' || t.pos === 'rel' || t.pos === 'sub')) break;
    out.push(t);
  }
  return out;
}
