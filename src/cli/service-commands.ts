/**
 * `flowscribe serve` and `flowscribe feedback export`: the HTTP service and the way its ratings
 * become test material. Kept apart from the rest of the command line so that generating from the
 * command line never opens a database.
 */
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { startService, type RunningService } from '../service/service.js';
import { DATABASE_FILE, openSqliteStorage } from '../service/sqlite-storage.js';
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

async function serve(argv: string[]): Promise<number> {
  const { values, positionals } = parse(argv, {
    port: { type: 'string' },
    host: { type: 'string' },
    data: { type: 'string' },
    keys: { type: 'string' },
    ...numberFlags,
  });
  if (positionals.length) throw new UsageError(`serve takes no arguments (got ${positionals.join(' ')})`);
  const dataDir = values.data ?? process.env.FLOWSCRIBE_DATA ?? 'data';
  const service = await startService({
    host: values.host ?? process.env.HOST ?? '127.0.0.1',
    port: integer(values.port ?? process.env.PORT, 'the port', 0, 65535) ?? 8080,
    dataDir,
    keysFile: values.keys,
    ...numberOptions(values, process.env),
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
  const lines = [`Flowscribe is listening on ${service.url} (data in ${dataDir}).`];
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
  process.stdout.write(`${lines.join('\n')}\n`);
}

async function feedback(argv: string[]): Promise<number> {
  const { values, positionals } = parse(argv, { rating: { type: 'string' }, data: { type: 'string' }, out: { type: 'string' } });
  if (positionals[0] !== 'export' || positionals.length > 1) throw new UsageError('the feedback command is `flowscribe feedback export [--rating good|bad] [--data DIR] [--out FILE]`', USAGE);
  const rating = oneOf<Rating>(values.rating, ['good', 'bad'], '--rating');
  const dataDir = values.data ?? process.env.FLOWSCRIBE_DATA ?? 'data';
  if (!existsSync(join(dataDir, DATABASE_FILE))) throw new UsageError(`there is no database in ${dataDir} (${DATABASE_FILE}); give the service's data folder with --data`);
  const storage = openSqliteStorage(dataDir);
  try {
    const json = `${JSON.stringify(storage.ratedFlows(rating), null, 2)}\n`;
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
