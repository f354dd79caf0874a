/**
 * Gives an article's section headings (h2, h3) ids made from their text, so a link can land on
 * a section (/blogs/IOT2#deep-sleep) and the site search shows sections as results of their
 * own. An id written in the article is kept. Runs inside the MDX compiler at build time only.
 */
import type { ElementContent, Root, RootContent } from 'hast';
import { uniqueSlugs } from '../anchors.ts';

const SECTION_HEADING = /^h[23]$/;

const textOf = (node: RootContent | ElementContent): string =>
  node.type === 'text' ? node.value : 'children' in node ? node.children.map(textOf).join('') : '';

export function rehypeHeadingIds() {
  return (tree: Root) => {
    const nextSlug = uniqueSlugs();
    // Headings inside collapsible sections (MDX's own JSX nodes) count too.
    const walk = (children: RootContent[]) => {
      for (const child of children) {
        if (child.type === 'element' && SECTION_HEADING.test(child.tagName)) {
          child.properties.id ??= nextSlug(textOf(child));
        } else if ('children' in child) walk(child.children as RootContent[]);
      }
    };
    walk(tree.children);
  };
}
