import { statSync } from 'node:fs';
import path from 'node:path';
import { listFiles } from '../scripts/build-steps/files.ts';
import type { Locator } from '@playwright/test';
import { at, expect, FIXTURE_CONTENT, test } from './support/fixtures.ts';
import { LONG_GALLERY } from './support/routes.ts';

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

  // Every image of every page has its width, height and alt text: routes.spec.ts.
  test('pictures offer WebP at several widths, and the browser loads them', async ({ page }) => {
    await page.goto(at(LONG_GALLERY.path));
    const first = page.getByRole('main').getByRole('img').first();
    await first.scrollIntoViewIfNeeded();
    await expect
      .poll(() => first.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBeGreaterThan(0);
    const source = await first.evaluate((image: HTMLImageElement) => image.currentSrc);
    expect(source).toMatch(/\.webp$/);
    await expect(first).toHaveAttribute('srcset', /\.webp 400w, .+\.webp 800w, .+\.webp 1200w$/);
  });

  // How far an image sits below the top of the content box of the element that lays it out.
  const offsetInBox = (image: Locator) =>
    image.evaluate((element) => {
      let box = element.parentElement!;
      while (getComputedStyle(box).display === 'contents') box = box.parentElement!;
      const style = getComputedStyle(box);
      const top = box.getBoundingClientRect().top + parseFloat(style.paddingTop) + parseFloat(style.borderTopWidth);
      return Math.round(element.getBoundingClientRect().top - top);
    });

  // On the fixture content (e2e/visual-content/), which has each of them whatever the committee removes.
  test(
    "a picture adds no space between the project dialog's title and its image, above a team card's photo or in an article figure",
    FIXTURE_CONTENT,
    async ({ page }) => {
      await page.goto(at('/post/2023'));
      await page.getByRole('link', { name: 'Autonomous Campus Delivery Rover', exact: true }).click();
      const dialog = page.getByRole('dialog');
      // The title bar (title and Close, kept in view as the dialog scrolls) ends in a rule.
      const titleBar = (await dialog.locator('[data-modal-header]').boundingBox())!;
      const image = dialog.getByRole('img');
      await expect(image).toBeVisible();
      const gap = (await image.boundingBox())!.y - (titleBar.y + titleBar.height);
      expect(gap, 'space between the dialog title and its image').toBeLessThanOrEqual(16);
      expect(await offsetInBox(image)).toBe(0);
      await page.goto(at('/team'));
      expect(await offsetInBox(page.getByRole('main').getByRole('article').first().getByRole('img'))).toBe(0);
      await page.goto(at('/blogs/roverbridge'));
      expect(await offsetInBox(page.getByRole('main').getByRole('figure').first().getByRole('img'))).toBe(0);
    },
  );
});
