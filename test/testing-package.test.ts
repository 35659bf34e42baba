/**
 * The package as users get it: `flowscribe/testing` is a subpath export with its types, and
 * fast-check is needed only there. The second part builds a copy of the package whose
 * node_modules has everything but fast-check, and runs real processes in it.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

const root = new URL('../', import.meta.url).pathname;
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));

function node(cwd: string, args: string[]): { status: number | null; stdout: string; stderr: string } {
  const out = spawnSync(process.execPath, args, { cwd, encoding: 'utf8' });
  return { status: out.status, stdout: out.stdout, stderr: out.stderr };
}

const LIST_EXPORTS = "const m = await import('flowscribe/testing'); console.log(Object.keys(m).sort().join(' '))";

describe('flowscribe/testing as a package export', () => {
  test('is exported with its types, and fast-check is an optional peer dependency', () => {
    expect(pkg.exports['./testing']).toEqual({ types: './dist/testing/index.d.ts', import: './dist/testing/index.js', default: './dist/testing/index.js' });
    expect(existsSync(join(root, 'dist/testing/index.d.ts'))).toBe(true);
    expect(pkg.peerDependencies['fast-check']).toBeDefined();
    expect(pkg.peerDependenciesMeta['fast-check']).toEqual({ optional: true });
    expect(pkg.devDependencies['fast-check']).toBeDefined();
    expect(pkg.dependencies['fast-check']).toBeUndefined();
  });

  test('imports by its package name', () => {
    const out = node(root, ['--input-type=module', '-e', LIST_EXPORTS]);
    expect(out.stderr).toBe('');
    expect(out.stdout.trim().split(' ')).toEqual(
      ['SENTENCE_TEMPLATES', 'SLOT_WORDS', 'coveringPaths', 'describedFlows', 'eventSequences', 'modelCommands', 'modelSetup', 'stepText'],
    );
  });
});

describe('without fast-check installed', () => {
  let dir = '';
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'flowscribe-no-fast-check-'));
    cpSync(join(root, 'package.json'), join(dir, 'package.json'));
    // A copy, not a link: Node resolves a linked file's imports from where it really is.
    cpSync(join(root, 'dist'), join(dir, 'dist'), { recursive: true });
    for (const data of ['grammar', 'schema']) symlinkSync(join(root, data), join(dir, data));
    mkdirSync(join(dir, 'node_modules'));
    for (const name of readdirSync(join(root, 'node_modules'))) {
      if (name === 'fast-check' || name.startsWith('.')) continue;
      symlinkSync(join(root, 'node_modules', name), join(dir, 'node_modules', name));
    }
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  test('the library and the command line work, `flowscribe paths` included', () => {
    const lib = node(dir, ['--input-type=module', '-e', "const { generateFlow } = await import('flowscribe'); console.log(JSON.stringify(generateFlow({ text: 'In idle, GO goes to busy.', mode: 'full' }).flow))"]);
    expect(lib.stderr).toBe('');
    expect(JSON.parse(lib.stdout)).toEqual({ states: { idle: { on: { GO: [{ target: 'busy' }] } }, busy: {} } });
    const cli = node(dir, ['dist/cli/main.js', 'paths', 'In idle, GO goes to busy.', '--compact']);
    expect(cli.stderr).toBe('');
    expect(JSON.parse(cli.stdout).paths).toHaveLength(1);
  });

  test('only flowscribe/testing needs it, and says so', () => {
    const out = node(dir, ['--input-type=module', '-e', LIST_EXPORTS]);
    expect(out.status).not.toBe(0);
    expect(out.stderr).toMatch(/Cannot find package 'fast-check'/);
  });
});
