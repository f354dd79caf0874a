import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DATA_BLOCK, SCRIPT_ELEMENT } from './react-html.ts';

/** The include nginx.conf reads from the root of the build output, beside route-case.map. */
export const CSP_HASHES_FILE = 'csp-hashes.conf';

export const cspHash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/**
 * React Router writes a page's boot code and hydration data as inline scripts, and a prerendered
 * page has no per-request nonce. Allowing them by hash would put one hash per page with script
 * into every page's Content-Security-Policy (the data differs from page to page), past the
 * 2,000 characters a line of a static host's `_headers` holds. So each inline script moves,
 * in place, to a file in `<siteDir>/assets/boot/` named by its hash (those React Router writes
 * alike on every page, one file for all); classic ones are `defer`, so they still run in the
 * page's order, with the module script. The module script loses `async`: React 19 takes an
 * async script for a hoisted resource and skips it while hydrating.
 */
export function scriptsToFiles(siteDir: string, basePath: string) {
  const outDir = path.join(siteDir, 'assets/boot');
  mkdirSync(outDir, { recursive: true });
  const written = new Set<string>();
  const toFiles = (html: string) =>
    html.replace(SCRIPT_ELEMENT, (whole, attributes = '', body: string) => {
      if (/\ssrc=/.test(attributes) || body.trim() === '' || DATA_BLOCK.test(attributes)) return whole;
      const name = `${createHash('sha256').update(body).digest('hex').slice(0, 16)}.js`;
      if (!written.has(name)) writeFileSync(path.join(outDir, name), body);
      written.add(name);
      const src = `src="${basePath}assets/boot/${name}"`;
      return /type="module"/.test(attributes)
        ? `<script type="module" ${src}></script>`
        : `<script defer ${src}></script>`;
    });
  return { toFiles, files: () => written.size };
}

/** The hashes of the code a page still runs inline: none, once `scriptsToFiles` has run. */
export function inlineScriptHashes(html: string): string[] {
  // A `<script src>` or an empty element runs nothing inline.
  return [...html.matchAll(SCRIPT_ELEMENT)]
    .filter(
      ([, attributes = '', body = '']) => !/\ssrc=/.test(attributes) && body !== '' && !DATA_BLOCK.test(attributes),
    )
    .map(([, , body = '']) => cspHash(body));
}

/**
 * Writes the nginx include that puts the hashes of what the pages carry inline into their
 * Content-Security-Policy (nginx.conf: `script-src … $script_hashes`, `style-src 'self'
 * $style_hashes`), so no hash is ever pasted by hand. Sent with HTML responses, and with every
 * 304: it has no Content-Type, and the browser takes its headers for the page it revalidated,
 * so a reloaded page would lose its styles and its inline line.
 */
export function writeCspHashes(distDir: string, hashes: { scripts: Iterable<string>; styles: Iterable<string> }) {
  const map = (variable: string, values: Iterable<string>) => {
    const quoted = `"${[...new Set(values)].sort().join(' ')}"`;
    return [
      `map "$status $sent_http_content_type" $${variable} {`,
      '    default "";',
      `    "~^304 " ${quoted};`,
      `    "~^\\d+ text/html" ${quoted};`,
      '}',
    ];
  };
  const conf = [
    '# Written by scripts/build-steps/csp-hashes.ts: the hashes of the code and styles the pages carry inline.',
    ...map('script_hashes', hashes.scripts),
    ...map('style_hashes', hashes.styles),
    '',
  ].join('\n');
  writeFileSync(path.join(distDir, CSP_HASHES_FILE), conf);
}
