/**
 * The two operations of the contract: generate a flow, and rate one. Each stores what it
 * answered before answering, so a 200 always means the record is on disk.
 */
import type { FlowRequest, GenerateResult, OutputFormat, OutputMode } from '../model/flow.js';
import { check, FEEDBACK_REQUEST_SCHEMA_ID, FLOW_QUERY_SCHEMA_ID, FLOW_REQUEST_BODY_SCHEMA_ID } from '../model/schemas.js';
import { HttpError, invalidRequest } from './http-error.js';
import { queryObject, readJson, type Hints } from './request-checks.js';
import type { FeedbackRecord, Rating, Storage } from './storage.js';
import type { ServiceRequest } from './types.js';

export interface OperationDeps {
  storage: Storage;
  /** Rejects with an HttpError for a request it cannot generate (refused, too complex, busy). */
  generate: (request: FlowRequest) => Promise<GenerateResult>;
  newId: () => string;
  now: () => Date;
  /** Most bytes of flows and ratings one key may store. */
  keyQuotaBytes: number;
}

const size = (bytes: number) => (bytes >= 1_000_000 ? `${(bytes / 1_000_000).toFixed(1)} MB` : `${bytes} bytes`);

/** Refuses a request of a key that has stored its quota already. */
async function checkQuota(keyFingerprint: string, deps: OperationDeps): Promise<void> {
  const stored = await deps.storage.bytesStoredBy(keyFingerprint);
  if (stored < deps.keyQuotaBytes) return;
  throw new HttpError(
    429,
    'quota_exceeded',
    `This API key has stored ${size(stored)} of flows and ratings, its quota of ${size(deps.keyQuotaBytes)}: nothing more can be stored for it. Ask the operator of the service to raise the quota (--key-quota).`,
  );
}

const bodyHints: Hints = {
  '/text': (p) => {
    if (p.message === 'is required') return { path: p.path, message: 'is required: the description of the flow, as a non-empty string' };
    if (p.message.includes('more than')) return p;
    return { path: p.path, message: 'must be a non-empty string: the description of the flow' };
  },
  '/existing_flow': (p) => ({ path: p.path, message: 'has been renamed: send the existing flow as `existingFlow`' }),
  '/format': (p) => ({ path: p.path, message: 'is a query parameter, not a body field: POST /flows?format=xstate or ?format=fragments' }),
  '/mode': (p) => ({ path: p.path, message: 'is a query parameter, not a body field: POST /flows?output-mode=full or ?output-mode=incremental' }),
};

function readQuery(url: string): { format: OutputFormat; mode: OutputMode } {
  const query = queryObject(url);
  const problems = check(FLOW_QUERY_SCHEMA_ID, query).map(({ path, message }) => {
    const name = path.slice(1);
    if (name === 'mode') return { path: '?mode', message: 'is not a known parameter: the mode is given as ?output-mode=full or ?output-mode=incremental' };
    return { path: `?${name}`, message: message === 'is not a known field' ? 'is not a known parameter (known: format, output-mode)' : message };
  });
  if (problems.length) throw invalidRequest(problems);
  return { format: (query.format ?? 'xstate') as OutputFormat, mode: (query['output-mode'] ?? 'incremental') as OutputMode };
}

export async function createFlow(request: ServiceRequest, keyFingerprint: string, deps: OperationDeps) {
  const { format, mode } = readQuery(request.url);
  await checkQuota(keyFingerprint, deps);
  const body = (await readJson(request, FLOW_REQUEST_BODY_SCHEMA_ID, bodyHints)) as Omit<FlowRequest, 'format' | 'mode'>;
  const flowRequest: FlowRequest = { ...body, format, mode };
  const generated = await deps.generate(flowRequest);
  const { diagnostics, trace: _trace, ...result } = generated;
  const id = deps.newId();
  await deps.storage.saveFlow({ id, createdAt: deps.now().toISOString(), keyFingerprint, request: flowRequest, result, diagnostics });
  return { id, result, diagnostics };
}

export async function rateFlow(request: ServiceRequest, flowId: string, keyFingerprint: string, deps: OperationDeps) {
  if (!(await deps.storage.hasFlow(flowId))) {
    throw new HttpError(404, 'not_found', `There is no flow with id "${flowId}": rate a flow with the id a POST /flows response returned.`);
  }
  await checkQuota(keyFingerprint, deps);
  const body = (await readJson(request, FEEDBACK_REQUEST_SCHEMA_ID)) as { rating: Rating; comments?: string };
  const feedback: FeedbackRecord = {
    id: deps.newId(),
    flowId,
    rating: body.rating,
    ...(body.comments !== undefined ? { comments: body.comments } : {}),
    createdAt: deps.now().toISOString(),
    keyFingerprint,
  };
  await deps.storage.saveFeedback(feedback);
  const { keyFingerprint: _key, ...recorded } = feedback;
  return recorded;
}
