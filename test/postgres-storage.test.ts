/**
 * What only the PostgreSQL storage has, on a real server: its schema created once and recorded
 * when instances start together, migrations, clear refusals at start, and an outage while running
 * (failures that say the database is unavailable, then recovery without reopening).
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCluster } from '../scripts/postgres-cluster.mjs';
import { DatabaseStartError } from '../src/service/postgres-errors.js';
import { MIGRATIONS, migrate } from '../src/service/postgres-schema.js';
import { openPostgresStorage } from '../src/service/postgres-storage.js';
import { StorageUnavailableError } from '../src/service/storage-errors.js';
import { DEFAULT_POSTGRES } from '../src/service/storage-choice.js';
import type { FlowRecord, Storage } from '../src/service/storage.js';

let cluster: Awaited<ReturnType<typeof startCluster>>;
let databases = 0;
beforeAll(async () => {
  cluster = await startCluster();
}, 60_000);
afterAll(() => cluster?.destroy());

const newDatabase = () => cluster.createDatabase(`schema_${++databases}`);
const open = (url: string, purpose: 'serve' | 'read' = 'serve') => openPostgresStorage({ ...DEFAULT_POSTGRES, url }, purpose);

async function sql<R extends pg.QueryResultRow>(url: string, text: string, values?: unknown[]): Promise<R[]> {
  const client = new pg.Client(url);
  await client.connect();
  try {
    return (await client.query<R>(text, values)).rows;
  } finally {
    await client.end();
  }
}

const flow = (id: string): FlowRecord => ({
  id,
  createdAt: new Date(0).toISOString(),
  keyFingerprint: 'k',
  request: { text: 'Go.', format: 'xstate', mode: 'incremental' },
  result: { format: 'xstate', flow: {} },
  diagnostics: [],
});

describe('the schema', () => {
  it('is created once, and its version recorded once, when several instances start at the same time', async () => {
    const url = await newDatabase();
    const storages = await Promise.all(Array.from({ length: 6 }, () => open(url)));
    await Promise.all(storages.map((s, i) => s.saveFlow(flow(`flow-${i}`))));
    await Promise.all(storages.map((s) => s.close()));
    const again = await open(url);
    await again.close();
    const versions = await sql(url, 'SELECT version, description FROM flowscribe_schema');
    expect(versions).toEqual([{ version: 1, description: MIGRATIONS[0].description }]);
    expect(await sql(url, 'SELECT count(*)::int AS n FROM flows')).toEqual([{ n: 6 }]);
  });

  it('runs only the migrations a database has not had, and records each', async () => {
    const url = await newDatabase();
    await (await open(url)).close();
    const next = [...MIGRATIONS, { version: 2, description: 'a note on flows', sql: 'ALTER TABLE flows ADD COLUMN note text' }];
    const client = new pg.Client(url);
    await client.connect();
    try {
      expect(await migrate(client, 'test', next)).toEqual([2]);
      expect(await migrate(client, 'test', next)).toEqual([]);
    } finally {
      await client.end();
    }
    expect((await sql(url, 'SELECT version FROM flowscribe_schema ORDER BY version')).map((r) => r.version)).toEqual([1, 2]);
    expect(await sql(url, "SELECT column_name FROM information_schema.columns WHERE table_name = 'flows' AND column_name = 'note'")).toHaveLength(1);
  });

  it('refuses a database a newer release has migrated, saying so', async () => {
    const url = await newDatabase();
    await (await open(url)).close();
    await sql(url, "INSERT INTO flowscribe_schema (version, description) VALUES (99, 'from the future')");
    const failure = open(url);
    await expect(failure).rejects.toBeInstanceOf(DatabaseStartError);
    await expect(failure).rejects.toThrow(/has schema version 99, newer than this flowscribe knows \(1\).*Upgrade flowscribe/);
  });

  it('is not created by a reader: reading an empty database says it holds no data', async () => {
    const url = await newDatabase();
    await expect(open(url, 'read')).rejects.toThrow(/holds no Flowscribe data \(it has no flowscribe_schema table\)/);
    expect(await sql(url, "SELECT to_regclass('flowscribe_schema') AS t")).toEqual([{ t: null }]);
  });
});

describe('starting', () => {
  it('on an address where no server listens fails with a clear message that hides the password', async () => {
    const url = `postgres://flow:secret-word@127.0.0.1:${cluster.port + 1}/flows`;
    const failure = openPostgresStorage({ ...DEFAULT_POSTGRES, url, connectTimeoutMs: 2_000 });
    await expect(failure).rejects.toThrow(/^cannot connect to the PostgreSQL database at postgres:\/\/flow:\*\*\*@127\.0\.0\.1:\d+\/flows: .*ECONNREFUSED.*--database or FLOWSCRIBE_DATABASE_URL/s);
    await expect(failure).rejects.not.toThrow(/secret-word/);
  });

  it('on a database that does not exist says so', async () => {
    await expect(open(cluster.url('no_such_database'))).rejects.toThrow(/the database named in .*no_such_database does not exist/);
  });
});

describe('an outage while running', () => {
  it('fails each operation as unavailable while the server is down, then recovers by itself', async () => {
    const url = await newDatabase();
    const storage: Storage = await open(url);
    try {
      await storage.saveFlow(flow('before'));
      await cluster.stop('fast');
      try {
        for (const operation of [() => storage.hasFlow('before'), () => storage.saveFlow(flow('during')), () => storage.checkWritable()]) {
          await expect(operation()).rejects.toBeInstanceOf(StorageUnavailableError);
        }
        expect(storage.health()).toMatchObject({ kind: 'postgres', state: 'down', since: expect.any(String), problem: expect.stringMatching(/cannot be reached|connection lost|shutting down/) });
      } finally {
        await cluster.start();
      }
      // No request needed: the probe finds the server back.
      while (storage.health().state === 'down') await new Promise((resolve) => setTimeout(resolve, 100));
      expect(storage.health()).toEqual({ kind: 'postgres', state: 'up' });
      await storage.saveFlow(flow('after'));
      expect(await storage.hasFlow('before')).toBe(true);
      expect(await storage.hasFlow('during')).toBe(false);
      expect(await storage.hasFlow('after')).toBe(true);
    } finally {
      await storage.close();
    }
  });
});
