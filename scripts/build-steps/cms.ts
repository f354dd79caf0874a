/**
 * The content editor at /admin/ (docs/decisions/0014-content-editor.md): Sveltia CMS from its
 * npm package, bundled by Vite with its fonts, icon font and libraries so the page loads
 * nothing from another origin, plus the configuration `npm run cms:config` generates from the
 * schemas. Written after the sitemap, search index and social cards, so it is in none of them.
 * The bundle uses relative addresses, so one bundle serves every base path; it is kept in
 * .cache/cms/ by a hash of the package version and its two source files (the latest bundle only).
 */
import { createHash } from 'node:crypto';
import { cpSync, existsSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build, type Plugin } from 'vite';
import { loadSite } from '../../src/content/collections/site.server.ts';
import { loadTeam, loadTeamYears, rolesOf } from '../../src/content/collections/team.server.ts';
import { CONTENT_ROOT } from '../../src/content/load.server.ts';

const root = path.resolve(import.meta.dirname, '../..');
export const CMS_SOURCE = path.join(root, 'scripts/cms');
/** The editor's folder under the base path: /admin/ or /robotics/admin/. */
export const ADMIN_FOLDER = 'admin';
const SOURCES = ['index.html', 'editor.ts', '../build-steps/cms.ts', '../../src/lib/youtube.ts'];

/** A font Sveltia's UI declares on Fontsource's CDN: `…/fonts/source-sans-3:vf@5.3.0/latin-wght-normal.woff2`. */
const CDN_FONT = /https:\/\/cdn\.jsdelivr\.net\/fontsource\/fonts\/([a-z0-9-]+)(?::vf)?@[\d.]+\/([a-z0-9-]+)\.woff2/g;

/**
 * Sveltia's npm entry registers its own copies of its three fonts (Source Sans 3, Noto Mono,
 * Material Symbols) through the CSS Font Loading API, but its UI library still injects
 * `@font-face` rules naming Fontsource's CDN, and Chromium fetches those too. This points
 * each rule at the package's copy that the bundle already holds (`assets/<font>-<subset>-<hash>.woff2`,
 * relative to the editor's page, where the injected stylesheet resolves it), and fails the build
 * if a rule names a font the package does not ship.
 */
export function localEditorFonts(): Plugin {
  return {
    name: 'rc-cms-local-fonts',
    generateBundle(_options, bundle) {
      const fonts = Object.keys(bundle).filter((file) => file.endsWith('.woff2'));
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        output.code = output.code.replace(CDN_FONT, (url, family: string, subset: string) => {
          const local = fonts.find((file) => path.basename(file).startsWith(`${family}-${subset}-`));
          if (!local) throw new Error(`The content editor names ${url}, and its package has no copy of that font`);
          return local;
        });
        if (output.code.includes('cdn.jsdelivr.net'))
          throw new Error(`The content editor's ${output.fileName} still loads something from cdn.jsdelivr.net`);
      }
    },
  };
}

function bundleKey(): string {
  const hash = createHash('sha256');
  hash.update(JSON.parse(readFileSync(path.join(root, 'node_modules/@sveltia/cms/package.json'), 'utf8')).version);
  for (const file of SOURCES) hash.update(readFileSync(path.join(CMS_SOURCE, file)));
  return hash.digest('hex').slice(0, 16);
}

/**
 * Writes <siteDir>/admin/: the bundled editor and its configuration, its logo's address under
 * `basePath`. Returns whether the bundle came from the cache.
 */
export async function writeContentEditor(
  siteDir: string,
  basePath = '/',
  cacheDir = path.join(root, '.cache/cms'),
  contentRoot = CONTENT_ROOT,
): Promise<boolean> {
  const bundle = path.join(cacheDir, bundleKey());
  const cached = existsSync(bundle);
  if (!cached) {
    const partial = `${bundle}.${process.pid}`;
    await build({
      configFile: false,
      root: CMS_SOURCE,
      base: './',
      logLevel: 'warn',
      plugins: [localEditorFonts()],
      // The editor's chunks are large by nature (about 3 MB); only editors load them.
      build: { outDir: partial, emptyOutDir: true, chunkSizeWarningLimit: 4096, sourcemap: false },
    });
    rmSync(bundle, { recursive: true, force: true });
    renameSync(partial, bundle);
    // Bundles of earlier versions are not used again.
    for (const name of readdirSync(cacheDir))
      if (name !== path.basename(bundle) && !name.includes('.')) rmSync(path.join(cacheDir, name), { recursive: true });
  }
  const target = path.join(siteDir, ADMIN_FOLDER);
  cpSync(bundle, target, { recursive: true });
  const config = JSON.parse(readFileSync(path.join(CMS_SOURCE, 'config.json'), 'utf8'));
  if (config.logo?.src?.startsWith('/')) config.logo.src = `${basePath}${config.logo.src.slice(1)}`;
  config.app_title = `${loadSite(contentRoot).name} · ${config.app_title}`;
  // New in Team starts next year with the sections and roles of the year the site shows, the
  // names empty: off the site until a name is written (not by a Draft default, which Sveltia
  // would also give every saved year whose file has no `draft`).
  const team = config.collections.find((collection: { name: string }) => collection.name === 'team');
  team.fields.find((field: { name: string }) => field.name === 'sections').default = rolesOf(
    loadTeam(loadTeamYears(contentRoot).current, contentRoot),
  );
  writeFileSync(path.join(target, 'config.json'), `${JSON.stringify(config, null, 2)}\n`);
  return cached;
}
