/**
 * `flowscribe "TEXT"` (or `flowscribe generate`): one description in, one flow out, as the
 * library's JSON (xstate or fragments), a Mermaid diagram, or an XState machine config.
 * Diagrams and configs are the whole of standard output, so what the reading did not understand
 * goes to standard error for them.
 */
import { FlowRequestError } from '../errors.js';
import { generateFlow } from '../generate.js';
import { toMermaid } from '../mermaid/to-mermaid.js';
import { OUTPUT_MODES, type Diagnostic, type FlowRequest, type OutputMode } from '../model/flow.js';
import { toXStateConfig } from '../xstate/config.js';
import { parseCommandArgs } from './args.js';
import { descriptionFrom, existingFrom } from './input.js';
import { openOutput } from './output.js';
import { oneOf, UsageError } from './usage.js';

export const CLI_FORMATS = ['xstate', 'fragments', 'mermaid', 'machine'] as const;
export type CliFormat = (typeof CLI_FORMATS)[number];

/** Prints the problems of a request the library refused; exit code 2, as for any usage mistake. */
export function reportRequestError(error: FlowRequestError): number {
  for (const problem of error.problems) process.stderr.write(`flowscribe: ${problem.path}: ${problem.message}\n`);
  return 2;
}

export function reportDiagnostics(diagnostics: readonly Diagnostic[]): void {
  for (const d of diagnostics) process.stderr.write(`flowscribe: ${d.severity}: ${d.message} ("${d.excerpt}")\n`);
}

export async function runGenerate(argv: string[]): Promise<number> {
  const { values, positionals } = parseCommandArgs('generate', argv, {
    file: { type: 'string', short: 'f' },
    context: { type: 'string' },
    existing: { type: 'string' },
    format: { type: 'string' },
    mode: { type: 'string' },
    trace: { type: 'boolean' },
    compact: { type: 'boolean' },
    output: { type: 'string', short: 'o' },
  });
  const format = oneOf<CliFormat>(values.format, CLI_FORMATS, '--format') ?? 'xstate';
  if (values.trace && (format === 'mermaid' || format === 'machine')) throw new UsageError('--trace goes with --format xstate or fragments');
  const request: FlowRequest = {
    text: descriptionFrom(values.file, positionals),
    ...(values.context !== undefined ? { context: values.context } : {}),
    format: format === 'fragments' ? 'fragments' : 'xstate',
    mode: oneOf<OutputMode>(values.mode, OUTPUT_MODES, '--mode') ?? 'incremental',
  };
  if (values.existing !== undefined) request.existingFlow = existingFrom(values.existing);
  let result;
  try {
    result = generateFlow(request, { trace: values.trace });
  } catch (error) {
    if (error instanceof FlowRequestError) return reportRequestError(error);
    throw error;
  }
  const json = (value: unknown) => `${JSON.stringify(value, null, values.compact ? undefined : 2)}\n`;
  let text: string;
  if (result.format === 'fragments' || format === 'xstate') text = json(result);
  else {
    reportDiagnostics(result.diagnostics);
    text = format === 'mermaid' ? toMermaid(result.flow) : json(toXStateConfig(result.flow));
  }
  const out = openOutput(values.output);
  try {
    await out.write(text);
  } finally {
    out.close();
  }
  return 0;
}
