/**
 * Arrows from an event to where it leads, in a place the line or its item names: "3. `PICKING`:
 * the arm grabs the tote. `PICK_OK` → `RETURNING`; `PICK_FAILED` → `RECOVERY`.", "From OFD,
 * `DELIVERED` → DEL, or `ATTEMPT_FAILED` → EX", "In `held`, `APPROVE` → `visible`, `REMOVE` →
 * `removed`". A written name the text never names as a state, before an arrow to one it does,
 * is what happens there, not a state.
 */
import { isName, type Token } from '../2-words/token.js';
import { listed } from '../grammar/words.js';
import type { Inventory } from '../4-inventory/inventory.js';
import { mentionOf } from '../4-inventory/mentions.js';
import { written } from '../4-inventory/names.js';
import { isArrow, nameAfterArrow, stateMention } from './arrow-names.js';
import { isScenePreposition } from './condition-places.js';
import type { Meaning } from './meaning.js';
import { asState } from './subject.js';

export function eventArrows(tokens: Token[], inventory: Inventory): Meaning[] | null {
  if (!tokens.some(isArrow)) return null;
  // ("From OFD, ...", "In `held`: ...": the place the line opens with.)
  const opens = !!tokens[0] && isScenePreposition(tokens[0].norm) && (tokens[2]?.text === ',' || tokens[2]?.text === ':');
  const scene = opens ? asState(mentionOf([tokens[1]], inventory), inventory) : null;
  if (opens && !scene) return null;
  const pieces: Token[][] = [[]];
  for (const t of tokens.slice(opens ? 3 : 0)) {
    if (t.text === ',' || t.text === ';' || listed('JoiningConjunctions', t.norm)) {
      if (pieces[pieces.length - 1].length) pieces.push([]);
    } else if (t.kind !== 'punct' || t.text === '(' || t.text === ')') pieces[pieces.length - 1].push(t);
  }
  const motions: Meaning[] = [];
  for (const piece of pieces.filter((p) => p.length)) {
    const [event, arrow, ...rest] = piece;
    if (!isName(event) || !arrow || !isArrow(arrow) || inventory.isToldOtherwise(written(event)) || inventory.findState(written(event))?.evidence.has('declared')) return null;
    const target = stateMention(nameAfterArrow(rest));
    if (!target || rest.length !== target.tokens.length || !inventory.isToldOtherwise(target.name)) return null;
    motions.push({ kind: 'motion', target: asState(target, inventory) ?? target, trigger: { kind: 'event', name: written(event) }, ...(scene ? { source: scene } : {}) });
  }
  return motions.length ? motions : null;
}
