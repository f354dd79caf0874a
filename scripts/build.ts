/**
 * The production build: React Router prerenders every route, then this script
 * lays the output out as one document root for nginx and precompresses it.
 *
 *   BASE_PATH=/robotics/ node scripts/build.ts   ->  dist/robotics/... plus dist/404.html
 *   node scripts/build.ts --verbose              ->  also Vite's list of every file it writes
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadSite } from '../src/content/collections/site.server.ts';
import { normalizeBasePath, siteAddress } from '../src/lib/base-path.ts';
import { writeCalendars } from './build-steps/calendar.ts';
import { writeContentEditor } from './build-steps/cms.ts';
import { inlineScriptHashes, scriptsToFiles, writeCspHashes } from './build-steps/csp-hashes.ts';
import { writeFeed } from './build-steps/feed.ts';
import { writeHeaders } from './build-steps/headers.ts';
import { listFiles } from './build-steps/files.ts';
import { inlineStylesheets } from './build-steps/inline-styles.ts';
import { readPageHeads } from './build-steps/page-heads.ts';
import { precompress } from './build-steps/precompress.ts';
import { checkReactRouterPage } from './build-steps/react-html.ts';
import { writeRouteCaseMap } from './build-steps/route-case-map.ts';
import { routePaths } from './build-steps/route-paths.ts';
import { writeRedirects } from './build-steps/redirects.ts';
import { writeSearchIndex } from './build-steps/search-index.ts';
import { writeSitemap } from './build-steps/sitemap.ts';
import { writeSocialCards } from './build-steps/social-cards.ts';

const root = path.resolve(import.meta.dirname, '..');
export const distDir = path.join(root, process.env.DIST_DIR ?? 'dist');
// React Router's own output, one folder per build, so two builds can run side by side.
const buildDirectory = path.join('build', path.basename(distDir));
const clientDir = path.join(root, buildDirectory, 'client');
const basePath = normalizeBasePath(process.env.BASE_PATH);

// Vite lists every file it writes (hundreds of lines); `--verbose` (or BUILD_VERBOSE=1) shows them.
const verbose = process.argv.includes('--verbose') || !!process.env.BUILD_VERBOSE;
const started = performance.now();
const result = spawnSync(
  path.join(root, 'node_modules/.bin/react-router'),
  ['build', ...(verbose ? [] : ['--logLevel', 'warn'])],
  {
    cwd: root,
    stdio: 'inherit',
    // React's production code, as the site ships, whatever NODE_ENV the caller has (a test runner's "test").
    env: { ...process.env, NODE_ENV: 'production', BUILD_DIRECTORY: buildDirectory },
  },
);
if (result.status !== 0) {
  console.error(
    '\nThe build stopped. Read the first error above: a content error names the file, the entry and the field.',
  );
  process.exit(result.status ?? 1);
}

// React Router writes pages under the base path but assets and public files at the
// build root. Move everything under the base path so one document root serves it all.
rmSync(distDir, { recursive: true, force: true });
const siteDir = path.join(distDir, basePath);
mkdirSync(siteDir, { recursive: true });
const baseFirstSegment = basePath.split('/').filter(Boolean)[0];
for (const entry of readdirSync(clientDir)) {
  if (entry === '.vite' || entry === '__spa-fallback.html') continue;
  const source = path.join(clientDir, entry);
  if (entry === baseFirstSegment) {
    cpSync(path.join(clientDir, basePath), siteDir, { recursive: true });
  } else {
    cpSync(source, path.join(siteDir, entry), { recursive: true });
  }
}

// The Not Found page is served by nginx for every unknown path with status 404.
const notFoundDir = path.join(siteDir, '404');
if (!existsSync(path.join(notFoundDir, 'index.html'))) {
  throw new Error('The Not Found page was not prerendered: /404 is missing from the prerender list.');
}
renameSync(path.join(notFoundDir, 'index.html'), path.join(distDir, '404.html'));
rmSync(notFoundDir, { recursive: true });
rmSync(path.join(siteDir, '404.data'), { force: true });

// One pass over the pages: scripts out of the HTML, stylesheets into it.
const boot = scriptsToFiles(siteDir, basePath);
const styles = inlineStylesheets(siteDir, basePath);
const pages = listFiles(distDir, '.html');
const scriptHashes = new Set<string>();
for (const file of pages) {
  const prerendered = readFileSync(file, 'utf8');
  checkReactRouterPage(prerendered, path.relative(root, file));
  const html = styles.inline(boot.toFiles(prerendered));
  for (const hash of inlineScriptHashes(html)) scriptHashes.add(hash);
  writeFileSync(file, html);
}
writeCspHashes(distDir, { scripts: scriptHashes, styles: styles.hashes() });
const feedItems = writeFeed(siteDir, basePath);
const calendarEvents = writeCalendars(siteDir, basePath);
// The sitemap, robots.txt and the social cards follow what the pages' meta says.
const siteUrl = siteAddress(loadSite().url, basePath);
const heads = readPageHeads(distDir, siteDir);
const sitemapPages = writeSitemap(siteDir, heads, siteUrl);
const cards = await writeSocialCards(siteDir, heads, siteUrl);
const search = await writeSearchIndex(siteDir, heads, siteUrl);
// The content editor at /admin/, after the sitemap, cards and search so it is in none of them;
// only when asked for (SITE_EDITOR=1): an editor's GitHub token is kept by the origin that
// serves it, which must not be one other applications share (docs/decisions/0014-content-editor.md).
const withEditor = process.env.SITE_EDITOR === '1';
const editorCached = withEditor ? await writeContentEditor(siteDir, basePath) : false;
writeRouteCaseMap(distDir, basePath, existsSync(path.join(siteDir, 'admin/index.html')) ? ['admin'] : []);
// The same headers and case redirects for a static host (Cloudflare Pages), from nginx.conf.
const hostRules = writeHeaders(distDir, basePath, path.join(root, 'nginx.conf'));
const hostRedirects = writeRedirects(distDir, basePath, routePaths());
const compressed = await precompress(distDir);
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  `\nBuilt ${path.relative(root, distDir)}/ for base path ${basePath}: ${pages.length} pages, ` +
    `${boot.files()} script files, a feed of ${feedItems} articles, calendar files for ${calendarEvents} events, a sitemap of ${sitemapPages} pages, ` +
    `${cards.cards} social cards (${cards.cached} from the cache), _headers of ${hostRules} rules and _redirects of ${hostRedirects}, a search index of ${search.pages} pages and ${search.records} records, ${withEditor ? `the content editor${editorCached ? ' (from the cache)' : ''}` : 'no content editor (SITE_EDITOR=1 adds it)'}, ${compressed.files} files precompressed (${compressed.cached} from the cache${compressed.pruned > 0 ? `; ${compressed.pruned} copies unused for a month deleted` : ''}), in ${seconds} s.`,
);
