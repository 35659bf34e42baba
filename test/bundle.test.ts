/**
 * The library bundled as a user's bundler would: esbuild bundles the built package (dist/) for
 * the browser and for Node, and the bundle generates a flow with no file of ours beside it.
 * The browser bundle runs in a bare V8 context that has a browser's names for its global object
 * (`self`, `window`) and nothing of Node's: no require, no process, no file system.
 *
 * The engine still reads grammar/ with node:fs until its grammar arrives as a generated module
 * (scripts/grammar-module.mjs, on the reading engine's branch). Until then this test checks that
 * the grammar is the only thing in the way; once the generator exists, the bundles must work.
 */
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { runInNewContext } from 'node:vm';
import { build } from 'esbuild';
import { afterAll, describe, expect, test } from 'vitest';

const root = new URL('../', import.meta.url).pathname;
const engineReadsGrammarFiles = !existsSync(join(root, 'scripts/grammar-module.mjs'));
const dir = mkdtempSync(join(tmpdir(), 'flowscribe-bundle-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const TEXT = 'In idle, GO goes to busy. In busy, after 2 seconds go to idle.';
const EXPECTED = { states: { idle: { on: { GO: [{ target: 'busy' }] } }, busy: { after: [{ target: 'idle', delay: 2000 }] } } };

type BuildFailure = { errors: { text: string; location: { file: string } | null }[] };

describe('bundling the library with esbuild', () => {
  test('for the browser: the bundle runs with no Node API and generates a flow', async () => {
    const bundling = build({
      entryPoints: [join(root, 'dist/index.js')],
      bundle: true,
      platform: 'browser',
      format: 'iife',
      globalName: 'flowscribe',
      write: false,
      logLevel: 'silent',
    });
    if (engineReadsGrammarFiles) {
      const failure = (await bundling.then(() => ({ errors: [] }), (e: BuildFailure) => e)) as BuildFailure;
      expect(failure.errors.map((e) => `${e.text} in ${e.location?.file}`)).toEqual(['Could not resolve "node:fs" in dist/engine/grammar/load.js']);
      return;
    }
    const code = (await bundling).outputFiles[0].text;
    // A browser's global object is also `self` and `window`; nothing of Node's is there.
    const sandbox: Record<string, unknown> = { console };
    sandbox.self = sandbox;
    sandbox.window = sandbox;
    runInNewContext(`${code}\nself.result = flowscribe.generateFlow({ text: ${JSON.stringify(TEXT)}, mode: 'full' });\nself.mermaid = flowscribe.toMermaid(self.result.flow);`, sandbox);
    expect((sandbox.result as { flow: unknown }).flow).toEqual(EXPECTED);
    expect(sandbox.mermaid).toMatch(/^stateDiagram-v2\n/);
  });

  test('for Node: the bundle runs from a folder with nothing else in it', async () => {
    const entry = join(dir, 'entry.mjs');
    writeFileSync(entry, `import { generateFlow } from ${JSON.stringify(join(root, 'dist/index.js'))};\nconsole.log(JSON.stringify(generateFlow({ text: ${JSON.stringify(TEXT)}, mode: 'full' }).flow));\n`);
    const outfile = join(dir, 'alone', 'flowscribe.mjs');
    await build({ entryPoints: [entry], bundle: true, platform: 'node', format: 'esm', outfile, logLevel: 'silent' });
    const run = spawnSync(process.execPath, [outfile], { cwd: join(dir, 'alone'), encoding: 'utf8' });
    if (engineReadsGrammarFiles) {
      expect(run.status).not.toBe(0);
      expect(run.stderr).toMatch(/ENOENT[^\n]*grammar/);
      return;
    }
    expect(run.stderr).toBe('');
    expect(JSON.parse(run.stdout)).toEqual(EXPECTED);
  });
});
