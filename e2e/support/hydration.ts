import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Waits until React has hydrated an element, so a click on it runs its handler instead of
 * the browser's default (a full page load for a link). React marks every element it owns
 * with its props; a prerendered element has none until hydration reaches it.
 */
export async function waitForHydration(element: Locator): Promise<void> {
  await expect
    .poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps'))), {
      message: 'the element was never hydrated',
      intervals: [50, 100, 250],
    })
    .toBe(true);
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
