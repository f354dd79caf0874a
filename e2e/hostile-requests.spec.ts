import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './support/fixtures.ts';
import { rawGet, rawRequest, type RawResponse } from './support/raw-http.ts';
import { FIRST_PDF } from './support/routes.ts';

/**
 * What an attacker sends, byte for byte (support/raw-http.ts), at both bases: nothing in a
 * path becomes a header or a redirect to another site, no file outside the site or of nginx's
 * own is served, and no request makes the server answer out of proportion.
 */
const root = path.resolve(import.meta.dirname, '..');

function server(baseURL: string | undefined) {
  const url = new URL(baseURL!);
  return { port: Number(url.port), base: url.pathname, origin: url.origin };
}
const named = (response: RawResponse, name: string) => response.headers.filter(([header]) => header === name);

test.describe('A hostile request', () => {
  test('a line break in a path never becomes a header of its own, wherever a redirect could echo it', async ({
    baseURL,
  }) => {
    const { port, base } = server(baseURL);
    const cookie = 'Set-Cookie:%20injected=1;%20Domain=uni.test;%20Path=/';
    for (const lineBreak of ['%0d%0a', '%0D%0A', '%0a', '%0d']) {
      for (const target of [
        `/x${lineBreak}${cookie}${lineBreak}X:%20/admin`,
        `${base}x${lineBreak}${cookie}${lineBreak}X:%20/admin`,
        `${base}admin${lineBreak}${cookie}`,
        `${base}x${lineBreak}${lineBreak}<h1>replaced</h1>${lineBreak}/admin`,
        `${base}TEAM${lineBreak}${cookie}`,
        `${base}blogs/ros1${lineBreak}${cookie}/admin`,
      ]) {
        const response = await rawGet(port, target);
        expect(response.responses, target).toBe(1);
        expect(named(response, 'set-cookie'), target).toEqual([]);
        expect(named(response, 'x'), target).toEqual([]);
        expect(response.rest.toString('latin1'), target).not.toContain('<h1>replaced</h1>');
      }
    }
  });

  test('no redirect leads to another site, whatever slashes, backslashes or tabs the path holds', async ({
    baseURL,
  }) => {
    const { port, base, origin } = server(baseURL);
    for (const prefix of ['/', base]) {
      for (const host of [
        '%5Cevil.example',
        '%5C%5Cevil.example',
        '\\evil.example',
        '%09/evil.example',
        '/evil.example',
        '%2F%2Fevil.example',
        '%2Fevil.example',
        '%5C/evil.example',
      ]) {
        for (const tail of ['/admin', '/TEAM', '/admin/', '/team/']) {
          const target = `${prefix}${host}${tail}`;
          const response = await rawGet(port, target);
          const location = named(response, 'location');
          for (const [, value] of location) {
            // Read the way a browser reads it: a backslash is a slash, a tab is dropped.
            expect(new URL(value, `${origin}${base}`).origin, `${target} -> ${value}`).toBe(origin);
            expect(value, `${target} -> ${value}`).toMatch(/^\/[^/\\\t]/);
          }
        }
      }
    }
    // The case redirect still answers what it is for, from an address that merely looks odd.
    const cased = await rawGet(port, `${base}TEAM`);
    expect(cased.status).toBe(301);
    expect(named(cased, 'location')).toEqual([['location', `${base}team`]]);
    const editor = await rawGet(port, `${base}admin?x=%0d%0a`);
    expect(named(editor, 'location')).toEqual([['location', `${base}admin/?x=%0d%0a`]]);
  });

  test('no file outside the site, of git, of the environment or of nginx is served, nor a folder listed', async ({
    baseURL,
  }) => {
    const { port, base } = server(baseURL);
    const script = readdirSync(path.join(root, 'dist/assets')).find((name) => name.endsWith('.js'))!;
    for (const target of [
      '/../../../../etc/passwd',
      `${base}../../../../etc/passwd`,
      '/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
      `${base}..%2f..%2f..%2f..%2fetc%2fpasswd`,
      `${base}%2e%2e%5c%2e%2e%5cetc%5cpasswd`,
      '/.git/config',
      `${base}.git/HEAD`,
      '/.env',
      `${base}.env`,
      `${base}_headers`,
      `${base}_redirects`,
      '/_headers',
      '/route-case.map',
      '/csp-hashes.conf',
      `${base}assets/`,
      `${base}pdfs/`,
      `${base}assets/${script}.map`,
      `${base}index.html.br`,
    ]) {
      const response = await rawGet(port, target);
      expect([400, 404], `${target} answered ${response.status}`).toContain(response.status);
      const body = response.rest.toString('latin1');
      expect(body, target).not.toMatch(/root:x:0:0|\[core\]|Index of|set_real_ip_from|"~\^/);
    }
  });

  test('a path of 10 or 100 KB is refused as too long; a method other than GET and HEAD, with what is allowed; a body framed two ways, with one answer; many overlapping ranges get the file once', async ({
    baseURL,
  }) => {
    const { port, base } = server(baseURL);
    for (const length of [10_000, 100_000]) {
      expect((await rawGet(port, `${base}${'a'.repeat(length)}`)).status, `${length} characters`).toBe(414);
    }
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'PROPFIND']) {
      const response = await rawRequest(
        port,
        `${method} ${base}team HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`,
      );
      expect(response.status, method).toBe(405);
      expect(named(response, 'allow'), method).toEqual([['allow', 'GET, HEAD']]);
    }
    const trace = await rawRequest(port, `TRACE ${base} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
    expect(trace.status).toBe(405);
    const framedTwoWays = await rawRequest(
      port,
      `POST ${base} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n` +
        `0\r\n\r\nGET ${base}team HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`,
    );
    expect(framedTwoWays.status).toBe(400);
    expect(framedTwoWays.responses).toBe(1);
    const pdf = `${base}pdfs/${FIRST_PDF}`;
    const size = statSync(path.join(root, 'public/pdfs', FIRST_PDF)).size;
    const many = await rawGet(port, pdf, `Range: bytes=${Array(2000).fill('0-0').join(',')}\r\n`);
    expect(many.status).toBe(200);
    expect(many.rest.length).toBe(size);
    const one = await rawGet(port, pdf, 'Range: bytes=0-99\r\n');
    expect(one.status).toBe(206);
    expect(one.rest.length).toBe(100);
  });

  test("a visit through the HTTPS front end is logged with the visitor's own address, and a forged one is not believed", async ({
    baseURL,
  }) => {
    const { port, base } = server(baseURL);
    const marker = `logged-${Date.now()}`;
    const forwarded = (address: string) =>
      `GET ${base}team?${marker}-${address} HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Forwarded-For: 203.0.113.9\r\nConnection: close\r\n\r\n`;
    // The front end is the host itself (127.0.0.1). Another address on the host's loopback
    // stands for anyone else on a private network: trusted-proxies.conf does not believe it.
    await rawRequest(port, forwarded('front-end'), '127.0.0.1');
    await rawRequest(port, forwarded('neighbour'), '127.0.0.2');
    const log = readFileSync(path.join(root, `.cache/nginx-${port}/access.log`), 'utf8').split('\n');
    expect(log.find((entry) => entry.includes(`${marker}-front-end`))).toMatch(/^203\.0\.113\.9 /);
    expect(log.find((entry) => entry.includes(`${marker}-neighbour`))).toMatch(/^127\.0\.0\.2 /);
  });
});
