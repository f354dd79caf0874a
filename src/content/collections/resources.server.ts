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
import { listArticleRoutes, listArticles, type ArticleEntry } from './articles.server.ts';

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

/** An article as a resource list shows it: its domain and reading time, then its description. */
const articleLink = (slug: string, title: string, article: ArticleEntry): ResourceLink => ({
  kind: 'article',
  title,
  to: contentHref('article', { slug }),
  details: `${article.category} · ${article.readingMinutes} min read`,
  note: article.description,
});

/**
 * The page of a resource list. On /blogs, an article no domain lists yet (one just added in
 * the editor) shows all the same, under "More articles" at the end, until it is given a domain.
 */
export function loadResourcePage(name: 'blogs' | 'robotics', root = CONTENT_ROOT, publicRoot = PUBLIC_ROOT) {
  const list = loadResourceList(name, root, publicRoot);
  const articles = new Map(listArticleRoutes(root).map(({ slug, article }) => [slug, article]));
  const domains: ResourceDomain[] = list.domains.map((domain) => ({
    id: domain.id,
    name: domain.name,
    links: domain.entries.map((entry): ResourceLink => {
      // loadResourceList has checked that the article exists.
      if (entry.type === 'internal') return articleLink(entry.slug, entry.title, articles.get(entry.slug)!);
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
  const listed = new Set(
    list.domains.flatMap(({ entries }) =>
      entries.map((entry) => (entry.type === 'internal' ? articles.get(entry.slug)?.slug : undefined)),
    ),
  );
  const unlisted = name === 'blogs' ? listArticles(root).filter(({ slug }) => !listed.has(slug)) : [];
  if (unlisted.length > 0)
    domains.push({
      id: 'more-articles',
      name: 'More articles',
      links: unlisted.map((article) => articleLink(article.slug, article.title, article)),
    });
  return { heading: list.heading, intro: list.intro, domains };
}
