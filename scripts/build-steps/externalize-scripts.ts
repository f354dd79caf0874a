import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DATA_BLOCK, MODULE_PRELOAD, SCRIPT_ELEMENT } from './react-html.ts';

const isBoot = (attributes: string, body: string) =>
  !/\ssrc=|\sdata-inline=/.test(attributes) && body.trim() !== '' && !DATA_BLOCK.test(attributes);
const isModule = (attributes: string) => /type="module"/.test(attributes);

/**
 * React Router writes its hydration data and boot code as inline scripts, and offers no other
 * way for a prerendered page (a nonce needs a server per request). The Content-Security-Policy
 * allows scripts from our own origin only (and our one `data-inline` script, by its hash), so
 * they move to files named by their hash, in `<siteDir>/assets/boot/`:
 *
 * - the classic scripts of a page (scroll restoration, router context, hydration data)
 *   become one deferred file at the place of the first; the others stay as empty elements,
 *   which the browser skips and React still finds when it hydrates;
 * - the module script (route modules, then the client entry) becomes a file of its own, which
 *   the classic file imports, with React Router's module preloads (taken out of <head>), as
 *   soon as the page has first painted: nothing else competes with the first paint for a slow
 *   line (docs/decisions/0005-first-paint.md). An empty module script element stays for React
 *   to find.
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
    const preloads = [...html.matchAll(MODULE_PRELOAD)].map(([, href]) => href!);
    const boots = [...html.matchAll(SCRIPT_ELEMENT)].filter(([, attributes = '', body = '']) =>
      isBoot(attributes, body),
    );
    const module = boots.find(([, attributes = '']) => isModule(attributes));
    const classic = boots
      .filter(([, attributes = '']) => !isModule(attributes))
      .map(([, , body = '']) => body.trim().replace(/;?$/, ';'));
    if (module) classic.push(afterFirstPaint(preloads, writeBoot(module[2]!)));
    let classicPlaced = false;
    return html.replace(MODULE_PRELOAD, '').replace(SCRIPT_ELEMENT, (whole, attributes = '', body: string) => {
      if (!isBoot(attributes, body)) return whole;
      // React 19 treats <script async> as a hoisted resource and skips it while hydrating,
      // so the module script's element loses `async`, and the boot file is `defer`: skipped,
      // it would leave React one script short, a hydration error that draws the page again.
      if (isModule(attributes)) return `<script${attributes.replace(/\sasync(="")?/, '')}></script>`;
      if (classicPlaced) return '<script></script>';
      classicPlaced = true;
      return `<script${attributes} defer src="${writeBoot(classic.join('\n'))}"></script>`;
    });
  }

  return { externalize, files: () => written.size };
}

/**
 * Preloads the page's modules and imports its module script once the page has first painted
 * (at once where the browser does not report paints). The paint observer is not a timer, so
 * a page whose clock is stopped (a test's fake clock) still hydrates.
 */
function afterFirstPaint(preloads: string[], moduleSrc: string): string {
  return `(() => {
  const start = () => {
    for (const href of ${JSON.stringify(preloads)}) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = href;
      document.head.append(link);
    }
    import(${JSON.stringify(moduleSrc)});
  };
  if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) return start();
  new PerformanceObserver((list, observer) => {
    if (!list.getEntriesByName("first-contentful-paint").length) return;
    observer.disconnect();
    start();
  }).observe({ type: "paint", buffered: true });
})();`;
}
