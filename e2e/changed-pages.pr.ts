import { routePaths } from '../scripts/build-steps/route-paths.ts';
import { at, expect, test } from './support/fixtures.ts';

/**
 * The pages a pull request adds or changes (PR_PAGES, a JSON list that scripts/test-pr.ts
 * works out from the diff; every page without it): each loads without a console error (the
 * fixture fails the test on one), and every link, image, video and PDF of its own resolves
 * with 200 and no redirect, and a link to a place (#id) finds it on its page. Links to other sites are left to `npm run check:links`.
 */
const pages: string[] = process.env.PR_PAGES ? (JSON.parse(process.env.PR_PAGES) as string[]) : routePaths();

test.describe('A page the change touches', () => {
  test('the list of pages is known', () => {
    const known = routePaths();
    for (const page of pages) expect(known, page).toContain(page);
  });

  for (const route of pages) {
    test(`${route} loads without a console error, and its links and media resolve`, async ({
      page,
      request,
      baseURL,
    }, testInfo) => {
      // What the pull-request summary lists (scripts/test-pr.ts reads these notes), every one of them.
      const note = (type: string, description: string) => testInfo.annotations.push({ type, description });
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text()))
          note('security policy', `on \`${route}\`: ${message.text()}`);
      });
      const response = await page.goto(at(route));
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const origin = new URL(baseURL!).origin;
      const addresses = await page.evaluate(() => {
        const found: string[] = [];
        const add = (value: string | null) => value && found.push(new URL(value, document.baseURI).href);
        for (const link of document.querySelectorAll('a[href], link[href]')) add(link.getAttribute('href'));
        for (const media of document.querySelectorAll('img, video, source, audio, iframe')) {
          add(media.getAttribute('src'));
          add(media.getAttribute('poster'));
          for (const candidate of (media.getAttribute('srcset') ?? '').split(','))
            add(candidate.trim().split(/\s+/)[0] ?? null);
        }
        return found;
      });
      const own = [
        ...new Set(addresses.filter((address) => address.startsWith(origin)).map((address) => address.split('#')[0]!)),
      ];
      expect(own.length, route).toBeGreaterThan(5);
      const heading = await page.getByRole('heading', { level: 1 }).innerText();
      const dead: string[] = [];
      for (const address of own) {
        const status = (await request.get(address, { maxRedirects: 0 })).status();
        if (status === 200) continue;
        const shown = address.slice(origin.length);
        dead.push(shown);
        note('dead link', `on \`${route}\` (“${heading}”): \`${shown}\` answers ${status}`);
      }
      // A link to a place on a page (/achievement#achievement-2026-…): that page has an element of that id.
      const places = addresses.filter((address) => address.startsWith(origin) && /#./.test(address));
      for (const address of new Set(places)) {
        const [target, id] = address.split('#') as [string, string];
        if ((await (await request.get(target)).text()).includes(`id="${decodeURIComponent(id)}"`)) continue;
        const shown = address.slice(origin.length);
        dead.push(shown);
        note('dead link', `on \`${route}\` (“${heading}”): \`${shown}\` leads to no place of that id on its page`);
      }
      expect(dead, `dead links on ${route}`).toEqual([]);
    });
  }
});
