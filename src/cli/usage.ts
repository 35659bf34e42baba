/**
 * A mistake in how the command was called: printed on stderr with exit code 2. Failures of the
 * work itself exit 1 (see EXIT_CODES in commands.ts).
 */
export const USAGE = 'Run `flowscribe help` for the commands and their options.';

export class UsageError extends Error {
  readonly hint?: string;

  constructor(message: string, hint = 'Run `flowscribe --help` for usage.') {
    super(message);
    this.name = 'UsageError';
    this.hint = hint;
  }
}
