/**
 * The database's writer, in a thread of its own. A commit waits for its fsync (synchronous=FULL,
 * so that a 200 survives a crash of the machine), and a write may wait for another process's
 * lock: on the main thread either would stall every request. Here only this thread waits, and
 * the writes that arrive meanwhile are committed together next. Writes come in batches (what the
 * main thread asked for in one turn of its event loop) and their replies go back in one message
 * per commit: each message wakes the thread it goes to, and under load those wake-ups cost more
 * than the messages' contents.
 */
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';
import { groupCommit } from './group-commit.js';

export interface WriterSetup {
  file: string;
  /** Longest a commit waits for another connection's lock before failing with SQLITE_BUSY. */
  lockWaitMs: number;
}

export type WriteRequest =
  | { id: number; kind: 'flow'; row: [string, string, string, string, string, string] }
  | { id: number; kind: 'feedback'; row: [string, string, string, string | null, string, string] }
  | { id: number; kind: 'probe'; row: [string] }
  | { id: number; kind: 'close' };

export type WriteReply = { id: number; error?: { code?: string; message: string } };

/** What the main thread sends: the writes of one turn of its event loop. */
export type WriteBatch = WriteRequest[];

const setup = workerData as WriterSetup;
const db = new Database(setup.file, { timeout: setup.lockWaitMs });
db.pragma('synchronous = FULL');
db.pragma('foreign_keys = ON');
const statements = {
  flow: db.prepare('INSERT INTO flows (id, created_at, key_fingerprint, request_json, result_json, diagnostics_json) VALUES (?, ?, ?, ?, ?, ?)'),
  feedback: db.prepare('INSERT INTO feedback (id, flow_id, rating, comments, created_at, key_fingerprint) VALUES (?, ?, ?, ?, ?, ?)'),
  probe: db.prepare('INSERT INTO readiness (id, checked_at) VALUES (1, ?) ON CONFLICT (id) DO UPDATE SET checked_at = excluded.checked_at'),
};
const commit = groupCommit(db);
const port = parentPort!;

// Replies settled by one commit leave together, once that commit's promise callbacks have run.
let replies: WriteReply[] = [];
const reply = (answer: WriteReply) => {
  if (!replies.length) {
    queueMicrotask(() => {
      port.postMessage(replies);
      replies = [];
    });
  }
  replies.push(answer);
};

const take = (request: WriteRequest) => {
  if (request.kind === 'close') {
    commit.flush();
    // The replies to what was just committed are sent from promise callbacks: after them.
    setImmediate(() => {
      db.close();
      port.postMessage([{ id: request.id }] satisfies WriteReply[]);
      port.close();
    });
    return;
  }
  const statement = statements[request.kind];
  commit(() => statement.run(...request.row)).then(
    () => reply({ id: request.id }),
    (error: { code?: unknown; message?: unknown }) =>
      reply({ id: request.id, error: { code: typeof error.code === 'string' ? error.code : undefined, message: String(error.message) } }),
  );
};

port.on('message', (batch: WriteBatch) => {
  for (const request of batch) take(request);
});
