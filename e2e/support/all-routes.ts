import { routePaths } from '../../scripts/build-steps/route-paths.ts';
import { OWN_ROUTES, ROUTES } from './routes.ts';

const headings = new Map([...ROUTES, ...OWN_ROUTES].map((route) => [route.path, route.heading]));

/**
 * Every page of the site, read from the route table as the build reads it, and the Not Found
 * page. Pages go by their heading, articles by their slug.
 */
export const ALL_PAGES: { path: string; name: string; status: number }[] = [
  ...routePaths().map((path) => ({
    path,
    name: headings.get(path) ?? `article ${path.split('/').pop()}`,
    status: 200,
  })),
  { path: '/no/such/page', name: 'Not Found', status: 404 },
];
