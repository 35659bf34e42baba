/**
 * Whether a trigger a clause tells replaces the one the sentence already has waiting for its
 * motion. A condition's trigger is what the sentence is about; one told in passing after it does
 * not replace it, unless it is the name of what happened or what the running service gave back.
 */
import { isQuotedOrCode } from '../2-words/token.js';
import { written } from '../4-inventory/names.js';
import type { Reading, Trigger } from '../5-frames/meaning.js';
import type { Focus } from './focus.js';
import { isSubordinate, type SentenceState } from './sentence-state.js';

export function keepsWaiting(s: SentenceState, r: Reading, told: Trigger, focus: Focus): boolean {
  // ("Pathfinding raises `ARRIVED` when the unit reaches its destination": a condition after a named
  // event that is raised says when it is raised; the event is what happens.)
  const raised = s.pre.trigger?.kind === 'event' && s.previous?.rule === 'fire' && s.previous.meanings.some((x) => x.kind === 'trigger' && x.trigger === s.pre.trigger) && isSubordinate(r);
  if (!(s.preFromCondition && !isSubordinate(r)) && !raised) return false;
  const named = told.kind === 'event' ? told.name : null;
  // (But a name the author writes for what happened, in brackets, is its name: "When the arm reaches
  // the top, the upper limit switch closes (UPPER_LIMIT) and ...".)
  if (named && r.parts.tokens.some((t, i) => r.parts.tokens[i - 1]?.text === '(' && r.parts.tokens[i + 1]?.text === ')' && written(t) === named)) return false;
  // (And an order to the reader is what sets it off; the condition says when to give it: "When the
  // cause has been removed, press [Reset] to return to DIALYSIS".)
  const order = r.rule === 'gesture' && !r.parts.subject && !r.parts.gerundSubject && r.parts.verb?.from === 0 && !r.parts.verb.gerund && !r.parts.verb.passive;
  if (order && told.kind === 'event') return false;
  // (So is one, written as code, that something else emits right after: "When a Pod terminates
  // unsuccessfully, the controller emits `PodFailed`; ...", "When a request comes back 401 we
  // dispatch `UNAUTHORIZED`".)
  const object = r.parts.object?.tokens.filter((t) => t.pos !== 'det');
  if (named && r.rule === 'fire' && (r.parts.subject?.type === 'thing' || r.parts.subject?.type === 'actor') && object?.length === 1 && isQuotedOrCode(object[0]) && written(object[0]) === named) return false;
  // ("If access is granted the service resolves and ...": what the running service gives back is
  // what the condition told of.)
  if (/^invoke\./.test(told.kind) && !!focus.lastInvoke && s.pre.trigger?.kind === 'event') return false;
  return true;
}
