import { z } from 'zod';
import { text } from './common.ts';

/** The frontmatter at the top of handouts/<name>.mdx, printed to public/pdfs/<name>.pdf. */
export const handoutFrontmatterSchema = z.strictObject({
  title: text(80).describe(
    "The handout's title: the first page's heading, every later page's header and the PDF's title.",
  ),
  category: text(40).describe('The domain printed above the title, such as "Electronics".'),
  description: text(200).describe(
    "One sentence saying what the handout covers: printed under the title and stored as the PDF's subject.",
  ),
  keywords: z
    .array(text(40))
    .min(1, 'list at least one keyword')
    .max(12)
    .describe("Words a search should find it by, stored as the PDF's keywords."),
});

export type HandoutFrontmatter = z.output<typeof handoutFrontmatterSchema>;
