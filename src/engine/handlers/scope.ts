/** Where what follows starts from: a named source, "either of those", "where", "which", the whole flow. */
import type { Handler } from './handler.js';
import { nameOfState, statePhrase } from '../mentions.js';
import type { SourceRef } from '../sentence.js';

/** source, weak-source */
export const readSource: Handler = (s, role, cap) => {
  const a = s.a;
  // "On error," is the service failing; "In error," with a state named error is that state.
  const outcome = a.isKnownState(cap('state')) ? null : a.outcomeOf(cap('state'), s.frame, s.subjectState, s.sentenceSources, true);
  if (outcome) {
    let f = s.current(role);
    if (s.complete(f)) f = s.frame = s.newFrame(role, null);
    f.outcome = outcome;
    return;
  }
  // "while the doors are open" is in doorsOpen, when the text has that state.
  const combined = statePhrase(s.t, role);
  const together = combined ? a.isKnownState(combined) : null;
  if (together) {
    if (s.frame && s.frame.sources.length === 0) s.frame.sources = [{ kind: 'state', name: together }];
    else s.sentenceSources = [{ kind: 'state', name: together }];
    return;
  }
  // "Hitting 'Subscribe' on a filled widget": the described thing in the state its adjective names.
  const described = role.kind === 'weak-source' ? a.describedIn(cap('state'))?.state : null;
  if (described) {
    if (s.frame && s.frame.sources.length === 0) s.frame.sources = [{ kind: 'state', name: described }];
    return;
  }
  const weakName = role.kind === 'weak-source' ? nameOfState(cap('state'), a.g) : null;
  // "in X" mid-sentence names a source only when X is exactly a state's name.
  const strict = role.kind === 'weak-source' || role.rule === 'source.when-it-is-particle';
  const name = !strict ? a.resolveName(cap('state')) : weakName || role.kind === 'source' ? a.known.find(weakName ?? nameOfState(cap('state'), a.g) ?? '', true)?.name ?? null : null;
  if (!name) return;
  const ref: SourceRef = { kind: 'state', name };
  if (s.frame && s.complete(s.frame)) {
    s.frame = s.newFrame(role, null);
    s.frame.sources = [ref];
  } else if (s.frame && s.frame.sources.length === 0) s.frame.sources = [ref];
  // "During playing, pressing P pauses": at the head of the sentence, while names its source.
  else if (!s.frame && role.from === 0 && !s.sentenceSources.length) s.sentenceSources = [ref];
  if (role.kind === 'source' && role.rule !== 'source.while') s.moveOn([ref]);
  a.topic = name;
};

/** either */
export const readEither: Handler = (s, role, cap) => {
  const a = s.a;
  s.sentenceSources = a.lastTargets.map((name) => ({ kind: 'state', name }));
};

/** which */
export const readWhich: Handler = (s, role, cap) => {
  // "moves it to checkingTicket, which immediately goes to up": the state just named.
  if (s.frame?.target !== undefined && s.frame.lastRole === 'target') {
    const here = s.frame.target;
    s.moveOn([{ kind: 'state', name: here }]);
    s.frame = null;
    s.place = here;
  }
};

/** there */
export const readThere: Handler = (s, role, cap) => {
  const a = s.a;
  // "..., where 'Retake' goes back": where the sentence just went, or the last one ended.
  // ("it stays on landing, where …": where it stays.)
  const stays = s.frame?.stay || s.t.slice(Math.max(0, role.from - 5), role.from).some((w) => /^(stays|stay|remains|remain)$/.test(w.norm));
  const where = s.frame?.sources[0] ?? s.sentenceSources[0];
  const stayed = stays && where?.kind === 'state' ? where.name : undefined;
  // ("goes to browsing, which is also where …": the state "which" named.)
  const here = s.frame?.target ?? stayed ?? s.place ?? a.lastTargets[a.lastTargets.length - 1];
  if (here) {
    s.moveOn([{ kind: 'state', name: here }]);
    s.frame = null;
    s.place = here;
  }
};

/** there-here: "tapping 'Retry' there triggers …": the event happens where the sentence just went. */
export const readThereAfterEvent: Handler = (s, role) => {
  const current = s.frame;
  if (!current || current.target !== undefined) return;
  const here = s.targetBefore(current) ?? s.a.lastTargets[s.a.lastTargets.length - 1];
  if (here) current.sources = [{ kind: 'state', name: here }];
};

/** global */
export const readGlobal: Handler = (s, role, cap) => {
  const a = s.a;
  const scope = a.resolveName(cap('scope'));
  s.sentenceSources = [{ kind: 'root', scope: scope ?? undefined }];
  if (s.frame) s.frame.sources = s.sentenceSources;
};
