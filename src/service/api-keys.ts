/**
 * API keys: where they come from, and how a presented key is checked. Keys are kept only as
 * SHA-256 digests; comparing digests (always 32 bytes) with timingSafeEqual, against every key
 * without stopping early, means the time taken says nothing about how close a guess was.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const GENERATED_KEY_FILE = 'api-key';

export interface KeyRing {
  /** The fingerprint of the matching key, or null when the key is missing or unknown. */
  identify(presented: string | undefined): string | null;
}

const digest = (key: string) => createHash('sha256').update(key, 'utf8').digest();

/** A short, stable name for a key that is safe to store and log. */
export const fingerprint = (key: string) => `sha256:${digest(key).toString('hex').slice(0, 16)}`;

export function keyRing(keys: readonly string[]): KeyRing {
  if (!keys.length) throw new Error('at least one API key is needed');
  const known = keys.map((key) => ({ digest: digest(key), fingerprint: fingerprint(key) }));
  return {
    identify(presented) {
      const candidate = digest(presented ?? '');
      let match: string | null = null;
      for (const key of known) {
        if (timingSafeEqual(candidate, key.digest)) match = key.fingerprint;
      }
      return match;
    },
  };
}

/** One key per line; blank lines and lines starting with # are ignored. */
export function parseKeyList(text: string, separator: RegExp): string[] {
  return text
    .split(separator)
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
}

export interface KeySource {
  keys: string[];
  /** Where the keys came from, for the start-up message. */
  origin: 'environment' | 'file' | 'generated' | 'stored';
  file?: string;
}

/**
 * Keys from FLOWSCRIBE_API_KEYS, else from a keys file, else the key kept in the data folder,
 * creating it on the very first start so the service is usable with nothing configured.
 */
export function loadKeys(options: { env: NodeJS.ProcessEnv; keysFile?: string; dataDir: string }): KeySource {
  const fromEnv = parseKeyList(options.env.FLOWSCRIBE_API_KEYS ?? '', /,/);
  if (fromEnv.length) return { keys: fromEnv, origin: 'environment' };
  const keysFile = options.keysFile ?? options.env.FLOWSCRIBE_API_KEYS_FILE;
  if (keysFile) {
    const keys = parseKeyList(readFileSync(keysFile, 'utf8'), /\r?\n/);
    if (!keys.length) throw new Error(`the keys file ${keysFile} has no keys (one key per line)`);
    return { keys, origin: 'file', file: keysFile };
  }
  const file = join(options.dataDir, GENERATED_KEY_FILE);
  if (existsSync(file)) {
    const keys = parseKeyList(readFileSync(file, 'utf8'), /\r?\n/);
    if (keys.length) return { keys, origin: 'stored', file };
  }
  mkdirSync(options.dataDir, { recursive: true, mode: 0o700 });
  const key = `fsk_${randomBytes(24).toString('base64url')}`;
  writeFileSync(file, `${key}\n`, { mode: 0o600 });
  chmodSync(file, 0o600); // in case an empty file was already there with wider permissions
  return { keys: [key], origin: 'generated', file };
}
