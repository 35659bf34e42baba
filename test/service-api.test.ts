/**
 * The endpoints answering successfully, against a real server on loopback and its database file.
 */
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { check, FLOW_SCHEMA_ID } from '../src/model/schemas.js';
import { DATABASE_FILE } from '../src/service/sqlite-storage.js';
import { KEY, OTHER_KEY, removeDir, startTestService, type TestService } from './service-helpers.js';

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(async () => {
  await service.close();
  removeDir(service.dataDir);
});

const existingFlow = {
  format: 'xstate',
  flow: {
    states: {
      idle: { on: { FOCUS_SEARCH: [{ target: 'searching' }] } },
      searching: { on: { BLUR: [{ target: 'idle' }] } },
    },
  },
};

/** The request example documented for the original service. */
const documentedExample = {
  text: 'Open the search autocomplete when the user hovers or focuses in the search box',
  context: 'The header has a search box. Typing in it shows matching products.',
  existingFlow,
};

function readDb<T>(query: (db: Database.Database) => T): T {
  const db = new Database(join(service.dataDir, DATABASE_FILE), { readonly: true });
  try {
    return query(db);
  } finally {
    db.close();
  }
}

describe('POST /flows', () => {
  it('answers the documented request example with 200, an id and an xstate result', async () => {
    const response = await service.post('/flows', documentedExample);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = await response.json();
    expect(Object.keys(body).sort()).toEqual(['diagnostics', 'id', 'result']);
    expect(typeof body.id).toBe('string');
    expect(body.result.format).toBe('xstate');
    expect(check(FLOW_SCHEMA_ID, body.result)).toEqual([]);
    expect(Array.isArray(body.diagnostics)).toBe(true);
  });

  it('gives every success a new id and stores request, result and the asking key', async () => {
    const request = { text: 'When the user clicks Submit, go to loading.' };
    const first = await (await service.post('/flows', request)).json();
    const second = await (await service.post('/flows', request, { 'x-api-key': OTHER_KEY })).json();
    expect(first.id).not.toBe(second.id);
    expect(second.result).toEqual(first.result);

    const rows = readDb((db) => db.prepare('SELECT * FROM flows WHERE id IN (?, ?) ORDER BY created_at, rowid').all(first.id, second.id)) as Array<Record<string, string>>;
    expect(rows).toHaveLength(2);
    const row = rows.find((r) => r.id === first.id)!;
    expect(JSON.parse(row.request_json)).toEqual({ ...request, format: 'xstate', mode: 'incremental' });
    expect(JSON.parse(row.result_json)).toEqual(first.result);
    expect(new Set(rows.map((r) => r.key_fingerprint)).size).toBe(2);
    // Keys are never stored, only fingerprints of them.
    for (const r of rows) expect(JSON.stringify(r)).not.toContain(KEY);
  });

  it('takes format and output-mode from the query string', async () => {
    const response = await service.post('/flows?format=fragments&output-mode=full', documentedExample);
    expect(response.status).toBe(200);
    const body = await response.json();
    const row = readDb((db) => db.prepare('SELECT request_json FROM flows WHERE id = ?').get(body.id)) as { request_json: string };
    expect(JSON.parse(row.request_json)).toMatchObject({ format: 'fragments', mode: 'full' });
    expect(body.result).toEqual((await (await service.post('/flows?output-mode=full&format=fragments', documentedExample)).json()).result);
  });

  it('accepts application/*+json and an explicit UTF-8 charset', async () => {
    for (const type of ['application/json; charset=UTF-8', 'application/vnd.flowscribe+json']) {
      const response = await service.post('/flows', { text: 'Press start to begin.' }, { 'content-type': type });
      expect(response.status, type).toBe(200);
    }
  });
});

describe('POST /flows/{flowId}/feedback', () => {
  it('records a rating durably and echoes what was recorded and when', async () => {
    const { id } = await (await service.post('/flows', documentedExample)).json();
    const response = await service.post(`/flows/${id}/feedback`, { rating: 'bad', comments: 'Hovering should open it too.' });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ flowId: id, rating: 'bad', comments: 'Hovering should open it too.' });
    expect(typeof body.id).toBe('string');
    expect(new Date(body.createdAt).toISOString()).toBe(body.createdAt);

    const row = readDb((db) => db.prepare('SELECT * FROM feedback WHERE id = ?').get(body.id)) as Record<string, string>;
    expect(row).toMatchObject({ flow_id: id, rating: 'bad', comments: 'Hovering should open it too.', created_at: body.createdAt });
  });

  it('keeps every rating of the same flow; comments are optional', async () => {
    const { id } = await (await service.post('/flows', { text: 'Clicking Help opens the help modal.' })).json();
    const answers = [];
    for (const rating of ['good', 'bad', 'good']) answers.push(await (await service.post(`/flows/${id}/feedback`, { rating })).json());
    expect(answers.map((a) => a.rating)).toEqual(['good', 'bad', 'good']);
    expect(answers[0]).not.toHaveProperty('comments');
    expect(new Set(answers.map((a) => a.id)).size).toBe(3);
    const ratings = readDb((db) => db.prepare('SELECT rating FROM feedback WHERE flow_id = ? ORDER BY rowid').pluck().all(id));
    expect(ratings).toEqual(['good', 'bad', 'good']);
  });
});

describe('unauthenticated endpoints', () => {
  it('GET /healthz answers without a key, with the state of the database', async () => {
    const response = await fetch(`${service.url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', database: { kind: 'sqlite', state: 'up' } });
  });

  it('GET /openapi.json describes both operations with every $ref resolvable inside it', async () => {
    const response = await fetch(`${service.url}/openapi.json`);
    expect(response.status).toBe(200);
    const doc = await response.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/flows', '/flows/{flowId}/feedback', '/healthz', '/readyz']));
    expect(Object.keys(doc.paths['/flows'].post.responses)).toEqual(expect.arrayContaining(['413', '422', '429', '503']));
    expect(doc.paths['/flows'].post.parameters.map((p: { name: string }) => p.name)).toEqual(['format', 'output-mode']);
    expect(doc.components.securitySchemes.apiKey).toEqual({ type: 'apiKey', in: 'header', name: 'x-api-key' });
    const refs: string[] = [];
    JSON.stringify(doc, (key, value) => {
      if (key === '$ref') refs.push(value);
      return value;
    });
    expect(refs.length).toBeGreaterThan(10);
    for (const ref of refs) {
      expect(ref, ref).toMatch(/^#\//);
      const target = ref.slice(2).split('/').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part.replace(/~1/g, '/').replace(/~0/g, '~')], doc);
      expect(target, ref).toBeTypeOf('object');
    }
  });
});
