/**
 * Copy-on-write for flows. A `Draft` starts as the flow it is given and never modifies it: the
 * first time something in a state is to change, that state is copied (shallowly), and so are the
 * states above it, their `states` maps and the parts of it that change (its `on` map, a list of
 * transitions, an invocation, a transition, a list of actions). Everything else stays shared, so
 * a state that nothing reaches is the very object it was in the given flow, and the steps that
 * compare flows (the incremental flow, the fragments) skip it with one identity check instead of
 * walking it.
 *
 * Objects the draft made, copies and new parts alike, are changed in place from then on: each is
 * copied at most once, and an element recorded as created is the object that ends up in the
 * result.
 *
 * Like Immer's patches, the draft also knows what it changed: every write to a `states` map goes
 * through it (putState, removeState, putFirst, renameState), and for each map it copied it notes
 * which names it changed and where each stands (states-changes.ts). Given that record
 * (`changes`), the comparisons visit only those names, and never list the names of a large map
 * whose states are mostly shared.
 */
import type { FlowNode, Invocation, Transition } from '../model/flow.js';
import { own, pointerSegment, setOwn } from './own.js';
import { StatesChanges } from './states-changes.js';

type States = Record<string, FlowNode>;

/** Where a list of transitions sits in its state. */
export type ListPlace =
  | { kind: 'on'; event: string }
  | { kind: 'after' }
  | { kind: 'always' }
  | { kind: 'onDone' }
  | { kind: 'invoke'; index: number; field: 'onDone' | 'onError' };

/** Every transition list of a node, with its place. */
export function* transitionLists(node: FlowNode): Generator<[Transition[], ListPlace]> {
  for (const [event, list] of Object.entries(node.on ?? {})) yield [list, { kind: 'on', event }];
  if (node.after) yield [node.after, { kind: 'after' }];
  if (node.always) yield [node.always, { kind: 'always' }];
  if (node.onDone) yield [node.onDone, { kind: 'onDone' }];
  for (const [index, inv] of (node.invoke ?? []).entries()) {
    if (inv.onDone) yield [inv.onDone, { kind: 'invoke', index, field: 'onDone' }];
    if (inv.onError) yield [inv.onError, { kind: 'invoke', index, field: 'onError' }];
  }
}

/** The JSON pointer of a transition list relative to its state; built only where one is reported. */
export function listPointer(place: ListPlace): string {
  switch (place.kind) {
    case 'on':
      return `/on/${pointerSegment(place.event)}`;
    case 'invoke':
      return `/invoke/${place.index}/${place.field}`;
    default:
      return `/${place.kind}`;
  }
}

export class Draft {
  /** The flow as changed so far: the given flow itself until something changes. */
  root: FlowNode;
  /** What the draft changed in each `states` map it copied. */
  readonly changes: StatesChanges;
  private readonly made = new Set<object>();

  /** `prior`: the record of the draft that made `base`, if one did, so the record reaches back to that draft's input. */
  constructor(base: FlowNode, prior?: StatesChanges) {
    this.root = base;
    this.changes = new StatesChanges(prior);
  }

  /** Whether `value` was made here: what an edit created is found only in such states. */
  owns(value: object): boolean {
    return this.made.has(value);
  }

  /** Records `value` as made here, so later changes are made to it in place. */
  fresh<T extends object>(value: T): T {
    this.made.add(value);
    return value;
  }

  /** `value` itself if made here, else a shallow copy made here; `empty`, made here, when there is no value. */
  mine<T extends object>(value: T): T;
  mine<T extends object>(value: T | undefined, empty: T): T;
  mine<T extends object>(value: T | undefined, empty?: T): T {
    if (value === undefined) return this.fresh(empty!);
    if (this.made.has(value)) return value;
    // Spreading defines own properties, so a state or event named `__proto__` is copied as one.
    return this.fresh((Array.isArray(value) ? [...value] : { ...value }) as T);
  }

  /** The existing state at `path`, to be changed: it and every state above it become the draft's own. */
  node(path: readonly string[]): FlowNode {
    let node = (this.root = this.mine(this.root));
    for (const name of path) {
      const child = this.mine(own(node.states, name)!);
      this.putState(node, name, child);
      node = child;
    }
    return node;
  }

  /** Sets (adds, or replaces) the child state `name` of a state the draft owns. */
  putState(node: FlowNode, name: string, child: FlowNode): void {
    const states = this.statesOf(node);
    setOwn(states, name, child);
    this.changes.recordOf(states)?.set(name);
  }

  /** Removes the child state `name` of a state the draft owns; it must have `states`. */
  removeState(node: FlowNode, name: string): void {
    const states = this.statesOf(node);
    delete states[name];
    this.changes.recordOf(states)?.remove(name);
  }

  /** Makes the child state `name`, which must exist, the first (initial) one of a state the draft owns. */
  putFirst(node: FlowNode, name: string): void {
    const states = this.statesOf(node);
    const reordered: States = this.fresh({});
    setOwn(reordered, name, own(states, name)!);
    for (const key of Object.keys(states)) if (key !== name) setOwn(reordered, key, states[key]);
    node.states = reordered;
    this.changes.replaced(states, reordered)?.putFirst(name);
  }

  /** Renames the child state `from` of a state the draft owns to `to`, which it must not have, in place. */
  renameState(node: FlowNode, from: string, to: string): void {
    const states = this.statesOf(node);
    const renamed: States = this.fresh({});
    for (const key of Object.keys(states)) setOwn(renamed, key === from ? to : key, states[key]);
    node.states = renamed;
    this.changes.replaced(states, renamed)?.rename(from, to);
  }

  /** Whether a state has a `states` map with no state in it; the draft's count answers for a map it copied. */
  hasEmptyStates(node: FlowNode): boolean {
    if (!node.states) return false;
    const record = this.changes.recordOf(node.states);
    return record ? record.size === 0 : !Object.keys(node.states).length;
  }

  /** The `states` map of a state the draft owns, made the draft's own (copied and recorded the first time); created empty when missing. */
  private statesOf(node: FlowNode): States {
    if (!node.states) return (node.states = this.fresh({}));
    if (this.made.has(node.states)) return node.states;
    return (node.states = this.fresh(this.changes.copy(node.states)));
  }

  /** A transition list of a state `node` returned, to be changed; created empty when missing. */
  list(node: FlowNode, place: ListPlace): Transition[] {
    switch (place.kind) {
      case 'on': {
        const on = (node.on = this.mine(node.on, {}));
        const list = this.mine(own(on, place.event), []);
        setOwn(on, place.event, list);
        return list;
      }
      case 'after':
        return (node.after = this.mine(node.after, []));
      case 'always':
        return (node.always = this.mine(node.always, []));
      case 'onDone':
        return (node.onDone = this.mine(node.onDone, []));
      case 'invoke': {
        const invocation = this.invocation(node, place.index);
        return (invocation[place.field] = this.mine(invocation[place.field], []));
      }
    }
  }

  /** Transition `index` of a list, to be changed. */
  transition(node: FlowNode, place: ListPlace, index: number): Transition {
    const list = this.list(node, place);
    return (list[index] = this.mine(list[index]));
  }

  /** Invocation `index` of a state `node` returned, to be changed. */
  invocation(node: FlowNode, index: number): Invocation {
    const invoke = (node.invoke = this.mine(node.invoke!));
    return (invoke[index] = this.mine(invoke[index]));
  }
}
