/**
 * The article feed, feed.xml: RSS 2.0 with one item per article (an alias route is the
 * same article, so it is not listed again), newest first, every link the canonical URL
 * built from site.yaml's `url` and the base path, as the pages' <link rel="canonical"> are.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { listArticles } from '../../src/content/collections/articles.server.ts';
import { loadSite } from '../../src/content/collections/site.server.ts';
import { CONTENT_ROOT } from '../../src/content/load.server.ts';
import { siteAddress } from '../../src/lib/base-path.ts';
import { escapeXml } from './xml.ts';

/** The file name, beside the home page; root.tsx links it from every page. */
export const FEED_FILE = 'feed.xml';

/** "2025-05-12" -> "Mon, 12 May 2025 00:00:00 GMT", the date format RSS asks for. */
const rssDate = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`).toUTCString();

export function renderFeed(basePath = '/', root = CONTENT_ROOT): { xml: string; items: number } {
  const site = loadSite(root);
  const address = siteAddress(site.url, basePath);
  const articles = [...listArticles(root)].sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
  const items = articles.map((article) => {
    const link = `${address}/blogs/${article.slug}`;
    return [
      '    <item>',
      `      <title>${escapeXml(article.title)}</title>`,
      `      <link>${escapeXml(link)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
      `      <description>${escapeXml(article.description)}</description>`,
      `      <category>${escapeXml(article.category)}</category>`,
      `      <pubDate>${rssDate(article.date)}</pubDate>`,
      '    </item>',
    ].join('\n');
  });
  // The newest article's date, not the build time, so the same content gives the same file.
  const updated = articles[0] ? `\n    <lastBuildDate>${rssDate(articles[0].date)}</lastBuildDate>` : '';
  const xml = `<?xml version="1.0" encoding="utf-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeXml(`${site.name}: articles`)}</title>
    <link>${escapeXml(`${address}/blogs`)}</link>
    <description>${escapeXml(`Tutorials written by members of the ${site.name}.`)}</description>
    <language>en</language>
    <atom:link href="${escapeXml(`${address}/${FEED_FILE}`)}" rel="self" type="application/rss+xml"/>${updated}
${items.join('\n')}
  </channel>
</rss>
`;
  return { xml, items: items.length };
}

/** Writes feed.xml into the site folder of the build (dist/ or dist/<base>/). */
export function writeFeed(siteDir: string, basePath: string, root = CONTENT_ROOT): number {
  const { xml, items } = renderFeed(basePath, root);
  writeFileSync(path.join(siteDir, FEED_FILE), xml);
  return items;
}
