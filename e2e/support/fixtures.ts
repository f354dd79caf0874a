import { test as base, expect, type Page, type Response } from '@playwright/test';
import { waitForHydration } from './hydration.ts';

export interface SiteFixtures {
  /** Console messages matching these are expected in this test (such as a 404 document). */
  allowedConsoleErrors: RegExp[];
}

/**
 * A test that opens a page fails on a console error or an uncaught page error, unless it says
 * which to expect; a test that only sends requests starts no page.
 */
export const test = base.extend<SiteFixtures>({
  allowedConsoleErrors: [[], { option: true }],
  page: async ({ page, allowedConsoleErrors, javaScriptEnabled }, use) => {
    if (javaScriptEnabled) waitForHydrationAfterLoads(page);
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() !== 'error' && message.type() !== 'warning') return;
      const text = message.text();
      if (message.type() === 'warning' && !/react|hydrat|router/i.test(text)) return;
      if (allowedConsoleErrors.some((pattern) => pattern.test(text))) return;
      problems.push(`console ${message.type()}: ${text}`);
    });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    const leftState = watchStateResetMisses(page);
    await use(page);
    // The worker's context goes on to the next test (reuseContext, playwright.config.ts), unless
    // the test changed what Playwright's reset does not undo. A closed one is replaced.
    if (leftState()) await page.context().close();
    expect(problems, 'console errors and page errors during the test').toEqual([]);
  },
});

export { expect };

/**
 * Makes `page.goto` and `page.reload` return once the page has hydrated, not only painted (a
 * click in between would meet a page that does not answer yet); not for a response that is no
 * page, nor for `waitUntil: 'commit'` or `'domcontentloaded'` (to act before hydration).
 */
function waitForHydrationAfterLoads(page: Page) {
  const afterLoad = async (response: Response | null) => {
    if (response?.headers()['content-type']?.startsWith('text/html')) await waitForHydration(page);
    return response;
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) =>
    options?.waitUntil === 'commit' || options?.waitUntil === 'domcontentloaded'
      ? goto(url, options)
      : afterLoad(await goto(url, options));
  page.reload = async (options) => afterLoad(await reload(options));
}

/**
 * Tells whether the test changed what Playwright's reset of a reused context leaves behind:
 * what its documentation lists, and a paused clock (resumed after the test without waiting, its
 * script can throw in the next test's pages). A clock only set (`setPageDay`) resets cleanly.
 */
function watchStateResetMisses(page: Page): () => boolean {
  let changed = false;
  const watch = (target: object, methods: string[]) => {
    const object = target as Record<string, unknown>;
    for (const method of methods) {
      const original = object[method] as (...args: unknown[]) => Promise<void>;
      object[method] = (...args: unknown[]) => {
        changed = true;
        return original.apply(target, args);
      };
    }
  };
  watch(page.clock, ['pauseAt']);
  watch(page.context(), ['setOffline', 'grantPermissions', 'setGeolocation', 'setExtraHTTPHeaders']);
  return () => changed;
}

/** A site path for page.goto under the project's base URL: "/team" -> "team". */
export const at = (path: string) => path.replace(/^\//, '') || './';

/** Marks a test that builds no URL (a widget's keys, timings, counts, axe): the sub-path build skips it. */
export const ROOT_ONLY = { tag: '@root-only' };
/**
 * A test of what particular content shows (which events are upcoming on a day, the next
 * event): it runs on the `visual` build of fixture content in e2e/visual-content/, which no
 * committee edit touches (playwright.config.ts), so the live content can change freely.
 */
export const FIXTURE_CONTENT = { tag: '@fixture-content' };
