/**
 * Defaults merged with what a caller gives. A setting given as `undefined` (a flag not passed, an
 * environment variable not set) is a setting left out: it must never erase the default, or a
 * limit silently disappears (the body limit once did, when the command line passed
 * `{ bodyLimit: undefined }` and a spread let it overwrite 1 MiB).
 */
export function withDefaults<T extends object>(defaults: T, given: Partial<T> | undefined): T {
  const merged = { ...defaults };
  for (const [name, value] of Object.entries(given ?? {}) as Array<[keyof T, T[keyof T] | undefined]>) {
    if (value !== undefined) merged[name] = value;
  }
  return merged;
}
