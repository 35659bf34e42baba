/**
 * "You can pause a campaign that is Sending", "cancel any order that's `pending`": a relative clause
 * that only says which state the thing a deed is done to is in says where that deed happens. The
 * relative adds no transition of its own; the motion or trigger before it starts there.
 */
import type { Inventory } from '../4-inventory/inventory.js';
import { knownStateMention, type Mention } from '../4-inventory/mentions.js';
import type { Meaning, Reading } from './meaning.js';

/** The state a relative clause says the object before it is in, if it says only that. */
function stateSaid(r: Reading, before: Reading | undefined, inventory: Inventory): Mention | null {
  const c = r.parts.complement;
  const says = r.clause.kind === 'relative' && /^(that|which)$/.test(r.clause.opener) && !!r.parts.verb?.copula && !r.parts.verb.negated && !r.parts.subject && !!c;
  const known = says ? inventory.findState(c!.name) : null;
  // (Of the object that ends a deed told right before it, one that goes somewhere or is set off there.)
  const object = before?.parts.object;
  const deed = !!object && before!.parts.tokens[before!.parts.tokens.length - 1] === object.tokens[object.tokens.length - 1];
  const open = !!before && before.meanings.some((m) => (m.kind === 'motion' || m.kind === 'trigger') && !m.source);
  return known && deed && open ? knownStateMention(c!.tokens, known) : null;
}

export function withStateOfWhatIsDoneTo(readings: Reading[], inventory: Inventory): Reading[] {
  const out = [...readings];
  for (let k = 1; k < out.length; k++) {
    const state = stateSaid(out[k], out[k - 1], inventory);
    if (!state) continue;
    const from = (m: Meaning): Meaning => ((m.kind === 'motion' || m.kind === 'trigger') && !m.source ? { ...m, source: state } : m);
    out[k - 1] = { ...out[k - 1], meanings: out[k - 1].meanings.map(from) };
    out[k] = { ...out[k], meanings: [{ kind: 'none' }] };
  }
  return out;
}
