/**
 * Checks an existing flow before anything is merged into it: first its shape, against the flow
 * schema, then that every `target` names a state the flow has. Each problem names the JSON
 * pointer of the offending value and says what was expected, with a hint where the mistake is a
 * common one (XState's `initial`, `entry`, shorthand targets, relative targets).
 */
import type { FlowEnvelope, FlowNode } from '../model/flow.js';
import { check, FLOW_SCHEMA_ID, type SchemaProblem } from '../model/schemas.js';
import { pointerSegment, statePointer } from './own.js';
import { Draft, listPointer, transitionLists } from './draft.js';
import type { StatesChanges } from './states-changes.js';

const FIELD_HINTS: Record<string, string> = {
  initial: 'the first state listed in `states` is the initial state',
  entry: 'write entry actions as `entryActions`: ["name", ...]',
  exit: 'write exit actions as `exitActions`: ["name", ...]',
  id: 'states are named by their key in `states`, and targets by their path from the root',
  type: 'final and parallel states are not part of the flow format',
};

const NAME_RULE = 'is not a valid state name: it must be non-empty and contain neither "." nor "#" (a dotted target such as "checkout.payment" is the path of a nested state)';

function valueAt(root: unknown, pointer: string): unknown {
  let value = root;
  for (const segment of pointer.split('/').slice(1)) {
    const key = segment.replace(/~1/g, '/').replace(/~0/g, '~');
    if (typeof value !== 'object' || value === null || !Object.prototype.hasOwnProperty.call(value, key)) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

function explain(problem: SchemaProblem, envelope: unknown): SchemaProblem[] {
  const field = problem.path.split('/').pop() ?? '';
  if (problem.message === 'is not a known field' && Object.prototype.hasOwnProperty.call(FIELD_HINTS, field)) {
    return [{ path: problem.path, message: `is not a known field: ${FIELD_HINTS[field]}` }];
  }
  if (problem.message === 'must be array' && /\/on\/[^/]+$/.test(problem.path)) {
    return [{ path: problem.path, message: 'must be an array of transitions, such as [{ "target": "next" }]' }];
  }
  if (/\/states$/.test(problem.path) && /pattern|property name|fewer than/.test(problem.message)) {
    const states = valueAt(envelope, problem.path);
    if (typeof states !== 'object' || states === null) return [problem];
    return Object.keys(states)
      .filter((name) => !/^[^.#]+$/.test(name))
      .map((name) => ({ path: `${problem.path}/${pointerSegment(name)}`, message: NAME_RULE }));
  }
  return [problem];
}

function* allStates(node: FlowNode, path: string[] = []): Generator<[string[], FlowNode]> {
  yield [path, node];
  for (const [name, child] of Object.entries(node.states ?? {})) yield* allStates(child, [...path, name]);
}

function unknownTarget(target: string, known: Set<string>): string {
  if (target.startsWith('#') || target.startsWith('.')) {
    return `is "${target}", a relative or id target: write the state's path from the root, such as "checkout.payment"`;
  }
  const last = target.split('.').pop()!;
  const candidates = [...known].filter((path) => path.split('.').pop() === last);
  const hint = candidates.length ? `; did you mean ${candidates.map((c) => `"${c}"`).join(' or ')}? (targets are paths from the root)` : '';
  return `names the state "${target}", which the flow does not have${hint}`;
}

/**
 * The path from the root that a target names: itself, or, as XState reads a name without a
 * leading dot, a sibling of the source state (`high` from `running.low` is `running.high`).
 */
function resolveTarget(target: string, source: readonly string[], known: Set<string>): string | undefined {
  if (known.has(target)) return target;
  if (source.length < 2) return undefined;
  const sibling = [...source.slice(0, -1), target].join('.');
  return known.has(sibling) ? sibling : undefined;
}

function knownStates(flow: FlowNode): [[string[], FlowNode][], Set<string>] {
  const states = [...allStates(flow)];
  return [states, new Set(states.filter(([path]) => path.length).map(([path]) => path.join('.')))];
}

/**
 * The flow with every target that names a sibling of its source rewritten as a path from the
 * root, the form the rest of the library works with. `flow` is not modified: the result is
 * `flow` itself when there is nothing to rewrite, and otherwise shares with it every state whose
 * targets are left alone (copy-on-write, draft.ts).
 */
export function resolveSiblingTargets(flow: FlowNode): FlowNode {
  return resolveSiblingTargetsWithChanges(flow).flow;
}

/**
 * resolveSiblingTargets, with what it changed in each `states` map (draft.ts), for applying edits
 * to continue from. `prior`: a record to continue, as for applyEditsWithEffects.
 */
export function resolveSiblingTargetsWithChanges(flow: FlowNode, prior?: StatesChanges): { flow: FlowNode; changes: StatesChanges } {
  const [states, known] = knownStates(flow);
  const draft = new Draft(flow, prior);
  for (const [path, node] of states)
    for (const [transitions, place] of transitionLists(node))
      transitions.forEach((t, index) => {
        const resolved = t.target === undefined ? undefined : resolveTarget(t.target, path, known);
        if (resolved !== undefined && resolved !== t.target) draft.transition(draft.node(path), place, index).target = resolved;
      });
  return { flow: draft.root, changes: draft.changes };
}

/** Every target that names no state of the flow. `at` is the pointer of the flow itself. */
export function checkTargets(flow: FlowNode, at: string): SchemaProblem[] {
  const [states, known] = knownStates(flow);
  const problems: SchemaProblem[] = [];
  for (const [path, node] of states)
    for (const [transitions, place] of transitionLists(node))
      transitions.forEach((t, i) => {
        if (t.target !== undefined && resolveTarget(t.target, path, known) === undefined) {
          problems.push({ path: `${at}${statePointer(path)}${listPointer(place)}/${i}/target`, message: unknownTarget(t.target, known) });
        }
      });
  return problems;
}

/** Problems with an existing flow envelope, with pointers starting at `at`; empty when it is usable. */
export function checkExistingFlow(envelope: unknown, at = '/existingFlow'): SchemaProblem[] {
  const seen = new Set<string>();
  // ajv reports a bad state name twice (pattern, then property name); each name is said once.
  const shape = check(FLOW_SCHEMA_ID, envelope)
    .flatMap((p) => explain(p, envelope))
    .filter((p) => !seen.has(`${p.path} ${p.message}`) && !!seen.add(`${p.path} ${p.message}`));
  if (shape.length) return shape.map((p) => ({ path: p.path === '/' ? at : `${at}${p.path}`, message: p.message }));
  return checkTargets((envelope as FlowEnvelope).flow, `${at}/flow`);
}
