/**
 * The image pipeline: every content image becomes responsive WebP files at
 * build time (vite-imagetools on sharp). Presets are defined in vite.config.ts; which
 * preset an image gets depends on its folder. Loaders turn a content path into the
 * picture the page renders.
 */
import type { ResponsivePicture } from '../lib/responsive-picture.ts';

type Loader = () => Promise<ResponsivePicture>;

const avatars = import.meta.glob<ResponsivePicture>('./team/*.{jpg,jpeg,png,webp,avif}', {
  query: '?avatar',
  import: 'default',
});
const slides = import.meta.glob<ResponsivePicture>('./home/slide-*.{jpg,jpeg,png,webp,avif}', {
  query: '?slide',
  import: 'default',
});
const cards = import.meta.glob<ResponsivePicture>(
  ['./**/*.{jpg,jpeg,png,webp,avif}', '!./team/**', '!./home/slide-*', '!./articles/**', '!./fixtures/**'],
  { query: '?card', import: 'default' },
);

const loaders: Record<string, Loader> = { ...cards, ...avatars, ...slides };

/** The responsive picture of a content image, by its path under src/content ("team/asha-rao.jpg"). */
export async function picture(contentPath: string): Promise<ResponsivePicture> {
  const load = loaders[`./${contentPath}`];
  if (!load) {
    throw new Error(
      `No image pipeline entry for src/content/${contentPath}: images must be .jpg, .jpeg, .png, .webp or .avif`,
    );
  }
  return load();
}

/** Adds a `picture` beside the `image` path of every item. */
export function withPictures<T extends { image: string }>(items: T[]): Promise<(T & { picture: ResponsivePicture })[]> {
  return Promise.all(items.map(async (item) => ({ ...item, picture: await picture(item.image) })));
}
