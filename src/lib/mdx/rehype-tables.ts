/**
 * Prepares an article's tables for components/mdx/table-scroll.tsx:
 * - Each gets a name from the heading or collapsible section it sits under ("Table: Pin
 *   map"). Wide tables scroll inside a focusable region, and a focusable region needs a
 *   name that says what the keyboard user has landed on; Markdown tables have no caption.
 * - An empty header cell (the corner of a comparison table, `| | MCU | MPU |`) becomes a
 *   data cell: a header that names nothing confuses screen readers.
 * - A table with such a corner is two-way: its first column names each row's property, so
 *   each body row's first cell becomes a row header (`<th scope="row">`). Moving down a
 *   column, a screen reader then says which property each value belongs to.
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

/** Turns empty <th> cells of a table into <td> cells, and names the rest column headers. */
function demoteEmptyHeaders(node: Element) {
  for (const child of node.children) {
    if (child.type !== 'element') continue;
    if (child.tagName === 'th' && textOf(child).trim() === '') child.tagName = 'td';
    else if (child.tagName === 'th') child.properties = { ...child.properties, scope: 'col' };
    else demoteEmptyHeaders(child);
  }
}

const elementsIn = (node: Element, tagName: string): Element[] =>
  node.children.flatMap((child) =>
    child.type !== 'element' ? [] : child.tagName === tagName ? [child] : elementsIn(child, tagName),
  );

/** Whether the table's first header cell is an empty corner, as in `| | MCU | MPU |`. */
function hasCorner(table: Element): boolean {
  const corner = elementsIn(table, 'thead').flatMap((head) => elementsIn(head, 'th'))[0];
  return corner !== undefined && textOf(corner).trim() === '';
}

/** Makes the first cell of each body row its row's header. */
function addRowHeaders(table: Element) {
  for (const row of elementsIn(table, 'tbody').flatMap((body) => elementsIn(body, 'tr'))) {
    const first = row.children.find((cell): cell is Element => cell.type === 'element');
    if (first?.tagName !== 'td') continue;
    first.tagName = 'th';
    first.properties = { ...first.properties, scope: 'row' };
  }
}

export function rehypeTables() {
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
          child.properties[TABLE_LABEL_PROPERTY] = label ? `Table: ${label}` : 'Table';
          const twoWay = hasCorner(child);
          demoteEmptyHeaders(child);
          if (twoWay) addRowHeaders(child);
          continue;
        }
        if ('children' in child) walk(child.children as RootContent[], label);
      }
    };
    walk(tree.children, undefined);
  };
}
