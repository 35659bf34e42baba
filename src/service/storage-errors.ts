/**
 * Failures of the database that are not the request's fault and not a bug either: another
 * process holds the lock, the disk is full, the file cannot be written. The client is told to
 * come back later (503); the details go to the log, like any other failure.
 */
import { HttpError } from './http-error.js';

export function storageUnavailable(error: unknown): HttpError | null {
  const code = String((error as { code?: unknown } | null)?.code ?? '');
  const later = { headers: { 'retry-after': '1' } };
  if (/^SQLITE_(BUSY|LOCKED)/.test(code)) {
    return new HttpError(503, 'storage_unavailable', 'The database is locked by another process, so nothing was stored. Try again in a moment.', later);
  }
  if (code === 'SQLITE_FULL') {
    return new HttpError(503, 'storage_unavailable', "The service's disk is full, so nothing was stored. Try again later.", later);
  }
  if (/^SQLITE_(IOERR|READONLY|CANTOPEN)/.test(code)) {
    return new HttpError(503, 'storage_unavailable', 'The database cannot be written just now, so nothing was stored. Try again later.', later);
  }
  return null;
}
