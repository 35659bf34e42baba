/**
 * How flow state names become XState state keys, node ids and target references.
 *
 * XState builds its map of child states by plain assignment, so a state named `__proto__`
 * would set the map's prototype instead of adding a state. Such a name is given a key with
 * trailing underscores (`__proto___`), chosen so it does not collide with a sibling. Every other
 * name, `constructor` and `toString` included, is kept as written.
 */
import type { FlowNode } from '../model/flow.js';

/** Names that cannot be own keys of an object XState fills by assignment. */
const UNSAFE_KEYS = new Set(['__proto__']);

/** Own-property lookup, so inherited names such as `toString` are never mistaken for states. */
export function own<T>(record: Record<string, T> | undefined, key: string): T | undefined {
  return record && Object.prototype.hasOwnProperty.call(record, key) ? record[key] : undefined;
}

/** Adds `key` as an ordinary own property, even when it is `__proto__`. */
export function setOwn<T>(record: Record<string, T>, key: string, value: T): void {
  Object.defineProperty(record, key, { value, enumerable: true, writable: true, configurable: true });
}

/** Maps each child name of `states` to its XState key, in document order. */
export function xstateKeys(states: Record<string, FlowNode> | undefined): Map<string, string> {
  const names = Object.keys(states ?? {});
  const taken = new Set(names);
  const keys = new Map<string, string>();
  for (const name of names) {
    let key = name;
    if (UNSAFE_KEYS.has(name)) {
      do key += '_';
      while (taken.has(key) || UNSAFE_KEYS.has(key));
      taken.add(key);
    }
    keys.set(name, key);
  }
  return keys;
}

/**
 * The XState keys along a flow path (`['checkout', 'payment']` or `'checkout.payment'`).
 * Throws when the path names no state of the flow.
 */
export function xstatePath(flow: FlowNode, path: string | readonly string[]): string[] {
  const names = typeof path === 'string' ? (path === '' ? [] : path.split('.')) : path;
  const keys: string[] = [];
  let node: FlowNode | undefined = flow;
  for (const name of names) {
    const key = xstateKeys(node?.states).get(name);
    node = own(node?.states, name);
    if (!node || key === undefined) throw new Error(`'${names.join('.')}' is not a state of the flow`);
    keys.push(key);
  }
  return keys;
}

/** XState splits targets on `.` and reads `\` as an escape; keep both literal inside a key. */
function escapeSegment(key: string): string {
  return key.replace(/[\\.]/g, (c) => `\\${c}`);
}

/** The node id: the machine id and the keys of the path, as XState itself would name it. */
export function nodeId(machineId: string, keys: readonly string[]): string {
  return [machineId, ...keys].join('.');
}

/**
 * A `#id` reference XState resolves from the root whatever the depth of the source: it looks up
 * the machine id, then walks the remaining segments as child keys.
 */
export function targetRef(machineId: string, keys: readonly string[]): string {
  return `#${[machineId, ...keys.map(escapeSegment)].join('.')}`;
}
