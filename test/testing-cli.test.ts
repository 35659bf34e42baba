/**
 * `flowscribe paths`, run as a real process from the build: the covering paths of the flow the
 * description gives, on stdout as JSON; what the reading did not understand, on stderr.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { generateFlow } from '../src/generate.js';
import { coveringPaths } from '../src/testing/index.js';
import { runCli } from './service-helpers.js';

const TEXT = 'The door starts in closed. In closed, OPEN goes to opened. In opened, CLOSE goes to closed. In opened, after 30 seconds go to closed.';

describe('flowscribe paths', () => {
  test('prints the covering paths of the flow the description gives', async () => {
    const { code, stdout, stderr } = await runCli(['paths', TEXT]);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toEqual({
      paths: [
        {
          steps: [{ type: 'event', event: 'OPEN' }, { type: 'event', event: 'CLOSE' }],
          states: ['closed', 'opened', 'closed'],
          transitions: ['closed on OPEN[0]', 'opened on CLOSE[0]'],
        },
        {
          steps: [{ type: 'event', event: 'OPEN' }, { type: 'wait', ms: 30000 }],
          states: ['closed', 'opened', 'closed'],
          transitions: ['closed on OPEN[0]', 'opened after[0]'],
        },
      ],
      uncovered: [],
    });
  });

  test('reads the description from a file, prints one line with --compact, and says on stderr what it did not understand', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'flowscribe-paths-'));
    try {
      const text = `${TEXT}\nThe weather is lovely.`;
      writeFileSync(join(dir, 'door.txt'), text);
      const { code, stdout, stderr } = await runCli(['paths', '--file', join(dir, 'door.txt'), '--compact']);
      expect(code).toBe(0);
      const flow = generateFlow({ text, mode: 'full' });
      if (flow.format !== 'xstate') throw new Error('asked for xstate');
      expect(stdout).toBe(`${JSON.stringify(coveringPaths(flow.flow))}\n`);
      expect(stderr).toMatch(/The weather is lovely/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('a call without a description is a usage error', async () => {
    const { code, stderr } = await runCli(['paths']);
    expect(code).toBe(2);
    expect(stderr).toMatch(/no description given/);
    expect((await runCli(['paths', 'a', 'b'])).code).toBe(2);
  });
});
