/**
 * Where the flow starts, named with a phrase whatever the verb: "let's give our machine an initial
 * state of stop", "set the initial state to idle", "with idle as its default state", "make idle the
 * starting state". (The copula's own, "the initial state is idle", is read in copula.ts.)
 */
import { listed } from '../grammar/words.js';
import type { Token } from '../2-words/token.js';
import type { Inventory } from '../4-inventory/inventory.js';
import type { Mention } from '../4-inventory/mentions.js';
import { stateName } from '../4-inventory/names.js';
import type { Meaning } from './meaning.js';
import { asState } from './subject.js';

/** What links "initial state" to the name after it: "of idle", "to idle", ": idle", "= idle". */
const linksName = (t: Token | undefined) => !!t && (listed('InitialNameLinks', t.norm) || /^[:=]$/.test(t.text));

/** A name a state can be: one word, a code span, a quoted name or an identifier. */
const nameLike = (t: Token | undefined): t is Token => !!t && t.kind !== 'punct' && (t.kind !== 'word' || /^(adj|noun|verb|adv)$/.test(t.pos)) && !listed('StateNouns', t.norm);

function asMention(t: Token, inventory: Inventory): Mention {
  const named: Mention = { type: 'state', tokens: [t], name: stateName([t]), by: 'words' };
  return asState(named, inventory) ?? named;
}

export function initialNamed(tokens: Token[], inventory: Inventory): Meaning | null {
  const at = tokens.findIndex((t, i) => listed('InitialAdjectives', t.norm) && !!tokens[i + 1]?.tags.has('StateNouns') && tokens[i + 1].pos === 'noun');
  if (at < 0) return null;
  // "an initial state of stop", "the initial state to idle".
  const after = tokens[at + 2];
  if (linksName(after) && nameLike(tokens[at + 3]) && !/^(noun|name)$/.test(tokens[at + 4]?.pos ?? '')) return { kind: 'initial', state: asMention(tokens[at + 3], inventory) };
  // "idle as its initial state", "make idle the initial state": the name just before, past a determiner.
  const det = tokens[at - 1]?.pos === 'det' || listed('PossessiveDeterminers', tokens[at - 1]?.norm ?? '') ? at - 1 : at;
  const before = tokens[det - 1]?.norm === 'as' ? det - 2 : det - 1;
  const named = tokens[before];
  const led = tokens[det - 1]?.norm === 'as' || tokens[before - 1]?.pos === 'verb';
  if (det < at && led && nameLike(named) && named.pos !== 'verb' && !listed('FiniteBeForms', named.norm)) return { kind: 'initial', state: asMention(named, inventory) };
  return null;
}

/**
 * ("The state machine enters the WAIT_NEW_ORDER (default) state", "add `Unmuted` (initial) and
 * `Muted`"): a name a bracket marks as where the flow starts (2-words) is the initial state, whatever
 * else the clause says of it.
 */
export function withMarkedInitial(tokens: Token[], meanings: Meaning[], inventory: Inventory): Meaning[] {
  const marked = tokens.find((t) => t.tags.has('InitialMark'));
  if (!marked || meanings.some((m) => m.kind === 'initial')) return meanings;
  return [{ kind: 'initial', state: asMention(marked, inventory) }, ...meanings];
}
