import { brotliCompressSync } from 'node:zlib';
import type { Page, Response } from '@playwright/test';
import { expectNoAceViolations, expectNoAxeViolations } from './support/axe.ts';
import { ALL_PAGES } from './support/all-routes.ts';
import { BUDGET, kb, saveBudgetRow, type Transfer } from './support/budgets.ts';
import { setPageDay } from './support/clock.ts';
import { at, expect, test } from './support/fixtures.ts';
import { TEMPLATES } from './support/templates.ts';

/**
 * What every page must hold, each page loaded once: its byte budgets as served (brotli, first
 * visit, what Chromium receives from nginx), no sideways scrolling on a phone, and no axe
 * violations with every collapsible section open, light at 390 px, and every card named by its
 * heading. A page that stands for its template (support/templates.ts) is checked at both sizes
 * in both schemes (in dark, the colour rules: the scheme changes nothing else), and by IBM Equal
 * Access too, light at 390 px and dark at 1366 px; the other pages share its markup, styles and
 * colours and differ only in content, which one pass of axe checks (the second engine took as
 * long as the rest of the test again).
 * None of this depends on the base path: the root build is checked.
 */
test.beforeEach(({}, testInfo) => test.skip(testInfo.project.name !== 'root', 'checked on the root build'));
test.use({ allowedConsoleErrors: [/status of 404/] });

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 768 };
const templatePaths = new Set(TEMPLATES.map(({ path }) => path));

/**
 * Loads a page on a first, uncached visit and adds up what it transferred, by kind. Its
 * JavaScript is all in once it has hydrated (the fixture waits for that after every load): the
 * route's own modules come before, and nothing is prefetched after. What else the page loads
 * (pictures further down) counts in the first view's total only, which waits for the network
 * to fall idle.
 */
async function loadAndMeasure(page: Page, path: string, { untilIdle = false } = {}): Promise<Transfer> {
  const responses: Response[] = [];
  page.on('response', (response) => responses.push(response));
  // Pages with dates are seen as on the day the e2e builds are built for.
  await setPageDay(page);
  await page.goto(at(path), untilIdle ? { waitUntil: 'networkidle' } : {});
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const transfer: Transfer = { js: 0, data: 0, css: 0, total: 0 };
  for (const response of responses) {
    const { responseBodySize, responseHeadersSize } = await response.request().sizes();
    const type = response.request().resourceType();
    if (type === 'script' && response.url().includes('/assets/boot/')) transfer.data += responseBodySize;
    else if (type === 'script') transfer.js += responseBodySize;
    if (type === 'stylesheet') transfer.css += responseBodySize;
    transfer.total += responseBodySize + responseHeadersSize;
  }
  // The page's stylesheets travel inside its HTML: each counts as it would compress on its own.
  const inline = await page.evaluate(() =>
    [...document.querySelectorAll('style')].map((style) => style.textContent ?? ''),
  );
  expect(inline.length, `${path} carries its stylesheets inline`).toBeGreaterThan(0);
  for (const css of inline) transfer.css += brotliCompressSync(css).length;
  return transfer;
}

async function axeIn(page: Page, path: string, colorScheme: 'light' | 'dark', viewport: typeof PHONE) {
  await page.setViewportSize(viewport);
  await page.emulateMedia({ colorScheme });
  await expectNoAxeViolations(page, `on ${path}, ${colorScheme}, ${viewport.width} px`);
}

test.describe('Every page', () => {
  for (const { path, name, status } of ALL_PAGES) {
    const template = templatePaths.has(path);
    test(`${name} (${path}) keeps its byte budgets, never scrolls sideways at 390 px, and has no axe violations${template ? ' in either scheme at either size, nor Equal Access ones at 390 px in light and 1366 px in dark' : ' (light, 390 px)'}`, async ({
      page,
    }) => {
      test.slow(); // a long article takes axe a while on a busy machine
      await page.setViewportSize(LAPTOP);
      const transfer = await loadAndMeasure(page, path);
      if (status === 200) {
        saveBudgetRow(path, transfer);
        const jsBudget = path === '/' ? BUDGET.homeJs : BUDGET.js;
        expect(transfer.js, `${path}: JavaScript ${kb(transfer.js)} > ${kb(jsBudget)}`).toBeLessThanOrEqual(jsBudget);
        expect(transfer.css, `${path}: CSS ${kb(transfer.css)} > ${kb(BUDGET.css)}`).toBeLessThanOrEqual(BUDGET.css);
      }

      // Every collapsible section open, so what it hides is checked too.
      await page.evaluate(() => document.querySelectorAll('details').forEach((details) => (details.open = true)));
      // Scheme and width change colours and layout, which a template decides; content, which
      // each page brings, is checked once.
      if (template) {
        await axeIn(page, path, 'light', LAPTOP);
        await axeIn(page, path, 'dark', LAPTOP);
        await axeIn(page, path, 'dark', PHONE);
      }
      await axeIn(page, path, 'light', PHONE);

      // A screen reader names every card by its heading, which axe does not hold.
      for (const card of await page
        .getByRole('article')
        .filter({ hasNot: page.getByRole('heading', { level: 1 }) })
        .all()) {
        await expect(card).toHaveAccessibleName((await card.getByRole('heading').first().innerText()).trim());
      }

      // Wide code, tables and pictures scroll inside themselves; the page never does.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${path} is wider than a 390 px screen`).toBe(0);

      // IBM's Equal Access, the second engine, on a template: on a phone in light and at the other end.
      if (template) {
        await expectNoAceViolations(page, 'at 390 px in light');
        await page.setViewportSize({ width: 1366, height: 900 });
        await page.emulateMedia({ colorScheme: 'dark' });
        await expectNoAceViolations(page, 'at 1366 px in dark');
      }
    });
  }

  test('the home page first view on a phone within budget', async ({ page }) => {
    await page.setViewportSize(PHONE);
    const firstView = await loadAndMeasure(page, '/', { untilIdle: true });
    saveBudgetRow('first view', firstView);
    expect(firstView.total, `home first view ${kb(firstView.total)} > ${kb(BUDGET.homeFirstView)}`).toBeLessThanOrEqual(
      BUDGET.homeFirstView,
    );
  });
});
