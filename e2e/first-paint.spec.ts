import { at, expect, ROOT_ONLY, test } from './support/fixtures.ts';
import { ARTICLES } from './support/routes.ts';

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
  for (const route of ['/', `/blogs/${ARTICLES[0]!.slug}`, '/team']) {
    test(`${route} paints from its HTML alone, and hydrates`, ROOT_ONLY, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(at(route));
      const { firstPaint, requests } = await page.evaluate(timeline);
      expect(firstPaint).toBeGreaterThan(0);
      // Styled (the reset's margin) by the stylesheets the HTML carries.
      expect(await page.evaluate(() => getComputedStyle(document.body).margin)).toBe('0px');
      // Nothing the first paint waits for.
      expect(requests.filter((request) => request.start < firstPaint && request.blocking !== 'non-blocking')).toEqual(
        [],
      );
      // The stylesheets are in the HTML: neither the page nor code it loads later (an article's body) fetches one.
      expect(requests.map((request) => request.url).filter((url) => /\.css(#|$)/.test(url))).toEqual([]);
    });
  }
});
