import { z } from 'zod';
import { text } from './common.ts';

/** A page's description: what search engines and link previews show under its title. */
const description = text(200)
  .min(50, 'write a sentence of at least 50 characters: search engines show it')
  .describe("One sentence, 50 to 200 characters, that search engines and shared links show under the page's name.");

/** pages.yaml: the description of each page whose words are not in a data file of their own. */
export const pagesSchema = z.strictObject({
  about: description,
  achievement: description,
  blogs: description,
  contact: description,
  events: description,
  join: description,
  robotics: description,
  sponsor: description,
  tab: description,
  team: description,
  induction: description,
  post: description,
});
export type PageName = keyof z.infer<typeof pagesSchema>;
