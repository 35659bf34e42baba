/**
 * Fragments: an RFC 6902 JSON Patch from one flow to another.
 *
 * `diffFlows(before, after)` walks both flows once, and not at all into what they share: when
 * `after` was made from `before` by applying edits, every state the edits left alone is the same
 * object in both, skipped with one identity check. Objects are compared key by key and arrays
 * by their common start and end, so changing one transition yields one small `replace` rather
 * than a rewritten list. The order of `states` matters (the first is the initial state) but
 * JSON Patch has no operation to put a member in front of others; `add` appends, so where the
 * order changes each state that must come later is moved onto itself, which re-appends it in
 * order (`move` is `remove` then `add`, RFC 6902 section 4.4). Other objects' key order carries
 * no meaning and is left alone.
 *
 * Given the record of what applying the edits changed (`changes`, states-changes.ts), the walk
 * does not list the names of a `states` map the record covers: it visits only the names the
 * record holds, and works out the moves from its outline of both orders. The patch is the same,
 * operation for operation, as the one found by listing the names.
 *
 * `applyFragments(flow, patch)` applies such a patch without touching prototypes, so states
 * named `__proto__` work; fast-json-patch gives the same result for any other name.
 */
import type { FlowNode, PatchOperation } from '../model/flow.js';
import { cloneJson, hasOwn, pointerSegment, sameJson, setOwn } from './own.js';
import type { NameChanges, StatesChanges } from './states-changes.js';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const isObject = (v: unknown): v is Record<string, Json> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** What an object is, which decides whether its key order matters: only a `states` map's does. */
type Kind = 'node' | 'states' | 'json';

/** The patch being built, and the record of changes to consult, if any. */
interface Walk {
  ops: PatchOperation[];
  changes?: StatesChanges;
}

function diffValue(a: Json, b: Json, path: string, kind: Kind, walk: Walk): void {
  // Callers have found a and b different (diffObject, diffArray) or are at the root.
  if (isObject(a) && isObject(b)) return diffObject(a, b, path, kind, walk);
  if (Array.isArray(a) && Array.isArray(b)) return diffArray(a, b, path, walk);
  walk.ops.push({ op: 'replace', path, value: cloneJson(b) });
}

function diffObject(a: Record<string, Json>, b: Record<string, Json>, path: string, kind: Kind, walk: Walk): void {
  const change = kind === 'states' ? walk.changes?.between(a, b) : undefined;
  if (change) return diffRecordedStates(a, b, path, change, walk);
  const { ops } = walk;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  const childKind = (key: string): Kind => (kind === 'states' ? 'node' : kind === 'node' && key === 'states' ? 'states' : 'json');
  // Removals first (before any index or order changes), then changes, then additions.
  const survivors: string[] = [];
  for (const key of keysA) {
    if (hasOwn(b, key)) survivors.push(key);
    else ops.push({ op: 'remove', path: `${path}/${pointerSegment(key)}` });
  }
  for (const key of survivors) {
    // Equal members are skipped before any pointer is built: most of a large flow is unchanged,
    // and mostly shared, which settles it by identity. A `states` map goes straight to
    // diffObject, which skips its equal members itself: comparing it first would read all its
    // names twice more.
    const kindOf = childKind(key);
    if (a[key] !== b[key] && (kindOf === 'states' || !sameJson(a[key], b[key]))) diffValue(a[key], b[key], `${path}/${pointerSegment(key)}`, kindOf, walk);
  }
  const added = survivors.length === keysB.length ? [] : keysB.filter((key) => !hasOwn(a, key));
  for (const key of added) ops.push({ op: 'add', path: `${path}/${pointerSegment(key)}`, value: cloneJson(b[key]) });
  if (kind !== 'states') return;
  // Keep the longest start of the wanted order that is already in order (surviving keys as they
  // were, then added ones); re-append the rest.
  let kept = 0;
  for (const key of survivors) if (key === keysB[kept]) kept++;
  for (const key of added) if (key === keysB[kept]) kept++;
  moveOntoThemselves(keysB.slice(kept), path, ops);
}

/** Re-appends each of `names`, in turn, to the `states` map at `path`. */
function moveOntoThemselves(names: readonly string[], path: string, ops: PatchOperation[]): void {
  for (const key of names) {
    const at = `${path}/${pointerSegment(key)}`;
    ops.push({ op: 'move', from: at, path: at });
  }
}

/**
 * diffObject for a `states` map the record covers: the same operations in the same order, from
 * the recorded names only. Every other name has the same state on both sides, and keeps its
 * order among them, so it makes no operation; the moves are found as diffObject finds them, on
 * the outline of both orders, where each run of untouched names stands for itself.
 */
function diffRecordedStates(a: Record<string, Json>, b: Record<string, Json>, path: string, change: NameChanges, walk: Walk): void {
  const { ops } = walk;
  const survivors: string[] = [];
  for (const key of change.inBefore) {
    if (hasOwn(b, key)) survivors.push(key);
    else ops.push({ op: 'remove', path: `${path}/${pointerSegment(key)}` });
  }
  for (const key of survivors) if (a[key] !== b[key] && !sameJson(a[key], b[key])) diffValue(a[key], b[key], `${path}/${pointerSegment(key)}`, 'node', walk);
  for (const key of change.added) ops.push({ op: 'add', path: `${path}/${pointerSegment(key)}`, value: cloneJson(b[key]) });
  const wanted = change.afterOutline();
  const had = [...change.beforeOutline().filter((part) => typeof part !== 'string' || hasOwn(b, part)), ...change.added];
  let kept = 0;
  for (const part of had) if (part === wanted[kept]) kept++;
  moveOntoThemselves(change.names(wanted.slice(kept)), path, ops);
}

function diffArray(a: Json[], b: Json[], path: string, walk: Walk): void {
  let start = 0;
  while (start < a.length && start < b.length && sameJson(a[start], b[start])) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && sameJson(a[endA - 1], b[endB - 1])) {
    endA--;
    endB--;
  }
  const paired = Math.min(endA, endB) - start;
  for (let i = 0; i < paired; i++) if (!sameJson(a[start + i], b[start + i])) diffValue(a[start + i], b[start + i], `${path}/${start + i}`, 'json', walk);
  for (let i = start + paired; i < endA; i++) walk.ops.push({ op: 'remove', path: `${path}/${start + paired}` });
  for (let i = start + paired; i < endB; i++) walk.ops.push({ op: 'add', path: `${path}/${i}`, value: cloneJson(b[i]) });
}

/**
 * The patch that turns `before` into `after` (neither is modified). `changes`: what applying
 * the edits that made `after` changed (`applyEditsWithEffects`, from `before` or from a flow a
 * draft made from it), to visit only the names it holds; the patch is the same without it.
 */
export function diffFlows(before: FlowNode, after: FlowNode, changes?: StatesChanges): PatchOperation[] {
  const walk: Walk = { ops: [], changes };
  diffObject(before as Record<string, Json>, after as Record<string, Json>, '', 'node', walk);
  return walk.ops;
}

function parsePointer(pointer: string): string[] {
  if (pointer === '') return [];
  if (!pointer.startsWith('/')) throw new Error(`not a JSON pointer: ${pointer}`);
  return pointer.slice(1).split('/').map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}

function parentOf(doc: Json, segments: string[], pointer: string): [Record<string, Json> | Json[], string] {
  let node: Json = doc;
  for (const segment of segments.slice(0, -1)) {
    const next: Json | undefined = Array.isArray(node) ? node[Number(segment)] : isObject(node) && hasOwn(node, segment) ? node[segment] : undefined;
    if (next === undefined) throw new Error(`patch path does not exist: ${pointer}`);
    node = next;
  }
  if (typeof node !== 'object' || node === null) throw new Error(`patch path does not exist: ${pointer}`);
  return [node, segments[segments.length - 1]];
}

function take(doc: Json, pointer: string): Json {
  const [parent, key] = parentOf(doc, parsePointer(pointer), pointer);
  if (Array.isArray(parent)) return parent.splice(Number(key), 1)[0];
  if (!hasOwn(parent, key)) throw new Error(`patch path does not exist: ${pointer}`);
  const value = parent[key];
  delete parent[key];
  return value;
}

function put(doc: Json, pointer: string, value: Json, replace: boolean): void {
  const [parent, key] = parentOf(doc, parsePointer(pointer), pointer);
  if (Array.isArray(parent)) {
    const index = key === '-' ? parent.length : Number(key);
    parent.splice(index, replace ? 1 : 0, value);
  } else setOwn(parent, key, value);
}

/**
 * Applies a patch to a copy of `flow` and returns it. Supports every operation `diffFlows`
 * emits (add, remove, replace, move) and `test`; paths use own properties only.
 */
export function applyFragments(flow: FlowNode, patch: readonly PatchOperation[]): FlowNode {
  let doc = cloneJson(flow) as Json;
  for (const op of patch) {
    if (op.path === '') {
      if (op.op === 'add' || op.op === 'replace') doc = cloneJson(op.value as Json);
      continue;
    }
    switch (op.op) {
      case 'add':
      case 'replace':
        put(doc, op.path, cloneJson(op.value as Json), op.op === 'replace');
        break;
      case 'remove':
        take(doc, op.path);
        break;
      case 'move':
        put(doc, op.path, take(doc, op.from!), false);
        break;
      case 'copy':
        throw new Error('copy is not supported');
      case 'test': {
        const [parent, key] = parentOf(doc, parsePointer(op.path), op.path);
        const value = Array.isArray(parent) ? parent[Number(key)] : hasOwn(parent, key) ? parent[key] : undefined;
        if (!sameJson(value, op.value)) throw new Error(`patch test failed at ${op.path}`);
        break;
      }
    }
  }
  return doc as FlowNode;
}
