/**
 * "Applied -> Phone screen -> Onsite -> Offer -> Hired": a line that is nothing but names joined by
 * arrows, with no event or label on any of them, lists a pipeline's states in their order; "moves
 * candidates forward" walks it.
 */
import { cutAt, type Token } from '../2-words/token.js';
import type { Inventory, StateEntry } from './inventory.js';
import { stateName } from './names.js';

const MAX_NAME = 3;

export function collectChain(inventory: Inventory, tokens: Token[]): void {
  if (tokens.some((t) => t.kind === 'punct')) return;
  const names = cutAt(tokens, (t) => t.kind === 'arrow');
  // (Names only: "idle → click start → running" tells an event between two states, no pipeline.)
  // (Each a name: written as one, or a capitalised word and its own words, "Phone screen".)
  const plain = (n: Token[]) => n.length >= 1 && n.length <= MAX_NAME && (n[0].kind !== 'word' || /^[A-Z0-9]/.test(n[0].text) || n.length === 1) && !n.slice(1).some((t) => t.pos === 'verb' || t.pos === 'det');
  if (names.length < 3 || !names.every(plain)) return;
  const states: StateEntry[] = names.map((n) => inventory.addState([stateName(n)], 'arrow', n[0].start));
  inventory.sequences.push({ states, ordered: true, at: tokens[0].start });
}
