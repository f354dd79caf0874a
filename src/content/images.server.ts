/**
 * The image pipeline: every content image becomes responsive WebP files at
 * build time (vite-imagetools on sharp). Presets are in scripts/build-steps/content-plugins.ts; which
 * preset an image gets depends on its folder. Loaders turn a content path into the
 * picture the page renders.
 */
import path from 'node:path';
import type { ResponsivePicture } from '../lib/responsive-picture.ts';
import { CONTENT_ROOT } from './load.server.ts';

type Loader = () => Promise<ResponsivePicture>;

// `@content` is the content folder the build reads (CONTENT_ROOT, an alias in vite.config.ts).
const avatars = import.meta.glob<ResponsivePicture>('@content/team/*.{jpg,jpeg,png,webp,avif}', {
  query: '?avatar',
  import: 'default',
});
const slides = import.meta.glob<ResponsivePicture>('@content/home/slide-*.{jpg,jpeg,png,webp,avif}', {
  query: '?slide',
  import: 'default',
});
const cards = import.meta.glob<ResponsivePicture>(
  [
    '@content/**/*.{jpg,jpeg,png,webp,avif}',
    '!@content/team/**',
    '!@content/home/slide-*',
    '!@content/articles/**',
    '!@content/fixtures/**',
  ],
  { query: '?card', import: 'default' },
);

/** A glob's key is a path from the project folder ("/src/content/team/asha-rao.jpg"); its path in the content folder. */
const pathInContent = (key: string) =>
  path
    .relative(CONTENT_ROOT, path.resolve(key.replace(/^\//, '')))
    .split(path.sep)
    .join('/');
const loaders: Record<string, Loader> = Object.fromEntries(
  Object.entries({ ...cards, ...avatars, ...slides }).map(([key, load]) => [pathInContent(key), load]),
);

/** The responsive picture of a content image, by its path under the content folder ("team/asha-rao.jpg"). */
export async function picture(contentPath: string): Promise<ResponsivePicture> {
  const load = loaders[contentPath];
  if (!load) {
    throw new Error(
      `No image pipeline entry for ${path.relative(process.cwd(), path.join(CONTENT_ROOT, contentPath))}: ` +
        'images must be .jpg, .jpeg, .png, .webp or .avif',
    );
  }
  return load();
}

/** Adds a `picture` beside the `image` path of every item. */
export function withPictures<T extends { image: string }>(items: T[]): Promise<(T & { picture: ResponsivePicture })[]> {
  return Promise.all(items.map(async (item) => ({ ...item, picture: await picture(item.image) })));
}
