import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig, type Plugin } from 'vite';
import { CONTENT_ROOT } from './src/content/load.server.ts';
import { validateAllContent } from './src/content/validate.server.ts';
import { ContentError } from './src/content/content-error.ts';
import { normalizeBasePath } from './src/lib/base-path.ts';
import { contentPlugins } from './scripts/build-steps/content-plugins.ts';

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
