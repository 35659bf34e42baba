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
import { runBatch } from './batch.js';
import { runGenerate } from './generate.js';
import { runPaths } from './paths.js';
import { UsageError } from './usage.js';

const commands: Record<string, (args: string[]) => Promise<number>> = {
  batch: runBatch,
  paths: runPaths,
};

export function registerCommand(name: string, run: (args: string[]) => Promise<number>): void {
  commands[name] = run;
}

async function main(argv: string[]): Promise<number> {
  const [first, ...rest] = argv;
  if (first === 'serve' || first === 'feedback') {
    // Loaded on demand, so generating from the command line never opens a database.
    const { serviceCommands } = await import('./service-commands.js');
    return serviceCommands[first](rest);
  }
  const command = first !== undefined ? commands[first] : undefined;
  if (command) return command(rest);
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
