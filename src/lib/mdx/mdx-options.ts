/**
 * How articles (src/content/articles/*.mdx) are compiled, for vite.config.ts. Everything
 * here runs at build time: code is highlighted into plain markup with inline colour
 * variables, so no highlighter reaches the browser.
 */
import type { Options } from '@mdx-js/rollup';
import rehypeShiki, { type RehypeShikiOptions } from '@shikijs/rehype';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
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

export const mdxOptions: Options = {
  remarkPlugins: [remarkFrontmatter, remarkGfm, remarkContentImages],
  rehypePlugins: [[rehypeShiki, shikiOptions], rehypeTables],
  // Components come in through the `components` prop of each article (see routes/article.tsx).
  providerImportSource: undefined,
};
