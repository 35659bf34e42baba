#!/usr/bin/env node
/**
 * Durability under a crash: `flowscribe serve` takes ratings from many clients at once and is
 * killed with SIGKILL part-way; every rating it acknowledged with a 200 must then be in the
 * database (read back with `flowscribe feedback export`). Loopback only; each run is bounded.
 *
 *   npm run build && node bench/kill-during-feedback.mjs [--runs 3] [--seconds 4] [--clients 32]
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { cli, startService } from './children.mjs';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' }, seconds: { type: 'string', default: '4' }, clients: { type: 'string', default: '32' } } });
const KEYS = Array.from({ length: Number(values.clients) }, (_, i) => `kill-key-${i}`);

async function run(index) {
  const dataDir = mkdtempSync(join(tmpdir(), 'flowscribe-kill-'));
  try {
    const { child, url } = await startService(dataDir, KEYS);
    const headers = (key) => ({ 'content-type': 'application/json', 'x-api-key': key });
    const flow = await fetch(`${url}/flows`, { method: 'POST', headers: headers(KEYS[0]), body: JSON.stringify({ text: 'Clicking Help opens the help modal.' }) });
    const { id: flowId } = await flow.json();
    const acknowledged = new Set();
    let refused = 0;
    let failed = 0;
    let killed = false;
    // Each client sends its next rating as soon as the last is answered, on a kept-alive connection.
    const client = async (key, n) => {
      for (let i = 0; !killed; i++) {
        const body = JSON.stringify({ rating: i % 2 ? 'good' : 'bad', comments: `client ${n}, rating ${i}` });
        try {
          const response = await fetch(`${url}/flows/${flowId}/feedback`, { method: 'POST', headers: headers(key), body });
          if (response.status === 200) acknowledged.add((await response.json()).id);
          else refused += 1;
        } catch {
          failed += 1;
        }
      }
    };
    const clients = KEYS.map((key, n) => client(key, n));
    await new Promise((resolve) => setTimeout(resolve, Number(values.seconds) * 1000 * (0.75 + Math.random() / 2)));
    child.kill('SIGKILL');
    killed = true;
    await new Promise((resolve) => child.once('exit', resolve));
    await Promise.all(clients);
    const exported = JSON.parse(execFileSync(process.execPath, [cli, 'feedback', 'export', '--data', dataDir], { maxBuffer: 1 << 30 }).toString());
    const stored = new Set(exported.map((e) => e.feedbackId));
    const missing = [...acknowledged].filter((id) => !stored.has(id)).length;
    return { run: index + 1, acknowledged: acknowledged.size, stored: stored.size, missing, refused, failedInFlight: failed };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const results = [];
for (let i = 0; i < Number(values.runs); i++) results.push(await run(i));
console.log('| run | acknowledged (200) | in the database after the kill | acknowledged but missing | refused (non-200) | cut off by the kill |\n|---|---|---|---|---|---|');
for (const r of results) console.log(`| ${r.run} | ${r.acknowledged} | ${r.stored} | ${r.missing} | ${r.refused} | ${r.failedInFlight} |`);
process.exitCode = results.some((r) => r.missing) ? 1 : 0;
