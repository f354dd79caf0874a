/**
 * Gives every table of an article a name, from the heading or collapsible section it sits
 * under: "Table: Convolution arithmetic". Wide tables scroll inside a focusable region
 * (components/mdx/table-scroll.tsx), and a focusable region needs a name that says what
 * the keyboard user has landed on. Markdown tables have no caption, so the name comes
 * from the outline.
 *
 * Runs inside the MDX compiler at build time only (vite.config.ts).
 */
import type { Element, ElementContent, Root, RootContent } from 'hast';

/** The property the table component reads its region's name from (`data-label`). */
export const TABLE_LABEL_PROPERTY = 'dataLabel';

const HEADING = /^h[1-6]$/;

/** The text of a node, without markup. */
function textOf(node: RootContent | ElementContent): string {
  if (node.type === 'text') return node.value;
  if ('children' in node) return node.children.map((child) => textOf(child)).join('');
  return '';
}

/** MDX keeps JSX such as <details> and <summary> as its own nodes inside the tree. */
interface JsxNode {
  type: 'mdxJsxFlowElement' | 'mdxJsxTextElement';
  name: string | null;
  children: RootContent[];
}

const isJsx = (node: RootContent): node is RootContent & JsxNode =>
  (node.type as string) === 'mdxJsxFlowElement' || (node.type as string) === 'mdxJsxTextElement';

const nameOf = (node: RootContent): string | undefined => {
  if (node.type === 'element') return node.tagName;
  if (isJsx(node)) return node.name ?? undefined;
  return undefined;
};

export function rehypeTableLabels() {
  return (tree: Root) => {
    const walk = (children: RootContent[], context: string | undefined) => {
      let label = context;
      for (const child of children) {
        const name = nameOf(child);
        if (name && (HEADING.test(name) || name === 'summary')) {
          label = textOf(child).trim() || label;
          continue;
        }
        if (child.type === 'element' && child.tagName === 'table') {
          (child as Element).properties[TABLE_LABEL_PROPERTY] = label ? `Table: ${label}` : 'Table';
          continue;
        }
        if ('children' in child) walk(child.children as RootContent[], label);
      }
    };
    walk(tree.children, undefined);
  };
}
