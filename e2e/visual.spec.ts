import type { Page } from '@playwright/test';
import { E2E_BASES } from '../test/support/bases.ts';
import { setPageDay } from './support/clock.ts';
import { at, expect, FIXTURE_CONTENT, test } from './support/fixtures.ts';
import { waitForInter } from './support/hydration.ts';
import { TEMPLATES } from './support/templates.ts';

/**
 * Visual regression: one page of each template (route module) at a phone and a laptop size,
 * and the key states, against committed baselines. Pages of one template differ only in
 * their content, which the other specs check. Images and video are masked (their pixels are content, checked
 * elsewhere); motion is off. Update on purpose with `npm run test:visual:update`.
 * The pages are those of the `visual` build (playwright.config.ts): fixture content in
 * e2e/visual-content/ that the committee never edits, so only a change of code or style moves
 * a baseline, never a new event, article, team or phone number.
 */
const { buildDate } = E2E_BASES.find((base) => base.name === 'visual')!;
test.use({ reducedMotion: 'reduce', allowedConsoleErrors: [/status of 404/] });

const SIZES = [
  { name: 'laptop', width: 1366, height: 768 },
  { name: 'phone', width: 390, height: 844 },
];

async function settle(page: Page, path: string) {
  // Pages with dates look as on the day the fixture build is built for.
  await setPageDay(page, buildDate);
  // Inter shows from the first paint once it is in the cache (src/styles/fonts.css), as on a
  // visitor's second page; a first visit keeps the fallback.
  await page.goto(at(path));
  await waitForInter(page);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
}

const snapshot = (page: Page) => ({
  mask: [page.locator('img, video, iframe')],
  animations: 'disabled' as const,
  maxDiffPixelRatio: 0.01,
});

const fileName = (path: string) => path.replace(/^\//, '').replace(/\//g, '-') || 'home';

// One load per template: the laptop view, then the same page narrowed to a phone, as a
// window resized or a tablet turned; each against its own baseline.
test.describe('Visual > templates', FIXTURE_CONTENT, () => {
  for (const { path, name } of TEMPLATES) {
    test(`${name} (${path}) looks as before at ${SIZES.map((size) => `${size.width}x${size.height}`).join(' and ')}`, async ({
      page,
    }) => {
      for (const [index, size] of SIZES.entries()) {
        await page.setViewportSize(size);
        if (index === 0) await settle(page, path);
        await expect(page).toHaveScreenshot(`${fileName(path)}-${size.name}.png`, snapshot(page));
      }
    });
  }
});

test.describe('Visual > states', FIXTURE_CONTENT, () => {
  test('a menu open', async ({ page }) => {
    await settle(page, '/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Projects' }).click();
    await expect(page).toHaveScreenshot('state-menu-open.png', snapshot(page));
  });

  test('the small-screen menu open', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    // A page without a picture under the panel: the masks of pictures cover what lies above them.
    await settle(page, '/join');
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page).toHaveScreenshot('state-mobile-menu-open.png', snapshot(page));
  });

  test('a dialog open', async ({ page }) => {
    await settle(page, '/about');
    await page.getByRole('link', { name: 'Read More: the note from the President' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page).toHaveScreenshot('state-note-open.png', snapshot(page));
  });

  test('a project open on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await settle(page, '/induction/2024#mini-sumo-bot');
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page).toHaveScreenshot('state-project-open-phone.png', snapshot(page));
  });

  test('the search open with results on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await settle(page, '/about');
    const search = page.getByRole('banner').getByRole('link', { name: /^Search/ });
    await search.click();
    await page.getByRole('searchbox').fill('line follower');
    const results = page.getByRole('list', { name: 'Results for “line follower”' });
    await expect(results).toBeVisible();
    // The best result shows first; the shot is of the list once every shown result has its text.
    await expect(results).not.toHaveAttribute('aria-busy');
    await expect(page).toHaveScreenshot('state-search-open-phone.png', snapshot(page));
  });

  test('the dark colour scheme', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await settle(page, '/tab');
    await expect(page).toHaveScreenshot('state-dark-tab.png', snapshot(page));
  });
});
