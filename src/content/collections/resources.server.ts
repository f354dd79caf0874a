/**
 * The /blogs and /robotics pages: a resource list (blogs.yaml, robotics.yaml) shaped for
 * display, with every line the page shows worked out here at build time.
 */
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { formatFileSize } from '../../lib/file-size.ts';
import { contentHref } from '../../lib/content-routes.ts';
import { ContentError } from '../content-error.ts';
import { CONTENT_ROOT, PUBLIC_ROOT, readData } from '../load.server.ts';
import { resourceListSchema } from '../schemas/resources.ts';
import { listArticleRoutes } from './articles.server.ts';

export interface PdfInfo {
  bytes: number;
}

/** blogs.yaml or robotics.yaml, with internal links checked against the articles and PDFs against public/. */
export function loadResourceList(name: 'blogs' | 'robotics', root = CONTENT_ROOT, publicRoot = PUBLIC_ROOT) {
  const file = `${name}.yaml`;
  const list = readData(file, resourceListSchema, root);
  const routes = new Map(listArticleRoutes(root).map((route) => [route.slug, route.article]));
  const problems: string[] = [];
  const domains = list.domains.map((domain, d) => ({
    ...domain,
    entries: domain.entries.map((entry, e) => {
      const where = `${file} > domains[${d}] ("${domain.name}") > entries[${e}]`;
      if (entry.type === 'internal') {
        const article = routes.get(entry.slug);
        if (!article)
          problems.push(`${where} > slug: no article "${entry.slug}"; add articles/${entry.slug}.mdx or fix the slug`);
        return { type: 'internal' as const, slug: entry.slug, title: entry.title ?? article?.title ?? entry.slug };
      }
      if (!entry.url.startsWith('/')) return { ...entry, pdf: undefined };
      const absolute = path.join(publicRoot, entry.url);
      if (!existsSync(absolute)) {
        problems.push(`${where} > url: file public${entry.url} not found; add the PDF there or fix the path`);
        return { ...entry, pdf: undefined };
      }
      return { ...entry, pdf: { bytes: statSync(absolute).size } satisfies PdfInfo };
    }),
  }));
  if (problems.length > 0) throw new ContentError(problems);
  return { ...list, domains };
}

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
          to: contentHref('article', { slug: entry.slug }),
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
