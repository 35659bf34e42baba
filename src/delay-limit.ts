/**
 * The longest delay a flow may hold. Node and XState keep timers in a signed 32-bit count of
 * milliseconds: a longer delay (about 24.8 days and more) is clamped to 1 ms and fires at once,
 * the opposite of what was asked. The engine reads any amount of time; this step, between the
 * reading and the merge, drops the edits whose delay is over the limit and says so instead.
 */
import type { Edit, Trigger } from './model/edits.js';
import type { Diagnostic } from './model/flow.js';
import type { Inputs } from './merge/report.js';

/** 2^31 - 1 ms: the flow schema's maximum for `delay`. */
export const MAX_DELAY_MS = 2 ** 31 - 1;

// (A named delay is as long as the implementation says: nothing to refuse here.)
const tooLong = (trigger: Trigger) => trigger.kind === 'after' && typeof trigger.delay === 'number' && !(trigger.delay <= MAX_DELAY_MS);

/** The edits with every over-long delay left out, and one diagnostic for each left out. */
export function withinDelayLimit(edits: readonly Edit[], inputs: Inputs): { edits: Edit[]; diagnostics: Diagnostic[] } {
  const kept: Edit[] = [];
  const diagnostics: Diagnostic[] = [];
  for (const edit of edits) {
    // Removing transitions on an over-long delay removes nothing, so only additions are refused.
    const adds = edit.op === 'addTransition' || edit.op === 'replaceTransitions';
    if (!adds || !tooLong(edit.trigger)) {
      kept.push(edit);
      continue;
    }
    const input = edit.origin?.input ?? 'text';
    const span = edit.origin ? { ...edit.origin.span } : { start: 0, end: 0 };
    const source = input === 'context' ? (inputs.context ?? '') : inputs.text;
    diagnostics.push({
      code: 'delay-too-long',
      severity: 'warning',
      message: `This delay is longer than ${MAX_DELAY_MS} ms (about 24.8 days), the longest a timer can wait; no delayed transition was made. Use an event for such long waits (for example one sent by a scheduler).`,
      input,
      span,
      excerpt: source.slice(span.start, span.end),
    });
  }
  return { edits: kept, diagnostics };
}
