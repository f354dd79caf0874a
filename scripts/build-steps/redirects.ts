/**
 * The `_redirects` file of a static host (Cloudflare Pages): the case redirects nginx makes
 * from route-case.map (scripts/build-steps/route-case-map.ts), for the same route list.
 *
 * nginx redirects every spelling of a route in another case with one pattern per route.
 * The host matches paths case-sensitively and has no such pattern, so it gets the
 * spellings people type: all lower case, all upper case, and each word capitalised, each
 * with and without a trailing slash (docs/decisions/0013).
 *
 * Limits (https://developers.cloudflare.com/pages/configuration/redirects/#per-file):
 * 2,000 static redirects and 100 dynamic ones; 1,000 characters a redirect.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';

export const REDIRECTS_FILE = '_redirects';
export const REDIRECT_LIMITS = { staticRedirects: 2000, dynamicRedirects: 100, lineLength: 1000 };

const capitalised = (route: string) =>
  route.replace(/[^/]+/g, (segment) => segment.charAt(0).toUpperCase() + segment.slice(1).toLowerCase());

/** The spellings of a route in other cases that the host redirects to it. */
export function caseVariants(route: string): string[] {
  const spellings = new Set([route.toLowerCase(), route.toUpperCase(), capitalised(route)]);
  spellings.delete(route);
  return [...spellings];
}

export function renderRedirects(routes: string[], basePath: string): string {
  const taken = new Set(routes);
  const lines = routes
    .filter((route) => route !== '/')
    .flatMap((route) => {
      const target = basePath + route.slice(1);
      return caseVariants(route)
        .filter((variant) => !taken.has(variant))
        .flatMap((variant) => [variant, `${variant}/`])
        .map((variant) => `${basePath}${variant.slice(1)} ${target} 301`);
    });
  if (lines.length > REDIRECT_LIMITS.staticRedirects)
    throw new Error(`_redirects: ${lines.length} redirects, more than the host's ${REDIRECT_LIMITS.staticRedirects}`);
  const long = lines.find((line) => line.length > REDIRECT_LIMITS.lineLength);
  if (long)
    throw new Error(`_redirects: a redirect of ${long.length} characters, more than ${REDIRECT_LIMITS.lineLength}`);
  return [`# Written by scripts/build-steps/redirects.ts for base path ${basePath}; do not edit.`, ...lines, ''].join(
    '\n',
  );
}

export function writeRedirects(distDir: string, basePath: string, routes: string[]): number {
  const text = renderRedirects(routes, basePath);
  writeFileSync(path.join(distDir, REDIRECTS_FILE), text);
  return text.split('\n').filter((line) => line.startsWith('/')).length;
}
