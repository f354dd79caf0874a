/**
 * The /blogs and /robotics pages: a resource list (blogs.yaml, robotics.yaml) shaped for
 * display, with every line the page shows worked out here at build time.
 */
import { formatFileSize } from '../lib/file-size.ts';
import { listArticleRoutes, loadResourceList } from './catalog.server.ts';
import { CONTENT_ROOT, PUBLIC_ROOT } from './load.server.ts';

/** One link of a resource list, in one of three kinds. */
export type ResourceLink =
  /** One of our articles, a route of the site. */
  | { kind: 'article'; title: string; to: string; details: string; note?: string }
  /** A PDF in public/, by its path there ("/pdfs/pid-control.pdf"). */
  | { kind: 'pdf'; title: string; path: string; details: string; note?: string }
  /** A page on another site. */
  | { kind: 'web'; title: string; href: string; details: string; note?: string };

export interface ResourceDomain {
  id: string;
  name: string;
  links: ResourceLink[];
}

export function loadResourcePage(name: 'blogs' | 'robotics', root = CONTENT_ROOT, publicRoot = PUBLIC_ROOT) {
  const list = loadResourceList(name, root, publicRoot);
  const articles = new Map(listArticleRoutes(root).map(({ slug, article }) => [slug, article]));
  const domains: ResourceDomain[] = list.domains.map((domain) => ({
    id: domain.id,
    name: domain.name,
    links: domain.entries.map((entry): ResourceLink => {
      if (entry.type === 'internal') {
        // loadResourceList has checked that the article exists.
        const article = articles.get(entry.slug)!;
        return {
          kind: 'article',
          title: entry.title,
          to: `/blogs/${entry.slug}`,
          details: `${article.category} · ${article.readingMinutes} min read`,
          note: article.description,
        };
      }
      if (entry.pdf) {
        return {
          kind: 'pdf',
          title: entry.title,
          path: entry.url,
          details: `PDF, ${formatFileSize(entry.pdf.bytes)}`,
          note: entry.note,
        };
      }
      return {
        kind: 'web',
        title: entry.title,
        href: entry.url,
        details: new URL(entry.url).hostname,
        note: entry.note,
      };
    }),
  }));
  return { heading: list.heading, intro: list.intro, domains };
}
