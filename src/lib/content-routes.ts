import { generatePath, matchPath } from 'react-router';

/**
 * The shapes of the routes built from content. src/routes.ts makes one route per entry
 * (`induction/2024`, `blogs/ROS1`) with `contentRoutePath`, and each loader reads its entry
 * back from the pattern of the route it serves with `contentRouteParams`: never from the
 * address, which carries the base path and the visitor's spelling.
 */
export const contentRoutes = {
  galleryList: ':kind',
  galleryYear: ':kind/:year',
  article: 'blogs/:slug',
  pastTeam: 'team/:year',
  event: 'events/:slug',
} as const;
export type ContentRoute = keyof typeof contentRoutes;

type Params<Name extends ContentRoute> = Parameters<typeof generatePath<(typeof contentRoutes)[Name]>>[1] & {};

/** The route path of one entry, such as `induction/2024`. */
export function contentRoutePath<Name extends ContentRoute>(name: Name, params: Params<Name>): string {
  return generatePath(contentRoutes[name], params);
}

/**
 * The address of one entry's page, from the site's root, for links: `/induction/2024`.
 * `<Link>` adds the base path; elsewhere `withBase` or `siteAddress` do.
 */
export function contentHref<Name extends ContentRoute>(name: Name, params: Params<Name>): string {
  return `/${contentRoutePath(name, params)}`;
}

/**
 * The entry a route was made for, from its pattern (a loader's `pattern` argument), or
 * undefined when the route is not of that shape (`team` rather than `team/2025-26`).
 */
export function contentRouteParams<Name extends ContentRoute>(name: Name, pattern: string) {
  const match = matchPath(
    { path: contentRoutes[name], end: true, caseSensitive: true },
    `/${pattern.replace(/^\/+/, '')}`,
  );
  return match?.params as Record<keyof Params<Name>, string> | undefined;
}
