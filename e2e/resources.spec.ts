import type { Locator, Page } from '@playwright/test';
import { listArticles } from '../src/content/collections/articles.server.ts';
import { at, expect, ROOT_ONLY, test } from './support/fixtures.ts';

/** The specification's domains, in its order, and how many PDFs each robotics domain has. */
const BLOG_DOMAINS = ['CAD & PCB Design', 'ROS', 'Embedded Systems', 'IoT', 'Deep Learning', 'Image Processing'];
/** blogs.yaml's entries per domain, in the same order, and how many of them are external links. */
const BLOG_ENTRIES = [4, 4, 5, 7, 4, 3];
const BLOG_EXTERNAL_LINKS = 15;
const ROBOTICS_PDFS = { Electronics: 7, Mechanics: 3, Programming: 2 };

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
      await expect(main(page).getByRole('heading', { level: 2 })).toHaveText(BLOG_DOMAINS);
      for (const [index, name] of BLOG_DOMAINS.entries()) {
        await expect(domain(page, name).getByRole('listitem')).toHaveCount(BLOG_ENTRIES[index]!);
      }
      const base = new URL(baseURL!).pathname;
      for (const article of listArticles()) {
        const links = main(page).locator(`a[href="${base}blogs/${article.slug}"]`);
        await expect(links, article.slug).toHaveCount(1);
        await expect(links).toHaveAccessibleName(
          new RegExp(`^${article.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
        );
        await expect(links).not.toHaveAttribute('target');
      }
      // The alias route shows an article that is already listed.
      await expect(main(page).locator(`a[href="${base}blogs/IOT4"]`)).toHaveCount(0);
      const external = main(page).locator('a[target="_blank"]');
      await expect(external).toHaveCount(BLOG_EXTERNAL_LINKS);
      for (const link of await external.all()) {
        await expect(link).toHaveAccessibleName(/\(opens in a new tab\)$/);
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      }
      // On a phone, a title keeps its part number on one line ("ESP-12E", never "ESP-" then "12E").
      const lines = await page.getByRole('link', { name: /ESP-12E board/ }).evaluate((element) => {
        const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
        const range = document.createRange();
        while (walker.nextNode()) {
          const text = walker.currentNode as Text;
          const start = text.data.indexOf('ESP-12E');
          if (start < 0) continue;
          range.setStart(text, start);
          range.setEnd(text, start + 'ESP-12E'.length);
          return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
        }
        return 0;
      });
      expect(lines).toBe(1);
      await domain(page, 'ROS')
        .getByRole('link', { name: /^Introduction to ROS 2/ })
        .click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Introduction to ROS 2 and installing it on Ubuntu',
      );
      await expect(page.getByRole('article').getByRole('heading', { level: 2 }).first()).toBeVisible();

      // /robotics: Electronics, Mechanics and Programming with 7, 3 and 2 PDFs.
      await page.goto(at('/robotics'));
      await expect(main(page).getByRole('heading', { level: 2 })).toHaveText(Object.keys(ROBOTICS_PDFS));
      for (const [name, count] of Object.entries(ROBOTICS_PDFS)) {
        await expect(pdfLinks(domain(page, name)), name).toHaveCount(count);
      }
    },
  );
});
