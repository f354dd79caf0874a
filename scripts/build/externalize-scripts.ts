import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const INLINE_SCRIPT = /<script(\s[^>]*)?>([\s\S]*?)<\/script>/g;

const isBoot = (attributes: string, body: string) =>
  !/\ssrc=/.test(attributes) && body.trim() !== '' && !/type="application\/(ld\+)?json"/.test(attributes);
const isModule = (attributes: string) => /type="module"/.test(attributes);

/**
 * React Router writes its hydration data and boot code as inline scripts. The
 * Content-Security-Policy allows scripts from our own origin only, so they move to files
 * named by their hash, in `<siteDir>/assets/boot/`:
 *
 * - the classic scripts of a page (scroll restoration, router context, hydration data)
 *   become one deferred file at the place of the first, so they neither block rendering
 *   nor cost a request each; the others stay as empty elements, which the browser skips
 *   and React still finds when it hydrates;
 * - the module script (route modules, then the client entry) becomes a file of its own,
 *   after the classic one in the document, so deferred execution keeps their order.
 *
 * Returns the page transform, and how many files it has written so far.
 */
export function bootScripts(siteDir: string, basePath: string) {
  const outDir = path.join(siteDir, 'assets/boot');
  mkdirSync(outDir, { recursive: true });
  const written = new Set<string>();
  const writeBoot = (body: string) => {
    const name = `${createHash('sha256').update(body).digest('hex').slice(0, 16)}.js`;
    if (!written.has(name)) {
      writeFileSync(path.join(outDir, name), body);
      written.add(name);
    }
    return `${basePath}assets/boot/${name}`;
  };

  function externalize(html: string): string {
    const classic = [...html.matchAll(INLINE_SCRIPT)]
      .filter(([, attributes = '', body = '']) => isBoot(attributes, body) && !isModule(attributes))
      .map(([, , body = '']) => body.trim().replace(/;?$/, ';'));
    let classicPlaced = false;
    return html.replace(INLINE_SCRIPT, (whole, attributes = '', body: string) => {
      if (!isBoot(attributes, body)) return whole;
      if (isModule(attributes)) {
        // React 19 treats <script async src> as a hoisted resource and skips it while hydrating,
        // so the module script loses `async` (module scripts are deferred anyway).
        return `<script${attributes.replace(/\sasync(="")?/, '')} src="${writeBoot(body)}"></script>`;
      }
      if (classicPlaced) return '<script></script>';
      classicPlaced = true;
      return `<script${attributes} defer src="${writeBoot(classic.join('\n'))}"></script>`;
    });
  }

  return { externalize, files: () => written.size };
}
