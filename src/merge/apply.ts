/**
 * Applies edits to a flow; the input is never modified. Copy-on-write (draft.ts): only the states
 * an edit changes, and those above them, are copied, so the result shares every other state with
 * the input (it is the input itself when no edit changes anything). Neither should be modified
 * afterwards. Deterministic: existing states keep their order, new ones follow in the order the
 * edits name them, and on each trigger guarded transitions come before the unguarded fallback.
 *
 * Each edit reads the flow first and changes only the states it must: an edit with nothing to do
 * copies nothing, and one that scans every state (removing or renaming a state, removing a
 * trigger's transitions everywhere) copies only the states it finds something to change in.
 *
 * Applying the same edits again to the result changes nothing: every edit is idempotent, and a
 * replacement keeps the replaced transitions' place, so a repeat finds nothing to do.
 *
 * `applyEditsWithEffects` also says, for each edit that changed something, which elements it
 * created (as JSON pointers into the result) and which places it changed or removed. The trace
 * and the `dropped-change` diagnostics are built from these. And it returns the draft's record
 * of what it changed in each `states` map (`changes`): every write to such a map goes through
 * the draft, so the incremental flow and the fragments can visit the recorded names only.
 */
import type { FlowNode, Transition } from '../model/flow.js';
import type { Edit, Trigger } from '../model/edits.js';
import { resolveCreated, type Created } from './created.js';
import { Draft, listPointer, transitionLists, type ListPlace } from './draft.js';
import { own, pointerSegment, statePointer } from './own.js';
import type { StatesChanges } from './states-changes.js';
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
  /**
   * What applying the edits changed in each `states` map of `flow`, for `extractIncremental` and
   * `diffFlows` to compare `flow` with the input visiting only those names. Valid for `flow` as
   * returned: a flow changed afterwards must be compared without it.
   */
  changes: StatesChanges;
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

/** Makes the state at `path` exist, creating it and any missing state above it; returns it as it now stands. */
function ensureNode(draft: Draft, path: readonly string[], rec: Record_): FlowNode {
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
function ensureTarget(draft: Draft, t: Transition, rec: Record_): void {
  if (t.target) ensureNode(draft, t.target.split('.'), rec);
}

/** Records transitions an edit made, as the draft's own: a later rename then changes these very objects. */
function recordTransitions(draft: Draft, rec: Record_, transitions: readonly Transition[]): void {
  for (const transition of transitions) rec.created.push({ kind: 'transition', transition: draft.fresh(transition) });
}

function triggerPointer(trigger: Trigger): string {
  switch (trigger.kind) {
    case 'on':
      return `/on/${pointerSegment(trigger.event)}`;
    case 'after':
      return '/after';
    case 'always':
      return '/always';
    case 'onDone':
      return '/onDone';
    case 'invoke.onDone':
      return '/invoke/onDone';
    case 'invoke.onError':
      return '/invoke/onError';
  }
}

type ListTrigger = Exclude<Trigger, { kind: 'after' }>;

const invokeField = (trigger: Trigger) => (trigger.kind === 'invoke.onDone' ? 'onDone' : 'onError');

/** The list a trigger fills, as the state stands: for onDone/onError, the named service's, else the last invocation's. */
function currentList(node: FlowNode, trigger: ListTrigger, service: string | undefined): Transition[] | undefined {
  if (trigger.kind === 'on') return own(node.on, trigger.event);
  if (trigger.kind === 'always') return node.always;
  if (trigger.kind === 'onDone') return node.onDone;
  const named = service !== undefined ? node.invoke?.find((inv) => inv.src === service) : undefined;
  return (named ?? node.invoke?.[node.invoke.length - 1])?.[invokeField(trigger)];
}

/** The list a trigger fills, in a state the draft owns, created on demand. */
function listToFill(draft: Draft, node: FlowNode, trigger: ListTrigger, rec: Record_): Transition[] {
  if (trigger.kind === 'on') return draft.list(node, { kind: 'on', event: trigger.event });
  if (trigger.kind === 'always') return draft.list(node, { kind: 'always' });
  if (trigger.kind === 'onDone') return draft.list(node, { kind: 'onDone' });
  return draft.list(node, { kind: 'invoke', index: invocationToFill(draft, node, rec), field: invokeField(trigger) });
}

/**
 * The index of the invocation whose onDone/onError a transition belongs to: the service these
 * edits start in the state (created now if they start it later, so the edits give the same result
 * on a second pass), else the state's last invocation, else a placeholder until an addInvoke
 * names it. `node` is the draft's own.
 */
function invocationToFill(draft: Draft, node: FlowNode, rec: Record_): number {
  const invoke = node.invoke ?? [];
  const service = rec.service;
  if (service !== undefined) {
    const named = invoke.findIndex((inv) => inv.src === service);
    if (named >= 0) return named;
    const placeholder = invoke.findIndex((inv) => inv.src === 'service');
    if (placeholder < 0) return addInvocation(draft, node, service, rec);
    draft.invocation(node, placeholder).src = service;
    return placeholder;
  }
  if (invoke.length) return invoke.length - 1;
  node.invoke = draft.fresh([draft.fresh({ src: 'service' })]);
  return 0;
}

/** Starts a service in a state the draft owns; returns the invocation's index. */
function addInvocation(draft: Draft, node: FlowNode, src: string, rec: Record_): number {
  const invocation = draft.fresh({ src });
  const invoke = (node.invoke = draft.mine(node.invoke, []));
  invoke.push(invocation);
  rec.created.push({ kind: 'invocation', invocation });
  return invoke.length - 1;
}

const isEmpty = (list: readonly Transition[] | undefined) => list !== undefined && !list.length;

/** Drops containers that an edit left empty in a state the draft owns, so removals leave no `on: {}` behind. */
function tidy(draft: Draft, node: FlowNode): void {
  const emptyEvents = Object.entries(node.on ?? {}).filter(([, list]) => !list.length);
  if (emptyEvents.length) {
    const on = (node.on = draft.mine(node.on!));
    for (const [event] of emptyEvents) delete on[event];
  }
  if (node.on && !Object.keys(node.on).length) delete node.on;
  if (node.after && !node.after.length) delete node.after;
  if (node.always && !node.always.length) delete node.always;
  if (node.onDone && !node.onDone.length) delete node.onDone;
  (node.invoke ?? []).forEach((inv, index) => {
    if (!isEmpty(inv.onDone) && !isEmpty(inv.onError)) return;
    const invocation = draft.invocation(node, index);
    if (isEmpty(invocation.onDone)) delete invocation.onDone;
    if (isEmpty(invocation.onError)) delete invocation.onError;
  });
  if (draft.hasEmptyStates(node)) delete node.states;
}

const inGuardedOrder = (list: readonly Transition[]) => guardedFirst(list).every((t, i) => t === list[i]);

function addTransition(draft: Draft, source: readonly string[], current: FlowNode, trigger: Trigger, transition: Transition, rec: Record_): void {
  if (trigger.kind === 'after') {
    const delayed = cleanDelayed(transition, trigger.delay);
    const key = transitionKey(delayed);
    if (current.after?.some((t) => transitionKey(t) === key)) return;
    const node = draft.node(source);
    node.after = draft.fresh(guardedFirst([...(node.after ?? []), delayed]));
    recordTransitions(draft, rec, [delayed]);
    return;
  }
  const clean = cleanTransition(transition);
  const key = transitionKey(clean);
  // Already there, in order, in the list it would go to (a service still to be started or named is a change).
  const starts = trigger.kind !== 'on' && trigger.kind !== 'always' && trigger.kind !== 'onDone' && rec.service !== undefined && !current.invoke?.some((inv) => inv.src === rec.service);
  const present = starts ? undefined : currentList(current, trigger, rec.service);
  if (present?.some((t) => transitionKey(t) === key) && inGuardedOrder(present)) return;
  const list = listToFill(draft, draft.node(source), trigger, rec);
  if (!list.some((t) => transitionKey(t) === key)) {
    list.push(clean);
    recordTransitions(draft, rec, [clean]);
  }
  list.splice(0, list.length, ...guardedFirst(list));
}

/**
 * Replaces the transitions of one trigger where they stand (an `on` event keeps its place among
 * the events, delayed transitions take the place of the first one replaced), so the result, and
 * the patch from the old flow to it, change no more than the words asked for.
 */
function replaceTransitions(draft: Draft, source: readonly string[], current: FlowNode, trigger: Trigger, transitions: readonly Transition[], rec: Record_): boolean {
  if (trigger.kind === 'after') {
    const fresh = dedupe(transitions.map((t) => cleanDelayed(t, trigger.delay)));
    const after = current.after ?? [];
    const old = after.filter((t) => t.delay === trigger.delay);
    if (sameKeys(old, fresh)) return false;
    const at = after.findIndex((t) => t.delay === trigger.delay);
    const kept = after.filter((t) => t.delay !== trigger.delay);
    const insertAt = at < 0 ? kept.length : after.slice(0, at).filter((t) => t.delay !== trigger.delay).length;
    const node = draft.node(source);
    node.after = draft.fresh(guardedFirst([...kept.slice(0, insertAt), ...fresh, ...kept.slice(insertAt)]));
    recordTransitions(draft, rec, fresh);
    if (!node.after.length) delete node.after;
    return true;
  }
  const fresh = guardedFirst(dedupe(transitions.map(cleanTransition)));
  if (sameKeys(currentList(current, trigger, rec.service) ?? [], fresh)) return false;
  const node = draft.node(source);
  const list = listToFill(draft, node, trigger, rec);
  list.splice(0, list.length, ...fresh);
  recordTransitions(draft, rec, fresh);
  tidy(draft, node);
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

/** Whether a state has transitions of the trigger to remove. */
function hasTransitions(node: FlowNode, trigger: Trigger): boolean {
  switch (trigger.kind) {
    case 'on':
      return own(node.on, trigger.event) !== undefined;
    case 'after':
      return !!node.after?.some((t) => t.delay === trigger.delay);
    case 'always':
      return node.always !== undefined;
    case 'onDone':
      return node.onDone !== undefined;
    case 'invoke.onDone':
    case 'invoke.onError':
      return !!node.invoke?.some((inv) => inv[invokeField(trigger)]);
  }
}

/** Removes the transitions of one trigger from a state the draft owns. */
function removeTransitions(draft: Draft, node: FlowNode, trigger: Trigger): void {
  switch (trigger.kind) {
    case 'on':
      delete (node.on = draft.mine(node.on!))[trigger.event];
      break;
    case 'after':
      node.after = draft.fresh(node.after!.filter((t) => t.delay !== trigger.delay));
      break;
    case 'always':
      delete node.always;
      break;
    case 'onDone':
      delete node.onDone;
      break;
    case 'invoke.onDone':
    case 'invoke.onError': {
      const field = invokeField(trigger);
      node.invoke!.forEach((inv, index) => {
        if (inv[field]) delete draft.invocation(node, index)[field];
      });
      break;
    }
  }
  tidy(draft, node);
}

export function* allNodes(node: FlowNode, path: string[] = []): Generator<[string[], FlowNode]> {
  yield [path, node];
  for (const [name, child] of Object.entries(node.states ?? {})) yield* allNodes(child, [...path, name]);
}

function reorderFirst(draft: Draft, parentPath: readonly string[], name: string): boolean {
  const states = findNode(draft.root, parentPath)!.states;
  if (!states || Object.keys(states)[0] === name) return false;
  draft.putFirst(draft.node(parentPath), name);
  return true;
}

const targets = (t: Transition, dotted: string): boolean =>
  t.target !== undefined && (t.target === dotted || t.target.startsWith(`${dotted}.`));

/** Removes, everywhere, the transitions into the state `gone` or a state in it. */
function dropTransitionsInto(draft: Draft, gone: string, rec: Record_): void {
  // Read everything first, then copy only the states where something goes.
  const changes: [string[], [ListPlace, Transition[]][]][] = [];
  for (const [path, node] of allNodes(draft.root)) {
    const lists: [ListPlace, Transition[]][] = [];
    for (const [list, place] of transitionLists(node))
      if (list.some((t) => targets(t, gone))) lists.push([place, list.filter((t) => !targets(t, gone))]);
    if (lists.length) changes.push([path, lists]);
  }
  for (const [path, lists] of changes) {
    const node = draft.node(path);
    for (const [place, kept] of lists) {
      const list = draft.list(node, place);
      list.splice(0, list.length, ...kept);
      rec.touched.push(statePointer(path) + listPointer(place));
    }
    tidy(draft, node);
  }
}

/** Rewrites, everywhere, the targets that name the state `from` or a state in it to name `to` instead. */
function retarget(draft: Draft, from: string, to: string, rec: Record_): void {
  // Read everything first, then copy only the states and transitions that change.
  const hits: [string[], ListPlace, number][] = [];
  for (const [path, node] of allNodes(draft.root))
    for (const [list, place] of transitionLists(node))
      list.forEach((t, index) => {
        if (targets(t, from)) hits.push([path, place, index]);
      });
  for (const [path, place, index] of hits) {
    const transition = draft.transition(draft.node(path), place, index);
    transition.target = to + transition.target!.slice(from.length);
    rec.created.push({ kind: 'target', transition });
    rec.touched.push(statePointer(path) + listPointer(place));
  }
}

function applyOne(draft: Draft, edit: Edit, rec: Record_): void {
  switch (edit.op) {
    case 'addState': {
      ensureNode(draft, edit.path, rec);
      if (edit.initial && edit.path.length) {
        const parentPath = edit.path.slice(0, -1);
        if (reorderFirst(draft, parentPath, edit.path[edit.path.length - 1])) rec.touched.push(`${statePointer(parentPath)}/states`);
      }
      return;
    }
    case 'addTransition': {
      const current = ensureNode(draft, edit.source, rec);
      addTransition(draft, edit.source, current, edit.trigger, edit.transition, rec);
      ensureTarget(draft, edit.transition, rec);
      return;
    }
    case 'replaceTransitions': {
      const current = ensureNode(draft, edit.source, rec);
      if (replaceTransitions(draft, edit.source, current, edit.trigger, edit.transitions, rec)) rec.touched.push(statePointer(edit.source) + triggerPointer(edit.trigger));
      for (const t of edit.transitions) ensureTarget(draft, t, rec);
      return;
    }
    case 'removeTransitions': {
      const source = edit.source && findNode(draft.root, edit.source);
      const sources: [string[], FlowNode][] = edit.source ? (source ? [[edit.source, source]] : []) : [...allNodes(draft.root)];
      // Found before anything is copied, so the walk reads the flow as it stands.
      const found = sources.filter(([, node]) => hasTransitions(node, edit.trigger));
      for (const [path] of found) {
        removeTransitions(draft, draft.node(path), edit.trigger);
        rec.touched.push(statePointer(path) + triggerPointer(edit.trigger));
      }
      return;
    }
    case 'removeState': {
      if (!edit.path.length) return;
      const parentPath = edit.path.slice(0, -1);
      const name = edit.path[edit.path.length - 1];
      if (!own(findNode(draft.root, parentPath)?.states, name)) return;
      const parent = draft.node(parentPath);
      draft.removeState(parent, name);
      tidy(draft, parent);
      rec.touched.push(statePointer(edit.path));
      dropTransitionsInto(draft, edit.path.join('.'), rec);
      return;
    }
    case 'renameState': {
      if (!edit.path.length) return;
      const parentPath = edit.path.slice(0, -1);
      const name = edit.path[edit.path.length - 1];
      const states = findNode(draft.root, parentPath)?.states;
      if (!own(states, name) || own(states, edit.to) || !/^[^.#]+$/.test(edit.to)) return;
      draft.renameState(draft.node(parentPath), name, edit.to);
      const to = [...parentPath, edit.to];
      // The state is made the draft's own, so a later edit changes this very object, the one recorded.
      rec.created.push({ kind: 'node', node: draft.node(to) });
      rec.touched.push(statePointer(edit.path), statePointer(to));
      retarget(draft, edit.path.join('.'), to.join('.'), rec);
      return;
    }
    case 'addEntryAction':
    case 'addExitAction': {
      const field = edit.op === 'addEntryAction' ? 'entryActions' : 'exitActions';
      if (ensureNode(draft, edit.state, rec)[field]?.includes(edit.action)) return;
      const node = draft.node(edit.state);
      (node[field] = draft.mine(node[field], [])).push(edit.action);
      rec.created.push({ kind: 'action', node, field, action: edit.action });
      return;
    }
    case 'addInvoke': {
      const invoke = ensureNode(draft, edit.state, rec).invoke ?? [];
      if (invoke.some((inv) => inv.src === edit.src)) return;
      const node = draft.node(edit.state);
      const placeholder = invoke.findIndex((inv) => inv.src === 'service');
      if (placeholder < 0) {
        addInvocation(draft, node, edit.src, rec);
        return;
      }
      const invocation = draft.invocation(node, placeholder);
      invocation.src = edit.src;
      rec.touched.push(`${statePointer(edit.state)}/invoke`);
      rec.created.push({ kind: 'invocation', invocation });
      return;
    }
  }
}

/**
 * `prior`: when `base` was itself made by a draft (resolveSiblingTargetsWithChanges), that draft's
 * record, so the record returned also tells what changed from the flow that draft started from.
 * An empty record (`new StatesChanges(undefined, recordFrom)`) sets which maps are recorded.
 */
export function applyEditsWithEffects(base: FlowNode, edits: readonly Edit[], prior?: StatesChanges): AppliedEdits {
  const draft = new Draft(base ?? {}, prior);
  const records: { index: number; edit: Edit; rec: Record_ }[] = [];
  // The service each state is given by these edits (the last addInvoke naming the state).
  const services = new Map<string, string>();
  for (const edit of edits) if (edit.op === 'addInvoke') services.set(JSON.stringify(edit.state), edit.src);
  edits.forEach((edit, index) => {
    const rec: Record_ = { created: [], touched: [] };
    if (edit.op === 'addTransition' || edit.op === 'replaceTransitions') rec.service = services.get(JSON.stringify(edit.source));
    applyOne(draft, edit, rec);
    if (rec.created.length || rec.touched.length) records.push({ index, edit, rec });
  });
  const root = draft.root;
  // What the edits created is only in states the draft copied or made.
  const pointers = resolveCreated(root, root, (node) => draft.owns(node));
  const effects = records.map(({ index, edit, rec }) => ({
    index,
    edit,
    created: unique(rec.created.map(pointers).filter((p): p is string => p !== undefined)),
    elements: rec.created,
    touched: unique(rec.touched),
  }));
  return { flow: root, effects, changes: draft.changes };
}

export function applyEdits(base: FlowNode, edits: readonly Edit[]): FlowNode {
  return applyEditsWithEffects(base, edits).flow;
}

function unique(list: string[]): string[] {
  return [...new Set(list)];
}
