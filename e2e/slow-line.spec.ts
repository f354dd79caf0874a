import type { Page } from '@playwright/test';
import { at, expect, ROOT_ONLY, test } from './support/fixtures.ts';
import { gotoWithScriptsHeld } from './support/hydration.ts';

/**
 * A phone on a slow line: the page paints long before its code arrives. Every control a
 * visitor can reach meanwhile works by HTML, and the code takes over what was done.
 */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const hydratedYet = (page: Page) => page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'));

test.describe('/tab before its code arrives', () => {
  test('a tapped tab shows its panel at once, and stays selected once the code runs', ROOT_ONLY, async ({ page }) => {
    const scripts = await gotoWithScriptsHeld(page, at('/tab'));
    const ros = page.getByRole('tab', { name: 'ROS' });
    await ros.tap();
    await expect(page.getByRole('tabpanel', { name: 'ROS' })).toBeVisible();
    await expect(page.getByRole('tabpanel')).toHaveCount(1);
    expect(await hydratedYet(page)).toBe(false);

    await scripts.hydrated();
    await expect(ros).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'ROS' })).toBeVisible();
    await expect(page.getByRole('tabpanel')).toHaveCount(1);
    // The arrow keys still move the selection.
    await ros.focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tabpanel')).toHaveCount(1);
    await expect(page.getByRole('tabpanel', { name: 'ROS' })).toBeHidden();
  });
});
