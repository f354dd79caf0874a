/**
 * What the build reads in the HTML that React and React Router write when they prerender a
 * page. These patterns are load-bearing: they follow how React DOM 19 serializes elements
 * (`<link … />` with no space before the slash, attributes in the order the component passes
 * them, entities in attribute values) and what React Router 8 puts in a page (an inline
 * module script, classic scripts for its context and scroll restoration, stylesheet links with a `#` on the ones its code also loads). An upgrade that changes
 * any of them stops the build: `checkReactRouterPage` runs on every page before the steps that
 * use these, and react-html.test.ts holds each pattern to a page of that shape.
 */

/** A `<script>` element with its attributes and body: React Router's boot code, JSON-LD, our `data-inline` line. */
export const SCRIPT_ELEMENT = /<script(\s[^>]*)?>([\s\S]*?)<\/script>/g;
/** A script element's attributes that make it a data block (JSON-LD, React's JSON), never run. */
export const DATA_BLOCK = /\stype="application\/(ld\+)?json"/;
/** A stylesheet link (its address in group 1), or a whole `<noscript>` block (no group). */
export const STYLESHEET_OR_NOSCRIPT = /<noscript>[\s\S]*?<\/noscript>|<link rel="stylesheet" href="([^"]+)"\/>/g;
/** The canonical link of seo() (src/lib/seo.ts). */
export const CANONICAL_LINK = /<link rel="canonical" href="([^"]*)"/;
/** A `<meta>` of seo(), by the attribute that names it (`name` or `property`). */
export const metaTag = (attribute: string, name: string) =>
  new RegExp(`<meta ${attribute}="${name}" content="([^"]*)"`);
/** The robots meta of a page kept out of search results. */
export const NOINDEX_META = /<meta name="robots" content="[^"]*noindex/;

/**
 * Stops the build when a prerendered page lacks what the steps after prerendering rely on: a
 * stylesheet link (inlined), and on a page with script React Router's module script (moved to
 * a file). Without this, a changed output would leave pages that never hydrate, or fetch their
 * styles again, and the build would pass.
 */
export function checkReactRouterPage(html: string, file: string) {
  const scripts = [...html.matchAll(SCRIPT_ELEMENT)].filter(([, attributes = '']) => !DATA_BLOCK.test(attributes));
  const missing = [
    scripts.length > 0 &&
    !scripts.some(([, attributes = '', body = '']) => /type="module"/.test(attributes) && body.includes('import'))
      ? 'its module script (<script type="module">…import…</script>)'
      : '',
    ![...html.matchAll(STYLESHEET_OR_NOSCRIPT)].some(([, href]) => href !== undefined)
      ? 'a stylesheet link (<link rel="stylesheet" href="…"/>)'
      : '',
  ].filter(Boolean);
  if (missing.length > 0)
    throw new Error(
      `${file}: the prerendered page lacks ${missing.join(', ')}. React Router's output has changed; ` +
        'update the patterns in scripts/build-steps/react-html.ts and what reads them.',
    );
}
