import { expect, type Page } from '@playwright/test';

/**
 * Waits until the page has hydrated: the app marks `<html data-hydrated>` once everything in
 * the page answers (src/root.tsx). The fixtures call it after every `goto` and `reload`.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator('html'), 'the page never hydrated').toHaveAttribute('data-hydrated', '');
}

/**
 * Waits until Inter has replaced the fallback the page first painted in: the page applies
 * Inter's stylesheet once it has painted, and the browser then loads the faces it uses.
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
