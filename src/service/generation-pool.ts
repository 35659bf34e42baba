/**
 * Generation off the event loop: a pool of worker threads (piscina) runs every generation, so the
 * main thread only does HTTP, validation and storage, and one long description cannot stall the
 * other requests. The pool is bounded: past `workers + queueLimit` generations in progress, a
 * request is refused with 503 at once rather than made to wait without end. A generation running
 * longer than `timeLimitMs` is cancelled (its thread is ended and replaced) and answered 422; so is
 * one that needs more than `heapLimitMb` of memory (V8 ends the thread, which is replaced).
 */
import { availableParallelism } from 'node:os';
import type { ResourceLimits } from 'node:worker_threads';
import { Piscina } from 'piscina';
import type { FlowRequest, GenerateResult } from '../model/flow.js';
import type { GenerationAnswer, GenerationTask, GenerationThreadData } from './generation-worker.js';
import { HttpError, invalidRequest } from './http-error.js';
import { serviceWorkerFile } from './worker-file.js';

export interface GenerationOptions {
  /** Worker threads; by default one per core. */
  workers: number;
  /** Generations that may wait for a worker; more are refused with 503. */
  queueLimit: number;
  /** Longest a generation may run, in milliseconds. */
  timeLimitMs: number;
  /** Most memory each thread's JavaScript heap may hold, in MB (V8's old generation). */
  heapLimitMb: number;
}

export const DEFAULT_GENERATION: GenerationOptions = { workers: availableParallelism(), queueLimit: 64, timeLimitMs: 5_000, heapLimitMb: 128 };

export interface GenerationPool {
  generate(request: FlowRequest): Promise<GenerateResult>;
  /** True when a new generation would be refused. */
  saturated(): boolean;
  close(): Promise<void>;
}

/**
 * The limits V8 gets for each generation thread. V8 lets a heap grow further before collecting its
 * garbage when the heap's limit is large: with V8's own limit (about 4 GB on a 24 GB machine) a
 * thread's heap took 44 MB once the engine was loaded, 19 MB of it live, and about 145 MB after a
 * round of work ending with the largest request. With 1 GB or less it collects sooner: 32 MB once
 * loaded, 78 to 92 MB after the same work, for generations 3 to 5% slower on short descriptions
 * and 12 to 22% on 20,000 characters. The largest request the default body limit lets through
 * runs within 64 MB. The 8 MB young generation keeps each thread from growing by tens of MB under
 * load. Measured by bench/memory.mjs (bench/README.md).
 */
export function threadLimits(heapLimitMb: number): ResourceLimits {
  return { maxYoungGenerationSizeMb: 8, maxOldGenerationSizeMb: heapLimitMb };
}

/** How often the generations that have not started yet are looked at again. */
const START_POLL_MS = 50;

export async function createGenerationPool(options: GenerationOptions): Promise<GenerationPool> {
  const capacity = options.workers + options.queueLimit;
  // One slot per generation the pool may hold, each the time its generation started (0 while it
  // waits), written by the thread that runs it: one table shared with every thread for the life
  // of the pool, rather than a buffer made, sent and watched by a timer of its own per request.
  const starts = new Float64Array(new SharedArrayBuffer(Float64Array.BYTES_PER_ELEMENT * capacity));
  const freeSlots = Array.from({ length: capacity }, (_, i) => capacity - 1 - i);
  const piscina = new Piscina<GenerationTask, GenerationAnswer>({
    filename: serviceWorkerFile('generation-worker.js', import.meta.url),
    minThreads: options.workers,
    maxThreads: options.workers,
    // Threads are kept: starting one loads the engine again.
    idleTimeout: Number.MAX_SAFE_INTEGER,
    resourceLimits: threadLimits(options.heapLimitMb),
    workerData: { starts: starts.buffer as SharedArrayBuffer } satisfies GenerationThreadData,
    // Piscina's histograms of run and wait times are read by nobody here; not keeping them saves
    // two clock readings in the thread and a record on the main thread per generation.
    recordTiming: false,
  });

  // The time limit: one timer for the whole pool, while generations are in progress.
  const inProgress = new Map<number, AbortController>();
  let timer: NodeJS.Timeout | undefined;
  const poll = Math.min(START_POLL_MS, options.timeLimitMs);
  const watch = () => {
    const now = Date.now();
    let next = poll;
    for (const [slot, cancel] of inProgress) {
      const start = starts[slot];
      if (!start) continue;
      const left = start + options.timeLimitMs - now;
      if (left <= 0) cancel.abort();
      else next = Math.min(next, left);
    }
    timer = inProgress.size ? setTimeout(watch, next) : undefined;
  };

  const generate = async (request: FlowRequest): Promise<GenerateResult> => {
    if (inProgress.size >= capacity) {
      throw new HttpError(503, 'overloaded', `The service is busy: ${inProgress.size} generations are running or waiting, the most it takes. Try again in a moment.`, {
        headers: { 'retry-after': '1' },
      });
    }
    const slot = freeSlots.pop()!;
    starts[slot] = 0;
    const cancel = new AbortController();
    inProgress.set(slot, cancel);
    timer ??= setTimeout(watch, poll);
    try {
      const answer = await piscina.run({ request, slot }, { signal: cancel.signal });
      if ('problems' in answer) throw invalidRequest(answer.problems);
      return answer.result;
    } catch (error) {
      if ((error as { code?: unknown }).code === 'ERR_WORKER_OUT_OF_MEMORY') {
        throw new HttpError(422, 'description_too_complex', `The request needs more memory than a generation may use (${options.heapLimitMb} MB): its description, context or existing flow is too large. Send the description in shorter parts, or a smaller existing flow.`);
      }
      if (!cancel.signal.aborted) throw error;
      throw new HttpError(422, 'description_too_complex', `The description could not be read within the time limit of ${options.timeLimitMs} ms: it is too long or too complex. Send it in shorter parts (each with the flow so far as existingFlow), or simplify its sentences.`);
    } finally {
      // A thread writes a slot only as its task starts; a cancelled task's thread is being ended
      // and is given no other task, so nothing writes the slot once another generation has it.
      inProgress.delete(slot);
      freeSlots.push(slot);
    }
  };

  // The service takes requests once every thread has loaded the engine (see the worker); the
  // warm-up tasks borrow slots before any request can take one.
  const warmUp = { text: 'Go to ready.' };
  await Promise.all(Array.from({ length: options.workers }, (_, i) => piscina.run({ request: warmUp, slot: capacity - 1 - i })));

  return {
    generate,
    saturated: () => inProgress.size >= capacity,
    close: async () => {
      clearTimeout(timer);
      await piscina.destroy();
    },
  };
}
