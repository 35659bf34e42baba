#!/usr/bin/env node
// Engine benchmark: generateFlow (from dist/, so build first) against compromise's own tagging
// of the same texts, measured in the same run.
//
//   npm run bench                              # build, then this script with its defaults
//   node bench/engine.mjs [--runs 7] [--growth-ms 2000] [--json]  # --json: one JSON object, no table
//
// 1. The corpora (../shared/eval/dev-cases.json, target <= 2x; real-cases.json, other people's
//    prose, target <= 2.5x): every description is generated `runs` times,
//    each time right after compromise tags the same text, so both see the same machine load.
//    A description's latency is its median over the runs; the report gives the median and p99
//    of those latencies, and throughput as descriptions per second of a whole pass.
// 2. Growth: descriptions of 1, 10, 100 and 1,000 sentences, each sentence with its own state
//    names so the flow grows with the text; median of the timings at each size, taken `runs`
//    times and for at least `growth-ms` milliseconds (so the short texts get many samples).
//
// Baseline: `nlp(text)` of compromise 14, which runs its default hooks on construction:
// tokenise, lexicon, preTagger, postTagger, chunks, i.e. the full tagging. `.json()` is not
// called: it only serialises what is already tagged, and leaving it out makes the baseline as
// fast as compromise can be. When a request has `context`, both texts are tagged, since the
// engine reads both.

import { existsSync, readFileSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import nlp from 'compromise';
import { description } from './descriptions.mjs';

const here = new URL('./', import.meta.url);
const distIndex = new URL('../dist/index.js', here);
if (!existsSync(distIndex)) {
  console.error('bench/engine.mjs: dist/index.js is missing; run `npm run build` first (or `npm run bench`).');
  process.exit(2);
}
const { generateFlow, FlowRequestError } = await import(distIndex.href);

const argv = process.argv.slice(2);
const flag = (name) => argv.includes(name);
const option = (name, fallback) => {
  const i = argv.indexOf(name);
  return i >= 0 && argv[i + 1] !== undefined ? Number(argv[i + 1]) : fallback;
};
const RUNS = option('--runs', 7);
const WARMUP = option('--warmup', 3);
const GROWTH_MS = option('--growth-ms', 2000);
const asJson = flag('--json');

const now = () => process.hrtime.bigint();
const ms = (from, to) => Number(to - from) / 1e6;
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const percentile = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
};

function tag(request) {
  nlp(request.text);
  if (request.context) nlp(request.context);
}

/** Generates; a request the library refuses counts as refused, not as a timing. */
function generate(request) {
  try {
    generateFlow(request);
    return true;
  } catch (error) {
    if (error instanceof FlowRequestError) return false;
    throw error;
  }
}

// ---------- inputs ----------
/** The requests of a corpus of ../shared/eval, or [] when it is not there. */
function corpusRequests(name) {
  const file = fileURLToPath(new URL(`../../shared/eval/${name}`, here));
  const cases = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : [];
  return cases.map((c) => ({
    text: c.text,
    ...(c.context !== undefined ? { context: c.context } : {}),
    ...(c.existingFlow !== undefined ? { existingFlow: c.existingFlow } : {}),
    format: 'xstate',
    mode: c.mode ?? 'full',
  }));
}
// The dev corpus is the team's own prose; the real corpus is other people's, longer and looser.
const CORPORA = [
  { name: 'dev', file: 'dev-cases.json', limit: 2 },
  { name: 'real', file: 'real-cases.json', limit: 2.5 },
].map((c) => ({ ...c, requests: corpusRequests(c.file) }));
const requests = CORPORA.flatMap((c) => c.requests);

const SIZES = [1, 10, 100, 1000];

// ---------- warm-up: load compromise's lexicon, the grammar, and let the JIT settle ----------
for (let w = 0; w < WARMUP; w++) {
  for (const r of requests) {
    tag(r);
    generate(r);
  }
  for (const n of SIZES.slice(0, 3)) {
    const r = { text: description(n), format: 'xstate', mode: 'full' };
    tag(r);
    generate(r);
  }
}

// ---------- 1. the corpora ----------
/** Each description generated `RUNS` times right after compromise tags it: medians, p99, throughput. */
function measureCorpus(requests) {
  const engineSamples = requests.map(() => []);
  const tagSamples = requests.map(() => []);
  const enginePasses = [];
  const tagPasses = [];
  let refused = 0;
  for (let run = 0; run < RUNS; run++) {
    let enginePass = 0;
    let tagPass = 0;
    requests.forEach((r, i) => {
      const t0 = now();
      tag(r);
      const t1 = now();
      const ok = generate(r);
      const t2 = now();
      if (!ok) {
        if (run === 0) refused++;
        return;
      }
      tagSamples[i].push(ms(t0, t1));
      engineSamples[i].push(ms(t1, t2));
      tagPass += ms(t0, t1);
      enginePass += ms(t1, t2);
    });
    enginePasses.push(enginePass);
    tagPasses.push(tagPass);
  }
  const engineLatency = engineSamples.filter((x) => x.length).map(median);
  const tagLatency = tagSamples.filter((x) => x.length).map(median);
  const measured = engineLatency.length;
  const result = {
    descriptions: requests.length,
    refused,
    engine: { medianMs: median(engineLatency), p99Ms: percentile(engineLatency, 99), perSecond: measured / (median(enginePasses) / 1000) },
    compromise: { medianMs: median(tagLatency), p99Ms: percentile(tagLatency, 99), perSecond: measured / (median(tagPasses) / 1000) },
  };
  return { ...result, ratioMedian: result.engine.medianMs / result.compromise.medianMs };
}
const corpora = Object.fromEntries(CORPORA.filter((c) => c.requests.length).map((c) => [c.name, { ...measureCorpus(c.requests), limit: c.limit }]));

// ---------- 2. growth with text length ----------
const growth = SIZES.map((n) => {
  const r = { text: description(n), format: 'xstate', mode: 'full' };
  const engine = [];
  const tagging = [];
  // At least RUNS samples, and at least GROWTH_MS of them: the smaller texts take milliseconds,
  // and a few samples let one garbage collection move the median.
  const started = now();
  for (let run = 0; run < RUNS || ms(started, now()) < GROWTH_MS; run++) {
    const t0 = now();
    tag(r);
    const t1 = now();
    generate(r);
    const t2 = now();
    tagging.push(ms(t0, t1));
    engine.push(ms(t1, t2));
  }
  const flow = generateFlow(r).flow;
  const states = (function count(node) {
    return Object.values(node.states ?? {}).reduce((sum, child) => sum + 1 + count(child), 0);
  })(flow);
  return { sentences: n, characters: r.text.length, states, engineMs: median(engine), compromiseMs: median(tagging) };
});
const at = (n) => growth.find((g) => g.sentences === n);
const growthRatio = at(1000).engineMs / at(100).engineMs;
const compromiseGrowthRatio = at(1000).compromiseMs / at(100).compromiseMs;

// ---------- report ----------
let commit = 'unknown';
try {
  commit = execSync('git rev-parse --short HEAD', { cwd: fileURLToPath(new URL('..', here)), stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim();
} catch {
  // Not a git checkout: the report says so.
}
const report = {
  command: `node bench/engine.mjs${argv.length ? ' ' + argv.join(' ') : ''}`,
  commit,
  node: process.version,
  runs: RUNS,
  growthMs: GROWTH_MS,
  warmup: WARMUP,
  baseline: 'compromise 14 nlp(text): tokenise + preTagger + postTagger + chunks (its default hooks)',
  corpora,
  growth,
  targets: {
    ...Object.fromEntries(Object.entries(corpora).map(([name, c]) => [`${name}MedianRatio`, { value: c.ratioMedian, limit: c.limit, met: c.ratioMedian <= c.limit }])),
    growth1000over100: { value: growthRatio, limit: 12, met: growthRatio <= 12 },
  },
  compromiseGrowth1000over100: compromiseGrowthRatio,
};

if (asJson) {
  console.log(JSON.stringify(report, null, 2));
} else {
  const f = (x, d = 2) => (x === null || x === undefined ? '-' : x.toFixed(d));
  console.log(`Engine benchmark: commit ${commit}, Node ${process.version}, ${RUNS} runs after ${WARMUP} warm-up passes`);
  console.log(`Baseline: ${report.baseline}\n`);
  for (const { name, file } of CORPORA) {
    const corpus = corpora[name];
    if (!corpus) {
      console.log(`${file}: not found in ../shared/eval, skipped\n`);
      continue;
    }
    console.log(`${name} corpus (${file}): ${corpus.descriptions} descriptions${corpus.refused ? `, ${corpus.refused} refused by the library and left out` : ''}`);
    console.log('| | median ms | p99 ms | descriptions/s |');
    console.log('|---|---|---|---|');
    console.log(`| engine (generateFlow) | ${f(corpus.engine.medianMs, 3)} | ${f(corpus.engine.p99Ms, 3)} | ${f(corpus.engine.perSecond, 0)} |`);
    console.log(`| compromise tagging | ${f(corpus.compromise.medianMs, 3)} | ${f(corpus.compromise.p99Ms, 3)} | ${f(corpus.compromise.perSecond, 0)} |`);
    console.log(`\nengine / compromise, median latency: ${f(corpus.ratioMedian)}x (target <= ${corpus.limit}x: ${corpus.ratioMedian <= corpus.limit ? 'met' : 'not met'})\n`);
  }
  console.log('Growth with text length');
  console.log('| sentences | characters | states | engine ms | compromise ms | engine / compromise |');
  console.log('|---|---|---|---|---|---|');
  for (const g of growth) {
    console.log(`| ${g.sentences} | ${g.characters} | ${g.states} | ${f(g.engineMs, 3)} | ${f(g.compromiseMs, 3)} | ${f(g.engineMs / g.compromiseMs)}x |`);
  }
  console.log(`\nengine, 1,000 / 100 sentences: ${f(growthRatio)}x (target <= 12x: ${growthRatio <= 12 ? 'met' : 'not met'}); compromise alone: ${f(compromiseGrowthRatio)}x`);
}
