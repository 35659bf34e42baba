/**
 * The OpenAPI document as tools take it: two independent validators accept it, and a client
 * generated from it (swagger-typescript-api) compiles under strict TypeScript and talks to the
 * real service on loopback.
 */
import { execFile, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import SwaggerParser from '@apidevtools/swagger-parser';
import { Validator } from '@seriousme/openapi-schema-validator';
import { generateApi } from 'swagger-typescript-api';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { KEY, startTestService, type TestService } from './service-helpers.js';

const root = new URL('../', import.meta.url).pathname;
let service: TestService;
let doc: Record<string, any>;
const dir = mkdtempSync(join(tmpdir(), 'flowscribe-openapi-'));

beforeAll(async () => {
  service = await startTestService();
  doc = await (await fetch(`${service.url}/openapi.json`)).json();
});
afterAll(async () => {
  await service.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the OpenAPI document', () => {
  test('has a license, and no $defs left for tools to trip on', () => {
    expect(doc.info.license).toEqual({ name: 'MIT', identifier: 'MIT' });
    expect(JSON.stringify(doc)).not.toContain('$defs');
    expect(doc.components.schemas.FlowNode.properties.states.additionalProperties).toEqual({ $ref: '#/components/schemas/FlowNode' });
  });

  test('lists every status the service answers, those node:http sends itself included', () => {
    const statuses = (path: string, method: string) => Object.keys(doc.paths[path][method].responses);
    expect(statuses('/flows', 'post')).toEqual(['200', '400', '401', '405', '408', '413', '415', '422', '429', '431', '500', '503']);
    expect(statuses('/flows/{flowId}/feedback', 'post')).toEqual(['200', '400', '401', '404', '405', '408', '413', '415', '429', '431', '500', '503']);
    expect(statuses('/readyz', 'get')).toEqual(['200', '400', '405', '408', '431', '500', '503']);
    expect(statuses('/healthz', 'get')).toEqual(['200', '400', '405', '408', '431', '500']);
    // node:http's own refusals come in the service's error shape (client-errors.ts).
    for (const status of [408, 431]) expect(doc.components.responses[`Error${status}`].content).toEqual({ 'application/json': { schema: { $ref: '#/components/schemas/Error' } } });
    expect(statuses('/', 'get')).toContain('200');
  });

  test('passes @apidevtools/swagger-parser', async () => {
    await expect(SwaggerParser.validate(structuredClone(doc))).resolves.toBeTruthy();
  });

  test('passes @seriousme/openapi-schema-validator', async () => {
    const result = await new Validator().validate(structuredClone(doc));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  test('a client generated from it compiles under strict TypeScript and talks to the service', async () => {
    const generated = await generateApi({ spec: structuredClone(doc) as never, fileName: 'client.ts', output: false, httpClientType: 'fetch', silent: true });
    writeFileSync(join(dir, 'client.ts'), generated.files[0].fileContent);
    // What a user writes with the client: every type below comes from the document.
    writeFileSync(join(dir, 'use.ts'), `
      import { Api } from './client.js';
      const api = new Api({ baseUrl: ${JSON.stringify(service.url)}, baseApiParams: { headers: { 'x-api-key': ${JSON.stringify(KEY)} } } });
      const created = await api.flows.createFlow({ text: 'In idle, GO goes to busy.' }, { 'output-mode': 'full' });
      const id: string = created.data.id;
      const rated = await api.flows.rateFlow(id, { rating: 'good', comments: 'from the generated client' });
      const rating: 'good' | 'bad' = rated.data.rating;
      console.log(JSON.stringify({ result: created.data.result, rating }));
    `);
    writeFileSync(join(dir, 'package.json'), '{"type":"module"}');
    writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({
      compilerOptions: { strict: true, module: 'nodenext', moduleResolution: 'nodenext', target: 'es2022', lib: ['es2022', 'dom'], types: [], outDir: 'out', rootDir: '.' },
      include: ['client.ts', 'use.ts'],
    }));
    const tsc = spawnSync(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-p', dir], { encoding: 'utf8' });
    expect(tsc.stdout + tsc.stderr).toBe('');
    expect(tsc.status).toBe(0);
    // Not spawnSync: the service answering it runs in this process.
    const run = await promisify(execFile)(process.execPath, [join(dir, 'out/use.js')], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(JSON.parse(run.stdout)).toEqual({ result: { format: 'xstate', flow: { states: { idle: { on: { GO: [{ target: 'busy' }] } }, busy: {} } } }, rating: 'good' });
  });
});
