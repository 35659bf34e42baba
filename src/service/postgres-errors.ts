/**
 * What PostgreSQL's failures mean for the service. While running, a failure that says the server
 * cannot serve now (it is unreachable, shutting down or starting, out of disk or connections, the
 * connection was lost) becomes a StorageUnavailableError: 503, and `/healthz` shows the database
 * down. Any other failure (a constraint, a bug) passes unchanged. At start, the same failures
 * become one clear sentence naming the database, without its password.
 */
import { StorageUnavailableError } from './storage-errors.js';

/** Errors of the network and of the socket, from Node itself. */
const UNREACHABLE = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOENT', 'EACCES']);
const CUT = new Set(['ECONNRESET', 'EPIPE', 'ETIMEDOUT']);
/** What the driver says, in words, when a connection is lost or does not come in time. */
const CUT_MESSAGES = /Connection terminated|connection error|not queryable|timeout exceeded when trying to connect|Query read timeout|connection timeout/i;

const NOT_STORED = 'so nothing was stored. Try again in a moment.';
const MAYBE_STORED = 'The connection to the database was lost before it confirmed the write: the request may not have been stored. Try again in a moment.';

function sqlState(error: unknown): string {
  return String((error as { code?: unknown } | null)?.code ?? '');
}

/** The StorageUnavailableError `error` amounts to, or `error` itself. */
export function fromPostgres(error: unknown): unknown {
  const code = sqlState(error);
  const message = error instanceof Error ? error.message : String(error);
  const unavailable = (reason: string, clientMessage: string, shownCode = code) => new StorageUnavailableError(reason, clientMessage, shownCode, { cause: error });
  if (UNREACHABLE.has(code)) return unavailable('cannot be reached', `The database cannot be reached just now, ${NOT_STORED}`);
  if (CUT.has(code)) return unavailable('connection lost', MAYBE_STORED);
  if (!code && CUT_MESSAGES.test(message)) return unavailable('connection lost', MAYBE_STORED, 'CONNECTION_LOST');
  if (/^57P0[1-3]$/.test(code) || code.startsWith('08')) return unavailable('shutting down, starting or restarting', MAYBE_STORED);
  if (code === '53100') return unavailable('disk full', `The database's disk is full, ${NOT_STORED}`);
  if (code.startsWith('53')) return unavailable('out of resources', `The database is out of connections or memory just now, ${NOT_STORED}`);
  if (code === '25006' || code === '58030') return unavailable('cannot be written', `The database cannot be written just now, ${NOT_STORED}`);
  if (code === '57014' || code === '40001' || code === '40P01' || code === '55P03') return unavailable('busy', `The database is busy, ${NOT_STORED}`);
  if (code.startsWith('28') || code === '3D000') return unavailable('refuses the connection', `The database refuses the service's connection just now, ${NOT_STORED}`);
  return error;
}

/** The URL without its password, to show in messages and logs. */
export function safeDatabaseUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    if (parsed.searchParams.has('password')) parsed.searchParams.set('password', '***');
    return parsed.toString();
  } catch {
    return url.replace(/:[^:@/]*@/, ':***@');
  }
}

export class DatabaseStartError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'DatabaseStartError';
  }
}

const SETTING = 'Give the address with --database or FLOWSCRIBE_DATABASE_URL (postgres://USER:PASSWORD@HOST:PORT/DATABASE).';

/** Why the database at `url` could not be opened, said so that the operator knows what to do. */
export function startFailure(error: unknown, url: string): DatabaseStartError {
  if (error instanceof DatabaseStartError) return error;
  const where = safeDatabaseUrl(url);
  const code = sqlState(error);
  const detail = error instanceof Error ? error.message : String(error);
  let message: string;
  if (UNREACHABLE.has(code) || CUT.has(code) || (!code && CUT_MESSAGES.test(detail)) || code.startsWith('08')) {
    message = `cannot connect to the PostgreSQL database at ${where}: ${detail}. Check that the server is running and reachable at that address. ${SETTING}`;
  } else if (/^57P0[1-3]$/.test(code)) {
    message = `the PostgreSQL server at ${where} is starting up or shutting down (${detail}); start the service again once it is up.`;
  } else if (code.startsWith('28')) {
    message = `the PostgreSQL server at ${where} refused the user name or password: ${detail}.`;
  } else if (code === '3D000') {
    message = `the database named in ${where} does not exist (${detail}): create it (createdb NAME, or CREATE DATABASE) or name another.`;
  } else if (code === '42501') {
    message = `the user of ${where} may not create the service's tables (${detail}): grant it CREATE on the schema, or let the database's owner start the service once.`;
  } else {
    message = `could not open the PostgreSQL database at ${where}: ${detail}`;
  }
  return new DatabaseStartError(message, { cause: error });
}
