/**
 * The service as one function from request to response, free of node:http: routing, the API key
 * check, fair use per key, the page at `/`, and turning every failure into the one error shape.
 */
import { randomUUID } from 'node:crypto';
import type { FlowRequest, GenerateResult } from '../model/flow.js';
import { FEEDBACK_REQUEST_SCHEMA_ID, FLOW_QUERY_SCHEMA_ID, FLOW_REQUEST_BODY_SCHEMA_ID, getValidator } from '../model/schemas.js';
import type { KeyRing } from './api-keys.js';
import type { FairUse } from './fair-use.js';
import { errorBody, HttpError, internalError } from './http-error.js';
import { buildOpenApi } from './openapi.js';
import { createFlow, rateFlow, type OperationDeps } from './operations.js';
import { servePage } from './page.js';
import { readiness, type ReadinessDeps } from './readiness.js';
import { header } from './request-checks.js';
import { storageUnavailable } from './storage-errors.js';
import type { Storage } from './storage.js';
import type { Handler, Logger, ServiceRequest, ServiceResponse } from './types.js';

export interface HandlerOptions {
  storage: Storage;
  keys: KeyRing;
  log: Logger;
  generate: (request: FlowRequest) => Promise<GenerateResult>;
  /** True when generation takes no more work. */
  saturated: () => boolean;
  fairUse: FairUse;
  keyQuotaBytes: number;
}

type Action = (request: ServiceRequest, params: string[]) => Promise<unknown>;

interface Route {
  pattern: RegExp;
  methods: Record<string, Action>;
}

export function createHandler(options: HandlerOptions): Handler {
  // Compile the schemas now, so a broken schema stops the start instead of failing each request.
  for (const id of [FLOW_REQUEST_BODY_SCHEMA_ID, FLOW_QUERY_SCHEMA_ID, FEEDBACK_REQUEST_SCHEMA_ID]) getValidator(id);
  const deps: OperationDeps = { storage: options.storage, generate: options.generate, newId: randomUUID, now: () => new Date(), keyQuotaBytes: options.keyQuotaBytes };
  const ready: ReadinessDeps = { storage: options.storage, saturated: options.saturated };
  const openapi = JSON.stringify(buildOpenApi());

  /** Runs `operation` for a known key, within that key's fair use. */
  const withKey =
    (operation: (request: ServiceRequest, params: string[], key: string) => Promise<unknown>): Action =>
    async (request, params) => {
      const key = options.keys.identify(header(request, 'x-api-key'));
      if (key === null) throw new HttpError(401, 'unauthorized', 'A valid API key is required in the x-api-key header.');
      const done = options.fairUse.admit(key);
      try {
        return await operation(request, params, key);
      } finally {
        done();
      }
    };

  const routes: Route[] = [
    // Liveness: the process answers, whatever the database's state, which it reports as last seen.
    { pattern: /^\/healthz$/, methods: { GET: async () => ({ status: 'ok', database: options.storage.health() }) } },
    { pattern: /^\/readyz$/, methods: { GET: () => readiness(ready) } },
    { pattern: /^\/openapi\.json$/, methods: { GET: async () => RAW(openapi) } },
    { pattern: /^\/flows$/, methods: { POST: withKey((request, _params, key) => createFlow(request, key, deps)) } },
    {
      pattern: /^\/flows\/([^/]+)\/feedback$/,
      methods: { POST: withKey((request, [flowId], key) => rateFlow(request, flowId, key, deps)) },
    },
  ];

  return async (request) => {
    try {
      const page = servePage(request);
      if (page) return page;
      const body = await route(routes, request);
      return respond(200, body instanceof RawJson ? body.text : JSON.stringify(body), request.requestId);
    } catch (error) {
      const unavailable = error instanceof HttpError ? null : storageUnavailable(error);
      const httpError = error instanceof HttpError ? error : (unavailable ?? internalError());
      const entry = { requestId: request.requestId, method: request.method, url: request.url };
      // The database being unavailable is no fault of the service: one line each, without a stack.
      if (unavailable) options.log({ level: 'warn', ...entry, error: error instanceof Error ? error.message : String(error) });
      else if (!(error instanceof HttpError)) options.log({ level: 'error', ...entry, error: error instanceof Error ? error.stack : String(error) });
      const response = respond(httpError.status, JSON.stringify(errorBody(httpError, request.requestId)), request.requestId);
      Object.assign(response.headers, httpError.headers);
      return response;
    }
  };
}

async function route(routes: Route[], request: ServiceRequest): Promise<unknown> {
  const path = request.url.split('?', 1)[0];
  for (const { pattern, methods } of routes) {
    const match = pattern.exec(path);
    if (!match) continue;
    const action = methods[request.method];
    if (!action) {
      const allow = Object.keys(methods).join(', ');
      throw new HttpError(405, 'method_not_allowed', `${request.method} is not allowed on ${path}; use ${allow}.`, { headers: { allow } });
    }
    return action(request, match.slice(1).map(decodeSegment));
  }
  throw new HttpError(404, 'not_found', `There is nothing at ${path}. The operations are POST /flows and POST /flows/{flowId}/feedback; see GET /openapi.json.`);
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw new HttpError(404, 'not_found', `The path segment "${segment}" is not valid percent-encoding.`);
  }
}

/** A body that is already JSON text, sent as it is. */
class RawJson {
  constructor(readonly text: string) {}
}
const RAW = (text: string) => new RawJson(text);

function respond(status: number, body: string, requestId: string): ServiceResponse {
  return { status, headers: { 'content-type': 'application/json; charset=utf-8', 'x-request-id': requestId }, body };
}
