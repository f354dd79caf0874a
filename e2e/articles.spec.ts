import type { Page } from '@playwright/test';
import { listArticleRoutes } from '../src/content/collections/articles.server.ts';
import { loadSite } from '../src/content/collections/site.server.ts';
import { siteAddress } from '../src/lib/base-path.ts';
import { at, expect, ROOT_ONLY, test } from './support/fixtures.ts';
import { E2E_BUILD_DATE } from '../test/support/bases.ts';
import { elementsOf } from './support/html.ts';
import { ARTICLES, titleOf } from './support/routes.ts';

/** A collapsible section holding a table, and one opening on code: its summary and the code's first line. */
const TABLE_SECTION = /<summary>([^<]+)<\/summary>\s+(?:[^#<\n][^\n]*\n+)*?\|/;
const CODE_SECTION = /<summary>([^<]+)<\/summary>\s+(?:[^#<`\n][^\n]*\n+)*?```\w*\n([^\n]+)/;
/** An article with both, reviewed more than two years before the builds' day. */
const OLD_LONG = ARTICLES.find(
  ({ body, reviewed }) =>
    TABLE_SECTION.test(body) &&
    CODE_SECTION.test(body) &&
    reviewed < `${Number(E2E_BUILD_DATE.slice(0, 4)) - 2}${E2E_BUILD_DATE.slice(4)}`,
)!;

const routes = listArticleRoutes();
/** An article with code blocks above a link to another article: the link's text and the article it opens. */
const [linking, linkText, linked] = ARTICLES.flatMap(({ slug, body }) => {
  const link = /```[\s\S]*\n[^`\n]*\[([^\]]+)\]\(\/blogs\/([\w-]+)\)/.exec(body);
  return link ? [[slug, link[1]!, link[2]!] as const] : [];
})[0]!;

const article = (page: Page) => page.getByRole('article');
const heading = (page: Page) => page.getByRole('heading', { level: 1 });

/**
 * Under /robotics/ only what builds an address runs: links.spec.ts resolves every article's
 * images, videos and links at both bases, so what an article shows is checked at the root.
 */

// Read from the HTML each route serves: how it looks is one template, which the browser tests
// below and pages.spec.ts load; that its images resolve and load, links.spec.ts and images.spec.ts.
test.describe('An article page', ROOT_ONLY, () => {
  test('every article route serves its category, date, reading time, byline, body and lazy images in its HTML; the deep sleep numbers', async ({
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
      expect(texts('h2').length, slug).toBeGreaterThan(0);
      const images = elements.filter(({ tag }) => tag === 'img').map(({ attrs }) => attrs);
      expect(images.length, `${slug} has images`).toBeGreaterThan(0);
      // Their width, height and alt: routes.spec.ts, for every page.
      for (const { loading } of images) expect(loading, slug).toBe('lazy');
      // §9: an article that sleeps 45 s says so in microseconds, and gives the old limit with its reason.
      if (ARTICLES.find((source) => source.slug === slug)?.body.includes('ESP.deepSleep(45e6)'))
        for (const fact of ['45,000,000', 'about 71 minutes', '32-bit']) expect(html, slug).toContain(fact);
    }
  });
});

test.describe('A long article on a phone', ROOT_ONLY, () => {
  test('a wide table scrolls sideways in its own region, by keyboard too; a collapsible section opens and closes from the keyboard; reviewed more than two years before the build, a note says details may have changed', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(at(`/blogs/${OLD_LONG.slug}`));
    const reviewed = new Date(`${OLD_LONG.reviewed}T00:00Z`).toLocaleDateString('en-GB', {
      dateStyle: 'long',
      timeZone: 'UTC',
    });
    await expect(page.getByText(`Last reviewed ${reviewed}`)).toBeVisible();
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

    const summary = TABLE_SECTION.exec(OLD_LONG.body)![1]!;
    const table = page.getByRole('region', { name: `Table: ${summary}` });
    await expect(table).toBeHidden();
    await article(page).getByText(summary, { exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(table).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(table).toBeHidden();
  });
});

// Their attributes in the HTML: video.test.tsx; that each clip is silent: articles.test.ts.
test.describe('Article videos', () => {
  const withVideo = ARTICLES.filter(({ body }) => body.includes('<Video'));

  withVideo.forEach(({ slug }) => {
    test(
      `/blogs/${slug} has a video described as silent, with controls and a poster, and it loads`,
      ROOT_ONLY,
      async ({ page, request }) => {
        await page.goto(at(`/blogs/${slug}`));
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
      },
    );
  });
});

test.describe('Reading articles', () => {
  test(
    'Back goes to the blogs list from an article opened directly, else back through history; the code blocks above a link hold their height',
    ROOT_ONLY,
    async ({ page }) => {
      const back = page.getByRole('link', { name: 'Back', exact: true });
      await page.goto(at(`/blogs/${linking}`));
      await back.click();
      await expect(heading(page)).toHaveText('Explore our Blogs');
      await expect(page).toHaveURL(/\/blogs$/);
      // Arriving from the list, as a visitor who opened it.
      await page.goto(at('/blogs'));
      await page.getByRole('link', { name: titleOf(linking) }).click();
      await expect(article(page).getByRole('heading', { level: 2 }).first()).toBeVisible();
      await back.click();
      await expect(heading(page)).toHaveText('Explore our Blogs');
      // Back went back: the article is still the next entry in the browser's history.
      await page.goForward();
      await expect(heading(page)).toHaveText(titleOf(linking));

      await page.goto(at(`/blogs/${linking}`));
      // The code blocks above the link hold their height before they are drawn: it stays under the finger.
      const link = article(page).getByRole('link', { name: linkText });
      const top = () => link.evaluate((element) => Math.round(element.getBoundingClientRect().top + window.scrollY));
      const before = await top();
      await link.evaluate((element) => element.scrollIntoView({ block: 'center' }));
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      expect(Math.abs((await top()) - before)).toBeLessThanOrEqual(2);
      await link.click();
      await expect(heading(page)).toHaveText(titleOf(linked));
      await back.click();
      await expect(heading(page)).toHaveText(titleOf(linking));
    },
  );
});

test.describe('Code blocks and links', () => {
  // How a link to another site opens, and the highlighting itself: mdx-link.test.tsx, mdx-options.test.ts.
  test('code is highlighted with no highlighter sent to the browser; a link to another article stays under the base path', async ({
    page,
    request,
    baseURL,
  }) => {
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.url());
    });
    await page.goto(at(`/blogs/${linking}`));
    const code = article(page).locator('pre').first();
    await expect(code).toHaveClass(/shiki/);
    for (const url of scripts) {
      expect(await (await request.get(url)).text(), url).not.toMatch(/createHighlighter|oniguruma|textmate/i);
    }
    const next = article(page).getByRole('link', { name: linkText });
    await expect(next).toHaveAttribute('href', `${new URL(baseURL!).pathname}blogs/${linked}`);
  });
});

test.describe('Without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test(
    'an article is complete: body, images and code; Back is a link to the blogs list',
    ROOT_ONLY,
    async ({ page }) => {
      await page.goto(at(`/blogs/${OLD_LONG.slug}`));
      await expect(heading(page)).toHaveText(OLD_LONG.title);
      await expect(article(page).getByRole('img').first()).toHaveAttribute('src', /\/assets\//);
      await expect(page.getByRole('button', { name: 'Copy code' })).toHaveCount(0);
      const [, summary, code] = CODE_SECTION.exec(OLD_LONG.body)!;
      await article(page).getByText(summary!, { exact: true }).click();
      await expect(article(page).getByText(code!.trim()).first()).toBeVisible();
      await page.getByRole('link', { name: 'Back', exact: true }).click();
      await expect(heading(page)).toHaveText('Explore our Blogs');
    },
  );
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
    for (const route of ['/', '/blogs', `/blogs/${linking}`, '/robotics'])
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
    expect(xml).toContain(`<link>${address}/blogs/${linking}</link>`);
  });
});
