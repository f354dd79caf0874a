import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { parse } from 'yaml';
import { expectNoAxeViolations } from './support/axe.ts';
import { at, expect, ROOT_ONLY, test } from './support/fixtures.ts';
import { ROUTES } from './support/routes.ts';

/** Each gallery year, newest first, and its number of projects, read from its content file. */
const GALLERIES = ROUTES.filter((route) => /^\/(induction|post)\/\d{4}$/.test(route.path)).map((route) => {
  const file = path.resolve(import.meta.dirname, `../src/content/galleries${route.path}.yaml`);
  return { ...route, count: (parse(readFileSync(file, 'utf8')) as { projects: unknown[] }).projects.length };
});

/** Each card of a gallery is a list item whose button opens the project. */
const projectLinks = (page: Page) => page.getByRole('main').getByRole('listitem').getByRole('link');
const openDialog = (page: Page) => page.getByRole('dialog');

test.describe('Project lists', () => {
  test('/induction and /post link to each year, newest first, with its project count', ROOT_ONLY, async ({ page }) => {
    for (const list of ['/induction', '/post']) {
      const years = GALLERIES.filter((gallery) => gallery.path.startsWith(`${list}/`));
      await page.goto(at(list));
      const cards = page.getByRole('main').getByRole('listitem');
      await expect(cards.getByRole('heading', { level: 2 })).toHaveText(years.map(({ heading }) => heading));
      for (const { heading, count } of years) {
        const card = cards.filter({ has: page.getByRole('heading', { name: heading }) });
        await expect(card.getByText(`${count} ${count === 1 ? 'project' : 'projects'}`)).toBeVisible();
      }
      await cards.getByRole('link', { name: years[1]!.heading }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(years[1]!.heading);
    }
  });
});

test.describe('Gallery pages, as their HTML shows them', () => {
  // The cards are in the page's HTML, each titled; pages.spec.ts loads each page with its
  // code, where a hydration that changed them would fail on React's error.
  test.use({ javaScriptEnabled: false });

  test(
    'each year shows exactly its number of projects, each with its title, picture and whole description (its heading: routes.spec.ts)',
    ROOT_ONLY,
    async ({ page }) => {
      for (const gallery of GALLERIES) {
        await page.goto(at(gallery.path));
        const cards = page.getByRole('main').getByRole('listitem');
        await expect(cards.getByRole('heading', { name: /\S/ }), gallery.path).toHaveCount(gallery.count);
        await expect(cards.getByRole('img'), gallery.path).toHaveCount(gallery.count);
        // A description the card cuts short with its code shows whole without it.
        const clamped = await cards
          .locator('[data-clamp]')
          .evaluateAll((all) => all.filter((element) => element.scrollHeight > element.clientHeight + 2).length);
        expect(clamped, `${gallery.path}: descriptions cut short`).toBe(0);
      }
    },
  );
});

test.describe('Gallery pages', () => {
  test(
    'on a phone, a long description is cut short on the card, whole in the dialog, its close button in view to the end',
    ROOT_ONLY,
    async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(at('/post/2023'));
      const description = page.getByRole('main').locator('[data-clamp]');
      expect(await description.evaluate((element) => element.scrollHeight > element.clientHeight + 2)).toBe(true);
      await projectLinks(page).first().click();
      await expect(openDialog(page)).toBeVisible();
      const paragraphs = openDialog(page).getByRole('paragraph');
      expect(await paragraphs.count()).toBeGreaterThan(2);
      for (const paragraph of await paragraphs.all()) await expect(paragraph).toBeVisible();
      const scrolled = await openDialog(page).evaluate((dialog) => {
        dialog.scrollTop = dialog.scrollHeight;
        return dialog.scrollTop;
      });
      expect(scrolled).toBeGreaterThan(1000);
      const close = openDialog(page).getByRole('button', { name: 'Close' });
      await expect(close).toBeInViewport();
      await close.click();
      await expect(openDialog(page)).toBeHidden();
    },
  );
});

// At both bases: opening a dialog pushes its address, which Back takes off.
test.describe('The project dialog', () => {
  test('a shared link opens its project with focus inside, Back closes it; a card opens its project and the URL names it, Close returns to the card, the overlay and Escape close it; the page behind stays where it was; changing only the fragment opens that project', async ({
    page,
  }) => {
    await page.goto(at('/induction/2024#rfid-attendance-system'));
    const dialog = openDialog(page);
    await expect(dialog.getByRole('heading', { name: 'RFID Attendance System' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/induction\/2024$/);
    const rfid = page.getByRole('link', { name: 'RFID Attendance System' });
    await expect(rfid).toBeFocused();
    await rfid.click();
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/induction\/2024#rfid-attendance-system$/);
    await page.goBack();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/induction\/2024$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Induction 2024');

    const card = page.getByRole('link', { name: 'Mini Sumo Bot' });
    await card.click();
    await expect(dialog.getByRole('heading', { name: 'Mini Sumo Bot' })).toBeVisible();
    await expect(dialog.getByRole('img')).toBeVisible();
    await expect(dialog).toContainText('mini sumo');
    await expect(page).toHaveURL(/\/induction\/2024#mini-sumo-bot$/);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(card).toBeFocused();
    await expect(page).toHaveURL(/\/induction\/2024$/);
    await projectLinks(page).nth(2).click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(5, 400);
    await expect(dialog).toBeHidden();

    // Opening a dialog, the wheel over it and closing it leave the page behind where it was.
    const second = projectLinks(page).nth(1);
    await second.scrollIntoViewIfNeeded();
    const before = await page.evaluate(() => window.scrollY);
    await second.click();
    await expect(dialog).toBeVisible();
    await page.mouse.move(5, 400);
    await page.mouse.wheel(0, 800);
    // Let the wheel's scroll, if any, reach the page: two frames.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await page.evaluate(() => window.scrollY)).toBe(before);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    // Closed once the address has gone Back to the gallery's own.
    await expect(page).toHaveURL(/\/induction\/2024$/);
    expect(await page.evaluate(() => window.scrollY)).toBe(before);
    await page.mouse.wheel(0, 800);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before);

    // As when a visitor edits the address: a navigation within the page.
    await page.goto(at('/induction/2024#rfid-attendance-system'));
    await expect(
      page.getByRole('dialog', { name: 'RFID Attendance System' }).getByRole('button', { name: 'Close' }),
    ).toBeFocused();
  });
});

const DOMAINS = ['CAD & PCB', 'ROS', 'Embedded', 'IoT', 'Deep Learning', 'Image Processing'];

// Its keys, clicks and panels in the HTML are component tests (tabs.test.tsx).
test.describe('TAB page', () => {
  test('on a phone, a link with a domain fragment opens that tab; a tab per domain shows whole; choosing one leaves the page where it is, and the skip link keeps it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(at('/tab#deep-learning'));
    await expect(page.getByRole('tab', { name: 'Deep Learning' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'Deep Learning' })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(page.getByRole('tab')).toHaveText(DOMAINS);
    for (const domain of DOMAINS) await expect(page.getByRole('tab', { name: domain })).toBeInViewport({ ratio: 1 });
    const ros = page.getByRole('tab', { name: 'ROS' });
    await ros.scrollIntoViewIfNeeded();
    const before = await page.evaluate(() => window.scrollY);
    await ros.click();
    await expect(page.getByRole('tabpanel', { name: 'ROS' })).toBeVisible();
    await expect(page).toHaveURL(/\/tab#ros$/);
    expect(await page.evaluate(() => window.scrollY)).toBe(before);
    await page.getByRole('link', { name: 'Skip to main content' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main$/);
    await expect(ros).toHaveAttribute('aria-selected', 'true');
  });

  test('passes axe on every tab', ROOT_ONLY, async ({ page }) => {
    test.slow();
    await page.goto(at('/tab'));
    for (const domain of DOMAINS) {
      await page.getByRole('tab', { name: domain, exact: true }).click();
      await expect(page.getByRole('tabpanel', { name: domain, exact: true })).toBeVisible();
      await expectNoAxeViolations(page, `on the ${domain} tab`);
    }
  });
});
