import { describe, expect, it } from 'vitest';
import { listArticles } from '../../src/content/collections/articles.server.ts';
import { FIXTURE_CONTENT_ROOT } from '../../test/support/bases.ts';
import { readPageHead } from './page-heads.ts';
import { contentDates, renderRobots, renderSitemap, sitemapEntries } from './sitemap.ts';

const siteUrl = 'https://club.example/robotics';
const page = (route: string | undefined, head: string) => readPageHead(`<head>${head}</head>`, route);

describe('the sitemap', () => {
  const pages = [
    page('/', `<link rel="canonical" href="${siteUrl}/"/>`),
    page('/team', `<link rel="canonical" href="${siteUrl}/team"/>`),
    page('/blogs/ROS1', `<link rel="canonical" href="${siteUrl}/blogs/ROS1"/>`),
    // An alias route names its article's address as canonical.
    page('/blogs/IOT4', `<link rel="canonical" href="${siteUrl}/blogs/IOT3"/>`),
    page(undefined, '<meta name="robots" content="noindex"/>'),
  ];
  const dates = new Map([['/blogs/ROS1', '2026-02-01']]);

  it('lists each indexable page by its absolute address under the base path, with its date where it has one', () => {
    expect(sitemapEntries(pages, siteUrl, dates)).toEqual([
      { loc: 'https://club.example/robotics/' },
      { loc: 'https://club.example/robotics/team' },
      { loc: 'https://club.example/robotics/blogs/ROS1', lastmod: '2026-02-01' },
    ]);
  });

  it('leaves out the Not Found page and an alias route that names another canonical page', () => {
    const locs = sitemapEntries(pages, siteUrl, dates).map((entry) => entry.loc);
    expect(locs).not.toContain('https://club.example/robotics/blogs/IOT4');
    expect(locs).toHaveLength(3);
  });

  it('writes the sitemaps.org XML, escaping what would break it', () => {
    const xml = renderSitemap([{ loc: 'https://club.example/a?b=1&c=2', lastmod: '2026-02-01' }]);
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="utf-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    expect(xml).toContain('<loc>https://club.example/a?b=1&amp;c=2</loc>\n    <lastmod>2026-02-01</lastmod>');
  });

  it('dates an article by its last review, and an event by its last day only once it is over', () => {
    const dated = contentDates(FIXTURE_CONTENT_ROOT, '2026-11-23');
    for (const article of listArticles(FIXTURE_CONTENT_ROOT))
      expect(dated.get(`/blogs/${article.slug}`)).toBe(article.reviewed);
    expect(dated.get('/events/roboveda')).toBeUndefined();
    const later = contentDates(FIXTURE_CONTENT_ROOT, '2030-01-01');
    expect(later.get('/events/roboveda')).toBe('2027-02-21');
    expect(later.get('/events/post-induction-25')).toBe('2026-01-25');
  });
});

describe('robots.txt', () => {
  it('lets every crawler in, keeps them out of the content editor and names the sitemap by its absolute address', () => {
    expect(renderRobots(siteUrl)).toBe(
      'User-agent: *\nAllow: /\nDisallow: /robotics/admin/\n\nSitemap: https://club.example/robotics/sitemap.xml\n',
    );
    expect(renderRobots('https://club.example')).toContain('\nDisallow: /admin/\n');
  });
});
