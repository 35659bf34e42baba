/**
 * Group commit: the writes that arrive while the previous commit is under way are committed
 * together, in one transaction and so one fsync, instead of one fsync each. Under load this is
 * most of the cost of a request; each caller still learns of its own write only once it is on disk.
 */
import type Database from 'better-sqlite3';

interface Pending {
  write: () => unknown;
  resolve: () => void;
  reject: (error: unknown) => void;
}

export interface GroupCommit {
  (write: () => unknown): Promise<void>;
  /** Commits what is waiting now, without waiting for the next turn. */
  flush(): void;
}

export function groupCommit(db: Database.Database): GroupCommit {
  let pending: Pending[] = [];
  const together = db.transaction((batch: Pending[]) => {
    for (const item of batch) item.write();
  });

  const flush = () => {
    const batch = pending;
    pending = [];
    if (!batch.length) return;
    try {
      together(batch);
      for (const item of batch) item.resolve();
    } catch {
      // One bad write rolls back the whole batch; commit each alone so only it fails.
      for (const item of batch) {
        try {
          item.write();
          item.resolve();
        } catch (error) {
          item.reject(error);
        }
      }
    }
  };

  const commit = (write: () => unknown) =>
    new Promise<void>((resolve, reject) => {
      pending.push({ write, resolve, reject });
      if (pending.length === 1) setImmediate(flush);
    });
  return Object.assign(commit, { flush });
}
