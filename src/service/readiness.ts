/**
 * Readiness, as opposed to liveness (`/healthz`, true while the process answers at all): whether
 * a request sent now can be served. The database must take a write (a full disk, a lock held by
 * another process or a file that cannot be written all fail it), and generation must have room.
 * Probes arriving together share one write.
 */
import { HttpError } from './http-error.js';
import { unavailability } from './storage-errors.js';
import type { Storage } from './storage.js';

export interface ReadinessDeps {
  storage: Storage;
  saturated: () => boolean;
}

const probes = new WeakMap<Storage, Promise<string | null>>();

/** The reason the database takes no write, or null when it does. */
function databaseProblem(storage: Storage): Promise<string | null> {
  let probe = probes.get(storage);
  if (!probe) {
    probe = storage.checkWritable().then(
      () => null,
      (error: unknown) => {
        const found = unavailability(error);
        const why = found ? `${found.code}: ${found.reason}` : String((error as { code?: unknown }).code ?? (error as Error).message);
        return `the database does not take a write (${why})`;
      },
    );
    probes.set(storage, probe);
    probe.finally(() => probes.delete(storage));
  }
  return probe;
}

export async function readiness(deps: ReadinessDeps): Promise<{ status: 'ready' }> {
  const problems = [await databaseProblem(deps.storage), deps.saturated() ? 'generation is at capacity: every worker is busy and the queue is full' : null].filter(
    (p): p is string => p !== null,
  );
  if (!problems.length) return { status: 'ready' };
  throw new HttpError(503, 'not_ready', `Not ready: ${problems.join('; ')}.`, { headers: { 'retry-after': '1' } });
}
