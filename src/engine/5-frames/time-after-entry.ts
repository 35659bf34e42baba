/**
 * "The controller enters CLOSING automatically 20 s after entering OPEN", "the lock locks itself 30
 * seconds after being unlocked": a wait counted from entering a state. The clause cut at "after"
 * leaves the wait at the end of the motion and the state in a clause of its own; the motion is a
 * delayed transition from that state.
 */
import { durationOf } from '../4-inventory/durations.js';
import type { Inventory } from '../4-inventory/inventory.js';
import { knownStateMention, type Mention } from '../4-inventory/mentions.js';
import type { Reading } from './meaning.js';

/** The state a clause "after entering X" or "after being X" names, if the text knows it. */
function enteredState(r: Reading, inventory: Inventory): Mention | null {
  if (r.clause.kind !== 'span' || r.clause.opener !== 'after') return null;
  const entry = r.meanings.find((m) => m.kind === 'entry');
  if (entry?.kind === 'entry' && entry.state?.type === 'state') {
    const known = inventory.findLoosely(entry.state.name);
    return known ? knownStateMention(entry.state.tokens, known) : null;
  }
  // ("after being unlocked": the participle names the state.)
  const verb = r.parts.verb;
  if (verb?.passive && r.clause.tokens[0]?.norm === 'being') {
    const known = inventory.findState(verb.verb.norm);
    return known ? knownStateMention([verb.verb], known) : null;
  }
  return null;
}

export function withTimeAfterEntry(readings: Reading[], inventory: Inventory): Reading[] {
  const out = [...readings];
  for (let k = 0; k + 1 < out.length; k++) {
    const [r, span] = [out[k], out[k + 1]];
    const tokens = r.clause.tokens.filter((t) => t.kind !== 'punct');
    const last = tokens[tokens.length - 1];
    const delay = last?.tags.has('TimeUnits') ? durationOf(tokens.slice(-3)) : null;
    const motion = r.meanings.find((m) => m.kind === 'motion' && !!m.target);
    const state = delay !== null && motion ? enteredState(span, inventory) : null;
    if (!state || motion?.kind !== 'motion') continue;
    out[k] = { ...r, meanings: r.meanings.map((m) => (m === motion ? { ...motion, trigger: { kind: 'after', delay }, source: state, immediate: false } : m)) };
    out[k + 1] = { ...span, meanings: [{ kind: 'none' }] };
  }
  return out;
}
