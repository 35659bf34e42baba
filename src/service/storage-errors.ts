/**
 * Failures of the database that are not the request's fault and not a bug either: another
 * process holds the lock, the disk is full, the file cannot be written, the database server
 * cannot be reached. The client is told to come back later (503); the details go to the log,
 * like any other failure, and `/healthz` shows the database as down.
 */
import { HttpError } from './http-error.js';

/** A failure a backend has already recognised as "the database cannot serve this now". */
export class StorageUnavailableError extends Error {
  constructor(
    /** Short, for `/healthz` and `/readyz`: what is wrong with the database. */
    readonly reason: string,
    /** For the client: what happened to the request, and to try again later. */
    readonly clientMessage: string,
    /** The driver's or the server's code (ECONNREFUSED, 57P01...). */
    readonly code: string,
    options?: { cause?: unknown },
  ) {
    super(`${reason} (${code})`, options);
    this.name = 'StorageUnavailableError';
  }
}

export interface Unavailability {
  reason: string;
  clientMessage: string;
  code: string;
}

const SQLITE: Array<[RegExp, string, string]> = [
  [/^SQLITE_(BUSY|LOCKED)/, 'locked by another process', 'The database is locked by another process, so nothing was stored. Try again in a moment.'],
  [/^SQLITE_FULL$/, 'disk full', "The service's disk is full, so nothing was stored. Try again later."],
  [/^SQLITE_(IOERR|READONLY|CANTOPEN)/, 'cannot be written', 'The database cannot be written just now, so nothing was stored. Try again later.'],
];

/** What keeps the database from serving, when `error` says so; null for any other failure. */
export function unavailability(error: unknown): Unavailability | null {
  if (error instanceof StorageUnavailableError) return { reason: error.reason, clientMessage: error.clientMessage, code: error.code };
  const code = String((error as { code?: unknown } | null)?.code ?? '');
  for (const [pattern, reason, clientMessage] of SQLITE) if (pattern.test(code)) return { reason, clientMessage, code };
  return null;
}

export function storageUnavailable(error: unknown): HttpError | null {
  const found = unavailability(error);
  return found && new HttpError(503, 'storage_unavailable', found.clientMessage, { headers: { 'retry-after': '1' } });
}
