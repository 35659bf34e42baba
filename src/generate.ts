/**
 * generateFlow: the library's entry point. Validates the request, reads the description into
 * edits, applies them to the existing flow, and shapes the result for the requested format and
 * mode. Pure and deterministic: the same request gives the same bytes.
 */
import { readDescription } from './engine/index.js';
import { FlowRequestError } from './errors.js';
import { applyEdits } from './merge/apply.js';
import type { FlowNode, FlowRequest, GenerateOptions, GenerateResult } from './model/flow.js';
import { check, FLOW_REQUEST_SCHEMA_ID, FLOW_SCHEMA_ID } from './model/schemas.js';

/** Throws FlowRequestError naming every field that is wrong. */
export function validateRequest(request: unknown): asserts request is FlowRequest {
  if (request && typeof request === 'object' && 'existing_flow' in request) {
    throw new FlowRequestError([
      { path: '/existing_flow', message: 'has been renamed: send the existing flow as `existingFlow`' },
    ]);
  }
  const problems = check(FLOW_REQUEST_SCHEMA_ID, request);
  if (problems.length) throw new FlowRequestError(problems);
}

export function generateFlow(request: FlowRequest, options: GenerateOptions = {}): GenerateResult {
  validateRequest(request);
  const existing: FlowNode = request.existingFlow?.flow ?? {};
  const reading = readDescription({ text: request.text, context: request.context, existing });
  const full = applyEdits(existing, reading.edits);
  const problems = check(FLOW_SCHEMA_ID, { format: 'xstate', flow: full });
  if (problems.length) throw new Error(`internal error: generated flow is invalid: ${problems[0].path} ${problems[0].message}`);
  void options;
  return { format: 'xstate', flow: full, diagnostics: reading.diagnostics };
}
