/**
 * Assembles the service: storage, keys, handler and the node:http server, and takes it down again
 * in order (stop accepting, let in-flight requests finish, then close the database).
 */
import type { AddressInfo } from 'node:net';
import { keyRing, loadKeys, type KeySource } from './api-keys.js';
import { createHandler } from './handler.js';
import { createNodeServer, DEFAULT_TRANSPORT, type TransportOptions } from './node-adapter.js';
import { openSqliteStorage } from './sqlite-storage.js';
import type { Logger } from './types.js';

export interface ServiceOptions {
  host: string;
  port: number;
  dataDir: string;
  keysFile?: string;
  env?: NodeJS.ProcessEnv;
  transport?: Partial<TransportOptions>;
  log?: Logger;
  /** How long close() waits for in-flight requests before cutting connections. */
  shutdownGraceMs?: number;
}

export interface RunningService {
  url: string;
  port: number;
  keys: KeySource;
  close(): Promise<void>;
}

const logToStderr: Logger = (entry) => process.stderr.write(`${JSON.stringify({ time: new Date().toISOString(), ...entry })}\n`);

export async function startService(options: ServiceOptions): Promise<RunningService> {
  const log = options.log ?? logToStderr;
  const keys = loadKeys({ env: options.env ?? process.env, keysFile: options.keysFile, dataDir: options.dataDir });
  const storage = openSqliteStorage(options.dataDir);
  const handler = createHandler({ storage, keys: keyRing(keys.keys), log });
  const server = createNodeServer(handler, { ...DEFAULT_TRANSPORT, ...options.transport }, log);

  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port, options.host, () => {
        server.off('error', reject);
        resolve();
      });
    });
  } catch (error) {
    storage.close();
    throw error;
  }
  const { port } = server.address() as AddressInfo;
  const host = options.host.includes(':') ? `[${options.host}]` : options.host;

  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= new Promise<void>((resolve) => {
      // Idle keep-alive connections are closed at once; busy ones after their response.
      const force = setTimeout(() => server.closeAllConnections(), options.shutdownGraceMs ?? 10_000);
      server.close(() => {
        clearTimeout(force);
        storage.close();
        resolve();
      });
    }));

  return { url: `http://${host}:${port}`, port, keys, close };
}
