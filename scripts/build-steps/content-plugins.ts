import type { Plugin, PluginOption } from 'vite';
import mdx from '@mdx-js/rollup';
import { imagetools } from 'vite-imagetools';
import { mdxOptions } from '../../src/lib/mdx/mdx-options.ts';
import { CACHE_RETENTION_MS } from './cache.ts';

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
