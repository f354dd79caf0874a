import { routePaths } from '../scripts/build-steps/route-paths.ts';
import { at, expect, ROOT_ONLY, test } from './support/fixtures.ts';
import { elementsOf } from './support/html.ts';
import { ARTICLES, CONTENT_PAGES as allRoutes, GALLERIES, site } from './support/routes.ts';

/** Each alias route and the article whose canonical URL it names. */
const ARTICLE_ALIASES = ARTICLES.flatMap(({ slug, aliases }) =>
  aliases.map((alias) => ({ slug: alias, canonical: slug })),
);

test.describe('Every route of the specification', () => {
  test('the route table has a page for every entry of the content, and no other', ROOT_ONLY, () => {
    expect([...routePaths()].sort()).toEqual(allRoutes.map((route) => route.path).sort());
  });

  // Each page's status, title, description, heading and images, as served: share.spec.ts.
  test('the article shown at two routes names one canonical URL, under the base path', async ({ request, baseURL }) => {
    const base = new URL(baseURL!).pathname;
    for (const { slug, canonical } of ARTICLE_ALIASES) {
      const links = elementsOf(await (await request.get(at(`/blogs/${slug}`))).text(), 'link');
      expect(links.filter(({ attrs }) => attrs.rel === 'canonical').map(({ attrs }) => attrs.href)).toEqual([
        `https://robotics.riverbend.example${base}blogs/${canonical}`,
      ]);
    }
  });
});

test.describe('An unknown path', () => {
  test.use({ allowedConsoleErrors: [/status of 404/] });

  // Its status, title and heading as served: share.spec.ts. Which page a near miss meant: src/lib/nearest-route.test.ts.
  test('answers 404 with the Not Found page, which suggests nothing and links home and to the main sections; a near miss (/sponsors) suggests the page it likely meant, Sponsor the club', async ({
    page,
    request,
  }) => {
    // The Not Found page itself is no 200 page either.
    for (const path of [at('/404'), '/404.html']) expect((await request.get(path)).status(), path).toBe(404);

    const visit = await page.goto(at('/no/such/page'));
    expect(visit?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    // An address close to no page suggests none.
    await expect(page.getByRole('main').getByText('Did you mean')).toHaveCount(0);
    const sections = page.getByRole('navigation', { name: 'Main sections' });
    await expect(sections.getByRole('link', { name: 'Home', exact: true })).toBeVisible();
    await sections.getByRole('link', { name: 'Tutorials by domain' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      allRoutes.find(({ path }) => path === '/blogs')!.heading,
    );

    expect((await page.goto(at('/sponsors')))?.status()).toBe(404);
    const suggestion = page.getByRole('main').getByText('Did you mean');
    await suggestion.getByRole('link', { name: 'Sponsor the club' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sponsor the Club');
  });

  test('a mistyped address under each section keeps the Not Found page and its title once the page is interactive', async ({
    page,
  }) => {
    for (const path of [
      '/blogs/ROS3',
      '/blogs/ros9',
      '/induction/2021',
      '/post/2020',
      '/blogs/ROS1/extra',
      '/team/2019-20',
      '/events/nope',
    ].filter((path) => !allRoutes.some((route) => route.path.toLowerCase() === path.toLowerCase()))) {
      expect((await page.goto(at(path)))?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
      await expect(page).toHaveTitle(`Page not found | ${site.name}`);
      const sections = page.getByRole('navigation', { name: 'Main sections' });
      await expect(sections.getByRole('link', { name: 'Home', exact: true })).toBeVisible();
    }
  });

  test('an address in the wrong case redirects to its route, keeping the query', async ({ page, request, baseURL }) => {
    // An article's address as typed from a poster: all in small letters, or all in capitals if it has none.
    const route = `/blogs/${ARTICLES[0]!.slug}`;
    const typed = route === route.toLowerCase() ? route.toUpperCase() : route.toLowerCase();
    const response = await request.get(at(`${typed}?from=poster`), { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers()['location']).toBe(`${new URL(at(route), baseURL).pathname}?from=poster`);
    const team = await request.get(at('/TEAM'), { maxRedirects: 0 });
    expect(team.headers()['location']).toBe(new URL(at('/team'), baseURL).pathname);

    await page.goto(at(typed));
    await expect(page).toHaveURL(new RegExp(`${route}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ARTICLES[0]!.title);
  });
});

test.describe('Reloading and deep links', () => {
  test('a deep link shows its route, still after a reload, and with a trailing slash without a redirect; a link opens its route in the page, and Back returns', async ({
    page,
    request,
  }) => {
    const slash = await request.get(at('/team/'), { maxRedirects: 0 });
    expect([slash.status(), await slash.text()]).toEqual([200, expect.stringContaining('Our Team</h1>')]);
    const gallery = GALLERIES[0]!;
    await page.goto(at(gallery.path));
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(gallery.heading);
    await expect(page).toHaveTitle(`${gallery.heading} | ${site.name}`);
    await page.getByRole('link', { name: 'Events' }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Events');
    await expect(page).toHaveTitle(`Events | ${site.name}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(gallery.heading);
  });
});
