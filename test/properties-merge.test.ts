/**
 * The properties of issue 3, on generated flows and edit lists (the merge step on its own), so
 * they hold whatever the engine reads out of a text. properties-merge-text.test.ts states the
 * same properties through generateFlow, on texts.
 */
import fc from 'fast-check';
import jsonpatch from 'fast-json-patch';
import { describe, expect, test } from 'vitest';
import { applyEdits, applyEditsWithEffects } from '../src/merge/apply.js';
import { applyFragments, diffFlows } from '../src/merge/fragments.js';
import { extractIncremental } from '../src/merge/incremental.js';
import { mergeFlows } from '../src/merge/merge-flows.js';
import { isEmptyFlow, sameFlow } from '../src/merge/normalise.js';
import { sameJson } from '../src/merge/own.js';
import { droppedDiagnostics } from '../src/merge/report.js';
import { checkTargets } from '../src/merge/validate-existing.js';
import { check, FLOW_SCHEMA_ID } from '../src/model/schemas.js';
import { flowAndEdits, PLAIN_NAMES, statePaths } from './merge-arbitraries.js';
import { deepFreeze, transitionSet } from './merge-helpers.js';

const RUNS = { numRuns: Number(process.env.MERGE_RUNS ?? 300) };
const valid = (flow: object) => [...check(FLOW_SCHEMA_ID, { format: 'xstate', flow }), ...checkTargets(flow, '')];

describe('merge properties (generated flows and edits)', () => {
  test('applying the fragments to the existing flow gives the full flow', () => {
    fc.assert(
      fc.property(flowAndEdits(), ({ flow, edits }) => {
        const full = applyEdits(flow, edits);
        // Compared in normal form: the order of states and events counts, that of fields not.
        expect(sameFlow(applyFragments(flow, diffFlows(flow, full)), full)).toBe(true);
        expect(sameFlow(applyFragments({}, diffFlows({}, full)), full)).toBe(true);
      }),
      RUNS,
    );
  });

  test('fast-json-patch applies the fragments to the same result (names it can hold)', () => {
    fc.assert(
      fc.property(flowAndEdits({ names: PLAIN_NAMES }), ({ flow, edits }) => {
        const full = applyEdits(flow, edits);
        const patch = diffFlows(flow, full);
        expect(jsonpatch.validate(patch as jsonpatch.Operation[], flow)).toBeUndefined();
        const applied = jsonpatch.applyPatch(jsonpatch.deepClone(flow), patch as jsonpatch.Operation[]).newDocument;
        expect(sameFlow(applied, full)).toBe(true);
      }),
      RUNS,
    );
  });

  test('merging the incremental flow into the existing flow gives the full flow (additive edits)', () => {
    fc.assert(
      fc.property(flowAndEdits({ additive: true }), ({ flow, edits }) => {
        const full = applyEdits(flow, edits);
        const incremental = extractIncremental(flow, full);
        expect(incremental.dropped).toEqual([]);
        expect(sameFlow(mergeFlows(flow, incremental.flow), full)).toBe(true);
        // Existing states keep their order.
        for (const path of [[], ...statePaths(flow)]) {
          const before = Object.keys(nodeAt(flow, path)?.states ?? {});
          const after = Object.keys(nodeAt(full, path)?.states ?? {});
          expect(after.slice(0, before.length)).toEqual(before);
        }
      }),
      RUNS,
    );
  });

  test('merging gives the full flow, or each difference is reported against the edit that made it', () => {
    fc.assert(
      fc.property(flowAndEdits(), ({ flow, edits }) => {
        const { flow: full, effects } = applyEditsWithEffects(flow, edits);
        const incremental = extractIncremental(flow, full);
        const merged = mergeFlows(flow, incremental.flow);
        expect(sameFlow(merged, full)).toBe(incremental.dropped.length === 0);
        const diagnostics = droppedDiagnostics(incremental.dropped, effects, { text: 'x'.repeat(50) });
        for (const d of diagnostics) expect(d.span.end).toBeGreaterThan(d.span.start);
      }),
      RUNS,
    );
  });

  test('the incremental flow repeats no transition of the existing flow and is a valid flow itself', () => {
    fc.assert(
      fc.property(flowAndEdits(), ({ flow, edits }) => {
        const full = applyEdits(flow, edits);
        const incremental = extractIncremental(flow, full).flow;
        const existing = transitionSet(flow);
        for (const t of transitionSet(incremental)) expect(existing.has(t), t).toBe(false);
        expect(valid(full)).toEqual([]);
        expect(valid(incremental)).toEqual([]);
      }),
      RUNS,
    );
  });

  test('re-applying the same edits to the full flow changes nothing', () => {
    fc.assert(
      fc.property(flowAndEdits(), ({ flow, edits }) => {
        const full = applyEdits(flow, edits);
        const again = applyEditsWithEffects(full, edits);
        // In normal form: a removal and re-addition may leave a node's fields in another order.
        expect(sameFlow(again.flow, full)).toBe(true);
        expect(isEmptyFlow(extractIncremental(full, again.flow).flow)).toBe(true);
        expect(diffFlows(full, again.flow)).toEqual([]);
      }),
      RUNS,
    );
  });

  test('applying edits never modifies its input', () => {
    fc.assert(
      fc.property(flowAndEdits(), ({ flow, edits }) => {
        const before = JSON.stringify(flow);
        // Frozen: the result shares states with its input, and a write to one of them throws.
        const full = applyEdits(deepFreeze(flow), edits);
        extractIncremental(flow, full);
        diffFlows(flow, full);
        expect(JSON.stringify(flow)).toBe(before);
        // Applied again to a result that shares states with the input.
        applyEdits(deepFreeze(full), edits);
        expect(JSON.stringify(flow)).toBe(before);
      }),
      { numRuns: 200 },
    );
  });
});

function nodeAt(flow: import('../src/model/flow.js').FlowNode, path: string[]) {
  let node: typeof flow | undefined = flow;
  for (const name of path) node = node?.states && Object.prototype.hasOwnProperty.call(node.states, name) ? node.states[name] : undefined;
  return node;
}
