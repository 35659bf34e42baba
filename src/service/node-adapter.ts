/**
 * The node:http side: turns an IncomingMessage into a ServiceRequest, and a ServiceResponse back
 * into bytes. It also owns what only the transport can do: the body size limit, time-outs and
 * keep-alive.
 */
import { randomUUID } from 'node:crypto';
import { createServer, maxHeaderSize, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { answerClientErrors, type ConnectionState } from './client-errors.js';
import { errorBody, HttpError, internalError } from './http-error.js';
import { SECURITY_HEADERS } from './security-headers.js';
import type { Handler, Logger } from './types.js';

// Keyed as the handler keys its headers (lower case), so that an answer setting one of them itself,
// as the page does for caching, sends its own value instead of both.
const SERVICE_WIDE = Object.fromEntries(Object.entries(SECURITY_HEADERS).map(([name, value]) => [name.toLowerCase(), value]));

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
  const connections = new WeakMap<Duplex, ConnectionState>();
  const server = createServer({ connectionsCheckingInterval }, (req, res) => {
    const requestId = randomUUID();
    const state: ConnectionState = { requestId };
    connections.set(req.socket, state);
    // The next request on a kept-alive connection gets its own id.
    res.once('finish', () => {
      if (connections.get(req.socket) === state) connections.delete(req.socket);
    });
    const request = {
      method: req.method ?? 'GET',
      url: req.url ?? '/',
      headers: req.headers,
      requestId,
      readBody: () => readBody(req, transport.bodyLimit),
    };
    // The handler turns every error into a response; this catch is the last guard for the process.
    handler(request)
      .then((response) => send(req, res, state, response.status, response.headers, response.body))
      .catch((error: unknown) => {
        log({ level: 'error', requestId, error: error instanceof Error ? error.stack : String(error) });
        const body = JSON.stringify(errorBody(internalError(), requestId));
        send(req, res, state, 500, { 'content-type': 'application/json; charset=utf-8', 'x-request-id': requestId }, body);
      });
  });
  server.headersTimeout = transport.headersTimeoutMs;
  server.requestTimeout = transport.requestTimeoutMs;
  server.keepAliveTimeout = transport.keepAliveTimeoutMs;
  // Bytes that are not HTTP, oversized headers and time-outs never reach the handler: node:http
  // reports them as client errors, answered here in the service's error shape.
  answerClientErrors(server, connections, { ...transport, maxHeaderSize });
  return server;
}

function send(req: IncomingMessage, res: ServerResponse, state: ConnectionState, status: number, headers: Record<string, string>, body: string): void {
  // The connection may already have been answered and closed (a time-out while the body arrived).
  if (state.answered || res.headersSent || res.destroyed) return;
  state.answered = true;
  res.writeHead(status, { ...SERVICE_WIDE, ...headers, 'content-length': Buffer.byteLength(body), ...(req.complete ? {} : { connection: 'close' }) });
  if (req.complete) {
    res.end(body);
    return;
  }
  // A body left unread (refused before or while reading it) would have to be drained before the
  // connection could carry another request, so the connection closes, without reading the rest.
  // Closing a socket with unread bytes resets it, and a client still sending could lose the answer
  // with it; so the answer goes out first, and the connection closes a moment later.
  res.write(body);
  const close = () => {
    clearTimeout(linger);
    if (!res.writableEnded) res.end();
  };
  const linger = setTimeout(close, LINGER_MS);
  req.once('close', close);
}

/** How long the connection of a refused body stays open after the answer, for it to be read. */
const LINGER_MS = 1_000;

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
    // A connection closed before the body ended (a time-out answered by node, say) ends the wait.
    req.once('close', () => {
      if (!req.complete) reject(new HttpError(400, 'invalid_request', 'The body was not received completely.'));
    });
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
