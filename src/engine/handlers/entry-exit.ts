/** Entry and exit: the actions that follow "on entering X" or "when leaving X". */
import type { Handler } from './handler.js';
import { gerundSubject, slice } from '../mentions.js';
import { eventName } from '../naming.js';

/** entry, exit */
export const readEntry: Handler = (s, role, cap) => {
  const a = s.a;
  const words = cap('state');
  const entity = words.every((w) => w.tags.has('EntityNouns') || w.tags.has('Determiners')) || a.entityHeads.has(words[words.length - 1]?.root ?? '');
  // "whenever the modal opens": the thing itself opening means entering its open state.
  const verb = cap('verb').filter((w) => !/^(is|are)$/.test(w.norm)).map((w) => w.root)[0];
  const verbState = verb ? a.g.stateVerbs.get(verb) : undefined;
  const whenever = role.rule.includes('whenever');
  // "Entering the correct PIN goes to unlocked": a gerund that is the subject of a verb, without
  // "on" or "when" and not naming a state, is something the user does.
  if (gerundSubject(s.t, role, (w) => !!a.isKnownState(w))) {
    s.eventOrOutcome(role, slice(s.t, { from: role.from, to: role.to }));
    return;
  }
  const name = entity ? (verbState ? a.known.find(verbState)?.name ?? null : a.topic) : whenever ? a.isKnownState(words) : a.resolveName(words);
  if (!name && whenever && !entity) {
    // "When a code is entered": not a state being entered, but an event.
    s.addEvent(role, eventName(slice(s.t, { from: role.from + 1, to: role.to })));
    return;
  }
  if (s.pendingEntry && s.entryActions.length) s.flushEntry();
  if (name) {
    s.pendingEntry = { kind: role.kind === 'exit' ? 'exit' : 'entry', state: name };
    a.topic = name;
  }
};
