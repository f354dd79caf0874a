import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { at, expect, ROOT_ONLY, test } from './support/fixtures.ts';
import { GALLERIES, LONG_GALLERY, TAB_DOMAINS } from './support/routes.ts';

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
      for (const { heading, projects } of years) {
        const card = cards.filter({ has: page.getByRole('heading', { name: heading }) });
        await expect(card.getByText(`${projects.length} project${projects.length === 1 ? '' : 's'}`)).toBeVisible();
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
      for (const { path, projects } of GALLERIES) {
        await page.goto(at(path));
        const cards = page.getByRole('main').getByRole('listitem');
        await expect(cards.getByRole('heading', { name: /\S/ }), path).toHaveCount(projects.length);
        await expect(cards.getByRole('img'), path).toHaveCount(projects.length);
        // A description the card cuts short with its code shows whole without it.
        const clamped = await cards
          .locator('[data-clamp]')
          .evaluateAll((all) => all.filter((element) => element.scrollHeight > element.clientHeight + 2).length);
        expect(clamped, `${path}: descriptions cut short`).toBe(0);
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
      await page.goto(at(LONG_GALLERY.path));
      const [project] = LONG_GALLERY.projects.toSorted(
        (a, b) => (b.description ?? '').length - (a.description ?? '').length,
      );
      const card = page.getByRole('main').getByRole('listitem').filter({ hasText: project!.title });
      const description = card.locator('[data-clamp]');
      expect(await description.evaluate((element) => element.scrollHeight > element.clientHeight + 2)).toBe(true);
      await card.getByRole('link').first().click();
      await expect(openDialog(page)).toBeVisible();
      for (const paragraph of await openDialog(page).getByRole('paragraph').all())
        await expect(paragraph).toBeVisible();
      // A short window, as with text zoomed: the dialog scrolls, its close button in view.
      await page.setViewportSize({ width: 390, height: 400 });
      const scrolled = await openDialog(page).evaluate((dialog) => {
        dialog.scrollTop = dialog.scrollHeight;
        return dialog.scrollTop;
      });
      expect(scrolled).toBeGreaterThan(0);
      const close = openDialog(page).getByRole('button', { name: 'Close' });
      await expect(close).toBeInViewport();
      await close.click();
      await expect(openDialog(page)).toBeHidden();
    },
  );
});

// At both bases: opening a dialog pushes its address, which Back takes off.
test.describe('The project dialog', () => {
  // The first gallery of three projects or more, each with its own address and a description.
  const gallery = GALLERIES.find(({ projects }) => projects[2] && projects.every((p) => p.id && p.description))!;
  const [shared, opened] = gallery.projects;
  const address = (hash = '') => new RegExp(`${gallery.path}${hash}$`);

  test('a shared link opens its project with focus inside, Back closes it; a card opens its project and the URL names it, Close returns to the card, the overlay and Escape close it; the page behind stays where it was; changing only the fragment opens that project', async ({
    page,
  }) => {
    await page.goto(at(`${gallery.path}#${shared!.id}`));
    const dialog = openDialog(page);
    await expect(dialog.getByRole('heading', { name: shared!.title })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(address());
    const card = page.getByRole('link', { name: shared!.title, exact: true });
    await expect(card).toBeFocused();
    await card.click();
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(address(`#${shared!.id}`));
    await page.goBack();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(address());
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(gallery.heading);

    const other = page.getByRole('link', { name: opened!.title, exact: true });
    await other.click();
    await expect(dialog.getByRole('heading', { name: opened!.title })).toBeVisible();
    await expect(dialog.getByRole('img')).toBeVisible();
    await expect(dialog).toContainText(opened!.description!.split(/\s+/).slice(0, 6).join(' '));
    await expect(page).toHaveURL(address(`#${opened!.id}`));
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(other).toBeFocused();
    await expect(page).toHaveURL(address());
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
    await expect(page).toHaveURL(address());
    expect(await page.evaluate(() => window.scrollY)).toBe(before);
    await page.mouse.wheel(0, 800);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before);

    // As when a visitor edits the address: a navigation within the page.
    await page.goto(at(`${gallery.path}#${shared!.id}`));
    await expect(
      page.getByRole('dialog', { name: shared!.title }).getByRole('button', { name: 'Close' }),
    ).toBeFocused();
  });
});

const DOMAINS = TAB_DOMAINS.map(({ name }) => name);
// A link names the last domain; a visitor then chooses the second.
const [linked, chosen] = [TAB_DOMAINS.at(-1)!, TAB_DOMAINS[1]!];

// Its keys, clicks and panels in the HTML are component tests (tabs.test.tsx).
test.describe('TAB page', () => {
  test('on a phone, a link with a domain fragment opens that tab; a tab per domain shows whole; choosing one leaves the page where it is, and the skip link keeps it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(at(`/tab#${linked.id}`));
    await expect(page.getByRole('tab', { name: linked.name, exact: true })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: linked.name, exact: true })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(page.getByRole('tab')).toHaveText(DOMAINS);
    for (const domain of DOMAINS)
      await expect(page.getByRole('tab', { name: domain, exact: true })).toBeInViewport({ ratio: 1 });
    const tab = page.getByRole('tab', { name: chosen.name, exact: true });
    await tab.scrollIntoViewIfNeeded();
    const before = await page.evaluate(() => window.scrollY);
    await tab.click();
    await expect(page.getByRole('tabpanel', { name: chosen.name, exact: true })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/tab#${chosen.id}$`));
    expect(await page.evaluate(() => window.scrollY)).toBe(before);
    await page.getByRole('link', { name: 'Skip to main content' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main$/);
    await expect(tab).toHaveAttribute('aria-selected', 'true');
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
