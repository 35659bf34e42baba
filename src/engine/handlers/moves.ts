/** Where a transition goes: moves, states entered, states named by a verb, moves along a list. */
import type { Handler } from './handler.js';
import type { Token } from '../tokens.js';
import type { Role } from '../roles.js';
import type { SentenceReader } from '../sentence.js';
import { bracketedName, gerundSubjectAt, objectFollows, phraseAt, slice, startsWithVerb } from '../mentions.js';
import { actionName, eventName } from '../naming.js';

/** move */
export const readMove: Handler = (s, role, cap) => {
  const a = s.a;
  const source = role.rule === 'move.object-to' ? a.isKnownState(cap('source')) : a.resolveName(cap('source'));
  const target = a.resolveName(cap('target'));
  if (s.frame && s.complete(s.frame)) s.frame = s.newFrame(role, s.frame);
  const f = s.current(role);
  if (source) f.sources = [{ kind: 'state', name: source }];
  if (target) s.setTarget(role, target);
};

/** A branch begun by "or to" and a verb: the same trigger, doing something else. */
function otherBranch(s: SentenceReader, role: Role, words: Token[], or: boolean): void {
  const f = (s.frame = s.newFrame(role, s.current(role)));
  f.orBranch = or;
  s.addAction(role, actionName(words));
}

/** target, enter */
export const readTarget: Handler = (s, role, cap) => {
  const a = s.a;
  const words = cap('target');
  // "opens the doors (doorsOpen)": the name in brackets is the state meant.
  const named = bracketedName(s.t, role.to);
  if (named) {
    s.setTarget(role, a.known.find(named, true)?.name ?? named);
    return;
  }
  if (role.kind === 'enter') {
    // "Opening the door goes to doorOpen": a gerund that a verb follows is what someone does.
    if (gerundSubjectAt(s.t, role.from, role.to)) {
      s.eventOrOutcome(role, s.t.slice(role.from, role.to));
      return;
    }
    if (s.t[role.from - 1]?.norm === 'to' && s.t[role.from - 2]?.norm === 'or' && !a.isKnownState(words)) {
      otherBranch(s, role, s.t.slice(role.from, role.to), true);
      return;
    }
    const described = a.describedIn(words);
    if (described && !described.state) {
      const verb = s.t[role.from];
      // "An open ticket goes to …": after a determiner the verb is the state's adjective.
      if (s.t[role.from - 1]?.tags.has('Determiners') || role.from === 0) {
        const state = a.describedIn([verb, ...words])?.state;
        if (state) s.subjectIn(state);
        return;
      }
      // "Posting a message shows the toast": the thing enters the state the verb puts it in.
      // ("shows a popup" brings in something new: no state of the thing.)
      const state = s.t[role.caps.target.from - 1]?.norm === 'the' || words[0]?.norm === 'the' ? a.g.stateVerbs.get(verb.root) : undefined;
      if (state) {
        s.setTarget(role, a.known.find(state)?.name ?? state);
        return;
      }
    }
    const known = a.isKnownState(words);
    const content = words.filter((w) => !w.tags.has('Determiners'));
    // "shows orders", "enters charging": a bare one-word object names a state.
    const bare = !s.t[role.caps.target.from - 1]?.tags.has('Determiners');
    const stateLike = words.some((w) => w.tags.has('StateHeads') || w.tags.has('Ident')) || (content.length === 1 && bare);
    const actionLike = words.some((w) => w.tags.has('ActionHeads') || w.tags.has('Label'));
    if (!known && (!stateLike || actionLike)) {
      // "it shows 'Coupon expired'": the action begins at the verb, not at its subject.
      const verbAt = s.t.slice(role.from, role.to).findIndex((w) => w.tags.has('StateVerbs') || w.tags.has('EnterVerbs'));
      s.addAction(role, actionName(slice(s.t, { from: role.from + Math.max(0, verbAt), to: role.to })));
      return;
    }
  }
  const object = cap('object').filter((w) => !w.tags.has('Determiners') && !w.tags.has('EntityNouns') && !/^(it|them|you|him|her|us)$/.test(w.norm));
  if (object.length && !a.isKnownState(object) && !a.isKnownState(words)) {
    s.addAction(role, actionName(slice(s.t, { from: role.from, to: role.to })));
    return;
  }
  // "…, or to see 'Invalid code' if it isn't": a verb after "or to" is what the other branch does.
  if (role.rule === 'move.ellipsis' && startsWithVerb(words) && !a.isKnownState(words)) {
    otherBranch(s, role, words, s.t[role.from]?.norm === 'or');
    return;
  }
  // "it is dismissed": a participle names a state only if the text has one by that name,
  // or the sentence says when it happens ("After 10 seconds it is sent").
  if (role.rule === 'move.it-is-state' && !a.isKnownState(words) && s.frame?.delay === undefined && !s.frame?.events.length) return;
  const name = a.resolveName(words);
  if (!name) return;
  // "turns them on and puts them into pairing", "closes it and you're back on the grid": the
  // second says which state the first meant.
  const particle = s.particleAt;
  s.particleAt = role.rule === 'move.turns-particle' ? role.to : null;
  if (particle !== null && s.frame?.target !== undefined && s.t.slice(particle, role.from).every((w) => w.norm === 'and')) {
    s.frame.target = name;
    return;
  }
  const before = s.frame?.target;
  s.setTarget(role, name);
  // "goes to waiting when …, and back to open when …": the way back starts where the first went.
  if (role.rule === 'move.ellipsis' && before !== undefined && s.t.slice(role.from, role.to).some((w) => w.norm === 'back') && s.frame) s.frame.sources = [{ kind: 'state', name: before }];
};

/** direction */
export const readDirection: Handler = (s, role, cap) => {
  const way = cap('way').map((w) => w.norm).join(' ');
  const f = s.current(role);
  // ("'Details' switches back": back along the switch just made.)
  const switching = /^(switch|flip)/.test(s.t[role.from]?.norm ?? '');
  f.direction = switching && way === 'back' ? 'reverse' : /back|previous/.test(way) ? 'backward' : /other way/.test(way) ? 'reverse' : 'forward';
  f.lastRole = 'target';
};

/** state-verb */
export const readStateVerb: Handler = (s, role, cap) => {
  const a = s.a;
  // "closing it returns to idle": the gerund is what someone does.
  if (gerundSubjectAt(s.t, role.from, role.to)) {
    s.eventOrOutcome(role, s.t.slice(role.from, role.to));
    return;
  }
  // "the app shows a splash screen" is no state verb: only one without an object is.
  const after = s.t[role.to];
  // "show them a popup": the second object is what is shown, entered as a state or done.
  if (after?.tags.has('Determiners') && role.rule === 'move.state-verb-object') {
    const shown = phraseAt(s.t, role.to + 1, true);
    const state = shown.some((w) => w.tags.has('StateHeads')) || a.isKnownState(shown) ? a.resolveName(shown) : null;
    if (state) s.setTarget(role, state);
    else if (shown.length) s.addAction(role, actionName([s.t[role.from], ...shown]));
    return;
  }
  if (objectFollows(s.t, role.to)) return;
  if (s.pendingEntry) {
    // "leaving cooking stops them": on entry or exit it is an action.
    s.addAction(role, actionName(slice(s.t, { from: role.from, to: role.to })));
    return;
  }
  // "the application's CLOSE": a verb written in capitals is the name of an event.
  if (cap('verb').some((w) => w.tags.has('Caps'))) {
    s.addEvent(role, eventName(cap('verb')));
    s.thenFrom(role.to);
    return;
  }
  const verb = cap('verb').map((w) => w.root).join(' ');
  const stateName = a.g.stateVerbs.get(verb) ?? a.g.stateVerbs.get(verb.split(' ')[0]);
  if (!stateName) return;
  s.setTarget(role, a.known.find(stateName)?.name ?? stateName);
  // "closes it and you're back on the grid": what follows says where it goes.
  s.particleAt = role.to;
};
