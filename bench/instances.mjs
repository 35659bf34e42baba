#!/usr/bin/env node
/**
 * The service on its two databases, in one run (the machine is shared, so only ratios within a
 * run compare): one instance on SQLite, one instance on PostgreSQL, and two instances on the same
 * PostgreSQL database with the load split between them. PostgreSQL is a throw-away cluster
 * (scripts/postgres-cluster.mjs) with its default, durable settings; every instance is
 * `flowscribe serve` as users start it (a generation thread per core), in a child process.
 *
 * Two loads, closed loop at N connections (each connection its own API key, per-key limits
 * raised so that they do not shape the load):
 *   - generate: POST /flows (a generation in a worker thread, then one write);
 *   - rate:     POST /flows/{id}/feedback (a read and a write: the database's share of the work),
 *     in turn on 200 flows generated beforehand; with two instances, generated on the first and
 *     rated through both.
 * Every setup and load is measured in turn in short slices, `rounds` times, and the ratios are
 * medians of the rounds' ratios. Each slice also reports the cores the benchmark used (instances,
 * PostgreSQL and the load generator) and those every other process used.
 *
 *   npm run build && node bench/instances.mjs [--rounds 5] [--slice 3] [--connections 50] [--json]
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { startService, stopChild } from './children.mjs';
import { coresUsed, cpuReading } from './cpu-share.mjs';
import { startCluster } from '../scripts/postgres-cluster.mjs';

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '5' },
    slice: { type: 'string', default: '3' },
    connections: { type: 'string', default: '50' },
    json: { type: 'boolean' },
  },
});
const rounds = Math.min(Math.max(1, Number(values.rounds)), 30);
const slice = Math.min(Math.max(1, Number(values.slice)), 30);
const connections = Math.max(2, Number(values.connections));
const KEYS = Array.from({ length: connections }, (_, i) => `bench-key-${i}`);
const LIMITS = ['--key-rate', '1000000', '--key-burst', '1000000', '--key-concurrency', '1000'];
const DESCRIPTION =
  'The sign-up form starts empty. When the user clicks Submit, go to submitting. ' +
  'If the server accepts the form, show the welcome page; if it fails, go back to the form and show the error.';
const TICKS_PER_SECOND = 100;

/** CPU ticks of PostgreSQL: the postmaster with its finished children, and its live children. */
function postgresTicks(postmaster) {
  const fields = (pid) => {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ').map(Number);
  };
  const own = fields(postmaster);
  let ticks = own[11] + own[12] + own[13] + own[14];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const f = fields(entry);
      if (f[1] === postmaster) ticks += f[11] + f[12];
    } catch {
      // Gone meanwhile.
    }
  }
  return ticks;
}

/** `next(n)` gives the n-th request: its method, path, headers and body. */
async function closedLoop(url, next, conns) {
  let n = 0;
  const result = await autocannon({
    url,
    connections: conns,
    duration: slice,
    requests: [{ ...next(0), setupRequest: (req) => ({ ...req, ...next(n++) }) }],
  });
  const statuses = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, count]));
  return { requestsPerSecond: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.timeouts, non2xx: result.non2xx, statuses };
}

/** One slice of `load` on `setup`: the connections split evenly over its instances, run together. */
async function measure(setup, load, postmaster) {
  const cpu = cpuReading(setup.instances.map((i) => i.child.pid));
  const pgBefore = postmaster ? postgresTicks(postmaster) : 0;
  const parts = await Promise.all(setup.instances.map((instance) => closedLoop(instance.url, (n) => load.request(setup, n), Math.round(connections / setup.instances.length))));
  const cores = coresUsed(cpu);
  const pg = postmaster ? (postgresTicks(postmaster) - pgBefore) / TICKS_PER_SECOND / slice : 0;
  // Let the instances finish what autocannon left in flight at its deadline.
  await new Promise((resolve) => setTimeout(resolve, 500));
  const sum = (f) => parts.reduce((a, p) => a + f(p), 0);
  return {
    requestsPerSecond: sum((p) => p.requestsPerSecond),
    p50: Math.max(...parts.map((p) => p.p50)),
    p99: Math.max(...parts.map((p) => p.p99)),
    errors: sum((p) => p.errors),
    non2xx: sum((p) => p.non2xx),
    statuses: parts.map((p) => p.statuses),
    cores: { ours: cores.ours + pg, postgres: pg, others: Math.max(0, cores.others - pg) },
  };
}

const post = (path, key, body) => ({ method: 'POST', path, headers: { 'content-type': 'application/json', 'x-api-key': key }, body: JSON.stringify(body) });
const FLOWS_TO_RATE = 200;
const LOADS = [
  { name: 'generate', request: (_setup, n) => post('/flows', KEYS[n % KEYS.length], { text: DESCRIPTION }) },
  {
    name: 'rate',
    request: (setup, n) => post(`/flows/${setup.flowIds[n % setup.flowIds.length]}/feedback`, KEYS[n % KEYS.length], { rating: n % 3 ? 'good' : 'bad', comments: 'Rated by the benchmark.' }),
  },
];

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const dataDirs = [];
const dataDir = () => (dataDirs.push(mkdtempSync(join(tmpdir(), 'flowscribe-instances-'))), dataDirs.at(-1));

const cluster = await startCluster();
const setups = [];
try {
  const database = await cluster.createDatabase('bench');
  const postmaster = Number(readFileSync(join(cluster.dir, 'data', 'postmaster.pid'), 'utf8').split('\n')[0]);
  const pgFlags = ['--database', database];
  setups.push({ name: 'SQLite, one instance', instances: [await startService(dataDir(), KEYS, LIMITS)] });
  setups.push({ name: 'PostgreSQL, one instance', instances: [await startService(dataDir(), KEYS, [...LIMITS, ...pgFlags])], postgres: true });
  const pair = await Promise.all([startService(dataDir(), KEYS, [...LIMITS, ...pgFlags]), startService(dataDir(), KEYS, [...LIMITS, ...pgFlags])]);
  setups.push({ name: 'PostgreSQL, two instances', instances: pair, postgres: true });
  for (const setup of setups) {
    setup.flowIds = [];
    for (let i = 0; i < FLOWS_TO_RATE; i++) {
      const { path, ...request } = post('/flows', KEYS[i % KEYS.length], { text: `${DESCRIPTION} Flow ${i}.` });
      setup.flowIds.push((await (await fetch(`${setup.instances[0].url}${path}`, request)).json()).id);
    }
  }
  // Warm-ups, not reported.
  for (const setup of setups) for (const load of LOADS) await measure(setup, load, setup.postgres ? postmaster : 0);

  const results = [];
  for (let round = 1; round <= rounds; round++) {
    for (const load of LOADS) {
      const row = { round, load: load.name };
      for (const setup of setups) row[setup.name] = await measure(setup, load, setup.postgres ? postmaster : 0);
      results.push(row);
    }
  }
  const [sqlite, one, two] = setups.map((s) => s.name);
  const ratios = Object.fromEntries(
    LOADS.map(({ name }) => {
      const rows = results.filter((r) => r.load === name);
      const rate = (r, s) => r[s].requestsPerSecond;
      return [name, { postgresVsSqlite: median(rows.map((r) => rate(r, one) / rate(r, sqlite))), twoVsOne: median(rows.map((r) => rate(r, two) / rate(r, one))) }];
    }),
  );
  const report = { node: process.version, connections, rounds, sliceSeconds: slice, setups: setups.map((s) => s.name), results, ratios };
  if (values.json) console.log(JSON.stringify(report, null, 2));
  else print(report);
} finally {
  for (const setup of setups) for (const instance of setup.instances) await stopChild(instance.child);
  await cluster.destroy();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
}

function print(r) {
  console.log(`${r.connections} connections, ${r.rounds} rounds of ${r.sliceSeconds} s slices per setup and load; ${r.node}\n`);
  console.log('| load | round | setup | requests/s | p50 ms | p99 ms | errors | non-2xx | cores: ours (PostgreSQL) / others |\n|---|---|---|---|---|---|---|---|---|');
  for (const row of r.results) {
    for (const name of r.setups) {
      const x = row[name];
      const non2xx = x.non2xx ? `${x.non2xx} ${JSON.stringify(x.statuses)}` : 0;
      console.log(`| ${row.load} | ${row.round} | ${name} | ${Math.round(x.requestsPerSecond)} | ${x.p50} | ${x.p99} | ${x.errors} | ${non2xx} | ${x.cores.ours.toFixed(2)} (${x.cores.postgres.toFixed(2)}) / ${x.cores.others.toFixed(2)} |`);
    }
  }
  console.log('\n| load | one PostgreSQL instance / one SQLite instance | two PostgreSQL instances / one |\n|---|---|---|');
  for (const [load, ratio] of Object.entries(r.ratios)) console.log(`| ${load} | ${ratio.postgresVsSqlite.toFixed(2)}x | ${ratio.twoVsOne.toFixed(2)}x |`);
}
