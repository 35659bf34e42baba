/**
 * The normal form of a flow, which is what comparisons look at: fields in a fixed order, empty
 * containers dropped (`on: {}`, `actions: []`, an event with no transitions), events sorted by
 * name, states kept in their order (the first state is the initial one). Two flows that differ only in ways JSON
 * readers ignore, or in empty containers, have the same normal form.
 */
import type { Delay, DelayedTransition, FlowNode, Invocation, Transition } from '../model/flow.js';
import { sameJson, setOwn } from './own.js';

function normaliseTransition<T extends Transition & { delay?: Delay }>(t: T): T {
  const out: Transition & { delay?: Delay } = {};
  if (t.description !== undefined) out.description = t.description;
  if (t.cond !== undefined) out.cond = t.cond;
  if (t.target !== undefined) out.target = t.target;
  if (t.actions?.length) out.actions = [...t.actions];
  if (t.delay !== undefined) out.delay = t.delay;
  return out as T;
}

const list = <T extends Transition>(items: T[] | undefined): T[] | undefined =>
  items?.length ? items.map(normaliseTransition) : undefined;

function normaliseInvocation(inv: Invocation): Invocation {
  const out: Invocation = { src: inv.src };
  const onDone = list(inv.onDone);
  const onError = list(inv.onError);
  if (onDone) out.onDone = onDone;
  if (onError) out.onError = onError;
  return out;
}

/** The normal form of a state's own parts, without its `states`: what comparing one state at a time looks at. */
export function normaliseNode(node: FlowNode): FlowNode {
  const out: FlowNode = {};
  if (node.description !== undefined) out.description = node.description;
  const on: Record<string, Transition[]> = {};
  // Events in name order: their order carries no meaning, unlike that of states.
  const events = Object.keys(node.on ?? {}).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  for (const [event, transitions] of events.map((e) => [e, node.on![e]] as const)) {
    const items = list(transitions);
    if (items) setOwn(on, event, items);
  }
  if (Object.keys(on).length) out.on = on;
  const after = list<DelayedTransition>(node.after);
  if (after) out.after = after;
  const always = list(node.always);
  if (always) out.always = always;
  const onDone = list(node.onDone);
  if (onDone) out.onDone = onDone;
  if (node.entryActions?.length) out.entryActions = [...node.entryActions];
  if (node.exitActions?.length) out.exitActions = [...node.exitActions];
  if (node.invoke?.length) out.invoke = node.invoke.map(normaliseInvocation);
  return out;
}

export function normaliseFlow(node: FlowNode): FlowNode {
  const out = normaliseNode(node);
  const names = Object.keys(node.states ?? {});
  if (names.length) {
    const states: Record<string, FlowNode> = {};
    for (const name of names) setOwn(states, name, normaliseFlow(node.states![name]));
    out.states = states;
  }
  return out;
}

/** Whether two flows have the same normal form. */
export function sameFlow(a: FlowNode, b: FlowNode): boolean {
  return sameJson(normaliseFlow(a), normaliseFlow(b));
}

/** Whether a flow has nothing in it. */
export function isEmptyFlow(node: FlowNode): boolean {
  return Object.keys(normaliseFlow(node)).length === 0;
}
