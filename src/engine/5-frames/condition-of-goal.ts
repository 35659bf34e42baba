/**
 * "If the cart is empty it immediately goes to empty": a condition that says the thing is in the
 * very state the sentence then goes to cannot be where it starts (it would go where it already
 * is); it is a test of the thing, a guard.
 */
import { condName } from '../4-inventory/names.js';
import type { Reading } from './meaning.js';

/** One sentence's readings, with such a scene read as the guard its words say. */
export function withConditionOfGoal(readings: Reading[]): Reading[] {
  return readings.map((r, k) => {
    const said = r.clause.kind === 'condition' && r.clause.opener === 'if' && !!r.parts.verb?.copula && !r.parts.verb.negated;
    const scene = said && r.meanings.length === 1 ? r.meanings[0] : undefined;
    // (The motion the condition governs: the one right before it, "set it to 'solid' if it's currently
    // 'plasma'", or else the first one after it; not the other branch's.)
    const before = readings[k - 1]?.meanings.find((m) => m.kind === 'motion');
    const motion = before ?? readings.slice(k + 1).flatMap((x) => x.meanings).find((m) => m.kind === 'motion');
    const goal = motion?.kind === 'motion' && !motion.stay ? motion.target?.name.toLowerCase() : undefined;
    if (!scene || scene.kind !== 'scene' || !goal || scene.state.name.toLowerCase() !== goal) return r;
    return { ...r, meanings: [{ kind: 'guard', name: condName(r.clause.tokens.filter((t) => t.kind !== 'punct')) }] };
  });
}
