import { at, expect, test } from './support/fixtures.ts';
import { data, site } from './support/routes.ts';

test.describe('Footer map', () => {
  test('has the address, phone and email as links, follow-us links that say they open a new tab, credits, and a map it requests nothing for until the visitor asks', async ({
    page,
  }) => {
    const mapRequests: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith('http://127.0.0.1')) mapRequests.push(request.url());
    });
    await page.route('https://www.openstreetmap.org/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Map</title><p>Map</p>' }),
    );
    await page.goto(at('/'));
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText(site.address.at(-1)!)).toBeVisible();
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

    await expect(footer.getByRole('link', { name: site.phone })).toHaveAttribute(
      'href',
      `tel:${site.phone.replace(/[^+\d]/g, '')}`,
    );
    await expect(footer.getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
    await expect(footer.getByText(/Built and looked after by the members/)).toBeVisible();
    // The follow-us links open in a new tab, safely, and say so to screen readers.
    await expect(footer.getByRole('heading', { name: 'Follow us' })).toBeVisible();
    const social = page.getByRole('list', { name: 'Follow us' }).getByRole('link');
    await expect(social).toHaveCount((data('site.yaml').social as unknown[]).length);
    for (const link of await social.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(link).toHaveAccessibleName(/\(opens in a new tab\)$/);
    }
    await expect(footer.getByRole('link', { name: 'GitHub (opens in a new tab)' })).toBeVisible();
  });
});
