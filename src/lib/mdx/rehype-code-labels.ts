/**
 * Names each highlighted code block for components/mdx/code-block.tsx: "Code: python", and
 * "Code: python (2)" for the second Python block of the article. Every block is a named
 * region, and two regions of one page with one name cannot be told apart in a screen
 * reader's list of landmarks.
 *
 * Runs inside the MDX compiler at build time only, after the highlighter (mdx-options.ts).
 */
import type { Element, Root, RootContent } from 'hast';

/** The property the code block reads its region's name from (`data-label`). */
export const CODE_LABEL_PROPERTY = 'dataLabel';

export function rehypeCodeLabels() {
  return (tree: Root) => {
    const seen = new Map<string, number>();
    const walk = (children: RootContent[]) => {
      for (const child of children) {
        if (child.type === 'element' && child.tagName === 'pre') label(child);
        else if ('children' in child) walk(child.children as RootContent[]);
      }
    };
    const label = (pre: Element) => {
      const language = String(pre.properties.dataLanguage ?? 'text');
      const name = language === 'text' ? 'Code' : `Code: ${language}`;
      const count = (seen.get(name) ?? 0) + 1;
      seen.set(name, count);
      pre.properties[CODE_LABEL_PROPERTY] = count === 1 ? name : `${name} (${count})`;
    };
    walk(tree.children);
  };
}
