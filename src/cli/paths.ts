/**
 * `flowscribe paths`: the covering paths of the flow a description gives, as JSON to check in
 * as test fixtures. The flow is generated as `flowscribe "TEXT" --mode full` would; what the
 * reading did not understand goes to stderr, so stdout stays the fixture alone.
 */
import { parseArgs } from 'node:util';
import { FlowRequestError } from '../errors.js';
import { generateFlow } from '../generate.js';
import { coveringPaths } from '../testing/covering.js';
import { descriptionFrom } from './generate.js';
import { USAGE, UsageError } from './usage.js';

export async function runPaths(argv: string[]): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        file: { type: 'string', short: 'f' },
        compact: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const { values, positionals } = parsed;
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  const text = descriptionFrom(values.file, positionals);
  let result;
  try {
    result = generateFlow({ text, format: 'xstate', mode: 'full' });
  } catch (error) {
    if (!(error instanceof FlowRequestError)) throw error;
    for (const problem of error.problems) process.stderr.write(`flowscribe: ${problem.path}: ${problem.message}\n`);
    return 2;
  }
  if (result.format !== 'xstate') throw new Error('asked for xstate');
  for (const d of result.diagnostics) process.stderr.write(`flowscribe: ${d.severity}: ${d.message} ("${d.excerpt}")\n`);
  const covering = coveringPaths(result.flow);
  process.stdout.write(`${JSON.stringify(covering, null, values.compact ? undefined : 2)}\n`);
  return 0;
}
