/** Amounts of time: delayed transitions, and chains of states each held for a time. */
import type { Handler } from './handler.js';
import { durationMs } from '../durations.js';

/** dwell */
export const readDwell: Handler = (s, role, cap) => {
  const a = s.a;
  // "green for 30 seconds, then yellow for 3 seconds": each held state goes on to the
  // next when its time is up; the last goes where the sentence then says.
  const ms = durationMs(cap('amount'), cap('unit'));
  const name = a.resolveName(cap('state'));
  if (ms === null || !name) return;
  if (s.dwelling) {
    const f = s.newFrame(role, null);
    f.sources = [{ kind: 'state', name: s.dwelling.state }];
    f.delay = s.dwelling.ms;
    f.target = name;
  }
  s.dwelling = { state: name, ms };
  s.frame = null;
};

/** delay, timeout, every */
export const readDelay: Handler = (s, role, cap) => {
  const ms = durationMs(cap('amount'), cap('unit'));
  if (ms === null) return;
  const previous = s.t[role.from - 1];
  // "Holding the button for two seconds": the time belongs to the gesture.
  if (s.frame && s.frame.lastRole === 'event' && previous && !previous.tags.has('Punct') && s.t[role.from]?.norm === 'for') return;
  const before = s.frame;
  let f = s.current(role);
  const held = s.t[role.from]?.norm === 'for';
  if (held && f.target !== undefined && !f.events.length && f.delay === undefined && !f.outcome && !f.cond && !f.actions.length) {
    // "shows a splash screen for 1500 ms and then goes to ...": the state shown is
    // where the wait happens, not where a transition goes.
    const dwell = f.target;
    s.frames.splice(s.frames.indexOf(f), 1);
    f = s.frame = s.newFrame(role, null);
    f.sources = [{ kind: 'state', name: dwell }];
  } else if (s.complete(f) && (f.events.length || f.delay !== undefined)) f = s.frame = s.newFrame(role, null);
  // "it goes to lingering, and half a second later it is hidden": the time is spent where
  // the sentence just went.
  if (role.rule === 'delay.later' && f !== before && before?.target !== undefined && !f.sources.length) f.sources = [{ kind: 'state', name: before.target }];
  f.delay = ms;
  f.lastRole = 'delay';
  // "after 8 hours of running": the time is spent in that state. ("after 3 seconds of
  // countdown you're playing": then where it goes.)
  const spent = cap('state');
  const who = spent.findIndex((w) => /^(you're|it's|they're|we're|you|it|they|we)$/.test(w.norm));
  const spentIn = s.a.exactState(who > 0 ? spent.slice(0, who) : spent);
  if (spentIn && !f.sources.length) f.sources = [{ kind: 'state', name: spentIn }];
  const then = who > 0 ? s.a.isKnownState(spent.slice(who + 1).filter((w) => !/^(are|is|in|on|at)$/.test(w.norm))) : null;
  if (then) {
    f.target = then;
    f.lastRole = 'target';
  }
  if (role.kind === 'timeout') f.events = [];
};

/**
 * window: "for the next 10 seconds they can press 'Undo'". The time an event is offered in is
 * read so that no delay is made of it; what happens when it runs out the text says on its own.
 */
export const readWindow: Handler = () => {};
