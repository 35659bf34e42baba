/** Guards and their branches, and when/if clauses read as a guard, an event, a source or an outcome. */
import type { Handler } from './handler.js';
import { condName, eventName, negateCond } from '../naming.js';
import { isEntity } from '../mentions.js';
import { readClauseBody } from '../clauses.js';

/** guard, guard-not */
export const readGuard: Handler = (s, role, cap) => {
  const cond = condName(cap('cond'), role.kind === 'guard-not');
  if (role.kind === 'guard-not') s.lastUnless = condName(cap('cond'));
  let f = s.current(role);
  if (f.cond) f = s.frame = s.newFrame(role, f);
  f.cond = cond;
};

/**
 * permit: "Only allow Submit when the terms are ticked", "Submit only works if ...". The event
 * gains the guard; an event the existing flow has from one state keeps its source and target,
 * and the guarded transition takes the place of the unguarded one.
 */
export const readPermit: Handler = (s, role, cap) => {
  const a = s.a;
  let f = s.current(role);
  if (s.complete(f) || f.cond) f = s.frame = s.newFrame(role, null);
  f.cond = condName(cap('cond'));
  const words = cap('event').filter((w) => !/^(only|just)$/.test(w.norm));
  if (!words.length || isEntity(words)) return;
  const event = eventName(words);
  if (!f.events.includes(event)) f.events.push(event);
  const existing = a.existingTransitionsOn(event);
  if (existing.length !== 1) return;
  f.sources = [{ kind: 'state', name: existing[0].source }];
  if (existing[0].target !== undefined) s.setTarget(role, existing[0].target);
  s.changing = true;
};

/** question: "the app checks whether the email is taken": asked on the event the sentence names. */
export const readQuestion: Handler = (s, role, cap) => {
  const f = s.current(role);
  s.a.question = { cond: condName(cap('cond')), events: f.events, sources: f.sources };
};

/** which-case */
export const readWhichCase: Handler = (s, role, cap) => {
  const previous = s.frame;
  s.frame = s.newFrame(role, previous);
  if (s.lastUnless) s.frame.cond = s.lastUnless;
  // "If it is, …" after a question: that answer, on the event it was asked on.
  const question = s.a.question;
  if (!previous && question && question.events.length && !s.lastUnless) {
    s.frame.events = [...question.events];
    s.frame.sources = [...question.sources];
    s.frame.cond = question.cond;
  }
};

/** fallback, either-way */
export const readFallback: Handler = (s, role, cap) => {
  const a = s.a;
  const previous = s.frame ?? a.lastFrame;
  s.frame = s.newFrame(role, previous);
  s.frame.cond = undefined;
  s.frame.fallback = true;
};

/** fallback-not: "if it isn't", the branch whose guard is the one before it, negated. */
export const readNegatedBranch: Handler = (s, role, cap) => {
  // "…, or to see 'Invalid code' if it isn't": the branch "or" began is this one.
  const begun = s.frame?.orBranch && !s.frame.cond ? s.frame : null;
  if (begun) {
    const before = s.frames[s.frames.indexOf(begun) - 1];
    begun.fallback = true;
    if (before?.cond) begun.cond = negateCond(before.cond);
    return;
  }
  const previous = s.frame ?? s.a.lastFrame;
  readFallback(s, role, cap);
  if (previous?.cond) s.frame!.cond = negateCond(previous.cond);
};

/** stay: "stays put", and "keeps collecting", which also names the state */
export const readStay: Handler = (s, role, cap) => {
  const f = s.current(role);
  if (f.target === undefined) f.stay = true;
  const state = s.a.isKnownState(cap('state'));
  if (state && !f.sources.length) f.sources = [{ kind: 'state', name: state }];
};

/** always */
export const readAlways: Handler = (s, role, cap) => {
  const f = s.current(role);
  // "sends people onward without waiting for any input": no event, whatever came before.
  if (s.t[role.from]?.norm === 'without' && f.target === undefined) f.events = [];
  if (!f.events.length && f.delay === undefined) f.always = true;
};

/** clause */
export const readClause: Handler = (s, role, cap) => {
  const a = s.a;
  // "…moves to saving, and when the save completes it is clean again": a when-clause after a
  // move happens where the move went.
  const before = s.frame;
  // ("goes to flashingRed until the signal is cleared, after which …": until ends the state
  // just entered.)
  const marker = cap('marker')[0]?.norm ?? '';
  const chained = !!before && before.target !== undefined && s.complete(before) && ((/^(and|,)$/.test(s.t[role.from - 1]?.norm ?? '') && /^(when|once|after)$/.test(marker)) || /^(until|till)$/.test(marker));
  readClauseBody(a, role, cap('marker'), cap('body'), {
    event: (name, source) => {
      s.addEvent(role, name);
      if (source) s.current(role).sources = [{ kind: 'state', name: source }];
      else if (chained && s.frame !== before) s.current(role).sources = [{ kind: 'state', name: before!.target! }];
    },
    guard: (cond) => {
      // ("…goes to returning, and once it is back at the warehouse it is refunded": after a
      // move, a new state of affairs is what moves it on.)
      if (chained) {
        s.addEvent(role, eventName(cap('body')));
        if (s.frame !== before) s.current(role).sources = [{ kind: 'state', name: before!.target! }];
        return;
      }
      let f = s.current(role);
      if (f.cond) f = s.frame = s.newFrame(role, f);
      // "returns to idle; if there are no more pages, …": after a break, the guard may begin
      // the next branch ("goes to onboarding if this is the first launch" keeps it).
      else if (f.target !== undefined && s.complete(f) && s.t[role.from - 1]?.tags.has('Punct')) f.lateCond = true;
      f.cond = cond;
    },
    outcome: (kind) => {
      let f = s.current(role);
      if (s.complete(f)) f = s.frame = s.newFrame(role, null);
      f.outcome = kind;
    },
    source: (name) => {
      s.sentenceSources = [{ kind: 'state', name }];
    },
  }, s.subjectState, !!s.frame?.events.length);
};

/** then */
export const readThen: Handler = (s, role, cap) => {

};
