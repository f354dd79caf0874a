/**
 * What the build reads in the HTML that React and React Router write when they prerender a
 * page. These patterns are load-bearing: they follow how React DOM 19 serializes elements
 * (`<link … />` with no space before the slash, attributes in the order the component passes
 * them, entities in attribute values) and what React Router 8 puts in a page (an inline
 * module script, classic scripts for its context and scroll restoration, stylesheet links with
 * a `#` on the ones its code also loads). An upgrade that changes any of them stops the build:
 * `checkReactRouterPage` reads every page with an HTML parser before the steps that use these
 * patterns, and stops unless each pattern finds what the parser finds. react-html.test.ts holds
 * each pattern to a page of that shape, and plants a change of each.
 */
import { type DefaultTreeAdapterTypes as Html, parse } from 'parse5';

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
/** Where inline-styles.ts ends the head it puts stylesheets into. */
export const HEAD_END = '</head>';

/** The few entities React writes in attribute values, back to their characters. */
export const decodeHtml = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The attributes csp-hashes.ts keeps when it moves an inline script to a file: it writes the element anew. */
const BOOT_ATTRIBUTES = new Set(['type', 'async']);
const DATA_TYPES = new Set(['application/json', 'application/ld+json']);

interface Element {
  tag: string;
  attributes: Map<string, string>;
  text: string;
  inNoscript: boolean;
  inHead: boolean;
}

/** Every element of the page as a spec-following parser reads it (parse5, `<noscript>` content as elements). */
function elementsOf(html: string): Element[] {
  const found: Element[] = [];
  const walk = (node: Html.ParentNode, inNoscript: boolean, inHead: boolean) => {
    for (const child of node.childNodes) {
      if (!('tagName' in child)) continue;
      const text = child.childNodes
        .map((node) => ('value' in node && node.nodeName === '#text' ? node.value : ''))
        .join('');
      found.push({
        tag: child.tagName,
        attributes: new Map(child.attrs.map(({ name, value }) => [name, value])),
        text,
        inNoscript,
        inHead,
      });
      walk(child, inNoscript || child.tagName === 'noscript', inHead || child.tagName === 'head');
    }
  };
  walk(parse(html, { scriptingEnabled: false }), false, false);
  return found;
}

const same = (a: unknown[], b: unknown[]) => JSON.stringify(a) === JSON.stringify(b);
const show = (values: unknown[]) =>
  values.length === 0 ? 'none' : values.map((value) => JSON.stringify(value) ?? 'none').join(', ');

/**
 * Stops the build when a prerendered page differs from what the steps after prerendering rely
 * on. Each entry is one pattern, with what reads it; it returns what is wrong, or nothing.
 * Without this, a changed output would leave pages that never hydrate, fetch their styles
 * again, run a script the policy refuses, or drop out of the sitemap, and the build would pass.
 */
const READINGS: [string, (page: { html: string; elements: Element[] }) => string | undefined][] = [
  [
    'SCRIPT_ELEMENT (csp-hashes.ts moves inline scripts to files)',
    ({ html, elements }) => {
      const parsed = elements.filter((element) => element.tag === 'script').map((element) => element.text);
      const read = [...html.matchAll(SCRIPT_ELEMENT)].map(([, , body = '']) => body);
      return same(parsed, read) ? undefined : `it reads ${read.length} scripts where the page has ${parsed.length}`;
    },
  ],
  [
    'DATA_BLOCK (data blocks stay inline)',
    ({ html, elements }) => {
      const parsed = elements
        .filter((element) => element.tag === 'script')
        .map((element) => DATA_TYPES.has(element.attributes.get('type') ?? ''));
      const read = [...html.matchAll(SCRIPT_ELEMENT)].map(([, attributes = '']) => DATA_BLOCK.test(attributes));
      return same(parsed, read)
        ? undefined
        : `it takes these scripts for data blocks: ${show(read)}, the page ${show(parsed)}`;
    },
  ],
  [
    'React Router\'s module script (<script type="module">import …</script>, moved to a file without async)',
    ({ elements }) => {
      const running = elements.filter(
        (element) => element.tag === 'script' && !DATA_TYPES.has(element.attributes.get('type') ?? ''),
      );
      if (running.length === 0) return undefined;
      const modules = running.filter((element) => element.attributes.get('type') === 'module');
      return modules.length === 1 && /^\s*import\s/.test(modules[0]!.text) && !modules[0]!.attributes.has('src')
        ? undefined
        : `the page has ${modules.length} module scripts, none an inline one that starts with import`;
    },
  ],
  [
    "React Router's inline scripts (context and scroll restoration classic, boot a module; no attribute the move to a file would drop)",
    ({ elements }) => {
      const odd = elements
        .filter((element) => element.tag === 'script' && !DATA_TYPES.has(element.attributes.get('type') ?? ''))
        .filter(
          (element) =>
            !['', 'module'].includes(element.attributes.get('type') ?? '') ||
            [...element.attributes.keys()].some((name) => !BOOT_ATTRIBUTES.has(name)) ||
            element.text.trim() === '',
        )
        .map((element) => `<script ${[...element.attributes.keys()].join(' ')}>`);
      return odd.length === 0 ? undefined : `the page has scripts the build cannot move: ${show(odd)}`;
    },
  ],
  [
    "STYLESHEET_OR_NOSCRIPT and HEAD_END (inline-styles.ts puts the head's stylesheets inline, not those in <noscript>)",
    ({ html, elements }) => {
      const parsed = elements
        .filter((element) => element.inHead && !element.inNoscript && element.tag === 'link')
        .filter((element) => element.attributes.get('rel') === 'stylesheet')
        .map((element) => element.attributes.get('href'));
      const head = html.indexOf(HEAD_END) < 0 ? '' : html.slice(0, html.indexOf(HEAD_END));
      const read = [...head.matchAll(STYLESHEET_OR_NOSCRIPT)].flatMap(([, href]) => (href === undefined ? [] : [href]));
      if (parsed.length === 0) return 'the page has no stylesheet link';
      if (!same(parsed, read)) return `it reads the stylesheets ${show(read)} where the head has ${show(parsed)}`;
      return read.some((href) => href.endsWith('#'))
        ? undefined
        : "no stylesheet link carries React Router's # (the one its code loads again)";
    },
  ],
  [
    'CANONICAL_LINK (the sitemap and the social cards, page-heads.ts)',
    ({ html, elements }) => {
      const parsed = elements
        .find((element) => element.tag === 'link' && element.attributes.get('rel') === 'canonical')
        ?.attributes.get('href');
      const read = CANONICAL_LINK.exec(html)?.[1];
      return parsed === (read === undefined ? undefined : decodeHtml(read))
        ? undefined
        : `it reads ${show([read])} where the page has ${show([parsed])}`;
    },
  ],
  [
    'metaTag (og:title and og:image, page-heads.ts)',
    ({ html, elements }) => {
      const wrong = ['og:title', 'og:image'].filter((name) => {
        const parsed = elements
          .find((element) => element.tag === 'meta' && element.attributes.get('property') === name)
          ?.attributes.get('content');
        const read = metaTag('property', name).exec(html)?.[1];
        return parsed !== (read === undefined ? undefined : decodeHtml(read));
      });
      return wrong.length === 0 ? undefined : `it misreads ${wrong.join(' and ')}`;
    },
  ],
  [
    'NOINDEX_META (pages kept out of the sitemap and the search)',
    ({ html, elements }) => {
      const parsed = elements.some(
        (element) =>
          element.tag === 'meta' &&
          element.attributes.get('name') === 'robots' &&
          /\bnoindex\b/.test(element.attributes.get('content') ?? ''),
      );
      return parsed === NOINDEX_META.test(html)
        ? undefined
        : `it reads noindex ${!parsed} where the page says ${parsed}`;
    },
  ],
];

export function checkReactRouterPage(html: string, file: string) {
  const page = { html, elements: elementsOf(html) };
  const wrong = READINGS.flatMap(([pattern, check]) => {
    const problem = check(page);
    return problem === undefined ? [] : [`${pattern}: ${problem}`];
  });
  if (wrong.length > 0)
    throw new Error(
      `${file}: React Router's output has changed; the build would misread it.\n  ${wrong.join('\n  ')}\n` +
        'Update the patterns in scripts/build-steps/react-html.ts and what reads them.',
    );
}
