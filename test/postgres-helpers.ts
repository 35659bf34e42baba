/**
 * Helpers for the tests on PostgreSQL: `flowscribe serve` processes (the built command line) on a
 * database of a throw-away cluster (scripts/postgres-cluster.mjs), each with a data folder of its
 * own, one shared API key, and limits per key high enough for a test's load.
 */
import type { startCluster } from '../scripts/postgres-cluster.mjs';
import { removeDir, spawnServe, tempDir, type ServeProcess } from './service-helpers.js';

export type Cluster = Awaited<ReturnType<typeof startCluster>>;

export const SHARED_KEY = 'shared-key-0123456789';

export const LOAD_LIMITS = {
  FLOWSCRIBE_KEY_RATE: '100000',
  FLOWSCRIBE_KEY_BURST: '100000',
  FLOWSCRIBE_KEY_CONCURRENCY: '1000',
  FLOWSCRIBE_WORKERS: '1',
};

export function serveProcesses() {
  const children: ServeProcess[] = [];
  const dirs: string[] = [];
  return {
    /** A new data folder, removed by stopAll(). */
    dataDir(): string {
      dirs.push(tempDir());
      return dirs.at(-1)!;
    },
    /** `flowscribe serve ARGS` with the shared key and a data folder of its own. */
    async serve(args: string[], env: NodeJS.ProcessEnv = {}): Promise<ServeProcess> {
      const running = await spawnServe(['--host', '127.0.0.1', '--port', '0', '--data', this.dataDir(), ...args], { FLOWSCRIBE_API_KEYS: SHARED_KEY, ...LOAD_LIMITS, ...env });
      children.push(running);
      return running;
    },
    async stopAll(): Promise<void> {
      for (const { child, exited } of children.splice(0)) {
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
        await exited;
      }
      dirs.splice(0).forEach(removeDir);
    },
  };
}

/** POST with the shared key. */
export function postJson(base: string, path: string, body: unknown): Promise<Response> {
  return fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-api-key': SHARED_KEY }, body: JSON.stringify(body) });
}
