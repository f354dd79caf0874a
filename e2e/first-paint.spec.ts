import { at, expect, ROOT_ONLY, test } from './support/fixtures.ts';

/** What the page had asked for by the time it was painted, and after. */
const timeline = () =>
  ({
    firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1,
    requests: performance.getEntriesByType('resource').map((entry) => {
      const timing = entry as PerformanceResourceTiming & { renderBlockingStatus?: string };
      return {
        url: entry.name,
        start: entry.startTime,
        type: timing.initiatorType,
        blocking: timing.renderBlockingStatus,
      };
    }),
  }) as const;

test.describe('The first view', () => {
  for (const route of ['/', '/blogs/IOT2', '/team']) {
    test(`${route} paints from its HTML alone, and hydrates`, ROOT_ONLY, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(at(route));
      const { firstPaint, requests } = await page.evaluate(timeline);
      expect(firstPaint).toBeGreaterThan(0);
      // Nothing the first paint waits for.
      expect(requests.filter((request) => request.start < firstPaint && request.blocking !== 'non-blocking')).toEqual(
        [],
      );
      // The stylesheets are in the HTML: neither the page nor code it loads later (an article's body) fetches one.
      expect(requests.map((request) => request.url).filter((url) => /\.css(#|$)/.test(url))).toEqual([]);
    });
  }

  test(
    "the home page asks for its first slide from <head>, before its body, in the slide's format",
    ROOT_ONLY,
    async ({ page, request }) => {
      const html = await (await request.get(at('/'))).text();
      const head = html.slice(0, html.indexOf('</head>'));
      const preload = /<link rel="preload"[^>]*as="image"[^>]*>/.exec(head)?.[0] ?? '';
      expect(preload).toContain('fetchPriority="high"');
      expect(preload).toMatch(/imageSrcSet="[^"]+\.webp \d+w/);
      expect(preload).toContain('type="image/webp"');

      // One picture asked for first: the first slide's, and react-slick's copy of it (the same file).
      const first = (html.match(/<img[^>]*fetchpriority="high"[^>]*>/gi) ?? []).map(
        (image) => /srcSet="([^"]+)"/.exec(image)?.[1],
      );
      expect(first.length).toBeGreaterThan(0);
      expect(new Set(first).size).toBe(1);
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(at('/'));
      const slide = page.locator('img[fetchpriority="high"]').first();
      await expect
        .poll(() => slide.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
        .toBe(true);
      const shown = await slide.evaluate((image: HTMLImageElement) => image.currentSrc);
      const { requests } = await page.evaluate(timeline);
      // The slide the phone shows is the one the preload fetched: one request, from the preload.
      const fetched = requests.filter((request) => request.url === shown);
      expect(fetched).toHaveLength(1);
      expect(fetched[0]!.type).toBe('link');
    },
  );
});
