import { LinkChecker, type LinkResult } from 'linkinator';
import { ALL_PAGES } from './support/all-routes.ts';
import { expect, test } from './support/fixtures.ts';
import { metaContent, onTestServer } from './support/page-head.ts';

/**
 * Every link, fragment, image (with its srcset), video, script, stylesheet, font and PDF of
 * every page resolves through nginx, at this project's base: linkinator, seeded with every
 * page and following what it finds on the site. Redirects count as broken: no first-view
 * request should need one. Links to other sites are listed in the report, not fetched (the
 * build machine may be offline). The sitemap, every address it lists and every page's social
 * card (og:image) are seeds too: they are absolute URLs on the site's public address, which
 * the crawl would skip, so they are checked at the same path on the test server.
 */
test('Links > every page, asset and #fragment of the site resolves, without redirects', async ({
  baseURL,
}, testInfo) => {
  test.setTimeout(240_000);
  const base = new URL(baseURL!);
  const pages = ALL_PAGES.filter((page) => page.status === 200).map((page) => new URL(page.path.slice(1), base).href);
  const sitemap = new URL('sitemap.xml', base).href;
  const listed = [...(await (await fetch(sitemap)).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) =>
    onTestServer(match[1]!, base.href),
  );
  const cards = await Promise.all(
    pages.map(async (page) => onTestServer(metaContent(await (await fetch(page)).text(), 'og:image')!, base.href)),
  );
  const seeds = [...new Set([...pages, sitemap, ...listed, ...cards])];
  const result = await new LinkChecker().check({
    path: seeds,
    recurse: true,
    checkFragments: true,
    checkCss: true,
    redirects: 'error',
    concurrency: 8,
    linksToSkip: async (link) => !link.startsWith(base.href),
  });

  const external = [...new Set(result.links.filter((link) => link.state === 'SKIPPED').map((link) => link.url))].sort();
  await testInfo.attach('external links (for a manual check)', {
    body: external.join('\n'),
    contentType: 'text/plain',
  });

  const describe = (link: LinkResult) =>
    `${link.url} (${link.status ?? 'no answer'}) on ${link.parent ?? 'the seed list'}`;
  const broken = result.links.filter((link) => link.state === 'BROKEN').map(describe);
  expect(broken, 'broken links').toEqual([]);
  const checked = result.links.filter((link) => link.state === 'OK').length;
  expect(checked, 'links checked').toBeGreaterThan(ALL_PAGES.length * 10);
});
