/** Parsing a command's arguments, with a "did you mean" for an option that is not one of its own. */
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { findCommand, flagsOf } from './commands.js';
import { didYouMean } from './help.js';
import { UsageError } from './usage.js';

type Options = NonNullable<ParseArgsConfig['options']>;

/** The message of a parse error, made to name the command and suggest the closest option. */
export function explainArgsError(commandName: string, error: unknown): UsageError {
  const message = error instanceof Error ? error.message : String(error);
  const command = findCommand(commandName);
  const hint = `Run \`flowscribe ${commandName} --help\` for its options.`;
  const unknown = /Unknown option '([^']+)'/.exec(message);
  if (unknown && command) {
    return new UsageError(`unknown option ${unknown[1]} for \`flowscribe ${commandName}\`.${didYouMean(unknown[1], flagsOf(command))}`, hint);
  }
  return new UsageError(message.replace(/\. To specify a positional argument.*$/s, ''), hint);
}

export function parseCommandArgs<const O extends Options>(commandName: string, argv: string[], options: O) {
  try {
    return parseArgs({ args: argv, options, allowPositionals: true, strict: true });
  } catch (error) {
    throw explainArgsError(commandName, error);
  }
}
