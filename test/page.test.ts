/**
 * The page at `/`, used as a person would: `flowscribe serve` runs as a real process, Debian's
 * Chromium (driven by playwright-core) loads the page, is asked for the key, generates a flow,
 * shows its diagram and what was not understood, and rates it; the rating is then read back with
 * `flowscribe feedback export`. A screenshot goes to test/artefacts/page.png.
 *
 * Chromium comes from Debian (.ci/run installs it). Where it is missing the test is skipped,
 * except in CI, where that is a failure.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { removeDir, runCli, spawnServe, tempDir, type ServeProcess } from './service-helpers.js';

const CHROMIUM = '/usr/bin/chromium';
const haveChromium = existsSync(CHROMIUM);
if (!haveChromium && process.env.CI) throw new Error(`${CHROMIUM} is missing: .ci/run installs Debian's chromium package`);

const KEY = 'page-test-key-0123456789';
const artefacts = new URL('artefacts/', import.meta.url).pathname;

describe.skipIf(!haveChromium)('the page', () => {
  let dataDir = '';
  let serve: ServeProcess;
  let browser: Browser;

  beforeAll(async () => {
    dataDir = tempDir();
    serve = await spawnServe(['--host', '127.0.0.1', '--port', '0', '--data', dataDir], { FLOWSCRIBE_API_KEYS: KEY });
    // The flags this machine needs: no sandbox as root, and no background calls to the network.
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    serve?.child.kill('SIGTERM');
    await serve?.exited;
    removeDir(dataDir);
  });

  test('loads without a key; POST / is not allowed; an unknown asset is a 404', async () => {
    const page = await fetch(`${serve.url}/`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    // The page's own caching, once, in place of the operations' no-store; nosniff as everywhere.
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await page.text()).toContain('<script type="module" src="/assets/page/script.js">');
    expect((await fetch(`${serve.url}/assets/page/script.js`)).headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect((await fetch(`${serve.url}/`, { method: 'POST' })).status).toBe(405);
    expect((await fetch(`${serve.url}/assets/../package.json`)).status).toBe(404);
    expect((await fetch(`${serve.url}/assets/engine/read.js`)).status).toBe(404);
  });

  test('asks for the key, turns a description into a diagram, marks what it did not understand, and stores a rating', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 1100 } });
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    await page.goto(`${serve.url}/`);
    await expect.poll(() => page.locator('#key-panel').isVisible()).toBe(true);
    await page.fill('#key', KEY);
    await page.click('#key-form button[type=submit]');
    const text = 'The player starts in stopped. In stopped, PLAY goes to playing. In playing, PAUSE goes to paused. In paused, after 60 seconds go to stopped. The weather is lovely.';
    await page.fill('#text', text);
    await page.click('#generate button[type=submit]');
    await page.waitForSelector('#diagram svg', { timeout: 20_000 });
    const diagram = await page.locator('#diagram svg').textContent();
    for (const word of ['stopped', 'playing', 'paused', 'PLAY', 'PAUSE', 'after 1 min']) expect(diagram).toContain(word);
    expect(JSON.parse((await page.locator('#json').textContent())!)).toHaveProperty('states.paused.after');
    const marked = page.locator('#reading mark');
    expect(await marked.allTextContents()).toEqual(['The weather is lovely.']);
    expect(await marked.first().getAttribute('title')).toMatch(/\S/);

    await page.fill('#comments', 'Pausing should also be possible from stopped.');
    await page.click('#bad');
    await expect.poll(() => page.locator('#feedback-status').textContent()).toMatch(/^Recorded: bad/);
    mkdirSync(artefacts, { recursive: true });
    await page.screenshot({ path: join(artefacts, 'page.png'), fullPage: true });
    expect(problems).toEqual([]);

    const exported = await runCli(['feedback', 'export', '--data', dataDir]);
    expect(exported.code).toBe(0);
    const [rated] = JSON.parse(exported.stdout);
    expect(rated).toMatchObject({ rating: 'bad', comments: 'Pausing should also be possible from stopped.', request: { text } });
    await page.close();
  }, 60_000);

  test('a wrong key is asked for again', async () => {
    const page = await browser.newPage();
    await page.goto(`${serve.url}/`);
    await page.fill('#key', 'not-the-key');
    await page.click('#key-form button[type=submit]');
    await page.fill('#text', 'In idle, GO goes to busy.');
    await page.click('#generate button[type=submit]');
    await expect.poll(() => page.locator('#key-status').textContent()).toMatch(/did not accept this key/);
    expect(await page.locator('#key-panel').isVisible()).toBe(true);
    await page.close();
  }, 30_000);
});
