import type { Page } from '@playwright/test';
import { ALL_PAGES } from './support/all-routes.ts';
import { at, expect, test } from './support/fixtures.ts';
import { elementsOf } from './support/html.ts';
import { ABOUT_ROLES, data, TAB_DOMAINS } from './support/routes.ts';

/**
 * Every page that ships script, and why: the `handle` of its route (src/lib/page-script.ts).
 * Every other page ships none, so giving a page script means adding it here.
 */
const PAGES_WITH_SCRIPT: [RegExp, string][] = [
  [/^\/$/, 'the slider turns its slides by itself, and pauses'],
  [/^\/about$/, 'the four notes open as modal dialogs, from the card and from a link'],
  [/^\/(induction|post)\/\d{4}$/, 'the project cards open as modal dialogs, from the card and from a link'],
  [/^\/tab$/, 'the domains are tabs (arrow keys), and their projects open as modal dialogs'],
  [/^\/blogs\/[^/]+$/, 'the Back button returns to the page the visitor came from'],
  [/^\/contact$/, 'the contact form sends the message'],
  [/^\/search$/, 'the search runs in the browser'],
  [/^\/no\/such\/page$/, '"Did you mean" reads the address the visitor typed'],
];

test('Pages > ship script only for a feature that needs it, each named here with its reason', async ({ request }) => {
  const shipping: string[] = [];
  for (const { path } of ALL_PAGES) {
    const html = await (await request.get(at(path))).text();
    // A script element that runs: any but a data block (JSON-LD).
    const scripts = elementsOf(html, 'script').filter(
      ({ attrs }) => !/^application\/(ld\+)?json$/.test(attrs.type ?? ''),
    );
    if (scripts.length > 0) {
      shipping.push(path);
      expect(
        scripts.some(({ attrs }) => attrs.type === 'module'),
        `${path}: hydrates`,
      ).toBe(true);
    } else expect(html, `${path}: no module preload without script`).not.toContain('modulepreload');
  }
  const listed = ALL_PAGES.map(({ path }) => path).filter((path) =>
    PAGES_WITH_SCRIPT.some(([pattern]) => pattern.test(path)),
  );
  expect(shipping).toEqual(listed);
});

/** The menu journey of a page that runs no script: About's menu opens on hover, and its Team link works. */
async function menuToTeam(page: Page, from: string) {
  await page.goto(at(from));
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: 'About' }).hover();
  await nav.getByRole('link', { name: 'Team' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Team');
}

test('Pages without script > the menus open on hover and their links work, with JavaScript on', async ({ page }) => {
  await menuToTeam(page, '/achievement');
});

test.describe('Without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("every TAB panel is readable, one after another, also at a tab's address; the four notes in full", async ({
    page,
  }) => {
    await page.goto(at(`/tab#${TAB_DOMAINS.at(-1)!.id}`));
    await expect(page.getByRole('tabpanel')).toHaveCount(TAB_DOMAINS.length);
    for (const panel of await page.getByRole('tabpanel').all()) await expect(panel).toBeVisible();
    await page.goto(at('/about'));
    for (const role of ABOUT_ROLES) {
      await expect(page.getByRole('heading', { name: `A note from the ${role}` })).toBeVisible();
    }
  });

  test('the menus open on hover and their links work', async ({ page }) => menuToTeam(page, '/'));

  // Gallery cards, their titles and whole descriptions: projects.spec.ts.
  test('Join and Sponsor are whole: the year, every answer and the ways to write', async ({ page }) => {
    await page.goto(at('/join'));
    // A heading per step of the first year, as join.yaml lists them.
    await expect(page.getByRole('heading', { level: 3 })).toHaveCount((data('join.yaml').timeline as unknown[]).length);
    const questions = page.getByRole('group');
    expect(await questions.count()).toBeGreaterThan(2);
    await questions.first().getByText(/\?$/).click();
    await expect(questions.first().getByRole('paragraph')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Write to us about joining' })).toBeVisible();

    await page.goto(at('/sponsor'));
    await expect(page.getByRole('heading', { level: 3, name: 'Gold' })).toBeVisible();
    await expect(page.getByRole('link', { name: /sponsorship deck/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'send us a message about sponsorship' })).toBeVisible();
  });
});
