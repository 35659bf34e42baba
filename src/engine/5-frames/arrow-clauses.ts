/**
 * An arrow from an event to what it does: "`TimerStarted` → emit `TimerRunInProgress`".
 */
import { listed } from '../grammar/words.js';
import { isQuotedOrCode, type Token } from '../2-words/token.js';
import { isListedVerb } from '../2-words/pos/cues.js';
import { splitClauses } from '../3-clauses/split.js';
import type { Inventory } from '../4-inventory/inventory.js';
import { written } from '../4-inventory/names.js';
import type { Grammar } from '../grammar/load.js';
import type { Meaning } from './meaning.js';
import { readClause } from './read-clause.js';
import { isArrow } from './arrow-names.js';

/**
 * "`TimerStarted` → emit `TimerRunInProgress`", "`TimerPaused` → only if the current state is
 * `TimerRunInProgress`, emit `TimerRunPause`": a written name, then an arrow to a clause, not to a
 * name, is an event and what it does, read as any sentence is.
 */
export function eventToClause(tokens: Token[], inventory: Inventory, g: Grammar): Meaning[] | null {
  const [name, arrow, first] = tokens;
  const clause = tokens.slice(2);
  const words = clause.filter((t) => t.kind === 'word');
  if (!name || !arrow || !isArrow(arrow) || !first || clause.some(isArrow) || !(isQuotedOrCode(name) || name.shape === 'caps') || inventory.findState(written(name))) return null;
  // (The clause opens with its verb, "emit", whatever the tagger made of it after an arrow, or with a condition.)
  if (words.length < 2 || !(first.pos === 'verb' || isListedVerb(first) || first.pos === 'sub' || listed('ConditionMarkers', first.norm))) return null;
  const said = splitClauses(clause).flatMap((c) => readClause(c, inventory, g).meanings).filter((m) => m.kind !== 'none' && m.kind !== 'commentary');
  if (!said.some((m) => m.kind === 'motion' || m.kind === 'action')) return null;
  return [{ kind: 'trigger', trigger: { kind: 'event', name: written(name) } }, ...said];
}
