/**
 * The database's state as the service last saw it, for `/healthz`. Every storage operation
 * reports how it went: a failure that means the database cannot serve (storage-errors.ts) marks
 * it down, a success marks it up. While it is down a small probe runs every second, so the state
 * comes back up when the database does, with or without traffic.
 */
import { unavailability } from './storage-errors.js';
import type { DatabaseHealth, DatabaseKind } from './storage.js';

export interface HealthTracker {
  /** Passes `operation`'s outcome through, noting what it says of the database. */
  observe<T>(operation: Promise<T>): Promise<T>;
  health(): DatabaseHealth;
  /** Stops probing. */
  stop(): void;
}

export function healthTracker(kind: DatabaseKind, probe: () => Promise<unknown>, probeEveryMs = 1_000): HealthTracker {
  let down: { since: string; problem: string } | null = null;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  const up = () => {
    down = null;
    clearTimeout(timer);
    timer = undefined;
  };
  const schedule = () => {
    if (stopped || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      void observe(probe()).catch(() => schedule());
    }, probeEveryMs);
    // The probe never keeps the process alive on its own.
    timer.unref();
  };
  const observe = <T>(operation: Promise<T>): Promise<T> =>
    operation.then(
      (value) => {
        up();
        return value;
      },
      (error: unknown) => {
        const found = unavailability(error);
        if (found) {
          down ??= { since: new Date().toISOString(), problem: '' };
          down.problem = `${found.reason} (${found.code})`;
          schedule();
        }
        throw error;
      },
    );

  return {
    observe,
    health: () => (down ? { kind, state: 'down', since: down.since, problem: down.problem } : { kind, state: 'up' }),
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
