import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * React Router writes its hydration data and boot code as inline scripts. The
 * Content-Security-Policy allows scripts from our own origin only, so each inline
 * script moves to a file named by its hash and the page loads it in the same place.
 */
export function externalizeInlineScripts(distDir: string, siteDir: string, basePath: string) {
  const outDir = path.join(siteDir, 'assets/boot');
  mkdirSync(outDir, { recursive: true });
  const written = new Set<string>();
  let pages = 0;
  for (const file of listFiles(distDir, '.html')) {
    const html = readFileSync(file, 'utf8');
    const rewritten = html.replace(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g, (whole, attributes = '', body: string) => {
      if (/\ssrc=/.test(attributes) || body.trim() === '' || /type="application\/(ld\+)?json"/.test(attributes)) {
        return whole;
      }
      const hash = createHash('sha256').update(body).digest('hex').slice(0, 16);
      const name = `${hash}.js`;
      if (!written.has(name)) {
        writeFileSync(path.join(outDir, name), body);
        written.add(name);
      }
      // React 19 treats <script async src> as a hoisted resource and skips it while hydrating,
      // so the module script loses `async` (module scripts are deferred anyway).
      const kept = attributes.replace(/\sasync(="")?/, '');
      return `<script${kept} src="${basePath}assets/boot/${name}"></script>`;
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
