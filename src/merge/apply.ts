/**
 * Applies edits to a flow, returning a new flow; the input is never modified. Deterministic:
 * existing states keep their order, new ones follow in the order the edits name them, and on
 * each trigger guarded transitions come before the unguarded fallback.
 *
 * Applying the same edits again to the result changes nothing: every edit is idempotent, and a
 * replacement keeps the replaced transitions' place, so a repeat finds nothing to do.
 *
 * `applyEditsWithEffects` also says, for each edit that changed something, which elements it
 * created (as JSON pointers into the result) and which places it changed or removed. The trace
 * and the `dropped-change` diagnostics are built from these.
 */
import type { FlowNode, Invocation, Transition } from '../model/flow.js';
import type { Edit, Trigger } from '../model/edits.js';
import { resolveCreated, type Created } from './created.js';
import { cloneJson, own, pointerSegment, setOwn, statePointer } from './own.js';
import { cleanDelayed, cleanTransition, guardedFirst, transitionKey } from './transition-lists.js';

export interface EditEffect {
  /** Index of the edit in the list given. */
  index: number;
  edit: Edit;
  /** JSON pointers, into the resulting flow, of the elements this edit created and that remain. */
  created: string[];
  /** The created elements themselves, to find them again in a flow derived from the result. */
  elements: Created[];
  /** JSON pointers of the states and transition lists this edit changed or removed, as they were named when it applied. */
  touched: string[];
}

export interface AppliedEdits {
  flow: FlowNode;
  effects: EditEffect[];
}

export function findNode(root: FlowNode, path: readonly string[]): FlowNode | undefined {
  let node: FlowNode | undefined = root;
  for (const name of path) {
    node = own(node?.states, name);
    if (!node) return undefined;
  }
  return node;
}

/** What one edit did; filled in while it applies. */
interface Record_ {
  created: Created[];
  touched: string[];
  /** For onDone/onError: the service this list of edits starts in the edit's state, if any. */
  service?: string;
}

function ensureNode(root: FlowNode, path: readonly string[], rec: Record_): FlowNode {
  let node = root;
  for (const name of path) {
    node.states ??= {};
    let child = own(node.states, name);
    if (!child) {
      child = {};
      setOwn(node.states, name, child);
      rec.created.push({ kind: 'node', node: child });
    }
    node = child;
  }
  return node;
}

/** A target is a dotted path from the root; the state it names is made to exist. */
function ensureTarget(root: FlowNode, t: Transition, rec: Record_): void {
  if (t.target) ensureNode(root, t.target.split('.'), rec);
}

function triggerPointer(trigger: Trigger): string {
  switch (trigger.kind) {
    case 'on':
      return `/on/${pointerSegment(trigger.event)}`;
    case 'after':
      return '/after';
    case 'always':
      return '/always';
    case 'invoke.onDone':
      return '/invoke/onDone';
    case 'invoke.onError':
      return '/invoke/onError';
  }
}

/** The list a trigger fills, created on demand; `after` is handled by its callers. */
function listFor(node: FlowNode, trigger: Exclude<Trigger, { kind: 'after' }>, create: boolean, rec: Record_): Transition[] | undefined {
  switch (trigger.kind) {
    case 'on': {
      const found = own(node.on, trigger.event);
      if (found || !create) return found;
      node.on ??= {};
      const list: Transition[] = [];
      setOwn(node.on, trigger.event, list);
      return list;
    }
    case 'always':
      return create ? (node.always ??= []) : node.always;
    case 'invoke.onDone':
    case 'invoke.onError': {
      const invocation = invocationFor(node, create, rec);
      if (!invocation) return undefined;
      if (trigger.kind === 'invoke.onDone') return create ? (invocation.onDone ??= []) : invocation.onDone;
      return create ? (invocation.onError ??= []) : invocation.onError;
    }
  }
}

/**
 * The invocation whose onDone/onError a transition belongs to: the service these edits start in
 * the state (created now if they start it later, so the edits give the same result on a second
 * pass), else the state's last invocation, else a placeholder until an addInvoke names it.
 */
function invocationFor(node: FlowNode, create: boolean, rec: Record_): Invocation | undefined {
  const named = rec.service !== undefined ? node.invoke?.find((inv) => inv.src === rec.service) : undefined;
  if (named) return named;
  if (rec.service !== undefined && create) {
    const placeholder = node.invoke?.find((inv) => inv.src === 'service');
    if (placeholder) {
      placeholder.src = rec.service;
      return placeholder;
    }
    const invocation: Invocation = { src: rec.service };
    (node.invoke ??= []).push(invocation);
    rec.created.push({ kind: 'invocation', invocation });
    return invocation;
  }
  if (node.invoke?.length) return node.invoke[node.invoke.length - 1];
  if (!create) return undefined;
  const placeholder: Invocation = { src: 'service' };
  node.invoke = [placeholder];
  return placeholder;
}

/** Drops containers that an edit left empty, so removals leave no `on: {}` behind. */
function tidy(node: FlowNode): void {
  for (const [event, list] of Object.entries(node.on ?? {})) if (!list.length) delete node.on![event];
  if (node.on && !Object.keys(node.on).length) delete node.on;
  if (node.after && !node.after.length) delete node.after;
  if (node.always && !node.always.length) delete node.always;
  for (const inv of node.invoke ?? []) {
    if (inv.onDone && !inv.onDone.length) delete inv.onDone;
    if (inv.onError && !inv.onError.length) delete inv.onError;
  }
  if (node.states && !Object.keys(node.states).length) delete node.states;
}

function addTransition(node: FlowNode, trigger: Trigger, transition: Transition, rec: Record_): void {
  if (trigger.kind === 'after') {
    const delayed = cleanDelayed(transition, trigger.delay);
    const key = transitionKey(delayed);
    if (node.after?.some((t) => transitionKey(t) === key)) return;
    node.after = guardedFirst([...(node.after ?? []), delayed]);
    rec.created.push({ kind: 'transition', transition: delayed });
    return;
  }
  const clean = cleanTransition(transition);
  const key = transitionKey(clean);
  const list = listFor(node, trigger, true, rec)!;
  if (!list.some((t) => transitionKey(t) === key)) {
    list.push(clean);
    rec.created.push({ kind: 'transition', transition: clean });
  }
  list.splice(0, list.length, ...guardedFirst(list));
}

/**
 * Replaces the transitions of one trigger where they stand (an `on` event keeps its place among
 * the events, delayed transitions take the place of the first one replaced), so the result, and
 * the patch from the old flow to it, change no more than the words asked for.
 */
function replaceTransitions(node: FlowNode, trigger: Trigger, transitions: readonly Transition[], rec: Record_): boolean {
  if (trigger.kind === 'after') {
    const fresh = dedupe(transitions.map((t) => cleanDelayed(t, trigger.delay)));
    const current = node.after ?? [];
    const old = current.filter((t) => t.delay === trigger.delay);
    if (sameKeys(old, fresh)) return false;
    const at = current.findIndex((t) => t.delay === trigger.delay);
    const kept = current.filter((t) => t.delay !== trigger.delay);
    const insertAt = at < 0 ? kept.length : current.slice(0, at).filter((t) => t.delay !== trigger.delay).length;
    node.after = guardedFirst([...kept.slice(0, insertAt), ...fresh, ...kept.slice(insertAt)]);
    rec.created.push(...fresh.map((transition) => ({ kind: 'transition' as const, transition })));
    if (!node.after.length) delete node.after;
    return true;
  }
  const fresh = guardedFirst(dedupe(transitions.map(cleanTransition)));
  const current = listFor(node, trigger, false, rec) ?? [];
  if (sameKeys(current, fresh)) return false;
  const list = listFor(node, trigger, true, rec)!;
  list.splice(0, list.length, ...fresh);
  rec.created.push(...fresh.map((transition) => ({ kind: 'transition' as const, transition })));
  tidy(node);
  return true;
}

function dedupe<T extends Transition>(list: T[]): T[] {
  const seen = new Set<string>();
  return list.filter((t) => {
    const key = transitionKey(t);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function sameKeys(a: readonly Transition[], b: readonly Transition[]): boolean {
  return a.length === b.length && a.every((t, i) => transitionKey(t) === transitionKey(b[i]));
}

/** Removes the transitions of one trigger; says whether there were any. */
function removeTransitions(node: FlowNode, trigger: Trigger): boolean {
  let removed = false;
  switch (trigger.kind) {
    case 'on':
      if (node.on && own(node.on, trigger.event)) {
        delete node.on[trigger.event];
        removed = true;
      }
      break;
    case 'after':
      if (node.after?.some((t) => t.delay === trigger.delay)) {
        node.after = node.after.filter((t) => t.delay !== trigger.delay);
        removed = true;
      }
      break;
    case 'always':
      removed = node.always !== undefined;
      delete node.always;
      break;
    case 'invoke.onDone':
    case 'invoke.onError': {
      const field = trigger.kind === 'invoke.onDone' ? 'onDone' : 'onError';
      for (const inv of node.invoke ?? []) {
        if (inv[field]) removed = true;
        delete inv[field];
      }
      break;
    }
  }
  if (removed) tidy(node);
  return removed;
}

export function* allNodes(node: FlowNode, path: string[] = []): Generator<[string[], FlowNode]> {
  yield [path, node];
  for (const [name, child] of Object.entries(node.states ?? {})) yield* allNodes(child, [...path, name]);
}

/** Every transition list of a node, with its pointer relative to the node. */
export function* transitionLists(node: FlowNode): Generator<[string, Transition[]]> {
  for (const [event, list] of Object.entries(node.on ?? {})) yield [`/on/${pointerSegment(event)}`, list];
  if (node.after) yield ['/after', node.after];
  if (node.always) yield ['/always', node.always];
  for (const [i, inv] of (node.invoke ?? []).entries()) {
    if (inv.onDone) yield [`/invoke/${i}/onDone`, inv.onDone];
    if (inv.onError) yield [`/invoke/${i}/onError`, inv.onError];
  }
}

function reorderFirst(parent: FlowNode, name: string): boolean {
  const states = parent.states;
  if (!states || Object.keys(states)[0] === name) return false;
  const reordered: Record<string, FlowNode> = {};
  setOwn(reordered, name, own(states, name)!);
  for (const [key, value] of Object.entries(states)) if (key !== name) setOwn(reordered, key, value);
  parent.states = reordered;
  return true;
}

const targets = (t: Transition, dotted: string): boolean =>
  t.target !== undefined && (t.target === dotted || t.target.startsWith(`${dotted}.`));

function applyOne(root: FlowNode, edit: Edit, rec: Record_): void {
  switch (edit.op) {
    case 'addState': {
      ensureNode(root, edit.path, rec);
      if (edit.initial && edit.path.length) {
        const parentPath = edit.path.slice(0, -1);
        if (reorderFirst(findNode(root, parentPath)!, edit.path[edit.path.length - 1])) rec.touched.push(`${statePointer(parentPath)}/states`);
      }
      return;
    }
    case 'addTransition': {
      const node = ensureNode(root, edit.source, rec);
      addTransition(node, edit.trigger, edit.transition, rec);
      ensureTarget(root, edit.transition, rec);
      return;
    }
    case 'replaceTransitions': {
      const node = ensureNode(root, edit.source, rec);
      if (replaceTransitions(node, edit.trigger, edit.transitions, rec)) rec.touched.push(statePointer(edit.source) + triggerPointer(edit.trigger));
      for (const t of edit.transitions) ensureTarget(root, t, rec);
      return;
    }
    case 'removeTransitions': {
      const sources: [string[], FlowNode][] = edit.source
        ? [[edit.source, findNode(root, edit.source)!]].filter((entry): entry is [string[], FlowNode] => !!entry[1])
        : [...allNodes(root)];
      for (const [path, node] of sources) if (removeTransitions(node, edit.trigger)) rec.touched.push(statePointer(path) + triggerPointer(edit.trigger));
      return;
    }
    case 'removeState': {
      if (!edit.path.length) return;
      const parent = findNode(root, edit.path.slice(0, -1));
      const name = edit.path[edit.path.length - 1];
      if (!parent?.states || !own(parent.states, name)) return;
      delete parent.states[name];
      tidy(parent);
      rec.touched.push(statePointer(edit.path));
      const gone = edit.path.join('.');
      for (const [path, node] of allNodes(root)) {
        let changed = false;
        for (const [at, list] of transitionLists(node)) {
          const kept = list.filter((t) => !targets(t, gone));
          if (kept.length === list.length) continue;
          list.splice(0, list.length, ...kept);
          rec.touched.push(statePointer(path) + at);
          changed = true;
        }
        if (changed) tidy(node);
      }
      return;
    }
    case 'renameState': {
      if (!edit.path.length) return;
      const parent = findNode(root, edit.path.slice(0, -1));
      const name = edit.path[edit.path.length - 1];
      const node = own(parent?.states, name);
      if (!parent?.states || !node || own(parent.states, edit.to) || !/^[^.#]+$/.test(edit.to)) return;
      const renamed: Record<string, FlowNode> = {};
      for (const [key, value] of Object.entries(parent.states)) setOwn(renamed, key === name ? edit.to : key, value);
      parent.states = renamed;
      const to = [...edit.path.slice(0, -1), edit.to];
      rec.created.push({ kind: 'node', node });
      rec.touched.push(statePointer(edit.path), statePointer(to));
      const from = edit.path.join('.');
      const dotted = to.join('.');
      for (const [path, other] of allNodes(root))
        for (const [at, list] of transitionLists(other))
          for (const t of list)
            if (targets(t, from)) {
              t.target = dotted + t.target!.slice(from.length);
              rec.created.push({ kind: 'target', transition: t });
              rec.touched.push(statePointer(path) + at);
            }
      return;
    }
    case 'addEntryAction':
    case 'addExitAction': {
      const node = ensureNode(root, edit.state, rec);
      const field = edit.op === 'addEntryAction' ? 'entryActions' : 'exitActions';
      const actions = (node[field] ??= []);
      if (actions.includes(edit.action)) return;
      actions.push(edit.action);
      rec.created.push({ kind: 'action', node, field, action: edit.action });
      return;
    }
    case 'addInvoke': {
      const node = ensureNode(root, edit.state, rec);
      node.invoke ??= [];
      if (node.invoke.some((inv) => inv.src === edit.src)) return;
      const placeholder = node.invoke.find((inv) => inv.src === 'service');
      const invocation: Invocation = placeholder ?? { src: edit.src };
      if (placeholder) {
        placeholder.src = edit.src;
        rec.touched.push(`${statePointer(edit.state)}/invoke`);
      } else node.invoke.push(invocation);
      rec.created.push({ kind: 'invocation', invocation });
      return;
    }
  }
}

export function applyEditsWithEffects(base: FlowNode, edits: readonly Edit[]): AppliedEdits {
  const root: FlowNode = cloneJson(base) ?? {};
  const records: { index: number; edit: Edit; rec: Record_ }[] = [];
  // The service each state is given by these edits (the last addInvoke naming the state).
  const services = new Map<string, string>();
  for (const edit of edits) if (edit.op === 'addInvoke') services.set(JSON.stringify(edit.state), edit.src);
  edits.forEach((edit, index) => {
    const rec: Record_ = { created: [], touched: [] };
    if (edit.op === 'addTransition' || edit.op === 'replaceTransitions') rec.service = services.get(JSON.stringify(edit.source));
    applyOne(root, edit, rec);
    if (rec.created.length || rec.touched.length) records.push({ index, edit, rec });
  });
  const pointers = resolveCreated(root, root);
  const effects = records.map(({ index, edit, rec }) => ({
    index,
    edit,
    created: unique(rec.created.map(pointers).filter((p): p is string => p !== undefined)),
    elements: rec.created,
    touched: unique(rec.touched),
  }));
  return { flow: root, effects };
}

export function applyEdits(base: FlowNode, edits: readonly Edit[]): FlowNode {
  return applyEditsWithEffects(base, edits).flow;
}

function unique(list: string[]): string[] {
  return [...new Set(list)];
}
