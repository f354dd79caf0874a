/**
 * What the sitemap and the social cards need from the prerendered pages: each page's own
 * address, its canonical link, whether it is kept out of search results, its title and its
 * card, read from the HTML the build wrote (the meta of seo(), src/lib/seo.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { listFiles } from './files.ts';
import { CANONICAL_LINK, decodeHtml, metaTag, NOINDEX_META } from './react-html.ts';

export { decodeHtml };

export interface PageHead {
  /** The route path, such as /blogs/ROS1 ("/" for the home page; undefined for the Not Found page). */
  route: string | undefined;
  title: string;
  canonical: string | undefined;
  noindex: boolean;
  /** The og:image URL. */
  card: string | undefined;
}

const metaContent = (html: string, attribute: string, name: string) => {
  const value = metaTag(attribute, name).exec(html)?.[1];
  return value === undefined ? undefined : decodeHtml(value);
};

export function readPageHead(html: string, route: string | undefined): PageHead {
  const canonical = CANONICAL_LINK.exec(html)?.[1];
  return {
    route,
    title: metaContent(html, 'property', 'og:title') ?? '',
    canonical: canonical === undefined ? undefined : decodeHtml(canonical),
    noindex: NOINDEX_META.test(html),
    card: metaContent(html, 'property', 'og:image'),
  };
}

/** Every prerendered page of the build: the routes under siteDir and the Not Found page (dist/404.html). */
export function readPageHeads(distDir: string, siteDir: string): PageHead[] {
  const pages = listFiles(siteDir, /^index\.html$/).map((file) => {
    const folder = path.relative(siteDir, path.dirname(file)).split(path.sep).join('/');
    return readPageHead(readFileSync(file, 'utf8'), `/${folder}`);
  });
  const notFound = path.join(distDir, '404.html');
  if (existsSync(notFound)) pages.push(readPageHead(readFileSync(notFound, 'utf8'), undefined));
  return pages.sort((a, b) => (a.route ?? '~').localeCompare(b.route ?? '~'));
}
