/**
 * The nginx map that sends an address written in another case than its route
 * (/blogs/ros1, /TEAM) to the route (/blogs/ROS1, /team) with a permanent redirect.
 * nginx.conf includes the file from the document root; the exact route itself, with or
 * without a trailing slash, never matches, so a route never redirects to itself.
 * Why redirect rather than show Not Found: docs/decisions/0008.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { routePaths } from './route-paths.ts';

/** The file name at the root of the build output; nginx.conf includes it and never serves it. */
export const ROUTE_CASE_MAP_FILE = 'route-case.map';

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** One map line per route: a case-sensitive look-ahead excludes the route, (?i) matches the rest. */
export function renderRouteCaseMap(routes: string[], basePath: string): string {
  const lines = routes
    .filter((route) => route !== '/')
    .map((route) => {
      const target = basePath + route.replace(/^\//, '');
      const pattern = escapeRegex(target);
      return `"~^(?!${pattern}/?$)(?i)${pattern}/?$" "${target}";`;
    });
  return [`# Written by scripts/build/route-case-map.ts for base path ${basePath}; do not edit.`, ...lines, ''].join(
    '\n',
  );
}

export function writeRouteCaseMap(distDir: string, basePath: string): number {
  const routes = routePaths();
  writeFileSync(path.join(distDir, ROUTE_CASE_MAP_FILE), renderRouteCaseMap(routes, basePath));
  return routes.length;
}
