/**
 * Walking the states a clause names together: "between A and B" (or "between them", "from one to
 * the other"), "forward", "back", "cycles through", "wraps around".
 */
import { listed, wordPattern } from '../grammar/words.js';
import type { Inventory } from '../4-inventory/inventory.js';
import { readList } from '../4-inventory/lists.js';
import { stateName } from '../4-inventory/names.js';
import type { Meaning } from './meaning.js';
import type { Parts } from './parts.js';

function particlePair(tokens: Parts['tokens'], from: number): { items: Parts['tokens'][] } | null {
  const [a, and, b] = tokens.slice(from, from + 3);
  const particle = (t: Parts['tokens'][number] | undefined) => !!t && listed('StateParticles', t.norm);
  if (!particle(a) || and?.norm !== 'and' || !particle(b)) return null;
  return { items: [[a], [b]] };
}

export function alternation(parts: Parts, inventory: Inventory): Partial<Extract<Meaning, { kind: 'motion' }>> {
  const tokens = parts.tokens;
  const norms = tokens.map((t) => t.norm);
  const at = norms.indexOf('between');
  if (at >= 0) {
    const next = tokens[at + 1];
    if (next && (next.pos === 'pron' || listed('BetweenAnaphors', next.norm) || (next.norm === 'the' && /^(two|both)$/.test(tokens[at + 2]?.norm ?? '')))) return { betweenThem: true };
    const list = readList(tokens, at + 1 + (next?.pos === 'det' ? 1 : 0), 2) ?? particlePair(tokens, at + 1 + (next?.pos === 'det' ? 1 : 0));
    if (list) {
      const between = list.items.map((item) => {
        const words = item.filter((t) => !t.tags.has('StateNouns'));
        const known = inventory.findLoosely(stateName(words));
        return { type: 'state' as const, tokens: words, name: known?.name ?? stateName(words), by: 'words' as const };
      });
      return { between };
    }
  }
  const text = ` ${norms.join(' ')} `;
  if (/ from one (\S+ )?to (the )?(other|another) /.test(text)) return { betweenThem: true };
  const cycle = parts.verb?.verb.tags.has('CycleVerbs') && wordPattern('CircuitPrepositions', ' (?:%) ').test(text) ? true : / wraps? /.test(text) || undefined;
  if (tokens.some((t) => t.tags.has('DirectionWords') && listed('ForwardAdverbs', t.norm)) || (cycle && / through /.test(text))) return { direction: 'forward', ...(cycle ? { cycle } : {}) };
  if (wordPattern('BackwardPhrases', ' (?:%) ').test(text)) return { direction: 'backward', ...(cycle ? { cycle } : {}) };
  return {};
}
