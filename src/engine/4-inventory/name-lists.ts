/**
 * Names listed as states without a kind noun before them: a machine said to have them ("a small
 * FSM with DOCKED, CLEANING and STUCK"), a thing said to be one of them ("`status` is one of
 * `queued`, `running`"), or a count and exactly that many names ("I'd use four: `idle`, ...").
 */
import { isName, type Token } from '../2-words/token.js';
import { listed } from '../grammar/words.js';
import { countOf, readList, type Enumeration, type List } from './lists.js';

/** Two or more names, each written as one (in code, quotes or capitals), from `start`, to the sentence's end. */
export function writtenList(tokens: Token[], start: number): List | null {
  const list = readList(tokens, start + (tokens[start]?.text === ':' ? 1 : 0), 2, true);
  const ends = !!list && (!tokens[list.end] || /^[.;!?]$/.test(tokens[list.end].text));
  return list && ends && list.items.length >= 2 && list.items.every((item) => item.length === 1 && isName(item[0])) ? list : null;
}

/**
 * "The controller is a small FSM with DOCKED, CLEANING, RETURNING and STUCK", "`status` is one of
 * `queued`, `running`, `failed`", "Each replica shows one of: `streaming`, `lagging`": written names
 * a machine is said to have, or one of which a thing is, are its states.
 */
export function namesOf(tokens: Token[]): Enumeration[] {
  if (tokens.some((t) => t.tags.has('EventNouns') || t.tags.has('ActionNouns'))) return [];
  for (let i = 1; i < tokens.length; i++) {
    const machineWith = tokens[i].norm === 'with' && listed('MachineNouns', tokens[i - 1].norm);
    const oneOf = tokens[i].norm === 'of' && tokens[i - 1].norm === 'one';
    // ("Each node tracks a liveness state: INIT, UP, SUSPECT or DOWN": the values one state takes, after a colon.)
    const values = tokens[i].text === ':' && tokens[i - 1].tags.has('StateNouns') && !tokens[i - 1].tags.has('Plural');
    const list = machineWith || oneOf || values ? writtenList(tokens, i + 1) : null;
    if (list) return [{ kind: 'state', items: list.items, ordered: false, at: i }];
  }
  return [];
}

/**
 * "name those situations. For a search box, I'd use four: `idle`, `searching`, `results`, and
 * `error`": a count, a colon, and exactly that many written names are the states, the kind left out.
 */
export function countedNames(tokens: Token[]): Enumeration[] {
  const at = tokens.findIndex((t, i) => tokens[i + 1]?.text === ':' && (countOf(t) ?? 0) >= 2 && t.pos !== 'det');
  if (at < 0) return [];
  const list = readList(tokens, at + 2, 2, true);
  if (!list || list.items.length !== countOf(tokens[at]) || !list.items.every((item) => item.length === 1 && isName(item[0]))) return [];
  return [{ kind: 'state', items: list.items, ordered: false, at }];
}
