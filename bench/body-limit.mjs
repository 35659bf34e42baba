#!/usr/bin/env node
/**
 * The body limit of `flowscribe serve` started from the command line: 2 MB and 400 MB bodies,
 * declared and chunked, and the process's memory before and after (Linux). Without flags it runs
 * serve with its defaults, then with `--generation-memory 4096` (about V8's own heap limit for a
 * thread on this machine: the service before it set one), in the same run; given flags, with
 * those only.
 *
 *   npm run build && node bench/body-limit.mjs [serve flags, e.g. --workers 1]
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { memoryOf, startService, stopChild } from './children.mjs';
import { postHuge } from './huge-body.mjs';

const KEY = 'body-limit-key';
const given = process.argv.slice(2);
const runs = given.length ? [given] : [[], ['--generation-memory', '4096']];

for (const flags of runs) {
  const dataDir = mkdtempSync(join(tmpdir(), 'flowscribe-body-'));
  const { child, url } = await startService(dataDir, [KEY], flags);
  try {
    const started = memoryOf(child.pid, readFileSync);
    console.log(`\nserve ${flags.length ? flags.join(' ') : '(defaults)'}\nstarted: resident ${started.nowMb} MB, peak ${started.peakMb} MB\n`);
    console.log('| body | sent as | answer | body bytes sent before the close | resident MB after | peak MB so far |\n|---|---|---|---|---|---|');
    for (const total of [2_000_000, 400_000_000]) {
      for (const declared of [true, false]) {
        const { head, sent } = await postHuge(url, KEY, total, declared);
        const after = memoryOf(child.pid, readFileSync);
        console.log(`| ${total / 1e6} MB | ${declared ? 'Content-Length' : 'chunked'} | ${head.split('\r\n')[0]} | ${(sent / 1e6).toFixed(1)} MB | ${after.nowMb} | ${after.peakMb} |`);
      }
    }
  } finally {
    await stopChild(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
