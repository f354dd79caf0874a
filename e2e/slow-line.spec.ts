import type { Page } from '@playwright/test';
import { at, expect, FIXTURE_CONTENT, ROOT_ONLY, test } from './support/fixtures.ts';
import { gotoWithScriptsHeld } from './support/hydration.ts';
import { ABOUT_ROLES, TAB_DOMAINS } from './support/routes.ts';

/**
 * A phone on a slow line: the page paints long before its code arrives. Every control a
 * visitor can reach meanwhile works by HTML, and the code takes over what was done.
 */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const hydratedYet = (page: Page) => page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'));

test.describe('/tab before its code arrives', () => {
  test('a tapped tab shows its panel at once, and stays selected once the code runs', ROOT_ONLY, async ({ page }) => {
    const scripts = await gotoWithScriptsHeld(page, at('/tab'));
    // A domain other than the first, which the page opens on.
    const { name } = TAB_DOMAINS[1]!;
    const tab = page.getByRole('tab', { name, exact: true });
    await tab.tap();
    await expect(page.getByRole('tabpanel', { name, exact: true })).toBeVisible();
    await expect(page.getByRole('tabpanel')).toHaveCount(1);
    expect(await hydratedYet(page)).toBe(false);

    await scripts.hydrated();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name, exact: true })).toBeVisible();
    await expect(page.getByRole('tabpanel')).toHaveCount(1);
  });
});

test.describe('Dialogs opened before the code arrives', () => {
  test(
    "About's Read More shows the note's text at once, and its dialog once the code runs",
    ROOT_ONLY,
    async ({ page }) => {
      const scripts = await gotoWithScriptsHeld(page, at('/about'));
      const role = ABOUT_ROLES[0]!;
      const readMore = page.getByRole('link', { name: `Read More: the note from the ${role}` });
      const noteText = page
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: role, exact: true }) })
        .locator('dialog p')
        .last();
      await expect(noteText).toBeHidden();
      const href = (await readMore.getAttribute('href'))!;
      await readMore.tap();
      await expect(noteText).toBeVisible();
      expect(await hydratedYet(page)).toBe(false);

      await expect(page).toHaveURL(new RegExp(`${href}$`));
      await scripts.hydrated();
      const dialog = page.getByRole('dialog', { name: `A note from the ${role}` });
      await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(page).toHaveURL(/\/about$/);
    },
  );

  // On the fixture's gallery year of one long description, as the live galleries may have none.
  test(
    "a project card tapped shows the project's whole description at once, and its dialog once the code runs",
    FIXTURE_CONTENT,
    async ({ page }) => {
      const scripts = await gotoWithScriptsHeld(page, at('/post/2023'));
      const cards = page.getByRole('list').first().getByRole('listitem');
      await expect(cards.first()).toBeVisible();
      // A card whose description the card cuts short: its last lines are out of sight.
      const clipped = await cards.evaluateAll((items) =>
        items.findIndex((item) => {
          const description = item.querySelector('[data-clamp]');
          return !!description && description.scrollHeight > description.clientHeight + 1;
        }),
      );
      expect(clipped).toBeGreaterThanOrEqual(0);
      const card = cards.nth(clipped);
      const title = (await card.getByRole('heading').textContent())!;
      await card.getByRole('link', { name: title }).tap();
      await expect
        .poll(() =>
          card.evaluate((item) => {
            const description = item.querySelector('[data-clamp]')!;
            return description.scrollHeight <= description.clientHeight + 1;
          }),
        )
        .toBe(true);
      expect(await hydratedYet(page)).toBe(false);

      await scripts.hydrated();
      await expect(page.getByRole('dialog', { name: title }).getByRole('button', { name: 'Close' })).toBeFocused();
    },
  );
});
