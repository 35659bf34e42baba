/**
 * Own-property access for the name-keyed maps of a flow (`states`, `on`). State and event names
 * come from users, so `constructor`, `toString` or `__proto__` must behave as ordinary names:
 * plain `obj[name]` would read the prototype, and `obj[name] = v` with `__proto__` would replace it.
 */

export function hasOwn(record: object | undefined, key: string): boolean {
  return record !== undefined && Object.prototype.hasOwnProperty.call(record, key);
}

export function own<T>(record: Record<string, T> | undefined, key: string): T | undefined {
  return record && hasOwn(record, key) ? record[key] : undefined;
}

export function setOwn<T>(record: Record<string, T>, key: string, value: T): void {
  // Assignment makes an own property for every name but `__proto__`, and is much faster.
  if (key === '__proto__') Object.defineProperty(record, key, { value, enumerable: true, writable: true, configurable: true });
  else record[key] = value;
}

/** Deep copy of JSON data; `JSON.parse` makes `__proto__` an own property, as wanted. */
export function cloneJson<T>(value: T): T {
  return value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T);
}

/** Escapes one JSON-pointer segment (RFC 6901). */
export function pointerSegment(name: string): string {
  return name.replace(/~/g, '~0').replace(/\//g, '~1');
}

/** The JSON pointer of a state, given its path from the root (`''` for the root). */
export function statePointer(path: readonly string[]): string {
  return path.map((name) => `/states/${pointerSegment(name)}`).join('');
}

/**
 * Equality of JSON data, sensitive to key order: in a flow the order of `states` is meaningful
 * (the first is the initial state), so two flows that differ only in order are different.
 */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const other = b as unknown[];
    return a.length === other.length && a.every((item, i) => sameJson(item, other[i]));
  }
  // Flows are JSON data: no member holds `undefined`, so the keys can be compared as they are.
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  for (let i = 0; i < ka.length; i++) {
    if (ka[i] !== kb[i] || !sameJson((a as Record<string, unknown>)[ka[i]], (b as Record<string, unknown>)[ka[i]])) return false;
  }
  return true;
}
