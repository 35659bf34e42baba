#!/usr/bin/env node
/**
 * Load benchmark of the HTTP service, with its baselines measured in the same run (the machine is
 * shared, so ratios within one run are what can be compared):
 *   1. the library: generateFlow called in a loop on one thread;
 *   2. a bare node:http server answering a fixed body (the cost of HTTP alone), 50 connections;
 *   3. the service (`flowscribe serve`, its worker pool at its default size), 50 connections;
 *   4. one request at a time on the idle service: the latency the open-loop runs are held to;
 *   5. open loop: a fixed request rate at 25%, 50% and 75% of the capacity measured in 3;
 *   6. /healthz, on kept-alive connections, while ten 20,000-character descriptions are generated.
 * Each connection of the service's load uses its own API key, as 50 clients would, so the
 * per-key limits apply as in production. Servers run as child processes.
 *
 * Throughput is compared warm: V8 compiles the engine's hot code only after some thousands of
 * generations on a thread (about 3,000 here, 4 ms a generation at first and 2.8 ms after), and the
 * pool's threads each see only their share of the requests. So the service is first loaded for
 * --warm-up seconds, and the library loop then reads as many descriptions as each of the pool's
 * threads did, before the first slice.
 *
 *   npm run bench:load                 (builds first)
 *   node bench/load.mjs [--rounds N] [--slice S] [--warm-up S] [--duration S] [--connections N] [--json]
 *     --rounds, --slice: the closed-loop throughputs, taken in turn in slices of S seconds
 *     --warm-up: the service's load before the first round (0: 2 s, as before the warm-up)
 *     --duration: each open-loop rate
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Agent } from 'node:http';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { generateFlow } from '../dist/index.js';
import { startBareServer, startService, stopChild } from './children.mjs';
import { coresUsed, cpuReading } from './cpu-share.mjs';
import { longDescription } from './descriptions.mjs';
import { openLoop, percentile, send } from './open-loop.mjs';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    rounds: { type: 'string', default: '8' },
    slice: { type: 'string', default: '2' },
    'warm-up': { type: 'string', default: '20' },
    json: { type: 'boolean' },
  },
});
const duration = Math.min(Number(values.duration), 60);
const rounds = Math.min(Math.max(1, Number(values.rounds)), 30);
const slice = Math.min(Math.max(1, Number(values.slice)), 30);
const warmUp = Math.min(Math.max(2, Number(values['warm-up'])), 120);
const connections = Number(values.connections);
const KEYS = Array.from({ length: Math.max(connections, 10) }, (_, i) => `bench-key-${i}`);
const DESCRIPTION =
  'The sign-up form starts empty. When the user clicks Submit, go to submitting. ' +
  'If the server accepts the form, show the welcome page; if it fails, go back to the form and show the error.';
const BODY = JSON.stringify({ text: DESCRIPTION });
const postWith = (key, body = BODY) => ({ method: 'POST', headers: { 'content-type': 'application/json', 'x-api-key': key }, body });

const LIBRARY_REQUEST = { text: DESCRIPTION, format: 'xstate', mode: 'incremental' };

function libraryLoop(seconds) {
  const request = LIBRARY_REQUEST;
  for (let i = 0; i < 200; i += 1) generateFlow(request); // warm-up
  const cpu = cpuReading();
  const start = performance.now();
  const end = start + seconds * 1000;
  let calls = 0;
  while (performance.now() < end) {
    generateFlow(request);
    calls += 1;
  }
  return { requestsPerSecond: calls / ((performance.now() - start) / 1000), cores: coresUsed(cpu) };
}

/** Closed loop: `connections` connections, each sending its next request once answered. */
async function closedLoop(url, seconds, pid) {
  let n = 0;
  const cpu = cpuReading([pid]);
  const result = await autocannon({
    url: `${url}/flows`,
    connections,
    duration: seconds,
    requests: [{ ...postWith(KEYS[0]), setupRequest: (req) => ({ ...req, headers: { ...req.headers, 'x-api-key': KEYS[n++ % connections] } }) }],
  });
  const cores = coresUsed(cpu);
  // autocannon stops at its deadline with requests still in flight; let the server finish them.
  await new Promise((resolve) => setTimeout(resolve, 500));
  const statuses = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, count]));
  return { requestsPerSecond: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.timeouts, non2xx: result.non2xx, statuses, cores };
}

/** One request at a time, each sent when the previous is answered. */
async function idleLatency(url, count) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const latencies = [];
  for (let i = 0; i < count; i++) {
    const start = performance.now();
    const { status } = await send(`${url}/flows`, { ...postWith(KEYS[i % KEYS.length]), agent });
    if (status === 200) latencies.push(performance.now() - start);
  }
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return { requests: count, ok: latencies.length, p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
}

/**
 * /healthz while ten long descriptions are generated: one client asks again as soon as answered,
 * another every second on a connection left idle in between (the kind that used to be reset).
 */
async function healthUnderLongWork(url) {
  const body = JSON.stringify({ text: longDescription(20_000) });
  let done = false;
  const started = performance.now();
  const long = Promise.all(KEYS.slice(0, 10).map((key) => send(`${url}/flows`, { ...postWith(key, body), timeoutMs: 120_000 }))).then((answers) => {
    done = true;
    return { statuses: answers.map((a) => a.status ?? a.error), seconds: (performance.now() - started) / 1000 };
  });
  const poll = async (gapMs) => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const latencies = [];
    const failures = [];
    while (!done) {
      const start = performance.now();
      const answer = await send(`${url}/healthz`, { agent });
      if (answer.status === 200) latencies.push(performance.now() - start);
      else failures.push(answer.error ?? answer.status);
      if (gapMs) await new Promise((resolve) => setTimeout(resolve, gapMs));
    }
    agent.destroy();
    return { latencies, failures };
  };
  const [generations, eager, idle] = await Promise.all([long, poll(0), poll(1000)]);
  const latencies = [...eager.latencies, ...idle.latencies].sort((a, b) => a - b);
  const failures = [...eager.failures, ...idle.failures];
  return { generations, checks: latencies.length, p50: percentile(latencies, 50), p99: percentile(latencies, 99), max: latencies.at(-1), failures, econnreset: failures.filter((f) => f === 'ECONNRESET').length };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const dataDir = mkdtempSync(join(tmpdir(), 'flowscribe-bench-'));
const bareServer = await startBareServer();
const serviceServer = await startService(dataDir, KEYS);
try {
  const loadBefore = loadavg();
  await closedLoop(bareServer.url, 2, bareServer.child.pid); // warm-ups, not reported
  const serviceWarmUp = await closedLoop(serviceServer.url, warmUp, serviceServer.child.pid);
  // As many descriptions as each of the pool's threads read (one per core, its default size).
  const libraryWarmUp = values['warm-up'] === '0' ? 0 : Math.round((serviceWarmUp.requestsPerSecond * warmUp) / availableParallelism());
  for (let i = 0; i < libraryWarmUp; i += 1) generateFlow(LIBRARY_REQUEST);
  // The three throughputs are taken in turn, in short slices, `rounds` times, so that what else
  // the machine is doing falls on all of them alike; the ratio is the median of the rounds' ratios.
  const throughput = [];
  for (let round = 0; round < rounds; round++) {
    const library = libraryLoop(slice);
    const bare = await closedLoop(bareServer.url, slice, bareServer.child.pid);
    const service = await closedLoop(serviceServer.url, slice, serviceServer.child.pid);
    throughput.push({ library, bare, service, serviceVsLibrary: service.requestsPerSecond / library.requestsPerSecond });
  }
  const capacity = median(throughput.map((t) => t.service.requestsPerSecond));
  const idle = await idleLatency(serviceServer.url, 300);
  const openLoops = [];
  for (const share of [0.25, 0.5, 0.75]) {
    const rate = Math.max(1, Math.round(capacity * share));
    openLoops.push({ share, ...(await openLoop(`${serviceServer.url}/flows`, rate, duration, (i) => postWith(KEYS[i % KEYS.length]))) });
  }
  const health = await healthUnderLongWork(serviceServer.url);
  const result = {
    node: process.version,
    connections,
    rounds,
    sliceSeconds: slice,
    warmUp: { serviceSeconds: warmUp, serviceRequests: Math.round(serviceWarmUp.requestsPerSecond * warmUp), libraryCalls: libraryWarmUp },
    durationSeconds: duration,
    loadAverage: { before: loadBefore[0], after: loadavg()[0] },
    throughput,
    capacity,
    serviceVsLibrary: median(throughput.map((t) => t.serviceVsLibrary)),
    idle,
    openLoops,
    health,
  };
  if (values.json) console.log(JSON.stringify(result, null, 2));
  else printReport(result);
} finally {
  await stopChild(bareServer.child);
  await stopChild(serviceServer.child);
  rmSync(dataDir, { recursive: true, force: true });
}

function printReport(r) {
  const ms = (v) => (v === null || v === undefined ? '-' : v.toFixed(1));
  console.log(`${r.connections} connections; closed loops ${r.rounds} rounds of ${r.sliceSeconds} s each, open loops ${r.durationSeconds} s each; ${r.node}; load average ${r.loadAverage.before.toFixed(2)} before, ${r.loadAverage.after.toFixed(2)} after`);
  console.log(`warm-up: the service ${r.warmUp.serviceSeconds} s (${r.warmUp.serviceRequests} requests), then the library ${r.warmUp.libraryCalls} calls\n`);
  console.log('| closed loop | round | requests/s | p50 ms | p99 ms | errors | non-2xx | cores: ours / others |\n|---|---|---|---|---|---|---|---|');
  const non2xx = (x) => (x.non2xx ? `${x.non2xx} ${JSON.stringify(x.statuses)}` : (x.non2xx ?? '-'));
  const cores = (c) => `${c.ours.toFixed(2)} / ${c.others.toFixed(2)}`;
  const row = (name, round, x) => `| ${name} | ${round} | ${Math.round(x.requestsPerSecond)} | ${x.p50 ?? '-'} | ${x.p99 ?? '-'} | ${x.errors ?? '-'} | ${non2xx(x)} | ${cores(x.cores)} |`;
  r.throughput.forEach((t, i) => {
    console.log(row('library loop (generateFlow, one thread)', i + 1, t.library));
    console.log(row('bare node:http, fixed body', i + 1, t.bare));
    console.log(row('service, POST /flows (worker pool)', i + 1, t.service));
  });
  console.log(`\nservice / library throughput by round: ${r.throughput.map((t) => `${t.serviceVsLibrary.toFixed(2)}x`).join(', ')}; median ${r.serviceVsLibrary.toFixed(2)}x`);
  const quiet = r.throughput.filter((t) => t.service.cores.others < 0.25 && t.library.cores.others < 0.25);
  console.log(`rounds where other processes used under a quarter of a core in both slices: ${quiet.length ? quiet.map((t) => `${t.serviceVsLibrary.toFixed(2)}x`).join(', ') : 'none'}`);
  console.log(`idle service, one request at a time: p50 ${ms(r.idle.p50)} ms, p99 ${ms(r.idle.p99)} ms (${r.idle.ok}/${r.idle.requests} ok)\n`);
  console.log(`| open loop (capacity ${Math.round(r.capacity)}/s) | requests/s asked | achieved | p50 ms | p99 ms | max ms | errors | p99 / idle p50 |\n|---|---|---|---|---|---|---|---|`);
  for (const o of r.openLoops) {
    console.log(`| ${o.share * 100}% of capacity | ${o.rate} | ${Math.round(o.achievedRate)} | ${ms(o.p50)} | ${ms(o.p99)} | ${ms(o.max)} | ${o.errors}${o.errors ? ` ${JSON.stringify(o.failures)}` : ''} | ${(o.p99 / r.idle.p50).toFixed(2)}x |`);
  }
  const h = r.health;
  console.log(`\n/healthz while ten 20,000-character descriptions are generated (${h.generations.seconds.toFixed(1)} s, statuses ${[...new Set(h.generations.statuses)].join(', ')}):`);
  console.log(`${h.checks} checks, p50 ${ms(h.p50)} ms, p99 ${ms(h.p99)} ms, max ${ms(h.max)} ms; failures ${h.failures.length} (ECONNRESET ${h.econnreset})`);
}
