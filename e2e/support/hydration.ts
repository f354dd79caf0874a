import { expect, type Page } from '@playwright/test';

/**
 * Waits until the page has hydrated: the app marks `<html data-hydrated>` once everything in
 * the page answers (src/root.tsx). A page that ships no script (src/lib/page-script.ts) answers
 * as it is. The fixtures call it after every `goto` and `reload`.
 */
export async function waitForHydration(page: Page): Promise<void> {
  if ((await page.locator('script[type="module"]').count()) === 0) return;
  await expect(page.locator('html'), 'the page never hydrated').toHaveAttribute('data-hydrated', '');
}

/**
 * Waits until the browser has loaded Inter, which a first visit may not show if it came after
 * the first paint, and the next page shows from the cache (src/styles/fonts.css).
 */
export async function waitForInter(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(() =>
          [...document.fonts].some(
            (face) => face.family.replace(/["']/g, '') === 'Inter Variable' && face.status === 'loaded',
          ),
        ),
      { message: 'Inter never loaded' },
    )
    .toBe(true);
  await page.evaluate(() => document.fonts.ready);
}

/**
 * Opens a page whose scripts are held, so it paints and stays without its code (a slow phone
 * on a slow network) until `hydrated` lets the code in and waits for it to run.
 */
export async function gotoWithScriptsHeld(page: Page, url: string) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(url, { waitUntil: 'commit' });
  return {
    hydrated: async () => {
      release();
      await waitForHydration(page);
    },
  };
}
