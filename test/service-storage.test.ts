/**
 * Both storage backends pass one table of tests: the embedded SQLite file, and PostgreSQL on a
 * real server (a throw-away cluster, scripts/postgres-cluster.mjs). Each test gets a new, empty
 * database. What differs between them (SQLite's writer thread, PostgreSQL's schema versions and
 * outages) has tests of its own.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startCluster } from '../scripts/postgres-cluster.mjs';
import { recordBytes } from '../src/service/key-usage.js';
import { openPostgresStorage } from '../src/service/postgres-storage.js';
import { openSqliteStorage } from '../src/service/sqlite-storage.js';
import { DEFAULT_POSTGRES } from '../src/service/storage-choice.js';
import type { FeedbackRecord, FlowRecord, Storage } from '../src/service/storage.js';
import { removeDir, tempDir } from './service-helpers.js';

interface Backend {
  name: 'sqlite' | 'postgres';
  setup(): Promise<void>;
  /** A storage on a new, empty database. */
  open(): Promise<Storage>;
  /** Another storage on the database of the last open(). */
  reopen(): Promise<Storage>;
  teardown(): Promise<void>;
}

function sqlite(): Backend {
  const dirs: string[] = [];
  return {
    name: 'sqlite',
    async setup() {},
    async open() {
      dirs.push(tempDir());
      return openSqliteStorage(dirs.at(-1)!);
    },
    async reopen() {
      return openSqliteStorage(dirs.at(-1)!);
    },
    async teardown() {
      dirs.forEach(removeDir);
    },
  };
}

function postgres(): Backend {
  let cluster: Awaited<ReturnType<typeof startCluster>>;
  let url = '';
  let databases = 0;
  const openAt = (at: string) => openPostgresStorage({ ...DEFAULT_POSTGRES, url: at });
  return {
    name: 'postgres',
    async setup() {
      cluster = await startCluster();
    },
    async open() {
      url = await cluster.createDatabase(`storage_${++databases}`);
      return openAt(url);
    },
    reopen: () => openAt(url),
    teardown: async () => cluster?.destroy(),
  };
}

const flow = (id: string, states: Record<string, object> = {}, key = 'sha256:0000'): FlowRecord => ({
  id,
  createdAt: new Date(Date.UTC(2025, 0, 1, 12, 0, 0, 7)).toISOString(),
  keyFingerprint: key,
  request: { text: 'Go.', format: 'xstate', mode: 'incremental' },
  result: { format: 'xstate', flow: { states } },
  diagnostics: [{ code: 'unused-sentence', severity: 'warning', message: 'No rule understood this sentence.', input: 'text', span: { start: 0, end: 3 }, excerpt: 'Go.' }],
});

const rating = (id: string, flowId: string, value: 'good' | 'bad', comments?: string, key = 'sha256:0000'): FeedbackRecord => ({
  id,
  flowId,
  rating: value,
  ...(comments !== undefined ? { comments } : {}),
  createdAt: new Date(Date.UTC(2025, 0, 2, 8, 30, 0, Number(id.replace(/\D/g, '') || 0) % 1000)).toISOString(),
  keyFingerprint: key,
});

describe.each([sqlite(), postgres()])('the $name storage', (backend) => {
  const open: Storage[] = [];
  const track = (storage: Storage) => (open.push(storage), storage);
  const fresh = async () => track(await backend.open());
  const again = async () => track(await backend.reopen());
  beforeAll(() => backend.setup(), 60_000);
  afterEach(async () => {
    for (const storage of open.splice(0)) await storage.close();
  });
  afterAll(() => backend.teardown());

  it('says which database it is, that it is up, and that it takes a write', async () => {
    const storage = await fresh();
    expect(storage.kind).toBe(backend.name);
    await storage.checkWritable();
    expect(storage.health()).toEqual({ kind: backend.name, state: 'up' });
  });

  it('finds a stored flow, and no other', async () => {
    const storage = await fresh();
    await storage.saveFlow(flow('flow-1'));
    expect(await storage.hasFlow('flow-1')).toBe(true);
    expect(await storage.hasFlow('flow-2')).toBe(false);
    expect(await storage.hasFlow("x' OR '1'='1")).toBe(false);
  });

  it('commits concurrent writes, failing only the ones that are wrong', async () => {
    const storage = await fresh();
    const writes = Array.from({ length: 100 }, (_, i) => storage.saveFlow(flow(`flow-${i}`)));
    const orphan = expect(storage.saveFeedback(rating('fb-1', 'missing', 'good'))).rejects.toThrow(/foreign key/i);
    const duplicate = expect(storage.saveFlow(flow('flow-7'))).rejects.toThrow(/UNIQUE|duplicate key/i);
    await Promise.all([...writes, orphan, duplicate]);
    const found = await Promise.all(Array.from({ length: 100 }, (_, i) => storage.hasFlow(`flow-${i}`)));
    expect(found.every(Boolean)).toBe(true);
    expect(await storage.ratedFlows()).toEqual([]);
  });

  it('keeps every rating of a flow and exports them oldest first, with the generation they rate', async () => {
    const storage = await fresh();
    // The order of a flow's states is meaningful (the first is the initial state): it survives.
    const states = { zeta: {}, alpha: { on: { GO: [{ target: 'zeta' }] } }, mid: {} };
    await storage.saveFlow(flow('flow-a', states));
    await storage.saveFlow(flow('flow-b'));
    const ratings = [
      rating('fb-1', 'flow-a', 'good'),
      rating('fb-2', 'flow-a', 'bad', 'Missing the close button. Ünïcödé ✓'),
      rating('fb-3', 'flow-b', 'bad', ''),
      rating('fb-4', 'flow-a', 'good', 'Better now.'),
    ];
    for (const r of ratings) await storage.saveFeedback(r);

    const exported = await storage.ratedFlows();
    expect(exported.map((e) => [e.feedbackId, e.flowId, e.rating])).toEqual([
      ['fb-1', 'flow-a', 'good'],
      ['fb-2', 'flow-a', 'bad'],
      ['fb-3', 'flow-b', 'bad'],
      ['fb-4', 'flow-a', 'good'],
    ]);
    expect(exported[0]).toEqual({ feedbackId: 'fb-1', flowId: 'flow-a', rating: 'good', ratedAt: ratings[0].createdAt, request: flow('x').request, result: flow('x', states).result });
    expect(Object.keys((exported[0].result as { flow: { states: object } }).flow.states)).toEqual(['zeta', 'alpha', 'mid']);
    expect(exported[1].comments).toBe('Missing the close button. Ünïcödé ✓');
    expect(exported[2].comments).toBe('');
    expect((await storage.ratedFlows('bad')).map((e) => e.feedbackId)).toEqual(['fb-2', 'fb-3']);
    expect((await storage.ratedFlows('good')).map((e) => e.feedbackId)).toEqual(['fb-1', 'fb-4']);
  });

  it('counts the bytes each key stores, and still knows them after a restart', async () => {
    const storage = await fresh();
    const stored = flow('flow-1', { idle: {} }, 'key-a');
    await storage.saveFlow(stored);
    await storage.saveFeedback(rating('fb-1', 'flow-1', 'bad', 'Too short ✓', 'key-a'));
    await storage.saveFeedback(rating('fb-2', 'flow-1', 'good', undefined, 'key-b'));
    const flowBytes = recordBytes(JSON.stringify(stored.request), JSON.stringify(stored.result), JSON.stringify(stored.diagnostics));
    const expected = { 'key-a': flowBytes + recordBytes('Too short ✓'), 'key-b': recordBytes(''), 'key-c': 0 };
    for (const [key, bytes] of Object.entries(expected)) expect(await storage.bytesStoredBy(key), key).toBe(bytes);
    await storage.close();
    open.splice(open.indexOf(storage), 1);
    const reopened = await again();
    for (const [key, bytes] of Object.entries(expected)) expect(await reopened.bytesStoredBy(key), key).toBe(bytes);
  });

  it('finishes the writes asked for before it closes, and they are there when opened again', async () => {
    const storage = await fresh();
    await storage.saveFlow(flow('first'));
    const saved = [storage.saveFlow(flow('last')), storage.saveFeedback(rating('fb-1', 'first', 'good'))];
    await storage.close();
    open.splice(open.indexOf(storage), 1);
    await Promise.all(saved);
    const reopened = await again();
    expect(await reopened.hasFlow('last')).toBe(true);
    expect((await reopened.ratedFlows()).map((e) => e.feedbackId)).toEqual(['fb-1']);
  });
});
