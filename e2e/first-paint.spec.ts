import type { Page } from '@playwright/test';
import { at, expect, ROOT_ONLY, test } from './support/fixtures.ts';
import { waitForInter } from './support/hydration.ts';

/** The fonts Chromium drew the first element matching `selector` with, as DevTools reports them. */
async function platformFonts(page: Page, selector: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return fonts.map(({ familyName }) => familyName);
}

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

  test(
    'a first visit fetches Inter once, after the page has its code and has hydrated, and the next page is set in it from its first paint',
    ROOT_ONLY,
    async ({ page }) => {
      await page.goto(at('/about'));
      await waitForInter(page);
      const { requests } = await page.evaluate(timeline);
      const fonts = requests.filter((request) => request.url.endsWith('.woff2'));
      expect(fonts.map(({ url }) => url.replace(/.*\//, ''))).toEqual([
        expect.stringMatching(/^inter-latin-wght-normal-[\w-]+\.woff2$/),
      ]);
      // Off the line while the page's code loads: asked for after every script has arrived.
      const scriptsIn = await page.evaluate(() =>
        Math.max(
          ...performance
            .getEntriesByType('resource')
            .filter((entry) => entry.name.endsWith('.js'))
            .map((entry) => (entry as PerformanceResourceTiming).responseEnd),
        ),
      );
      expect(fonts[0]!.start).toBeGreaterThan(scriptsIn);
      // The first page keeps the fallback it painted in: nothing is laid out again.
      expect(await platformFonts(page, 'h1')).toEqual([expect.not.stringMatching(/^Inter/)]);

      // The next page, from the first paint: Inter comes from the cache, with no request.
      await page.goto(at('/team'));
      expect(await platformFonts(page, 'h1')).toEqual([expect.stringMatching(/^Inter/)]);
      const fetchedAgain = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.endsWith('.woff2'))
          .map((entry) => (entry as PerformanceResourceTiming).transferSize),
      );
      expect(fetchedAgain).toEqual([0]);
    },
  );

  test(
    'React, React Router and the layout are compiled as their files load, not function by function on the main thread',
    ROOT_ONLY,
    async ({ browser, baseURL }) => {
      // A page of its own: the test fixtures' helpers would add functions of their own to the count.
      const context = await browser.newContext({ baseURL });
      const page = await context.newPage();
      await browser.startTracing(page, { categories: ['disabled-by-default-v8.compile'] });
      await page.goto(at('/about'));
      await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
      const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as {
        traceEvents: { name: string; pid: number; tid: number; args?: { name?: string } }[];
      };
      await context.close();
      const mainThreads = new Set(
        traceEvents
          .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
          .map((event) => `${event.pid}:${event.tid}`),
      );
      // A function compiled on its first call, on the main thread, while the page loaded and hydrated.
      const compiledOnCall = traceEvents.filter(
        (event) => event.name === 'V8.CompileCode' && mainThreads.has(`${event.pid}:${event.tid}`),
      );
      // About 70 (the route's own modules); without the hint on React's chunk, over 350.
      expect(compiledOnCall.length).toBeLessThan(150);
    },
  );
});
