/**
 * Servers for the benchmarks, each in a child process so that the load generator does not share
 * its thread: `flowscribe serve` from the build, and a bare node:http server as a baseline.
 */
import { spawn } from 'node:child_process';

export const cli = new URL('../dist/cli/main.js', import.meta.url).pathname;

/**
 * Starts a child process and resolves with the first http://127.0.0.1:PORT it prints. Its stderr
 * (the service's log) is shown, unless `quiet`.
 */
export function startChild(args, env = {}, { quiet = false } = {}) {
  const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', quiet ? 'ignore' : 'inherit'] });
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

export async function stopChild(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** `flowscribe serve` on a free loopback port, with the given keys and extra flags. */
export function startService(dataDir, keys, flags = [], options = {}) {
  return startChild([cli, 'serve', '--host', '127.0.0.1', '--port', '0', '--data', dataDir, ...flags], { FLOWSCRIBE_API_KEYS: keys.join(',') }, options);
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

/** A node:http server answering a fixed JSON body: the cost of HTTP alone. */
export const startBareServer = () => startChild(['--input-type=module', '-e', BARE_SERVER]);

/** Peak and current resident memory of a process, in MB (Linux). */
export function memoryOf(pid, readFile) {
  const status = readFile(`/proc/${pid}/status`, 'utf8');
  const mb = (name) => Math.round(Number(new RegExp(`${name}:\\s+(\\d+) kB`).exec(status)[1]) / 1024);
  return { peakMb: mb('VmHWM'), nowMb: mb('VmRSS') };
}
