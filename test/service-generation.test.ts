/**
 * Generation runs in the service's worker threads, off the event loop: long descriptions do not
 * stall other requests, a generation over the time limit is cancelled, and a full queue sheds
 * load with 503 rather than letting waits grow without end.
 */
import { Agent, request as httpRequest } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { chainFlow, longDescription, randomLetters } from '../bench/descriptions.mjs';
import { KEY, OTHER_KEY, removeDir, startTestService, type TestService } from './service-helpers.js';

const services: TestService[] = [];
afterEach(async () => {
  for (const service of services.splice(0)) {
    await service.close();
    removeDir(service.dataDir);
  }
});

async function start(options: Parameters<typeof startTestService>[0] = {}): Promise<TestService> {
  const service = await startTestService(options);
  services.push(service);
  return service;
}

/** GET on one kept-alive connection, as a monitoring client does. */
function getKeptAlive(url: string, agent: Agent): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    httpRequest(url, { agent }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, body }));
    })
      .on('error', reject)
      .end();
  });
}

describe('generation in worker threads', () => {
  it('answers /healthz on a kept-alive connection while ten 20,000-character descriptions are generated', async () => {
    const service = await start({ keyLimits: { concurrency: 10 }, generation: { workers: 2 } });
    const text = longDescription(20_000);
    let finished = 0;
    const long = Array.from({ length: 10 }, () =>
      service.post('/flows', { text }).then(async (response) => {
        finished += 1;
        return { status: response.status, states: Object.keys((await response.json()).result.flow.states).length };
      }),
    );
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const health: number[] = [];
    // Ten checks, each answered while the long generations are still going.
    for (let i = 0; i < 10; i++) {
      const { status } = await getKeptAlive(`${service.url}/healthz`, agent);
      health.push(status);
      expect(finished, 'a health check waited for the generations').toBe(0);
    }
    agent.destroy();
    expect(health).toEqual(Array(10).fill(200));
    const answers = await Promise.all(long);
    expect(answers.every((a) => a.status === 200 && a.states > 100)).toBe(true);
  });

  it('cancels a generation over the time limit, says why, and goes on serving', async () => {
    // (20,000 random letters in both text and context, the most a request may send, take about
    // four times the limit to read here, and a short description a tenth of it; the margins hold
    // on a slower machine, which reads both more slowly.)
    const service = await start({ generation: { workers: 1, timeLimitMs: 200 } });
    const response = await service.post('/flows', { text: randomLetters(20_000), context: randomLetters(20_000, 2) });
    expect(response.status).toBe(422);
    const { error } = await response.json();
    expect(error.code).toBe('description_too_complex');
    expect(error.message).toContain('too long or too complex');
    expect(error.message).toContain('200 ms');
    // The only worker was ended and replaced: the next description is read.
    const next = await service.post('/flows', { text: 'When the user clicks Submit, go to loading.' });
    expect(next.status, await next.clone().text()).toBe(200);
  });

  it('answers a request that needs more memory than a thread may use with 422, and goes on serving', async () => {
    // The body limit is raised so that an existing flow of 100,000 states (9.5 MB) can be sent: it
    // needs well over 128 MB, and the thread here may use 64.
    const service = await start({ transport: { bodyLimit: 16 * 1024 * 1024 }, generation: { workers: 1, heapLimitMb: 64, timeLimitMs: 60_000 } });
    const response = await service.post('/flows', { text: 'Go to ready.', existingFlow: chainFlow(100_000) });
    expect(response.status).toBe(422);
    const { error } = await response.json();
    expect(error.code).toBe('description_too_complex');
    expect(error.message).toContain('more memory than a generation may use (64 MB)');
    // The thread V8 ended was replaced: the next description is read.
    const next = await service.post('/flows', { text: 'When the user clicks Submit, go to loading.' });
    expect(next.status, await next.clone().text()).toBe(200);
  });

  it('refuses with 503 and Retry-After when every worker is busy and the queue is full', async () => {
    const service = await start({ generation: { workers: 1, queueLimit: 1 } });
    const text = longDescription(20_000);
    const keys = [KEY, OTHER_KEY, KEY, OTHER_KEY];
    const responses = await Promise.all(keys.map((key) => service.post('/flows', { text }, { 'x-api-key': key })));
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 200, 503, 503]);
    const refused = responses.find((r) => r.status === 503)!;
    expect(refused.headers.get('retry-after')).toBe('1');
    expect((await refused.json()).error.code).toBe('overloaded');
  });

  it('answers a request the library refuses with 400, naming the field', async () => {
    const service = await start();
    const existingFlow = { format: 'xstate', flow: { states: { idle: { on: { GO: [{ target: 'nowhere' }] } } } } };
    const response = await service.post('/flows', { text: 'Go to busy.', existingFlow });
    expect(response.status).toBe(400);
    const { error } = await response.json();
    expect(error.code).toBe('invalid_request');
    expect(error.problems[0].path).toContain('/existingFlow/flow/states/idle/on/GO');
  });
});
