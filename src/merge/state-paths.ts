/**
 * States by path from the root: finding one, walking them all, and making one exist in a draft.
 * Every edit names its states by path, so each family of edits starts here.
 */
import type { FlowNode, Transition } from '../model/flow.js';
import type { Draft } from './draft.js';
import type { EditRecord } from './edit-record.js';
import { own } from './own.js';

export function findNode(root: FlowNode, path: readonly string[]): FlowNode | undefined {
  let node: FlowNode | undefined = root;
  for (const name of path) {
    node = own(node?.states, name);
    if (!node) return undefined;
  }
  return node;
}

export function* allNodes(node: FlowNode, path: string[] = []): Generator<[string[], FlowNode]> {
  yield [path, node];
  for (const [name, child] of Object.entries(node.states ?? {})) yield* allNodes(child, [...path, name]);
}

/** Makes the state at `path` exist, creating it and any missing state above it; returns it as it now stands. */
export function ensureNode(draft: Draft, path: readonly string[], rec: EditRecord): FlowNode {
  let depth = 0;
  let node = draft.root;
  for (const name of path) {
    const child = own(node.states, name);
    if (!child) break;
    node = child;
    depth++;
  }
  if (depth === path.length) return node;
  node = draft.node(path.slice(0, depth));
  for (const name of path.slice(depth)) {
    const child: FlowNode = draft.fresh({});
    draft.putState(node, name, child);
    rec.created.push({ kind: 'node', node: child });
    node = child;
  }
  return node;
}

/** A target is a dotted path from the root; the state it names is made to exist. */
export function ensureTarget(draft: Draft, t: Transition, rec: EditRecord): void {
  if (t.target) ensureNode(draft, t.target.split('.'), rec);
}
