/**
 * The OpenAPI 3.1 document, built from the checked-in JSON Schemas so it cannot drift from what
 * the service validates. Each schema, and each of its `$defs`, becomes a component
 * (openapi-schemas.ts), so readers need nothing else to resolve a `$ref`. Every status the
 * service can answer is listed, the refusals of requests node:http does not pass on (400, 408,
 * 431, answered in the same error shape by client-errors.ts) included.
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
import { hoistSchemas } from './openapi-schemas.js';
import { pagePaths } from './openapi-page.js';

const hoisted = hoistSchemas({
  Flow: flowSchema,
  FlowRequest: flowRequestSchema,
  FlowRequestBody: flowRequestBodySchema,
  FlowQuery: flowQuerySchema,
  FeedbackRequest: feedbackRequestSchema,
});

const schemaRef = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: unknown) => ({ 'application/json': { schema } });
// Any call can meet these: 400, 408 and 431 for a request node:http refuses before it reaches the
// service (not HTTP, too slow, headers too large), 405 for another method on the same path, 500.
const ALWAYS = [400, 405, 408, 431, 500];
const errorResponses = (statuses: number[]) =>
  Object.fromEntries(
    [...new Set([...statuses, ...ALWAYS])].sort((a, b) => a - b).map((status) => [String(status), { $ref: `#/components/responses/Error${status}` }]),
  );

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'The body is not valid JSON (the error gives the line and column), a field or parameter is not valid (`problems` names each), or the request is not valid HTTP (code `bad_request`; the connection is closed).',
  401: 'The x-api-key header is missing or the key is not known.',
  404: 'No such route, or no flow with this id.',
  405: 'The method is not allowed here; the Allow header lists those that are.',
  408: 'The request took longer than allowed to arrive (10 s for the headers, 30 s in all); the connection is closed.',
  413: 'The body is over the size limit (1 MiB unless configured otherwise).',
  415: 'The body is not sent as JSON (Content-Type: application/json, UTF-8).',
  422: 'The description could not be read within the generation time or memory limit: it, its context or the existing flow is too long or too complex.',
  429: 'The API key has too many requests in progress or sends them too fast (Retry-After gives seconds), or has stored its quota.',
  431: 'The request headers are too large; the connection is closed.',
  500: 'An error on the server; it is logged under the request id.',
  503: 'The service is busy (generation queue full), cannot store just now (the database is locked, full or unreachable), or (GET /readyz) is not ready, saying why; Retry-After gives seconds.',
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
      license: { name: 'MIT', identifier: 'MIT' },
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
            schema: hoisted.rewrite(schema, 'FlowQuery'),
          })),
          requestBody: { required: true, content: json(schemaRef('FlowRequestBody')) },
          responses: { '200': { description: 'The generated flow; `id` is the flowId to rate it with.', content: json(schemaRef('FlowResponse')) }, ...errorResponses([400, 401, 413, 415, 422, 429, 503]) },
        },
      },
      '/flows/{flowId}/feedback': {
        post: {
          operationId: 'rateFlow',
          summary: 'Rate a generated flow',
          parameters: [{ name: 'flowId', in: 'path', required: true, description: 'The `id` of a POST /flows response.', schema: { type: 'string' } }],
          requestBody: { required: true, content: json(schemaRef('FeedbackRequest')) },
          responses: { '200': { description: 'The rating as recorded, stored durably before this response.', content: json(schemaRef('FeedbackResponse')) }, ...errorResponses([400, 401, 404, 413, 415, 429, 503]) },
        },
      },
      '/healthz': {
        get: { operationId: 'health', summary: "Whether the service is up (liveness), and the database's state as last seen", security: [], responses: { '200': { description: 'Up; the database may be down.', content: json(schemaRef('Health')) }, ...errorResponses([]) } },
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
        get: { operationId: 'openapi', summary: 'This document', security: [], responses: { '200': { description: 'The OpenAPI document.', content: json({ type: 'object' }) }, ...errorResponses([]) } },
      },
      ...pagePaths(errorResponses([404])),
    },
    components: {
      schemas: {
        ...hoisted.components,
        ...responseSchemas,
      },
      responses: Object.fromEntries(
        Object.entries(ERROR_DESCRIPTIONS).map(([status, description]) => [`Error${status}`, { description, content: json(schemaRef('Error')) }]),
      ),
      securitySchemes: { apiKey: { type: 'apiKey', in: 'header', name: 'x-api-key' } },
    },
  };
}
