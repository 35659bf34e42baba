/**
 * A verb of motion with its goal and no preposition: "In `Moving` it just goes `Idle`", "pressing
 * PRESENCE sets STAFF PRESENT", "the printer goes offline"; and where a state's item says it is
 * "Entered".
 */
import { listedExactly } from '../grammar/words.js';
import { isName } from '../2-words/token.js';
import type { Inventory } from '../4-inventory/inventory.js';
import { isTheThing } from '../4-inventory/mentions.js';
import type { Choice } from './choose.js';
import type { Meaning } from './meaning.js';
import { complementAfter, motion } from './motion.js';
import type { Parts } from './parts.js';
import { asState } from './subject.js';

export function bareGoalMotion(parts: Parts, choice: Choice, inventory: Inventory): Meaning | null {
  const verb = parts.verb;
  if (!verb || choice.roles.target) return null;
  // ("SLEEP: radio off. Entered after 5 min in SLOW_ADV", "Entered from PRECHARGE or CC whenever ...":
  // the participle alone, in what a state's item says, tells how that state is entered: there, where the text stands.)
  // (With the place it is entered from: "entered when the user clicks the link" says no more than the item's state.)
  const from = parts.preps.some((p) => /^(from|in)$/.test(p.prep) && !!asState(p.mention, inventory));
  if (verb.verb.tags.has('EntryWords') && verb.from === 0 && !parts.subject && !parts.object && /ed$/.test(verb.verb.norm) && from) return motion(parts, { ...choice.roles, target: { type: 'anaphor', name: 'here', tokens: [verb.verb], by: 'words' } }, inventory);
  if (!listedExactly('BareGoalVerbs', verb.lemma)) return null;
  // (A state the text names right after the verb, or a written name of up to three words.)
  const goal = complementAfter(parts, verb.to) ?? (parts.object && parts.object.tokens.length <= 3 && parts.object.tokens.every(isName) ? asState(parts.object, inventory) ?? { ...parts.object, type: 'state' as const } : undefined);
  if (!goal) return null;
  // ("The screen goes idle", "the printer goes offline": a plain adjective after "go" is the state the
  // thing becomes; not a verdict, "if anything goes wrong", nor what a person does.)
  const thing = !!parts.subject && (isTheThing(parts.subject) || (parts.subject.type === 'thing' && parts.subject.tokens[0]?.pos === 'det'));
  const becomes = verb.lemma === 'go' && thing && goal.tokens[0].kind === 'word' && goal.tokens[0].pos === 'adj' && !goal.tokens[0].tags.has('VerdictAdjectives');
  if (!isName(goal.tokens[0]) && !inventory.findState(goal.name) && !becomes) return null;
  return motion(parts, { ...choice.roles, target: asState(goal, inventory) ?? goal }, inventory);
}
