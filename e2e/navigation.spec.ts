import { at, expect, ROOT_ONLY, test } from './support/fixtures.ts';
import { gotoWithScriptsHeld } from './support/hydration.ts';
import type { Page } from '@playwright/test';
import { focusIsInView } from './support/focus.ts';
import { stopClock } from './support/clock.ts';

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
/** Presses Tab until focus has left the small-screen menu panel and its button for the page. */
async function tabOutOfMenu(page: Page) {
  for (let stop = 0; stop < 40; stop++) {
    await page.keyboard.press('Tab');
    const inMenu = await page.evaluate(() => !!document.activeElement?.closest('[data-site-menu], [data-menu-toggle]'));
    if (!inMenu) return;
  }
  throw new Error('focus never left the menu');
}
/** Moves the pointer to empty space in the lower left of the page, away from every menu. */
const moveAway = (page: Page) => page.mouse.move(8, (page.viewportSize()?.height ?? 700) - 8);

test.describe('Navigation bar > with a mouse', () => {
  test(
    'hovering a menu opens it; it closes 300 ms after the pointer leaves, unless it returns; one menu open at a time',
    ROOT_ONLY,
    async ({ page }) => {
      await stopClock(page);
      await page.goto(at('/'));
      const about = mainNav(page).getByRole('button', { name: 'About' });
      await about.hover();
      await expect(about).toHaveAttribute('aria-expanded', 'true');
      await expect(mainNav(page).getByRole('link', { name: 'Team' })).toBeVisible();

      await moveAway(page);
      await page.clock.runFor(150);
      await about.hover();
      await page.clock.runFor(500);
      await expect(about).toHaveAttribute('aria-expanded', 'true');

      await moveAway(page);
      await page.clock.runFor(250);
      await expect(about).toHaveAttribute('aria-expanded', 'true');
      await page.clock.runFor(100);
      await expect(about).toHaveAttribute('aria-expanded', 'false');
      await expect(mainNav(page).getByRole('link', { name: 'Team' })).toBeHidden();

      await about.hover();
      const projects = mainNav(page).getByRole('button', { name: 'Projects' });
      await projects.hover();
      await expect(projects).toHaveAttribute('aria-expanded', 'true');
      await expect(about).toHaveAttribute('aria-expanded', 'false');
    },
  );
});

test.describe('Navigation bar > with a keyboard', () => {
  test(
    'the skip link is the first stop; Enter and Space toggle a menu, Escape closes it and returns focus to its button, focus moving out closes it',
    ROOT_ONLY,
    async ({ page }) => {
      await page.goto(at('/'));
      // The skip link is the first stop, and moves focus to the main content.
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: 'Skip to main content' });
      await expect(skip).toBeFocused();
      await expect(skip).toBeVisible();
      await page.keyboard.press('Enter');
      await expect(page.locator('main')).toBeFocused();
      const blogs = mainNav(page).getByRole('button', { name: 'Blogs' });
      await blogs.focus();
      await page.keyboard.press('Enter');
      await expect(blogs).toHaveAttribute('aria-expanded', 'true');
      await page.keyboard.press('Space');
      await expect(blogs).toHaveAttribute('aria-expanded', 'false');
      await page.keyboard.press('Space');
      await page.keyboard.press('Tab');
      await expect(mainNav(page).getByRole('link', { name: 'Tutorials by domain' })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(blogs).toHaveAttribute('aria-expanded', 'false');
      await expect(blogs).toBeFocused();

      await page.keyboard.press('Enter');
      await page.keyboard.press('Tab'); // Tutorials by domain
      await page.keyboard.press('Tab'); // Robotics handouts (PDF)
      await page.keyboard.press('Tab'); // Events, outside the menu
      await expect(mainNav(page).getByRole('link', { name: 'Events' })).toBeFocused();
      await expect(blogs).toHaveAttribute('aria-expanded', 'false');
    },
  );
});

test.describe('Navigation bar > on a small screen', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test(
    'the menu button shows and hides the menu; Escape closes one level at a time, the open menu, then the panel, focus back on its button each time; Tab past its last link closes it, the next stop in view',
    ROOT_ONLY,
    async ({ page }) => {
      await page.goto(at('/'));
      const toggle = page.getByRole('button', { name: 'Menu' });
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(mainNav(page)).toBeHidden();
      await toggle.focus();
      await page.keyboard.press('Enter');
      await expect(mainNav(page)).toBeVisible();
      // With the focus still on Menu, Escape closes the menu it opened.
      await page.keyboard.press('Escape');
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(mainNav(page)).toBeHidden();
      await expect(toggle).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      const about = mainNav(page).getByRole('button', { name: 'About' });
      await about.focus();
      await page.keyboard.press('Enter');
      await mainNav(page).getByRole('link', { name: 'Team' }).focus();
      await page.keyboard.press('Escape');
      await expect(about).toHaveAttribute('aria-expanded', 'false');
      await expect(about).toBeFocused();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(mainNav(page)).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(mainNav(page)).toBeHidden();
      await expect(toggle).toBeFocused();

      // Tab past its last link closes it, and the next stop is in view (a page with script: without
      // it, the rule of the test without script below holds).
      await page.keyboard.press('Enter');
      await tabOutOfMenu(page);
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(mainNav(page)).toBeHidden();
      expect(await focusIsInView(page)).toBe(true);
    },
  );

  test(
    'a tap on Menu and on About before the page has its code opens them, and they stay open once the code runs',
    ROOT_ONLY,
    async ({ page }) => {
      // The page paints and stays without its code until the menu has been used.
      const scripts = await gotoWithScriptsHeld(page, at('/'));
      const toggle = page.getByRole('button', { name: 'Menu' });
      await toggle.tap();
      await expect(mainNav(page).getByRole('link', { name: 'Home' })).toBeVisible();
      const about = mainNav(page).getByRole('button', { name: 'About' });
      await about.tap();
      await expect(mainNav(page).getByRole('link', { name: 'Team' })).toBeVisible();
      await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');

      // Once the code arrives the page takes the open menu as it is.
      await scripts.hydrated();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(about).toHaveAttribute('aria-expanded', 'true');
      await mainNav(page).getByRole('link', { name: 'Team' }).tap();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Team');
    },
  );
});

for (const width of [390, 820]) {
  test.describe(`Navigation bar > on a ${width} px wide touch screen`, () => {
    test.use({ viewport: { width, height: 844 }, hasTouch: true });

    test(
      'with About expanded, one tap or click on Projects opens Projects, one tap on Events opens Events and closes the menu',
      ROOT_ONLY,
      async ({ page }) => {
        await page.goto(at('/'));
        await page.getByRole('button', { name: 'Menu' }).tap();
        const about = mainNav(page).getByRole('button', { name: 'About' });
        const projects = mainNav(page).getByRole('button', { name: 'Projects' });
        for (const press of ['tap', 'click'] as const) {
          await about[press]();
          await expect(about).toHaveAttribute('aria-expanded', 'true');
          await projects[press]();
          await expect(projects).toHaveAttribute('aria-expanded', 'true');
          await expect(about).toHaveAttribute('aria-expanded', 'false');
          await expect(mainNav(page).getByRole('link', { name: 'Induction', exact: true })).toBeVisible();
        }
        await about.tap();
        await mainNav(page).getByRole('link', { name: 'Events' }).tap();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Events');
        await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
      },
    );
  });
}

test.describe('Navigation bar > on a small screen with a keyboard, on a page without script', () => {
  // A phone of 360x640 px: the open panel covers most of it.
  test.use({ viewport: { width: 360, height: 640 }, javaScriptEnabled: false });

  test('Tab past the last link leaves nothing focused under the open panel', ROOT_ONLY, async ({ page }) => {
    await page.goto(at('/events'));
    await page.getByRole('button', { name: 'Menu' }).focus();
    await page.keyboard.press('Enter');
    await expect(mainNav(page)).toBeVisible();
    await tabOutOfMenu(page);
    for (let stop = 1; stop <= 8; stop++) {
      expect(await focusIsInView(page), `stop ${stop} after the menu`).toBe(true);
      await page.keyboard.press('Tab');
    }
    // Back in the panel, it shows again.
    await page.getByRole('button', { name: 'Menu' }).focus();
    await page.keyboard.press('Tab');
    await expect(mainNav(page)).toBeVisible();
  });
});

test.describe('Navigation bar > on a laptop', () => {
  test(
    'a longer club name and a fifth social network keep it on one row, as high as before',
    ROOT_ONLY,
    async ({ page }) => {
      await page.setViewportSize({ width: 1366, height: 768 });
      await page.goto(at('/'));
      const header = page.getByRole('banner');
      const before = (await header.boundingBox())!.height;
      // What a committee may write: a name of 42 letters (it takes two lines) and five networks.
      await header.evaluate((banner) => {
        banner.querySelector('a[href="/"] span')!.textContent = 'Riverbend University Robotics & AI Society';
        const social = banner.querySelector('[aria-label="Social media"]')!;
        const items = [...social.children];
        items.slice(5).forEach((item) => item.remove());
        for (let count = items.length; count < 5; count++) social.append(items[0]!.cloneNode(true));
      });
      await expect(header.getByRole('list', { name: 'Social media' }).getByRole('listitem')).toHaveCount(5);
      expect((await header.boundingBox())!.height, 'the header is as high as before').toBe(before);
      const brand = (await header.getByRole('link').first().boundingBox())!;
      const nav = (await mainNav(page).boundingBox())!;
      expect(nav.y, 'the navigation is beside the name, not below it').toBeLessThan(brand.y + brand.height);
    },
  );
});

// Which item marks which page and section: nav-items.test.ts.
test.describe('Navigation bar > the current section', () => {
  test('is marked on load of a deep link into a section, and moves after a click, in a menu too, which closes', async ({
    page,
  }) => {
    await page.goto(at('/team'));
    const link = (name: string) => mainNav(page).getByRole('link', { name, includeHidden: true });
    await expect(link('Team')).toHaveAttribute('aria-current', 'page');
    await expect(mainNav(page).getByRole('button', { name: 'About' })).toHaveAttribute('aria-current', 'true');
    await link('Home').click();
    await expect(link('Home')).toHaveAttribute('aria-current', 'page');
    await link('Events').click();
    await expect(link('Events')).toHaveAttribute('aria-current', 'page');
    await expect(link('Home')).not.toHaveAttribute('aria-current');
    // A click opens a menu, and a link in it its page.
    const projects = mainNav(page).getByRole('button', { name: 'Projects' });
    await projects.click();
    await expect(projects).toHaveAttribute('aria-expanded', 'true');
    await mainNav(page).getByRole('link', { name: 'Induction', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Induction Projects');
    await expect(projects).toHaveAttribute('aria-expanded', 'false');
    await expect(projects).toHaveAttribute('aria-current', 'true');
  });
});
