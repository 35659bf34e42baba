/**
 * Golden fixtures: fixtures/**\/*.json hold a request and the flow it must produce. After a
 * deliberate change of behaviour, rewrite them with `UPDATE_FIXTURES=1 npx vitest run
 * test/fixtures.test.ts` and read the diff before committing it.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generateFlow } from '../src/index.js';
import type { FlowRequest, XStateResult } from '../src/model/flow.js';

const root = new URL('../fixtures/', import.meta.url).pathname;
const files = readdirSync(root, { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.json'))
  .sort();

interface Fixture {
  description: string;
  request: FlowRequest;
  expected: XStateResult['flow'] | null;
}

describe('golden fixtures', () => {
  it('there are fixtures to check', () => {
    expect(files.length).toBeGreaterThanOrEqual(10);
  });
  for (const file of files) {
    it(file, () => {
      const path = join(root, file);
      const fixture = JSON.parse(readFileSync(path, 'utf8')) as Fixture;
      const result = generateFlow(fixture.request) as XStateResult;
      if (process.env.UPDATE_FIXTURES) {
        writeFileSync(path, `${JSON.stringify({ ...fixture, expected: result.flow }, null, 2)}\n`);
        return;
      }
      expect(fixture.expected, `${file} has no expected flow yet: run with UPDATE_FIXTURES=1 and review it`).not.toBeNull();
      // Compared as bytes: the order of states is meaning (the first is the initial state).
      expect(JSON.stringify(result.flow, null, 2)).toBe(JSON.stringify(fixture.expected, null, 2));
    });
  }
});
