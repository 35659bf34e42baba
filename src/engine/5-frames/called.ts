/**
 * What is called, told in the passive: a function written as one is an action ("the button's
 * showMaximized() slot will be called", "startSpinner() is called"); a thing or a service is a
 * service that runs where the clause happens ("where the payment gateway is called"), named with
 * its verb when the verb names no call ("the data is being fetched" → fetchData).
 */
import { actionName, serviceName } from '../4-inventory/names.js';
import type { Meaning } from './meaning.js';
import type { Parts } from './parts.js';

export function calledMeaning(parts: Parts): Meaning | null {
  const { subject, verb } = parts;
  if (!subject || !verb?.passive || parts.object) return null;
  const written = subject.type === 'action' || (subject.tokens.length === 1 && subject.tokens[0].shape === 'call');
  if (written && !verb.negated && subject.name) return { kind: 'action', name: subject.name };
  // (Not a part of the machine itself: "the internal transitions for ADD and DEL are called".)
  const field = subject.tokens.some((t) => ['TransitionNouns', 'StateNouns', 'EventNouns'].some((c) => t.tags.has(c)));
  if (!/^(thing|service)$/.test(subject.type) || field) return null;
  const service = subject.type === 'service' ? subject.name : verb.verb.tags.has('CalleeVerbs') ? serviceName(subject.tokens) : actionName([{ ...verb.verb, norm: verb.verb.lemma }, ...subject.tokens]);
  return { kind: 'invoke', service };
}
