/**
 * What a thing is closed, reported or released as: "PRs that sit in `changes-requested` for 30 days
 * are closed as `stale`", "A `Running` Pod whose node stops responding is reported as `Unknown`",
 * "the ticket is brought back as Ready". After a passive verb, "as" and a state written as a name
 * (code, quotes, capitals, a capitalised name of up to three words) or one the text knows say where
 * the thing is left, whoever it is; a state written before the thing ("A `Running` Pod") is where it
 * leaves. Verbs of naming or keeping ("is known as", "is tracked as a row") say what it is called,
 * not where it goes; verbs of making say where it starts (declarations.ts).
 */
import { listed } from '../grammar/words.js';
import type { Inventory } from '../4-inventory/inventory.js';
import { isCapitalisedName } from '../4-inventory/names.js';
import { isName } from '../2-words/token.js';
import type { Meaning } from './meaning.js';
import { motion } from './motion.js';
import type { Parts } from './parts.js';
import { asState, stateOfThing } from './subject.js';

export function stateLeftAs(parts: Parts, inventory: Inventory): Meaning | null {
  const verb = parts.verb;
  if (!verb?.passive || verb.negated || verb.copula || listed('NamingVerbs', verb.verb.lemma) || listed('DeclareVerbs', verb.verb.lemma)) return null;
  const as = parts.preps.find((p) => p.prep === 'as' && p.at === verb.to);
  if (!as) return null;
  const words = as.mention.tokens.filter((t) => t.pos !== 'det');
  const named = asState(as.mention, inventory) ?? (words.length === 1 && isName(words[0]) ? { ...as.mention, type: 'state' as const } : isCapitalisedName(words) ? { ...as.mention, tokens: words, type: 'state' as const } : undefined);
  if (!named) return null;
  // ("A `Running` Pod ... is reported as `Unknown`": a thing named with the state it is in goes from there.)
  const from = stateOfThing(parts.subject);
  return motion({ ...parts, subject: null, subjects: [], preps: parts.preps.filter((p) => p !== as) }, { target: named, ...(from ? { source: asState(from, inventory) ?? from } : {}) }, inventory);
}
