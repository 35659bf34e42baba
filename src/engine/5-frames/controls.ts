/**
 * What is done with a control written as a name, in a place: "`failed` pipelines can be retried
 * with `retry`, which puts them back in `created`" (things in a state), "The rider can cancel with
 * `RIDER_CANCEL` in `requested`, `driverAssigned` or `driverArrived`" (a person, in places the
 * clause names), "A ticket can be canceled with `CANCEL` from `open` or `waiting`". The control is
 * the event, and it happens there.
 */
import { listedExactly } from '../grammar/words.js';
import type { Inventory } from '../4-inventory/inventory.js';
import { isScenePreposition, sceneOfJoined } from './condition-places.js';
import type { Meaning } from './meaning.js';
import { byControl } from './motion.js';
import type { Parts } from './parts.js';
import { asState, namedPlace, stateOfThing } from './subject.js';

export function doneWithControl(parts: Parts, inventory: Inventory): Meaning[] | null {
  const verb = parts.verb!;
  if (verb.negated) return null;
  // (Things in a state written before their noun, in the passive.)
  const controlled = verb.passive && !parts.object ? byControl(parts) : undefined;
  const heldIn = controlled ? stateOfThing(parts.subject) : undefined;
  if (controlled && heldIn) return [{ kind: 'trigger', trigger: controlled, source: asState(heldIn, inventory) ?? heldIn }];
  // (The control after the verb, not "A coroutine created with `CoroutineStart.LAZY` starts in New";
  // the place a state the text names or a name written as one.)
  const withAfter = parts.preps.some((p) => /^(with|using|via)$/.test(p.prep) && p.at > verb.main);
  const done = withAfter && (parts.subject?.type === 'actor' || parts.subject?.type === 'thing') && !listedExactly('ParticipantPronouns', parts.subject.name) ? byControl(parts) : undefined;
  const place = done ? parts.preps.find((p) => isScenePreposition(p.prep) && !!namedPlace(p.mention, inventory)) : undefined;
  return done && place ? [sceneOfJoined(place, inventory), { kind: 'trigger', trigger: done }] : null;
}
