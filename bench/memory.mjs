#!/usr/bin/env node
/**
 * Memory of `flowscribe serve` and of one generation thread, with the threads' heap limit at its
 * default and at 4096 MB (about V8's own default on this machine: the service before it set a
 * limit), in the same run.
 *
 *   npm run build && node --expose-gc bench/memory.mjs [--seconds 10] [--idle 15] [--rounds 3] [--only serve|threads]
 *
 * 1. serve, started as users start it (child process, real SQLite file, defaults but the limit):
 *    resident memory (VmRSS) and its peak (VmHWM) at start; after `seconds` of short generations
 *    from 8 clients; after ten 20,000-character descriptions at once; after the largest request
 *    the default body limit lets through, three times in turn; after `idle` seconds of nothing.
 * 2. one generation thread with the pool's limits, alone in a child process, `rounds` times per
 *    limit: its heap once loaded (used, physical, live after a full collection), the memory it
 *    adds to the process; short generations per second, ms for a 20,000-character description and
 *    for the largest request, and its heap after them.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { getHeapStatistics } from 'node:v8';
import { memoryOf, startService, stopChild } from './children.mjs';
import { largestRequest, longDescription, randomLetters } from './descriptions.mjs';
import { send } from './open-loop.mjs';

const SHORT =
  'The sign-up form starts empty. When the user clicks Submit, go to submitting. ' +
  'If the server accepts the form, show the welcome page; if it fails, go back to the form and show the error.';
const LIMITS = [128, 4096];
const THREAD_LIMITS = [64, 128, 512, 1024, 4096];
const mb = (bytes) => Math.round(bytes / 1048576);

if (!isMainThread) await threadWork();
else if (process.argv[2] === '--thread') threadProcess(Number(process.argv[3]));
else await main();

async function main() {
  const { values } = parseArgs({ options: { seconds: { type: 'string', default: '10' }, idle: { type: 'string', default: '15' }, rounds: { type: 'string', default: '3' }, only: { type: 'string' } } });
  console.log(`Node ${process.version}; load average ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}\n`);
  if (values.only !== 'threads') {
    console.log('| serve, resident MB (peak) | start | after short generations | after ten 20,000-character | after the largest request ×3 | idle |\n|---|---|---|---|---|---|');
    for (const limit of LIMITS) console.log(await serveRow(limit, Number(values.seconds), Number(values.idle)));
  }
  if (values.only === 'serve') return;
  console.log('\n| thread, heap limit MB | round | heap used / physical MB once loaded | live MB | process MB added | short generations/s | 20,000 characters ms | 20,000 random letters ×2 ms | largest request ms | heap physical MB after |\n|---|---|---|---|---|---|---|---|---|---|');
  const results = new Map(THREAD_LIMITS.map((limit) => [limit, []]));
  for (let round = 1; round <= Number(values.rounds); round++) {
    for (const limit of THREAD_LIMITS) {
      const child = spawnSync(process.execPath, ['--expose-gc', new URL(import.meta.url).pathname, '--thread', String(limit)], { encoding: 'utf8' });
      const r = JSON.parse(child.stdout.trim().split('\n').pop());
      results.get(limit).push(r);
      console.log(`| ${limit} | ${round} | ${r.used} / ${r.physical} | ${r.live ?? '-'} | ${r.added} | ${r.shortPerSecond} | ${r.longMs} | ${r.lettersMs} | ${r.largest} | ${r.physicalAfter} |`);
    }
  }
  const median = (limit, name) => {
    const sorted = results.get(limit).map((r) => Number(r[name])).sort((a, b) => a - b);
    return sorted[Math.floor((sorted.length - 1) / 2)];
  };
  const base = THREAD_LIMITS.at(-1);
  const vs = (limit, name) => (median(limit, name) / median(base, name)).toFixed(2);
  console.log(`\nmedians, and against ${base} MB:`);
  for (const limit of THREAD_LIMITS) {
    console.log(`${limit} MB: heap physical once loaded ${median(limit, 'physical')} MB, after the work ${median(limit, 'physicalAfter')} MB; short ${median(limit, 'shortPerSecond')}/s (${vs(limit, 'shortPerSecond')}x), 20,000 characters ${median(limit, 'longMs')} ms (${vs(limit, 'longMs')}x), random letters ${median(limit, 'lettersMs')} ms (${vs(limit, 'lettersMs')}x), largest ${median(limit, 'largest')} ms (${vs(limit, 'largest')}x)`);
  }
}

/** serve with a heap limit: its memory after each phase. */
async function serveRow(limit, seconds, idle) {
  const keys = Array.from({ length: 40 }, (_, i) => `memory-key-${i}`);
  const dataDir = mkdtempSync(join(tmpdir(), 'flowscribe-memory-'));
  const flags = limit === 128 ? [] : ['--generation-memory', String(limit)];
  const { child, url } = await startService(dataDir, keys, flags, { quiet: true });
  const agent = new Agent({ keepAlive: true });
  const post = (i, body) =>
    send(`${url}/flows`, { method: 'POST', agent, timeoutMs: 60_000, headers: { 'content-type': 'application/json', 'x-api-key': keys[i % keys.length] }, body: JSON.stringify(body) });
  const cells = [];
  const note = () => {
    const m = memoryOf(child.pid, readFileSync);
    cells.push(`${m.nowMb} (${m.peakMb})`);
  };
  const statuses = new Set();
  try {
    note();
    let i = 0;
    const end = performance.now() + seconds * 1000;
    await Promise.all(Array.from({ length: 8 }, async () => {
      while (performance.now() < end) statuses.add((await post(i++, { text: SHORT })).status);
    }));
    note();
    const long = longDescription(20_000);
    for (const r of await Promise.all(keys.slice(0, 10).map((_, k) => post(k, { text: long })))) statuses.add(r.status);
    note();
    const largest = largestRequest();
    for (let k = 0; k < 3; k++) statuses.add((await post(k, largest)).status);
    note();
    await new Promise((resolve) => setTimeout(resolve, idle * 1000));
    note();
  } finally {
    agent.destroy();
    await stopChild(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
  return `| ${flags.length ? flags.join(' ') : 'defaults'} (statuses ${[...statuses].join(', ')}) | ${cells.join(' | ')} |`;
}

/** A child process holding one generation thread: prints one JSON line. */
function threadProcess(limit) {
  const rss = () => memoryOf(process.pid, readFileSync).nowMb;
  const before = rss();
  import('../dist/service/generation-pool.js').then(({ threadLimits }) => {
    // As the pool gives its threads: the shared table of start times (one slot is enough here).
    const worker = new Worker(new URL(import.meta.url), { resourceLimits: threadLimits(limit), workerData: { starts: new SharedArrayBuffer(8) } });
    let loaded;
    worker.on('message', (m) => {
      if (m.loaded) loaded = { ...m, added: rss() - before };
      else {
        console.log(JSON.stringify({ ...loaded, ...m }));
        void worker.terminate();
      }
    });
    worker.on('error', (error) => {
      console.log(JSON.stringify({ ...loaded, shortPerSecond: '-', longMs: '-', lettersMs: '-', largest: error.code ?? error.message, physicalAfter: '-' }));
    });
  });
}

/** In the thread: load the engine as the pool's threads do, then generate. */
async function threadWork() {
  const { default: generate } = await import('../dist/service/generation-worker.js');
  const heap = getHeapStatistics();
  globalThis.gc?.();
  parentPort.postMessage({ loaded: true, used: mb(heap.used_heap_size), physical: mb(heap.total_physical_size), live: globalThis.gc ? mb(getHeapStatistics().used_heap_size) : undefined });
  const task = (request) => ({ request, slot: 0 });
  const short = task({ text: SHORT });
  for (let i = 0; i < 100; i++) generate(short);
  let count = 0;
  const start = performance.now();
  while (performance.now() - start < 3000) {
    generate(short);
    count += 1;
  }
  const shortPerSecond = Math.round(count / ((performance.now() - start) / 1000));
  const long = task({ text: longDescription(20_000) });
  let t = performance.now();
  for (let i = 0; i < 3; i++) generate(long);
  const longMs = Math.round((performance.now() - t) / 3);
  const letters = task({ text: randomLetters(20_000), context: randomLetters(20_000, 2) });
  t = performance.now();
  generate(letters);
  const lettersMs = Math.round(performance.now() - t);
  const largest = task(largestRequest());
  t = performance.now();
  generate(largest);
  const largestMs = Math.round(performance.now() - t);
  parentPort.postMessage({ shortPerSecond, longMs, lettersMs, largest: largestMs, physicalAfter: mb(getHeapStatistics().total_physical_size) });
}
