/**
 * What is done, written beside an arrow: "approve it (→ Approved)", and the exits of a state whose
 * name labels the line ("Running: finishes → Done, crashes → Failed").
 */
import { listed } from '../grammar/words.js';
import { isName, type Token } from '../2-words/token.js';
import type { Inventory } from '../4-inventory/inventory.js';
import { durationOf } from '../4-inventory/durations.js';
import type { Mention } from '../4-inventory/mentions.js';
import { eventName, isTitledName, stateName, written } from '../4-inventory/names.js';
import type { Meaning, Trigger } from './meaning.js';
import { gestureEvent } from './events-named.js';
import { isArrow, nameAfterArrow, stateMention } from './arrow-names.js';

/**
 * "**Queued** – picked up by a worker → **Running**", "Running: finishes → Done, crashes → Failed":
 * a state's name as the line's label, before a dash or a colon, is where each arrow after it
 * leaves, on what is done before each arrow.
 */
export function labelledLine(tokens: Token[], inventory: Inventory): Meaning[] {
  const mark = tokens.findIndex((t) => /^[:—–]$/.test(t.text));
  // ("In `loading`: `RESOLVE` → `success`": the place the label is in.)
  const placed = mark > 1 && tokens[0].pos === 'prep' && listed('ScenePrepositions', tokens[0].norm) ? 1 : 0;
  const label = mark > 0 && mark <= 3 + placed ? tokens.slice(placed, mark) : [];
  const named = label.length > 0 && (label.every((t) => isName(t)) || isTitledName(label)) && !label.some((t) => t.pos === 'adv') && !listed('NoticeLabels', label[0].norm) && !!tokens[mark + 1] && !isArrow(tokens[mark + 1]);
  const arrow = tokens.findIndex((t, i) => i > mark && isArrow(t));
  // ("You'll receive one of three events: 1. `approved`: the issuer approves → `succeeded`": a label
  // the text names as an event is what the arrow happens on, from wherever the text stands.)
  // (Not before a state's own arrow: "The events are: - `acquire`: unheld → held".)
  const before = arrow > 0 ? tokens.slice(mark + 1, arrow).filter((t) => t.kind !== 'punct') : [];
  const deed = before.length > 1 && !inventory.findState(stateName(before));
  const event = named && deed && label.length === 1 && inventory.kindOf(written(label[0])) === 'event' && !inventory.findState(written(label[0]));
  const target = event && arrow > 0 ? stateMention(nameAfterArrow(tokens.slice(arrow + 1))) : null;
  if (event) return target ? [{ kind: 'motion', target, trigger: { kind: 'event', name: written(label[0]) } }] : [];
  const source = named ? stateMention(label) : null;
  if (!source || arrow < 0) return [];
  return labelledExits(tokens.slice(mark + 1), inventory, placed > 0 || !!inventory.findState(source.name)).map((e) => ({ kind: 'motion' as const, source, target: e.target, trigger: e.trigger }));
}

/** How a name is written: in capitals, with a capital, or in small letters. */
const letterCase = (t: Token): string => (/^[A-Z][A-Z0-9_-]+$/.test(written(t)) ? 'upper' : /^[A-Z]/.test(written(t)) ? 'title' : 'lower');

/** "approve it (→", "or clicking Save (→": the gesture the words before a bracket name, from their last verb. */
export function deedBefore(tokens: Token[], from: number, open: number): Trigger | null {
  const words = tokens.slice(Math.max(0, from), open);
  const at = words.map((t) => t.pos === 'verb' && t.kind === 'word').lastIndexOf(true);
  if (at < 0) return null;
  let k = at - 1;
  while (k >= 0 && words[k].pos === 'adv') k--;
  // ("the conservator signs off (→ `imaging`) or rejects it (→ ...)": what someone named with an
  // article does, as it happens, and what is joined to it.)
  const someone = /[^s]s$/.test(words[at].norm) && ((words[k]?.pos === 'noun' && words[k].kind === 'word' && words[k - 1]?.pos === 'det') || (k === 0 && words[k].pos === 'conj'));
  // (A gesture in its plain form or as a gerund; "it reopens (→ Open)" tells the change, not what sets it off.)
  if (words[at].norm !== words[at].lemma && !/ing$/.test(words[at].norm) && !someone) return null;
  // (What someone can do, or is told to do: after a modal, a joining word, or at the start.)
  const said = someone || k < 0 || words[k].kind === 'punct' || words[k].pos === 'conj' || (words[k].pos === 'aux' && listed('ModalVerbs', words[k].norm)) || /ing$/.test(words[at].norm);
  if (!said) return null;
  // (What it is done to, not when: "reinstate it later" is REINSTATE.)
  const object = words.slice(at + 1).filter((t) => t.kind !== 'punct' && t.pos !== 'pron' && t.pos !== 'det' && t.pos !== 'adv' && !t.tags.has('OrderAdverbs'));
  return gestureEvent(words[at], object.length ? { type: 'thing', tokens: object, name: '', by: 'words' } : null, object.length ? words.slice(at) : [words[at]]);
}

/** "finishes → Done, crashes → Failed": what is done before each arrow, and where it leads; each piece one arrow. */
export function labelledExits(tokens: Token[], inventory: Inventory, labelTold: boolean): { target: Mention; trigger: Trigger }[] {
  const pieces: Token[][] = [[]];
  for (const t of tokens) {
    if (/^[,;]$/.test(t.text) && pieces[pieces.length - 1].some(isArrow)) pieces.push([]);
    else pieces[pieces.length - 1].push(t);
  }
  const exits: { target: Mention; trigger: Trigger }[] = [];
  for (const piece of pieces) {
    const at = piece.findIndex(isArrow);
    // ("On success → `deploy`": what the line says it happens on.)
    const said = piece.slice(0, at).filter((t) => t.kind !== 'punct');
    const deed = said.length > 1 && said[0].pos === 'prep' && listed('TriggerOpeners', said[0].norm) ? said.slice(1) : said;
    const after = nameAfterArrow(piece.slice(at + 1));
    // (Not a line of states, "Menu: closed → open on tap", "`melt`: solid → liquid": what comes
    // before the arrow is something done, not a state's word, and nothing follows the target.)
    // (One word is no deed when it reads as a state: a quality, a participle or a gerund, a capitalised
    // name; "running -> done", "Idle -> Loading" name states.)
    const one = deed[0];
    // (Unless the label is a state and the word, told of only beside arrows, is written unlike the
    // state it leads to: "**Running**: STOP → Idle", "- `ARMED`: `takeoff` → `FLYING`".)
    const event = labelTold && !!one && !!after[0] && letterCase(one) !== letterCase(after[0]) && !inventory.isToldOtherwise(written(one)) && !inventory.isToldOtherwise(one.norm);
    const stateWord = deed.length === 1 && (one.kind !== 'word' || one.pos === 'adj' || /(ed|ing)$/.test(one.norm) || /^[A-Z]/.test(one.text) || !!inventory.findState(one.norm)) && !event;
    const target = at > 0 && !stateWord && piece.slice(at + 1 + after.length).every((t) => t.kind === 'punct') ? stateMention(after) : null;
    // (A deed of a few words: a longer one is a sentence of its own, told before the arrow.)
    if (deed.filter((t) => t.pos !== 'det' && t.pos !== 'prep').length > 3) return [];
    if (!deed.length || !target) return [];
    // ("COLLISION: after 1 s → IDLE": a time told, and nothing done, is a wait.)
    const wait = deed.length <= 3 && (deed[0].kind === 'number' || listed('DelayPrepositions', deed[0].norm)) ? durationOf(deed) : null;
    exits.push({ target, trigger: wait !== null ? { kind: 'after', delay: wait } : { kind: 'event', name: deed.length === 1 && isName(deed[0]) ? written(deed[0]) : eventName(deed) } });
  }
  return exits;
}
