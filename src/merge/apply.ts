/**
 * Applies edits to a flow, returning a new flow; the input is never modified. Deterministic:
 * existing states keep their order, new ones follow in the order the edits name them, and on
 * each event guarded transitions come before the unguarded fallback.
 */
import type { DelayedTransition, FlowNode, Transition } from '../model/flow.js';
import type { Edit, Trigger } from '../model/edits.js';

function clone<T>(value: T): T {
  return value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T);
}

/** Own-property lookup, so names such as `constructor` or `__proto__` are ordinary names. */
function own<T>(record: Record<string, T> | undefined, key: string): T | undefined {
  return record && Object.prototype.hasOwnProperty.call(record, key) ? record[key] : undefined;
}

function setOwn<T>(record: Record<string, T>, key: string, value: T): void {
  Object.defineProperty(record, key, { value, enumerable: true, writable: true, configurable: true });
}

export function findNode(root: FlowNode, path: readonly string[]): FlowNode | undefined {
  let node: FlowNode | undefined = root;
  for (const name of path) {
    node = own(node?.states, name);
    if (!node) return undefined;
  }
  return node;
}

function ensureNode(root: FlowNode, path: readonly string[]): FlowNode {
  let node = root;
  for (const name of path) {
    node.states ??= {};
    let child = own(node.states, name);
    if (!child) {
      child = {};
      setOwn(node.states, name, child);
    }
    node = child;
  }
  return node;
}

const sameTransition = (a: Transition, b: Transition): boolean =>
  (a.target ?? null) === (b.target ?? null) &&
  (a.cond ?? null) === (b.cond ?? null) &&
  JSON.stringify(a.actions ?? []) === JSON.stringify(b.actions ?? []);

/** Guarded transitions first, the fallback last; stable otherwise. */
function guardedFirst<T extends Transition>(list: T[]): T[] {
  return [...list.filter((t) => t.cond), ...list.filter((t) => !t.cond)];
}

function transitionsOf(node: FlowNode, trigger: Trigger, create: boolean): Transition[] | undefined {
  switch (trigger.kind) {
    case 'on': {
      if (!create && !own(node.on, trigger.event)) return undefined;
      node.on ??= {};
      if (!own(node.on, trigger.event)) setOwn(node.on, trigger.event, []);
      return own(node.on, trigger.event);
    }
    case 'always':
      if (!create && !node.always) return undefined;
      return (node.always ??= []);
    case 'invoke.onDone':
    case 'invoke.onError': {
      if (!node.invoke?.length) {
        if (!create) return undefined;
        node.invoke = [{ src: 'service' }];
      }
      const invocation = node.invoke[node.invoke.length - 1];
      return trigger.kind === 'invoke.onDone' ? (invocation.onDone ??= []) : (invocation.onError ??= []);
    }
    case 'after':
      return undefined;
  }
}

function addTransition(node: FlowNode, trigger: Trigger, transition: Transition): void {
  if (trigger.kind === 'after') {
    const delayed: DelayedTransition = { ...transition, delay: trigger.delay };
    node.after ??= [];
    if (!node.after.some((t) => t.delay === trigger.delay && sameTransition(t, delayed))) node.after.push(delayed);
    node.after = guardedFirst(node.after);
    return;
  }
  const list = transitionsOf(node, trigger, true)!;
  if (!list.some((t) => sameTransition(t, transition))) list.push(transition);
  const ordered = guardedFirst(list);
  list.splice(0, list.length, ...ordered);
}

function removeTransitions(node: FlowNode, trigger: Trigger): void {
  switch (trigger.kind) {
    case 'on':
      if (node.on && own(node.on, trigger.event)) delete node.on[trigger.event];
      if (node.on && Object.keys(node.on).length === 0) delete node.on;
      return;
    case 'after':
      node.after = node.after?.filter((t) => t.delay !== trigger.delay);
      if (!node.after?.length) delete node.after;
      return;
    case 'always':
      delete node.always;
      return;
    case 'invoke.onDone':
      for (const inv of node.invoke ?? []) delete inv.onDone;
      return;
    case 'invoke.onError':
      for (const inv of node.invoke ?? []) delete inv.onError;
      return;
  }
}

function* allNodes(node: FlowNode, path: string[] = []): Generator<[string[], FlowNode]> {
  yield [path, node];
  for (const [name, child] of Object.entries(node.states ?? {})) yield* allNodes(child, [...path, name]);
}

function* allTransitionLists(node: FlowNode): Generator<Transition[]> {
  for (const list of Object.values(node.on ?? {})) yield list;
  if (node.after) yield node.after;
  if (node.always) yield node.always;
  for (const inv of node.invoke ?? []) {
    if (inv.onDone) yield inv.onDone;
    if (inv.onError) yield inv.onError;
  }
}

function moveFirst(parent: FlowNode, name: string): void {
  const states = parent.states;
  if (!states || Object.keys(states)[0] === name) return;
  const reordered: Record<string, FlowNode> = {};
  setOwn(reordered, name, own(states, name)!);
  for (const [key, value] of Object.entries(states)) if (key !== name) setOwn(reordered, key, value);
  parent.states = reordered;
}

export function applyEdits(base: FlowNode, edits: readonly Edit[]): FlowNode {
  const root = clone(base) ?? {};
  for (const edit of edits) {
    switch (edit.op) {
      case 'addState': {
        ensureNode(root, edit.path);
        if (edit.initial && edit.path.length) moveFirst(ensureNode(root, edit.path.slice(0, -1)), edit.path[edit.path.length - 1]);
        break;
      }
      case 'addTransition':
        addTransition(ensureNode(root, edit.source), edit.trigger, { ...edit.transition });
        break;
      case 'replaceTransitions': {
        const node = ensureNode(root, edit.source);
        removeTransitions(node, edit.trigger);
        for (const t of edit.transitions) addTransition(node, edit.trigger, { ...t });
        break;
      }
      case 'removeTransitions': {
        const targets = edit.source ? [findNode(root, edit.source)].filter((n): n is FlowNode => !!n) : [...allNodes(root)].map(([, n]) => n);
        for (const node of targets) removeTransitions(node, edit.trigger);
        break;
      }
      case 'removeState': {
        if (!edit.path.length) break;
        const parent = findNode(root, edit.path.slice(0, -1));
        const name = edit.path[edit.path.length - 1];
        if (parent?.states && own(parent.states, name)) {
          delete parent.states[name];
          if (!Object.keys(parent.states).length) delete parent.states;
        }
        const gone = edit.path.join('.');
        for (const [, node] of allNodes(root)) {
          for (const list of allTransitionLists(node)) {
            const kept = list.filter((t) => !t.target || (t.target !== gone && !t.target.startsWith(`${gone}.`)));
            list.splice(0, list.length, ...kept);
          }
          for (const [event, list] of Object.entries(node.on ?? {})) if (!list.length) delete node.on![event];
          if (node.on && !Object.keys(node.on).length) delete node.on;
          if (node.after && !node.after.length) delete node.after;
          if (node.always && !node.always.length) delete node.always;
        }
        break;
      }
      case 'renameState': {
        if (!edit.path.length) break;
        const parent = findNode(root, edit.path.slice(0, -1));
        const name = edit.path[edit.path.length - 1];
        if (!parent?.states || !own(parent.states, name) || own(parent.states, edit.to)) break;
        const renamed: Record<string, FlowNode> = {};
        for (const [key, value] of Object.entries(parent.states)) setOwn(renamed, key === name ? edit.to : key, value);
        parent.states = renamed;
        const from = edit.path.join('.');
        const to = [...edit.path.slice(0, -1), edit.to].join('.');
        for (const [, node] of allNodes(root))
          for (const list of allTransitionLists(node))
            for (const t of list)
              if (t.target === from || t.target?.startsWith(`${from}.`)) t.target = to + t.target.slice(from.length);
        break;
      }
      case 'addEntryAction': {
        const node = ensureNode(root, edit.state);
        node.entryActions ??= [];
        if (!node.entryActions.includes(edit.action)) node.entryActions.push(edit.action);
        break;
      }
      case 'addExitAction': {
        const node = ensureNode(root, edit.state);
        node.exitActions ??= [];
        if (!node.exitActions.includes(edit.action)) node.exitActions.push(edit.action);
        break;
      }
      case 'addInvoke': {
        const node = ensureNode(root, edit.state);
        node.invoke ??= [];
        const placeholder = node.invoke.find((inv) => inv.src === 'service');
        if (placeholder) placeholder.src = edit.src;
        else if (!node.invoke.some((inv) => inv.src === edit.src)) node.invoke.push({ src: edit.src });
        break;
      }
    }
  }
  return root;
}
