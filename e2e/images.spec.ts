import { statSync } from 'node:fs';
import path from 'node:path';
import { listFiles } from '../scripts/build/files.ts';
import { at, expect, test } from './support/fixtures.ts';
import { ROUTES } from './support/routes.ts';

const MAX_IMAGE_BYTES = 250 * 1024;
const root = path.resolve(import.meta.dirname, '..');

test.describe('Images', () => {
  test('no image file in the build is over 250 KB', () => {
    const images = listFiles(path.join(root, 'dist'), /\.(avif|webp|jpe?g|png|gif)$/);
    expect(images.length).toBeGreaterThan(100);
    const tooLarge = images
      .map((file) => ({ file: path.relative(root, file), bytes: statSync(file).size }))
      .filter(({ bytes }) => bytes > MAX_IMAGE_BYTES);
    expect(tooLarge).toEqual([]);
  });

  test('every image on every page has its width and height, and alt text', async ({ request }) => {
    for (const route of ROUTES) {
      const html = await (await request.get(at(route.path))).text();
      for (const image of html.match(/<img [^>]+>/g) ?? []) {
        expect(image, route.path).toMatch(/ width="\d+" height="\d+"/);
        expect(image, route.path).toMatch(/ alt="[^"]*"/);
      }
    }
  });

  test('pictures offer AVIF and WebP at several widths, and the browser loads them', async ({ page }) => {
    await page.goto(at('/induction/2024'));
    const first = page.getByRole('main').getByRole('img').first();
    await first.scrollIntoViewIfNeeded();
    await expect.poll(() => first.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
    const source = await first.evaluate((image: HTMLImageElement) => image.currentSrc);
    expect(source).toMatch(/\.avif$/);
    const avif = page.getByRole('main').locator('source[type="image/avif"]').first();
    await expect(avif).toHaveAttribute('srcset', /400w, .+ 800w, .+ 1200w/);
  });
});
