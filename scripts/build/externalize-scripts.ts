import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const INLINE_SCRIPT = /<script(\s[^>]*)?>([\s\S]*?)<\/script>/g;

/**
 * React Router writes its hydration data and boot code as inline scripts. The
 * Content-Security-Policy allows scripts from our own origin only, so they move to files
 * named by their hash:
 *
 * - the classic scripts of a page (scroll restoration, router context, hydration data)
 *   become one deferred file at the place of the first, so they neither block rendering
 *   nor cost a request each; the others stay as empty elements, which the browser skips
 *   and React still finds when it hydrates;
 * - the module script (route modules, then the client entry) becomes a file of its own,
 *   after the classic one in the document, so deferred execution keeps their order.
 */
export function externalizeInlineScripts(distDir: string, siteDir: string, basePath: string) {
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
  let pages = 0;
  for (const file of listFiles(distDir, '.html')) {
    const html = readFileSync(file, 'utf8');
    const isBoot = (attributes: string, body: string) =>
      !/\ssrc=/.test(attributes) && body.trim() !== '' && !/type="application\/(ld\+)?json"/.test(attributes);
    const classic = [...html.matchAll(INLINE_SCRIPT)]
      .filter(([, attributes = '', body = '']) => isBoot(attributes, body) && !/type="module"/.test(attributes))
      .map(([, , body = '']) => body.trim().replace(/;?$/, ';'));
    let classicPlaced = false;
    const rewritten = html.replace(INLINE_SCRIPT, (whole, attributes = '', body: string) => {
      if (!isBoot(attributes, body)) return whole;
      if (/type="module"/.test(attributes)) {
        // React 19 treats <script async src> as a hoisted resource and skips it while hydrating,
        // so the module script loses `async` (module scripts are deferred anyway).
        return `<script${attributes.replace(/\sasync(="")?/, '')} src="${writeBoot(body)}"></script>`;
      }
      if (classicPlaced) return '<script></script>';
      classicPlaced = true;
      return `<script${attributes} defer src="${writeBoot(classic.join('\n'))}"></script>`;
    });
    writeFileSync(file, rewritten);
    pages++;
  }
  return { pages, files: written.size };
}

export function listFiles(dir: string, extension?: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && (!extension || entry.name.endsWith(extension)))
    .map((entry) => path.join(entry.parentPath, entry.name));
}
