/**
 * Limits hold when the service is started from the command line, as users start it: the body
 * limit (which the command line once erased by passing it as undefined), and the settings given
 * by flag or environment.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { chainFlow } from '../bench/descriptions.mjs';
import { postHuge } from '../bench/huge-body.mjs';
import { removeDir, runCli, spawnServe, tempDir, type ServeProcess } from './service-helpers.js';

const KEY = 'cli-limits-key';
const dirs: string[] = [];
const children: ServeProcess[] = [];
afterEach(async () => {
  for (const { child, exited } of children.splice(0)) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
  }
  for (const dir of dirs.splice(0)) removeDir(dir);
});

async function serve(args: string[] = [], env: NodeJS.ProcessEnv = {}): Promise<ServeProcess> {
  const dir = tempDir();
  dirs.push(dir);
  const running = await spawnServe(['--host', '127.0.0.1', '--port', '0', '--data', join(dir, 'data'), ...args], { FLOWSCRIBE_API_KEYS: KEY, ...env });
  children.push(running);
  return running;
}

/** Peak and current resident memory of a process, in bytes (Linux). */
function memoryOf(pid: number): { peak: number; now: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+) kB`).exec(status)![1]) * 1024;
  return { peak: kb('VmHWM'), now: kb('VmRSS') };
}

describe('flowscribe serve keeps its limits', () => {
  it('refuses 2 MB and 400 MB bodies with 413 by default, its memory staying flat', async () => {
    const running = await serve();
    const pid = running.child.pid!;
    const before = memoryOf(pid);
    for (const [total, declared] of [
      [2_000_000, true],
      [2_000_000, false],
      [400_000_000, true],
      [400_000_000, false],
    ] as const) {
      const { head, body, sent } = await postHuge(running.url, KEY, total, declared);
      expect(head, `${total} bytes, declared: ${declared}`).toMatch(/^HTTP\/1.1 413/);
      expect(JSON.parse(body).error).toMatchObject({ status: 413, code: 'payload_too_large' });
      expect(JSON.parse(body).error.message).toContain('1048576');
      // The server stopped taking the body well before its end.
      if (total === 400_000_000) expect(sent).toBeLessThan(total);
    }
    const after = memoryOf(pid);
    // Reading the 400 MB body would raise the peak by hundreds of MB.
    expect(after.peak - before.peak).toBeLessThan(64 * 1024 * 1024);
    expect((await fetch(`${running.url}/healthz`)).status).toBe(200);
  });

  it('holds two generation threads, each with its engine loaded, in under 150 MB', async () => {
    // About 70 MB for the process and its main thread, and 34 MB a thread with the default heap
    // limit (47 MB without it: bench/README.md).
    const running = await serve(['--workers', '2']);
    expect(memoryOf(running.child.pid!).now).toBeLessThan(150 * 1024 * 1024);
  });

  it('takes limits from flags, else from the environment', async () => {
    const post = (url: string, text: string) =>
      fetch(`${url}/flows`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-api-key': KEY }, body: JSON.stringify({ text }) });
    const byFlag = await serve(['--body-limit', '1000', '--key-rate', '0.001', '--key-burst', '1'], { FLOWSCRIBE_BODY_LIMIT: '5000000' });
    expect((await post(byFlag.url, 'x'.repeat(1000))).status).toBe(413);
    const limited = await post(byFlag.url, 'Go.');
    expect(limited.status).toBe(429);
    expect((await limited.json()).error.code).toBe('too_many_requests');
    const byEnv = await serve([], { FLOWSCRIBE_BODY_LIMIT: '1000' });
    expect((await post(byEnv.url, 'x'.repeat(1000))).status).toBe(413);
    const quotaByEnv = await serve([], { FLOWSCRIBE_KEY_QUOTA: '0' });
    const quota = await post(quotaByEnv.url, 'Go.');
    expect(quota.status).toBe(429);
    expect((await quota.json()).error.code).toBe('quota_exceeded');
    // An existing flow of 100,000 states needs well over the 64 MB given to each generation thread.
    const memoryByEnv = await serve(['--body-limit', '16000000'], { FLOWSCRIBE_GENERATION_MEMORY: '64' });
    const body = JSON.stringify({ text: 'Go to ready.', existingFlow: chainFlow(100_000) });
    const tooLarge = await fetch(`${memoryByEnv.url}/flows`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-api-key': KEY }, body });
    expect(tooLarge.status).toBe(422);
    expect((await tooLarge.json()).error.message).toContain('(64 MB)');
  });

  it.each([
    [['--workers', '0'], 'the number of workers (--workers or FLOWSCRIBE_WORKERS) must be a whole number from 1'],
    [['--key-rate', 'fast'], '--key-rate'],
    [['--generation-timeout', '1.5'], 'whole number'],
    [['--generation-memory', '32'], 'the memory of a generation thread (--generation-memory or FLOWSCRIBE_GENERATION_MEMORY) must be a whole number from 64 to 16384'],
  ])('explains a wrong setting %j', async (args, message) => {
    const dir = tempDir();
    dirs.push(dir);
    const { code, stderr } = await runCli(['serve', '--port', '0', '--data', join(dir, 'data'), ...args]);
    expect(code).toBe(2);
    expect(stderr).toContain(message);
  });
});
