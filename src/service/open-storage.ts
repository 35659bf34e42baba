/**
 * Which database the service keeps its data in: a PostgreSQL database when given its URL
 * (`--database`, FLOWSCRIBE_DATABASE_URL), which several instances can share; otherwise the
 * embedded SQLite file in the data folder, with nothing to set up. Each backend's driver is an
 * optional dependency loaded only when chosen, so a service on PostgreSQL needs no better-sqlite3
 * and one on SQLite needs no pg; a missing one is named with the command that installs it.
 */
import type { OpenPurpose, StorageChoice } from './storage-choice.js';
import type { Storage } from './storage.js';

/** Raised when the chosen backend's driver is not installed. */
export class MissingDriverError extends Error {
  constructor(driver: string, purpose: string) {
    super(`${purpose} through ${driver}, which is not installed here.\nInstall it next to flowscribe: npm install ${driver}`);
    this.name = 'MissingDriverError';
  }
}

async function load<T>(module: () => Promise<T>, driver: string, purpose: string): Promise<T> {
  try {
    return await module();
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ERR_MODULE_NOT_FOUND' && new RegExp(`['"]${driver}['"]`).test(String(error))) throw new MissingDriverError(driver, purpose);
    throw error;
  }
}

export async function openStorage(choice: StorageChoice, purpose: OpenPurpose = 'serve'): Promise<Storage> {
  if (choice.postgres) {
    const { openPostgresStorage } = await load(() => import('./postgres-storage.js'), 'pg', 'Keeping the data in PostgreSQL goes');
    return openPostgresStorage(choice.postgres, purpose);
  }
  const { openSqliteStorage } = await load(() => import('./sqlite-storage.js'), 'better-sqlite3', 'Keeping the data in the embedded SQLite file goes');
  return openSqliteStorage(choice.dataDir, choice.sqlite);
}
