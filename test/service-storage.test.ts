/**
 * The SQLite storage on a real file: writes asked for together are committed together (by the
 * writer thread), and one bad write in a group fails alone.
 */
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { DATABASE_FILE, openSqliteStorage } from '../src/service/sqlite-storage.js';
import type { FlowRecord } from '../src/service/storage.js';
import { removeDir, tempDir } from './service-helpers.js';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach(removeDir));

const flow = (id: string): FlowRecord => ({
  id,
  createdAt: new Date(0).toISOString(),
  keyFingerprint: 'sha256:0000',
  request: { text: 'Go.', format: 'xstate', mode: 'incremental' },
  result: { format: 'xstate', flow: {} },
  diagnostics: [],
});

it('commits concurrent writes, failing only the one that is wrong', async () => {
  const dir = tempDir();
  dirs.push(dir);
  const storage = openSqliteStorage(dir);
  const writes = Array.from({ length: 100 }, (_, i) => storage.saveFlow(flow(`flow-${i}`)));
  const orphan = storage.saveFeedback({ id: 'fb', flowId: 'missing', rating: 'good', createdAt: new Date(0).toISOString(), keyFingerprint: 'x' });
  const duplicate = storage.saveFlow(flow('flow-7'));
  await Promise.all(writes);
  await expect(orphan).rejects.toThrow(/FOREIGN KEY/);
  await expect(duplicate).rejects.toThrow(/UNIQUE/);
  expect(storage.hasFlow('flow-99')).toBe(true);
  await storage.close();

  const db = new Database(join(dir, DATABASE_FILE), { readonly: true });
  expect(db.prepare('SELECT count(*) FROM flows').pluck().get()).toBe(100);
  expect(db.prepare('SELECT count(*) FROM feedback').pluck().get()).toBe(0);
  expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
  db.close();
});

it('writes what is waiting before it closes', async () => {
  const dir = tempDir();
  dirs.push(dir);
  const storage = openSqliteStorage(dir);
  const saved = storage.saveFlow(flow('last'));
  await storage.close();
  await saved;
  const reopened = openSqliteStorage(dir);
  expect(reopened.hasFlow('last')).toBe(true);
  await reopened.close();
});
