#!/usr/bin/env node
/**
 * The `flowscribe` command line: picks the command, answers --version and help, and turns every
 * failure into a message and an exit code (0 done, 1 failed, 2 wrong usage).
 *
 * Commands are loaded only when run, so help and --version answer without loading the engine,
 * and generating never loads the service's database driver.
 */
import { readFileSync } from 'node:fs';
import { explainArgsError } from './args.js';
import { COMMANDS, findCommand } from './commands.js';
import { closest, commandHelp, overview } from './help.js';
import { UsageError } from './usage.js';

type Run = (args: string[]) => Promise<number>;

// Each command is loaded when it runs: the service keeps the engine in its worker threads only,
// and generating from the command line never opens a database.
const RUNNERS: Record<string, () => Promise<Run>> = {
  generate: async () => (await import('./generate.js')).runGenerate,
  batch: async () => (await import('./batch.js')).runBatch,
  paths: async () => (await import('./paths.js')).runPaths,
  // Their database drivers (better-sqlite3 or pg, optional) are loaded once the database is chosen.
  serve: async () => (await import('./service-commands.js')).serviceCommands.serve,
  feedback: async () => (await import('./service-commands.js')).serviceCommands.feedback,
};

function version(): string {
  const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };
  return pkg.version;
}

const wantsHelp = (args: string[]) => {
  const end = args.indexOf('--');
  return (end === -1 ? args : args.slice(0, end)).some((a) => a === '--help' || a === '-h');
};

async function main(argv: string[]): Promise<number> {
  const [first, ...rest] = argv;
  if (first === '--version' || first === '-V') {
    process.stdout.write(`${version()}\n`);
    return 0;
  }
  if (first === 'help') {
    if (!rest.length) process.stdout.write(`${overview(version())}\n`);
    else {
      const command = findCommand(rest[0]);
      if (!command) throw unknownCommand(rest[0]);
      process.stdout.write(`${commandHelp(command)}\n`);
    }
    return 0;
  }
  const named = first !== undefined && findCommand(first) !== undefined;
  // A single lowercase word is never a useful description, so it is taken for a command.
  if (!named && first !== undefined && /^[a-z][a-z-]*$/.test(first)) throw unknownCommand(first);
  const name = named ? first : 'generate';
  const args = named ? rest : argv;
  if (wantsHelp(args)) {
    process.stdout.write(`${name === 'generate' && !named ? overview(version()) : commandHelp(findCommand(name)!)}\n`);
    return 0;
  }
  const run = await RUNNERS[name]();
  try {
    return await run(args);
  } catch (error) {
    // The service's commands parse their own options; their mistakes get the same suggestions.
    if (error instanceof UsageError && /Unknown option/.test(error.message)) throw explainArgsError(name, error);
    throw error;
  }
}

function unknownCommand(word: string): UsageError {
  const guess = closest(word, COMMANDS.map((c) => c.name));
  return new UsageError(
    `unknown command "${word}".${guess ? ` Did you mean \`flowscribe ${guess}\`?` : ''}`,
    'Run `flowscribe help` for the commands; to generate from a one-word description, write `flowscribe -- WORD`.',
  );
}

// A reader that stops early (`| head`) closes the pipe: the output is no longer wanted, so stop
// quietly, with the exit code known so far.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit();
  throw error;
});

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    if (error instanceof UsageError) {
      process.stderr.write(`flowscribe: ${error.message}\n${error.hint ? `${error.hint}\n` : ''}`);
      process.exitCode = 2;
      return;
    }
    process.stderr.write(`flowscribe: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  },
);
