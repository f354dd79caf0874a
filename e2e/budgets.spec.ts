import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Response } from '@playwright/test';
import { listFiles } from '../scripts/build/files.ts';
import { ALL_PAGES } from './support/all-routes.ts';
import { at, expect, test } from './support/fixtures.ts';

/**
 * Byte budgets, measured as served: what Chromium receives from nginx (brotli) on a first,
 * uncached visit. Writes the table to reports/budgets.md.
 */
test.beforeEach(({}, testInfo) => test.skip(testInfo.project.name !== 'root', 'measured on the root build'));

const KB = 1024;
const BUDGET = { homeJs: 120 * KB, js: 110 * KB, css: 30 * KB, homeFirstView: 500 * KB };
const root = path.resolve(import.meta.dirname, '..');

interface Transfer {
  /** Code: the bundles. */
  js: number;
  /** React Router's hydration data and boot code, moved out of the HTML into /assets/boot/ files. */
  data: number;
  css: number;
  total: number;
}

async function measure(browser: Browser, baseURL: string, route: string, viewport = { width: 1366, height: 768 }) {
  const context = await browser.newContext({ baseURL, viewport });
  const page = await context.newPage();
  const responses: Response[] = [];
  page.on('response', (response) => responses.push(response));
  await page.goto(at(route), { waitUntil: 'networkidle' });
  const transfer: Transfer = { js: 0, data: 0, css: 0, total: 0 };
  for (const response of responses) {
    const { responseBodySize, responseHeadersSize } = await response.request().sizes();
    const type = response.request().resourceType();
    if (type === 'script' && response.url().includes('/assets/boot/')) transfer.data += responseBodySize;
    else if (type === 'script') transfer.js += responseBodySize;
    if (type === 'stylesheet') transfer.css += responseBodySize;
    transfer.total += responseBodySize + responseHeadersSize;
  }
  await context.close();
  return transfer;
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

function buildSize(dir: string): number {
  return listFiles(dir)
    .filter((file) => !/\.(br|gz)$/.test(file))
    .reduce((sum, file) => sum + statSync(file).size, 0);
}

// One test per route, in order in one worker, so the table below collects every row.
test.describe('Byte budgets', () => {
  test.describe.configure({ mode: 'default' });
  const rows: string[] = [];
  let firstView: Transfer | undefined;

  for (const { path: route } of ALL_PAGES.filter((entry) => entry.status === 200)) {
    test(`${route}: JavaScript and CSS within budget`, async ({ browser, baseURL }) => {
      const transfer = await measure(browser, baseURL!, route);
      const jsBudget = route === '/' ? BUDGET.homeJs : BUDGET.js;
      rows.push(
        `| ${route} | ${kb(transfer.js)} / ${kb(jsBudget)} | ${kb(transfer.data)} | ${kb(transfer.css)} / ${kb(BUDGET.css)} | ${kb(transfer.total)} |`,
      );
      expect(transfer.js, `${route}: JavaScript ${kb(transfer.js)} > ${kb(jsBudget)}`).toBeLessThanOrEqual(jsBudget);
      expect(transfer.css, `${route}: CSS ${kb(transfer.css)} > ${kb(BUDGET.css)}`).toBeLessThanOrEqual(BUDGET.css);
    });
  }

  test('the home page first view on a phone within budget', async ({ browser, baseURL }) => {
    firstView = await measure(browser, baseURL!, '/', { width: 390, height: 844 });
    expect(firstView.total, `home first view ${kb(firstView.total)} > ${kb(BUDGET.homeFirstView)}`).toBeLessThanOrEqual(
      BUDGET.homeFirstView,
    );
  });

  // The table of every route measured in this worker (all of them when none failed).
  test.afterAll(({}, testInfo) => {
    if (testInfo.project.name !== 'root' || rows.length === 0) return;
    const table = [
      '# Byte budgets (as served, brotli, first visit)',
      '',
      '| route | JavaScript code / budget | hydration data | CSS / budget | all transferred (1366 px) |',
      '|---|---|---|---|---|',
      ...rows,
      '',
      firstView
        ? `Home page first view on a 390 px phone: ${kb(firstView.total)} transferred (budget ${kb(BUDGET.homeFirstView)}).`
        : '',
      `Total build size (uncompressed, dist/): ${(buildSize(path.join(root, 'dist')) / KB / KB).toFixed(1)} MB.`,
    ].join('\n');
    mkdirSync(path.join(root, 'reports'), { recursive: true });
    writeFileSync(path.join(root, 'reports/budgets.md'), `${table}\n`);
  });
});
