/**
 * How articles (src/content/articles/*.mdx) are compiled, for vite.config.ts. Everything
 * here runs at build time: code is highlighted into plain markup with inline colour
 * variables, so no highlighter reaches the browser.
 */
import type { Options } from '@mdx-js/rollup';
import type { Root } from 'hast';
import rehypeShiki, { type RehypeShikiOptions } from '@shikijs/rehype';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import { rehypeHeadingIds } from './rehype-heading-ids.ts';
import { rehypeTables } from './rehype-tables.ts';
import { remarkContentImages } from './remark-content-images.ts';

/**
 * Two themes as CSS variables (--shiki-light, --shiki-dark) instead of fixed colours, so
 * components/mdx/code-block.module.css picks one by the visitor's colour scheme. The
 * "default" GitHub themes keep every token at AA contrast on their own backgrounds.
 */
export const shikiOptions: RehypeShikiOptions = {
  themes: { light: 'github-light-default', dark: 'github-dark-default' },
  defaultColor: false,
  // The languages the articles use load up front; any other is loaded when first met.
  langs: ['bash', 'c', 'cpp', 'json', 'python'],
  lazy: true,
  // A fence without a language, or with one Shiki does not know, still gets the same frame.
  defaultLanguage: 'text',
  fallbackLanguage: 'text',
  transformers: [
    {
      name: 'rc:language-label',
      pre(node) {
        node.properties['dataLanguage'] = this.options.lang;
      },
    },
  ],
};

/** A code block in each preloaded language, as the Markdown compiler hands them to the highlighter. */
const sampleBlocks = (): Root => ({
  type: 'root',
  children: (shikiOptions.langs as string[]).map((lang) => ({
    type: 'element',
    tagName: 'pre',
    properties: {},
    children: [
      {
        type: 'element',
        tagName: 'code',
        properties: { className: [`language-${lang}`] },
        children: [{ type: 'text', value: 'x = 1;' }],
      },
    ],
  })),
});

/**
 * One highlighting step shared by every file the compiler sees:
 * - each use of Shiki's plugin on its own asks the shared highlighter to load the themes and
 *   languages again, and a load landing while other files are being highlighted mixed up
 *   their colours (the same source gave different markup from one build to the next);
 * - the first block the highlighter sees in a language could come out with the light theme's
 *   colours wrong, so a throwaway block in each preloaded language goes first.
 * Under load a token's light colour can still differ between builds now and then (Shiki's
 * shared grammar state; docs/decisions/0007): nothing may compare highlighted markup byte for byte.
 */
const shikiStep = (
  rehypeShiki as unknown as (this: void, options: RehypeShikiOptions) => (tree: Root) => Promise<void>
)(shikiOptions);
let ready: Promise<void> | undefined;
export function rehypeHighlightCode() {
  return async (tree: Root) => {
    ready ??= shikiStep(sampleBlocks());
    await ready;
    await shikiStep(tree);
  };
}

export const mdxOptions: Options = {
  remarkPlugins: [remarkFrontmatter, remarkGfm, remarkContentImages],
  rehypePlugins: [rehypeHighlightCode, rehypeTables, rehypeHeadingIds],
  // Components come in through the `components` prop of each article (see routes/article.tsx).
  providerImportSource: undefined,
};
