/** States declared outright: the initial state, lists of states, states inside states. */
import type { Handler } from './handler.js';
import type { Role } from '../roles.js';
import type { SentenceReader } from '../sentence.js';
import { nameOfState, stateNamesOf } from '../mentions.js';
import { eventName } from '../naming.js';

/** initial */
export const readInitial: Handler = (s, role, cap) => {
  const a = s.a;
  // "starts over in alive" is a move, not a start.
  if (cap('state').every((w) => /^(over|again|up|out|back)$/.test(w.norm))) return;
  const name = a.resolveName(cap('state'));
  if (name) startsIn(s, role, name);
};

/** The flow starts in `name`; what a sentence says next, it says about that state. */
export function startsIn(s: SentenceReader, role: Role, name: string): void {
  const info = s.a.state(name);
  s.a.edits.push({ op: 'addState', path: info.path, initial: true, origin: s.a.origin(role.rule, role.from, role.to) });
  s.a.topic = info.name;
  // The story is there now ("At any time, Escape closes it. The dialog opens on details; …"),
  // unless that is where a parent state begins ("Settings always opens on general").
  if (info.path.length === 1) s.a.lastTargets = [info.name];
}

/** states, sequence, children */
export const readStates: Handler = (s, role, cap) => {
  const a = s.a;
  const names = stateNamesOf(cap('list'), a.g);
  if (names.length < 2) return;
  a.sequence = names.map((name) => a.known.find(name)?.name ?? name);
  const origin = a.origin(role.rule, role.from, role.to);
  for (const [i, name] of names.entries()) {
    const info = a.state(name);
    a.edits.push({ op: 'addState', path: info.path, initial: i === 0 && role.kind === 'children' && info.path.length > 1, origin });
  }
};

/** child-of: "paused is also inside the match"; the first pass placed it, this adds it there. */
export const readChildOf: Handler = (s, role, cap) => {
  const child = s.a.resolveName(cap('child'));
  if (!child) return;
  const info = s.a.state(child);
  s.a.edits.push({ op: 'addState', path: info.path, origin: s.a.origin(role.rule, role.from, role.to) });
};

/**
 * declare: "Add a paused state", "Add a medium speed to the fan: ...". The state is added when
 * its words say it is one (a state head such as "state" or "screen") or name a state the text
 * uses; otherwise the sentence's other words must say what is new.
 */
export const readDeclare: Handler = (s, role, cap) => {
  const a = s.a;
  const words = cap('state');
  const name = nameOfState(words, a.g);
  if (!name) return;
  if (!a.known.find(name) && !words.some((w) => w.tags.has('StateHeads'))) return;
  const info = a.state(name);
  a.edits.push({ op: 'addState', path: info.path, origin: a.origin(role.rule, role.from, role.to) });
};

/** add-control: "Add a 'Help' link to the article page that opens the help panel". */
export const readAddControl: Handler = (s, role, cap) => {
  const a = s.a;
  const source = a.resolveName(cap('source'));
  const target = a.resolveName(cap('target'));
  if (!source || !target) return;
  const f = s.current(role);
  f.events.push(eventName(cap('event')));
  f.sources = [{ kind: 'state', name: source }];
  s.setTarget(role, target);
};
