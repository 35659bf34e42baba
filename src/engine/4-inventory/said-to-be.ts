/**
 * States a thing is said to be, or to go round: "the light can be red, yellow or green", "The timer
 * is idle, running or paused", "Pressing MODE cycles through Off, All and One".
 */
import { isName, type Token } from '../2-words/token.js';
import { listed } from '../grammar/words.js';
import { readList, type Enumeration } from './lists.js';

/**
 * "Pressing MODE cycles through Off, All and One", "the carousel rotates through `intro`, `tips`
 * and `done`": what a verb of going round walks through, names in a list to the sentence's end, are
 * states in that order.
 */
export function cycledThrough(tokens: Token[]): Enumeration[] {
  const at = tokens.findIndex((t, i) => t.tags.has('CycleVerbs') && t.pos === 'verb' && listed('CircuitPrepositions', tokens[i + 1]?.norm ?? ''));
  if (at < 0 || tokens[at + 2]?.pos === 'det') return [];
  const list = readList(tokens, at + 2, 3);
  const named = (item: Token[]) => item.length <= 2 && item.every((t) => isName(t) || /^[A-Z]/.test(t.text));
  if (!list || !list.items.every(named) || !/^[.;:]?$/.test(tokens[list.end]?.text ?? '')) return [];
  return [{ kind: 'state', items: list.items, ordered: true, at }];
}

/**
 * "the light can be red, yellow or green", "Our media player can be playing, paused or stopped":
 * what the thing may be, one word each, joined by "or", are its states.
 */
export function mayBe(tokens: Token[]): Enumeration[] {
  for (let i = 1; i < tokens.length; i++) {
    // ("A ticket is either open, in progress or closed": "is either" lists them too.)
    const either = listed('FiniteBeForms', tokens[i].norm) && tokens[i + 1]?.norm === 'either';
    // ("The timer is idle, running or paused", "An NPC is idle, alert or fleeing", "Workers are idle or
    // busy": a thing said to be one of a list, to its sentence's end; the thing is all the sentence has before.)
    const head = tokens[i - 1];
    // ("Pull requests are Draft, Open, ...": a compound's nouns before its head, too.)
    const thing = (head.pos === 'noun' || head.kind === 'name') && i <= 4 && tokens.slice(0, i - 1).every((t, k) => (k === 0 && t.pos === 'det') || (k > 0 && t.pos === 'adj') || (t.kind === 'word' && t.pos === 'noun'));
    const thingIs = listed('FiniteBeForms', tokens[i].norm) && thing;
    if (!either && !thingIs && (tokens[i].norm !== 'be' || !listed('ModalVerbs', tokens[i - 1].norm))) continue;
    const items: Token[][] = [];
    let k = tokens[i + 1]?.norm === 'either' ? i + 2 : i + 1;
    // ("The lift is in IDLE, DOORS_OPEN or DOORS_CLOSING", "can be in Pending, Paid or Shipped": in one of them.)
    if (tokens[k]?.norm === 'in' && tokens[k + 1]?.pos !== 'det') k += tokens[k + 1]?.norm === 'either' ? 2 : 1;
    let or = false;
    while (tokens[k] && tokens[k].kind !== 'punct' && tokens[k].pos !== 'det' && tokens[k].pos !== 'prep') {
      // ("in progress": a state phrase is one item; "On Loan": so is a name of capitalised words.)
      let titled = 0;
      while (titled < 3 && /^[A-Z][a-z]/.test(tokens[k + titled]?.text ?? '')) titled++;
      const phrase = tokens[k].tags.has('StatePhrases') && tokens[k + 1]?.tags.has('StatePhrases') ? 2 : Math.max(titled, 1);
      items.push(tokens.slice(k, k + phrase));
      k += phrase - 1;
      const sep = tokens[k + 1];
      if (sep?.text === ',' && tokens[k + 2]?.norm === 'or') k += 3;
      else if (sep?.text === ',' && tokens[k + 2]?.pos === 'conj') break;
      else if (sep?.text === ',' || sep?.norm === 'or') k += 2;
      else break;
      or ||= tokens[k - 1].norm === 'or';
    }
    const end = tokens[k + 1];
    // ("is either open, completed or overridden, and every item starts out open": after "either", a
    // clause of its own may follow.)
    const closes = !end || /^[.;:]$/.test(end.text) || (either && end.text === ',' && tokens[k + 2]?.pos === 'conj');
    if (or && items.length >= 2 && closes) return [{ kind: 'state', items, ordered: false, at: i }];
  }
  return [];
}
