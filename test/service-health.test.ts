/**
 * Health that tells the truth: liveness and readiness, a damaged database refused at start, owner-
 * only files, and a lock held by another process that never stalls the event loop.
 */
import Database from 'better-sqlite3';
import { chmodSync, closeSync, openSync, readdirSync, statSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { longDescription } from '../bench/descriptions.mjs';
import { DATABASE_FILE, openSqliteStorage } from '../src/service/sqlite-storage.js';
import { removeDir, runCli, startTestService, tempDir, type TestService } from './service-helpers.js';

const services: TestService[] = [];
const dirs: string[] = [];
afterEach(async () => {
  for (const service of services.splice(0)) await service.close();
  for (const dir of dirs.splice(0)) removeDir(dir);
});

async function start(options: Parameters<typeof startTestService>[0] = {}): Promise<TestService> {
  const service = await startTestService(options);
  services.push(service);
  dirs.push(service.dataDir);
  return service;
}

/** Another connection to the service's database holding its write lock until released. */
function holdWriteLock(dataDir: string): { release(): void } {
  const db = new Database(join(dataDir, DATABASE_FILE));
  db.exec('BEGIN IMMEDIATE');
  return {
    release() {
      db.exec('ROLLBACK');
      db.close();
    },
  };
}

describe('/healthz and /readyz', () => {
  it('are both ok on a service that can take requests', async () => {
    const service = await start();
    const health = await fetch(`${service.url}/healthz`);
    expect(await health.json()).toEqual({ status: 'ok', database: { kind: 'sqlite', state: 'up' } });
    const ready = await fetch(`${service.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready' });
    expect(ready.headers.get('cache-control')).toBe('no-store');
  });

  it('/readyz fails while the database cannot take a write; /healthz stays ok', async () => {
    const service = await start({ storage: { lockWaitMs: 300 } });
    const lock = holdWriteLock(service.dataDir);
    try {
      const ready = await fetch(`${service.url}/readyz`);
      expect(ready.status).toBe(503);
      const { error } = await ready.json();
      expect(error.code).toBe('not_ready');
      expect(error.message).toContain('the database does not take a write (SQLITE_BUSY: locked by another process)');
      const health = await fetch(`${service.url}/healthz`);
      expect(health.status).toBe(200);
      expect((await health.json()).database).toMatchObject({ kind: 'sqlite', state: 'down', problem: 'locked by another process (SQLITE_BUSY)' });
    } finally {
      lock.release();
    }
    expect((await fetch(`${service.url}/readyz`)).status).toBe(200);
    expect((await (await fetch(`${service.url}/healthz`)).json()).database).toEqual({ kind: 'sqlite', state: 'up' });
  });

  it('/readyz fails while generation has no room', async () => {
    const service = await start({ generation: { workers: 1, queueLimit: 0 } });
    const busy = service.post('/flows', { text: longDescription(20_000) });
    let ready: Response;
    // The request is in the pool once the service has read it; until then readiness is true.
    do ready = await fetch(`${service.url}/readyz`);
    while (ready.status === 200);
    expect(ready.status).toBe(503);
    expect((await ready.json()).error.message).toContain('generation is at capacity');
    expect((await busy).status).toBe(200);
    expect((await fetch(`${service.url}/readyz`)).status).toBe(200);
  });
});

describe('a lock held by another process', () => {
  it('never stalls other requests: they are answered while a write waits, and the write goes through once it is released', async () => {
    const service = await start();
    const { id } = await (await service.post('/flows', { text: 'Clicking Help opens the help modal.' })).json();
    const lock = holdWriteLock(service.dataDir);
    let rated: Promise<Response>;
    try {
      rated = service.post(`/flows/${id}/feedback`, { rating: 'good' });
      // Were the write waiting on the event loop, these could not be answered until it gave up.
      for (let i = 0; i < 3; i++) expect((await fetch(`${service.url}/healthz`)).status).toBe(200);
    } finally {
      lock.release();
    }
    expect((await rated).status).toBe(200);
  });

  it('answers 503 with Retry-After when the lock outlasts the wait', async () => {
    const service = await start({ storage: { lockWaitMs: 200 } });
    const lock = holdWriteLock(service.dataDir);
    try {
      const response = await service.post('/flows', { text: 'Go to loading.' });
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('1');
      expect((await response.json()).error).toMatchObject({ code: 'storage_unavailable', message: expect.stringContaining('locked by another process') });
    } finally {
      lock.release();
    }
  });
});

describe('the data folder', () => {
  it('is readable by its owner only, database and WAL included, even when the file was made readable before', async () => {
    const dataDir = join(tempDir(), 'data');
    dirs.push(join(dataDir, '..'));
    // With no keys configured, the service makes one in the data folder.
    const first = await start({ dataDir, env: {} });
    await first.close();
    services.splice(0);
    chmodSync(join(dataDir, DATABASE_FILE), 0o644);
    await start({ dataDir, env: {} });
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    const files = readdirSync(dataDir);
    expect(files).toEqual(expect.arrayContaining([DATABASE_FILE, `${DATABASE_FILE}-wal`, `${DATABASE_FILE}-shm`, 'api-key']));
    for (const file of files) expect(statSync(join(dataDir, file)).mode & 0o777, file).toBe(0o600);
  });
});

describe('a damaged database', () => {
  it('stops the service from starting, with a message naming the file and what to do', async () => {
    const dataDir = join(tempDir(), 'data');
    dirs.push(join(dataDir, '..'));
    const storage = openSqliteStorage(dataDir);
    const saved = [];
    for (let i = 0; i < 200; i++) {
      const request = { text: `Flow number ${i} goes to loading.`, format: 'xstate' as const, mode: 'full' as const };
      saved.push(storage.saveFlow({ id: `flow-${i}`, createdAt: new Date(0).toISOString(), keyFingerprint: 'k', request, result: { format: 'xstate', flow: { states: { [`s${i}`]: {} } } }, diagnostics: [] }));
    }
    await Promise.all(saved);
    await storage.close();
    const file = join(dataDir, DATABASE_FILE);
    const pages = statSync(file).size / 4096;
    expect(pages).toBeGreaterThan(10);
    // Garbage over the middle pages, as a failing disk or a bad copy leaves it.
    const fd = openSync(file, 'r+');
    for (let page = Math.floor(pages / 3); page < Math.floor((2 * pages) / 3); page++) writeSync(fd, Buffer.alloc(4096, 0x5a), 0, 4096, page * 4096);
    closeSync(fd);

    const { code, stderr } = await runCli(['serve', '--port', '0', '--data', dataDir], { FLOWSCRIBE_API_KEYS: 'k' });
    expect(code).toBe(1);
    expect(stderr).toContain(`the database ${file} is damaged`);
    expect(stderr).toContain('move');
    expect(stderr).toContain('.recover');
    const exported = await runCli(['feedback', 'export', '--data', dataDir]);
    expect(exported.code).toBe(1);
    expect(exported.stderr).toContain('is damaged');
  });
});
