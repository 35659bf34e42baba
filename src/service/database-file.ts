/**
 * Opening the database file: owner-only permissions, and a refusal to start on a damaged file.
 * The file holds every request and the fingerprints of the keys that made them, so it and the
 * files SQLite keeps beside it (-wal, -shm, created with the database's own permissions) are
 * readable by their owner only. A damaged file found now, with a message saying what to do, beats
 * one found later by a request or an export that fails part-way.
 */
import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import Database from 'better-sqlite3';

export interface OpenOptions {
  /** Longest a statement waits for another connection's lock, blocking its thread meanwhile. */
  busyTimeoutMs: number;
}

const OWNER_ONLY = 0o600;

function ownerOnly(file: string): void {
  try {
    chmodSync(file, OWNER_ONLY);
  } catch (error) {
    // A file of another owner keeps the permissions that owner chose.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') throw error;
  }
}

export class DamagedDatabaseError extends Error {
  constructor(file: string, detail: string) {
    super(
      `the database ${file} is damaged (${detail}), so the service does not start on it. ` +
        `Stop every process using it, move ${file} and its -wal and -shm files out of the data folder, ` +
        `then put back a backup copy or start with no database (a new one is created). ` +
        `\`sqlite3 ${file} .recover\` can rescue what is still readable.`,
    );
    this.name = 'DamagedDatabaseError';
  }
}

const DAMAGE_CODES = new Set(['SQLITE_CORRUPT', 'SQLITE_NOTADB', 'SQLITE_CORRUPT_INDEX', 'SQLITE_CORRUPT_SEQUENCE', 'SQLITE_CORRUPT_VTAB']);

/** Opens `file` in WAL mode with full syncing, after checking that it is whole. */
export function openDatabaseFile(dir: string, file: string, options: OpenOptions): Database.Database {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  if (!existsSync(file)) closeSync(openSync(file, 'a', OWNER_ONLY));
  for (const path of [file, `${file}-wal`, `${file}-shm`]) if (existsSync(path)) ownerOnly(path);
  let db: Database.Database | undefined;
  try {
    db = new Database(file, { timeout: options.busyTimeoutMs });
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
    db.pragma('foreign_keys = ON');
    const found = db.pragma('quick_check', { simple: false }) as Array<{ quick_check: string }>;
    const problems = found.map((row) => row.quick_check).filter((line) => line !== 'ok');
    if (problems.length) throw new DamagedDatabaseError(file, `integrity check: ${problems.slice(0, 3).join('; ')}${problems.length > 3 ? '; ...' : ''}`);
    return db;
  } catch (error) {
    db?.close();
    const code = (error as { code?: unknown }).code;
    if (typeof code === 'string' && DAMAGE_CODES.has(code)) throw new DamagedDatabaseError(file, (error as Error).message);
    throw error;
  }
}
