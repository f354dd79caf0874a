import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { facesFor, fontFaces, pageText, webFontStylesheet, type WebFontFace } from './web-font.ts';

const INLINE_SCRIPT = /<script(\s[^>]*)?>([\s\S]*?)<\/script>/g;
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]*)"\/>/g;

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
 *   which the classic file imports once the page has painted, after adding the module
 *   preloads (taken out of <head>) so the modules load side by side. Until then nothing
 *   competes with the first paint for the connection (docs/decisions/0005-first-paint.md).
 *   An empty module script element stays for React to find. At the same time the classic
 *   file loads the web font's faces the page's text uses (web-font.ts), and keeps a tap on a
 *   button that comes before the page has hydrated (KEEP_EARLY_TAPS).
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

  const stylesheets = new Map<string, WebFontFace[]>();
  const fontsOf = (html: string) => {
    const stylesheet = webFontStylesheet(html);
    if (!stylesheet) return [];
    if (!stylesheets.has(stylesheet)) {
      const file = path.join(siteDir, stylesheet.slice(basePath.length));
      stylesheets.set(stylesheet, fontFaces(readFileSync(file, 'utf8'), stylesheet));
    }
    return facesFor(pageText(html), stylesheets.get(stylesheet)!);
  };

  function externalize(html: string): string {
    const preloads = [...html.matchAll(MODULE_PRELOAD)].map(([, href]) => href!);
    const boots = [...html.matchAll(INLINE_SCRIPT)].filter(([, attributes = '', body = '']) =>
      isBoot(attributes, body),
    );
    const module = boots.find(([, attributes = '']) => isModule(attributes));
    const classic = boots
      .filter(([, attributes = '']) => !isModule(attributes))
      .map(([, , body = '']) => body.trim().replace(/;?$/, ';'));
    if (module) classic.push(KEEP_EARLY_TAPS, afterFirstPaint(preloads, writeBoot(module[2]!), fontsOf(html)));
    let classicPlaced = false;
    return html.replace(MODULE_PRELOAD, '').replace(INLINE_SCRIPT, (whole, attributes = '', body: string) => {
      if (!isBoot(attributes, body)) return whole;
      // React 19 treats <script async> as a hoisted resource and skips it while hydrating,
      // so the module script's element loses `async`.
      if (isModule(attributes)) return `<script${attributes.replace(/\sasync(="")?/, '')}></script>`;
      if (classicPlaced) return '<script></script>';
      classicPlaced = true;
      return `<script${attributes} defer src="${writeBoot(classic.join('\n'))}"></script>`;
    });
  }

  return { externalize, files: () => written.size };
}

/**
 * A page paints before its code has run: on a slow phone a tap on Menu (or Read More, or a
 * project card) in that second or two would do nothing. The boot file holds the last tap on
 * a button (`type="button"`: a form's submit button keeps its own meaning) until the page
 * has hydrated (`<html data-hydrated>`, src/root.tsx), then gives it to the same button.
 */
const KEEP_EARLY_TAPS = `(() => {
  const root = document.documentElement;
  let held = null;
  const hold = (event) => {
    const button = event.target.closest?.('button[type="button"]');
    if (!button || root.hasAttribute("data-hydrated")) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held = button;
  };
  addEventListener("click", hold, true);
  new MutationObserver((_, observer) => {
    if (!root.hasAttribute("data-hydrated")) return;
    observer.disconnect();
    removeEventListener("click", hold, true);
    if (held?.isConnected) held.click();
  }).observe(root, { attributes: true, attributeFilter: ["data-hydrated"] });
})();`;

/**
 * Loads the page's modules and its web font faces once the first view is on screen:
 * its first contentful paint, then the image it asks for first (`fetchpriority="high"`)
 * decoded, or two seconds after that paint if the image is slow. Until then nothing
 * competes with the first view for the connection. The faces are added to the page together,
 * once all have loaded, so the page is laid out again once (web-font.ts).
 * The paint observer and the message channel are not timers, so a page whose clock is
 * stopped (a test's fake clock) still hydrates; a tab that has not painted yet (opened in
 * the background) loads its modules when it first paints. Where the browser does not report
 * paints, from the first frame.
 */
function afterFirstPaint(preloads: string[], moduleSrc: string, fonts: WebFontFace[]): string {
  const loadFonts =
    fonts.length > 0
      ? `Promise.all(${JSON.stringify(fonts.map((font) => [font.family, font.source, font.descriptors]))}
      .map(([family, source, descriptors]) => new FontFace(family, source, descriptors).load()))
      .then((faces) => faces.forEach((face) => document.fonts.add(face)), () => undefined);`
      : '';
  return `(() => {
  const start = () => {
    ${loadFonts}
    for (const href of ${JSON.stringify(preloads)}) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = href;
      document.head.append(link);
    }
    import(${JSON.stringify(moduleSrc)});
  };
  const nextTask = () => {
    const channel = new MessageChannel();
    channel.port1.onmessage = start;
    channel.port2.postMessage(null);
  };
  const firstView = () => {
    const images = [...document.querySelectorAll('img[fetchpriority="high"]')];
    const decoded = Promise.all(images.map((image) => image.decode().catch(() => undefined)));
    Promise.race([decoded, new Promise((resolve) => setTimeout(resolve, 2000))]).then(nextTask);
  };
  if (PerformanceObserver.supportedEntryTypes?.includes("paint")) {
    new PerformanceObserver((list, observer) => {
      if (!list.getEntriesByName("first-contentful-paint").length) return;
      observer.disconnect();
      firstView();
    }).observe({ type: "paint", buffered: true });
  } else {
    requestAnimationFrame(firstView);
  }
})();`;
}
