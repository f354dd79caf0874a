/**
 * The site can be served under a sub-path such as /robotics/. One build-time
 * variable, BASE_PATH, sets it; this module turns it into the forms Vite and
 * React Router want and prefixes public files with it.
 */

/** "/robotics" or "robotics/" or "" -> "/robotics/" ; unset -> "/". */
export function normalizeBasePath(raw: string | undefined): string {
  const trimmed = (raw ?? '').trim().replace(/^\/+|\/+$/g, '');
  if (trimmed === '') return '/';
  if (!/^[A-Za-z0-9._~-]+(\/[A-Za-z0-9._~-]+)*$/.test(trimmed)) {
    throw new Error(
      `BASE_PATH "${raw}" is not a valid URL path: use letters, digits, dots, dashes and slashes, such as /robotics/`,
    );
  }
  return `/${trimmed}/`;
}

/** Prefixes a path of a file in public/ with the base path: "/pdfs/a.pdf" -> "/robotics/pdfs/a.pdf". */
export function joinBase(basePath: string, path: string): string {
  if (/^[a-z]+:/i.test(path) || path.startsWith('//')) return path;
  return basePath + path.replace(/^\/+/, '');
}

/** The base path of this build (Vite's BASE_URL), for files served from public/. */
export function withBase(path: string): string {
  return joinBase(import.meta.env.BASE_URL, path);
}

/**
 * The public address of a build: site.yaml's `url` (the server, no trailing slash) with the
 * base path, without a trailing slash. Canonical links, the sitemap, social cards and
 * structured data all start with it: "https://club.example" + "/robotics/" -> "https://club.example/robotics".
 */
export function siteAddress(siteUrl: string, basePath: string): string {
  return (siteUrl + basePath).replace(/\/+$/, '');
}
