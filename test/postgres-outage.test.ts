/**
 * The database stopped under load and started again: two `flowscribe serve` processes take a
 * steady stream of ratings on one PostgreSQL cluster, which is then stopped the hard way
 * (`pg_ctl stop -m immediate`, as a crash) and started again. While it is down every answer is
 * a 503 in the common error shape with Retry-After, /healthz says the database is down and
 * /readyz refuses; the processes stay up, answer 200 again once it is back, and every rating
 * they acknowledged is in the database. Phases end on counts, never on time.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startCluster } from '../scripts/postgres-cluster.mjs';
import { postJson as post, serveProcesses, type Cluster } from './postgres-helpers.js';
import { runCli } from './service-helpers.js';

let cluster: Cluster;
let url: string;
const processes = serveProcesses();

beforeAll(async () => {
  cluster = await startCluster();
  url = await cluster.createDatabase('outage');
}, 60_000);
afterAll(async () => {
  await processes.stopAll();
  await cluster?.destroy();
});

const serve = () => processes.serve(['--database', url]);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await pause(20);
}

type Phase = 'up' | 'down' | 'back';

it('answers 503 while the database is down and 200 once it is back, without a restart, losing no acknowledged rating', { timeout: 120_000 }, async () => {
  const instances = await Promise.all([serve(), serve()]);
  const pids = instances.map((i) => i.child.pid);
  const { id: flowId } = await (await post(instances[0].url, '/flows', { text: 'Clicking Help opens the help modal.' })).json();

  let phase: Phase = 'up';
  let stopped = false;
  const acknowledged = new Set<string>();
  const counts: Record<Phase, Record<string, number>> = { up: {}, down: {}, back: {} };
  // Each answer counts in the phase its request was sent in.
  const count = (sentIn: Phase, what: string) => (counts[sentIn][what] = (counts[sentIn][what] ?? 0) + 1);
  const badShapes: unknown[] = [];

  const client = async (n: number) => {
    for (let i = 0; !stopped; i++) {
      const base = instances[(n + i) % instances.length].url;
      const sentIn = phase;
      let status = 0;
      try {
        const response = await post(base, `/flows/${flowId}/feedback`, { rating: i % 2 ? 'good' : 'bad', comments: `client ${n}, rating ${i}` });
        status = response.status;
        const body = await response.json();
        if (status === 200) acknowledged.add(body.id);
        if (status === 503) {
          const shaped = body.error?.code === 'storage_unavailable' && body.error.status === 503 && body.error.requestId === response.headers.get('x-request-id') && response.headers.get('retry-after') === '1';
          if (!shaped) badShapes.push({ headers: Object.fromEntries(response.headers), body });
        }
        count(sentIn, String(status));
      } catch (error) {
        count(sentIn, `failed: ${(error as Error).message}`);
      }
      if (status !== 200) await pause(10);
    }
  };
  const clients = Array.from({ length: 8 }, (_, n) => client(n));

  await until(() => acknowledged.size >= 100);
  await cluster.stop('immediate');
  phase = 'down';
  await until(() => (counts.down['503'] ?? 0) >= 50);
  for (const instance of instances) {
    const health = await fetch(`${instance.url}/healthz`);
    expect(health.status).toBe(200);
    expect((await health.json()).database).toMatchObject({ kind: 'postgres', state: 'down' });
    const ready = await fetch(`${instance.url}/readyz`);
    expect(ready.status).toBe(503);
    expect((await ready.json()).error.message).toContain('the database does not take a write');
  }
  const generation = await post(instances[1].url, '/flows', { text: 'Go to loading.' });
  expect(generation.status).toBe(503);
  expect(generation.headers.get('retry-after')).toBe('1');
  expect((await generation.json()).error.code).toBe('storage_unavailable');

  await cluster.start();
  phase = 'back';
  await until(() => (counts.back['200'] ?? 0) >= 100);
  stopped = true;
  await Promise.all(clients);

  for (const instance of instances) {
    expect(instance.child.exitCode).toBeNull();
    expect(await (await fetch(`${instance.url}/healthz`)).json()).toEqual({ status: 'ok', database: { kind: 'postgres', state: 'up' } });
  }
  expect(instances.map((i) => i.child.pid)).toEqual(pids);

  const { code, stdout, stderr } = await runCli(['feedback', 'export', '--database', url]);
  expect(code, stderr).toBe(0);
  const stored = new Set((JSON.parse(stdout) as Array<{ feedbackId: string }>).map((e) => e.feedbackId));
  const missing = [...acknowledged].filter((id) => !stored.has(id));
  console.log(`database stopped under load: ${JSON.stringify(counts)}; acknowledged ${acknowledged.size}, stored ${stored.size}, acknowledged but missing ${missing.length}`);

  expect(missing).toEqual([]);
  expect(badShapes).toEqual([]);
  // Only 200 and 503: nothing failed otherwise, no 500, no connection cut.
  for (const p of ['up', 'down', 'back'] as const) expect(Object.keys(counts[p]).filter((k) => k !== '200' && k !== '503'), p).toEqual([]);
  expect(counts.down['503']).toBeGreaterThan(0);
  // Sent once the server was gone, nothing can have been stored.
  expect(counts.down['200'] ?? 0).toBe(0);
  expect(counts.back['200']).toBeGreaterThan(0);
});
