/**
 * How articles (src/content/articles/*.mdx) and handouts are compiled
 * (scripts/build-steps/content-plugins.ts). Everything here runs at build time: code is highlighted into plain markup with inline colour
 * variables, so no highlighter reaches the browser.
 */
import type { Options } from '@mdx-js/rollup';
import type { Root } from 'hast';
import rehypeShiki, { type RehypeShikiOptions } from '@shikijs/rehype';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import { rehypeCodeLabels } from './rehype-code-labels.ts';
import { rehypeHeadingIds } from './rehype-heading-ids.ts';
import { rehypeTables } from './rehype-tables.ts';
import { remarkContentImages } from './remark-content-images.ts';
import { remarkYouTubeEmbeds } from './remark-youtube-embeds.ts';

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
  // No time limit per line: Shiki's default (500 ms) leaves the rest of a line unhighlighted
  // when a busy machine is slow, so the same source gave different markup from build to build,
  // and a page's prerendered HTML then differed from its own code (React error 418).
  tokenizeTimeLimit: 0,
  transformers: [
    {
      name: 'rc:language-label',
      pre(node) {
        node.properties['dataLanguage'] = this.options.lang;
      },
    },
  ],
};

/**
 * One highlighting step shared by every file the compiler sees: each use of Shiki's plugin on
 * its own asks the shared highlighter to load the themes and languages again, and a load
 * landing while other files were being highlighted mixed up their colours.
 */
const shikiStep = (
  rehypeShiki as unknown as (this: void, options: RehypeShikiOptions) => (tree: Root) => Promise<void>
)(shikiOptions);
export const rehypeHighlightCode = () => shikiStep;

export const mdxOptions: Options = {
  remarkPlugins: [remarkFrontmatter, remarkGfm, remarkContentImages, remarkYouTubeEmbeds],
  rehypePlugins: [rehypeHighlightCode, rehypeCodeLabels, rehypeTables, rehypeHeadingIds],
  // Components come in through the `components` prop of each article (see routes/article.tsx).
  providerImportSource: undefined,
};
