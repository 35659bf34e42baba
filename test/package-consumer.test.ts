/**
 * The package as a user installs it: the packed tarball goes into an empty project with npm.
 * There it must install no native code, every TypeScript snippet of README.md must type-check
 * under strict + nodenext, and README's flows must run in XState.
 *
 * README's snippets are grouped by section: the blocks of one section are one module, in order,
 * since a section's later blocks go on from its first.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

const root = new URL('../', import.meta.url).pathname;
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** README's TypeScript blocks, one entry per section that has any. */
export function readmeSnippets(readme: string): { section: string; code: string }[] {
  const sections: { section: string; code: string }[] = [];
  let section = '';
  let block: string[] | undefined;
  for (const line of readme.split('\n')) {
    if (block) {
      if (line.startsWith('```')) {
        const last = sections.at(-1);
        if (last?.section === section) last.code += `\n${block.join('\n')}`;
        else sections.push({ section, code: block.join('\n') });
        block = undefined;
      } else block.push(line);
    } else if (/^#{1,4} /.test(line)) section = line.replace(/^#+ /, '');
    else if (/^```(ts|typescript)\s*$/.test(line)) block = [];
  }
  return sections;
}

let dir = '';
let installLog = '';

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'flowscribe-consumer-'));
  // dist/ is already built (npm test builds first); pack it as it is.
  const packed = execFileSync(npm, ['pack', '--ignore-scripts', '--json', '--pack-destination', dir], { cwd: root, encoding: 'utf8' });
  const tarball = join(dir, (JSON.parse(packed) as { filename: string }[])[0].filename);
  const project = join(dir, 'project');
  mkdirSync(project);
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'consumer', version: '1.0.0', private: true, type: 'module' }));
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  // The user's own choices next to flowscribe: xstate to run flows, fast-check for flowscribe/testing.
  const install = spawnSync(
    npm,
    ['install', '--no-audit', '--no-fund', '--prefer-offline', tarball, `xstate@${pkg.dependencies.xstate}`, `fast-check@${pkg.devDependencies['fast-check']}`],
    { cwd: project, encoding: 'utf8' },
  );
  installLog = `${install.stdout}\n${install.stderr}`;
  if (install.status !== 0) throw new Error(`npm install failed:\n${installLog}`);
}, 300_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

const project = () => join(dir, 'project');

let compiled: { sections: string[]; tsc: ReturnType<typeof spawnSync<string>> } | undefined;

/** Writes README's snippets into the project and compiles them there, once. */
function compileSnippets() {
  if (compiled) return compiled;
  const snippets = readmeSnippets(readFileSync(join(root, 'README.md'), 'utf8'));
  const src = join(project(), 'snippets');
  mkdirSync(src, { recursive: true });
  snippets.forEach((s, i) => writeFileSync(join(src, `snippet-${i}.ts`), `// ${s.section}\n${s.code}\nexport {};\n`));
  writeFileSync(join(project(), 'tsconfig.json'), JSON.stringify({
    compilerOptions: { strict: true, module: 'nodenext', moduleResolution: 'nodenext', target: 'es2022', rootDir: 'snippets', outDir: 'out', types: [], noEmitOnError: true },
    include: ['snippets'],
  }));
  const tsc = spawnSync(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-p', project()], { encoding: 'utf8' });
  compiled = { sections: snippets.map((s) => s.section), tsc };
  return compiled;
}

describe('the packed package in an empty project', () => {
  test('installs without native code or install scripts', () => {
    const modules = join(project(), 'node_modules');
    expect(existsSync(join(modules, 'flowscribe/dist/index.js'))).toBe(true);
    expect(existsSync(join(modules, 'better-sqlite3'))).toBe(false);
    const withScripts: string[] = [];
    const visit = (folder: string) => {
      for (const name of readdirSync(folder)) {
        if (name.startsWith('.')) continue;
        if (name.startsWith('@')) {
          visit(join(folder, name));
          continue;
        }
        const manifest = join(folder, name, 'package.json');
        if (!existsSync(manifest)) continue;
        const { scripts = {} } = JSON.parse(readFileSync(manifest, 'utf8')) as { scripts?: Record<string, string> };
        if (scripts.preinstall || scripts.install || scripts.postinstall) withScripts.push(name);
        if (existsSync(join(folder, name, 'binding.gyp'))) withScripts.push(`${name} (binding.gyp)`);
        if (existsSync(join(folder, name, 'node_modules'))) visit(join(folder, name, 'node_modules'));
      }
    };
    visit(modules);
    expect(withScripts).toEqual([]);
    expect(installLog).not.toMatch(/gyp|prebuild/);
  });

  test('ships no source map that points at a file it does not ship', () => {
    const dist = join(project(), 'node_modules/flowscribe/dist');
    const maps = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.map'));
    for (const file of maps) {
      const map = JSON.parse(readFileSync(join(dist, file), 'utf8')) as { sources: string[]; sourcesContent?: (string | null)[] };
      expect(map.sourcesContent?.length, file).toBe(map.sources.length);
      expect(map.sourcesContent!.every((s) => typeof s === 'string' && s.length > 0), file).toBe(true);
    }
  });

  test("README's TypeScript snippets type-check under strict and nodenext", () => {
    const { sections, tsc } = compileSnippets();
    expect(sections).toEqual(expect.arrayContaining(['Library', 'Running a flow in XState', 'Testing an implementation against its description']));
    expect(tsc.stdout + tsc.stderr).toBe('');
    expect(tsc.status).toBe(0);
  });

  test("README's library and XState snippets run, and a flow runs in XState", () => {
    const { sections } = compileSnippets();
    for (const section of ['Library', 'Running a flow in XState']) {
      const i = sections.indexOf(section);
      const run = spawnSync(process.execPath, [join(project(), 'out', `snippet-${i}.js`)], { cwd: project(), encoding: 'utf8' });
      expect(run.stderr, section).toBe('');
      expect(run.status, section).toBe(0);
    }
    const script = `
      import { createActor, createMachine } from 'xstate';
      import { generateFlow } from 'flowscribe';
      import { toXStateConfig, implementationsFor } from 'flowscribe/xstate';
      import { toMermaid } from 'flowscribe/mermaid';
      const { flow } = generateFlow({ text: 'In idle, GO goes to busy. In busy, DONE goes to idle.' });
      const actor = createActor(createMachine(toXStateConfig(flow)).provide(implementationsFor(flow))).start();
      actor.send({ type: 'GO' });
      console.log(actor.getSnapshot().value, toMermaid(flow).split('\\n')[0]);`;
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: project(), encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.stdout).toBe('busy stateDiagram-v2\n');
  });

  test('the command line works, and serve says how to add the driver of either database', () => {
    const bin = join(project(), 'node_modules/.bin/flowscribe');
    const flow = spawnSync(bin, ['--format', 'mermaid', 'In idle, GO goes to busy.'], { cwd: project(), encoding: 'utf8' });
    expect([flow.status, flow.stderr]).toEqual([0, '']);
    expect(flow.stdout).toMatch(/^stateDiagram-v2\n/);
    const serve = spawnSync(bin, ['serve', '--port', '0'], { cwd: project(), encoding: 'utf8' });
    expect(serve.status).toBe(1);
    expect(serve.stderr).toContain('npm install better-sqlite3');
    const onPostgres = spawnSync(bin, ['serve', '--port', '0', '--database', 'postgres://127.0.0.1:1/flows'], { cwd: project(), encoding: 'utf8' });
    expect(onPostgres.status).toBe(1);
    expect(onPostgres.stderr).toContain('npm install pg');
  });
});
