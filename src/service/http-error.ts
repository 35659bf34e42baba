/**
 * The one error type of the service. Every failure the handler can describe becomes an HttpError;
 * anything else is a bug and becomes a 500 whose details stay in the log.
 */
import type { SchemaProblem } from '../model/schemas.js';

/** Where a body that is not valid JSON goes wrong. */
export interface Position {
  line: number;
  column: number;
  /** Offset in UTF-16 code units from the start of the body. */
  offset: number;
}

interface Extra {
  problems?: SchemaProblem[];
  position?: Position;
  headers?: Record<string, string>;
}

/** Every code an error can have, in the order of their statuses; the OpenAPI document lists them. */
export const ERROR_CODES = [
  'bad_request',
  'invalid_json',
  'invalid_request',
  'unauthorized',
  'not_found',
  'method_not_allowed',
  'request_timeout',
  'payload_too_large',
  'unsupported_media_type',
  'description_too_complex',
  'too_many_requests',
  'quota_exceeded',
  'headers_too_large',
  'internal_error',
  'overloaded',
  'storage_unavailable',
  'not_ready',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export class HttpError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  readonly problems?: SchemaProblem[];
  readonly position?: Position;
  readonly headers?: Record<string, string>;

  constructor(
    status: number,
    code: ErrorCode,
    message: string,
    extra: Extra = {},
  ) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.code = code;
    this.problems = extra.problems;
    this.position = extra.position;
    this.headers = extra.headers;
  }
}

/** The body of every error response, whatever the status. */
export interface ErrorBody {
  error: {
    status: number;
    code: ErrorCode;
    message: string;
    problems?: SchemaProblem[];
    position?: Position;
    requestId: string;
  };
}

export function errorBody(error: HttpError, requestId: string): ErrorBody {
  const body: ErrorBody = { error: { status: error.status, code: error.code, message: error.message, requestId } };
  if (error.problems) body.error.problems = error.problems;
  if (error.position) body.error.position = error.position;
  return body;
}

export function invalidRequest(problems: SchemaProblem[]): HttpError {
  const message = problems.map((p) => `${p.path} ${p.message}`).join('; ');
  return new HttpError(400, 'invalid_request', `The request is not valid: ${message}.`, { problems });
}

export const internalError = (): HttpError =>
  new HttpError(500, 'internal_error', 'Something went wrong on our side. The request id identifies it in the server log.');
