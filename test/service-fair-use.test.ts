/**
 * Fair use per API key, against a real server and its database file: requests in progress, the
 * request rate, and the storage quota, each answered 429 with a message saying what to do, and
 * each key's limits its own.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { longDescription } from '../bench/descriptions.mjs';
import { fairUse } from '../src/service/fair-use.js';
import { HttpError } from '../src/service/http-error.js';
import { OTHER_KEY, removeDir, startTestService, tempDir, type TestService } from './service-helpers.js';

const services: TestService[] = [];
afterEach(async () => {
  for (const service of services.splice(0)) await service.close();
});
const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach(removeDir));

async function start(options: Parameters<typeof startTestService>[0]): Promise<TestService> {
  const service = await startTestService(options);
  services.push(service);
  dirs.push(service.dataDir);
  return service;
}

describe('requests in progress per key', () => {
  it('refuses a key over its limit with 429 and Retry-After, and lets another key in', async () => {
    const service = await start({ keyLimits: { concurrency: 1 } });
    const text = longDescription(10_000);
    const [first, second, other] = await Promise.all([
      service.post('/flows', { text }),
      service.post('/flows', { text }),
      service.post('/flows', { text }, { 'x-api-key': OTHER_KEY }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 429]);
    expect(other.status).toBe(200);
    const refused = first.status === 429 ? first : second;
    expect(refused.headers.get('retry-after')).toBe('1');
    const { error } = await refused.json();
    expect(error).toMatchObject({ status: 429, code: 'too_many_requests' });
    expect(error.message).toContain('1 requests in progress');
    // Once the first is answered, the key may send again.
    expect((await service.post('/flows', { text: 'Go to loading.' })).status).toBe(200);
  });
});

describe('request rate per key', () => {
  it('lets a burst through, then refuses with 429 and the seconds to wait', async () => {
    const service = await start({ keyLimits: { ratePerSecond: 0.01, burst: 3 } });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await service.post('/flows', { text: 'Go to loading.' })).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const refused = await service.post('/flows', { text: 'Go to loading.' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(90);
    expect((await refused.json()).error.message).toContain('0.01 requests per second');
    expect((await service.post('/flows', { text: 'Go to loading.' }, { 'x-api-key': OTHER_KEY })).status).toBe(200);
  });

  it('refills the bucket with time', () => {
    let now = 0;
    const limits = fairUse({ concurrency: 10, ratePerSecond: 2, burst: 2 }, () => now);
    limits.admit('k')();
    limits.admit('k')();
    expect(() => limits.admit('k')).toThrow(HttpError);
    now += 499;
    expect(() => limits.admit('k')).toThrow(/try again in 1 s/);
    now += 1;
    expect(() => limits.admit('k')).not.toThrow();
  });
});

describe('storage quota per key', () => {
  it('refuses flows and ratings once a key has stored its quota, also after a restart', async () => {
    const dataDir = tempDir();
    const options = { dataDir, keyLimits: { quotaBytes: 3_000 } };
    let service = await start(options);
    const { id } = await (await service.post('/flows', { text: 'Clicking Help opens the help modal.' })).json();
    let status = 200;
    for (let i = 0; status === 200 && i < 20; i++) status = (await service.post(`/flows/${id}/feedback`, { rating: 'bad', comments: 'x'.repeat(500) })).status;
    expect(status).toBe(429);
    const flow = await service.post('/flows', { text: 'Go to loading.' });
    expect(flow.status).toBe(429);
    const { error } = await flow.json();
    expect(error.code).toBe('quota_exceeded');
    expect(error.message).toMatch(/has stored \d+ bytes of flows and ratings, its quota of 3000 bytes/);
    expect(error.message).toContain('--key-quota');
    // Another key has its own quota.
    expect((await service.post('/flows', { text: 'Go to loading.' }, { 'x-api-key': OTHER_KEY })).status).toBe(200);

    await service.close();
    services.splice(services.indexOf(service), 1);
    service = await start(options);
    expect((await service.post('/flows', { text: 'Go to loading.' })).status).toBe(429);
    expect((await service.post(`/flows/${id}/feedback`, { rating: 'good' })).status).toBe(429);
    expect((await service.post('/flows', { text: 'Go to loading.' }, { 'x-api-key': OTHER_KEY })).status).toBe(200);
  });
});
