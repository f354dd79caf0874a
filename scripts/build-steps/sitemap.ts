/**
 * sitemap.xml and robots.txt, written at build time beside the home page. The sitemap lists
 * every prerendered page a search engine should index: not the Not Found page (noindex), not
 * an alias route whose canonical link names another page. Addresses are absolute, site.yaml's
 * `url` with the base path, as the pages' canonical links are. `lastmod` comes from the
 * content where it has a date: an article's last review, an event's last day once it is over
 * (the page then says so); never the build time, so the same content gives the same file.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildDay } from '../../src/content/build-date.server.ts';
import { listArticles } from '../../src/content/collections/articles.server.ts';
import { loadEvents } from '../../src/content/collections/events.server.ts';
import { loadSite } from '../../src/content/collections/site.server.ts';
import { CONTENT_ROOT } from '../../src/content/load.server.ts';
import { contentHref } from '../../src/lib/content-routes.ts';
import type { PageHead } from './page-heads.ts';
import { escapeXml } from './xml.ts';

export const SITEMAP_FILE = 'sitemap.xml';
export const ROBOTS_FILE = 'robots.txt';

/** The day each dated page last changed, by route path. */
export function contentDates(root = CONTENT_ROOT, today = buildDay(loadSite(root).timeZone)): Map<string, string> {
  const dates = new Map<string, string>();
  for (const article of listArticles(root)) {
    dates.set(contentHref('article', { slug: article.slug }), article.reviewed);
  }
  for (const event of loadEvents(root).events) {
    const lastDay = event.endDate ?? event.date;
    if (lastDay <= today) dates.set(contentHref('event', { slug: event.slug }), lastDay);
  }
  return dates;
}

export interface SitemapEntry {
  loc: string;
  lastmod?: string;
}

/** A route's absolute address: "https://club.example/robotics" + "/team". */
const pageAddress = (siteUrl: string, route: string) => siteUrl + (route === '/' ? '/' : route);

/** A page search engines (and the site search) should find: its own canonical page, not noindex. */
export function isIndexable(page: PageHead, siteUrl: string): page is PageHead & { route: string } {
  return page.route !== undefined && !page.noindex && page.canonical === pageAddress(siteUrl, page.route);
}

/** The pages to index: those whose canonical link is their own address and that are not noindex. */
export function sitemapEntries(pages: PageHead[], siteUrl: string, dates: Map<string, string>): SitemapEntry[] {
  return pages.flatMap((page) => {
    if (!isIndexable(page, siteUrl)) return [];
    const loc = pageAddress(siteUrl, page.route);
    const lastmod = dates.get(page.route);
    return [lastmod ? { loc, lastmod } : { loc }];
  });
}

export function renderSitemap(entries: SitemapEntry[]): string {
  const urls = entries.map((entry) =>
    [
      '  <url>',
      `    <loc>${escapeXml(entry.loc)}</loc>`,
      ...(entry.lastmod ? [`    <lastmod>${entry.lastmod}</lastmod>`] : []),
      '  </url>',
    ].join('\n'),
  );
  return `<?xml version="1.0" encoding="utf-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls.join('\n')}
</urlset>
`;
}

/**
 * Every crawler may read every page, not the content editor (/admin/ under the base path,
 * scripts/build-steps/cms.ts); the sitemap is named by its absolute address.
 */
export const renderRobots = (siteUrl: string) =>
  `User-agent: *\nAllow: /\nDisallow: ${new URL(siteUrl).pathname.replace(/\/$/, '')}/admin/\n\nSitemap: ${siteUrl}/${SITEMAP_FILE}\n`;

/** Writes sitemap.xml and robots.txt into the site folder of the build; returns how many pages the sitemap lists. */
export function writeSitemap(siteDir: string, pages: PageHead[], siteUrl: string, root = CONTENT_ROOT): number {
  const entries = sitemapEntries(pages, siteUrl, contentDates(root));
  writeFileSync(path.join(siteDir, SITEMAP_FILE), renderSitemap(entries));
  writeFileSync(path.join(siteDir, ROBOTS_FILE), renderRobots(siteUrl));
  return entries.length;
}
