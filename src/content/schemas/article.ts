import { z } from 'zod';
import { isoDate, text } from './common.ts';

/** An article's name, the file name without .mdx and the last part of its address: IOT3. */
export const ARTICLE_NAME = /^[A-Za-z0-9]+$/;
const articleSlug = z.string().regex(ARTICLE_NAME, 'write a route slug such as IOT3');

/** The frontmatter at the top of articles/<slug>.mdx. */
export const articleFrontmatterSchema = z
  .strictObject({
    title: text(120).describe('The heading of the article.'),
    category: text(60).describe('The domain shown above the title, such as "Internet of Things".'),
    description: text(300).describe('One or two sentences for search results and link previews.'),
    // In the order the articles write them, which the editor keeps when it saves one.
    reviewed: isoDate.describe(
      'The day someone last checked that the article is still right (versions, links, prices). Shown as "Last reviewed"; after two years the article says details may have changed.',
    ),
    date: isoDate.describe('The day it was first published.'),
    byline: text(120).optional().describe('The author line, when the article has one.'),
    aliases: z
      .array(articleSlug)
      .default([])
      .describe('Other routes that show this same article and point search engines here.'),
  })
  .superRefine((article, ctx) => {
    if (article.reviewed < article.date) {
      ctx.addIssue({
        code: 'custom',
        path: ['reviewed'],
        message: `the review comes before the article was written (${article.date}); write the day it was last checked`,
      });
    }
  });

export type ArticleFrontmatter = z.output<typeof articleFrontmatterSchema>;
