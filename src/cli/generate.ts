import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { FlowRequestError } from '../errors.js';
import { generateFlow } from '../generate.js';
import { OUTPUT_FORMATS, OUTPUT_MODES, type FlowRequest, type OutputFormat, type OutputMode } from '../model/flow.js';
import { oneOf, USAGE, UsageError } from './usage.js';

function readFile(path: string, what: string): string {
  try {
    return readFileSync(path === '-' ? 0 : path, 'utf8');
  } catch (error) {
    throw new UsageError(`cannot read ${what} ${path}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`);
  }
}

function parseJsonFile(path: string, what: string): unknown {
  const text = readFile(path, what);
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new UsageError(`${what} ${path} is not valid JSON: ${(error as Error).message}`);
  }
}

/** The description, given as the one argument or read from `--file`. */
export function descriptionFrom(file: string | undefined, positionals: readonly string[]): string {
  if (file !== undefined && positionals.length) throw new UsageError('give the description as an argument or with --file, not both');
  if (positionals.length > 1) throw new UsageError(`expected one description, got ${positionals.length} arguments (quote the text)`);
  const text = file !== undefined ? readFile(file, 'description file') : positionals[0];
  if (text === undefined) throw new UsageError('no description given', USAGE);
  return text;
}

export async function runGenerate(argv: string[]): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        file: { type: 'string', short: 'f' },
        context: { type: 'string' },
        existing: { type: 'string' },
        format: { type: 'string' },
        mode: { type: 'string' },
        trace: { type: 'boolean' },
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
  const request: FlowRequest = {
    text,
    ...(values.context !== undefined ? { context: values.context } : {}),
    format: oneOf<OutputFormat>(values.format, OUTPUT_FORMATS, '--format') ?? 'xstate',
    mode: oneOf<OutputMode>(values.mode, OUTPUT_MODES, '--mode') ?? 'full',
  };
  if (values.existing !== undefined) request.existingFlow = parseJsonFile(values.existing, 'existing flow file') as FlowRequest['existingFlow'];
  try {
    const result = generateFlow(request, { trace: values.trace });
    process.stdout.write(`${JSON.stringify(result, null, values.compact ? undefined : 2)}\n`);
    return 0;
  } catch (error) {
    if (error instanceof FlowRequestError) {
      for (const problem of error.problems) process.stderr.write(`flowscribe: ${problem.path}: ${problem.message}\n`);
      return 2;
    }
    throw error;
  }
}
