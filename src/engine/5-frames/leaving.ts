/**
 * Leaving a state: "The unit leaves Idle for Heating" goes there; "Successful authentication leaves
 * auth and goes to the app", "On TIMEOUT the client leaves Waiting" say where the motion starts and
 * what sets it off; "Nothing leaves `FAULT` except a manual `RESET`" names the one event that does.
 */
import { listed } from '../grammar/words.js';
import type { Inventory } from '../4-inventory/inventory.js';
import type { Choice } from './choose.js';
import { eventOfSubject } from './events-named.js';
import type { Meaning } from './meaning.js';
import { motion, triggerOfRoles } from './motion.js';
import type { Parts } from './parts.js';
import { asState, namedPlace, subjectRole } from './subject.js';

/** What a clause whose verb leaves somewhere means, or null when it leaves no place. */
export function leavingMeanings(parts: Parts, choice: Choice, inventory: Inventory): Meaning[] | null {
  const verb = parts.verb!;
  // ("The unit leaves Idle for Heating": what it leaves for is where it goes.)
  const leftFor = parts.object ? parts.preps.find((p) => p.prep === 'for' && p.at > verb.to && namedPlace(p.mention, inventory)) : undefined;
  if (leftFor) return [motion({ ...parts, object: null }, { ...choice.roles, source: asState(parts.object, inventory) ?? { ...parts.object!, type: 'state' }, target: namedPlace(leftFor.mention, inventory) }, inventory)];
  // ("the client leaves Waiting and enters Retry": a place written as a name, too, with nothing after it.)
  const last = parts.object?.tokens[parts.object.tokens.length - 1];
  const left = parts.object ? asState(parts.object, inventory) ?? (!verb.particle && parts.tokens.slice(parts.tokens.indexOf(last!) + 1).every((t) => t.kind === 'punct') ? namedPlace(parts.object, inventory) : undefined) : undefined;
  if (!left) return null;
  // ("Nothing leaves `FAULT` except a manual `RESET`": the exception is what leaves it.)
  const except = listed('NegativeQuantifiers', (parts.subject?.tokens[0] ?? parts.gerundSubject?.verb)?.norm ?? '') ? parts.preps.find((p) => p.prep === 'except') : undefined;
  if (except) return [{ kind: 'trigger', trigger: eventOfSubject(except.mention, null), source: left }];
  const subject = subjectRole(parts, inventory);
  // ("On TIMEOUT the client leaves Waiting": or the event its phrase names.)
  const trigger = subject.trigger ?? subject.weakTrigger ?? (choice.roles.event ? triggerOfRoles({ event: choice.roles.event }) : undefined);
  return trigger ? [{ kind: 'trigger', trigger, source: left }] : [{ kind: 'scene', state: left }];
}
