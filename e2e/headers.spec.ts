import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { PRODUCTION_MAIL_ORIGIN } from '../scripts/nginx.ts';
import { E2E_BASES, E2E_MAIL } from '../test/support/bases.ts';
import { at, expect, test } from './support/fixtures.ts';
import { elementsOf } from './support/html.ts';
import { ARTICLES, FIRST_PDF } from './support/routes.ts';

const distAssets = path.resolve(import.meta.dirname, '../dist/assets');

/**
 * What a static host sends for `address` under a `_headers` file, read the way Cloudflare
 * Pages documents it: every rule whose path matches applies in order; a path has at most
 * one `*`, matching anything; `! Name` removes a header an earlier rule attached; a header
 * attached twice is joined with a comma.
 */
function hostHeaders(file: string, address: string): Map<string, string> {
  const headers = new Map<string, string>();
  let applies = false;
  for (const line of file.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    if (!line.startsWith(' ')) {
      const [head, tail] = line.split('*') as [string, string | undefined];
      applies =
        tail === undefined
          ? line === address
          : address.startsWith(head) && address.endsWith(tail) && address.length >= head.length + tail.length;
      continue;
    }
    if (!applies) continue;
    const detach = /^\s+!\s*(\S+)$/.exec(line);
    if (detach) {
      headers.delete(detach[1]!.toLowerCase());
      continue;
    }
    const [, name, value] = /^\s+([^:]+):\s*(.*)$/.exec(line)!;
    const key = name!.toLowerCase();
    headers.set(key, headers.has(key) ? `${headers.get(key)}, ${value}` : value!);
  }
  return headers;
}

test.describe('nginx', () => {
  test.describe(() => {
    test.use({ allowedConsoleErrors: [/Content Security Policy/] });
    test("runs the page's own scripts, from files, and refuses any inline script", async ({ page }) => {
      const refused: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy/.test(message.text())) refused.push(message.text());
      });
      // The page hydrates (the fixtures wait for it) with nothing refused.
      await page.goto(at('/about'));
      expect(refused).toEqual([]);

      const ran = await page.evaluate(() => {
        const script = document.createElement('script');
        script.textContent = 'document.documentElement.dataset.injected = ""';
        document.head.append(script);
        return document.documentElement.hasAttribute('data-injected');
      });
      expect(ran).toBe(false);
      await expect.poll(() => refused.length).toBe(1);
    });
  });

  // The policy's other parts and the other security headers: scripts/build-steps/headers.test.ts,
  // and the _headers test below holds nginx to them for these same pages.
  // In the browser, a refused style fails every test (support/fixtures.ts), and first-paint.spec.ts
  // shows each page styled with no stylesheet file fetched.
  test("allows its inline stylesheets by their hashes, and no other inline style, also in a reload's 304", async ({
    request,
  }) => {
    const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    for (const route of ['/', '/team', `/blogs/${ARTICLES[0]!.slug}`, '/no/such/page']) {
      const response = await request.get(at(route));
      const csp = response.headers()['content-security-policy'] ?? '';
      const styleSrc = /style-src ([^;]*);/.exec(csp)?.[1] ?? '';
      expect(styleSrc).not.toContain('unsafe-inline');
      const styles = elementsOf(await response.text(), 'style').map(({ text }) => text);
      expect(styles.length, route).toBeGreaterThan(0);
      for (const css of styles) expect(styleSrc, route).toContain(sha256(css));
      // A reload revalidates the page: the browser takes the 304's headers for the page it keeps.
      const etag = response.headers()['etag'];
      if (response.status() === 200) {
        const revalidated = await request.get(at(route), { headers: { 'If-None-Match': etag! } });
        expect(revalidated.status(), route).toBe(304);
        expect(revalidated.headers()['content-security-policy'], route).toBe(csp);
      }
    }
  });

  // Which kind of file gets which policy and cache is a unit test of the _headers file
  // (scripts/build-steps/headers.test.ts); here nginx is held to that file.
  test('sends what the _headers file the build writes for a static host says, for every kind of file', async ({
    request,
    baseURL,
  }, testInfo) => {
    const build = E2E_BASES.find((base) => base.name === testInfo.project.name)!;
    const distDir = path.resolve(import.meta.dirname, '..', build.distDir);
    const siteDir = path.join(distDir, build.path);
    // The one line the test server changes in nginx.conf's headers: the mail API it allows (scripts/nginx.ts).
    const headersFile = readFileSync(path.join(distDir, '_headers'), 'utf8').replaceAll(
      PRODUCTION_MAIL_ORIGIN,
      E2E_MAIL.origin,
    );
    const named = new Set([...headersFile.matchAll(/^\s+!?\s*([\w-]+)/gm)].map(([, name]) => name!.toLowerCase()));
    expect([...named]).toEqual(expect.arrayContaining(['content-security-policy', 'cache-control']));

    // One file of each kind the build writes (by ending, and in each top folder), and pages.
    const files = readdirSync(siteDir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && !/\.(br|gz)$/.test(entry.name) && entry.name !== 'index.html')
      .map((entry) => path.relative(siteDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
    const kinds = new Map<string, string>();
    for (const file of files)
      kinds.set(`${file.split('/').length > 1 ? file.split('/')[0] : ''} ${path.extname(file)}`, file);
    const addresses = [...kinds.values(), '', 'team', `blogs/${ARTICLES[0]!.slug}`, 'no/such/page'];
    expect(addresses.length).toBeGreaterThan(15);

    const base = new URL(baseURL!).pathname;
    for (const address of addresses) {
      const response = await request.get(at(`/${address}`), { maxRedirects: 0 });
      expect([200, 404], address).toContain(response.status());
      const expected = hostHeaders(headersFile, `${base}${address}`);
      const sent = response.headers();
      for (const name of named) expect(sent[name], `${name} of ${base}${address}`).toBe(expected.get(name));
    }
  });

  // Its policy (WebAssembly, no eval) and caching: headers.test.ts and the _headers test above;
  // its index and WebAssembly loading, as the search runs at both bases: search.spec.ts.
  test("serves the search's code by its type, compressed", async ({ request }) => {
    const script = await request.get(at('/pagefind/pagefind.js'), { headers: { 'Accept-Encoding': 'br' } });
    expect(script.headers()['content-type']).toContain('javascript');
    expect(script.headers()['content-encoding']).toBe('br');
  });

  // The health check: every run waits on it before the first test (playwright.config.ts).
  test('serves pages, PDFs and route data precompressed (never a compressed copy under its own name), a missing route data as a plain 404, and fonts by their type', async ({
    request,
  }) => {
    const brotli = await request.get(at('/team'), { headers: { 'Accept-Encoding': 'br' } });
    expect(brotli.headers()['content-encoding']).toBe('br');
    const gzip = await request.get(at('/team'), { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzip.headers()['content-encoding']).toBe('gzip');
    expect(gzip.headers()['vary']).toContain('Accept-Encoding');
    const pdf = at(`/pdfs/${FIRST_PDF}`);
    const plain = await request.get(pdf, { headers: { 'Accept-Encoding': 'identity' } });
    expect([plain.status(), plain.headers()['content-type']]).toEqual([200, 'application/pdf']);
    const compressed = await request.get(pdf, { headers: { 'Accept-Encoding': 'br' } });
    expect(compressed.headers()['content-encoding']).toBe('br');
    expect(Number(compressed.headers()['content-length'])).toBeLessThan(Number(plain.headers()['content-length']));
    for (const copy of [`${pdf}.br`, `${pdf}.gz`, `${at('/team')}/index.html.br`]) {
      expect((await request.get(copy)).status(), copy).toBe(404);
    }
    // Route data for client navigation is data, never HTML.
    const data = await request.get(at('/team.data'));
    expect([data.status(), data.headers()['content-type']]).toEqual([200, 'text/x-script']);
    const missing = await request.get(at('/no-such-route.data'));
    expect([missing.status(), missing.headers()['content-type']]).toEqual([404, expect.stringContaining('text/plain')]);
    expect(await missing.text()).not.toContain('<html');
    const font = readdirSync(distAssets).find((name) => name.endsWith('.woff2'));
    expect((await request.get(at(`/assets/${font}`))).headers()['content-type']).toBe('font/woff2');
  });
});
