/**
 * Turns each Markdown image in an article, `![alt](./IOT1/board.jpg "caption")`, into an
 * import through the image pipeline (the `figure` preset of scripts/build-steps/content-plugins.ts) and an
 * <ArticleImage> element of the MDX component map. An import gives a hashed URL that
 * carries the base path, so the picture loads from any route and under any sub-path;
 * a string URL in the HTML would be resolved against the page and break on nested routes.
 *
 * Runs inside the MDX compiler at build time only (vite.config.ts).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Image, Nodes, Paragraph, Parent, Root, RootContent } from 'mdast';
import type { VFile } from 'vfile';

const IMAGE_PATH = /^\.\/[^?#]+\.(jpe?g|png|webp|avif)$/i;
const MIN_ALT_LENGTH = 3;

export interface ContentImagesOptions {
  /** The component of the MDX component map that renders a picture. */
  component?: string;
  /** The image preset query of scripts/build-steps/content-plugins.ts. */
  preset?: string;
}

/** Where a node is, for error messages: "articles/ROS2.mdx:17". */
function describePlace(file: VFile, node: Nodes): string {
  const name = file.path ? path.join(path.basename(path.dirname(file.path)), path.basename(file.path)) : 'article';
  const line = node.position?.start.line;
  return line ? `${name}:${line}` : name;
}

const isBlank = (node: RootContent) => node.type === 'text' && node.value.trim() === '';

/** The one image of a paragraph that holds nothing else, or undefined. */
function soleImage(paragraph: Paragraph): Image | undefined {
  const content = paragraph.children.filter((child) => !isBlank(child));
  return content.length === 1 && content[0]!.type === 'image' ? content[0] : undefined;
}

function forEachParent(node: Nodes, visit: (parent: Parent) => void) {
  if (!('children' in node)) return;
  visit(node);
  for (const child of node.children) forEachParent(child, visit);
}

function findImages(node: Nodes, found: Image[] = []): Image[] {
  if (node.type === 'image') found.push(node);
  if ('children' in node) for (const child of node.children) findImages(child, found);
  return found;
}

const identifier = (name: string) => ({ type: 'Identifier', name });
const program = (body: unknown[]) => ({ type: 'Program', sourceType: 'module', body });

/** `import <name> from '<source>'` as an MDX ESM node. */
function importNode(name: string, source: string): RootContent {
  const declaration = {
    type: 'ImportDeclaration',
    specifiers: [{ type: 'ImportDefaultSpecifier', local: identifier(name) }],
    source: { type: 'Literal', value: source, raw: JSON.stringify(source) },
    attributes: [],
  };
  const node = {
    type: 'mdxjsEsm',
    value: `import ${name} from ${JSON.stringify(source)}`,
    data: { estree: program([declaration]) },
  };
  return node as unknown as RootContent;
}

/** `<Component picture={<name>} alt="..." caption="..." />` as an MDX JSX node. */
function elementNode(component: string, pictureName: string, image: Image): RootContent {
  const attributes: unknown[] = [
    {
      type: 'mdxJsxAttribute',
      name: 'picture',
      value: {
        type: 'mdxJsxAttributeValueExpression',
        value: pictureName,
        data: { estree: program([{ type: 'ExpressionStatement', expression: identifier(pictureName) }]) },
      },
    },
    { type: 'mdxJsxAttribute', name: 'alt', value: image.alt ?? '' },
  ];
  if (image.title) attributes.push({ type: 'mdxJsxAttribute', name: 'caption', value: image.title });
  const node = { type: 'mdxJsxFlowElement', name: component, attributes, children: [], position: image.position };
  return node as unknown as RootContent;
}

export function remarkContentImages({ component = 'ArticleImage', preset = 'figure' }: ContentImagesOptions = {}) {
  return (tree: Root, file: VFile) => {
    const articleDir = file.path ? path.dirname(file.path) : process.cwd();
    const imports: RootContent[] = [];

    const check = (image: Image) => {
      const where = `${describePlace(file, image)} > image ${JSON.stringify(image.url)}`;
      if (!IMAGE_PATH.test(image.url)) {
        file.fail(
          `${where}: link the image relatively from the article's own folder, such as ./${path.basename(file.path ?? 'Slug', '.mdx')}/board.jpg (.jpg, .jpeg, .png, .webp or .avif)`,
          image,
        );
      }
      if (!existsSync(path.resolve(articleDir, image.url))) {
        const folder = path.dirname(image.url).replace(/^\.\//, '');
        file.fail(`${where}: file not found in articles/${folder}/; add the image there or correct the path`, image);
      }
      if ((image.alt ?? '').trim().length < MIN_ALT_LENGTH) {
        file.fail(`${where}: write alt text between the brackets that says what the image shows`, image);
      }
    };

    forEachParent(tree, (parent) => {
      parent.children = parent.children.map((child) => {
        if (child.type !== 'paragraph') return child;
        const image = soleImage(child);
        if (!image) return child;
        check(image);
        const name = `__contentImage${imports.length}`;
        imports.push(importNode(name, `${image.url}?${preset}`));
        return elementNode(component, name, image);
      }) as typeof parent.children;
    });

    // Anything left shares its line with text: inside a sentence, a heading, a link or a table cell.
    const stray = findImages(tree)[0];
    if (stray) {
      file.fail(
        `${describePlace(file, stray)} > image ${JSON.stringify(stray.url)}: put the image on a line of its own, with a blank line before and after it`,
        stray,
      );
    }

    const afterFrontmatter = tree.children.findIndex((node) => node.type !== 'yaml');
    tree.children.splice(afterFrontmatter === -1 ? tree.children.length : afterFrontmatter, 0, ...imports);
  };
}
