/**
 * The MDX component map: what each Markdown element, and each component an article may
 * use, renders as. Every article receives it through its `components` prop (routes/article.tsx).
 *
 *   [text](/blogs/ROS1), [text](https://…)      MdxLink: a router link, or a new tab for other sites
 *   ![alt](./Slug/file.jpg "caption")           ArticleImage (lib/mdx/remark-content-images.ts makes it)
 *   fenced code                                 CodeBlock, a named region that scrolls sideways
 *   | a | b | tables                            TableScroll, a labelled region that scrolls sideways
 *   <Video src={clip} poster={still} caption="…" />
 *   <Callout title="…">…</Callout>
 *   <YouTube id="aqz-KE-bpKQ" title="…" />       a facade until the visitor plays it; a pasted YouTube
 *                                               embed code becomes one (lib/mdx/remark-youtube-embeds.ts)
 *
 * <details> and <summary> stay native HTML, styled in styles/prose.module.css, so they open
 * and close without JavaScript.
 */
import type { MDXComponents } from 'mdx/types';
import { ArticleImage } from './article-image.tsx';
import { Callout } from './callout.tsx';
import { CodeBlock } from './code-block.tsx';
import { MdxLink } from './mdx-link.tsx';
import { TableScroll } from './table-scroll.tsx';
import { Video } from './video.tsx';
import { YouTube } from './youtube.tsx';

export const mdxComponents = {
  a: MdxLink,
  pre: CodeBlock,
  table: TableScroll,
  ArticleImage,
  Callout,
  Video,
  YouTube,
} satisfies MDXComponents;
