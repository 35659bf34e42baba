import { defineConfig } from 'vitest/config';

// vitest's reporters call Map.groupBy, which Node 20 lacks; without it a failing test makes the
// reporter crash instead of printing the failure. The config runs in vitest's main process.
const mapWithGroupBy = Map as unknown as { groupBy?: <K, V>(items: Iterable<V>, key: (item: V, index: number) => K) => Map<K, V[]> };
mapWithGroupBy.groupBy ??= <K, V>(items: Iterable<V>, key: (item: V, index: number) => K): Map<K, V[]> => {
  const groups = new Map<K, V[]>();
  let index = 0;
  for (const item of items) {
    const k = key(item, index++);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
};

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
