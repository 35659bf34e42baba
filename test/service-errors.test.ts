/**
 * Every error status, each in the one error shape, from a real server on loopback.
 */
import Database from 'better-sqlite3';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_FILE } from '../src/service/sqlite-storage.js';
import { KEY, removeDir, startTestService, type TestService } from './service-helpers.js';

let service: TestService;
let flowId: string;
beforeAll(async () => {
  service = await startTestService();
  flowId = (await (await service.post('/flows', { text: 'Clicking Help opens the help modal.' })).json()).id;
});
afterAll(async () => {
  await service.close();
  removeDir(service.dataDir);
});

/** Checks the shared error shape and returns the error object. */
async function expectError(response: Response, status: number, code: string) {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('cache-control')).toBe('no-store');
  const body = await response.json();
  expect(Object.keys(body)).toEqual(['error']);
  expect(body.error).toMatchObject({ status, code, requestId: response.headers.get('x-request-id') });
  expect(body.error.message).toBeTypeOf('string');
  return body.error;
}

describe('400', () => {
  it('gives the line and column of malformed JSON', async () => {
    const error = await expectError(await service.post('/flows', '{\n  "text": "Go to loading.",\n  "context": oops\n}'), 400, 'invalid_json');
    expect(error.position).toEqual({ line: 3, column: 14, offset: 43 });
    expect(error.message).toContain('line 3, column 14');
  });

  it.each([
    ['a truncated body', '{"text": "Go', { line: 1, column: 10, offset: 9 }],
    ['a trailing comma', '{"text": "Go",}', { line: 1, column: 15, offset: 14 }],
    ['text after the value', '{"text": "Go"} x', { line: 1, column: 16, offset: 15 }],
  ])('locates %s', async (_name, body, position) => {
    const error = await expectError(await service.post('/flows', body), 400, 'invalid_json');
    expect(error.position).toEqual(position);
  });

  it.each([
    ['{"text": "Go to a.", "text": "Go to b."}', 'text', { line: 1, column: 22, offset: 21 }],
    ['{"text": "Go.", "existingFlow": {"format": "xstate", "flow": {"states": {"a": {}, "a": {}}}}}', 'a', { line: 1, column: 83, offset: 82 }],
    ['{"text": "Go.", "\\u0074ext": "Again."}', 'text', { line: 1, column: 17, offset: 16 }],
  ])('refuses a name given twice in one object: %s', async (body, name, position) => {
    const error = await expectError(await service.post('/flows', body), 400, 'invalid_json');
    expect(error.message).toContain(`"${name}" twice`);
    expect(error.position).toEqual(position);
  });

  it('refuses an empty body and a body that is not UTF-8', async () => {
    await expectError(await service.post('/flows', ''), 400, 'invalid_json');
    const latin1 = await fetch(`${service.url}/flows`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': KEY },
      body: Buffer.from([0x7b, 0x22, 0x74, 0x65, 0x78, 0x74, 0x22, 0x3a, 0x22, 0xe9, 0x22, 0x7d]),
    });
    expect((await expectError(latin1, 400, 'invalid_json')).message).toContain('UTF-8');
  });

  it.each([
    ['missing text', {}, '/text', 'is required'],
    ['empty text', { text: '' }, '/text', 'non-empty string'],
    ['blank text', { text: '   ' }, '/text', 'non-empty string'],
    ['non-string text', { text: 42 }, '/text', 'non-empty string'],
    ['non-string context', { text: 'Go.', context: ['x'] }, '/context', 'must be string'],
    ['text over 20000 characters', { text: 'Go. '.repeat(5001) }, '/text', 'more than 20000 characters'],
    ['context over 20000 characters', { text: 'Go.', context: 'x'.repeat(20001) }, '/context', 'more than 20000 characters'],
    ['an invalid existingFlow', { text: 'Go.', existingFlow: { format: 'yaml', flow: {} } }, '/existingFlow/format', 'must be "xstate"'],
    ['an invalid state in existingFlow', { text: 'Go.', existingFlow: { format: 'xstate', flow: { states: { a: { on: { GO: 'b' } } } } } }, '/existingFlow/flow/states/a/on/GO', 'must be array'],
    ['the old existing_flow field', { text: 'Go.', existing_flow: {} }, '/existing_flow', 'existingFlow'],
    ['format in the body', { text: 'Go.', format: 'xstate' }, '/format', 'query parameter'],
    ['mode in the body', { text: 'Go.', mode: 'full' }, '/mode', 'output-mode'],
    ['an unknown field', { text: 'Go.', colour: 'red' }, '/colour', 'is not a known field'],
    ['a body that is not an object', ['Go.'], '/', 'must be object'],
  ])('names the field for %s', async (_name, body, path, message) => {
    const error = await expectError(await service.post('/flows', body), 400, 'invalid_request');
    const problems = error.problems.filter((p: { path: string }) => p.path === path);
    expect(problems, JSON.stringify(error.problems)).toHaveLength(1);
    const problem = problems[0];
    expect(problem, JSON.stringify(error.problems)).toBeDefined();
    expect(problem.message).toContain(message);
  });

  it.each([
    ['?format=yaml', '?format', 'must be one of: xstate, fragments'],
    ['?output-mode=partial', '?output-mode', 'must be one of: full, incremental'],
    ['?mode=full', '?mode', 'output-mode'],
    ['?format=xstate&format=fragments', '?format', 'more than once'],
    ['?colour=red', '?colour', 'known: format, output-mode'],
  ])('names the query parameter for %s', async (query, path, message) => {
    const error = await expectError(await service.post(`/flows${query}`, { text: 'Go.' }), 400, 'invalid_request');
    expect(error.problems).toContainEqual({ path, message: expect.stringContaining(message) });
  });

  it('refuses nesting deeper than any flow', async () => {
    const deep = '{"text":"Go.","context":' + '['.repeat(5000) + ']'.repeat(5000) + '}';
    const error = await expectError(await service.post('/flows', deep), 400, 'invalid_request');
    expect(error.problems[0].message).toContain('nested');
  });

  it.each([
    ['a missing rating', {}, '/rating', 'is required'],
    ['an unknown rating', { rating: 'meh' }, '/rating', 'must be one of: good, bad'],
    ['comments that are not a string', { rating: 'good', comments: 5 }, '/comments', 'must be string'],
    ['comments over 4000 characters', { rating: 'good', comments: 'x'.repeat(4001) }, '/comments', '4000'],
  ])('names the feedback field for %s', async (_name, body, path, message) => {
    const error = await expectError(await service.post(`/flows/${flowId}/feedback`, body), 400, 'invalid_request');
    expect(error.problems).toContainEqual({ path, message: expect.stringContaining(message) });
  });
});

describe('401', () => {
  it('answers a missing and an unknown key alike', async () => {
    const missing = await expectError(await service.post('/flows', { text: 'Go.' }, { 'x-api-key': '' }), 401, 'unauthorized');
    const unknown = await expectError(await service.post('/flows', { text: 'Go.' }, { 'x-api-key': `${KEY}x` }), 401, 'unauthorized');
    const prefix = await expectError(await service.post(`/flows/${flowId}/feedback`, { rating: 'good' }, { 'x-api-key': KEY.slice(0, -1) }), 401, 'unauthorized');
    expect(missing.message).toBe(unknown.message);
    expect(prefix.message).toBe(unknown.message);
  });
});

describe('404', () => {
  it('for an unknown flow id', async () => {
    const error = await expectError(await service.post('/flows/no-such-flow/feedback', { rating: 'good' }), 404, 'not_found');
    expect(error.message).toContain('no-such-flow');
  });

  it.each(['/flow', '/flows/', '/flows/x/feedback/more', '/flows/%E0%A4%A/feedback'])('for %s', async (path) => {
    await expectError(await service.post(path, { text: 'Go.' }), 404, 'not_found');
  });
});

describe('405', () => {
  it.each([
    ['GET', '/flows', 'POST'],
    ['DELETE', `/flows/x/feedback`, 'POST'],
    ['POST', '/healthz', 'GET'],
    ['PUT', '/openapi.json', 'GET'],
    ['POST', '/', 'GET'], // the page
  ])('%s %s lists the allowed methods', async (method, path, allow) => {
    const response = await fetch(`${service.url}${path}`, { method, headers: { 'x-api-key': KEY } });
    expect(response.headers.get('allow')).toBe(allow);
    await expectError(response, 405, 'method_not_allowed');
  });
});

describe('413', () => {
  it('refuses a body over 1 MiB by its declared length', async () => {
    const body = JSON.stringify({ text: 'x'.repeat(1024 * 1024) });
    const error = await expectError(await service.post('/flows', body), 413, 'payload_too_large');
    expect(error.message).toContain(String(1024 * 1024));
  });

  it('stops reading a streamed body once it passes a configured limit', async () => {
    const small = await startTestService({ transport: { bodyLimit: 1000 } });
    try {
      const { status, body } = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = httpRequest(`${small.url}/flows`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-api-key': KEY } }, (res) => {
          let text = '';
          res.on('data', (chunk: Buffer) => (text += chunk));
          res.on('end', () => resolve({ status: res.statusCode!, body: text }));
        });
        req.on('error', reject);
        // Chunked, with no declared length: the limit can only be found while reading.
        req.write(`{"text":"${'x'.repeat(600)}`);
        req.write('x'.repeat(600));
        req.end('"}');
      });
      expect(status).toBe(413);
      expect(JSON.parse(body).error).toMatchObject({ status: 413, code: 'payload_too_large' });
      expect((await small.post('/flows', { text: 'Go to loading.' })).status).toBe(200);
    } finally {
      await small.close();
      removeDir(small.dataDir);
    }
  });
});

describe('415', () => {
  it.each([undefined, 'text/plain', 'application/x-www-form-urlencoded', 'application/json; charset=latin1'])('for Content-Type %s', async (type) => {
    const headers: Record<string, string> = { 'x-api-key': KEY };
    if (type) headers['content-type'] = type;
    const response = await fetch(`${service.url}/flows`, { method: 'POST', headers, body: new Blob(['{"text":"Go."}']) });
    const error = await expectError(response, 415, 'unsupported_media_type');
    expect(error.message).toContain('application/json');
  });
});

describe('500', () => {
  it('logs the failure under the request id and shows no stack trace', async () => {
    const db = new Database(join(service.dataDir, DATABASE_FILE));
    db.exec('ALTER TABLE flows RENAME TO flows_moved');
    try {
      const response = await service.post('/flows', { text: 'Go to loading.' });
      const error = await expectError(response, 500, 'internal_error');
      expect(JSON.stringify(error)).not.toMatch(/at .*\.js|flows_moved|SqliteError/);
      const logged = service.logs.find((entry) => entry.requestId === error.requestId);
      expect(logged?.level).toBe('error');
      expect(String(logged?.error)).toContain('no such table');
    } finally {
      db.exec('ALTER TABLE flows_moved RENAME TO flows');
      db.close();
    }
    expect((await service.post('/flows', { text: 'Go to loading.' })).status).toBe(200);
  });
});
