/** Events (what happens) and actions (what the flow does). */
import type { Handler } from './handler.js';
import type { Token } from '../tokens.js';
import type { Assembler } from '../frames.js';
import type { SentenceReader } from '../sentence.js';
import type { Role } from '../roles.js';
import { isEntity, phraseAt } from '../mentions.js';
import { actionName, condName, eventName, passiveActionName } from '../naming.js';
import { lemma } from '../tokens.js';
import { passiveState } from '../described.js';
import { startsIn } from './declarations.js';

/** event */
export const readEvent: Handler = (s, role, cap) => {
  const a = s.a;
  // "tries the last phone for 10 seconds before giving up and returning to pairing": what
  // happens when the time is up, not an event.
  if (s.t[role.from - 1]?.norm === 'before' && s.frame?.delay !== undefined && !s.frame.events.length) return;
  // "Previous goes the other way, wrapping from the first to the third": a participle after a
  // comma says more of the same event.
  if (s.t[role.from - 1]?.tags.has('Comma') && s.frame?.events.length && /^(from|to|into|back)$/.test(s.t[role.to]?.norm ?? '')) return;
  let words = cap('event');
  // "Resolving an open ticket": the event happens to the described thing, in the state named.
  const thing = a.describedPhrase(words);
  if (thing) {
    if (thing.state) {
      s.current(role).sources = [{ kind: 'state', name: thing.state }];
      s.describedSubject = true;
    }
    words = [...words.slice(0, thing.from), ...words.slice(thing.to)];
  }
  // "pressing P pauses … and pressing P again resumes playing": the same event, from where the
  // first one went.
  if (words.length > 1 && words[words.length - 1].norm === 'again') {
    words = words.slice(0, -1);
    const name = eventName(words);
    const first = s.frames.find((f) => f.events.includes(name) && f.target !== undefined);
    if (first) {
      s.addEvent(role, name);
      s.current(role).sources = [{ kind: 'state', name: first.target! }];
      return;
    }
  }
  // "assigning one to an agent": "one" stands for the thing itself.
  if (a.described.size && words.length > 1 && words[0].tags.has('Gerund')) words = words.filter((w, i) => i !== 1 || !/^(one|ones)$/.test(w.norm));
  const known = words.length === 1 ? a.isKnownState(words) : null;
  if (known) {
    s.subjectState = known;
    if (s.frame) s.frame.sources = [{ kind: 'state', name: known }];
    else s.sentenceSources = [{ kind: 'state', name: known }];
    a.topic = known;
    return;
  }
  s.eventOrOutcome(role, words);
};

/**
 * subject: the words before a verb. They are, in this order of checks: the described thing (in
 * a state its adjective names, or not), a state, a group of people being routed, an event the
 * flow already has, the thing described again, an earlier event mentioned by its noun, and
 * otherwise an event, unless they are the first thing the description talks about.
 */
export const readSubject: Handler = (s, role, cap) => {
  const a = s.a;
  const words = cap('subject').filter((w) => !/^(only|just|simply|also|then|now|still|again|both|each|either)$/.test(w.norm));
  // "A delivery scan before that moves it to delivered": it happens where the wait before it does.
  const meanwhile = s.t.slice(role.caps.subject.to, role.to).some((w) => /^(before|until|meanwhile|meantime|by)$/.test(w.norm));
  if (meanwhile && a.lastSources.length && !s.sentenceSources.length) s.sentenceSources = [...a.lastSources];
  if (subjectIsDescribed(s, words) || subjectIsState(s, role, words)) return;
  // The verb that carries the clause, past "should", "can" and "now".
  const verb = s.t
    .slice(role.caps.subject.to, Math.max(role.to, role.caps.subject.to + 1) + 2)
    .find((w) => w.tags.has('Predicate') && !w.tags.has('Modal') && !(w.tags.has('Auxiliary') && !w.tags.has('Copula')));
  if (routedGroup(s, words, verb)) {
    let f = s.current(role);
    if (f.target !== undefined || f.cond) f = s.frame = s.newFrame(role, f);
    f.cond = condName([{ ...words[0], norm: 'is ' + lemma(words[0].norm) }]);
    return;
  }
  if (subjectIsKnownState(s, role, words)) return;
  const event = subjectAsEvent(s, role, words, verb);
  if (!event) return;
  s.eventOrOutcome(role, event);
  s.thenFrom(role.caps.subject.to);
};

/**
 * "An open ticket goes to …": the described thing in the state its adjective names, which
 * starts the sentence; the thing or an entity word ("the app") without one is no event.
 * "a router state sends people onward": a state called so. Entity heads found earlier too.
 */
function subjectIsDescribed(s: SentenceReader, words: Token[]): boolean {
  const described = s.a.describedIn(words);
  if (described?.state) {
    s.subjectIn(described.state);
    s.describedSubject = true;
    return true;
  }
  return isEntity(words) || !!described;
}

function subjectIsState(s: SentenceReader, role: Role, words: Token[]): boolean {
  const a = s.a;
  if (words.length > 1 && /^(state|stage|phase)$/.test(words[words.length - 1].norm)) {
    const name = a.resolveName(words);
    if (name) {
      s.subjectIn(name);
      return true;
    }
  }
  const head = words[words.length - 1]?.root;
  return !!head && a.entityHeads.has(head);
}

/**
 * A quoted control ('Discard') is an event unless a state has exactly its name (it is not
 * confirmDiscard), and a control named after the state it goes to ("'Advanced' switches to the
 * advanced tab") or that moves along ("'Details' switches back") is an event all the same.
 * Other words that name a known state make it the sentence's source.
 */
function subjectIsKnownState(s: SentenceReader, role: Role, words: Token[]): boolean {
  const a = s.a;
  const quoted = words.every((w) => w.tags.has('Label') || w.tags.has('Determiners'));
  let known = quoted ? a.exactState(words) : a.isKnownState(words);
  if (known && quoted && (goesTo(s.t, role.to, a) === known || /^(back|forward|forwards|ahead)$/.test(s.t[role.to]?.norm ?? ''))) known = null;
  if (!known || words.some((w) => w.tags.has('Gerund') && words.length > 1)) return false;
  s.subjectIn(known);
  return true;
}

/**
 * The words of the event a subject names, or null when it names none (the words are then
 * recorded as what the description is about, or used as an event already met).
 */
function subjectAsEvent(s: SentenceReader, role: Role, words: Token[], verb: Token | undefined): Token[] | null {
  const a = s.a;
  // "Cancel should now ask for confirmation": an event the existing flow has, whatever the verb.
  const asEvent = eventName(words);
  if (a.existingEvents().has(asEvent)) {
    s.addEvent(role, asEvent);
    return null;
  }
  const moving = !!verb && ['MoveVerbs', 'EnterVerbs', 'StateVerbs', 'ActionVerbs'].some((tag) => verb.tags.has(tag)) && !/^(is|are|has|have|waits|sits|rests|lives)$/.test(verb.norm);
  const named = words.some((w) => w.tags.has('Label') || w.tags.has('Caps') || w.tags.has('Gerund') || /ing$/.test(w.norm));
  // "the order goes to backordered": "the" and one noun, moving, is the thing itself.
  // "The recorder should stop itself": an event is not told what it should do.
  const modal = /^(should|must|will|shall|can|could|would)$/.test(s.t[role.caps.subject.to]?.norm ?? '');
  if (!named && words.length === 2 && words[0].norm === 'the' && (verb?.tags.has('MoveVerbs') || modal)) {
    a.entityHeads.add(words[1].root);
    return null;
  }
  const motion = !!verb && ['MoveVerbs', 'EnterVerbs', 'StateVerbs'].some((tag) => verb.tags.has(tag));
  // "In collecting, each further coin also adds to the credit": a noun an earlier event
  // was named for ("inserting a coin") is that event again.
  const again = !named && moving ? a.eventNamedFor(words) : null;
  if (again) {
    s.addEvent(role, again);
    return null;
  }
  const head = words[words.length - 1]?.root;
  const first = !a.firstSubjectSeen && a.sentenceIndex === 0;
  a.firstSubjectSeen = true;
  if (!moving || !a.looksLikeEvent(words) || (!named && !motion)) {
    // The first thing a description talks about is what it describes ("A vending machine waits...").
    if (head && first && !words.some((w) => w.tags.has('Label') || w.tags.has('Gerund'))) a.entityHeads.add(head);
    return null;
  }
  if (first && !s.sentenceSources.length && head && words[0]?.tags.has('Determiners') && !words.some((w) => w.tags.has('Label') || w.tags.has('Gerund') || w.tags.has('Caps'))) {
    a.entityHeads.add(head);
    return null;
  }
  return words;
}

/**
 * "admins go to the admin console, editors go to …, and everyone else goes to …": a group of
 * people as the subject of go is a guard, in a sentence that routes several groups (or everyone
 * else) and when the word names no state or event.
 */
function routedGroup(s: SentenceReader, words: Token[], verb: Token | undefined): boolean {
  const [word] = words;
  if (words.length !== 1 || !word.tags.has('Plural') || /ing$/.test(word.norm)) return false;
  if (['Label', 'Caps', 'DoneWords', 'ErrorWords'].some((tag) => word.tags.has(tag))) return false;
  if (!verb?.tags.has('MoveVerbs') || !/^(go|goes|land|are)$/.test(verb.norm)) return false;
  const routes = s.t.filter((w, i) => w.tags.has('Plural') && s.t[i + 1]?.tags.has('MoveVerbs')).length > 1 || s.t.some((w) => /^(else|otherwise|others)$/.test(w.norm));
  return routes && !s.a.isKnownState(words) && !s.a.existingEvents().has(eventName(words));
}

/** The state named after the next "to" of the clause that begins at `from`, if any. */
function goesTo(tokens: Token[], from: number, a: Assembler): string | null {
  const to = tokens.slice(from, from + 4).findIndex((w) => /^(to|into)$/.test(w.norm));
  if (to < 0) return null;
  return a.isKnownState(phraseAt(tokens, from + to + 1));
}

/** passive-event */
export const readPassiveEvent: Handler = (s, role, cap) => {
  const a = s.a;
  const state = a.isKnownState(cap('subject'));
  const verb = cap('verb')[0];
  if (!state || !verb) return;
  if (s.frame && s.complete(s.frame)) s.frame = null;
  const f = s.current(role);
  f.sources = [{ kind: 'state', name: state }];
  s.addEvent(role, lemma(verb.norm).toUpperCase());
  const target = cap('target');
  if (target.length) {
    const name = a.resolveName(target);
    if (name) s.setTarget(role, name);
  }
};

/** passive-action */
export const readPassiveAction: Handler = (s, role, cap) => {
  const verb = cap('verb')[0];
  if (!verb) return;
  // "Suspended accounts are deleted": the described thing's passive is the state it goes to.
  // ("…, and are deleted after 90 days": the sentence's subject goes on.)
  const object = cap('object');
  const described = object.length ? s.a.describedIn(object) : s.describedSubject ? { state: null } : null;
  if (!object.length && !described) return;
  if (described) {
    if (described.state) s.subjectIn(described.state);
    s.describedSubject = true;
    const target = s.subjectState && verb.tags.has('RestoreVerbs') ? s.a.cameFrom(s.subjectState) : s.a.resolveName(passiveState(verb, cap('rest')));
    if (target) {
      s.setTarget(role, target);
      return;
    }
  }
  s.addAction(role, passiveActionName(cap('object'), verb, cap('rest')));
};

/** action */
export const readAction: Handler = (s, role, cap) => {
  const a = s.a;
  // "…goes to browsing, which is also where the app begins": the place is where the flow starts.
  if (s.place && cap('action').length === 1 && /^(begins|starts)$/.test(cap('action')[0].norm) && s.t.slice(0, role.from).some((w) => w.norm === 'where')) {
    startsIn(s, role, s.place);
    return;
  }
  // "After 30 seconds unlocked": a state's name after a delay is where the wait happens.
  const words = cap('action');
  const dwelling = words.length === 1 && s.frame?.lastRole === 'delay' ? a.known.find(words[0].norm, true) : null;
  if (dwelling) {
    s.frame!.sources = [{ kind: 'state', name: dwelling.name }];
    return;
  }
  // "pressing Escape closes the dialog": what a state verb does to the described thing is the
  // state it leaves it in.
  const verbState = words.length > 1 && a.g.stateVerbs.get(words[0].root);
  if (verbState && a.describedIn(words.slice(1))?.state === null && s.t[role.to]?.norm !== 'on') {
    s.setTarget(role, a.known.find(verbState)?.name ?? verbState);
    return;
  }
  // "A shown toast hides again", "pressing P pauses": a state verb without an object, said of
  // the described thing or right after an event, is the state it ends in.
  const ends = !s.t[role.to] || s.t[role.to].tags.has('Punct') || s.t[role.to].tags.has('OpenParen') || /^(and|or|but|then)$/.test(s.t[role.to].norm);
  const afterEvent = !!s.frame?.events.length && s.frame.target === undefined && s.frame.lastRole === 'event' && ends;
  const state = (s.describedSubject || afterEvent) && words.every((w, i) => (i === 0 ? a.g.stateVerbs.has(w.root) : /^(again|back|itself|themselves)$/.test(w.norm))) ? a.g.stateVerbs.get(words[0].root) : undefined;
  if (state) {
    s.setTarget(role, a.known.find(state)?.name ?? state);
    return;
  }
  s.addAction(role, actionName(words));
};
