/**
 * What the merge step tells the caller: the trace (which rule and words produced each element of
 * the result) and the `dropped-change` diagnostics of an incremental result.
 */
import type { Diagnostic, FlowNode, Span, TraceEntry } from '../model/flow.js';
import type { Origin } from '../model/edits.js';
import type { EditEffect } from './apply.js';
import { resolveCreated } from './created.js';

export interface Inputs {
  text: string;
  context?: string;
}

const NO_SPAN: Span = { start: 0, end: 0 };

function excerpt(inputs: Inputs, origin: Origin): string {
  const source = origin.input === 'context' ? (inputs.context ?? '') : inputs.text;
  return source.slice(origin.span.start, origin.span.end);
}

/**
 * One entry per element an edit created that is in `result`, in edit order. `source` is the
 * flow the edits built; `result` is that flow or one derived from it (the incremental flow).
 * Edits without an origin have nothing to report and are left out.
 */
export function buildTrace(effects: readonly EditEffect[], source: FlowNode, result: FlowNode, inputs: Inputs): TraceEntry[] {
  const pointerOf = resolveCreated(source, result);
  const entries: TraceEntry[] = [];
  for (const effect of effects) {
    const origin = effect.edit.origin;
    if (!origin) continue;
    const seen = new Set<string>();
    for (const element of effect.elements) {
      const path = pointerOf(element);
      if (path === undefined || seen.has(path)) continue;
      seen.add(path);
      entries.push({ path, rule: origin.rule, span: { ...origin.span }, excerpt: excerpt(inputs, origin) });
    }
  }
  return entries;
}

const decode = (segment: string) => segment.replace(/~1/g, '/').replace(/~0/g, '~');

/** A change named for a person: `the GO transitions of "checkout.cart"`. */
function describe(pointer: string): string {
  const segments = pointer.split('/').slice(1).map(decode);
  const state: string[] = [];
  let i = 0;
  while (segments[i] === 'states' && i + 1 < segments.length) {
    state.push(segments[i + 1]);
    i += 2;
  }
  const rest = segments.slice(i);
  const where = state.length ? `state "${state.join('.')}"` : 'the root';
  if (!rest.length) return `removing or renaming ${where}`;
  if (rest[0] === 'states') return `the order of the states in ${where} (the first is the initial state)`;
  if (rest[0] === 'on') return `the ${rest[1]} transitions of ${where}`;
  return `the ${rest[0]} of ${where}`;
}

/** Whether a place an edit touched or created is, contains or lies within a dropped place. */
const related = (a: string, b: string) => a === b || a.startsWith(`${b}/`) || b.startsWith(`${a}/`);

/**
 * One warning per edit whose change the incremental flow leaves out, carrying the edit's span;
 * dropped places no edit explains are reported together, without a span.
 */
export function droppedDiagnostics(dropped: readonly string[], effects: readonly EditEffect[], inputs: Inputs): Diagnostic[] {
  const byEffect = new Map<EditEffect | undefined, string[]>();
  for (const place of dropped) {
    // The last edit that touched exactly this place decides it; failing that, the last one near it.
    const latest = [...effects].reverse();
    const owner =
      latest.find((e) => [...e.touched, ...e.created].includes(place)) ??
      latest.find((e) => [...e.touched, ...e.created].some((p) => related(p, place)));
    byEffect.set(owner, [...(byEffect.get(owner) ?? []), place]);
  }
  const ordered = [...effects.filter((e) => byEffect.has(e)), ...(byEffect.has(undefined) ? [undefined] : [])];
  return ordered.map((effect) => {
    const places = byEffect.get(effect)!;
    const origin = effect?.edit.origin;
    return {
      code: 'dropped-change',
      severity: 'warning',
      message:
        `the incremental flow cannot express ${places.map(describe).join(', ')}; ` +
        'merging it into the existing flow would not give the full flow: ask for mode "full" or format "fragments" to get this change',
      input: origin?.input ?? 'text',
      span: origin ? { ...origin.span } : { ...NO_SPAN },
      excerpt: origin ? excerpt(inputs, origin) : '',
    } satisfies Diagnostic;
  });
}
