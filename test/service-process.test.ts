/**
 * The built `flowscribe serve` as a child process: first start with nothing configured, restart,
 * SIGKILL right after a 200, graceful shutdown, and `flowscribe feedback export`.
 * Needs `npm run build` first (as `npm test` does).
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { removeDir, runCli, spawnServe, tempDir, type ServeProcess } from './service-helpers.js';

const dirs: string[] = [];
const children: ServeProcess[] = [];
afterEach(async () => {
  for (const { child, exited } of children.splice(0)) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
  }
  for (const dir of dirs.splice(0)) removeDir(dir);
});

function newDataDir(): string {
  const dir = join(tempDir(), 'data');
  dirs.push(dir, join(dir, '..'));
  return dir;
}

async function serve(dataDir: string, env: NodeJS.ProcessEnv = {}): Promise<ServeProcess> {
  const running = await spawnServe(['--host', '127.0.0.1', '--port', '0', '--data', dataDir], env);
  children.push(running);
  return running;
}

const storedKey = (dataDir: string) => readFileSync(join(dataDir, 'api-key'), 'utf8').trim();

function post(url: string, key: string, body: unknown): Promise<Response> {
  return fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', 'x-api-key': key }, body: JSON.stringify(body) });
}

async function exportFeedback(dataDir: string, ...args: string[]) {
  const { code, stdout, stderr } = await runCli(['feedback', 'export', '--data', dataDir, ...args]);
  expect(code, stderr).toBe(0);
  return JSON.parse(stdout) as Array<Record<string, unknown>>;
}

describe('flowscribe serve', () => {
  it('creates a key on the first start, prints it once with a curl example, and reuses it', async () => {
    const dataDir = newDataDir();
    const first = await serve(dataDir);
    const key = storedKey(dataDir);
    expect(statSync(join(dataDir, 'api-key')).mode & 0o777).toBe(0o600);
    expect(first.banner()).toContain(key);
    expect(first.banner()).toContain(`curl -s -X POST '${first.url}/flows' -H 'x-api-key: ${key}'`);
    // The printed example works as printed.
    const example = JSON.parse(/-d '(.*)'/.exec(first.banner())![1]);
    expect((await post(`${first.url}/flows`, key, example)).status).toBe(200);
    first.child.kill('SIGTERM');
    expect(await first.exited).toEqual({ code: 0, signal: null });

    const second = await serve(dataDir);
    expect(second.banner()).not.toContain(key);
    expect(second.banner()).toContain(join(dataDir, 'api-key'));
    expect((await post(`${second.url}/flows`, key, example)).status).toBe(200);
    expect((await post(`${second.url}/flows`, 'wrong', example)).status).toBe(401);
  });

  it('takes the address from PORT and HOST and keys from FLOWSCRIBE_API_KEYS', async () => {
    const dataDir = newDataDir();
    const running = await spawnServe(['--data', dataDir], { PORT: '0', HOST: '127.0.0.1', FLOWSCRIBE_API_KEYS: 'alpha, beta' });
    children.push(running);
    expect(running.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(existsSync(join(dataDir, 'api-key'))).toBe(false);
    expect((await post(`${running.url}/flows`, 'beta', { text: 'Go to loading.' })).status).toBe(200);
  });

  it('keeps flows and feedback across a restart', async () => {
    const dataDir = newDataDir();
    const first = await serve(dataDir);
    const key = storedKey(dataDir);
    const { id } = await (await post(`${first.url}/flows`, key, { text: 'Clicking Help opens the help modal.' })).json();
    expect((await post(`${first.url}/flows/${id}/feedback`, key, { rating: 'good' })).status).toBe(200);
    first.child.kill('SIGINT');
    expect((await first.exited).code).toBe(0);

    const second = await serve(dataDir);
    expect((await post(`${second.url}/flows/${id}/feedback`, key, { rating: 'bad', comments: 'Missing the close button.' })).status).toBe(200);
    const exported = await exportFeedback(dataDir);
    expect(exported.map((e) => [e.flowId, e.rating])).toEqual([
      [id, 'good'],
      [id, 'bad'],
    ]);
  });

  it('still has feedback acknowledged with 200 after being killed with SIGKILL', async () => {
    const dataDir = newDataDir();
    const first = await serve(dataDir);
    const key = storedKey(dataDir);
    const { id } = await (await post(`${first.url}/flows`, key, { text: 'When the user clicks Submit, go to loading.' })).json();
    const response = await post(`${first.url}/flows/${id}/feedback`, key, { rating: 'bad', comments: 'No loading state.' });
    expect(response.status).toBe(200);
    first.child.kill('SIGKILL');
    expect((await first.exited).signal).toBe('SIGKILL');

    const recorded = await response.json();
    const second = await serve(dataDir);
    const exported = await exportFeedback(dataDir);
    expect(exported).toEqual([
      {
        feedbackId: recorded.id,
        flowId: id,
        rating: 'bad',
        comments: 'No loading state.',
        ratedAt: recorded.createdAt,
        request: { text: 'When the user clicks Submit, go to loading.', format: 'xstate', mode: 'incremental' },
        result: expect.objectContaining({ format: 'xstate' }),
      },
    ]);
    expect((await post(`${second.url}/flows/${id}/feedback`, key, { rating: 'good' })).status).toBe(200);
  });

  it('finishes a request in flight on SIGTERM, then stops accepting and exits', async () => {
    const dataDir = newDataDir();
    const running = await serve(dataDir);
    const key = storedKey(dataDir);
    const body = JSON.stringify({ text: 'Press start to begin.' });
    let stopping!: () => void;
    const answered = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = httpRequest(`${running.url}/flows`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': key, 'content-length': Buffer.byteLength(body), expect: '100-continue' },
      });
      // 100 Continue proves the server has read the headers; the body follows only after SIGTERM.
      req.on('continue', () => {
        stopping = () => req.end(body);
        running.child.kill('SIGTERM');
      });
      req.on('response', (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode!, text }));
      });
      req.on('error', reject);
    });
    await new Promise<void>((resolve) => {
      const check = () => (running.banner().includes('Received SIGTERM') ? resolve() : undefined);
      running.child.stdout!.on('data', check);
      check();
    });
    await expect(fetch(`${running.url}/healthz`)).rejects.toThrow();
    stopping();
    const { status, text } = await answered;
    expect(status).toBe(200);
    expect(JSON.parse(text).result.format).toBe('xstate');
    expect(await running.exited).toEqual({ code: 0, signal: null });
    expect(running.banner()).toContain('Stopped.');
  });
});

describe('flowscribe feedback export', () => {
  it('writes the rated generations, optionally only good or only bad ones', async () => {
    const dataDir = newDataDir();
    const running = await serve(dataDir);
    const key = storedKey(dataDir);
    const request = { text: 'Open the search autocomplete when the user hovers or focuses in the search box', context: 'The header has a search box.' };
    const { id, result } = await (await post(`${running.url}/flows?output-mode=full`, key, request)).json();
    await post(`${running.url}/flows/${id}/feedback`, key, { rating: 'good' });
    await post(`${running.url}/flows/${id}/feedback`, key, { rating: 'bad', comments: 'Hover is missing.' });

    const bad = await exportFeedback(dataDir, '--rating', 'bad');
    expect(bad).toHaveLength(1);
    expect(bad[0]).toMatchObject({ flowId: id, rating: 'bad', comments: 'Hover is missing.', request: { ...request, format: 'xstate', mode: 'full' }, result });
    expect((await exportFeedback(dataDir, '--rating', 'good')).map((e) => e.rating)).toEqual(['good']);
    expect(await exportFeedback(dataDir)).toHaveLength(2);
  });

  it('explains a wrong rating or a missing data folder', async () => {
    const wrong = await runCli(['feedback', 'export', '--rating', 'meh']);
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain('--rating must be one of good, bad');
    const missing = await runCli(['feedback', 'export', '--data', join(newDataDir(), 'nowhere')]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('no database');
  });
});
