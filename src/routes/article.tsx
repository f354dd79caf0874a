import { data } from 'react-router';
import type { Route } from './+types/article';
import { PageHeader } from '../components/ui/page-header.tsx';
import { listArticleRoutes } from '../content/catalog.server.ts';
import { pageMeta } from '../lib/page-meta.ts';

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
    readingMinutes: article.readingMinutes,
  };
}

export const meta: Route.MetaFunction = ({ loaderData, ...args }) =>
  pageMeta(args, {
    title: loaderData?.title ?? 'Article',
    description: loaderData?.description ?? '',
    canonicalPath: loaderData ? `/blogs/${loaderData.slug}` : undefined,
  });

export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  const { title, category, byline, readingMinutes } = loaderData;
  return (
    <article className="page">
      <PageHeader title={title} eyebrow={category}>
        {byline && <p>{byline}</p>}
        <p>{readingMinutes} min read</p>
      </PageHeader>
    </article>
  );
}
