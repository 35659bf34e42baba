/**
 * Random valid flows for the XState properties: up to three levels of states, every kind of
 * transition, guards, actions, entry/exit and services, with names that are properties of
 * every object (`__proto__`, `constructor`) or that XState reads specially (`\`).
 */
import fc from 'fast-check';
import type { DelayedTransition, FlowNode, Transition } from '../src/model/flow.js';
import { ensure, statePaths } from './merge-arbitraries.js';

const NAMES = ['idle', 'busy', 'done', 'constructor', 'toString', '__proto__', '__proto___', 'back\\slash', 'two words'];
const EVENTS = ['GO', 'BACK', 'constructor', '__proto__', 'toString'];
const CONDS = ['ok', 'valueOf', 'cart is empty'];
const ACTIONS = ['log', 'notify', 'hasOwnProperty'];
const SERVICES = ['fetch', 'constructor', 'save'];

const set = (record: Record<string, unknown>, key: string, value: unknown): void => {
  Object.defineProperty(record, key, { value, enumerable: true, writable: true, configurable: true });
};
const get = <T>(record: Record<string, T> | undefined, key: string): T | undefined =>
  record && Object.prototype.hasOwnProperty.call(record, key) ? record[key] : undefined;

type Piece =
  | { kind: 'on'; event: string }
  | { kind: 'after'; delay: number }
  | { kind: 'always' }
  | { kind: 'invoke.onDone' | 'invoke.onError'; src: string };

const pieceArb: fc.Arbitrary<Piece> = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...EVENTS).map((event) => ({ kind: 'on' as const, event })) },
  { weight: 2, arbitrary: fc.constantFrom(500, 1000, 1500.5).map((delay) => ({ kind: 'after' as const, delay })) },
  { weight: 1, arbitrary: fc.constant({ kind: 'always' as const }) },
  { weight: 2, arbitrary: fc.tuple(fc.constantFrom('invoke.onDone' as const, 'invoke.onError' as const), fc.constantFrom(...SERVICES)).map(([kind, src]) => ({ kind, src })) },
);

export const flowArb: fc.Arbitrary<FlowNode> = fc
  .uniqueArray(fc.array(fc.constantFrom(...NAMES), { minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 8, selector: (p) => JSON.stringify(p) })
  .chain((chosen) => {
    const shape: FlowNode = {};
    for (const p of chosen) ensure(shape, p);
    const all = statePaths(shape);
    const sourceArb = fc.constantFrom<string[]>([], ...all);
    const transitionArb = fc.record(
      {
        target: fc.constantFrom(...all.map((p) => p.join('.'))),
        cond: fc.constantFrom(...CONDS),
        actions: fc.uniqueArray(fc.constantFrom(...ACTIONS), { minLength: 1, maxLength: 2 }),
      },
      { requiredKeys: [] },
    ) as fc.Arbitrary<Transition>;
    const entry = fc.array(fc.tuple(sourceArb, fc.constantFrom('entryActions' as const, 'exitActions' as const), fc.constantFrom(...ACTIONS)), { maxLength: 3 });
    return fc.tuple(fc.constant(shape), fc.array(fc.tuple(sourceArb, pieceArb, transitionArb), { maxLength: 10 }), entry);
  })
  .map(([shape, pieces, entries]) => {
    const root: FlowNode = {};
    for (const p of statePaths(shape)) ensure(root, p);
    let eventless = 0;
    for (const [source, piece, transition] of pieces) {
      const node = ensure(root, source);
      if (piece.kind === 'on') {
        node.on ??= {};
        if (!get(node.on, piece.event)) set(node.on, piece.event, []);
        get(node.on, piece.event)!.push(transition);
      } else if (piece.kind === 'after') {
        (node.after ??= []).push({ ...transition, delay: piece.delay } as DelayedTransition);
      } else if (piece.kind === 'always') {
        // Eventless transitions get guards of their own: with stub guards that hold for ever, two
        // that shared one could cycle without end. (That cycle has its own test.)
        (node.always ??= []).push({ ...transition, cond: `eventless ${++eventless}` });
      } else {
        node.invoke ??= [];
        let inv = node.invoke.find((i) => i.src === piece.src);
        if (!inv) node.invoke.push((inv = { src: piece.src }));
        const list = piece.kind === 'invoke.onDone' ? (inv.onDone ??= []) : (inv.onError ??= []);
        list.push(transition);
      }
    }
    for (const [source, field, action] of entries) {
      const node = ensure(root, source);
      const list = (node[field] ??= []);
      if (!list.includes(action)) list.push(action);
    }
    return root;
  });
