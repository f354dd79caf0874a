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

  test('gallery cards show their title and their whole description', async ({ page }) => {
    await page.goto(at('/post/2023'));
    const title = page.getByRole('main').getByRole('heading', { level: 2, name: 'Autonomous Campus Delivery Rover' });
    await expect(title).toBeVisible();
    const description = page.getByRole('main').locator('[data-clamp]');
    const clamped = await description.evaluate((element) => element.scrollHeight > element.clientHeight + 2);
    expect(clamped).toBe(false);
  });

  test('Join and Sponsor are whole: the year, every answer and the ways to write', async ({ page }) => {
    await page.goto(at('/join'));
    await expect(page.getByRole('heading', { level: 3 })).toHaveCount(3);
    const questions = page.getByRole('group');
    expect(await questions.count()).toBeGreaterThan(2);
    await questions.first().getByText(/\?$/).click();
    await expect(questions.first().getByRole('paragraph')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Write to us about joining' })).toBeVisible();

    await page.goto(at('/sponsor'));
    await expect(page.getByRole('heading', { level: 3, name: 'Gold' })).toBeVisible();
    await expect(page.getByRole('link', { name: /sponsorship deck/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'send us a message about sponsorship' })).toBeVisible();
  });
});
