/**
 * How long a visitor waits between pages: a link tapped on a page already shown, until the
 * next page's heading is painted, on Lighthouse's phone (test/support/throttled-phone.ts)
 * through the HTTPS and HTTP/2 front end, the cache warm from the first page as a visitor's is.
 * A page with script moves in the browser (React Router fetches the route's `.data` and code);
 * a page without loads the next page's HTML. Not a gate: the figures move with the machine.
 *
 *   node benchmarks/navigation.ts                   the build in dist/ (or DIST_DIR)
 *   node benchmarks/navigation.ts --before DIR      the same walks on an earlier build beside it
 *   --runs N (default 7, the median is shown); --save writes benchmarks/navigation.md
 */
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../test/support/chromium.ts';
import { throttledPhone } from '../test/support/throttled-phone.ts';
import { startNginx, startTlsFront } from '../scripts/nginx.ts';

/** A visitor's walks: each from a page to a link on it. */
const WALKS = [
  ['/', '/about'],
  ['/about', '/team'],
  ['/team', '/achievement'],
  ['/blogs', '/blogs/IOT2'],
  ['/induction', '/induction/2020'],
  ['/events', '/join'],
] as const;

const { values } = parseArgs({
  options: { before: { type: 'string' }, runs: { type: 'string', default: '7' }, save: { type: 'boolean' } },
});
const root = path.resolve(import.meta.dirname, '..');
const builds = [
  { name: 'this build', dir: path.resolve(root, process.env.DIST_DIR ?? 'dist') },
  ...(values.before ? [{ name: 'before', dir: path.resolve(values.before) }] : []),
];
for (const { dir } of builds) {
  if (!existsSync(path.join(dir, 'index.html'))) throw new Error(`No build in ${dir}: run \`npm run build\` first.`);
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(1));

const median = (numbers: number[]) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)]!;
const { executablePath, args } = chromiumLaunchOptions();
const browser = await chromium.launch({ executablePath, args: [...(args ?? []), '--ignore-certificate-errors'] });

/** Milliseconds from the tap until the next page's heading is painted, and the bytes it took. */
async function walk(origin: string, from: string, to: string): Promise<{ ms: number; bytes: number; kind: string }> {
  const { context, page, cdp } = await throttledPhone(browser);
  await page.goto(origin + from, { waitUntil: 'networkidle' });
  let bytes = 0;
  cdp.on('Network.loadingFinished', ({ encodedDataLength }) => (bytes += encodedDataLength));
  const before = await page.locator('h1').textContent();
  const tappedAt = await page.evaluate(
    ([href, heading]) => {
      const shown = window as unknown as { shownAt?: number; tapped?: boolean };
      shown.tapped = true;
      // Moved in the browser: the heading changes in this document; noted once painted.
      new MutationObserver((_, observer) => {
        if (document.querySelector('h1')?.textContent === heading) return;
        observer.disconnect();
        requestAnimationFrame(() => setTimeout(() => (shown.shownAt = performance.timeOrigin + performance.now())));
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
      const tappedAt = performance.timeOrigin + performance.now();
      document.querySelector<HTMLAnchorElement>(`a[href="${href}"]`)!.click();
      return tappedAt;
    },
    [to, before] as const,
  );
  await page.waitForURL(origin + to);
  await page.waitForFunction((heading) => document.querySelector('h1')?.textContent !== heading, before);
  const { shownAt, inBrowser } = await shownTime(page);
  await context.close();
  return { ms: Math.round(shownAt - tappedAt), bytes, kind: inBrowser ? 'in the browser' : 'page load' };
}

/** When the heading was painted: noted in this document, or the new document's first paint. */
function shownTime(page: Page): Promise<{ shownAt: number; inBrowser: boolean }> {
  return page.evaluate(async () => {
    const shown = window as unknown as { shownAt?: number; tapped?: boolean };
    if (!shown.tapped) {
      const paint = performance.getEntriesByName('first-contentful-paint')[0]!;
      return { shownAt: performance.timeOrigin + paint.startTime, inBrowser: false };
    }
    while (shown.shownAt === undefined) await new Promise((resolve) => setTimeout(resolve, 10));
    return { shownAt: shown.shownAt, inBrowser: true };
  });
}

const runs = Number(values.runs);
const rows: string[] = [];
const fronts = [];
for (const [index, { name, dir }] of builds.entries()) {
  const port = Number(process.env.E2E_PORT ?? 4173) + 20 + 2 * index;
  const server = await startNginx({ distDir: dir, port });
  const front = await startTlsFront({ upstream: server.url, port: port + 1 });
  fronts.push(server, front);
  for (const [from, to] of WALKS) {
    const results = [];
    for (let run = 0; run < runs; run++) results.push(await walk(front.url, from, to));
    const ms = results.map((result) => result.ms);
    const bytes = median(results.map((result) => result.bytes));
    rows.push(
      `| ${name} | ${from} → ${to} | ${results[0]!.kind} | ${median(ms)} ms [${Math.min(...ms)}–${Math.max(...ms)}] | ${(bytes / 1024).toFixed(1)} KB |`,
    );
    console.log(rows.at(-1));
  }
}
await browser.close();
for (const running of fronts) await running.stop();

const table = [
  `| build | walk | how | tap to heading painted, median of ${runs} [range] | bytes fetched |`,
  '| --- | --- | --- | --- | --- |',
  ...rows,
].join('\n');
if (values.save) writeFileSync(path.join(root, 'benchmarks/navigation.md'), `${table}\n`);
