import { lazy, type ComponentType } from 'react';
import { data } from 'react-router';
import type { MDXModule, MDXProps } from 'mdx/types';
import type { Route } from './+types/article';
import { mdxComponents } from '../components/mdx/index.ts';
import { BackLink } from '../components/ui/back-link.tsx';
import { Notice } from '../components/ui/notice.tsx';
import { PageHeader } from '../components/ui/page-header.tsx';
import { buildDay } from '../content/build-date.server.ts';
import { listArticleRoutes } from '../content/collections/articles.server.ts';
import { loadSite } from '../content/collections/site.server.ts';
import { REVIEW_AGE_YEARS } from '../lib/constants.ts';
import { formatDateRange, isReviewDue } from '../lib/dates.ts';
import { siteAddress } from '../lib/base-path.ts';
import { pageMeta } from '../lib/page-meta.ts';
import { articleLd } from '../lib/structured-data.ts';
import prose from '../styles/prose.module.css';
import styles from './article.module.css';
import { contentHref, contentRouteParams } from '../lib/content-routes.ts';
import type { ScriptHandle } from '../lib/page-script.ts';

/**
 * One lazy component per article body, each its own chunk, loaded only on its own page.
 * They are made once, here: a new one on every render would suspend again. While
 * prerendering, the server waits for the body (entry.server.tsx). Followed from a page that has
 * script (search, another article), the body suspends to the boundary around
 * every page (root.tsx), and the navigation (a transition) keeps the previous page until the
 * new one can be shown whole.
 */
const articleBodies: Record<string, ComponentType<MDXProps>> = Object.fromEntries(
  Object.entries(import.meta.glob<MDXModule>('@content/articles/*.mdx')).map(([file, load]) => [
    file.replace(/^.*\/|\.mdx$/g, ''),
    lazy(load),
  ]),
);

export function loader({ pattern }: Route.LoaderArgs) {
  // One route per article (src/routes.ts), made for the slug its pattern holds.
  const slug = contentRouteParams('article', pattern)?.slug;
  const route = listArticleRoutes().find((entry) => entry.slug === slug);
  if (!route) throw data(null, { status: 404 });
  const { article } = route;
  const site = loadSite();
  return {
    slug: article.slug,
    title: article.title,
    category: article.category,
    description: article.description,
    byline: article.byline,
    date: article.date,
    dateText: formatDateRange(article.date),
    readingMinutes: article.readingMinutes,
    reviewed: article.reviewed,
    reviewedText: formatDateRange(article.reviewed),
    reviewDue: isReviewDue(article.reviewed, buildDay(site.timeZone), REVIEW_AGE_YEARS),
    jsonLd: articleLd(article, { name: site.name, siteUrl: siteAddress(site.url, import.meta.env.BASE_URL) }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, ...args }) =>
  pageMeta(args, {
    title: loaderData?.title ?? 'Article',
    description: loaderData?.description ?? '',
    canonicalPath: loaderData ? contentHref('article', { slug: loaderData.slug }) : undefined,
    breadcrumbs: [{ name: 'Blogs', path: '/blogs' }],
    jsonLd: loaderData ? [loaderData.jsonLd] : [],
  });

export const handle: ScriptHandle = { script: 'the Back button returns to the page the visitor came from' };

export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  const { slug, title, category, byline, date, dateText, readingMinutes, reviewed, reviewedText, reviewDue } =
    loaderData;
  const Body = articleBodies[slug];
  if (!Body) throw new Error(`No article body for "${slug}": expected articles/${slug}.mdx in the content folder`);
  return (
    <article className="page">
      <BackLink fallback="/blogs" />
      <PageHeader title={title} eyebrow={category}>
        {byline && <p>{byline}</p>}
        <p className={styles.facts}>
          <time dateTime={date}>{dateText}</time>
          <span aria-hidden="true"> · </span>
          <span>{readingMinutes} min read</span>
          <span aria-hidden="true"> · </span>
          <span>
            Last reviewed <time dateTime={reviewed}>{reviewedText}</time>
          </span>
        </p>
      </PageHeader>
      {reviewDue && (
        <Notice>
          This article was last reviewed more than {REVIEW_AGE_YEARS} years ago. Versions, links and prices may have
          changed since; check them against the official documentation before you rely on them.
        </Notice>
      )}
      <div className={prose.prose}>
        <Body components={mdxComponents} />
      </div>
    </article>
  );
}
