/**
 * `flowscribe serve` and `flowscribe feedback export`: the HTTP service and the way its ratings
 * become test material. Kept apart from the rest of the command line so that generating from the
 * command line never opens a database.
 */
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { setFlagsFromString } from 'node:v8';
import { openStorage } from '../service/open-storage.js';
import { startService, storageChoice, type RunningService } from '../service/service.js';
import { DATABASE_FILE, isPostgresUrl } from '../service/storage-choice.js';
import type { Rating } from '../service/storage.js';
import { numberFlags, numberOptions } from './serve-settings.js';
import { oneOf, USAGE, UsageError } from './usage.js';

function parse<const O extends Record<string, { type: 'string' }>>(argv: string[], options: O) {
  try {
    return parseArgs({ args: argv, options, allowPositionals: true });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

function integer(value: string | undefined, what: string, min: number, max: number): number | undefined {
  if (value === undefined || value === '') return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max) throw new UsageError(`${what} must be a whole number from ${min} to ${max} (got "${value}")`);
  return n;
}

/** The PostgreSQL URL from --database, else FLOWSCRIBE_DATABASE_URL; none means SQLite. */
function databaseUrl(flag: string | undefined): string | undefined {
  const url = flag ?? (process.env.FLOWSCRIBE_DATABASE_URL || undefined);
  if (url === undefined) return undefined;
  if (!isPostgresUrl(url)) {
    throw new UsageError(
      `the database (--database or FLOWSCRIBE_DATABASE_URL) must be a PostgreSQL URL, postgres://USER:PASSWORD@HOST:PORT/DATABASE (got "${url.slice(0, 40)}")`,
      'Without one, the service keeps its data in the SQLite file of its data folder (--data).',
    );
  }
  return url;
}

async function serve(argv: string[]): Promise<number> {
  const { values, positionals } = parse(argv, {
    port: { type: 'string' },
    host: { type: 'string' },
    data: { type: 'string' },
    keys: { type: 'string' },
    database: { type: 'string' },
    ...numberFlags,
  });
  if (positionals.length) throw new UsageError(`serve takes no arguments (got ${positionals.join(' ')})`);
  const dataDir = values.data ?? process.env.FLOWSCRIBE_DATA ?? 'data';
  const numbers = numberOptions(values, process.env);
  // Each generation thread collects its young generation (8 MB) about every other request, and
  // V8 does each such collection with helper threads, waking its four (whatever the cores) each
  // time. On two cores those wake-ups preempt the generations and the event loop; one thread per
  // collection costs less CPU in all (bench/README.md, "Where a request's CPU goes"). The setting
  // is the process's, and V8 reads it at each collection, so it holds for every thread.
  setFlagsFromString('--no-parallel-scavenge');
  const service = await startService({
    host: values.host ?? process.env.HOST ?? '127.0.0.1',
    port: integer(values.port ?? process.env.PORT, 'the port', 0, 65535) ?? 8080,
    dataDir,
    keysFile: values.keys,
    ...numbers,
    postgres: { ...numbers.postgres, url: databaseUrl(values.database) },
  });
  announce(service, dataDir);
  await new Promise<void>((resolve) => {
    const stop = (signal: string) => {
      process.stdout.write(`Received ${signal}: finishing requests in flight, then stopping.\n`);
      service.close().then(resolve);
    };
    process.once('SIGTERM', stop);
    process.once('SIGINT', stop);
  });
  process.stdout.write('Stopped.\n');
  return 0;
}

function announce(service: RunningService, dataDir: string): void {
  const { kind, where } = service.database;
  const lines = [`Flowscribe is listening on ${service.url} (${kind === 'postgres' ? `data in PostgreSQL at ${where}` : `data in ${dataDir}`}).`];
  const { origin, file, keys } = service.keys;
  if (origin === 'generated') {
    const example = JSON.stringify({ text: 'When the user clicks Submit, go to loading.' });
    lines.push(
      `Created an API key and stored it in ${file}. It is shown only this once:`,
      `  ${keys[0]}`,
      'Try it:',
      `  curl -s -X POST '${service.url}/flows' -H 'x-api-key: ${keys[0]}' -H 'content-type: application/json' -d '${example}'`,
    );
  } else if (origin === 'stored') lines.push(`Using the API key stored in ${file}.`);
  else if (origin === 'file') lines.push(`Using ${keys.length} API key(s) from ${file}.`);
  else lines.push(`Using ${keys.length} API key(s) from FLOWSCRIBE_API_KEYS.`);
  if (kind === 'postgres' && (origin === 'generated' || origin === 'stored')) {
    lines.push('Instances sharing this database take the same keys only when given them: set FLOWSCRIBE_API_KEYS or --keys alike on each.');
  }
  process.stdout.write(`${lines.join('\n')}\n`);
}

async function feedback(argv: string[]): Promise<number> {
  const { values, positionals } = parse(argv, { rating: { type: 'string' }, data: { type: 'string' }, database: { type: 'string' }, out: { type: 'string' } });
  if (positionals[0] !== 'export' || positionals.length > 1) {
    throw new UsageError('the feedback command is `flowscribe feedback export [--rating good|bad] [--data DIR | --database URL] [--out FILE]`', USAGE);
  }
  const rating = oneOf<Rating>(values.rating, ['good', 'bad'], '--rating');
  const dataDir = values.data ?? process.env.FLOWSCRIBE_DATA ?? 'data';
  const url = databaseUrl(values.database);
  if (!url && !existsSync(join(dataDir, DATABASE_FILE))) {
    throw new UsageError(`there is no database in ${dataDir} (${DATABASE_FILE}); give the service's data folder with --data, or its PostgreSQL database with --database`);
  }
  // An export may take long on a large database: no limit on the time of its one query.
  const storage = await openStorage(storageChoice({ dataDir, postgres: { url, poolSize: 1, queryTimeoutMs: 0 } }), 'read');
  try {
    const json = `${JSON.stringify(await storage.ratedFlows(rating), null, 2)}\n`;
    if (values.out !== undefined) writeFileSync(values.out, json);
    else process.stdout.write(json);
  } finally {
    await storage.close();
  }
  return 0;
}

export const serviceCommands: Record<string, (args: string[]) => Promise<number>> = {
  serve,
  feedback,
};
