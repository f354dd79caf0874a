import { lazy, Suspense, useState, type ComponentType } from 'react';
import { data } from 'react-router';
import type { MDXModule, MDXProps } from 'mdx/types';
import type { Route } from './+types/article';
import { mdxComponents } from '../components/mdx/index.ts';
import { BackLink } from '../components/ui/back-link.tsx';
import { PageHeader } from '../components/ui/page-header.tsx';
import { listArticleRoutes } from '../content/catalog.server.ts';
import { formatDateRange } from '../lib/dates.ts';
import { pageMeta } from '../lib/page-meta.ts';
import prose from '../styles/prose.module.css';
import styles from './article.module.css';

/** The article bodies, each its own chunk, loaded only on its own page. */
const bodyModules = Object.fromEntries(
  Object.entries(import.meta.glob<MDXModule>('../content/articles/*.mdx')).map(([file, load]) => [
    file.replace(/^.*\/|\.mdx$/g, ''),
    load,
  ]),
);

/** Bodies already loaded, to show at once without suspending. */
const loadedBodies = new Map<string, ComponentType<MDXProps>>();

async function loadBody(slug: string): Promise<MDXModule> {
  const module = await bodyModules[slug]!();
  loadedBodies.set(slug, module.default);
  return module;
}

/**
 * One lazy component per body, made once, here: a new one on every render would suspend
 * again. While prerendering, the server waits for the body (entry.server.tsx); while
 * hydrating, React keeps the prerendered body until its chunk has loaded. On a client
 * navigation, clientLoader has loaded the body before the page changes, so it is shown
 * directly instead.
 */
const lazyBodies: Record<string, ComponentType<MDXProps>> = Object.fromEntries(
  Object.keys(bodyModules).map((slug) => [slug, lazy(() => loadBody(slug))]),
);

/** The body of one article; keyed by slug, so it keeps one component for as long as it is shown. */
function ArticleBody({ slug }: { slug: string }) {
  const [Body] = useState(() => loadedBodies.get(slug) ?? lazyBodies[slug]);
  if (!Body) throw new Error(`No article body for "${slug}": expected src/content/articles/${slug}.mdx`);
  return (
    <Suspense fallback={<p className={styles.loading}>Loading the article…</p>}>
      <Body components={mdxComponents} />
    </Suspense>
  );
}

export function loader({ params }: Route.LoaderArgs) {
  const route = listArticleRoutes().find(({ slug }) => slug === params.slug);
  if (!route) throw data(null, { status: 404 });
  const { article } = route;
  return {
    slug: article.slug,
    title: article.title,
    category: article.category,
    description: article.description,
    byline: article.byline,
    date: article.date,
    dateText: formatDateRange(article.date),
    readingMinutes: article.readingMinutes,
  };
}

/**
 * On a client navigation, fetch the body's chunk with the page's data, so the new page
 * appears whole instead of with a loading line. An alias route (IOT4) learns its article's
 * slug from the data.
 */
export async function clientLoader({ params, serverLoader }: Route.ClientLoaderArgs) {
  const early = params.slug in bodyModules ? loadBody(params.slug) : undefined;
  const data = await serverLoader();
  await (early ?? loadBody(data.slug));
  return data;
}

export const meta: Route.MetaFunction = ({ loaderData, ...args }) =>
  pageMeta(args, {
    title: loaderData?.title ?? 'Article',
    description: loaderData?.description ?? '',
    canonicalPath: loaderData ? `/blogs/${loaderData.slug}` : undefined,
  });

export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  const { slug, title, category, byline, date, dateText, readingMinutes } = loaderData;
  return (
    <article className="page">
      <BackLink fallback="/blogs" />
      <PageHeader title={title} eyebrow={category}>
        {byline && <p>{byline}</p>}
        <p className={styles.facts}>
          <time dateTime={date}>{dateText}</time>
          <span aria-hidden="true"> · </span>
          <span>{readingMinutes} min read</span>
        </p>
      </PageHeader>
      <div className={prose.prose}>
        <ArticleBody key={slug} slug={slug} />
      </div>
    </article>
  );
}
