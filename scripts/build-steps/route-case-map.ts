/**
 * The nginx map of every redirect nginx makes: an address written in another case than its
 * route (/blogs/ros1, /TEAM) to the route (/blogs/ROS1, /team), and a folder asked for
 * without its slash (/admin, whose page loads its files by relative address) to the folder.
 * nginx.conf includes the file from the document root; the exact route itself, with or
 * without a trailing slash, never matches, so a route never redirects to itself.
 * Every key is anchored at both ends and every value is a path the build wrote, so nothing a
 * visitor sends reaches the Location header: nginx decodes the path it matches, and a
 * redirect that echoed it would turn %0d%0a into a header of its own and %5C into another
 * host (docs/decisions/0008).
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { routePaths } from './route-paths.ts';

/** The file name at the root of the build output; nginx.conf includes it and never serves it. */
export const ROUTE_CASE_MAP_FILE = 'route-case.map';

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * One map line per route: a case-sensitive look-ahead excludes the route, (?i) matches the
 * rest. One exact line per folder of `slashFolders` (folder names under the base path).
 */
export function renderRouteCaseMap(routes: string[], basePath: string, slashFolders: string[] = []): string {
  const folders = slashFolders.map((folder) => `"${basePath}${folder}" "${basePath}${folder}/";`);
  const lines = routes
    .filter((route) => route !== '/')
    .map((route) => {
      const target = basePath + route.replace(/^\//, '');
      const pattern = escapeRegex(target);
      return `"~^(?!${pattern}/?$)(?i)${pattern}/?$" "${target}";`;
    });
  return [
    `# Written by scripts/build-steps/route-case-map.ts for base path ${basePath}; do not edit.`,
    ...lines,
    ...folders,
    '',
  ].join('\n');
}

export function writeRouteCaseMap(distDir: string, basePath: string, slashFolders: string[] = []): number {
  const routes = routePaths();
  writeFileSync(path.join(distDir, ROUTE_CASE_MAP_FILE), renderRouteCaseMap(routes, basePath, slashFolders));
  return routes.length;
}
