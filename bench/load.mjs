#!/usr/bin/env node
/**
 * Load benchmark of the HTTP service, with its two baselines measured in the same run:
 *   1. the library: generateFlow called in a loop on the same description (one thread);
 *   2. a bare node:http server answering a fixed body (the cost of HTTP alone);
 *   3. the service: `flowscribe serve` on loopback, POST /flows with that description.
 * Servers run as child processes so the load generator does not share their thread.
 *
 *   npm run bench:load                 (builds first)
 *   node bench/load.mjs [--duration S] [--connections N] [--json]
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { generateFlow } from '../dist/index.js';

const { values } = parseArgs({
  options: { duration: { type: 'string', default: '10' }, connections: { type: 'string', default: '50' }, json: { type: 'boolean' } },
});
const duration = Math.min(Number(values.duration), 60);
const connections = Number(values.connections);
const KEY = 'bench-key';
const DESCRIPTION =
  'The sign-up form starts empty. When the user clicks Submit, go to submitting. ' +
  'If the server accepts the form, show the welcome page; if it fails, go back to the form and show the error.';
const cli = new URL('../dist/cli/main.js', import.meta.url).pathname;

function libraryLoop(seconds) {
  const request = { text: DESCRIPTION, format: 'xstate', mode: 'incremental' };
  for (let i = 0; i < 200; i += 1) generateFlow(request); // warm-up
  const start = performance.now();
  const end = start + seconds * 1000;
  let calls = 0;
  while (performance.now() < end) {
    generateFlow(request);
    calls += 1;
  }
  return { requestsPerSecond: calls / ((performance.now() - start) / 1000) };
}

/** Starts a child process and resolves with the first http://127.0.0.1:PORT it prints. */
function startChild(args, env = {}) {
  const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const match = /(http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (match) resolve({ child, url: match[1] });
    });
    child.once('exit', (code) => reject(new Error(`child exited with ${code}: ${out}`)));
  });
}

async function stopChild(child) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

const BARE_SERVER = `
import { createServer } from 'node:http';
const body = JSON.stringify({ id: 'fixed', result: { format: 'xstate', flow: {} }, diagnostics: [] });
const server = createServer((req, res) => {
  req.resume();
  req.on('end', () => res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }).end(body));
});
server.keepAliveTimeout = 5000;
server.listen(0, '127.0.0.1', () => console.log('http://127.0.0.1:' + server.address().port));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
`;

function load(url, seconds) {
  return autocannon({
    url: `${url}/flows`,
    method: 'POST',
    connections,
    duration: seconds,
    headers: { 'content-type': 'application/json', 'x-api-key': KEY },
    body: JSON.stringify({ text: DESCRIPTION }),
  });
}

function summary(result) {
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    requests: result.requests.total,
  };
}

async function measureServer(args, env) {
  const { child, url } = await startChild(args, env);
  try {
    await load(url, 2); // warm-up, not reported
    return summary(await load(url, duration));
  } finally {
    await stopChild(child);
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'flowscribe-bench-'));
try {
  const library = libraryLoop(duration);
  const bare = await measureServer(['--input-type=module', '-e', BARE_SERVER]);
  const service = await measureServer([cli, 'serve', '--host', '127.0.0.1', '--port', '0', '--data', dataDir], { FLOWSCRIBE_API_KEYS: KEY });
  const report = { node: process.version, connections, durationSeconds: duration, library, bare, service, serviceVsLibrary: service.requestsPerSecond / library.requestsPerSecond };
  if (values.json) {
    console.log(JSON.stringify(report, null, 2));
  } else {
    const row = (name, r) => `| ${name} | ${Math.round(r.requestsPerSecond)} | ${r.p50 ?? '-'} | ${r.p99 ?? '-'} | ${r.errors ?? '-'} | ${r.non2xx ?? '-'} |`;
    console.log(`${connections} connections, ${duration} s each, ${process.version}\n`);
    console.log('| run | requests/s | p50 ms | p99 ms | errors | non-2xx |\n|---|---|---|---|---|---|');
    console.log(row('library loop (generateFlow)', library));
    console.log(row('bare node:http, fixed body', bare));
    console.log(row('service, POST /flows', service));
    console.log(`\nservice / library throughput: ${(report.serviceVsLibrary * 100).toFixed(1)}%`);
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
