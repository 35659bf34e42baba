#!/usr/bin/env node
/**
 * The `flowscribe` command line.
 *
 *   flowscribe "text" [--context TEXT] [--existing FILE] [--format xstate|fragments] [--mode full|incremental]
 *   flowscribe --file FILE [...]
 *   flowscribe batch            JSON-lines requests on stdin, JSON-lines {id, result} on stdout
 *   flowscribe paths "text"     paths that take every transition of the flow, as test fixtures
 *   flowscribe serve [...]      the HTTP service
 */
import { UsageError } from './usage.js';

// Each command is loaded when it runs: the service keeps the engine in its worker threads only,
// and generating from the command line never opens a database.
const commands: Record<string, () => Promise<(args: string[]) => Promise<number>>> = {
  batch: async () => (await import('./batch.js')).runBatch,
  paths: async () => (await import('./paths.js')).runPaths,
  serve: async () => (await import('./service-commands.js')).serviceCommands.serve,
  feedback: async () => (await import('./service-commands.js')).serviceCommands.feedback,
};

async function main(argv: string[]): Promise<number> {
  const [first, ...rest] = argv;
  const command = first !== undefined ? commands[first] : undefined;
  if (command) return (await command())(rest);
  const { runGenerate } = await import('./generate.js');
  return runGenerate(argv);
}

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
