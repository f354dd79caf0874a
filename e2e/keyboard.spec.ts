import type { Locator, Page } from '@playwright/test';
import { at, expect, test } from './support/fixtures.ts';

/** The focused element shows a focus ring: its own outline, or its card's (stretched links). */
async function expectVisibleFocus(page: Page) {
  const visible = await page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return false;
    const ring = (node: Element) => {
      const style = getComputedStyle(node);
      return style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    };
    return ring(element) || (element.closest('.stretched-card') !== null && ring(element.closest('.stretched-card')!));
  });
  expect(visible, 'the focused element has a visible focus indicator').toBe(true);
}

/** Presses Tab until `target` has focus, checking the focus ring at every stop. */
async function tabTo(page: Page, target: Locator, limit = 60) {
  for (let step = 0; step < limit; step++) {
    await page.keyboard.press('Tab');
    await expectVisibleFocus(page);
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target}`);
}

test.describe('Keyboard only', () => {
  test('menus, a year card, a project card and its dialog holding the focus, then the TAB tabs and projects to the footer map, with a visible focus ring at every stop', async ({
    page,
  }) => {
    await page.goto(at('/'));
    const nav = page.getByRole('navigation', { name: 'Main' });
    await tabTo(page, nav.getByRole('button', { name: 'Projects' }));
    await page.keyboard.press('Enter');
    await tabTo(page, nav.getByRole('link', { name: 'Post Induction' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Post Induction Projects');
    // A client-side navigation moves focus to the new heading; Tab goes on from there.
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();

    await tabTo(page, page.getByRole('link', { name: 'Post Induction 2022' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Post Induction 2022');
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();

    const firstCard = page.getByRole('main').getByRole('listitem').getByRole('link').first();
    await tabTo(page, firstCard);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    await expectVisibleFocus(page);
    // Focus is held: Tab never reaches the page behind the dialog.
    for (let step = 0; step < 3; step++) {
      await page.keyboard.press('Tab');
      const outside = await dialog.evaluate((element) => {
        const active = document.activeElement;
        return active !== null && active !== document.body && !element.contains(active);
      });
      expect(outside).toBe(false);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(firstCard).toBeFocused();

    // The tabs' keys: tabs.test.tsx; here the ring at every stop, through the TAB page.
    await page.goto(at('/tab'));
    await page.route('https://www.openstreetmap.org/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Map</title>' }),
    );
    await tabTo(page, page.getByRole('button', { name: /Show map from/ }), 200);
    await page.keyboard.press('Enter');
    await expect(page.locator('iframe[title^="Map showing"]')).toBeVisible();
  });
});
