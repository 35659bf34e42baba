/**
 * Several `flowscribe serve` processes sharing one PostgreSQL database (a throw-away cluster on
 * loopback): a flow generated on one is rated on the other, ids never collide, the export reads
 * every rating whichever instance took it; and a database that cannot be reached stops the start
 * with a clear message. Needs `npm run build` first (as `npm test` does).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startCluster } from '../scripts/postgres-cluster.mjs';
import { postJson as post, serveProcesses, SHARED_KEY as KEY, type Cluster } from './postgres-helpers.js';
import { runCli } from './service-helpers.js';

let cluster: Cluster;
let url: string;
const processes = serveProcesses();

beforeAll(async () => {
  cluster = await startCluster();
  url = await cluster.createDatabase('instances');
}, 60_000);
afterEach(() => processes.stopAll());
afterAll(() => cluster?.destroy());

const serve = () => processes.serve(['--database', url]);

async function exported(...args: string[]): Promise<Array<Record<string, unknown>>> {
  const { code, stdout, stderr } = await runCli(['feedback', 'export', ...args]);
  expect(code, stderr).toBe(0);
  return JSON.parse(stdout);
}

describe('two instances on one PostgreSQL database', () => {
  it('rate on one a flow generated on the other; the export shows every rating, read through either setting', async () => {
    // Started together: they take turns creating the tables.
    const [a, b] = await Promise.all([serve(), serve()]);
    expect(a.url).not.toBe(b.url);
    expect(a.banner()).toContain(`data in PostgreSQL at ${url}`);

    const request = { text: 'Clicking Help opens the help modal. Pressing Close goes back to the article.' };
    const generated = await post(a.url, '/flows?output-mode=full', request);
    expect(generated.status).toBe(200);
    const { id, result } = await generated.json();

    const first = await post(b.url, `/flows/${id}/feedback`, { rating: 'bad', comments: 'Rated on the second instance.' });
    expect(first.status).toBe(200);
    const second = await post(a.url, `/flows/${id}/feedback`, { rating: 'good' });
    expect(second.status).toBe(200);
    expect((await post(b.url, '/flows/no-such-flow/feedback', { rating: 'good' })).status).toBe(404);

    const ratings = [await first.json(), await second.json()];
    const expected = ratings.map((r) => ({
      feedbackId: r.id,
      flowId: id,
      rating: r.rating,
      ...(r.comments !== undefined ? { comments: r.comments } : {}),
      ratedAt: r.createdAt,
      request: { ...request, format: 'xstate', mode: 'full' },
      result,
    }));
    expect(await exported('--database', url)).toEqual(expected);
    const { code, stdout } = await runCli(['feedback', 'export', '--rating', 'bad'], { FLOWSCRIBE_DATABASE_URL: url });
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toEqual([expected[0]]);

    for (const instance of [a, b]) {
      expect(await (await fetch(`${instance.url}/healthz`)).json()).toEqual({ status: 'ok', database: { kind: 'postgres', state: 'up' } });
      expect((await fetch(`${instance.url}/readyz`)).status).toBe(200);
    }
  });

  it('never give two generations one id: each of many, from both at once, is stored and rated under its own', async () => {
    const [a, b] = await Promise.all([serve(), serve()]);
    const before = (await exported('--database', url)).length;
    const generate = async (base: string, i: number) => {
      const response = await post(base, '/flows', { text: `In idle, GO_${i} goes to busy.` });
      expect(response.status).toBe(200);
      return (await response.json()).id as string;
    };
    const ids = await Promise.all(Array.from({ length: 60 }, (_, i) => generate(i % 2 ? a.url : b.url, i)));
    expect(new Set(ids).size).toBe(60);
    // Each rated through the instance that did not generate it.
    const statuses = await Promise.all(ids.map((id, i) => post(i % 2 ? b.url : a.url, `/flows/${id}/feedback`, { rating: 'good' }).then((r) => r.status)));
    expect(statuses).toEqual(ids.map(() => 200));
    const all = await exported('--database', url);
    expect(all.length - before).toBe(60);
    expect(new Set(all.slice(before).map((e) => e.flowId))).toEqual(new Set(ids));
  });
});

describe('starting on PostgreSQL', () => {
  it('exits 1 with a clear message when the database cannot be reached, without showing the password', async () => {
    const unreachable = `postgres://flow:secret-word@127.0.0.1:${cluster.port + 1}/flows`;
    const { code, stdout, stderr } = await runCli(['serve', '--port', '0', '--data', processes.dataDir(), '--database', unreachable], { FLOWSCRIBE_API_KEYS: KEY });
    expect(code).toBe(1);
    expect(stdout).not.toContain('listening');
    expect(stderr).toMatch(/^flowscribe: cannot connect to the PostgreSQL database at postgres:\/\/flow:\*\*\*@127\.0\.0\.1:\d+\/flows: .*ECONNREFUSED/);
    expect(stderr).not.toContain('secret-word');
  });

  it('takes the database from FLOWSCRIBE_DATABASE_URL, and refuses one that is not a PostgreSQL URL', async () => {
    const running = await processes.serve([], { FLOWSCRIBE_DATABASE_URL: url });
    expect(running.banner()).toContain('data in PostgreSQL');
    const wrong = await runCli(['serve', '--port', '0', '--database', 'mysql://somewhere/flows'], { FLOWSCRIBE_API_KEYS: KEY });
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain('must be a PostgreSQL URL');
  });
});
