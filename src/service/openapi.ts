/**
 * The OpenAPI 3.1 document, built from the checked-in JSON Schemas so it cannot drift from what
 * the service validates. Each schema becomes a component and its `$ref`s are rewritten to point
 * inside the document, so readers need nothing else to resolve them.
 */
import { readFileSync } from 'node:fs';
import {
  feedbackRequestSchema,
  flowQuerySchema,
  flowRequestBodySchema,
  flowRequestSchema,
  flowSchema,
} from '../model/schemas.js';
import { responseSchemas } from './openapi-responses.js';

const components: Record<string, Record<string, unknown>> = {
  Flow: flowSchema,
  FlowRequest: flowRequestSchema,
  FlowRequestBody: flowRequestBodySchema,
  FlowQuery: flowQuerySchema,
  FeedbackRequest: feedbackRequestSchema,
};

const byId = new Map(Object.entries(components).map(([name, schema]) => [String(schema.$id), name]));

function rewrite(value: unknown, ownName: string): unknown {
  if (Array.isArray(value)) return value.map((item) => rewrite(item, ownName));
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) {
    if (key === '$id' || key === '$schema') continue;
    out[key] = key === '$ref' && typeof child === 'string' ? rewriteRef(child, ownName) : rewrite(child, ownName);
  }
  return out;
}

function rewriteRef(ref: string, ownName: string): string {
  const [base, fragment = ''] = ref.split('#');
  const name = base ? byId.get(base) : ownName;
  if (!name) throw new Error(`cannot place $ref ${ref} in the OpenAPI document`);
  return `#/components/schemas/${name}${fragment}`;
}

const schemaRef = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: unknown) => ({ 'application/json': { schema } });
const errorResponses = (statuses: number[]) =>
  Object.fromEntries(statuses.map((status) => [String(status), { $ref: `#/components/responses/Error${status}` }]));

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'The body is not valid JSON (the error gives the line and column) or a field or parameter is not valid (`problems` names each).',
  401: 'The x-api-key header is missing or the key is not known.',
  404: 'No such route, or no flow with this id.',
  405: 'The method is not allowed here; the Allow header lists those that are.',
  413: 'The body is over the size limit (1 MiB unless configured otherwise).',
  415: 'The body is not sent as JSON (Content-Type: application/json, UTF-8).',
  422: 'The description could not be read within the generation time limit: it is too long or too complex.',
  429: 'The API key has too many requests in progress or sends them too fast (Retry-After gives seconds), or has stored its quota.',
  500: 'An error on the server; it is logged under the request id.',
  503: 'The service is busy (generation queue full) or cannot store just now; Retry-After gives seconds.',
};

export function buildOpenApi(): Record<string, unknown> {
  const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };
  const query = flowQuerySchema.properties as Record<string, { description?: string }>;
  return {
    openapi: '3.1.0',
    info: {
      title: 'Flowscribe',
      version: pkg.version,
      description: 'Turns plain-English descriptions of behaviour into state-machine flows, and records ratings of them.',
    },
    servers: [{ url: '/' }],
    security: [{ apiKey: [] }],
    paths: {
      '/flows': {
        post: {
          operationId: 'createFlow',
          summary: 'Generate a flow from a description',
          parameters: Object.entries(query).map(([name, schema]) => ({
            name,
            in: 'query',
            required: false,
            description: schema.description,
            schema: rewrite(schema, 'FlowQuery'),
          })),
          requestBody: { required: true, content: json(schemaRef('FlowRequestBody')) },
          responses: { '200': { description: 'The generated flow; `id` is the flowId to rate it with.', content: json(schemaRef('FlowResponse')) }, ...errorResponses([400, 401, 413, 415, 422, 429, 500, 503]) },
        },
      },
      '/flows/{flowId}/feedback': {
        post: {
          operationId: 'rateFlow',
          summary: 'Rate a generated flow',
          parameters: [{ name: 'flowId', in: 'path', required: true, description: 'The `id` of a POST /flows response.', schema: { type: 'string' } }],
          requestBody: { required: true, content: json(schemaRef('FeedbackRequest')) },
          responses: { '200': { description: 'The rating as recorded, stored durably before this response.', content: json(schemaRef('FeedbackResponse')) }, ...errorResponses([400, 401, 404, 413, 415, 429, 500, 503]) },
        },
      },
      '/healthz': {
        get: { operationId: 'health', summary: 'Whether the service is up (liveness)', security: [], responses: { '200': { description: 'Up.', content: json(schemaRef('Health')) } } },
      },
      '/readyz': {
        get: {
          operationId: 'ready',
          summary: 'Whether a request sent now can be served (readiness): the database takes a write and generation has room',
          security: [],
          responses: { '200': { description: 'Ready.', content: json(schemaRef('Ready')) }, ...errorResponses([503]) },
        },
      },
      '/openapi.json': {
        get: { operationId: 'openapi', summary: 'This document', security: [], responses: { '200': { description: 'The OpenAPI document.', content: json({ type: 'object' }) } } },
      },
    },
    components: {
      schemas: {
        ...Object.fromEntries(Object.entries(components).map(([name, schema]) => [name, rewrite(schema, name)])),
        ...responseSchemas,
      },
      responses: Object.fromEntries(
        Object.entries(ERROR_DESCRIPTIONS).map(([status, description]) => [`Error${status}`, { description, content: json(schemaRef('Error')) }]),
      ),
      securitySchemes: { apiKey: { type: 'apiKey', in: 'header', name: 'x-api-key' } },
    },
  };
}
