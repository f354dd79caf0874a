import type { Browser, BrowserContext, CDPSession, Page } from '@playwright/test';

/**
 * A phone as Lighthouse's mobile settings imagine it, applied by DevTools: 412 x 823, touch,
 * 150 ms round trips, 1.6 Mbit/s down, 750 kbit/s up, a four times slower processor, a cold
 * cache. For the benchmarks (benchmarks/lighthouse.ts, benchmarks/search.ts), never a test.
 */
export async function throttledPhone(
  browser: Browser,
): Promise<{ context: BrowserContext; page: Page; cdp: CDPSession }> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return { context, page, cdp };
}
