/** Helpers shared by the merge tests. */
import type { FlowNode } from '../src/model/flow.js';
import { transitionKey } from '../src/merge/transition-lists.js';

/** Every transition of a flow as "source | trigger | transition", to compare flows by content. */
export function transitionSet(flow: FlowNode, path: string[] = [], out = new Set<string>()): Set<string> {
  const source = JSON.stringify(path);
  for (const [event, list] of Object.entries(flow.on ?? {})) for (const t of list) out.add(`${source}|on:${event}|${transitionKey(t)}`);
  for (const t of flow.after ?? []) out.add(`${source}|after|${transitionKey(t)}`);
  for (const t of flow.always ?? []) out.add(`${source}|always|${transitionKey(t)}`);
  for (const inv of flow.invoke ?? []) {
    for (const t of inv.onDone ?? []) out.add(`${source}|${inv.src}.onDone|${transitionKey(t)}`);
    for (const t of inv.onError ?? []) out.add(`${source}|${inv.src}.onError|${transitionKey(t)}`);
  }
  for (const [name, child] of Object.entries(flow.states ?? {})) transitionSet(child, [...path, name], out);
  return out;
}

/** Freezes a value and everything in it, so that any write to it throws (test files are strict). */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const key of Object.getOwnPropertyNames(value)) deepFreeze((value as Record<string, unknown>)[key]);
    Object.freeze(value);
  }
  return value;
}
