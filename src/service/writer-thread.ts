/**
 * The main thread's side of the database writer (storage-writer.ts): sends it rows, and settles
 * each write's promise when the writer says it is committed. The thread starts with the first
 * write, so reading the database (an export) starts none. The writes asked for in one turn of the
 * event loop go in one message (several generations often finish in one turn under load).
 */
import { Worker } from 'node:worker_threads';
import type { WriteBatch, WriteReply, WriteRequest, WriterSetup } from './storage-writer.js';
import { serviceWorkerFile } from './worker-file.js';

type Row = Extract<WriteRequest, { row: unknown }>;
type Unsent = Row extends infer R ? (R extends Row ? Omit<R, 'id'> : never) : never;

/** A failure of the writer, with SQLite's code (SQLITE_BUSY, SQLITE_FULL...) when it has one. */
export class WriteError extends Error {
  constructor(
    message: string,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'WriteError';
  }
}

export interface WriterThread {
  write(request: Unsent): Promise<void>;
  /** Commits what was sent, then stops the thread. */
  close(): Promise<void>;
}

export function writerThread(setup: WriterSetup): WriterThread {
  let worker: Worker | undefined;
  let nextId = 1;
  const waiting = new Map<number, { resolve: () => void; reject: (error: Error) => void }>();
  let unsent: WriteBatch = [];

  const start = (): Worker => {
    const started = new Worker(serviceWorkerFile('storage-writer.js', import.meta.url), { workerData: setup });
    started.on('message', (replies: WriteReply[]) => {
      for (const reply of replies) {
        const settle = waiting.get(reply.id);
        waiting.delete(reply.id);
        if (reply.error) settle?.reject(new WriteError(reply.error.message, reply.error.code));
        else settle?.resolve();
      }
    });
    // A writer that died takes its unanswered writes with it; the next write starts another.
    const fail = (error: Error) => {
      if (worker === started) worker = undefined;
      for (const settle of waiting.values()) settle.reject(new WriteError(`the database writer stopped: ${error.message}`));
      waiting.clear();
      // Writes not sent yet were among those just failed: none may be committed after that answer.
      unsent = [];
    };
    started.on('error', fail);
    started.on('exit', (code) => fail(new Error(`exit code ${code}`)));
    return started;
  };

  // Sent once the current turn's callbacks (I/O, then promises) have all run: setImmediate, not a
  // microtask, since the writes of one turn are reached through several awaits each.
  const sendBatch = () => {
    const batch = unsent;
    unsent = [];
    if (worker && batch.length) worker.postMessage(batch);
  };
  const send = (request: Unsent | { kind: 'close' }) =>
    new Promise<void>((resolve, reject) => {
      worker ??= start();
      const id = nextId++;
      waiting.set(id, { resolve, reject });
      if (!unsent.length) setImmediate(sendBatch);
      unsent.push({ ...request, id } as WriteRequest);
    });

  return {
    write: (request) => send(request),
    async close() {
      if (!worker) return;
      const stopping = worker;
      await send({ kind: 'close' });
      await new Promise((resolve) => (stopping.threadId === -1 ? resolve(undefined) : stopping.once('exit', resolve)));
    },
  };
}
