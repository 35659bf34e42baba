/**
 * Group commit: the writes asked for during one turn of the event loop are committed together,
 * in one transaction and so one fsync, instead of one fsync each. Under load this is most of the
 * cost of a request; each caller still learns of its own write only once it is on disk.
 *
 * SQLite is called synchronously, so waiting for another process's lock blocks the event loop.
 * Each attempt therefore waits at most the connection's busy time-out; a batch that finds the
 * database locked is tried again from a timer, between which the event loop serves other
 * requests, until the write has waited `lockWaitMs` in all and is refused.
 */
import type Database from 'better-sqlite3';

interface Pending {
  write: () => unknown;
  resolve: () => void;
  reject: (error: unknown) => void;
  /** When this write first found the database locked. */
  lockedSince?: number;
}

export interface LockWait {
  /** Longest a write waits, in all, for another connection's lock. */
  lockWaitMs: number;
  /** Pause between attempts while the database is locked. */
  retryAfterMs: number;
}

export interface GroupCommit {
  (write: () => unknown): Promise<void>;
  /** Commits what is waiting now, without waiting for the next turn; a locked database fails it. */
  flush(): void;
}

export class DatabaseLockedError extends Error {
  readonly code = 'SQLITE_BUSY';
  constructor(waitedMs: number) {
    super(`the database stayed locked by another connection for ${waitedMs} ms`);
    this.name = 'DatabaseLockedError';
  }
}

const isLocked = (error: unknown) => /^SQLITE_(BUSY|LOCKED)/.test(String((error as { code?: unknown }).code));

export function groupCommit(db: Database.Database, lock: LockWait): GroupCommit {
  let pending: Pending[] = [];
  let retry: NodeJS.Timeout | undefined;
  const together = db.transaction((batch: Pending[]) => {
    for (const item of batch) item.write();
  });

  const attempt = (final: boolean) => {
    clearTimeout(retry);
    retry = undefined;
    const batch = pending;
    pending = [];
    if (!batch.length) return;
    try {
      together(batch);
      for (const item of batch) item.resolve();
    } catch (error) {
      if (isLocked(error)) return locked(batch, final);
      // One bad write rolls back the whole batch; commit each alone so only it fails.
      for (const item of batch) {
        try {
          item.write();
          item.resolve();
        } catch (itemError) {
          item.reject(itemError);
        }
      }
    }
  };

  const locked = (batch: Pending[], final: boolean) => {
    const now = performance.now();
    const waiting: Pending[] = [];
    for (const item of batch) {
      item.lockedSince ??= now;
      const waited = Math.round(now - item.lockedSince);
      if (final || waited >= lock.lockWaitMs) item.reject(new DatabaseLockedError(waited));
      else waiting.push(item);
    }
    pending = [...waiting, ...pending];
    if (pending.length) retry = setTimeout(() => attempt(false), lock.retryAfterMs);
  };

  const commit = (write: () => unknown) =>
    new Promise<void>((resolve, reject) => {
      pending.push({ write, resolve, reject });
      // While a retry is set, new writes join it rather than knock on the lock again.
      if (pending.length === 1 && !retry) setImmediate(() => attempt(false));
    });
  return Object.assign(commit, { flush: () => attempt(true) });
}
