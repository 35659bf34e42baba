/**
 * generateFlow: the library's entry point. Validates the request, reads the description into
 * edits, applies them to the existing flow, and shapes the result for the requested format and
 * mode. Pure and deterministic: the same request gives the same bytes.
 *
 * - `full`: the existing flow with the edits applied.
 * - `incremental` (the default, as in the contract): only what is new or changed relative to
 *   `existingFlow`, under the states needed to place it; changes it cannot express are named in
 *   `dropped-change` diagnostics. Without `existingFlow` it is the full flow.
 * - format `fragments`: a JSON Patch that turns `existingFlow.flow` (or `{}`) into the full flow.
 */
import { withinDelayLimit } from './delay-limit.js';
import { readDescription } from './engine/index.js';
import { FlowRequestError } from './errors.js';
import { applyEditsWithEffects } from './merge/apply.js';
import { diffFlows } from './merge/fragments.js';
import { cloneJson } from './merge/own.js';
import { extractIncremental } from './merge/incremental.js';
import { buildTrace, droppedDiagnostics } from './merge/report.js';
import { checkExistingFlow, checkTargets, resolveSiblingTargetsWithChanges } from './merge/validate-existing.js';
import type { FlowNode, FlowRequest, FragmentsResult, GenerateOptions, GenerateResult, XStateResult } from './model/flow.js';
import { check, FLOW_REQUEST_SCHEMA_ID, FLOW_SCHEMA_ID } from './model/schemas.js';

/** A field set to `undefined` is a field left out, as it would be in JSON. */
function withoutUndefined(request: unknown): unknown {
  if (!request || typeof request !== 'object' || Array.isArray(request)) return request;
  return Object.fromEntries(Object.entries(request).filter(([, value]) => value !== undefined));
}

/** Throws FlowRequestError naming every field that is wrong. */
export function validateRequest(given: unknown): asserts given is FlowRequest {
  const request = withoutUndefined(given);
  if (request && typeof request === 'object' && 'existing_flow' in request) {
    throw new FlowRequestError([
      { path: '/existing_flow', message: 'has been renamed: send the existing flow as `existingFlow`' },
    ]);
  }
  const problems = check(FLOW_REQUEST_SCHEMA_ID, request);
  if (problems.length || !request || typeof request !== 'object' || !('existingFlow' in request)) {
    if (problems.length) throw new FlowRequestError(withExistingFlowExplained(request, problems));
    return;
  }
  // The shape is right; the existing flow must also be consistent (every target a state).
  const existing = checkTargets((request as FlowRequest).existingFlow!.flow, '/existingFlow/flow');
  if (existing.length) throw new FlowRequestError(existing);
}

/** Replaces the schema's problems under /existingFlow with the existing-flow check's clearer ones. */
function withExistingFlowExplained(request: unknown, problems: ReturnType<typeof check>) {
  const inExisting = (path: string) => path === '/existingFlow' || path.startsWith('/existingFlow/');
  if (!problems.some((p) => inExisting(p.path))) return problems;
  const existing = checkExistingFlow((request as Record<string, unknown>).existingFlow);
  return [...problems.filter((p) => !inExisting(p.path)), ...existing];
}

/**
 * The result's type follows `format`: a request for `fragments` gets a FragmentsResult, one for
 * `xstate` (or no format) an XStateResult, so `const { flow } = generateFlow({ text })` type-checks.
 */
export function generateFlow(input: FlowRequest & { format: 'fragments' }, options?: GenerateOptions): FragmentsResult;
export function generateFlow(input: FlowRequest & { format?: 'xstate' }, options?: GenerateOptions): XStateResult;
export function generateFlow(input: FlowRequest, options?: GenerateOptions): GenerateResult;
export function generateFlow(input: FlowRequest, options: GenerateOptions = {}): GenerateResult {
  const request = withoutUndefined(input) as FlowRequest;
  validateRequest(request);
  // A JSON copy, so a caller's object with `undefined` members compares as the JSON it stands for.
  const given: FlowNode = cloneJson(request.existingFlow?.flow ?? {});
  // Sibling targets (`high` for `running.high`) become paths from the root; the fragments still
  // start from the flow as given, so they carry that rewriting too. This step and applying the
  // edits are copy-on-write: `existing` and the full flow share with `given` every state they
  // leave alone, and the incremental flow and the fragments skip those states by identity. Both
  // steps record what they change in each `states` map (`changes`, reaching back to `given`), so
  // the incremental flow and the fragments visit only those names, instead of listing every name.
  const resolved = resolveSiblingTargetsWithChanges(given);
  const existing = resolved.flow;
  const inputs = { text: request.text, context: request.context };
  const reading = readDescription({ text: request.text, context: request.context, existing });
  const timed = withinDelayLimit(reading.edits, inputs);
  const { flow: full, effects, changes } = applyEditsWithEffects(existing, timed.edits, resolved.changes);
  const problems = check(FLOW_SCHEMA_ID, { format: 'xstate', flow: full });
  if (problems.length) throw new Error(`internal error: generated flow is invalid: ${problems[0].path} ${problems[0].message}`);
  const diagnostics = [...reading.diagnostics, ...timed.diagnostics];

  if (request.format === 'fragments') {
    const fragments = diffFlows(given, full, changes);
    // Trace pointers name elements of the full flow, which is what the fragments produce.
    return { format: 'fragments', fragments, diagnostics, ...(options.trace ? { trace: buildTrace(effects, full, full, inputs) } : {}) };
  }
  let flow = full;
  if ((request.mode ?? 'incremental') === 'incremental' && request.existingFlow) {
    const incremental = extractIncremental(existing, full, changes);
    flow = incremental.flow;
    diagnostics.push(...droppedDiagnostics(incremental.dropped, effects, inputs));
  }
  return { format: 'xstate', flow, diagnostics, ...(options.trace ? { trace: buildTrace(effects, full, flow, inputs) } : {}) };
}
