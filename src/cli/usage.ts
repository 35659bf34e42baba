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

/** The value of a flag that takes one of a few words, or a UsageError listing them. */
export function oneOf<T extends string>(value: string | undefined, allowed: readonly T[], flag: string): T | undefined {
  if (value === undefined) return undefined;
  if (!(allowed as readonly string[]).includes(value)) {
    throw new UsageError(`${flag} must be one of ${allowed.join(', ')} (got "${value}")`);
  }
  return value as T;
}
