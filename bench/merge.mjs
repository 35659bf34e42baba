#!/usr/bin/env node
// Merge and diff cost against the size of the existing flow (10, 100, 1,000, 10,000 states).
//
//   npm run bench:merge            (= npm run build && node --expose-gc bench/merge.mjs)
//   node --expose-gc bench/merge.mjs --json
//
// Uses the built library (dist/). For each size it builds one existing flow and one fixed list
// of edits, like a short description would give (a new state, transitions into and out of it,
// a replacement, an entry action, a removal), then times each step of the merge side. Every call
// starts from its own fresh copy of the existing flow, as a request starts from the flow it has
// just parsed:
//   validate     checkExistingFlow(copy): schema and targets of the existing flow
//   apply        applyEditsWithEffects(copy, edits): the full flow, and what each edit created
//   incremental  extractIncremental(copy, full, changes): the incremental flow and what it cannot
//                express, given the record of what applying the edits changed, as a request runs it
//   fragments    diffFlows(copy, full, changes): the JSON Patch from the existing flow to the full one
//   incremental (full walk), fragments (full walk)
//                the same two without the record, as for two flows parsed separately: they list
//                the names of every `states` map that differs
//   merge        mergeFlows(copy, copy of the incremental flow), as a client holding both would
//   request      the merge side of one request, on one copy: resolveSiblingTargetsWithChanges,
//                apply, then both extractIncremental and diffFlows with the record (a request asks
//                for one of the two, so this is an upper bound on its merge work); validation and
//                the engine are not in it
//   names        the baseline for the full walks: Object.keys of the existing and the full flow's
//                top-level `states` maps, nothing else. A diff that finds the states added and
//                removed by reading both lists of names cannot cost less; with the record the
//                names are read once, when applying the edits copies the map.
// For the diff steps, `full` and `changes` are what applyEditsWithEffects made from that very
// copy, before the clock starts, as in a request (src/generate.ts). Applying edits is
// copy-on-write, so the full flow shares every state the edits left alone with the existing one,
// and these steps skip those states by identity. Timing them on two separate deep copies, as
// this script did once, would make them walk every state, which no request does.
// Each figure is the median of several samples, divided back to one call (see perCall); the
// first sample is a warm-up. With --expose-gc, garbage is collected before each sample so one
// sample does not pay for the previous one's.

import { applyEditsWithEffects } from '../dist/merge/apply.js';
import { diffFlows } from '../dist/merge/fragments.js';
import { extractIncremental } from '../dist/merge/incremental.js';
import { mergeFlows } from '../dist/merge/merge-flows.js';
import { checkExistingFlow, resolveSiblingTargetsWithChanges } from '../dist/merge/validate-existing.js';

const SIZES = [10, 100, 1000, 10000];
const SAMPLES = 11;
const json = process.argv.includes('--json');
const hot = process.argv.includes('--hot');

/** N top-level states in a ring (NEXT, BACK), every tenth with two children and a timeout. */
function existingFlow(n) {
  const states = {};
  for (let i = 0; i < n; i++) {
    const node = { on: { NEXT: [{ target: `s${(i + 1) % n}` }], BACK: [{ cond: 'can go back', target: `s${(i + n - 1) % n}` }] } };
    if (i % 10 === 0) {
      node.states = { editing: { on: { SAVE: [{ target: `s${i}.saved` }] } }, saved: {} };
      node.after = [{ delay: 5000, target: 's0' }];
      node.entryActions = ['log'];
    }
    states[`s${i}`] = node;
  }
  return { states };
}

function edits(n) {
  const mid = `s${Math.floor(n / 2)}`;
  const origin = { rule: 'bench', input: 'text', span: { start: 0, end: 10 } };
  return [
    { op: 'addState', path: ['help'], origin },
    { op: 'addTransition', source: [mid], trigger: { kind: 'on', event: 'HELP' }, transition: { target: 'help' }, origin },
    { op: 'addTransition', source: ['help'], trigger: { kind: 'on', event: 'CLOSE' }, transition: { target: mid }, origin },
    { op: 'replaceTransitions', source: ['s1'], trigger: { kind: 'on', event: 'NEXT' }, transitions: [{ target: 'help' }], origin },
    { op: 'addEntryAction', state: [mid], action: 'show hint', origin },
    { op: 'removeState', path: [`s${n - 1}`], origin },
  ];
}

/**
 * Median time of one call of `step(input)`. By default every call gets its own copy of its
 * inputs, made before the clock starts, and each sample covers at least 20,000 states of them:
 * a service parses a new existingFlow for every request, so the flow is never already in the
 * processor's cache. With --hot every call reuses one input, which favours small flows (a
 * 1,000-state flow stays in cache between calls, a 10,000-state one does not).
 */
function perCall(makeInput, step, states) {
  const calls = hot ? 64 : Math.max(3, Math.ceil(20000 / states));
  const shared = hot ? makeInput() : undefined;
  const once = () => {
    const inputs = Array.from({ length: calls }, () => shared ?? makeInput());
    globalThis.gc?.();
    const t0 = process.hrtime.bigint();
    for (const input of inputs) step(input);
    return Number(process.hrtime.bigint() - t0) / 1e6 / calls;
  };
  once(); // warm-up
  const samples = Array.from({ length: SAMPLES }, once).sort((a, b) => a - b);
  return samples[Math.floor(SAMPLES / 2)];
}

const copy = (value) => JSON.parse(JSON.stringify(value));

/** A fresh copy of the existing flow, the full flow the edits make from it and the record of what they changed, as a request has them. */
function applied(flow, list) {
  const existing = copy(flow);
  const { flow: full, changes } = applyEditsWithEffects(existing, list);
  return [existing, full, changes];
}

/** What a request does with its existing flow once the edits are read (src/generate.ts), both output shapes. */
function request(given, list) {
  const resolved = resolveSiblingTargetsWithChanges(given);
  const { flow: full, changes } = applyEditsWithEffects(resolved.flow, list, resolved.changes);
  extractIncremental(resolved.flow, full, changes);
  diffFlows(given, full, changes);
}

/** Reads the names of both top-level `states` maps; the sum is kept so the reads are not optimised away. */
let namesRead = 0;
function readNames(existing, full) {
  namesRead += Object.keys(existing.states).length + Object.keys(full.states).length;
}

const results = [];
for (const n of SIZES) {
  const flow = existingFlow(n);
  const list = edits(n);
  const { flow: full, changes } = applyEditsWithEffects(flow, list);
  const { flow: incremental } = extractIncremental(flow, full);
  const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);
  if (!same(extractIncremental(flow, full, changes), extractIncremental(flow, full)) || !same(diffFlows(flow, full, changes), diffFlows(flow, full)))
    throw new Error(`the diff steps with and without the record differ at ${n} states`);
  if (checkExistingFlow({ format: 'xstate', flow }).length) throw new Error(`bench flow of ${n} states is invalid`);
  results.push({
    states: n,
    validate: perCall(() => ({ format: 'xstate', flow: copy(flow) }), (e) => checkExistingFlow(e), n),
    apply: perCall(() => copy(flow), (f) => applyEditsWithEffects(f, list), n),
    incremental: perCall(() => applied(flow, list), ([f, g, c]) => extractIncremental(f, g, c), n),
    fragments: perCall(() => applied(flow, list), ([f, g, c]) => diffFlows(f, g, c), n),
    'incremental (full walk)': perCall(() => applied(flow, list), ([f, g]) => extractIncremental(f, g), n),
    'fragments (full walk)': perCall(() => applied(flow, list), ([f, g]) => diffFlows(f, g), n),
    merge: perCall(() => [copy(flow), copy(incremental)], ([f, i]) => mergeFlows(f, i), n),
    request: perCall(() => copy(flow), (f) => request(f, list), n),
    names: perCall(() => applied(flow, list), ([f, g]) => readNames(f, g), n),
  });
}

const steps = ['validate', 'apply', 'incremental', 'fragments', 'incremental (full walk)', 'fragments (full walk)', 'merge', 'request', 'names'];
const ratio = (step, big, small) => results.find((r) => r.states === big)[step] / results.find((r) => r.states === small)[step];
const ratios = Object.fromEntries(steps.map((s) => [s, ratio(s, 10000, 1000)]));

if (json) {
  process.stdout.write(`${JSON.stringify({ node: process.version, samples: SAMPLES, hot, results, ratios10000to1000: ratios }, null, 2)}\n`);
} else {
  const fmt = (ms) => (ms < 0.1 ? ms.toFixed(4) : ms < 10 ? ms.toFixed(3) : ms.toFixed(1));
  console.log(`Node ${process.version}, median of ${SAMPLES} samples, ms per call, ${hot ? 'one input reused (--hot)' : 'a fresh copy of the inputs for every call'}\n`);
  console.log(`| states | ${steps.join(' | ')} |`);
  console.log(`|---:|${steps.map(() => '---:').join('|')}|`);
  for (const r of results) console.log(`| ${r.states.toLocaleString('en')} | ${steps.map((s) => fmt(r[s])).join(' | ')} |`);
  console.log(`| 10,000 / 1,000 | ${steps.map((s) => `${ratios[s].toFixed(1)}×`).join(' | ')} |`);
  const verdict = (step) => `${step} ${ratios[step].toFixed(1)}× (${ratios[step] <= 12 ? 'met' : 'not met'})`;
  console.log(`\n10,000 vs 1,000 states, target ≤ 12×: ${verdict('incremental')}, ${verdict('fragments')}; full walks ${ratios['incremental (full walk)'].toFixed(1)}× and ${ratios['fragments (full walk)'].toFixed(1)}×; baseline (names) ${ratios.names.toFixed(1)}×`);
}
