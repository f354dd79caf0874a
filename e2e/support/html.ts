import { type DefaultTreeAdapterTypes as Html, parse } from 'parse5';

/** An element of a page's HTML: its name, attributes and text (entities decoded, comments left out). */
export interface HtmlElement {
  tag: string;
  attrs: Record<string, string | undefined>;
  text: string;
}

const textOf = (node: Html.ChildNode): string =>
  node.nodeName === '#text'
    ? (node as Html.TextNode).value
    : 'tagName' in node
      ? node.childNodes.map(textOf).join('')
      : '';

/**
 * The elements of `html` named `tag` (every element without one), in document order, as parse5
 * reads them: the parser of the build (scripts/build-steps/react-html.ts), `<noscript>` as markup.
 */
export function elementsOf(html: string, tag?: string): HtmlElement[] {
  const found: HtmlElement[] = [];
  const walk = (node: Html.ParentNode) => {
    for (const child of node.childNodes) {
      if (!('tagName' in child)) continue;
      if (!tag || child.tagName === tag)
        found.push({
          tag: child.tagName,
          attrs: Object.fromEntries(child.attrs.map(({ name, value }) => [name, value])),
          text: textOf(child),
        });
      walk(child);
    }
  };
  walk(parse(html, { scriptingEnabled: false }));
  return found;
}
