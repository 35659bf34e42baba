/**
 * Storage in an embedded SQLite file. WAL with synchronous=FULL makes each committed write
 * survive a crash of the process or the machine, which is what lets the service answer 200 only
 * after the commit. Writes go through the writer thread (storage-writer.ts), so neither an fsync
 * nor another process's lock ever holds up the event loop; reads use a connection of this thread.
 */
import { join } from 'node:path';
import { openDatabaseFile } from './database-file.js';
import { healthTracker } from './database-health.js';
import { KeyUsage } from './key-usage.js';
import { DATABASE_FILE, DEFAULT_STORAGE, type StorageOptions } from './storage-choice.js';
import type { FeedbackRecord, FlowRecord, Rating, RatedFlow, Storage } from './storage.js';
import { writerThread } from './writer-thread.js';

export { DATABASE_FILE };

const SCHEMA = `
CREATE TABLE IF NOT EXISTS flows (
  id              TEXT PRIMARY KEY,
  created_at      TEXT NOT NULL,
  key_fingerprint TEXT NOT NULL,
  request_json    TEXT NOT NULL,
  result_json     TEXT NOT NULL,
  diagnostics_json TEXT NOT NULL
) STRICT;
CREATE TABLE IF NOT EXISTS feedback (
  id              TEXT PRIMARY KEY,
  flow_id         TEXT NOT NULL REFERENCES flows(id),
  rating          TEXT NOT NULL CHECK (rating IN ('good', 'bad')),
  comments        TEXT,
  created_at      TEXT NOT NULL,
  key_fingerprint TEXT NOT NULL
) STRICT;
CREATE INDEX IF NOT EXISTS feedback_by_flow ON feedback(flow_id);
CREATE TABLE IF NOT EXISTS readiness (
  id         INTEGER PRIMARY KEY CHECK (id = 1),
  checked_at TEXT NOT NULL
) STRICT;
`;

interface RatedRow {
  feedback_id: string;
  flow_id: string;
  rating: Rating;
  comments: string | null;
  rated_at: string;
  request_json: string;
  result_json: string;
}

export function openSqliteStorage(dataDir: string, options: StorageOptions = DEFAULT_STORAGE): Storage {
  const file = join(dataDir, DATABASE_FILE);
  const db = openDatabaseFile(dataDir, file, options);
  db.exec(SCHEMA);

  const findFlow = db.prepare('SELECT 1 FROM flows WHERE id = ?').pluck();
  const rated = db.prepare<[string | null, string | null], RatedRow>(`
    SELECT f.id AS feedback_id, f.flow_id, f.rating, f.comments, f.created_at AS rated_at,
           fl.request_json, fl.result_json
    FROM feedback f JOIN flows fl ON fl.id = f.flow_id
    WHERE ? IS NULL OR f.rating = ?
    ORDER BY f.rowid`);
  const usage = KeyUsage.load(db);
  const writer = writerThread({ file, lockWaitMs: options.lockWaitMs });

  const checkWritable = () => writer.write({ kind: 'probe', row: [new Date().toISOString()] });
  const tracker = healthTracker('sqlite', checkWritable);
  // Reads run on this thread and throw at once; they are reported like the writes.
  const read = <T>(query: () => T): Promise<T> => tracker.observe(new Promise<T>((resolve) => resolve(query())));

  return {
    kind: 'sqlite',
    async saveFlow(flow: FlowRecord) {
      const texts = [JSON.stringify(flow.request), JSON.stringify(flow.result), JSON.stringify(flow.diagnostics)] as const;
      await tracker.observe(writer.write({ kind: 'flow', row: [flow.id, flow.createdAt, flow.keyFingerprint, ...texts] }));
      usage.add(flow.keyFingerprint, ...texts);
    },
    hasFlow(id: string) {
      return read(() => findFlow.get(id) !== undefined);
    },
    async saveFeedback(feedback: FeedbackRecord) {
      const comments = feedback.comments ?? null;
      await tracker.observe(writer.write({ kind: 'feedback', row: [feedback.id, feedback.flowId, feedback.rating, comments, feedback.createdAt, feedback.keyFingerprint] }));
      usage.add(feedback.keyFingerprint, comments ?? '');
    },
    async bytesStoredBy(keyFingerprint: string) {
      return usage.of(keyFingerprint);
    },
    checkWritable() {
      return tracker.observe(checkWritable());
    },
    health: () => tracker.health(),
    ratedFlows(rating?: Rating): Promise<RatedFlow[]> {
      return read(() =>
        rated.all(rating ?? null, rating ?? null).map((row) => ({
          feedbackId: row.feedback_id,
          flowId: row.flow_id,
          rating: row.rating,
          ...(row.comments !== null ? { comments: row.comments } : {}),
          ratedAt: row.rated_at,
          request: JSON.parse(row.request_json),
          result: JSON.parse(row.result_json),
        })),
      );
    },
    async close() {
      tracker.stop();
      await writer.close();
      db.close();
    },
  };
}
