/**
 * Where the command line's inputs come from: the description (an argument, --file, or piped
 * standard input) and the existing flow (--existing), read leniently enough that whatever
 * flowscribe itself printed can be fed back.
 */
import { readFileSync } from 'node:fs';
import type { FlowEnvelope } from '../model/flow.js';
import { UsageError } from './usage.js';

export function readFile(path: string, what: string): string {
  try {
    return readFileSync(path === '-' ? 0 : path, 'utf8');
  } catch (error) {
    throw new UsageError(`cannot read ${what} ${path}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`);
  }
}

/**
 * The description, given as the one argument, read from `--file`, or piped on standard input.
 * A terminal is never waited on: with nothing given there, it is a usage error.
 */
export function descriptionFrom(file: string | undefined, positionals: readonly string[]): string {
  if (file !== undefined && positionals.length) throw new UsageError('give the description as an argument or with --file, not both');
  if (positionals.length > 1) throw new UsageError(`expected one description, got ${positionals.length} arguments (quote the text)`);
  const none = 'no description given: write it as an argument in quotes, give --file FILE, or pipe it in';
  let text: string;
  if (file !== undefined) text = readFile(file, 'description file');
  else if (positionals.length) text = positionals[0];
  else if (process.stdin.isTTY) throw new UsageError(none);
  else {
    text = readFile('-', 'standard input');
    if (!text.trim()) throw new UsageError(`${none} (standard input is empty)`);
  }
  if (!text.trim()) {
    const where = file !== undefined ? `the file ${file}` : 'the argument';
    throw new UsageError(`the description is empty (${where}): write what the flow should do, e.g. "When the user clicks Submit, go to loading."`);
  }
  return text;
}

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/**
 * The flow envelope in an --existing file. Accepted as well: what `flowscribe` printed (the
 * envelope with diagnostics and trace, which are dropped), a batch or service answer
 * (`{ id, result, diagnostics }`), and a bare flow (`{ states: ... }`). Anything else is passed
 * on as it is, for the library to say what is wrong with it.
 */
export function existingFrom(path: string): FlowEnvelope {
  const text = readFile(path, 'existing flow file');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new UsageError(`the existing flow file ${path} is not valid JSON: ${(error as Error).message}`);
  }
  if (isObject(value) && isObject(value.result) && 'id' in value) value = value.result;
  if (!isObject(value)) return value as FlowEnvelope;
  if (value.format === 'fragments') {
    throw new UsageError(`${path} holds fragments (a JSON Patch), not a flow: generate the flow to extend with --format xstate`);
  }
  if ('format' in value || 'flow' in value) {
    const { diagnostics: _diagnostics, trace: _trace, ...envelope } = value;
    return envelope as unknown as FlowEnvelope;
  }
  if ('initial' in value || 'id' in value) {
    throw new UsageError(`${path} looks like an XState machine config (--format machine): give the flow itself (--format xstate)`);
  }
  return { format: 'xstate', flow: value };
}
