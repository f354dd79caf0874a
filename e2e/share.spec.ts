import { ALL_PAGES } from './support/all-routes.ts';
import { ARTICLES, CONTENT_PAGES, site } from './support/routes.ts';
import { at, expect, test } from './support/fixtures.ts';
import { elementsOf } from './support/html.ts';
import { metaContent, onTestServer, siteAddressOf } from './support/page-head.ts';

/** What search engines, link previews and a browser first read, as served: requests only, no page is rendered. */
type Thing = Record<string, unknown> & { '@type'?: string };

const ofType = (things: Thing[], type: string) => things.filter((thing) => thing['@type'] === type);

const aliases = new Set(ARTICLES.flatMap((article) => article.aliases));
const isAlias = (path: string) => aliases.has(path.replace(/^\/blogs\//, ''));
const NESTED = /^\/(induction|post)\/\d{4}$|^\/blogs\/|^\/events\/|^\/team\/\d{4}-\d{2}$/;

test.describe('Every page as served', () => {
  for (const page of ALL_PAGES) {
    const heading = CONTENT_PAGES.find(({ path }) => path === page.path)?.heading ?? 'Page not found';
    test(`${page.name} (${page.path}) answers ${page.status} with its title, description, heading and images of known size with alt text in its HTML, and names its PNG card by absolute URL, served, with its own JSON-LD`, async ({
      request,
      baseURL,
    }) => {
      const response = await request.get(at(page.path), { maxRedirects: 0 });
      expect([response.status(), response.headers()['content-type']]).toEqual([
        page.status,
        'text/html; charset=utf-8',
      ]);
      const html = await response.text();
      const elements = elementsOf(html);
      const first = (tag: string) => elements.find((element) => element.tag === tag);
      // The club name follows the page's own title, unless that would make it too long to show.
      expect([heading, `${heading} | ${site.name}`]).toContain(first('title')?.text);
      expect(metaContent(html, 'description')?.length).toBeGreaterThanOrEqual(40);
      expect([first('h1')?.text, first('main')?.attrs.id, first('footer')?.tag]).toEqual([heading, 'main', 'footer']);
      expect(elements.filter(({ tag }) => tag === 'nav').map(({ attrs }) => attrs['aria-label'])).toContain('Main');
      for (const { attrs } of elements.filter(({ tag }) => tag === 'img')) {
        expect(`${attrs.width}x${attrs.height} ${typeof attrs.alt}`, attrs.src).toMatch(/^\d+x\d+ string$/);
      }
      const address = siteAddressOf(baseURL!);

      const card = metaContent(html, 'og:image');
      // Its size, alt text and card type come with it from seo() (seo.test.ts).
      expect(card).toMatch(new RegExp(`^${address.replace(/[.]/g, '\\.')}/social-cards/.+\\.png$`));
      // Not Found's card is its own, not the last page's the host served.
      if (page.status === 404) expect(card).toMatch(/\/social-cards\/not-found\.png$/);
      // Served as a PNG; its size in pixels and bytes is a unit test (social-cards.test.ts).
      const image = await request.get(onTestServer(card!, baseURL!));
      expect([image.status(), image.headers()['content-type']]).toEqual([200, 'image/png']);

      const things = elements
        .filter(({ tag, attrs }) => tag === 'script' && attrs.type === 'application/ld+json')
        .map(({ text }) => JSON.parse(text) as Thing);
      if (page.path === '/') {
        const [organization] = ofType(things, 'Organization');
        expect(organization).toMatchObject({ name: site.name, url: `${address}/` });
        const logo = await request.get(onTestServer(String(organization!.logo), baseURL!));
        expect([logo.status(), logo.headers()['content-type']]).toEqual([200, 'image/png']);
      }
      // Each type's properties are unit tests (src/lib/structured-data.test.ts); here, that each page has its own.
      if (page.path.startsWith('/blogs/')) expect(ofType(things, 'Article')).toHaveLength(1);
      if (page.path.startsWith('/events/')) expect(ofType(things, 'Event')).toHaveLength(1);
      const breadcrumbs = ofType(things, 'BreadcrumbList');
      expect(breadcrumbs).toHaveLength(NESTED.test(page.path) ? 1 : 0);
      // The trail's items are a unit test (seo.test.ts); here, that it ends at the page's canonical address.
      if (breadcrumbs.length > 0) {
        const items = breadcrumbs[0]!.itemListElement as Thing[];
        const canonical = elements.find(({ tag, attrs }) => tag === 'link' && attrs.rel === 'canonical');
        expect(items.at(-1)!.item).toBe(canonical?.attrs.href);
      }
    });
  }
});

test.describe('Sitemap', () => {
  // Its XML and robots.txt naming it: sitemap.test.ts; robots.txt served at both bases: admin.spec.ts.
  test('sitemap.xml lists exactly the indexable pages by absolute URL under the base', async ({ request, baseURL }) => {
    const response = await request.get(at('/sitemap.xml'));
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/xml/);
    const xml = await response.text();
    const listed = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!).sort();
    const address = siteAddressOf(baseURL!);
    // The search page is noindex: a page of results is not a page to be found by.
    const expected = ALL_PAGES.filter((page) => page.status === 200 && !isAlias(page.path) && page.path !== '/search')
      .map((page) => address + (page.path === '/' ? '/' : page.path))
      .sort();
    expect(listed).toEqual(expected);
    // An article dated by its last review.
    const { slug, reviewed } = ARTICLES[0]!;
    expect(xml).toContain(`/blogs/${slug}</loc>\n    <lastmod>${reviewed}</lastmod>`);
  });
});
