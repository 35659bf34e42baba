/**
 * The longest delay a flow may hold. Node and XState keep timers in a signed 32-bit count of
 * milliseconds: a longer delay (about 24.8 days and more) is clamped to 1 ms and fires at once,
 * the opposite of what was asked. The engine reads any amount of time; this step, between the
 * reading and the merge, turns a delay over the limit into a named delay ("wait90Days"), whose
 * implementation the caller supplies (a scheduler, or a clock that can wait that long), and says
 * so. The transition the text tells stays; no timer that fires at once is made. An amount too
 * large to count in milliseconds at all is left out, with the same diagnostic.
 */
import type { Edit, Trigger } from './model/edits.js';
import type { Diagnostic } from './model/flow.js';
import type { Inputs } from './merge/report.js';

/** 2^31 - 1 ms: the flow schema's maximum for `delay`. */
export const MAX_DELAY_MS = 2 ** 31 - 1;

// (A named delay is as long as the implementation says: nothing to refuse here.)
const tooLong = (trigger: Trigger) => trigger.kind === 'after' && typeof trigger.delay === 'number' && !(trigger.delay <= MAX_DELAY_MS);

const UNITS: [number, string][] = [
  [86_400_000, 'Days'],
  [3_600_000, 'Hours'],
  [60_000, 'Minutes'],
  [1000, 'Seconds'],
];

/** "wait90Days": a delay's name by its length, in the largest unit that counts it whole; null past what a name can count. */
export function delayName(ms: number): string | null {
  if (!Number.isSafeInteger(ms)) return null;
  const [size, unit] = UNITS.find(([size]) => ms % size === 0) ?? [1, 'Ms'];
  return `wait${ms / size}${unit}`;
}

/** The edits with every over-long delay named instead, and one diagnostic for each. */
export function withinDelayLimit(edits: readonly Edit[], inputs: Inputs): { edits: Edit[]; diagnostics: Diagnostic[] } {
  const kept: Edit[] = [];
  const diagnostics: Diagnostic[] = [];
  for (const edit of edits) {
    // Removing transitions on an over-long delay removes nothing, so only additions are named.
    const adds = edit.op === 'addTransition' || edit.op === 'replaceTransitions';
    if (!adds || !tooLong(edit.trigger)) {
      kept.push(edit);
      continue;
    }
    const ms = (edit.trigger as { delay: number }).delay;
    const name = delayName(ms);
    if (name) kept.push(named(edit, name));
    const input = edit.origin?.input ?? 'text';
    const span = edit.origin ? { ...edit.origin.span } : { start: 0, end: 0 };
    const source = input === 'context' ? (inputs.context ?? '') : inputs.text;
    diagnostics.push({
      code: 'delay-too-long',
      severity: 'warning',
      message: name
        ? `This delay (${ms} ms) is longer than ${MAX_DELAY_MS} ms (about 24.8 days), the longest a timer can wait; the transition waits on the named delay "${name}" instead. Implement it with something that can wait that long (a scheduler that sends an event, or a clock given to the actor), or use an event.`
        : `This delay is longer than ${MAX_DELAY_MS} ms (about 24.8 days), the longest a timer can wait, and too long to name; no delayed transition was made. Use an event for such long waits (for example one sent by a scheduler).`,
      input,
      span,
      excerpt: source.slice(span.start, span.end),
    });
  }
  return { edits: kept, diagnostics };
}

/** The same edit, waiting on a named delay. */
function named(edit: Edit, name: string): Edit {
  return edit.op === 'addTransition' || edit.op === 'replaceTransitions' ? { ...edit, trigger: { kind: 'after', delay: name } } : edit;
}
