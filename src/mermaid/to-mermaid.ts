/**
 * toMermaid: a flow as a Mermaid `stateDiagram-v2`, to paste into Markdown or render in a page.
 *
 * - Each compound state is a `state X { ... }` block starting with `[*] --> first child`.
 * - An arrow's label reads `EVENT [guard] / action, action`; delayed transitions read
 *   `after 5 s`, eventless ones `always`, a service's outcomes `done: src` and `error: src`.
 * - What a state does without leaving it (entry and exit actions, services it runs, transitions
 *   without a target) is written inside its box (a note beside a compound state's block).
 * - Transitions of the flow's root apply in every state; they start from one box, "any state".
 *
 * Mermaid's state ids are global, while flow names repeat under different parents, so every
 * state gets an id made from its path, and keeps its own name as the label when the two differ.
 * The text is deterministic: the same flow gives the same bytes.
 */
import type { FlowNode, Invocation, Transition } from '../model/flow.js';
import { resolveTarget, statePaths } from '../xstate/config.js';
import { own } from '../xstate/keys.js';

export interface MermaidOptions {
  /** Label of the box that stands for the root's own transitions. Default `any state`. */
  anyStateLabel?: string;
}

/** Words Mermaid reads as syntax, and the any-state box's id: never used as a state's id. */
const RESERVED = new Set(['state', 'note', 'end', 'direction', 'class', 'classDef', 'style', 'click', 'as', 'hide', 'of', 'left', 'right', 'default', 'any_state']);

/** Every character that could read as Mermaid syntax becomes an entity code, which Mermaid shows as the character. */
function text(value: string): string {
  return value.replace(/[^A-Za-z0-9 _.,:'()[\]/?!+*=-]/g, (c) => `#${c.codePointAt(0)};`);
}

/** `5 s`, `2 min`, `250 ms`; a delay given by name (one the implementation supplies) as its name. */
export function formatDelay(ms: number | string): string {
  if (typeof ms === 'string') return ms;
  if (ms >= 60_000 && ms % 60_000 === 0) return `${ms / 60_000} min`;
  if (ms >= 1000 && ms % 1000 === 0) return `${ms / 1000} s`;
  return `${ms} ms`;
}

function label(trigger: string, t: Transition): string {
  let out = trigger;
  if (t.cond !== undefined) out += ` [${t.cond}]`;
  if (t.actions?.length) out += ` / ${t.actions.join(', ')}`;
  return out;
}

/** Ids made from paths (`a.b` is `a_b`), unique, and never a reserved word; the same flow always gets the same ids. */
function assignIds(flow: FlowNode): Map<string, string> {
  const ids = new Map<string, string>();
  const taken = new Set(RESERVED);
  for (const path of statePaths(flow).keys()) {
    let base = path.replace(/[^A-Za-z0-9_]/g, '_');
    if (!/^[A-Za-z]/.test(base)) base = `s_${base}`;
    // Mermaid names the start of each block `<id>_start` (`root_start` at the top): ours never end so.
    if (/_(start|end)$/.test(base)) base += '_';
    let id = base;
    for (let n = 2; taken.has(id); n++) id = `${base}_${n}`;
    taken.add(id);
    ids.set(path, id);
  }
  return ids;
}

interface Writer {
  ids: Map<string, string>;
  lines: string[];
}

function arrow(w: Writer, from: string, source: string, t: Transition, trigger: string, indent: string): void {
  if (t.target === undefined) return;
  const path = resolveTarget(w.ids, source, t.target);
  if (path === undefined) throw new Error(`'${t.target}' (a target of ${source || 'the root'}) is not a state of the flow`);
  w.lines.push(`${indent}${from} --> ${w.ids.get(path)} : ${text(label(trigger, t))}`);
}

/** The arrows leaving one state (or the root, drawn from the any-state box). */
function arrows(w: Writer, node: FlowNode, from: string, source: string, indent: string): void {
  for (const [event, list] of Object.entries(node.on ?? {})) for (const t of list) arrow(w, from, source, t, event, indent);
  for (const t of node.after ?? []) arrow(w, from, source, t, `after ${formatDelay(t.delay)}`, indent);
  for (const t of node.always ?? []) arrow(w, from, source, t, 'always', indent);
  for (const inv of node.invoke ?? []) outcomes(w, inv, from, source, indent);
}

function outcomes(w: Writer, inv: Invocation, from: string, source: string, indent: string): void {
  for (const t of inv.onDone ?? []) arrow(w, from, source, t, `done: ${inv.src}`, indent);
  for (const t of inv.onError ?? []) arrow(w, from, source, t, `error: ${inv.src}`, indent);
}

/** What a state does while staying in it, one line each. */
function inside(node: FlowNode): string[] {
  const lines: string[] = [];
  if (node.entryActions?.length) lines.push(`entry / ${node.entryActions.join(', ')}`);
  if (node.exitActions?.length) lines.push(`exit / ${node.exitActions.join(', ')}`);
  for (const inv of node.invoke ?? []) lines.push(`invoke ${inv.src}`);
  const stays = (trigger: string, t: Transition) => (t.target === undefined ? [label(trigger, t)] : []);
  for (const [event, list] of Object.entries(node.on ?? {})) for (const t of list) lines.push(...stays(event, t));
  for (const t of node.after ?? []) lines.push(...stays(`after ${formatDelay(t.delay)}`, t));
  for (const t of node.always ?? []) lines.push(...stays('always', t));
  for (const inv of node.invoke ?? []) {
    for (const t of inv.onDone ?? []) lines.push(...stays(`done: ${inv.src}`, t));
    for (const t of inv.onError ?? []) lines.push(...stays(`error: ${inv.src}`, t));
  }
  return lines.map(text);
}

/**
 * The child states of `node`: boxes, their insides, nested blocks, then the arrows between them.
 * Mermaid allows lines inside a leaf's box but not a block's, so a block gets them as a note.
 */
function children(w: Writer, node: FlowNode, names: string[], indent: string): void {
  const entries = Object.keys(node.states ?? {});
  if (!entries.length) return;
  w.lines.push(`${indent}[*] --> ${w.ids.get([...names, entries[0]].join('.'))}`);
  for (const name of entries) {
    const child = own(node.states, name)!;
    const id = w.ids.get([...names, name].join('.'))!;
    const box = `state "${text(name)}" as ${id}`;
    if (Object.keys(child.states ?? {}).length) {
      w.lines.push(`${indent}${box} {`);
      children(w, child, [...names, name], `${indent}  `);
      w.lines.push(`${indent}}`);
      const lines = inside(child);
      // A note ends at a line reading `end note`; no line of ours may start so.
      if (lines.length) w.lines.push(`${indent}note right of ${id}`, ...lines.map((l) => `${indent}  ${l.replace(/^e/, '#101;')}`), `${indent}end note`);
    } else {
      w.lines.push(`${indent}${box}`);
      for (const line of inside(child)) w.lines.push(`${indent}${id} : ${line}`);
    }
  }
  for (const name of entries) {
    const path = [...names, name].join('.');
    arrows(w, own(node.states, name)!, w.ids.get(path)!, path, indent);
  }
}

export function toMermaid(flow: FlowNode, options: MermaidOptions = {}): string {
  const w: Writer = { ids: assignIds(flow), lines: ['stateDiagram-v2'] };
  children(w, flow, [], '  ');
  const root = inside(flow);
  const rootArrows: Writer = { ids: w.ids, lines: [] };
  arrows(rootArrows, flow, 'any_state', '', '  ');
  if (root.length || rootArrows.lines.length) {
    w.lines.push(`  state "${text(options.anyStateLabel ?? 'any state')}" as any_state`);
    for (const line of root) w.lines.push(`  any_state : ${line}`);
    w.lines.push(...rootArrows.lines);
    w.lines.push('  classDef anyState stroke-dasharray: 4 4', '  class any_state anyState');
  }
  return `${w.lines.join('\n')}\n`;
}
