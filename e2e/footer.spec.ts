import { at, expect, test } from './support/fixtures.ts';

test.describe('Footer map', () => {
  test('requests nothing from the map provider until the visitor asks, then shows the map', async ({ page }) => {
    const mapRequests: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith('http://127.0.0.1')) mapRequests.push(request.url());
    });
    await page.route('https://www.openstreetmap.org/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Map</title><p>Map</p>' }),
    );
    await page.goto(at('/'));
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText('14 Canal Road, Navapur 411 099')).toBeVisible();
    const openLink = footer.getByRole('link', { name: 'Open the map in OpenStreetMap (opens in a new tab)' });
    await expect(openLink).toHaveAttribute('href', /^https:\/\/www\.openstreetmap\.org\//);
    await page.waitForLoadState('networkidle');
    expect(mapRequests).toEqual([]);

    await footer.getByRole('button', { name: /Show map from OpenStreetMap/ }).click();
    const frame = footer.locator('iframe[title^="Map showing"]');
    await expect(frame).toBeVisible();
    await expect(frame, 'focus moves to the map that replaced the button').toBeFocused();
    await expect
      .poll(() => mapRequests.some((url) => url.startsWith('https://www.openstreetmap.org/export/embed.html')))
      .toBe(true);
    await expect(openLink).toBeVisible();
  });

  test('has the address, phone and email as links, follow-us icons with names, and credits', async ({ page }) => {
    await page.goto(at('/about'));
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: '+91 55550 10120' })).toHaveAttribute('href', 'tel:+915555010120');
    await expect(footer.getByRole('link', { name: 'robotics@riverbend.example' })).toHaveAttribute(
      'href',
      'mailto:robotics@riverbend.example',
    );
    await expect(footer.getByRole('heading', { name: 'Follow us' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'GitHub (opens in a new tab)' })).toBeVisible();
    await expect(footer.getByText(/Built and looked after by the members/)).toBeVisible();
  });
});
