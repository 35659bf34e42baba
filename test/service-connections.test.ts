/**
 * Keys from each source, and what a misbehaving client can and cannot do to the server.
 */
import { writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keyRing } from '../src/service/api-keys.js';
import { KEY, removeDir, startTestService, tempDir, type TestService } from './service-helpers.js';

/** Sends raw bytes and collects whatever comes back until the server closes the connection. */
function raw(url: string, bytes: string | Buffer): Promise<string> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(bytes));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

describe('API keys', () => {
  it('identifies each configured key by fingerprint and refuses anything else', () => {
    const ring = keyRing(['alpha', 'beta']);
    expect(ring.identify('alpha')).toMatch(/^sha256:[0-9a-f]{16}$/);
    expect(ring.identify('beta')).not.toBe(ring.identify('alpha'));
    for (const other of [undefined, '', 'alph', 'alphaa', 'ALPHA', 'alpha,beta']) expect(ring.identify(other)).toBeNull();
  });

  it('reads keys from a keys file, one per line, ignoring comments', async () => {
    const dir = tempDir();
    const file = join(dir, 'keys.txt');
    writeFileSync(file, '# team keys\nfirst-key\n\n  second-key  \n');
    const service = await startTestService({ env: {}, keysFile: file, dataDir: join(dir, 'data') });
    try {
      expect(service.keys).toMatchObject({ origin: 'file', file });
      expect((await service.post('/flows', { text: 'Go.' }, { 'x-api-key': 'second-key' })).status).toBe(200);
      expect((await service.post('/flows', { text: 'Go.' }, { 'x-api-key': '# team keys' })).status).toBe(401);
      expect((await service.post('/flows', { text: 'Go.' }, { 'x-api-key': KEY })).status).toBe(401);
    } finally {
      await service.close();
      removeDir(dir);
    }
  });

  it('takes the keys file from FLOWSCRIBE_API_KEYS_FILE', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'keys'), 'from-env-file\n');
    const service = await startTestService({ env: { FLOWSCRIBE_API_KEYS_FILE: join(dir, 'keys') }, dataDir: join(dir, 'data') });
    try {
      expect((await service.post('/flows', { text: 'Go.' }, { 'x-api-key': 'from-env-file' })).status).toBe(200);
    } finally {
      await service.close();
      removeDir(dir);
    }
  });
});

describe('connections', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService({ transport: { headersTimeoutMs: 300, requestTimeoutMs: 600 } });
  });
  afterAll(async () => {
    await service.close();
    removeDir(service.dataDir);
  });

  it('keeps connections alive between requests', async () => {
    const answer = await raw(service.url, 'GET /healthz HTTP/1.1\r\nHost: x\r\n\r\nGET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(answer.match(/HTTP\/1.1 200 OK/g)).toHaveLength(2);
    expect(answer).toContain('Keep-Alive: timeout=5');
  });

  /** The status line, headers and parsed JSON body of a raw answer. */
  function parsed(answer: string) {
    const [head, body] = answer.split('\r\n\r\n');
    const headers = Object.fromEntries(head.split('\r\n').slice(1).map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
    return { status: Number(head.split(' ')[1]), headers, error: JSON.parse(body).error };
  }

  /** Node's own refusals come in the service's error shape, with a request id, and close. */
  function expectNodeError(answer: string, status: number, code: string) {
    const { status: got, headers, error } = parsed(answer);
    expect(got, answer).toBe(status);
    expect(headers['content-type']).toBe('application/json; charset=utf-8');
    expect(headers.connection).toBe('close');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(error).toMatchObject({ status, code, requestId: headers['x-request-id'] });
    expect(error.requestId).toMatch(/^[0-9a-f-]{36}$/);
    return error;
  }

  it('drops a client that never finishes its headers', async () => {
    const answer = await raw(service.url, 'POST /flows HTTP/1.1\r\nHost: x\r\nx-api-key: ');
    const error = expectNodeError(answer, 408, 'request_timeout');
    expect(error.message).toContain('300 ms');
  });

  it('drops a client that never finishes its body', async () => {
    const answer = await raw(service.url, `POST /flows HTTP/1.1\r\nHost: x\r\nx-api-key: ${KEY}\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"text":`);
    expectNodeError(answer, 408, 'request_timeout');
    expect(answer.match(/HTTP\/1.1/g)).toHaveLength(1);
  });

  it('answers bytes that are not HTTP with 400 and oversized headers with 431, and stays up', async () => {
    expectNodeError(await raw(service.url, 'hello there\r\n\r\n'), 400, 'bad_request');
    expectNodeError(await raw(service.url, Buffer.from([0, 1, 2, 255, 254, 13, 10, 13, 10])), 400, 'bad_request');
    const big = expectNodeError(await raw(service.url, `GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`), 431, 'headers_too_large');
    expect(big.message).toContain('16384');
    expect((await fetch(`${service.url}/healthz`)).status).toBe(200);
  });

  it('gives a kept-alive connection a new request id for each request', async () => {
    const answer = await raw(service.url, 'GET /healthz HTTP/1.1\r\nHost: x\r\n\r\nGET /nowhere HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    const ids = [...answer.matchAll(/x-request-id: (\S+)/gi)].map((m) => m[1]);
    expect(ids).toHaveLength(2);
    expect(ids[0]).not.toBe(ids[1]);
  });
});
