/**
 * What an arrow line says sets its arrows off: the label written before an arrow ("(E)", "--E"),
 * what follows a state ("on PLAY", "(on SUBMIT, if ...)", "when ...", a note after a dash), read
 * as clauses with the same grammar as any sentence, else as a diagram's names.
 */
import { listed } from '../grammar/words.js';
import { isName, type Token } from '../2-words/token.js';
import { splitClauses } from '../3-clauses/split.js';
import { durationOf } from '../4-inventory/durations.js';
import type { Inventory } from '../4-inventory/inventory.js';
import { eventName, written } from '../4-inventory/names.js';
import type { Grammar } from '../grammar/load.js';
import type { Trigger } from './meaning.js';
import { readClause } from './read-clause.js';
import { diagramLabel } from './arrow-labels.js';

/** The label written right before an arrow, "(E)" or "--E": read as conditions, else as a diagram's event name. */
export function arrowLabel(before: Token[], inventory: Inventory, g: Grammar): { triggers: Trigger[]; guard?: string; actions?: string[] } {
  const label = before.filter((t) => t.text !== '-');
  const said = conditionsOf(label, inventory, g);
  // ("idle --dial--> ringing": a label that reads as no condition is the event's name, as a diagram writes it.)
  // ("idle (dial) -> ringing": one word alone in brackets, too.)
  const inner = label.filter((t) => t.text !== '(' && t.text !== ')');
  return !said.triggers.length && !said.guard && (before[0]?.text === '-' || inner.length === 1) ? diagramLabel(inner) : said;
}

/** Triggers and guards from what follows a state: "on PLAY", "(on SUBMIT, if ...)", "when ...". */
export function conditionsOf(tokens: Token[], inventory: Inventory, g: Grammar): { triggers: Trigger[]; guard?: string; actions?: string[] } {
  if (tokens[0]?.text === ':' && tokens.length > 1) return diagramLabel(tokens.slice(1));
  // ("**Backlog → Ready** (`Commit`): only if the card is ready": the name in brackets is the event;
  // what follows it, the condition.)
  if (tokens[0]?.text === '(' && tokens[2]?.text === ')' && tokens[1] && tokens[1].kind !== 'word' && tokens.length > 3) {
    const rest = conditionsOf(tokens.slice(3).filter((t, i) => i > 0 || t.text !== ':'), inventory, g);
    return { triggers: [{ kind: 'event', name: written(tokens[1]) }], ...(rest.guard ? { guard: rest.guard } : {}) };
  }
  const triggers: Trigger[] = [];
  let guard: string | undefined;
  const inner = tokens.filter((t) => !(t.kind === 'punct' && /[()[\].,;]/.test(t.text)));
  if (!inner.length) return { triggers: [] };
  // "(E)" or "--E": a bare name is the event.
  if (inner.length === 1 && inner[0].kind !== 'word') return { triggers: [{ kind: 'event', name: written(inner[0]) }] };
  // "on tap or after 10 s": each alternative separately.
  const parts: Token[][] = [[]];
  for (const t of inner) {
    if (t.norm === 'or' && parts[parts.length - 1].length) parts.push([]);
    else parts[parts.length - 1].push(t);
  }
  for (const part of parts) {
    for (const clause of splitClauses(part)) {
      // ("→ In Progress — happens automatically when the reporter comments": after a dash, a note says
      // what sets the arrow off in a condition; its main clause comments: "— and they work from any state".)
      if (tokens[0]?.text === '—' && clause.kind !== 'condition' && clause.kind !== 'span') continue;
      for (const m of readClause(clause, inventory, g).meanings) {
        if (m.kind === 'trigger') triggers.push(m.trigger);
        else if (m.kind === 'guard') guard = m.name;
      }
    }
    if (!triggers.length && part[0]?.norm === 'on' && part.length > 1) triggers.push({ kind: 'event', name: eventName(part.slice(1)) });
  }
  return { triggers, guard };
}

/**
 * "New -> Triaged (triager sets priority)", "In Review -> Done (merged)", "-> Closed (auto, no reply
 * in 14d)": on a line that is only one arrow, a short note in brackets after the target says what
 * sets it off, as a wait or as an event named by its words, whatever the grammar makes of it.
 */
export function noteTrigger(own: Token[]): Trigger[] {
  // ("Resolved → Closed — automation closes it after 5 days with no activity": a note after a dash
  // that tells a wait tells what sets the arrow off.)
  if (own[0]?.text === '—') {
    const wait = durationOf(own.slice(1));
    return wait !== null && own.slice(1).some((t) => listed('SpanMarkers', t.norm)) ? [{ kind: 'after', delay: wait }] : [];
  }
  const inner = own.slice(1, -1);
  if (own[0]?.text !== '(' || own[own.length - 1]?.text !== ')' || !inner.length || inner.length > 6 || inner.some((t) => /[()]/.test(t.text) || listed('ExceptionMarkers', t.norm))) return [];
  const wait = durationOf(inner);
  if (wait !== null) return [{ kind: 'after', delay: wait }];
  const words = inner.filter((t) => t.kind !== 'punct');
  // ("Idle → Brewing (BREW)": a name alone is the event as written.)
  if (words.length === 1 && isName(words[0])) return [{ kind: 'event', name: written(words[0]) }];
  return words.some((t) => t.kind === 'word' && t.pos !== 'det') ? [{ kind: 'event', name: eventName(words) }] : [];
}
