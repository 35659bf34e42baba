/**
 * The settings of the two databases the service can keep its data in: the embedded SQLite file
 * in the data folder (the default, nothing to set up), or a PostgreSQL database given by its URL,
 * which several instances can share. open-storage.ts opens the one chosen.
 */

/** The SQLite file in the data folder. */
export const DATABASE_FILE = 'flowscribe.db';

export interface StorageOptions {
  /** Longest a read on the event loop waits for another connection's lock. */
  busyTimeoutMs: number;
  /** Longest a write waits, in the writer thread, for another connection's lock. */
  lockWaitMs: number;
}

export const DEFAULT_STORAGE: StorageOptions = { busyTimeoutMs: 100, lockWaitMs: 5_000 };

export interface PostgresOptions {
  /** postgres://USER:PASSWORD@HOST:PORT/DATABASE (node-postgres' connection string). */
  url: string;
  /** Most connections this instance opens. */
  poolSize: number;
  /** Longest to wait for a connection, new or free, before failing. */
  connectTimeoutMs: number;
  /** Longest to wait for a statement's answer before failing (0: no limit). */
  queryTimeoutMs: number;
}

export const DEFAULT_POSTGRES: Omit<PostgresOptions, 'url'> = { poolSize: 10, connectTimeoutMs: 5_000, queryTimeoutMs: 10_000 };

/** Opening for the service creates or migrates the tables; opening to read needs them there. */
export type OpenPurpose = 'serve' | 'read';

export interface StorageChoice {
  dataDir: string;
  sqlite: StorageOptions;
  /** PostgreSQL, when its URL is given. */
  postgres?: PostgresOptions;
}

export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//i.test(url);
}
