import { cspHash } from './csp-hashes.ts';
import { STYLESHEET_OR_NOSCRIPT } from './react-html.ts';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** A type no browser styles with: a `<link>` of this type is not fetched (`disabled` still is). */
const INERT = 'text/x-inline';

/**
 * A page's stylesheets go into its HTML, so the first paint waits for the HTML alone, not for
 * a second round of requests (docs/decisions/0005-first-paint.md). Each `<link>` becomes a
 * `<style>` with that file's rules, followed by the `<link>` itself, of a type no browser
 * fetches:
 * React finds every element it rendered when it hydrates, and on a client-side navigation
 * the next page's stylesheets load as files. Stylesheets inside `<noscript>` stay links.
 * React Router ends the address of a stylesheet that code loaded later also needs with `#`,
 * so that Vite's loader, not finding it, adds its own `<link>`. The rules are already in the
 * page, so an inert `<link>` without the `#` goes beside it for the loader to find (React
 * keeps its own element as rendered, or hydration fails): otherwise an article's body or the
 * search dialog fetched the shared stylesheet again and the page was styled and laid out
 * once more.
 *
 * The Content-Security-Policy allows these `<style>` elements by their hashes: `hashes()`
 * lists them for `writeCspHashes` (csp-hashes.ts).
 */
export function inlineStylesheets(siteDir: string, basePath: string) {
  const rules = new Map<string, string>();
  const hashes = new Set<string>();
  const read = (href: string) => {
    const file = href.replace(/#$/, '');
    if (!file.startsWith(`${basePath}assets/`)) throw new Error(`A stylesheet outside the build's assets: ${href}`);
    let css = rules.get(file);
    if (css === undefined) {
      // A `</style` in a comment or a string would end the element early.
      css = readFileSync(path.join(siteDir, file.slice(basePath.length)), 'utf8').trim();
      if (/<\/style/i.test(css)) throw new Error(`${file} contains "</style", which cannot go inline.`);
      rules.set(file, css);
      hashes.add(cspHash(css));
    }
    return css;
  };

  const forLoader = (href: string) =>
    href.endsWith('#') ? `<link rel="stylesheet" href="${href.slice(0, -1)}" type="${INERT}"/>` : '';

  /** A `<noscript>` block is left as it is: its links are for pages without JavaScript. */
  function inline(html: string): string {
    const headEnd = html.indexOf('</head>');
    if (headEnd < 0) return html;
    const head = html
      .slice(0, headEnd)
      .replace(STYLESHEET_OR_NOSCRIPT, (match, href?: string) =>
        href === undefined
          ? match
          : `<style>${read(href)}</style>${forLoader(href)}${match.replace('/>', ` type="${INERT}"/>`)}`,
      );
    return head + html.slice(headEnd);
  }

  return { inline, hashes: () => [...hashes].sort() };
}
