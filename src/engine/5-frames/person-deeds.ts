/**
 * What a person in the story does, as the event the machine takes: "A developer can assign it",
 * "the user can go back to shipping" (what they can do), "the agent marks it Resolved", "the
 * developer sets it to RESOLVED" (what they do to the thing). The author and the reader's own
 * thinking ("we can", "you can think of") are no such person; the reader using it is.
 */
import { listed, listedExactly } from '../grammar/words.js';
import { eventName } from '../4-inventory/names.js';
import type { Meaning, Trigger } from './meaning.js';
import type { Parts } from './parts.js';

/** The event a person's verb names, when the clause's subject is such a person. */
function personsVerb(parts: Parts): Trigger | null {
  const verb = parts.verb;
  const reader = parts.subject?.type === 'actor' && listed('ReaderPronouns', parts.subject.name);
  if (!verb || parts.subject?.type !== 'actor' || (listed('NonThirdPersonPronouns', parts.subject.name) && !reader) || verb.verb.kind !== 'word') return null;
  return { kind: 'event', name: eventName([{ ...verb.verb, pos: 'verb' }, ...(verb.particle ? [verb.particle] : [])]) };
}

/** ("You can flag a ticket as Blocked"): what a person can do. */
export function abilityEvent(parts: Parts): Trigger | null {
  return parts.verb && listedExactly('AbilityModals', parts.verb.modal ?? '') ? personsVerb(parts) : null;
}

/** ("The agent marks it Resolved", "the reviewer moves the ticket to Done"): what a person does to the thing, told as what happens. */
export function deedEvent(parts: Parts): Trigger | null {
  const verb = parts.verb;
  // (Of its own subject, to a thing, not a place: "the boss enters Phase 2", "..., moving it to InProgress",
  // "Every candidate sits in exactly one stage", "everybody does it" tell no deed.)
  if (!verb || verb.modal || verb.passive || verb.negated || verb.copula || verb.gerund || parts.sharedSubject || !parts.object || parts.object.type === 'state' || parts.object.type === 'event') return null;
  if (verb.verb.tags.has('StayVerbs') || verb.verb.tags.has('DoForms')) return null;
  // (A person this clause names, "An agent picks a ticket up ..., which moves it" is the transition's doing;
  // nor anyone at all, "most merchants win fewer disputes".)
  const first = parts.subject?.tokens[0];
  if (!first || !parts.tokens.includes(first) || ['IndefinitePronouns', 'Quantifiers', 'ComparativeQuantifiers'].some((c) => first.tags.has(c))) return null;
  return personsVerb(parts);
}

/** A motion read without its object, with what a person did to it (`deedEvent`) as what would set it off if nothing else does. */
export function withDeed(m: Meaning, deed: Trigger | null): Meaning {
  return m.kind === 'motion' && !m.trigger && !m.weakTrigger && deed ? { ...m, weakTrigger: deed } : m;
}
