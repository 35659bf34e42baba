/**
 * `flowscribe batch`: one JSON flow request per line on stdin, one answer per request on stdout,
 * in order. A line that cannot be used gets `{id, error}` instead, so one bad line never stops
 * the batch, and the exit code says afterwards that some line failed.
 *
 * A line may name itself with `"id"`; otherwise it is `line-N`, N counting every physical line
 * (blank ones included, though they get no answer), so an id leads straight to its line.
 */
import { createInterface } from 'node:readline';
import { FlowRequestError } from '../errors.js';
import { generateFlow } from '../generate.js';
import type { FlowRequest } from '../model/flow.js';
import { parseCommandArgs } from './args.js';
import { openOutput } from './output.js';
import { UsageError } from './usage.js';

type Answer = { id: string | number; result: unknown; diagnostics: unknown } | { id: string | number; error: Record<string, unknown> };

export function answerLine(line: string, lineId: string): Answer {
  let request: unknown;
  try {
    request = JSON.parse(line);
  } catch (error) {
    return { id: lineId, error: { status: 400, message: `line is not valid JSON: ${(error as Error).message}` } };
  }
  if (request === null || typeof request !== 'object' || Array.isArray(request)) {
    return { id: lineId, error: { status: 400, message: 'line is not a JSON object: send one request object per line' } };
  }
  const { id: given, ...fields } = request as Record<string, unknown>;
  if (given !== undefined && typeof given !== 'string' && typeof given !== 'number') {
    return { id: lineId, error: { status: 400, message: '"id" must be a string or a number', problems: [{ path: '/id', message: 'must be a string or a number' }] } };
  }
  const id = given ?? lineId;
  try {
    const { diagnostics, ...result } = generateFlow(fields as unknown as FlowRequest);
    return { id, result, diagnostics };
  } catch (error) {
    if (error instanceof FlowRequestError) return { id, error: { status: 400, message: error.message, problems: error.problems } };
    return { id, error: { status: 500, message: error instanceof Error ? error.message : String(error) } };
  }
}

export async function runBatch(argv: string[]): Promise<number> {
  const { values, positionals } = parseCommandArgs('batch', argv, { output: { type: 'string', short: 'o' } });
  if (positionals.length) throw new UsageError(`batch takes no arguments (got ${positionals.join(' ')}); send requests on stdin, one per line`);
  const out = openOutput(values.output);
  const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
  let lineNumber = 0;
  let failed = 0;
  try {
    for await (const line of lines) {
      lineNumber += 1;
      if (!line.trim()) continue;
      const answer = answerLine(line, `line-${lineNumber}`);
      if ('error' in answer) {
        failed += 1;
        // Known now, so a reader that closes the pipe early still gets the right exit code.
        process.exitCode = 1;
      }
      await out.write(`${JSON.stringify(answer)}\n`);
    }
  } finally {
    out.close();
  }
  if (failed) process.stderr.write(`flowscribe: ${failed} of the requests failed (their answers carry "error")\n`);
  return failed ? 1 : 0;
}
