/**
 * Schemas of what the service answers. The request schemas are the checked-in files; these
 * describe the response bodies built in operations.ts and http-error.ts.
 */
import { ERROR_CODES } from './http-error.js';

const flowNode = { $ref: '#/components/schemas/FlowNode' };

const span = {
  type: 'object',
  properties: { start: { type: 'integer', minimum: 0 }, end: { type: 'integer', minimum: 0 } },
  required: ['start', 'end'],
};

export const responseSchemas: Record<string, unknown> = {
  FlowResponse: {
    type: 'object',
    properties: {
      id: { type: 'string', description: 'Identifies this generation; the flowId for feedback.' },
      result: {
        oneOf: [
          {
            type: 'object',
            properties: { format: { const: 'xstate' }, flow: flowNode },
            required: ['format', 'flow'],
          },
          {
            type: 'object',
            properties: {
              format: { const: 'fragments' },
              fragments: {
                type: 'array',
                description: 'RFC 6902 operations that turn the existing flow into the generated one.',
                items: {
                  type: 'object',
                  properties: { op: { enum: ['add', 'remove', 'replace', 'move', 'copy', 'test'] }, path: { type: 'string' }, value: {}, from: { type: 'string' } },
                  required: ['op', 'path'],
                },
              },
            },
            required: ['format', 'fragments'],
          },
        ],
      },
      diagnostics: {
        type: 'array',
        description: 'Parts of the text the engine could not use, and why.',
        items: {
          type: 'object',
          properties: {
            code: { type: 'string' },
            severity: { enum: ['info', 'warning'] },
            message: { type: 'string' },
            input: { enum: ['text', 'context'] },
            span,
            excerpt: { type: 'string' },
          },
          required: ['code', 'severity', 'message', 'input', 'span', 'excerpt'],
        },
      },
    },
    required: ['id', 'result', 'diagnostics'],
  },
  FeedbackResponse: {
    type: 'object',
    properties: {
      id: { type: 'string', description: 'Identifies this rating.' },
      flowId: { type: 'string' },
      rating: { enum: ['good', 'bad'] },
      comments: { type: 'string' },
      createdAt: { type: 'string', format: 'date-time', description: 'When the rating was recorded (UTC).' },
    },
    required: ['id', 'flowId', 'rating', 'createdAt'],
  },
  Health: {
    type: 'object',
    properties: {
      status: { const: 'ok' },
      database: {
        type: 'object',
        description: 'The database as the service last saw it: down after an operation found it unavailable, up again once one (or a probe, every second) succeeds.',
        properties: {
          kind: { enum: ['sqlite', 'postgres'] },
          state: { enum: ['up', 'down'] },
          since: { type: 'string', format: 'date-time', description: 'While down: since when.' },
          problem: { type: 'string', description: 'While down: what is wrong, with the code of the failure.' },
        },
        required: ['kind', 'state'],
      },
    },
    required: ['status', 'database'],
  },
  Ready: { type: 'object', properties: { status: { const: 'ready' } }, required: ['status'] },
  Error: {
    type: 'object',
    properties: {
      error: {
        type: 'object',
        properties: {
          status: { type: 'integer' },
          code: { enum: [...ERROR_CODES] },
          message: { type: 'string', description: 'What went wrong and what to do about it.' },
          problems: {
            type: 'array',
            description: 'For invalid_request: each offending field, as a JSON pointer into the body, or `?name` for a query parameter.',
            items: { type: 'object', properties: { path: { type: 'string' }, message: { type: 'string' } }, required: ['path', 'message'] },
          },
          position: {
            type: 'object',
            description: 'For invalid_json: where the body goes wrong.',
            properties: { line: { type: 'integer' }, column: { type: 'integer' }, offset: { type: 'integer' } },
            required: ['line', 'column', 'offset'],
          },
          requestId: { type: 'string', description: 'Also in the x-request-id header and the server log.' },
        },
        required: ['status', 'code', 'message', 'requestId'],
      },
    },
    required: ['error'],
  },
};
