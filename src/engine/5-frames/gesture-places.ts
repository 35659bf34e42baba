/**
 * Where a gesture's frame puts the thing rather than setting something off: taken to a place the
 * text names ("are released back to Available after 15 minutes"), or entering a quality ("the alarm
 * enters triggered"). (Kept somewhere, "shall be held in abeyance", is the frame "held".)
 */
import { listed } from '../grammar/words.js';
import { isQuotedOrCode, type Token } from '../2-words/token.js';
import { written } from '../4-inventory/names.js';
import type { Inventory } from '../4-inventory/inventory.js';
import type { Choice } from './choose.js';
import type { Meaning } from './meaning.js';
import type { Mention } from '../4-inventory/mentions.js';
import { complementAfter, motion } from './motion.js';
import type { Parts } from './parts.js';
import { namedPlace, stateOfThing } from './subject.js';
import { isScenePreposition } from './condition-places.js';

export function gesturePlace(parts: Parts, choice: Choice, inventory: Inventory): Meaning | null {
  const verb = parts.verb!;
  // ("Held seats are released back to Available after 15 minutes": done to a thing, taking it to a place the text names.)
  const takenTo = verb.passive ? parts.preps.find((p) => listed('TargetPrepositions', p.prep) && p.at > verb.main && namedPlace(p.mention, inventory)) : undefined;
  const wait = parts.preps.find((p) => p.prep === 'after' && p.mention.type === 'duration');
  const heldIn = stateOfThing(parts.subject);
  if (takenTo) return motion({ ...parts, subject: null, subjects: [] }, { ...choice.roles, target: namedPlace(takenTo.mention, inventory), ...(wait ? { delay: wait.mention } : {}), ...(heldIn ? { source: heldIn } : {}) }, inventory);
  // ("the alarm enters triggered": a thing that enters a quality, alone at the clause's end, goes there.)
  const entered = verb.verb.tags.has('EntryWords') && !parts.object && parts.subject && /^(thing|machine|anaphor)$/.test(parts.subject.type) ? complementAfter(parts, verb.to) : undefined;
  if (entered && /^(adj|verb)$/.test(entered.tokens[0]?.pos ?? '') && parts.tokens.slice(verb.to + entered.tokens.length).every((t) => t.kind === 'punct')) return motion({ ...parts, subject: null, subjects: [] }, { ...choice.roles, target: entered }, inventory);
  return null;
}

/**
 * "Press START from Idle", "Call release() from Initial", "Press Stop during Preheating, Cooking
 * or Holding": where an order (no subject, the verb first) is given, a state the text names or a
 * place written as a name, and the places joined to it.
 */
export function orderedFrom(parts: Parts, inventory: Inventory): { place: Mention; others: Mention[] } | undefined {
  const verb = parts.verb!;
  if (parts.subject || parts.gerundSubject || verb.passive || verb.from !== 0) return undefined;
  const pp = parts.preps.find((p) => isScenePreposition(p.prep) && p.at > verb.main && !!namedPlace(p.mention, inventory));
  return pp ? { place: namedPlace(pp.mention, inventory)!, others: (pp.others ?? []).map((o) => namedPlace(o, inventory) ?? { ...o, type: 'state' as const }) } : undefined;
}

/** "`Enter` or `Tab` in `showing` inserts ...": the written names, none a state, joined as the subject before where it is done. */
export function writtenSubjects(parts: Parts, inventory: Inventory): Token[] {
  if (!parts.verb || !parts.subject || parts.subject.type === 'actor') return [];
  const before = parts.tokens.slice(0, parts.verb.from);
  const at = before.findIndex((t) => t.pos === 'prep');
  const span = at >= 0 ? before.slice(0, at) : before;
  const names = span.filter((t) => isQuotedOrCode(t));
  const joined = span.every((t) => isQuotedOrCode(t) || t.pos === 'conj' || t.text === ',');
  return joined && names.length && names.every((t) => !inventory.findState(written(t))) ? names : [];
}
