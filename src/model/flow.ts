/**
 * The flow model: the shapes of section 2 of the Flow Generation Service contract.
 * `schema/flow.schema.json` describes the same shapes for run-time validation; a test keeps the
 * two in step.
 *
 * Conventions:
 * - The first key of `states` is the initial state.
 * - A `target` is the path of a state from the root, segments joined with dots
 *   (`checkout.payment`), so it is unambiguous at any depth.
 * - `delay` is in milliseconds, or the name of a delay the text names without measuring it
 *   ("after the Detection Time", "at time T1"), which the implementation supplies (XState's
 *   named delays).
 */

export interface Transition {
  description?: string;
  /** Name of the guard condition. */
  cond?: string;
  /** Path of the target state; absent for a transition that only runs actions. */
  target?: string;
  actions?: string[];
}

/** Milliseconds, or the name of a delay supplied by the implementation. */
export type Delay = number | string;

export interface DelayedTransition extends Transition {
  delay: Delay;
}

export interface Invocation {
  src: string;
  onDone?: Transition[];
  onError?: Transition[];
}

export interface FlowNode {
  description?: string;
  on?: Record<string, Transition[]>;
  after?: DelayedTransition[];
  always?: Transition[];
  /** A compound state's own done transition: taken when its final child is reached. */
  onDone?: Transition[];
  entryActions?: string[];
  exitActions?: string[];
  invoke?: Invocation[];
  states?: Record<string, FlowNode>;
}

export interface FlowEnvelope {
  format: 'xstate';
  flow: FlowNode;
}

export type OutputFormat = 'xstate' | 'fragments';
export type OutputMode = 'full' | 'incremental';

export const OUTPUT_FORMATS: readonly OutputFormat[] = ['xstate', 'fragments'];
export const OUTPUT_MODES: readonly OutputMode[] = ['full', 'incremental'];

/** The body of `POST /flows`, plus the two query parameters. */
export interface FlowRequest {
  text: string;
  context?: string;
  existingFlow?: FlowEnvelope;
  format?: OutputFormat;
  mode?: OutputMode;
}

/** One RFC 6902 operation. */
export interface PatchOperation {
  op: 'add' | 'remove' | 'replace' | 'move' | 'copy' | 'test';
  path: string;
  value?: unknown;
  from?: string;
}

export interface Span {
  /** Offset of the first character, in UTF-16 code units, into `text` (or `context`). */
  start: number;
  /** Offset one past the last character. */
  end: number;
}

export type DiagnosticCode =
  | 'unused-sentence'
  | 'commentary'
  | 'no-trigger'
  | 'unused-clause'
  | 'unresolved-reference'
  | 'dropped-change'
  | 'ignored-number'
  | 'delay-too-long'
  | 'empty-text';

export interface Diagnostic {
  code: DiagnosticCode;
  severity: 'info' | 'warning';
  message: string;
  /** Which input the span points into. */
  input: 'text' | 'context';
  span: Span;
  /** The text of the span, for reading without the original at hand. */
  excerpt: string;
}

/** Where an element of the flow came from. */
export interface TraceEntry {
  /** JSON pointer into the result's flow. */
  path: string;
  rule: string;
  span: Span;
  excerpt: string;
}

export interface XStateResult {
  format: 'xstate';
  flow: FlowNode;
  diagnostics: Diagnostic[];
  trace?: TraceEntry[];
}

export interface FragmentsResult {
  format: 'fragments';
  fragments: PatchOperation[];
  diagnostics: Diagnostic[];
  trace?: TraceEntry[];
}

export type GenerateResult = XStateResult | FragmentsResult;

export interface GenerateOptions {
  /** Include `trace`: which rule and span produced each element. */
  trace?: boolean;
}
