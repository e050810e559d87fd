/**
 * report.html opened in headless Chromium (Debian's `chromium`, driven by playwright-core):
 * a report from a real failure against a mutant shows the failing step and the board as
 * the referee and both players see it, side by side, and the page asks for nothing over
 * the network; failures come before the summary by chapter, clause ids link to the rules
 * matrix, and at a phone's width (390 px) nothing runs off the side. The screenshots are kept
 * in test-artifacts/ (gitignored) for people to look at.
 * `.ci/run` installs chromium when it is missing; without it, this test is skipped outside CI.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { beforeAll, expect, it, vi } from 'vitest';

// Starts the CLI and a browser; a loaded machine makes that slow.
vi.setConfig({ testTimeout: 600_000 });

const root = join(import.meta.dirname, '../..');
const main = join(root, 'dist/cli/main.js');
// A face-down card that shows its color: the minimal counterexample is that one card, right after setup.
const mutant = join(root, 'dist/examples/mutants/face-down-leaks-color.js');
const CHROMIUM = '/usr/bin/chromium';
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];
const available = existsSync(CHROMIUM);

beforeAll(() => {
  if (!existsSync(mutant)) spawnSync('npx', ['tsc', '-p', 'tsconfig.build.json'], { cwd: root, stdio: 'ignore' });
});

it('CI has Chromium for the HTML report test', () => {
  // Outside CI a machine without chromium skips the test below; in CI it must run.
  if (process.env['CI']) expect(available, `${CHROMIUM} is missing: .ci/run installs it`).toBe(true);
});

it.skipIf(!available)("report.html shows the failing step and every viewer's board in Chromium", async () => {
  const out = join(await mkdtemp(join(tmpdir(), 'obverse-html-')), 'report');
  const r = spawnSync(
    process.execPath,
    [main, 'check', '--engine', mutant, '--properties', '708/face-down-characteristics', '--runs', '30', '--out', out],
    { cwd: root, encoding: 'utf8', timeout: 120_000 },
  );
  expect(r.status, r.stderr).toBe(1);

  const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
  try {
    const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
    const requests: string[] = [];
    page.on('request', (req) => {
      if (!req.url().startsWith('file:')) requests.push(req.url());
    });
    await page.goto(pathToFileURL(join(out, 'report.html')).href);
    // Its first failure (a check may report several of other kinds after it, each its own section: issue 39).
    const failure = page.locator('section.failure[data-id="708/face-down-characteristics"]').first();
    await expect(failure.locator('.failing-step').textContent()).resolves.toMatch(/Fails right after setup/);
    expect(await failure.locator('.failing-step').isVisible()).toBe(true);
    for (const viewer of ['referee', 'P1', 'P2']) {
      const view = failure.locator(`.board .view[data-viewer="${viewer}"]`);
      expect(await view.isVisible(), viewer).toBe(true);
      expect(await view.locator('[data-zone="battlefield"] .card').count(), viewer).toBeGreaterThan(0);
    }
    // Side by side: the three views share one row.
    const tops = await failure
      .locator('.board .view')
      .evaluateAll((views) => views.map((v) => Math.round(v.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);
    // A face-down card hides its identity from the opponent only.
    const faceDown = failure.locator('.view[data-viewer="P2"] .card[data-face-down="true"]');
    expect(await faceDown.count()).toBeGreaterThan(0);
    // The card the failure is about is marked, with the field that differs highlighted.
    const marked = failure.locator('.view[data-viewer="referee"] .card[data-focus="true"]');
    expect(await marked.count()).toBe(1);
    await expect(marked.locator('.differs mark').first().textContent()).resolves.toMatch(/colors/);
    expect(requests).toEqual([]);
    const artifacts = join(root, 'test-artifacts');
    await mkdir(artifacts, { recursive: true });
    await failure.screenshot({ path: join(artifacts, 'report-html-failure.png') });
    expect(existsSync(join(artifacts, 'report-html-failure.png'))).toBe(true);
    // Failures first: the failure is above the summary by chapter, and every result is folded away.
    const top = async (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((e) => Math.round(e.getBoundingClientRect().top));
    expect(await top('section.failure')).toBeLessThan(await top('table.chapters'));
    expect(await page.locator('details > .scroll table').isVisible()).toBe(false);
    // A clause id of the failure links to its row of the rules matrix.
    const link = failure.locator('.failing-step a[href^="#clause-"]').first();
    const target = (await link.getAttribute('href')) ?? '';
    expect(await page.locator(`.matrix li${target.replace(/\./g, '\\.')}`).count()).toBe(1);

    // At a phone's width nothing runs off the side: the views stack, wide tables scroll in their own box.
    await page.setViewportSize({ width: 390, height: 844 });
    const widths = await page.locator('html').evaluate((e) => ({ scroll: e.scrollWidth, client: e.clientWidth }));
    expect(widths.scroll).toBeLessThanOrEqual(widths.client + 1);
    const lefts = await failure
      .locator('.board .view')
      .evaluateAll((views) => views.map((v) => Math.round(v.getBoundingClientRect().left)));
    expect(new Set(lefts).size).toBe(1);
    expect(await failure.locator('.failing-step').isVisible()).toBe(true);
    await page.screenshot({ path: join(artifacts, 'report-html-phone.png'), fullPage: true });
  } finally {
    await browser.close();
  }
});
