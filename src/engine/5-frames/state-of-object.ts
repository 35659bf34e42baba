/**
 * Doing something to a thing in a state the text names: "You can close an opened door", "reopen a
 * VERIFIED or CLOSED bug", "close a ticket in progress". It goes from that state to the one the verb
 * leaves it in.
 */
import { listed } from '../grammar/words.js';
import { participleOf } from '../2-words/lemma.js';
import type { Token } from '../2-words/token.js';
import { isFieldNoun } from '../2-words/pos/cues.js';
import type { Inventory } from '../4-inventory/inventory.js';
import { knownStateMention, type Mention } from '../4-inventory/mentions.js';
import { eventName, stateName, written } from '../4-inventory/names.js';
import { FRAME_CLASSES } from './lifecycle.js';
import type { Meaning } from './meaning.js';
import { motion } from './motion.js';
import type { Parts } from './parts.js';

/**
 * "You can close an opened door, ... and unlock a locked door": doing something to a thing in a
 * state the text names takes it from that state to the one the verb leaves it in.
 */
export function stateOfObject(parts: Parts, inventory: Inventory): Meaning | null {
  const verb = parts.verb!;
  if (verb.verb.kind !== 'word' || verb.passive || verb.negated || verb.copula || (parts.subject && parts.subject.type !== 'actor')) return null;
  let k = verb.to;
  if (parts.tokens[k]?.pos === 'det') k++;
  // ("reopen a VERIFIED bug": a state written as a name before the thing, too.)
  // (Written in capitals, by a verb that changes the thing: not "show an `Error` banner", "make an `OnGroundState` superstate".)
  const changes = !FRAME_CLASSES.some((c) => verb.verb.tags.has(c));
  const quality = (t: Token | undefined) => (t?.kind === 'word' ? inventory.findState(t.norm) : t && changes && t.shape === 'caps' ? inventory.findState(written(t)) : null);
  // ("reopen a VERIFIED or CLOSED bug": each of the states joined before it.)
  const joined = listed('JoiningConjunctions', parts.tokens[k + 1]?.norm ?? '') && quality(parts.tokens[k]) && quality(parts.tokens[k + 2]) ? parts.tokens[k + 2] : undefined;
  const [adjective, noun] = [parts.tokens[k], parts.tokens[joined ? k + 3 : k + 1]];
  // ("close a ticket in progress": the state phrase after the noun, too.)
  const after = parts.tokens.slice(k + 1).filter((t) => t.tags.has('StatePhrases'));
  const phrased = adjective?.pos === 'noun' && after.length > 1 && after[0] === parts.tokens[k + 1] ? inventory.findState(stateName(after)) : null;
  const from = phrased ?? quality(adjective);
  const end = phrased ? k + 1 + after.length : joined ? k + 4 : k + 2;
  // (A name before a noun of the field or a control names that part, not the thing's state: "a `warning` dialog", "the `Jump` trigger".)
  const part = !!noun && adjective?.kind !== 'word' && (isFieldNoun(noun) || noun.tags.has('ControlNouns'));
  if (!from || part || (!phrased && (noun?.pos !== 'noun' || noun.tags.has('StateNouns'))) || (parts.tokens[end] && parts.tokens[end].kind !== 'punct')) return null;
  const was = phrased ? after : [adjective];
  // ("Calling hide() starts the closing animation": beginning what a state names is going there.)
  if (verb.verb.tags.has('OnsetVerbs')) return motion({ ...parts, object: null }, { target: knownStateMention(was, from) }, inventory);
  const done = participleOf(verb.lemma);
  const target: Mention = { type: 'state', tokens: [verb.verb], name: (inventory.findState(done) ?? inventory.findLeftBy(verb.lemma))?.name ?? done, by: 'words' };
  const more = joined ? [{ source: knownStateMention([joined], quality(joined)!), target }] : [];
  return { kind: 'motion', source: knownStateMention(was, from), target, trigger: { kind: 'event', name: eventName([verb.verb, ...(verb.particle ? [{ ...verb.particle, pos: 'part' as const }] : [])]) }, ...(more.length ? { more } : {}) };
}
