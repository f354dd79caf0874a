import { listArticleRoutes } from '../../src/content/catalog.server.ts';
import { OWN_ROUTES, ROUTES } from './routes.ts';

/** Every page of the site: the route table, every article route and the Not Found page. */
export const ALL_PAGES: { path: string; name: string; status: number }[] = [
  ...[...ROUTES, ...OWN_ROUTES].map((route) => ({ path: route.path, name: route.heading, status: 200 })),
  ...listArticleRoutes().map(({ slug }) => ({ path: `/blogs/${slug}`, name: `article ${slug}`, status: 200 })),
  { path: '/no/such/page', name: 'Not Found', status: 404 },
];
