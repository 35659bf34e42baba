/**
 * One step after another: "After green comes YELLOW", "then comes Review", "Mixing is followed by
 * Curing". What comes is where the story goes next; what it comes after, where it was.
 */
import { listedExactly } from '../grammar/words.js';
import type { Inventory } from '../4-inventory/inventory.js';
import type { Choice } from './choose.js';
import type { Meaning } from './meaning.js';
import { complementAfter, motion } from './motion.js';
import type { Parts } from './parts.js';
import { asState } from './subject.js';

/**
 * "After green comes YELLOW", "then comes Review": with the subject after the verb, what comes is
 * where it goes next, and what it comes after, where it was.
 */
export function comesNext(parts: Parts, choice: Choice, inventory: Inventory): Meaning[] | undefined {
  const verb = parts.verb;
  const fronted = parts.tokens[0]?.pos === 'prep' ? parts.preps.find((p) => p.at === 0) : undefined;
  const before = fronted ? fronted.mention.tokens.length + 1 : 0;
  if (!verb || (parts.subject && !fronted) || verb.from !== before || choice.roles.target || !listedExactly('ArrivalInversionVerbs', verb.lemma)) return undefined;
  const comes = complementAfter(parts, verb.to);
  if (!comes) return undefined;
  const after = fronted?.prep === 'after' ? asState(fronted.mention, inventory) : undefined;
  return [motion({ ...parts, subject: null, subjects: [] }, { ...choice.roles, target: { ...comes, type: 'state' }, ...(after ? { source: after } : {}) }, inventory)];
}

/** "`REVIEW` is followed by `APPROVED` when the manager signs off": the step followed is where it was, whatever its name looks like. */
export function followedBy(parts: Parts, choice: Choice, inventory: Inventory): Meaning[] | undefined {
  const verb = parts.verb;
  if (!verb?.passive || !verb.verb.tags.has('SuccessionVerbs') || !parts.subject || !choice.roles.target) return undefined;
  const left = asState(parts.subject, inventory) ?? { ...parts.subject, type: 'state' as const };
  return [motion({ ...parts, subject: null, subjects: [] }, { ...choice.roles, source: left }, inventory)];
}

/**
 * Whether a verb of succession tells a step here: only in the passive with its auxiliary and the
 * step left as its subject ("Mixing is followed by Curing"), not "Helm upgrade, followed by smoke
 * tests"; every other verb does.
 */
export function stepAfterStep(parts: Parts): boolean {
  const verb = parts.verb;
  if (!verb || !verb.verb.tags.has('SuccessionVerbs')) return true;
  return verb.passive && !!parts.subject && parts.tokens[verb.from]?.pos === 'aux';
}
