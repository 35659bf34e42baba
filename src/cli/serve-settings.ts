/**
 * The settings of `flowscribe serve` that are numbers: each has a flag, an environment variable
 * and a range, and lands in one group of the service options. A setting given neither way stays
 * undefined, and the service keeps its default (see README's settings table).
 */
import type { ServiceOptions } from '../service/service.js';
import { UsageError } from './usage.js';

type Group = 'transport' | 'generation' | 'keyLimits' | 'postgres';

interface NumberSetting {
  flag: string;
  env: string;
  what: string;
  group: Group;
  option: string;
  min: number;
  max: number;
  /** Whether a fraction is allowed (a rate); otherwise a whole number. */
  fraction?: boolean;
}

export const NUMBER_SETTINGS: readonly NumberSetting[] = [
  { flag: 'body-limit', env: 'FLOWSCRIBE_BODY_LIMIT', what: 'the body limit', group: 'transport', option: 'bodyLimit', min: 1, max: 2 ** 31 },
  { flag: 'workers', env: 'FLOWSCRIBE_WORKERS', what: 'the number of workers', group: 'generation', option: 'workers', min: 1, max: 256 },
  { flag: 'queue-limit', env: 'FLOWSCRIBE_QUEUE_LIMIT', what: 'the queue limit', group: 'generation', option: 'queueLimit', min: 0, max: 100_000 },
  { flag: 'generation-timeout', env: 'FLOWSCRIBE_GENERATION_TIMEOUT', what: 'the generation time-out', group: 'generation', option: 'timeLimitMs', min: 1, max: 2 ** 31 - 1 },
  { flag: 'generation-memory', env: 'FLOWSCRIBE_GENERATION_MEMORY', what: 'the memory of a generation thread', group: 'generation', option: 'heapLimitMb', min: 64, max: 16_384 },
  { flag: 'key-concurrency', env: 'FLOWSCRIBE_KEY_CONCURRENCY', what: 'the requests in progress per key', group: 'keyLimits', option: 'concurrency', min: 1, max: 100_000 },
  { flag: 'key-rate', env: 'FLOWSCRIBE_KEY_RATE', what: 'the requests per second per key', group: 'keyLimits', option: 'ratePerSecond', min: 0.001, max: 1_000_000, fraction: true },
  { flag: 'key-burst', env: 'FLOWSCRIBE_KEY_BURST', what: 'the burst per key', group: 'keyLimits', option: 'burst', min: 1, max: 1_000_000 },
  { flag: 'key-quota', env: 'FLOWSCRIBE_KEY_QUOTA', what: 'the storage quota per key', group: 'keyLimits', option: 'quotaBytes', min: 0, max: Number.MAX_SAFE_INTEGER },
  { flag: 'database-pool', env: 'FLOWSCRIBE_DATABASE_POOL', what: 'the PostgreSQL connections per instance', group: 'postgres', option: 'poolSize', min: 1, max: 1_000 },
];

/** The parseArgs declaration of the flags above. */
export const numberFlags = Object.fromEntries(NUMBER_SETTINGS.map((s) => [s.flag, { type: 'string' as const }]));

function parseNumber(value: string | undefined, setting: NumberSetting): number | undefined {
  if (value === undefined || value === '') return undefined;
  const n = Number(value);
  const whole = setting.fraction || Number.isInteger(n);
  if (!Number.isFinite(n) || !whole || n < setting.min || n > setting.max) {
    const kind = setting.fraction ? 'a number' : 'a whole number';
    throw new UsageError(`${setting.what} (--${setting.flag} or ${setting.env}) must be ${kind} from ${setting.min} to ${setting.max} (got "${value}")`);
  }
  return n;
}

/** The options groups from the flags given, else the environment; the flag wins. */
export function numberOptions(flags: Record<string, string | undefined>, env: NodeJS.ProcessEnv): Pick<ServiceOptions, Group> {
  const groups: Record<Group, Record<string, number | undefined>> = { transport: {}, generation: {}, keyLimits: {}, postgres: {} };
  for (const setting of NUMBER_SETTINGS) {
    groups[setting.group][setting.option] = parseNumber(flags[setting.flag] ?? env[setting.env], setting);
  }
  return groups;
}
