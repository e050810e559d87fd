/**
 * The dashboard's worked example (`npm run dashboard:example`, at few runs to keep it cheap) built and opened
 * in headless Chromium (Debian's `chromium`, driven by playwright-core) with the network blocked: it loads
 * asking for nothing outside the site, the matrix has one row per check of the reports, a failing cell links
 * to a story page that exists and tells the failure, the chapter and status filters hide what they should,
 * and at a phone and a desktop width the page fits the screen (the matrix scrolls inside its frame).
 * Screenshots go to test-artifacts/ (gitignored). `.ci/run` installs chromium; without it the browser part
 * is skipped outside CI.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildExample } from '../../reports/scripts/dashboard-example.js';

// Checks nine engines and starts a browser; a loaded machine makes that slow.
vi.setConfig({ testTimeout: 1_800_000, hookTimeout: 1_800_000 });

const root = join(import.meta.dirname, '../..');
const CHROMIUM = '/usr/bin/chromium';
const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'];
const available = existsSync(CHROMIUM);
const artifacts = join(root, 'test-artifacts');

let out = '';
let index = '';
let browser: Browser | undefined;

/** Every check id in the reports the example wrote (current and history). */
function checkIds(): Set<string> {
  const ids = new Set<string>();
  for (const sub of ['reports', 'history'])
    for (const name of existsSync(join(out, sub)) ? readdirSync(join(out, sub)) : []) {
      const report = JSON.parse(readFileSync(join(out, sub, name, 'report.json'), 'utf8'));
      for (const r of report.properties) ids.add(r.id);
    }
  return ids;
}

/** A page that may load files only: any other request is aborted and recorded. */
async function offlinePage(width: number, height: number): Promise<{ page: Page; blocked: string[] }> {
  if (browser === undefined) throw new Error('no browser');
  const page = await browser.newPage({ viewport: { width, height } });
  const blocked: string[] = [];
  await page.route('**/*', (route) => {
    const url = route.request().url();
    if (url.startsWith('file:')) return route.continue();
    blocked.push(url);
    return route.abort();
  });
  return { page, blocked };
}

beforeAll(async () => {
  if (!existsSync(join(root, 'dist/cli/main.js'))) spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'ignore' });
  out = join(await mkdtemp(join(tmpdir(), 'obverse-dashboard-')), 'example');
  const options = { out, runs: 3, maxShrinks: 10, only: [], add: [], log: () => undefined };
  buildExample(options);
  // Once more for the reference engine: its first run goes to history/, so the site has a history.
  index = buildExample({ ...options, only: ['reference-2026-04-17'] });
  await mkdir(artifacts, { recursive: true });
  if (available) browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
});

afterAll(async () => {
  await browser?.close();
});

it('CI has Chromium for the dashboard test', () => {
  if (process.env['CI']) expect(available, `${CHROMIUM} is missing: .ci/run installs it`).toBe(true);
});

it('the worked example has every engine, the mutants failing, and a history', () => {
  const reports = readdirSync(join(out, 'reports')).sort();
  expect(reports).toEqual(
    expect.arrayContaining([
      'mutant-back-face-mana-value-zero',
      'reference-2011-09-30',
      'reference-2026-04-17',
      'transform-only',
    ]),
  );
  expect(readdirSync(join(out, 'history'))).toHaveLength(1);
  const html = readFileSync(index, 'utf8');
  expect(html).toMatch(/<table class="history" data-engine="obverse-reference">/);
  expect(html).toMatch(/<table class="editions" data-engine="obverse-reference">/);
});

describe.skipIf(!available)('in Chromium', () => {
  for (const [name, width, height] of [
    ['desktop', 1400, 900],
    ['phone', 390, 844],
  ] as const) {
    it(`loads offline with one row per check, and fits a ${name} screen`, async () => {
      const { page, blocked } = await offlinePage(width, height);
      await page.goto(pathToFileURL(index).href);
      const rows = page.locator('#matrix tbody tr');
      const ids = await rows.evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-check')));
      expect(ids.sort()).toEqual([...checkIds()].sort());
      await expect(page.locator('#f-count').textContent()).resolves.toBe(`${ids.length} of ${ids.length} checks shown`);
      // The page never scrolls sideways: the matrix scrolls inside its frame.
      const overflow = await page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth');
      expect(overflow).toBeLessThanOrEqual(1);
      expect(await page.locator('#matrix th.check').first().isVisible()).toBe(true);
      await page.screenshot({ path: join(artifacts, `dashboard-${name}.png`) });
      expect(blocked).toEqual([]);
      await page.close();
    });
  }

  it('a failing cell links to a story page that exists and tells the failure', async () => {
    const { page, blocked } = await offlinePage(1400, 900);
    await page.goto(pathToFileURL(index).href);
    const cell = page.locator('#matrix a.s-failed').first();
    const href = await cell.getAttribute('href');
    // Any engine's story: the example's first failing row may be a mutant or a real engine (phase.rs once set up).
    expect(href).toMatch(/^stories\/[^/]+\/.+\.html$/);
    expect(existsSync(join(out, 'site', href ?? ''))).toBe(true);
    const id = await cell.locator('xpath=ancestor::tr').getAttribute('data-check');
    await cell.click();
    await page.waitForURL(/stories\//);
    const story = page.locator('main.story');
    await expect(story.getAttribute('data-check')).resolves.toBe(id);
    await expect(story.getAttribute('data-status')).resolves.toBe('failed');
    // The first of its failures (the page tells each one it found: issue 39).
    await expect(story.locator('.failing-step').first().textContent()).resolves.toMatch(
      /Fails (right after setup|at step \d+)/,
    );
    await page.screenshot({ path: join(artifacts, 'dashboard-story.png') });
    await page.click('text=Back to the dashboard');
    await page.waitForURL(/index\.html/);
    expect(blocked).toEqual([]);
    await page.close();
  });

  it('filters by chapter and by status, together and apart', async () => {
    const { page } = await offlinePage(1400, 900);
    await page.goto(pathToFileURL(index).href);
    const visible = () =>
      page.locator('#matrix tbody tr:not([hidden])').evaluateAll((trs) =>
        trs.map((tr) => ({
          sections: (tr.getAttribute('data-sections') ?? '').split(' '),
          statuses: [...tr.querySelectorAll('td')].map((td) => td.getAttribute('data-status')),
        })),
      );
    const all = (await visible()).length;
    await page.selectOption('#f-chapter', '712');
    const chapter = await visible();
    expect(chapter.length).toBeGreaterThan(0);
    expect(chapter.length).toBeLessThan(all);
    for (const r of chapter) expect(r.sections).toContain('712');
    await page.selectOption('#f-status', 'fail');
    const failing = await visible();
    expect(failing.length).toBeGreaterThan(0);
    expect(failing.length).toBeLessThan(chapter.length);
    for (const r of failing) {
      expect(r.sections).toContain('712');
      expect(r.statuses.some((s) => s === 'failed' || s === 'expected-failure')).toBe(true);
    }
    await expect(page.locator('#f-count').textContent()).resolves.toBe(`${failing.length} of ${all} checks shown`);
    await page.screenshot({ path: join(artifacts, 'dashboard-filtered.png') });
    // The choice is kept in the address: opening it again shows the same rows.
    const again = await browser?.newPage({ viewport: { width: 1400, height: 900 } });
    await again?.goto(page.url());
    expect(await again?.locator('#matrix tbody tr:not([hidden])').count()).toBe(failing.length);
    await again?.close();
    await page.selectOption('#f-chapter', '');
    await page.selectOption('#f-status', '');
    expect((await visible()).length).toBe(all);
    await page.close();
  });
});
