/**
 * Assembles the service: storage (SQLite or PostgreSQL), keys, the generation pool, handler and the node:http server,
 * and takes it down again in order (stop accepting, let in-flight requests finish, then stop the
 * pool and close the database).
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { keyRing, loadKeys, type KeySource } from './api-keys.js';
import { fairUse, type FairUseOptions } from './fair-use.js';
import { createGenerationPool, DEFAULT_GENERATION, type GenerationOptions, type GenerationPool } from './generation-pool.js';
import { createHandler } from './handler.js';
import { createNodeServer, DEFAULT_TRANSPORT, type TransportOptions } from './node-adapter.js';
import { openStorage } from './open-storage.js';
import { safeDatabaseUrl } from './postgres-errors.js';
import { withDefaults } from './settings.js';
import { DATABASE_FILE, DEFAULT_POSTGRES, DEFAULT_STORAGE, type PostgresOptions, type StorageChoice, type StorageOptions } from './storage-choice.js';
import type { DatabaseKind, Storage } from './storage.js';
import type { Handler, Logger } from './types.js';

export interface KeyLimits extends FairUseOptions {
  /** Most bytes of flows and ratings one key may store. */
  quotaBytes: number;
}

export const DEFAULT_KEY_LIMITS: KeyLimits = { concurrency: 8, ratePerSecond: 50, burst: 100, quotaBytes: 1024 ** 3 };

export interface ServiceOptions {
  host: string;
  port: number;
  dataDir: string;
  keysFile?: string;
  env?: NodeJS.ProcessEnv;
  /** Each setting left out, or given as undefined, keeps its default. */
  transport?: Partial<TransportOptions>;
  generation?: Partial<GenerationOptions>;
  keyLimits?: Partial<KeyLimits>;
  /** Settings of the SQLite file, the default database. */
  storage?: Partial<StorageOptions>;
  /** PostgreSQL instead of SQLite, when `url` is given; the other settings keep their defaults. */
  postgres?: Partial<PostgresOptions>;
  log?: Logger;
  /** How long close() waits for in-flight requests before cutting connections. */
  shutdownGraceMs?: number;
}

export interface RunningService {
  url: string;
  port: number;
  keys: KeySource;
  /** Which database it uses, and where (a PostgreSQL URL without its password). */
  database: { kind: DatabaseKind; where: string };
  close(): Promise<void>;
}

const logToStderr: Logger = (entry) => process.stderr.write(`${JSON.stringify({ time: new Date().toISOString(), ...entry })}\n`);

export async function startService(options: ServiceOptions): Promise<RunningService> {
  const log = options.log ?? logToStderr;
  const keyLimits = withDefaults(DEFAULT_KEY_LIMITS, options.keyLimits);
  // The database first: when it cannot be opened (unreachable, damaged, its driver missing),
  // nothing else is made, not even a key.
  const choice = storageChoice(options);
  const storage = await openStorage(choice);
  const database = choice.postgres
    ? { kind: 'postgres' as const, where: safeDatabaseUrl(choice.postgres.url) }
    : { kind: 'sqlite' as const, where: join(options.dataDir, DATABASE_FILE) };
  let pool: GenerationPool | undefined;
  try {
    const keys = loadKeys({ env: options.env ?? process.env, keysFile: options.keysFile, dataDir: options.dataDir });
    pool = await createGenerationPool(withDefaults(DEFAULT_GENERATION, options.generation));
    const handler = createHandler({
      storage,
      keys: keyRing(keys.keys),
      log,
      generate: pool.generate,
      saturated: pool.saturated,
      fairUse: fairUse(keyLimits),
      keyQuotaBytes: keyLimits.quotaBytes,
    });
    // Requests whose clients went away are still being served; the pool and the database stay
    // open until they are done.
    const running = new Set<Promise<unknown>>();
    const tracked: Handler = (request) => {
      const answer = handler(request);
      running.add(answer);
      void answer.finally(() => running.delete(answer));
      return answer;
    };
    const server = createNodeServer(tracked, withDefaults(DEFAULT_TRANSPORT, options.transport), log);
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port, options.host, () => {
        server.off('error', reject);
        resolve();
      });
    });
    const { port } = server.address() as AddressInfo;
    const host = options.host.includes(':') ? `[${options.host}]` : options.host;
    return { url: `http://${host}:${port}`, port, keys, database, close: closer(server, running, pool, storage, options.shutdownGraceMs ?? 10_000) };
  } catch (error) {
    await pool?.close();
    await storage.close();
    throw error;
  }
}

/** PostgreSQL when its URL is given, else the SQLite file in the data folder. */
export function storageChoice(options: Pick<ServiceOptions, 'dataDir' | 'storage' | 'postgres'>): StorageChoice {
  const url = options.postgres?.url;
  return {
    dataDir: options.dataDir,
    sqlite: withDefaults(DEFAULT_STORAGE, options.storage),
    ...(url ? { postgres: withDefaults({ ...DEFAULT_POSTGRES, url }, options.postgres) } : {}),
  };
}

function closer(server: Server, running: Set<Promise<unknown>>, pool: GenerationPool, storage: Storage, graceMs: number): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () =>
    (closing ??= new Promise<void>((resolve) => {
      // Idle keep-alive connections are closed at once; busy ones after their response.
      const force = setTimeout(() => server.closeAllConnections(), graceMs);
      server.close(async () => {
        clearTimeout(force);
        await Promise.allSettled([...running]);
        await pool.close();
        await storage.close();
        resolve();
      });
    }));
}
