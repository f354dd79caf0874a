import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { DATA_BLOCK, SCRIPT_ELEMENT } from './react-html.ts';

/** The include nginx.conf reads from the root of the build output, beside route-case.map. */
export const CSP_HASHES_FILE = 'csp-hashes.conf';

export const cspHash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** The hashes of the code a page runs inline (after its boot scripts have moved to files). */
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
