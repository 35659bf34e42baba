/**
 * Requests node:http refuses before they reach the handler: bytes that are not HTTP (400),
 * headers too large (431), a client too slow to send its request (408). Node would answer them
 * with an empty body; this answers in the service's one error shape, with a request id (the
 * request's own when the handler had already given it one, as for a body that stops arriving),
 * then closes the connection as node does.
 */
import { randomUUID } from 'node:crypto';
import { STATUS_CODES, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { errorBody, HttpError } from './http-error.js';
import { SECURITY_HEADERS } from './security-headers.js';

export interface ConnectionState {
  /** The id of the request the connection is carrying, once the handler has it. */
  requestId?: string;
  /** True once an answer to it has started: nothing more may be written. */
  answered?: boolean;
}

export interface Limits {
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  maxHeaderSize: number;
}

function describe(code: string | undefined, limits: Limits): HttpError {
  switch (code) {
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return new HttpError(408, 'request_timeout', `The request did not arrive in time: the headers must arrive within ${limits.headersTimeoutMs} ms and the whole request within ${limits.requestTimeoutMs} ms. The connection is closed.`);
    case 'HPE_HEADER_OVERFLOW':
      return new HttpError(431, 'headers_too_large', `The request headers are larger than the ${limits.maxHeaderSize} bytes accepted. The connection is closed.`);
    case 'HPE_CHUNK_EXTENSIONS_OVERFLOW':
      return new HttpError(413, 'payload_too_large', 'The chunk extensions of the body are too large. The connection is closed.');
    default:
      return new HttpError(400, 'bad_request', `The request is not valid HTTP/1.1${code ? ` (${code})` : ''}. The connection is closed.`);
  }
}

export function answerClientErrors(server: Server, connections: WeakMap<Duplex, ConnectionState>, limits: Limits): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    const state = connections.get(socket);
    // A connection that broke (the client went away) or whose answer has begun gets no answer.
    if (!socket.writable || state?.answered || error.code === 'ECONNRESET') {
      socket.destroy();
      return;
    }
    const httpError = describe(error.code, limits);
    const requestId = state?.requestId ?? randomUUID();
    const body = JSON.stringify(errorBody(httpError, requestId));
    const headers: Record<string, string | number> = {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': Buffer.byteLength(body),
      'X-Request-Id': requestId,
      ...SECURITY_HEADERS,
      Connection: 'close',
    };
    const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`).join('');
    socket.end(`HTTP/1.1 ${httpError.status} ${STATUS_CODES[httpError.status]}\r\n${head}\r\n${body}`, () => socket.destroy());
    if (state) state.answered = true;
  });
}
