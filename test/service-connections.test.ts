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

  it('drops a client that never finishes its headers', async () => {
    const answer = await raw(service.url, 'POST /flows HTTP/1.1\r\nHost: x\r\nx-api-key: ');
    expect(answer).toMatch(/^HTTP\/1.1 408/);
  });

  it('drops a client that never finishes its body', async () => {
    const answer = await raw(service.url, `POST /flows HTTP/1.1\r\nHost: x\r\nx-api-key: ${KEY}\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"text":`);
    expect(answer).toMatch(/^HTTP\/1.1 408/);
  });

  it('answers bytes that are not HTTP with 400 and stays up', async () => {
    expect(await raw(service.url, 'hello there\r\n\r\n')).toMatch(/^HTTP\/1.1 400/);
    expect(await raw(service.url, Buffer.from([0, 1, 2, 255, 254, 13, 10, 13, 10]))).toMatch(/^HTTP\/1.1 400/);
    expect(await raw(service.url, `GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`)).toMatch(/^HTTP\/1.1 431|^HTTP\/1.1 400/);
    expect((await fetch(`${service.url}/healthz`)).status).toBe(200);
  });
});
