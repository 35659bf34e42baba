/**
 * Helpers for the service tests: a real server on loopback with a fresh data folder, and the
 * built command line as a child process.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startService, type RunningService, type ServiceOptions } from '../src/service/service.js';

export const KEY = 'test-key-0123456789';
export const OTHER_KEY = 'second-key-abcdef';

export function tempDir(): string {
  return mkdtempSync(join(tmpdir(), 'flowscribe-service-'));
}

export interface TestService extends RunningService {
  dataDir: string;
  logs: Record<string, unknown>[];
  post(path: string, body: unknown, headers?: Record<string, string>): Promise<Response>;
}

export async function startTestService(options: Partial<ServiceOptions> = {}): Promise<TestService> {
  const dataDir = options.dataDir ?? tempDir();
  const logs: Record<string, unknown>[] = [];
  const service = await startService({
    host: '127.0.0.1',
    port: 0,
    dataDir,
    env: { FLOWSCRIBE_API_KEYS: `${KEY},${OTHER_KEY}` },
    log: (entry) => logs.push(entry),
    // Tests of other behaviour send many requests quickly from one key; fair use has its own tests.
    keyLimits: { ratePerSecond: 10_000, burst: 10_000 },
    // One thread loading the engine is enough for most tests; the command line's tests use the default.
    generation: { workers: 1 },
    ...options,
  });
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${service.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': KEY, ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  return { ...service, dataDir, logs, post };
}

export function removeDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}

const cli = new URL('../dist/cli/main.js', import.meta.url).pathname;

/** Runs `flowscribe ARGS` to completion. */
export function runCli(args: string[], env: NodeJS.ProcessEnv = {}): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [cli, ...args], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}

export interface ServeProcess {
  child: ChildProcess;
  url: string;
  /** Everything printed on stdout up to and including the line that gives the address. */
  banner: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Starts `flowscribe serve ARGS` and waits until it says where it listens. */
export function spawnServe(args: string[], env: NodeJS.ProcessEnv = {}): Promise<ServeProcess> {
  const child = spawn(process.execPath, [cli, 'serve', ...args], {
    env: { ...process.env, FLOWSCRIBE_API_KEYS: '', FLOWSCRIBE_API_KEYS_FILE: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return new Promise((resolve, reject) => {
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk));
    child.stdout!.on('data', (chunk: Buffer) => {
      stdout += chunk;
      const match = /listening on (http:\/\/\S+) /.exec(stdout);
      // Wait for the whole start-up message, which ends with the key lines.
      if (match && /(Try it:\n.*\n|Using .*\n)/.test(stdout)) resolve({ child, url: match[1], banner: () => stdout, exited });
    });
    exited.then(({ code }) => reject(new Error(`serve exited with ${code} before listening:\n${stdout}${stderr}`)));
  });
}
