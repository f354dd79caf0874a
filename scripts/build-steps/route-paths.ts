/**
 * Every page's address, read from the route table (src/routes.ts) as React Router's
 * prerendering reads it: each route with a path of its own, without the Not Found route.
 */
import type { RouteConfigEntry } from '@react-router/dev/routes';
import { CONTENT_ROOT } from '../../src/content/load.server.ts';
import { routeTable } from '../../src/routes.ts';

function paths(entries: RouteConfigEntry[], parent = ''): string[] {
  return entries.flatMap((entry) => {
    const joined = entry.path === undefined ? parent : `${parent}/${entry.path}`;
    const own = entry.path === '*' ? [] : entry.index || entry.path !== undefined ? [joined || '/'] : [];
    return [...own, ...paths(entry.children ?? [], joined)];
  });
}

/** '/', '/about', …, '/blogs/ROS1', in the route table's order, for the content in `root`. */
export const routePaths = (root = CONTENT_ROOT): string[] => [
  ...new Set(paths(routeTable(root) as RouteConfigEntry[])),
];
