import { LinkChecker, type LinkResult } from 'linkinator';
import { ALL_PAGES } from './support/all-routes.ts';
import { expect, test } from './support/fixtures.ts';

/**
 * Every link, fragment, image (with its srcset), video, script, stylesheet, font and PDF of
 * every page resolves through nginx, at this project's base: linkinator, seeded with every
 * page and following what it finds on the site. Redirects count as broken: no first-view
 * request should need one. Links to other sites are listed in the report, not fetched (the
 * build machine may be offline).
 */
test('Links > every page, asset and #fragment of the site resolves, without redirects', async ({
  baseURL,
}, testInfo) => {
  test.setTimeout(240_000);
  const base = new URL(baseURL!);
  const seeds = ALL_PAGES.filter((page) => page.status === 200).map((page) => new URL(page.path.slice(1), base).href);
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
