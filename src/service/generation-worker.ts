/**
 * Runs in the generation pool's worker threads: one generation per task, with the library's own
 * synchronous generateFlow. A request the library refuses comes back as its problems, since an
 * error's class does not survive the trip between threads.
 */
import { workerData } from 'node:worker_threads';
import { FlowRequestError } from '../errors.js';
import { generateFlow } from '../generate.js';
import type { FlowRequest, GenerateResult } from '../model/flow.js';
import type { SchemaProblem } from '../model/schemas.js';

/** What every thread of the pool gets as it starts. */
export interface GenerationThreadData {
  /** Float64 per slot, shared with the pool: when the task in that slot started (Date.now()). */
  starts: SharedArrayBuffer;
}

export interface GenerationTask {
  request: FlowRequest;
  /** This task's slot in `starts`. */
  slot: number;
}

export type GenerationAnswer = { result: GenerateResult } | { problems: SchemaProblem[] };

const starts = new Float64Array((workerData as GenerationThreadData).starts);

// Read one small description as the thread starts, before it takes tasks: the engine loads its
// grammar on first use, and no request (nor its time limit) should pay for that.
generateFlow({ text: 'Go to ready.' });

export default function generate(task: GenerationTask): GenerationAnswer {
  // The pool's time limit counts from here, not from when the task was queued.
  starts[task.slot] = Date.now();
  try {
    return { result: generateFlow(task.request) };
  } catch (error) {
    if (error instanceof FlowRequestError) return { problems: error.problems };
    throw error;
  }
}
