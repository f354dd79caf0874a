import type { Locator, Page } from '@playwright/test';
import { at, expect, ROOT_ONLY, test } from './support/fixtures.ts';
import { ARTICLES, resources, titleOf } from './support/routes.ts';

const blogs = resources('blogs.yaml');
const robotics = resources('robotics.yaml');
const listed = new Set(
  blogs.flatMap(({ entries }) => entries.flatMap((entry) => ('slug' in entry ? [entry.slug] : []))),
);
/** An article no domain lists shows under "More articles", last. */
const unlisted = ARTICLES.filter(({ slug, aliases }) => ![slug, ...aliases].some((route) => listed.has(route)));

const main = (page: Page) => page.getByRole('main');
const domain = (page: Page, name: string) => main(page).getByRole('region', { name, exact: true });
/** A link to a PDF names its type and size: "Gears and torque PDF, 21 KB (opens in a new tab)". */
const pdfLinks = (scope: Locator) => scope.getByRole('link', { name: /PDF, \d+ KB/ });

test.describe('/blogs and /robotics', () => {
  test(
    '/blogs groups every article once and the other resources by domain; other sites and PDFs open in a new tab; a title opens its article; /robotics has its PDFs by subject',
    ROOT_ONLY,
    async ({ page, baseURL }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(at('/blogs'));
      const domains = [...blogs, ...(unlisted.length > 0 ? [{ name: 'More articles', entries: unlisted }] : [])];
      await expect(main(page).getByRole('heading', { level: 2 })).toHaveText(domains.map(({ name }) => name));
      for (const { name, entries } of domains) {
        await expect(domain(page, name).getByRole('listitem')).toHaveCount(entries.length);
      }
      const base = new URL(baseURL!).pathname;
      for (const article of ARTICLES) {
        const links = main(page).locator(`a[href="${base}blogs/${article.slug}"]`);
        await expect(links, article.slug).toHaveCount(1);
        await expect(links).not.toHaveAttribute('target');
      }
      // An alias route shows an article that is already listed.
      for (const alias of ARTICLES.flatMap(({ aliases }) => aliases))
        await expect(main(page).locator(`a[href="${base}blogs/${alias}"]`)).toHaveCount(0);
      const external = main(page).locator('a[target="_blank"]');
      await expect(external).toHaveCount(
        blogs.flatMap(({ entries }) => entries).filter(({ type }) => type === 'external').length,
      );
      for (const link of await external.all()) {
        await expect(link).toHaveAccessibleName(/\(opens in a new tab\)$/);
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      }
      // On a phone, a title keeps a part number on one line ("ESP-12E", never "ESP-" then "12E").
      const split = await main(page).evaluate((element) => {
        const broken: string[] = [];
        const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
        const range = document.createRange();
        while (walker.nextNode()) {
          const text = walker.currentNode as Text;
          if (!text.parentElement?.closest('a')) continue;
          for (const { 0: token, index } of text.data.matchAll(/[A-Za-z0-9]+(?:-[A-Za-z0-9]+)+/g)) {
            if (!/\d/.test(token)) continue;
            range.setStart(text, index);
            range.setEnd(text, index + token.length);
            if (new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size > 1) broken.push(token);
          }
        }
        return broken;
      });
      expect(split).toEqual([]);
      // A title opens its article.
      const { name, entries } = blogs.find(({ entries }) => entries.some(({ type }) => type === 'internal'))!;
      const entry = entries.find((entry) => entry.type === 'internal')!;
      await domain(page, name)
        .getByRole('link', { name: entry.title ?? titleOf(entry.slug) })
        .click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(titleOf(entry.slug));
      await expect(page.getByRole('article').getByRole('heading', { level: 2 }).first()).toBeVisible();

      // /robotics: its subjects, each with its PDFs.
      await page.goto(at('/robotics'));
      await expect(main(page).getByRole('heading', { level: 2 })).toHaveText(robotics.map(({ name }) => name));
      for (const { name, entries } of robotics) {
        const pdfs = entries.filter((entry) => entry.type === 'external' && entry.url.endsWith('.pdf'));
        await expect(pdfLinks(domain(page, name)), name).toHaveCount(pdfs.length);
      }
    },
  );
});
