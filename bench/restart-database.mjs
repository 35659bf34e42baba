#!/usr/bin/env node
/**
 * The database crashed and restarted under a rating load: two `flowscribe serve` instances on one
 * PostgreSQL cluster (scripts/postgres-cluster.mjs) take ratings from many clients at once, each
 * on its own key; the server is stopped with `pg_ctl stop -m immediate` (a crash) part-way, kept
 * down a while, and started again. Counts each answer by the phase its request was sent in, and
 * checks every rating acknowledged with a 200 against `flowscribe feedback export`. Loopback
 * only; each run is bounded.
 *
 *   npm run build && node bench/restart-database.mjs [--runs 3] [--seconds 3] [--clients 32]
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { cli, startService, stopChild } from './children.mjs';
import { startCluster } from '../scripts/postgres-cluster.mjs';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' }, seconds: { type: 'string', default: '3' }, clients: { type: 'string', default: '32' } } });
const seconds = Math.min(Number(values.seconds), 30);
const KEYS = Array.from({ length: Number(values.clients) }, (_, i) => `restart-key-${i}`);
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function run(index) {
  const cluster = await startCluster();
  const dirs = [];
  const instances = [];
  try {
    const url = await cluster.createDatabase('restart');
    for (let i = 0; i < 2; i++) {
      dirs.push(mkdtempSync(join(tmpdir(), 'flowscribe-restart-')));
      // Quiet: each 503 while the database is down is a line of the service's log.
      instances.push(await startService(dirs.at(-1), KEYS, ['--database', url], { quiet: true }));
    }
    const headers = (key) => ({ 'content-type': 'application/json', 'x-api-key': key });
    const flows = [];
    for (let i = 0; i < 20; i++) {
      const answer = await fetch(`${instances[i % 2].url}/flows`, { method: 'POST', headers: headers(KEYS[0]), body: JSON.stringify({ text: `Clicking Help opens help number ${i}.` }) });
      flows.push((await answer.json()).id);
    }
    let phase = 'up';
    let stopped = false;
    const acknowledged = new Set();
    const counts = { up: {}, down: {}, back: {} };
    // Each client sends its next rating as soon as the last is answered, through either instance,
    // at its key's default limits; after a refusal it waits a little, as Retry-After asks.
    const client = async (key, n) => {
      for (let i = 0; !stopped; i++) {
        const sentIn = phase;
        const instance = instances[(n + i) % 2];
        const body = JSON.stringify({ rating: i % 2 ? 'good' : 'bad', comments: `client ${n}, rating ${i}` });
        let outcome;
        try {
          const response = await fetch(`${instance.url}/flows/${flows[(n + i) % flows.length]}/feedback`, { method: 'POST', headers: headers(key), body });
          outcome = String(response.status);
          const answer = await response.json();
          if (response.status === 200) acknowledged.add(answer.id);
        } catch (error) {
          outcome = `failed ${error.cause?.code ?? error.message}`;
        }
        counts[sentIn][outcome] = (counts[sentIn][outcome] ?? 0) + 1;
        if (outcome !== '200') await pause(outcome === '429' ? 20 : 100);
      }
    };
    const clients = KEYS.map((key, n) => client(key, n));
    await pause(seconds * 1000);
    await cluster.stop('immediate');
    phase = 'down';
    await pause(seconds * 1000);
    await cluster.start();
    phase = 'back';
    await pause(seconds * 1000);
    stopped = true;
    await Promise.all(clients);
    const alive = instances.every(({ child }) => child.exitCode === null && child.signalCode === null);
    const exported = JSON.parse(execFileSync(process.execPath, [cli, 'feedback', 'export', '--database', url], { maxBuffer: 1 << 30 }).toString());
    const stored = new Set(exported.map((e) => e.feedbackId));
    const missing = [...acknowledged].filter((id) => !stored.has(id)).length;
    return { run: index + 1, counts, acknowledged: acknowledged.size, stored: stored.size, missing, alive };
  } finally {
    for (const { child } of instances) await stopChild(child);
    await cluster.destroy();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }
}

const format = (c) => Object.entries(c).map(([status, n]) => `${n}× ${status}`).join(', ') || '-';
const results = [];
for (let i = 0; i < Number(values.runs); i++) results.push(await run(i));
console.log(`${KEYS.length} clients, two instances; ${seconds} s up, ${seconds} s down (pg_ctl stop -m immediate), ${seconds} s after the start\n`);
console.log('| run | sent before the stop | sent while down | sent after the start | acknowledged (200) | in the database | acknowledged but missing | instances still up, not restarted |\n|---|---|---|---|---|---|---|---|');
for (const r of results) console.log(`| ${r.run} | ${format(r.counts.up)} | ${format(r.counts.down)} | ${format(r.counts.back)} | ${r.acknowledged} | ${r.stored} | ${r.missing} | ${r.alive ? 'yes' : 'no'} |`);
process.exitCode = results.some((r) => r.missing || !r.alive) ? 1 : 0;
