import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { setPageDay } from './support/clock.ts';
import { at, expect, test } from './support/fixtures.ts';

// Accessibility does not depend on the base path: the root build is checked.
test.beforeEach(({}, testInfo) => test.skip(testInfo.project.name !== 'root', 'checked on the root build'));
test.use({ allowedConsoleErrors: [/status of 404/] });
// Pages with dates are seen as on the day the e2e builds are built for.
test.beforeEach(({ page }) => setPageDay(page));

/** Opens a page; the fixtures return once it has hydrated and answers clicks. */
async function open(page: Page, path: string) {
  await page.goto(at(path));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

const SCHEMES = ['light', 'dark'] as const;

// Every page, and every template in both schemes at both sizes, is checked by pages.spec.ts;
// this spec checks the states a visitor opens (in dark, by the colour rules alone).
test.describe('Accessibility > states', () => {
  for (const colorScheme of SCHEMES) {
    test(`each menu open, ${colorScheme}`, async ({ page }) => {
      test.slow(); // three axe passes over the home page
      await page.emulateMedia({ colorScheme });
      await open(page, '/');
      for (const menu of ['About', 'Projects', 'Blogs']) {
        const button = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: menu });
        await button.click();
        await expect(button).toHaveAttribute('aria-expanded', 'true');
        await expectNoAxeViolations(page, `with the ${menu} menu open`);
      }
    });

    test(`the small-screen menu open with a submenu, ${colorScheme}`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.emulateMedia({ colorScheme });
      await open(page, '/team');
      await page.getByRole('button', { name: 'Menu' }).click();
      await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Projects' }).click();
      await expectNoAxeViolations(page, 'with the small-screen menu open');
    });

    test(`the slider paused and the map shown, ${colorScheme}`, async ({ page }) => {
      await page.emulateMedia({ colorScheme });
      await page.route('https://www.openstreetmap.org/**', (route) =>
        route.fulfill({
          contentType: 'text/html',
          body: '<!doctype html><html lang="en"><title>Map</title><p>Map</p></html>',
        }),
      );
      await open(page, '/');
      await page.getByRole('button', { name: 'Pause slides' }).click();
      await expect(page.getByRole('button', { name: 'Play slides' })).toBeVisible();
      await page.getByRole('button', { name: /Show map from/ }).click();
      await expect(page.locator('iframe')).toBeVisible();
      await expectNoAxeViolations(page, 'with the slider paused and the map shown');
    });

    test(`the contact form with its errors shown, ${colorScheme}`, async ({ page }) => {
      await page.emulateMedia({ colorScheme });
      await open(page, '/contact');
      await page.getByRole('button', { name: 'Send message' }).click();
      await expect(page.getByRole('heading', { name: 'There is a problem' })).toBeVisible();
      await expectNoAxeViolations(page, 'with the form errors shown');
    });

    test(`the contact form with a draft kept, ${colorScheme}`, async ({ page }) => {
      await page.emulateMedia({ colorScheme });
      await open(page, '/contact');
      await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Asha Rao');
      await expect(page.getByRole('button', { name: 'Discard draft' })).toBeVisible();
      await expectNoAxeViolations(page, 'with a draft kept');
    });

    test(`every event over: the empty Upcoming, Past, and an event page that says it is over, ${colorScheme}`, async ({
      page,
    }) => {
      await setPageDay(page, '2027-03-01');
      await page.emulateMedia({ colorScheme });
      await open(page, '/events');
      await expect(page.getByRole('region', { name: 'Past' })).toBeVisible();
      await expectNoAxeViolations(page, 'with every event over');
      await open(page, '/events/roboveda');
      await expect(page.getByRole('note')).toBeVisible();
      await expectNoAxeViolations(page, 'on an event page once the event is over');
    });

    test(`a note and a project dialog open, ${colorScheme}`, async ({ page }) => {
      test.slow(); // two pages, two axe passes
      await page.emulateMedia({ colorScheme });
      await open(page, '/about');
      await page.getByRole('link', { name: 'Read More: the note from the Founders' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoAxeViolations(page, 'with a note open');
      await open(page, '/post/2023');
      await page.getByRole('main').getByRole('listitem').getByRole('link').first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoAxeViolations(page, 'with a project open');
    });
  }
});

// Rules axe does not hold, as a screen reader meets them in Chromium's accessibility tree.
test.describe('Accessibility > what a screen reader meets', () => {
  for (const path of ['/', '/team']) {
    test(`every card on ${path} is named by its heading`, async ({ page }) => {
      await page.goto(at(path));
      const cards = page.getByRole('article');
      expect(await cards.count()).toBeGreaterThan(0);
      for (const card of await cards.all()) {
        const heading = await card.getByRole('heading').first().innerText();
        await expect(card).toHaveAccessibleName(heading.trim());
      }
    });
  }
});
