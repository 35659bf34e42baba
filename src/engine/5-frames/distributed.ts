/**
 * A verb told once and the pairs it applies to, after a colon, each "thing to place": "The
 * set.dark.custom event will transition both regions simultaneously: the mode region to dark and
 * the theme region to custom". Each pair is a motion with its verb left out; a region moved to a
 * place is moved to its child there, from the parallel state itself.
 */
import type { Token } from '../2-words/token.js';
import { listed } from '../grammar/words.js';
import type { Inventory } from '../4-inventory/inventory.js';
import { mentionOf, type Mention } from '../4-inventory/mentions.js';
import { stateName } from '../4-inventory/names.js';
import type { Meaning } from './meaning.js';
import { asState } from './subject.js';

/** A region's child named by a place: "the mode region to light" is mode.light. */
export function inRegion(target: Mention, region: string): Mention {
  return { ...target, path: [region, target.path?.[target.path.length - 1] ?? target.name] };
}

export function distributedPairs(tokens: Token[], inventory: Inventory): Meaning[] | null {
  const words = tokens.filter((t) => t.text !== '.');
  const pairs: Token[][] = [];
  let from = 0;
  for (let k = 0; k <= words.length; k++) {
    if (k < words.length && !(words[k].text === ',' || listed('JoiningConjunctions', words[k].norm))) continue;
    if (k > from) pairs.push(words.slice(from, k));
    from = k + 1;
  }
  if (pairs.length < 2) return null;
  const out: Meaning[] = [];
  for (const pair of pairs) {
    const to = pair.findIndex((t) => t.norm === 'to');
    const [moved, place] = [pair.slice(0, to).filter((t) => t.pos !== 'det'), pair.slice(to + 1)];
    if (to < 1 || !moved.length || !place.length || place.length > 3 || moved.length > 3 || pair.some((t) => t.pos === 'verb' || t.pos === 'aux')) return null;
    const region = moved[moved.length - 1].tags.has('RegionNouns') ? stateName(moved.slice(0, -1)) : null;
    const named = mentionOf(place, inventory);
    const target = asState(named, inventory) ?? { ...named, type: 'state' as const };
    const thing = mentionOf(moved, inventory);
    if (region) out.push({ kind: 'motion', target: inRegion(target, region), global: true, elliptic: true });
    else out.push({ kind: 'motion', target, source: asState(thing, inventory) ?? { ...thing, type: 'state' }, elliptic: true });
  }
  return out;
}
