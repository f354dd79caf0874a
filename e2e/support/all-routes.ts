import { routePaths } from '../../scripts/build-steps/route-paths.ts';
import { ARTICLE_SLUGS, OWN_ROUTES, ROUTES } from './routes.ts';

const headings = new Map([...ROUTES, ...OWN_ROUTES].map((route) => [route.path, route.heading]));

/**
 * Every page of the site, read from the route table as the build reads it (so a page added
 * to the content is tested without touching this file), and the Not Found page. Pages the
 * specification names go by their heading, articles by their slug.
 */
export const ALL_PAGES: { path: string; name: string; status: number }[] = [
  ...routePaths().map((path) => ({
    path,
    name: headings.get(path) ?? `article ${path.split('/').pop()}`,
    status: 200,
  })),
  { path: '/no/such/page', name: 'Not Found', status: 404 },
];

/** The route table's pages that the specification's list (routes.ts) does not name: none may be missing. */
export const unlistedPages = () =>
  routePaths().filter((path) => !headings.has(path) && !ARTICLE_SLUGS.some((slug) => path === `/blogs/${slug}`));
