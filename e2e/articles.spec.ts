import type { Page } from '@playwright/test';
import { listArticleRoutes } from '../src/content/collections/articles.server.ts';
import { loadSite } from '../src/content/collections/site.server.ts';
import { siteAddress } from '../src/lib/base-path.ts';
import { at, expect, FIXTURE_CONTENT, ROOT_ONLY, test } from './support/fixtures.ts';
import { elementsOf } from './support/html.ts';
import { ARTICLES } from './support/routes.ts';

const routes = listArticleRoutes();
/**
 * What an article can hold, tested on the fixture's (e2e/visual-content/articles/roverbridge.mdx), so
 * the committee may drop the last live article with a table, a clip or an old review date:
 * collapsible sections with a wide table and with code, a clip, code blocks above a link to
 * another article, and a review more than two years before the fixture build's day.
 */
const LONG = {
  slug: 'roverbridge',
  title: 'Driving the lab rover from ROS 2',
  reviewed: '14 August 2023',
  tableSection: 'Message format',
  codeSection: 'Bridge code',
  code: 'def on_twist(self, twist):',
  link: 'our ESP8266 guide',
  linked: { slug: 'IOT2', title: 'Getting started with the ESP8266' },
};

const article = (page: Page) => page.getByRole('article');
const heading = (page: Page) => page.getByRole('heading', { level: 1 });

/**
 * Under /robotics/ only what builds an address runs: links.spec.ts resolves every article's
 * images, videos and links at both bases, so what an article shows is checked at the root.
 */

// Read from the HTML each route serves: how it looks is one template, which the browser tests
// below and pages.spec.ts load; that its images resolve and load, links.spec.ts and images.spec.ts.
test.describe('An article page', ROOT_ONLY, () => {
  test('every article route serves its category, date, reading time, byline and lazy images in its HTML; the deep sleep numbers', async ({
    request,
  }) => {
    for (const { slug, article: entry } of routes) {
      const html = await (await request.get(at(`/blogs/${slug}`))).text();
      // The body is in the prerendered HTML in place, not behind a script.
      expect(html, slug).not.toContain('Loading the page');
      const elements = elementsOf(html);
      const texts = (tag: string) => elements.filter((element) => element.tag === tag).map(({ text }) => text);
      expect(texts('p'), slug).toContain(entry.category);
      if (entry.byline) expect(texts('p'), slug).toContain(entry.byline);
      expect(texts('span'), slug).toContain(`${entry.readingMinutes} min read`);
      // The first date is when it was written; "Last reviewed" follows.
      expect(elements.find(({ tag }) => tag === 'time')?.attrs.datetime, slug).toBe(entry.date);
      // Its images, if any, wait until they are near; their width, height and alt: routes.spec.ts.
      for (const { attrs } of elements.filter(({ tag }) => tag === 'img')) expect(attrs.loading, slug).toBe('lazy');
      // §9: an article that sleeps 45 s says so in microseconds, and gives the old limit with its reason.
      if (ARTICLES.find((source) => source.slug === slug)?.body.includes('ESP.deepSleep(45e6)'))
        for (const fact of ['45,000,000', 'about 71 minutes', '32-bit']) expect(html, slug).toContain(fact);
    }
  });
});

test.describe('A long article on a phone', FIXTURE_CONTENT, () => {
  test('a wide table scrolls sideways in its own region, by keyboard too; a collapsible section opens and closes from the keyboard; reviewed more than two years before the build, a note says details may have changed', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(at(`/blogs/${LONG.slug}`));
    await expect(page.getByText(`Last reviewed ${LONG.reviewed}`)).toBeVisible();
    await expect(page.getByRole('note').filter({ hasText: 'last reviewed more than' })).toBeVisible();
    // The first table too wide for the phone, in view.
    const regions = page.getByRole('region').filter({ has: page.getByRole('table'), visible: true });
    const wide = await regions.evaluateAll((boxes) => boxes.findIndex((box) => box.scrollWidth > box.clientWidth));
    expect(wide, 'a table wider than the phone').toBeGreaterThanOrEqual(0);
    const region = regions.nth(wide);
    await region.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => region.evaluate((box) => box.scrollLeft)).toBeGreaterThan(0);
    // No sideways scrolling of the page at 390 px: pages.spec.ts.
    expect(await page.evaluate(() => window.scrollX)).toBe(0);

    const table = page.getByRole('region', { name: `Table: ${LONG.tableSection}` });
    await expect(table).toBeHidden();
    await article(page).getByText(LONG.tableSection, { exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(table).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(table).toBeHidden();
  });
});

// Their attributes in the HTML: video.test.tsx; that each clip is silent: articles.test.ts.
test.describe('Article videos', FIXTURE_CONTENT, () => {
  test('a video is described as silent, with controls and a poster, and it loads', async ({ page, request }) => {
    await page.goto(at(`/blogs/${LONG.slug}`));
    const player = article(page).locator('video');
    await expect(player).toHaveJSProperty('controls', true);
    await expect(player).toHaveAccessibleDescription(/A silent animation: there is no sound\.$/);
    const poster = await request.get((await player.getAttribute('poster'))!);
    expect(poster.headers()['content-type']).toMatch(/^image\//);
    const clip = await request.get((await player.getAttribute('src'))!);
    expect(clip.headers()['content-type']).toBe('video/mp4');
    await player.scrollIntoViewIfNeeded();
    // preload="metadata": the browser reads the clip's size and length before anyone presses play.
    await expect.poll(() => player.evaluate((v: HTMLVideoElement) => v.videoWidth)).toBeGreaterThan(0);
  });
});

test.describe('Reading articles', FIXTURE_CONTENT, () => {
  test('Back goes to the blogs list from an article opened directly, else back through history; the code blocks above a link hold their height', async ({
    page,
  }) => {
    const back = page.getByRole('link', { name: 'Back', exact: true });
    await page.goto(at(`/blogs/${LONG.slug}`));
    await back.click();
    await expect(heading(page)).toHaveText('Explore our Blogs');
    await expect(page).toHaveURL(/\/blogs$/);
    // Arriving from the list, as a visitor who opened it.
    await page.goto(at('/blogs'));
    await page.getByRole('link', { name: LONG.title }).click();
    await expect(article(page).getByRole('heading', { level: 2 }).first()).toBeVisible();
    await back.click();
    await expect(heading(page)).toHaveText('Explore our Blogs');
    // Back went back: the article is still the next entry in the browser's history.
    await page.goForward();
    await expect(heading(page)).toHaveText(LONG.title);

    await page.goto(at(`/blogs/${LONG.slug}`));
    // The code blocks above the link hold their height before they are drawn: it stays under the finger.
    const link = article(page).getByRole('link', { name: LONG.link });
    const top = () => link.evaluate((element) => Math.round(element.getBoundingClientRect().top + window.scrollY));
    const before = await top();
    await link.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(Math.abs((await top()) - before)).toBeLessThanOrEqual(2);
    await link.click();
    await expect(heading(page)).toHaveText(LONG.linked.title);
    await back.click();
    await expect(heading(page)).toHaveText(LONG.title);
  });
});

test.describe('Code blocks and links', FIXTURE_CONTENT, () => {
  // How a link to another site opens, and the highlighting itself: mdx-link.test.tsx, mdx-options.test.ts;
  // that links to articles stay under the base path: links.spec.ts, for every article at both bases.
  test('code is highlighted with no highlighter sent to the browser; a link to another article opens it', async ({
    page,
    request,
  }) => {
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.url());
    });
    await page.goto(at(`/blogs/${LONG.slug}`));
    const code = article(page).locator('pre').first();
    await expect(code).toHaveClass(/shiki/);
    for (const url of scripts) {
      expect(await (await request.get(url)).text(), url).not.toMatch(/createHighlighter|oniguruma|textmate/i);
    }
    const next = article(page).getByRole('link', { name: LONG.link });
    await expect(next).toHaveAttribute('href', `/blogs/${LONG.linked.slug}`);
  });
});

test.describe('Without JavaScript', FIXTURE_CONTENT, () => {
  test.use({ javaScriptEnabled: false });

  test('an article is complete: body, images and code; Back is a link to the blogs list', async ({ page }) => {
    await page.goto(at(`/blogs/${LONG.slug}`));
    await expect(heading(page)).toHaveText(LONG.title);
    await expect(article(page).getByRole('img').first()).toHaveAttribute('src', /\/assets\//);
    await expect(page.getByRole('button', { name: 'Copy code' })).toHaveCount(0);
    await article(page).getByText(LONG.codeSection, { exact: true }).click();
    await expect(article(page).getByText(LONG.code)).toBeVisible();
    await page.getByRole('link', { name: 'Back', exact: true }).click();
    await expect(heading(page)).toHaveText('Explore our Blogs');
  });
});

test.describe('The article feed', () => {
  test('is linked from the head of every page and served as RSS, naming an article by its canonical URL under the base', async ({
    request,
    baseURL,
  }) => {
    const address = siteAddress(loadSite().url, new URL(baseURL!).pathname);
    const feedLinks = async (route: string) =>
      elementsOf(await (await request.get(at(route))).text(), 'link').filter(
        ({ attrs }) => attrs.rel === 'alternate' && attrs.type === 'application/rss+xml',
      );
    const { slug } = ARTICLES[0]!;
    for (const route of ['/', '/blogs', `/blogs/${slug}`, '/robotics'])
      expect(await feedLinks(route), route).toHaveLength(1);
    const href = (await feedLinks('/'))[0]!.attrs.href;
    const response = await request.get(href!);
    expect([response.status(), response.headers()['content-type']]).toEqual([
      200,
      expect.stringMatching(/^application\/rss\+xml/),
    ]);
    const xml = await response.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="utf-8"\?>\s*<rss version="2.0"/);
    // One item per article by its canonical URL (feed.test.ts), here under the build's base.
    expect(xml).toContain(`<link>${address}/blogs/${slug}</link>`);
  });
});
