import { z } from 'zod';
import { isoDate, text } from './common.ts';

const articleSlug = z.string().regex(/^[A-Za-z0-9]+$/, 'write a route slug such as IOT3');

/** The frontmatter at the top of articles/<slug>.mdx. */
export const articleFrontmatterSchema = z.strictObject({
  title: text(120),
  /** The domain shown above the title, such as "Internet of Things". */
  category: text(60),
  /** One or two sentences for search results and link previews. */
  description: text(300),
  date: isoDate,
  /** The author line, when the article has one. */
  byline: text(120).optional(),
  /** Other routes that show this same article and point search engines here. */
  aliases: z.array(articleSlug).default([]),
});

export type ArticleFrontmatter = z.output<typeof articleFrontmatterSchema>;
