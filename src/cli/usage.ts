export const USAGE = `Usage:
  flowscribe "TEXT" [options]          generate a flow from a description
  flowscribe --file FILE [options]     ... read the description from FILE (- for stdin)
  flowscribe batch                     JSON-lines requests on stdin, {id, result} lines on stdout
  flowscribe paths "TEXT" [--compact]   walks that take every transition of the flow, as JSON fixtures
  flowscribe paths --file FILE         ... the description read from FILE (- for stdin)
  flowscribe serve [--port N] [--host H] [--data DIR] [--keys FILE] [--body-limit BYTES]
                   [--workers N] [--queue-limit N] [--generation-timeout MS]
                   [--key-concurrency N] [--key-rate PER_SECOND] [--key-burst N] [--key-quota BYTES]
  flowscribe feedback export [--rating good|bad] [--data DIR] [--out FILE]

Options:
  --context TEXT        text that helps interpret the description (adds nothing itself)
  --existing FILE       an existing flow envelope ({"format":"xstate","flow":{...}}) to extend
  --format F            xstate (default) or fragments
  --mode M              full (default on the command line) or incremental
  --trace               include which rule and words produced each element
  --compact             one line of JSON instead of pretty output
  -h, --help            this text`;

/** A mistake in how the command was called: printed on stderr with exit code 2. */
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
