/**
 * fast-check arbitraries for the merge properties: existing flows (valid: every target names a
 * state) and edit lists over them. Names include ones that are properties of every JS object
 * (`constructor`, `toString`, `__proto__`) and characters JSON pointers must escape (`/`, `~`).
 */
import fc from 'fast-check';
import type { Edit, Origin, Trigger } from '../src/model/edits.js';
import type { FlowNode, Transition } from '../src/model/flow.js';

export const NAMES = ['idle', 'busy', 'done', 'cart', 'constructor', 'toString', '__proto__', 'a/b', 'x~y'];
export const PLAIN_NAMES = NAMES.filter((n) => n !== '__proto__');
const EVENTS = ['GO', 'BACK', 'CANCEL', 'constructor', '__proto__', 'a/b'];
const CONDS = ['ok', 'first visit', 'valueOf'];
const ACTIONS = ['log', 'notify', 'save'];
const SERVICES = ['fetchItems', 'service', 'save'];

const set = (record: Record<string, unknown>, key: string, value: unknown) =>
  Object.defineProperty(record, key, { value, enumerable: true, writable: true, configurable: true });
const get = <T>(record: Record<string, T> | undefined, key: string): T | undefined =>
  record && Object.prototype.hasOwnProperty.call(record, key) ? record[key] : undefined;

/** The node at `path`, created (with its ancestors) if missing; own properties only. */
export function ensure(root: FlowNode, path: readonly string[]): FlowNode {
  let node = root;
  for (const name of path) {
    node.states ??= {};
    if (!get(node.states, name)) set(node.states, name, {});
    node = get(node.states, name)!;
  }
  return node;
}

export function statePaths(node: FlowNode, path: string[] = []): string[][] {
  return Object.entries(node.states ?? {}).flatMap(([name, child]) => [[...path, name], ...statePaths(child, [...path, name])]);
}

const transitionArb = (targets: string[]) =>
  fc.record(
    {
      cond: fc.constantFrom(...CONDS),
      target: fc.constantFrom(...targets),
      actions: fc.uniqueArray(fc.constantFrom(...ACTIONS), { maxLength: 2 }),
      description: fc.constantFrom('says why'),
    },
    { requiredKeys: [] },
  ) as fc.Arbitrary<Transition>;

export function triggerArb(events: string[] = EVENTS): fc.Arbitrary<Trigger> {
  return fc.oneof(
    { weight: 5, arbitrary: fc.constantFrom(...events).map((event) => ({ kind: 'on' as const, event })) },
    fc.constantFrom(1000, 5000).map((delay) => ({ kind: 'after' as const, delay })),
    fc.constant({ kind: 'always' as const }),
    fc.constant({ kind: 'invoke.onDone' as const }),
    fc.constant({ kind: 'invoke.onError' as const }),
  );
}

/** A valid existing flow: up to two levels of states, each piece of it optional. */
export function flowArb(names: string[] = NAMES): fc.Arbitrary<FlowNode> {
  const pathArb = fc.array(fc.constantFrom(...names), { minLength: 1, maxLength: 2 });
  return fc.uniqueArray(pathArb, { maxLength: 7, selector: (p) => JSON.stringify(p) }).chain((paths) => {
    const root: FlowNode = {};
    for (const path of paths) ensure(root, path);
    const all = statePaths(root);
    if (!all.length) return fc.constant(root);
    const targets = all.map((p) => p.join('.'));
    const sourceArb = fc.constantFrom<string[]>([], ...all);
    const piece = fc.record({
      source: sourceArb,
      trigger: triggerArb(EVENTS.filter((e) => names.includes('__proto__') || e !== '__proto__')),
      transition: transitionArb(targets),
    });
    const extras = fc.record({
      entry: fc.array(fc.tuple(sourceArb, fc.constantFrom(...ACTIONS)), { maxLength: 2 }),
      invoke: fc.array(fc.tuple(sourceArb, fc.constantFrom(...SERVICES)), { maxLength: 2 }),
      description: fc.option(fc.tuple(sourceArb, fc.constantFrom('the start', 'a step')), { nil: undefined }),
    });
    return fc.tuple(fc.array(piece, { maxLength: 8 }), extras).map(([pieces, more]) => {
      const flow = structuredClone(root);
      // Built directly rather than with applyEdits, so existing flows also come in shapes the
      // engine would not make (unguarded before guarded, two transitions with one guard).
      for (const { source, trigger, transition } of pieces) {
        const node = source.length ? ensure(flow, source) : flow;
        if (trigger.kind === 'on') {
          node.on ??= {};
          if (!get(node.on, trigger.event)) set(node.on, trigger.event, []);
          get(node.on, trigger.event)!.push({ ...transition });
        } else if (trigger.kind === 'after') (node.after ??= []).push({ ...transition, delay: trigger.delay });
        else if (trigger.kind === 'always') (node.always ??= []).push({ ...transition });
        else {
          node.invoke ??= [{ src: 'fetchItems' }];
          const inv = node.invoke[0];
          (trigger.kind === 'invoke.onDone' ? (inv.onDone ??= []) : (inv.onError ??= [])).push({ ...transition });
        }
      }
      for (const [source, action] of more.entry) {
        const node = source.length ? ensure(flow, source) : flow;
        if (!node.entryActions?.includes(action)) (node.entryActions ??= []).push(action);
      }
      for (const [source, src] of more.invoke) {
        const node = source.length ? ensure(flow, source) : flow;
        if (!node.invoke?.some((inv) => inv.src === src)) (node.invoke ??= []).push({ src });
      }
      if (more.description) (more.description[0].length ? ensure(flow, more.description[0]) : flow).description = more.description[1];
      return flow;
    });
  });
}

const originArb: fc.Arbitrary<Origin> = fc
  .nat({ max: 40 })
  .map((start) => ({ rule: `rule-${start % 7}`, input: 'text' as const, span: { start, end: start + 5 } }));

/**
 * Edits over `flow`: naming its states or new ones. With `additive`, only edits that add
 * (no replacement, removal, renaming or new initial state) and transitions in fresh slots.
 */
export function editsArb(flow: FlowNode, options: { additive?: boolean; names?: string[] } = {}): fc.Arbitrary<Edit[]> {
  const names = options.names ?? NAMES;
  const known = statePaths(flow);
  const fresh = [['fresh'], ['cart', 'fresh'], ['later'], ...names.map((n) => [n])];
  const pathArb = fc.constantFrom<string[]>(...known, ...fresh);
  const targetArb = pathArb.map((p) => p.join('.'));
  const events = options.additive ? ['NEW', 'OTHER/NEW'] : EVENTS.filter((e) => names.includes('__proto__') || e !== '__proto__');
  const transition = options.additive
    ? // The guard follows the target, so two new transitions never share a slot.
      targetArb.map((target): Transition => ({ cond: `reaching ${target}`, target }))
    : fc.tuple(transitionArb(['placeholder']), targetArb).map(([t, target]) => (t.target === undefined ? t : { ...t, target }));
  const trigger = options.additive ? fc.constantFrom(...events).map((event) => ({ kind: 'on' as const, event })) : triggerArb(events);
  const add: fc.Arbitrary<Edit>[] = [
    fc.record({ op: fc.constant('addState' as const), path: pathArb, origin: originArb }),
    fc.record({ op: fc.constant('addTransition' as const), source: fc.constantFrom<string[]>([], ...known, ...fresh), trigger, transition, origin: originArb }),
    fc.record({ op: fc.constant('addEntryAction' as const), state: pathArb, action: fc.constantFrom(...ACTIONS, 'lock'), origin: originArb }),
    fc.record({ op: fc.constant('addExitAction' as const), state: pathArb, action: fc.constantFrom(...ACTIONS, 'unlock'), origin: originArb }),
  ];
  const change: fc.Arbitrary<Edit>[] = [
    fc.record({ op: fc.constant('addState' as const), path: pathArb, initial: fc.boolean(), origin: originArb }),
    // Not "service": that is the placeholder a later addInvoke names (see apply.ts).
    fc.record({ op: fc.constant('addInvoke' as const), state: pathArb, src: fc.constantFrom('fetchItems', 'save', 'load'), origin: originArb }),
    fc.record({
      op: fc.constant('replaceTransitions' as const),
      source: pathArb,
      trigger: triggerArb(events),
      transitions: fc.array(transition, { maxLength: 2 }),
      origin: originArb,
    }),
    fc.record({ op: fc.constant('removeTransitions' as const), source: fc.option(pathArb, { nil: null }), trigger: triggerArb(events), origin: originArb }),
    fc.record({ op: fc.constant('removeState' as const), path: pathArb, origin: originArb }),
    fc.record({ op: fc.constant('renameState' as const), path: pathArb, to: fc.constantFrom('renamed', ...names), origin: originArb }),
  ];
  return fc.array(fc.oneof(...(options.additive ? add : [...add, ...change])), { maxLength: 8 }).map(withoutRecreation);
}

/** Paths an edit names (as a state, a source or a target). */
function named(edit: Edit): string[] {
  const dotted = (p: string[] | null) => (p ? [p.join('.')] : []);
  const targets = (ts: Transition[]) => ts.flatMap((t) => (t.target ? [t.target] : []));
  switch (edit.op) {
    case 'addState':
    case 'removeState':
    case 'renameState':
      return dotted(edit.path);
    case 'addTransition':
      return [...dotted(edit.source), ...targets([edit.transition])];
    case 'replaceTransitions':
      return [...dotted(edit.source), ...targets(edit.transitions)];
    case 'removeTransitions':
      return dotted(edit.source);
    default:
      return dotted(edit.state);
  }
}

/**
 * Drops edits that name a state another edit removes or renames away. One reading does not both
 * remove a state and describe it, and such a list is not idempotent: on a second pass the state
 * described is removed or renamed again, and comes back at the end of its siblings.
 */
function withoutRecreation(edits: Edit[]): Edit[] {
  const gone = edits.flatMap((e) => (e.op === 'removeState' || e.op === 'renameState' ? [e.path.join('.')] : []));
  const hits = (p: string) => gone.some((g) => p === g || p.startsWith(`${g}.`));
  // A new name is used only after the rename that gives it.
  const renamedTo = (index: number) =>
    edits.slice(index + 1).flatMap((e) => (e.op === 'renameState' ? [[...e.path.slice(0, -1), e.to].join('.')] : []));
  return edits.filter((edit, index) => {
    const later = renamedTo(index);
    if (named(edit).some((p) => later.some((g) => p === g || p.startsWith(`${g}.`)))) return false;
    if (edit.op === 'removeState') return true;
    if (edit.op === 'renameState') return !hits([...edit.path.slice(0, -1), edit.to].join('.'));
    return !named(edit).some(hits);
  });
}

/** A flow and edits over it. */
export const flowAndEdits = (options: { additive?: boolean; names?: string[] } = {}) =>
  flowArb(options.names).chain((flow) => editsArb(flow, options).map((edits) => ({ flow, edits })));
