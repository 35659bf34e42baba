/**
 * The node:http side: turns an IncomingMessage into a ServiceRequest, and a ServiceResponse back
 * into bytes. It also owns what only the transport can do: the body size limit, time-outs and
 * keep-alive.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { errorBody, HttpError, internalError } from './http-error.js';
import type { Handler, Logger } from './types.js';

export interface TransportOptions {
  /** Largest accepted body in bytes. */
  bodyLimit: number;
  /** Time allowed to receive the request headers. */
  headersTimeoutMs: number;
  /** Time allowed to receive the whole request. */
  requestTimeoutMs: number;
  /** How long an idle keep-alive connection stays open. */
  keepAliveTimeoutMs: number;
}

export const DEFAULT_TRANSPORT: TransportOptions = {
  bodyLimit: 1024 * 1024,
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  keepAliveTimeoutMs: 5_000,
};

export function createNodeServer(handler: Handler, transport: TransportOptions, log: Logger): Server {
  // Node enforces the two time-outs only when it checks its connections, every 30 s by default;
  // checking more often keeps a slow client from holding a connection much past its time-out.
  const connectionsCheckingInterval = Math.min(1_000, transport.headersTimeoutMs);
  const server = createServer({ connectionsCheckingInterval }, (req, res) => {
    const requestId = randomUUID();
    const request = {
      method: req.method ?? 'GET',
      url: req.url ?? '/',
      headers: req.headers,
      requestId,
      readBody: () => readBody(req, transport.bodyLimit),
    };
    // The handler turns every error into a response; this catch is the last guard for the process.
    handler(request)
      .then((response) => send(req, res, response.status, response.headers, response.body))
      .catch((error: unknown) => {
        log({ level: 'error', requestId, error: error instanceof Error ? error.stack : String(error) });
        const body = JSON.stringify(errorBody(internalError(), requestId));
        if (!res.headersSent) send(req, res, 500, { 'content-type': 'application/json; charset=utf-8', 'x-request-id': requestId }, body);
      });
  });
  server.headersTimeout = transport.headersTimeoutMs;
  server.requestTimeout = transport.requestTimeoutMs;
  server.keepAliveTimeout = transport.keepAliveTimeoutMs;
  // Bytes that are not HTTP, oversized headers and time-outs are answered by node:http itself
  // (400, 431, 408) with the connection closed: none of them reaches the handler.
  return server;
}

function send(req: IncomingMessage, res: ServerResponse, status: number, headers: Record<string, string>, body: string): void {
  // A body left unread (refused before or while reading it) would have to be drained before the
  // connection could carry another request, so close it instead.
  if (!req.complete) res.setHeader('connection', 'close');
  res.writeHead(status, { ...headers, 'content-length': Buffer.byteLength(body) });
  res.end(body);
}

const decoder = new TextDecoder('utf-8', { fatal: true });

function tooLarge(limit: number): HttpError {
  return new HttpError(413, 'payload_too_large', `The body is larger than the limit of ${limit} bytes.`);
}

/** Collects the body, refusing it as soon as it is known to be over the limit. */
function readBody(req: IncomingMessage, limit: number): Promise<string> {
  const declared = Number(req.headers['content-length']);
  if (declared > limit) return Promise.reject(tooLarge(limit));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        // Stop taking the body in; what is already buffered is dropped with the request.
        req.off('data', onData);
        req.pause();
        chunks.length = 0;
        reject(tooLarge(limit));
      } else chunks.push(chunk);
    };
    req.on('data', onData);
    // The client went away mid-body; nobody will read the answer, but the request must still end.
    req.once('error', () => reject(new HttpError(400, 'invalid_request', 'The body was not received completely.')));
    req.once('end', () => {
      if (size > limit) return;
      try {
        resolve(decoder.decode(Buffer.concat(chunks, size)));
      } catch {
        reject(new HttpError(400, 'invalid_json', 'The body is not valid UTF-8.'));
      }
    });
  });
}
