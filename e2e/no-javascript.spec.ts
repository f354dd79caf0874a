import { at, expect, test } from './support/fixtures.ts';

test.describe('Without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every TAB panel is readable, one after another', async ({ page }) => {
    await page.goto(at('/tab'));
    await expect(page.getByRole('tabpanel')).toHaveCount(6);
    for (const panel of await page.getByRole('tabpanel').all()) await expect(panel).toBeVisible();
  });

  test('the four notes are readable in full', async ({ page }) => {
    await page.goto(at('/about'));
    for (const role of ['Principal', 'Faculty Advisor', 'Founders', 'President']) {
      await expect(page.getByRole('heading', { name: `A note from the ${role}` })).toBeVisible();
    }
  });

  test('the menus open on hover and their links work', async ({ page }) => {
    await page.goto(at('/'));
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'About' }).hover();
    await nav.getByRole('link', { name: 'Team' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Team');
  });

  test('gallery cards show their whole description', async ({ page }) => {
    await page.goto(at('/post/2023'));
    const description = page.getByRole('main').locator('[data-clamp]');
    const clamped = await description.evaluate((element) => element.scrollHeight > element.clientHeight + 2);
    expect(clamped).toBe(false);
  });
});
