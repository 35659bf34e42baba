/**
 * Finding created elements again. While edits apply, indices shift (guarded transitions move
 * ahead of the fallback, states are removed or renamed), so an edit remembers the objects it
 * created rather than where they were; their pointers are worked out once, at the end, in the
 * flow that is returned — the full flow, or the incremental flow derived from it.
 */
import type { FlowNode, Invocation, Transition } from '../model/flow.js';
import { own, pointerSegment, statePointer } from './own.js';

export type Created =
  | { kind: 'node'; node: FlowNode }
  | { kind: 'transition'; transition: Transition }
  /** A transition whose target was rewritten (a state it names was renamed). */
  | { kind: 'target'; transition: Transition }
  | { kind: 'invocation'; invocation: Invocation }
  | { kind: 'action'; node: FlowNode; field: 'entryActions' | 'exitActions'; action: string };

/** The states of a flow, with their paths; only those `within` holds for, and the states under them, are read. */
function* walk(node: FlowNode, within: (node: FlowNode) => boolean, path: string[] = []): Generator<[string[], FlowNode]> {
  if (!within(node)) return;
  yield [path, node];
  for (const name of Object.keys(node.states ?? {})) {
    const child = own(node.states, name)!;
    if (within(child)) yield* walk(child, within, [...path, name]);
  }
}

/**
 * Returns a lookup from a created element to its pointer in `result`, or undefined when it is
 * not there. `source` is the flow the edits were applied to build: states are matched by their
 * path (an incremental flow has its own objects for existing states); transitions and
 * invocations by identity (every flow derived from `source` shares them). `within` says which
 * states may hold created elements, with the states above them: applying edits passes the states
 * it copied or made, so the states it shares with its input are not read.
 */
export function resolveCreated(source: FlowNode, result: FlowNode, within: (node: FlowNode) => boolean = () => true): (created: Created) => string | undefined {
  const pathOf = new Map<FlowNode, string[]>();
  for (const [path, node] of walk(source, within)) pathOf.set(node, path);
  const nodeAt = new Map<string, FlowNode>();
  const pointerOf = new Map<object, string>();
  for (const [path, node] of walk(result, within)) {
    const at = statePointer(path);
    nodeAt.set(JSON.stringify(path), node);
    for (const [event, list] of Object.entries(node.on ?? {}))
      list.forEach((t, i) => pointerOf.set(t, `${at}/on/${pointerSegment(event)}/${i}`));
    node.after?.forEach((t, i) => pointerOf.set(t, `${at}/after/${i}`));
    node.always?.forEach((t, i) => pointerOf.set(t, `${at}/always/${i}`));
    node.onDone?.forEach((t, i) => pointerOf.set(t, `${at}/onDone/${i}`));
    node.invoke?.forEach((inv, i) => {
      pointerOf.set(inv, `${at}/invoke/${i}`);
      inv.onDone?.forEach((t, j) => pointerOf.set(t, `${at}/invoke/${i}/onDone/${j}`));
      inv.onError?.forEach((t, j) => pointerOf.set(t, `${at}/invoke/${i}/onError/${j}`));
    });
  }
  const resultNode = (node: FlowNode): [string[], FlowNode] | undefined => {
    const path = pathOf.get(node);
    const found = path && nodeAt.get(JSON.stringify(path));
    return path && found ? [path, found] : undefined;
  };
  return (created) => {
    switch (created.kind) {
      case 'node': {
        const found = resultNode(created.node);
        return found && found[0].length ? statePointer(found[0]) : undefined;
      }
      case 'transition':
        return pointerOf.get(created.transition);
      case 'target': {
        const at = pointerOf.get(created.transition);
        return at && `${at}/target`;
      }
      case 'invocation':
        return pointerOf.get(created.invocation);
      case 'action': {
        const found = resultNode(created.node);
        const index = found?.[1][created.field]?.indexOf(created.action) ?? -1;
        return found && index >= 0 ? `${statePointer(found[0])}/${created.field}/${index}` : undefined;
      }
    }
  };
}
