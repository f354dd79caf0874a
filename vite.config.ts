import { fileURLToPath } from 'node:url';
import mdx from '@mdx-js/rollup';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig, type Plugin, type PluginOption } from 'vite';
import { imagetools } from 'vite-imagetools';
import { CONTENT_ROOT } from './src/content/load.server.ts';
import { validateAllContent } from './src/content/validate.server.ts';
import { ContentError } from './src/content/content-error.ts';
import { normalizeBasePath } from './src/lib/base-path.ts';
import { mdxOptions } from './src/lib/mdx/mdx-options.ts';
import { CACHE_RETENTION_MS } from './scripts/build-steps/cache.ts';

/**
 * Image presets, by the query a content import carries (see src/content/images.server.ts):
 * widths that cover how large each kind is shown on a 2x screen, in WebP only: every browser
 * the site supports shows it, and at these qualities WebP is smaller than AVIF for 217 of the
 * 223 images (9.2 MB against 11.6 MB), while AVIF took 5.6 times as long to encode
 * (docs/decisions/0011-one-suite-pass-per-page.md).
 */
const presets: Record<string, Record<string, string>> = {
  card: { w: '400;800;1200', format: 'webp', quality: '62', effort: '2', as: 'picture' },
  avatar: { w: '192;384', format: 'webp', quality: '62', effort: '2', as: 'picture' },
  slide: { w: '640;960;1280;1920', format: 'webp', quality: '60', effort: '2', as: 'picture' },
  figure: { w: '480;960;1440', format: 'webp', quality: '65', effort: '2', as: 'picture' },
  // A sponsor's PNG, JPEG or WebP logo, twice the height the Sponsor page shows it (SVG logos stay as sent).
  logo: { h: '128', format: 'webp', quality: '80', effort: '2' },
};

function imagePresets(url: URL): URLSearchParams {
  const preset = Object.keys(presets).find((name) => url.searchParams.has(name));
  return new URLSearchParams(preset ? presets[preset] : {});
}

/**
 * The chunk a module travels in is decided by its folder. The layout (root.tsx), the site's
 * frame (components/site/), the small components most pages use (components/ui/) and the
 * helpers directly in lib/ make one group; a widget of one page lives in a folder of its own
 * (components/home/, tabs/, contact/, search/, mdx/, lib/contact/, lib/mdx/) and travels with
 * that page, or when it is first needed.
 */
const SITE_MODULE = /\/src\/(root\.tsx|components\/(site|ui)\/|lib\/[^/]+$)/;
/** How content looks in lists (cards, grids, galleries): the list pages' own group, which articles do without. */
const CONTENT_MODULE = /\/src\/components\/content\//;

/** Stops the build before bundling when a content file is malformed, listing every problem. */
function contentCheck(): Plugin {
  return {
    name: 'rc:content-check',
    buildStart() {
      try {
        validateAllContent();
      } catch (error) {
        // The message says everything an editor needs; the stack trace would only bury it.
        if (error instanceof ContentError) error.stack = `${error.name}: ${error.message}`;
        throw error;
      }
    },
  };
}

/** Images encoded at once: enough to keep two cores busy. */
const IMAGE_CONCURRENCY = 8;

/**
 * Lets a plugin's `load` hook run for a few modules at a time. Rolldown asks for every image at
 * once, and each encode holds files open: 1,300 images at once ran out of the 1,024 open files
 * a container build allows by default (EMFILE), where the image is built with podman, and with
 * Docker 25 or newer unless the hard limit is raised.
 */
function loadingAtMost(limit: number, plugin: Plugin): Plugin {
  const { load } = plugin;
  if (!load || typeof load === 'function') throw new Error(`${plugin.name}: expected a load hook with a filter`);
  let running = 0;
  const waiting: (() => void)[] = [];
  const handler: typeof load.handler = async function (this, ...args) {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    running++;
    try {
      return await load.handler.apply(this, args);
    } finally {
      running--;
      waiting.shift()?.();
    }
  };
  return { ...plugin, load: { ...load, handler } };
}

/**
 * How content files compile: MDX (articles, and the handouts content-tools/pdfs.ts prints) and
 * images through the presets above. MDX comes first, so later plugins see compiled modules.
 * `pruneImages`: the site's build deletes the encoded images it no longer uses once they are
 * a month old (scripts/build-steps/cache.ts); the handouts' build, which uses a few, leaves the
 * cache alone.
 */
export function contentPlugins({ pruneImages = false } = {}): PluginOption[] {
  return [
    { enforce: 'pre', ...mdx(mdxOptions) },
    // The cache lives outside node_modules, so `npm ci` keeps it: a warm build takes seconds per image less.
    loadingAtMost(
      IMAGE_CONCURRENCY,
      imagetools({
        removeMetadata: true,
        defaultDirectives: imagePresets,
        cache: { dir: '.cache/imagetools', retention: pruneImages ? CACHE_RETENTION_MS / 1000 : undefined },
      }),
    ),
  ];
}

export default defineConfig({
  base: normalizeBasePath(process.env.BASE_PATH),
  plugins: [
    contentCheck(),
    // Content first, so React Router sees compiled articles.
    ...contentPlugins({ pruneImages: true }),
    reactRouter(),
  ],
  build: {
    // The browsers the site supports: Vite's default, Baseline widely available (Chrome and
    // Edge 111, Firefox 114, Safari 16.4). Some of them have no `popover`: the menus work there
    // too (src/components/site/site-header.module.css, e2e/visitors.spec.ts).
    target: 'baseline-widely-available',
    // Every asset is a file of its own, so the Content-Security-Policy needs no data: URLs.
    assetsInlineLimit: 0,
    rolldownOptions: {
      // The image pipeline is slow on a cold cache by design; its timing warning is noise.
      checks: { bundlerTimings: false },
      output: {
        // The layout and the small components most pages use travel as one chunk with one
        // stylesheet, instead of a request each that blocks the first paint; so do the list
        // pages' content components, apart, so that an article page does not load them.
        codeSplitting: {
          groups: [
            { name: 'site', test: (id: string) => SITE_MODULE.test(id) },
            { name: 'content', test: (id: string) => CONTENT_MODULE.test(id) },
          ],
        },
      },
    },
  },
  resolve: {
    alias: {
      'resize-observer-polyfill': fileURLToPath(new URL('./src/lib/resize-observer.ts', import.meta.url)),
      // The content folder (CONTENT_ROOT, src/content by default): the globs of pictures, articles
      // and logos read the same one as the data files, so a fixture folder builds whole.
      '@content': CONTENT_ROOT,
    },
  },
  server: { host: '127.0.0.1' },
});
