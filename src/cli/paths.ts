/**
 * `flowscribe paths`: the covering paths of the flow a description gives, as JSON to check in
 * as test fixtures. The flow is generated as `flowscribe "TEXT" --mode full` would; what the
 * reading did not understand goes to stderr, so stdout stays the fixture alone.
 */
import { FlowRequestError } from '../errors.js';
import { generateFlow } from '../generate.js';
import { coveringPaths } from '../testing/covering.js';
import { parseCommandArgs } from './args.js';
import { reportDiagnostics, reportRequestError } from './generate.js';
import { descriptionFrom } from './input.js';
import { openOutput } from './output.js';

export async function runPaths(argv: string[]): Promise<number> {
  const { values, positionals } = parseCommandArgs('paths', argv, {
    file: { type: 'string', short: 'f' },
    compact: { type: 'boolean' },
    output: { type: 'string', short: 'o' },
  });
  const text = descriptionFrom(values.file, positionals);
  let result;
  try {
    result = generateFlow({ text, format: 'xstate', mode: 'full' });
  } catch (error) {
    if (error instanceof FlowRequestError) return reportRequestError(error);
    throw error;
  }
  reportDiagnostics(result.diagnostics);
  const covering = coveringPaths(result.flow);
  const out = openOutput(values.output);
  try {
    await out.write(`${JSON.stringify(covering, null, values.compact ? undefined : 2)}\n`);
  } finally {
    out.close();
  }
  return 0;
}
