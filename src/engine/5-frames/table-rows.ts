/**
 * Table rows: a row under a header naming its columns (Event / From / To, or Source, Target,
 * Trigger, Guard, Action) is one transition; a row under a header whose first column is the state
 * ("| Status | What it means | How it moves |") is about that state, and its other cells that say
 * where it goes are read as prose told there.
 */
import { cutAt, isName, type Token } from '../2-words/token.js';
import type { Inventory } from '../4-inventory/inventory.js';
import { actionName, condName, eventName, written } from '../4-inventory/names.js';
import { headingRole } from '../4-inventory/table-headings.js';
import { durationOf } from '../4-inventory/durations.js';
import type { Meaning, Trigger } from './meaning.js';
import { stateMention } from './arrow-names.js';
import { labelledExits } from './arrow-deeds.js';

/** The tokens of each of a row's cells, without the bars. */
function cellsOf(tokens: Token[]): Token[][] {
  const cellTokens = cutAt(tokens, (t) => t.text === '|');
  // (The bars at a row's ends, where it has them: "| a | b |", "a | b".)
  const [opened, closed] = [tokens[0]?.text === '|', tokens[tokens.length - 1]?.text === '|'];
  return cellTokens.filter((c, i) => (i > 0 || !opened) && (i < cellTokens.length - 1 || !closed));
}

const columnOf = (header: string[], role: string) => header.findIndex((h) => headingRole(h) === role);

/** A table row under a header naming its columns. */
export function tableMeanings(header: string[], tokens: Token[]): Meaning[] {
  const own = cellsOf(tokens);
  const column = (role: string) => {
    const i = columnOf(header, role);
    return i >= 0 && own[i]?.length ? own[i] : null;
  };
  const from = column('source');
  const to = column('target');
  const event = column('event');
  const guard = column('guard');
  const action = column('action');
  // ("| Won't Fix | NEW, TRIAGED | WONTFIX |": states listed in a cell are each where the row starts.)
  const listedIn = (cell: Token[]) => cutAt(cell, (t) => t.text === ',').filter((p) => p.length);
  const sources = from ? listedIn(from).map(stateMention) : [];
  const source = sources[0];
  const target = to && stateMention(to);
  if (!source || !target || sources.some((m) => !m)) return [];
  // ("| From | Action | To |" with "Front desk confirms slot" between two states: with no event
  // column, what is done is what sets the transition off.)
  const done = event ?? action ?? untitled(header, own);
  // ("| Wash | 40 minutes | Rinse |": a time in that cell is the wait.)
  // ("| Trial | 14 days pass | Grace |": or an event that is only time passing.)
  const passing = !!event && event.every((t) => t.kind !== 'word' || ['TimeUnits', 'TimePassingVerbs', 'DurationPrepositions', 'NumberWords'].some((c) => t.tags.has(c)) || t.pos === 'det');
  const wait = done && ((!event && !action) || passing) ? durationOf(done) : null;
  const trigger: Trigger | undefined = wait !== null ? { kind: 'after', delay: wait } : done ? { kind: 'event', name: eventName(done) } : undefined;
  return [
    {
      kind: 'motion',
      source,
      target,
      ...(trigger ? { trigger } : {}),
      ...(guard ? { guard: condName(guard) } : {}),
      ...(action && event ? { actions: [actionName(action)] } : {}),
      ...(sources.length > 1 ? { more: sources.slice(1).map((m) => ({ source: m!, target, ...(trigger ? { trigger } : {}), ...(guard ? { guard: condName(guard) } : {}) })) } : {}),
    } as Meaning,
  ];
}

/** ("| Stage | What ends it | Next stage |"): the one other column a row's states leave, its cell what sets the row off. */
function untitled(header: string[], cells: Token[][]): Token[] | null {
  const others = header.map((h, i) => i).filter((i) => /[a-z]/i.test(header[i]) && !headingRole(header[i]));
  return others.length === 1 && cells[others[0]]?.length ? cells[others[0]] : null;
}

/**
 * ("| `paid` | money's in | → `shipped` once the warehouse scans it out |"): under a header whose
 * first column is the state and that names no target, the state the row is about and the tokens of
 * its other cells that say where it goes, each read as a sentence told in that state.
 */
export function rowAbout(header: string[], tokens: Token[], inventory: Inventory): { state: string[]; cells: Token[][] } | null {
  if (!header[0] || headingRole(header[0]) !== 'source' || columnOf(header, 'target') >= 0) return null;
  const [first, ...rest] = cellsOf(tokens);
  const named = first && stateMention(first);
  const state = named ? inventory.findState(named.name) : null;
  if (!state) return null;
  // (A cell that tells where the row goes: an arrow, or another state's name. "| `PRINTING` | G-code
  // has been sent to the printer |" says what the state means, and no place.)
  const other = (t: Token) => isName(t) && !!inventory.findState(written(t)) && inventory.findState(written(t)) !== state;
  return { state: state.path, cells: rest.filter((c) => c.some((t) => t.kind === 'arrow' || other(t))) };
}

/**
 * ("| `SEEKING` | ... | target reached → `IDLE` |"): a cell of a row about a state that tells its
 * exits as "what is done → where", read as the exits of a line the state labels; else as prose.
 */
export function rowExits(cell: Token[], inventory: Inventory): Meaning[] {
  return labelledExits(cell, inventory, true).map((e) => ({ kind: 'motion', target: e.target, trigger: e.trigger }));
}

/** ("| `SEEKING` | ... | target reached → `IDLE`; any key → `IDLE` |"): exits a cell tells one after another, each its own. */
export function exitsOf(cell: Token[]): Token[][] {
  const parts = cutAt(cell, (t) => t.text === ';');
  return parts.filter((p) => p.some((t) => t.kind === 'arrow')).length > 1 ? parts : [cell];
}
