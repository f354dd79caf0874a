import { at, expect, test } from './support/fixtures.ts';
import { metaContent } from './support/page-head.ts';
import { site } from './support/routes.ts';

/**
 * The content editor at /admin/ (scripts/build-steps/cms.ts): it loads from this site alone, under
 * its own Content-Security-Policy, and is no page of the site for search engines.
 */
test.describe('content editor', () => {
  test('loads its sign-in screen from this site alone, with no policy violation, console warning or error', async ({
    page,
    baseURL,
  }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    const origins = new Set<string>();
    page.on('request', (request) => origins.add(new URL(request.url()).origin));
    // GitHub's status page, which Sveltia asks every five minutes with no setting to stop it
    // (docs/decisions/0014-content-editor.md), answered here as the test has no network.
    await page.route('https://www.githubstatus.com/**', (route) =>
      route.fulfill({ json: { status: { indicator: 'none' } }, headers: { 'access-control-allow-origin': '*' } }),
    );
    const violations: string[] = [];
    await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) =>
        (window as unknown as { reportViolation: (text: string) => void }).reportViolation(
          `${event.violatedDirective} ${event.blockedURI}`,
        ),
      );
    });
    const response = await page.goto(at('/admin/'), { waitUntil: 'domcontentloaded' });
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-security-policy']).toContain(
      "connect-src 'self' blob: data: https://api.github.com https://www.githubstatus.com;",
    );
    // It names the club, and offers the way committee members sign in: a token, not GitHub's
    // sign-in, which needs an OAuth helper this site does not have.
    await expect(page.getByRole('button', { name: /sign in using access token/i })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(site.name));
    await expect(page.getByRole('button', { name: /sign in with \W?github/i })).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    expect(violations).toEqual([]);
    // Sveltia warns of every option it does not know and of every deprecated one.
    expect(warnings).toEqual([]);
    const allowed = [new URL(baseURL!).origin, 'https://api.github.com', 'https://www.githubstatus.com'];
    expect([...origins].filter((origin) => !allowed.includes(origin))).toEqual([]);
    expect(metaContent(await response!.text(), 'robots')).toBe('noindex, nofollow');
  });

  test('is asked for with the slash, is kept from crawlers, and is in no sitemap, feed or social card', async ({
    request,
  }) => {
    const bare = await request.get(at('/admin'), { maxRedirects: 0 });
    expect(bare.status()).toBe(301);
    expect(bare.headers()['location']).toMatch(/\/admin\/$/);
    expect(await (await request.get(at('/robots.txt'))).text()).toMatch(/^Disallow: \/(robotics\/)?admin\/$/m);
    for (const file of ['/sitemap.xml', '/feed.xml']) {
      expect(await (await request.get(at(file))).text(), file).not.toContain('/admin');
    }
    expect((await request.get(at('/social-cards/admin.png'))).status()).toBe(404);
    const page = await request.get(at('/'));
    expect(page.headers()['content-security-policy']).toContain('frame-src https://www.openstreetmap.org');
    expect(page.headers()['content-security-policy']).not.toContain('api.github.com');
  });
});
