/**
 * What the flow a text changes already has: its events, and where each is handled. The inventory
 * asks these of the existing flow it was given.
 */
import type { FlowNode } from '../../model/flow.js';

const has = (node: FlowNode, event: string) => !!node.on && Object.prototype.hasOwnProperty.call(node.on, event);

/** The events the flow's transitions use. */
export function eventsOf(flow: FlowNode | undefined): Set<string> {
  const events = new Set<string>();
  const walk = (node: FlowNode) => {
    for (const event of Object.keys(node.on ?? {})) events.add(event);
    for (const child of Object.values(node.states ?? {})) walk(child);
  };
  if (flow) walk(flow);
  return events;
}

/** The states of the flow with transitions on `event`. */
export function sourcesOf(flow: FlowNode | undefined, event: string): string[][] {
  const out: string[][] = [];
  const walk = (node: FlowNode, path: string[]) => {
    if (has(node, event)) out.push(path);
    for (const [name, child] of Object.entries(node.states ?? {})) walk(child, [...path, name]);
  };
  if (flow) walk(flow, []);
  return out;
}

/** Whether the flow's state at `path` has transitions on `event`. */
export function handles(flow: FlowNode | undefined, path: string[], event: string): boolean {
  let node: FlowNode | undefined = flow;
  for (const name of path) node = node?.states?.[name];
  return !!node && has(node, event) && (node.on![event]?.length ?? 0) > 0;
}
