/**
 * The command line as a user meets it: the built `flowscribe` run as a real process.
 */
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { createActor, createMachine } from 'xstate';
import { NUMBER_SETTINGS } from '../src/cli/serve-settings.js';
import { generateFlow } from '../src/generate.js';
import { toMermaid } from '../src/mermaid/index.js';
import { implementationsFor, toXStateConfig } from '../src/xstate/index.js';

const root = new URL('../', import.meta.url).pathname;
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };
const dir = mkdtempSync(join(tmpdir(), 'flowscribe-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `flowscribe ARGS` with `input` piped on stdin (none: stdin is /dev/null). */
function cli(args: string[], input?: string, main = join(root, 'dist/cli/main.js')): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [main, ...args], { cwd: dir, stdio: [input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c));
    child.stderr.on('data', (c: Buffer) => (stderr += c));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
    if (input !== undefined) child.stdin!.end(input);
  });
}

const TEXT = 'When the user clicks Submit, go to loading. After 5 seconds, loading goes back to idle.';
const MORE = 'In loading, CANCEL goes to idle.';

describe('conventions', () => {
  test('--version prints the package version', async () => {
    expect(await cli(['--version'])).toEqual({ code: 0, stdout: `${pkg.version}\n`, stderr: '' });
  });

  test('help, and --help for every command, exit 0 and list the exit codes', async () => {
    const overview = await cli(['help']);
    expect(overview.code).toBe(0);
    for (const name of ['generate', 'batch', 'paths', 'serve', 'feedback']) expect(overview.stdout).toContain(`  ${name} `);
    expect(overview.stdout).toMatch(/Exit codes:\n {2}0 {2}done\n {2}1 {2}failed.*\n {2}2 {2}wrong usage/);
    for (const args of [['--help'], ['-h'], ['generate', '--help'], ['batch', '--help'], ['paths', '-h'], ['serve', '--help'], ['feedback', '--help'], ['help', 'batch']]) {
      const out = await cli(args);
      expect(out.code, args.join(' ')).toBe(0);
      expect(out.stdout, args.join(' ')).toMatch(/Usage:/);
      expect(out.stderr).toBe('');
    }
    expect((await cli(['serve', '--help'])).stdout).toContain('--body-limit BYTES');
    expect((await cli(['batch', '--help'])).stdout).toContain('-o, --output FILE');
  });

  test("serve's help lists every setting serve takes, with its environment variable", async () => {
    const help = (await cli(['serve', '--help'])).stdout;
    for (const setting of NUMBER_SETTINGS) {
      expect(help, setting.flag).toMatch(new RegExp(`^  --${setting.flag} \\S+ .*\\(${setting.env};`, 'm'));
    }
  });

  test('help, --help and --version answer without loading the engine or any dependency', async () => {
    // A copy of the built package with no node_modules at all: the engine could not load here.
    const bare = join(dir, 'bare');
    cpSync(join(root, 'dist'), join(bare, 'dist'), { recursive: true });
    cpSync(join(root, 'package.json'), join(bare, 'package.json'));
    const main = join(bare, 'dist/cli/main.js');
    for (const args of [['--help'], ['help', 'paths'], ['batch', '--help'], ['serve', '--help'], ['--version']]) {
      const out = await cli(args, undefined, main);
      expect([out.code, out.stderr], args.join(' ')).toEqual([0, '']);
    }
    expect((await cli(['bacth'], undefined, main)).code).toBe(2);
    const generating = await cli([TEXT], undefined, main);
    expect(generating.code).toBe(1);
    expect(generating.stderr).toMatch(/Cannot find package/);
  });

  test('a misspelt command or option exits 2 with a suggestion', async () => {
    for (const [args, suggestion] of [
      [['serv'], '`flowscribe serve`'],
      [['bacth'], '`flowscribe batch`'],
      [['halp'], '`flowscribe help`'],
      [['--formt', 'mermaid', TEXT], '--format'],
      [['batch', '--ouput', 'x'], '--output'],
      [['serve', '--prot', '0'], '--port'],
      [['serve', '--key-rat', '1'], '--key-rate'],
      [['serve', '--generation-timout', '100'], '--generation-timeout'],
      [['help', 'pahts'], '`flowscribe paths`'],
    ] as const) {
      const out = await cli([...args]);
      expect(out.code, args.join(' ')).toBe(2);
      expect(out.stdout).toBe('');
      expect(out.stderr, args.join(' ')).toContain(`Did you mean ${suggestion}?`);
    }
    const word = await cli(['idle']);
    expect(word.code).toBe(2);
    expect(word.stderr).toContain('flowscribe -- WORD');
  });

  test('empty text, no text and a missing file are usage errors with plain messages', async () => {
    const empty = await cli(['  ']);
    expect(empty.code).toBe(2);
    expect(empty.stderr).toMatch(/^flowscribe: the description is empty \(the argument\): write what the flow should do/);
    const none = await cli([]);
    expect(none.code).toBe(2);
    expect(none.stderr).toMatch(/no description given.*standard input is empty/);
    expect((await cli(['--file', join(dir, 'missing.txt')])).stderr).toMatch(/cannot read description file .*ENOENT/);
    const library = await cli(['batch'], '{"text": ""}\n');
    expect(JSON.parse(library.stdout).error.problems).toEqual([{ path: '/text', message: 'must not be empty or only white space' }]);
  });
});

describe('generating', () => {
  test('the description can be piped in, and -o writes the output to a file', async () => {
    const piped = await cli(['--compact'], `${TEXT}\n`);
    expect(piped.code).toBe(0);
    expect(JSON.parse(piped.stdout)).toEqual(generateFlow({ text: `${TEXT}\n` }));
    const file = join(dir, 'out.json');
    const written = await cli([TEXT, '-o', file]);
    expect([written.code, written.stdout]).toEqual([0, '']);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(generateFlow({ text: TEXT }));
  });

  test('what flowscribe printed is accepted back by --existing', async () => {
    const first = join(dir, 'first.json');
    expect((await cli([TEXT, '-o', first])).code).toBe(0);
    expect(JSON.parse(readFileSync(first, 'utf8'))).toHaveProperty('diagnostics');
    const extended = await cli(['--existing', first, '--mode', 'full', MORE]);
    expect(extended.stderr).toBe('');
    const existingFlow = { format: 'xstate' as const, flow: generateFlow({ text: TEXT }).flow };
    expect(JSON.parse(extended.stdout)).toEqual(generateFlow({ text: MORE, existingFlow, mode: 'full' }));
    // A batch answer and a bare flow are accepted too.
    const answer = join(dir, 'answer.json');
    writeFileSync(answer, (await cli(['batch'], `${JSON.stringify({ text: TEXT })}\n`)).stdout);
    const bare = join(dir, 'bare.json');
    writeFileSync(bare, JSON.stringify(existingFlow.flow));
    for (const file of [answer, bare]) expect(JSON.parse((await cli(['--existing', file, '--mode', 'full', MORE])).stdout)).toEqual(JSON.parse(extended.stdout));
    const fragments = join(dir, 'fragments.json');
    expect((await cli([TEXT, '--format', 'fragments', '-o', fragments])).code).toBe(0);
    const refused = await cli(['--existing', fragments, MORE]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(/holds fragments .* --format xstate/);
  });

  test('one default mode everywhere: the command line, batch and the library agree', async () => {
    const existingFlow = { format: 'xstate' as const, flow: generateFlow({ text: TEXT }).flow };
    const existing = join(dir, 'existing.json');
    writeFileSync(existing, JSON.stringify(existingFlow));
    const library = generateFlow({ text: MORE, existingFlow });
    expect(JSON.parse((await cli(['--existing', existing, MORE])).stdout)).toEqual(library);
    const batch = JSON.parse((await cli(['batch'], `${JSON.stringify({ text: MORE, existingFlow })}\n`)).stdout);
    expect({ ...batch.result, diagnostics: batch.diagnostics }).toEqual(library);
    expect(generateFlow({ text: MORE, existingFlow, mode: 'incremental' })).toEqual(library);
  });

  test('--format mermaid prints the diagram and --format machine a config createMachine takes as is', async () => {
    const { flow } = generateFlow({ text: TEXT, mode: 'full' });
    const mermaid = await cli(['--format', 'mermaid', TEXT]);
    expect(mermaid).toEqual({ code: 0, stdout: toMermaid(flow), stderr: '' });
    const machine = await cli(['--format', 'machine', TEXT]);
    const config = JSON.parse(machine.stdout);
    expect(config).toEqual(JSON.parse(JSON.stringify(toXStateConfig(flow))));
    const actor = createActor(createMachine(config).provide(implementationsFor(flow))).start();
    expect(actor.getSnapshot().value).toBe(Object.keys(flow.states!)[0]);
    actor.send({ type: 'CLICK_SUBMIT' });
    expect(actor.getSnapshot().value).toBe('loading');
    // What the reading did not understand goes to stderr, so stdout stays the diagram.
    const unclear = await cli(['--format', 'mermaid', `${TEXT} The weather is lovely.`]);
    expect(unclear.stdout).toMatch(/^stateDiagram-v2\n/);
    expect(unclear.stderr).toMatch(/The weather is lovely/);
  });
});

describe('batch', () => {
  test('ids are physical line numbers or the id a line gives; a failed line makes the exit code 1', async () => {
    const lines = [
      JSON.stringify({ text: 'In idle, GO goes to busy.' }),
      '',
      '   ',
      JSON.stringify({ id: 'mine', text: 'In idle, GO goes to busy.', mode: 'full' }),
      JSON.stringify({ id: 7, text: '' }),
      'not json',
      JSON.stringify({ id: { no: 1 }, text: 'x y' }),
      JSON.stringify({ text: 'In idle, GO goes to busy.' }),
    ];
    const out = await cli(['batch'], `${lines.join('\n')}\n`);
    const answers = out.stdout.trim().split('\n').map((l) => JSON.parse(l));
    expect(answers.map((a) => [a.id, 'error' in a])).toEqual([['line-1', false], ['mine', false], [7, true], ['line-6', true], ['line-7', true], ['line-8', false]]);
    expect(answers[1].result).toEqual({ format: 'xstate', flow: { states: { idle: { on: { GO: [{ target: 'busy' }] } }, busy: {} } } });
    expect(out.code).toBe(1);
    expect(out.stderr).toMatch(/3 of the requests failed/);
    const good = await cli(['batch'], `${lines[0]}\n${lines[3]}\n`);
    expect([good.code, good.stderr]).toEqual([0, '']);
  });

  test('survives a reader that closes the pipe early', async () => {
    const input = `${JSON.stringify({ text: 'In idle, GO goes to busy.' })}\n`.repeat(4000);
    const result = await new Promise<{ code: number | null; stderr: string; first: string }>((resolve) => {
      const child = spawn(process.execPath, [join(root, 'dist/cli/main.js'), 'batch'], { stdio: ['pipe', 'pipe', 'pipe'] });
      let stderr = '';
      let first = '';
      child.stderr.on('data', (c: Buffer) => (stderr += c));
      child.stdout.once('data', (c: Buffer) => {
        first = c.toString().split('\n')[0];
        child.stdout.destroy(); // as `| head -1` does
      });
      child.once('close', (code) => resolve({ code, stderr, first }));
      child.stdin.on('error', () => undefined);
      child.stdin.end(input);
    });
    expect(JSON.parse(result.first).id).toBe('line-1');
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
  });
});
