import type { Route } from './+types/blogs';
import { ResourcePage } from '../components/content/resource-list.tsx';
import { loadResourcePage } from '../content/collections/resources.server.ts';
import { loadPageDescription } from '../content/collections/pages.server.ts';
import { pageMeta } from '../lib/page-meta.ts';

export function loader() {
  return { ...loadResourcePage('blogs'), description: loadPageDescription('blogs') };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    // The heading blogs.yaml gives the page.
    title: args.loaderData?.heading ?? '',
    description: args.loaderData?.description ?? '',
  });

export default function BlogsPage({ loaderData }: Route.ComponentProps) {
  return <ResourcePage {...loaderData} />;
}
