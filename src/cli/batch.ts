/**
 * `flowscribe batch`: one JSON flow request per line on stdin, one `{id, result}` line per
 * request on stdout, in order. A line that cannot be used gets `{id, error}` instead, so one bad
 * line never stops the batch. Ids are the line numbers (`line-1`, ...), which keeps output
 * reproducible.
 */
import { createInterface } from 'node:readline';
import { FlowRequestError } from '../errors.js';
import { generateFlow } from '../generate.js';
import type { FlowRequest } from '../model/flow.js';
import { UsageError } from './usage.js';

export function answerLine(line: string, id: string): Record<string, unknown> {
  let request: FlowRequest;
  try {
    request = JSON.parse(line) as FlowRequest;
  } catch (error) {
    return { id, error: { status: 400, message: `line is not valid JSON: ${(error as Error).message}` } };
  }
  try {
    const { diagnostics, ...result } = generateFlow(request);
    return { id, result, diagnostics };
  } catch (error) {
    if (error instanceof FlowRequestError) return { id, error: { status: 400, message: error.message, problems: error.problems } };
    return { id, error: { status: 500, message: error instanceof Error ? error.message : String(error) } };
  }
}

export async function runBatch(argv: string[]): Promise<number> {
  if (argv.length) throw new UsageError(`batch takes no arguments (got ${argv.join(' ')}); send requests on stdin`);
  const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
  let n = 0;
  for await (const line of lines) {
    if (!line.trim()) continue;
    n += 1;
    const answer = answerLine(line, `line-${n}`);
    if (!process.stdout.write(`${JSON.stringify(answer)}\n`)) await new Promise((r) => process.stdout.once('drain', r));
  }
  return 0;
}
