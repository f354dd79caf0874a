/** The PDF handouts: one MDX file each in handouts/, printed by `npm run pdfs`. */
import { ContentError } from '../content-error.ts';
import { CONTENT_ROOT, readMdxFrontmatter } from '../load.server.ts';
import { handoutFrontmatterSchema, type HandoutFrontmatter } from '../schemas/handout.ts';

export interface HandoutEntry extends HandoutFrontmatter {
  /** The PDF's name: handouts/<name>.mdx becomes public/pdfs/<name>.pdf. */
  name: string;
  file: string;
}

/** Every PDF handout, read from its MDX file's frontmatter (handouts/<name>.mdx). */
export function listHandouts(root = CONTENT_ROOT): HandoutEntry[] {
  const problems: string[] = [];
  const handouts = readMdxFrontmatter(
    'handouts',
    handoutFrontmatterSchema,
    'title, category, description and keywords',
    root,
    problems,
  ).map(({ name, file, frontmatter }) => ({ ...frontmatter, name, file }));
  for (const { name, file } of handouts) {
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(name)) {
      problems.push(
        `${file}: name the file in lower case with dashes, such as handouts/pid-control.mdx; it becomes the PDF's address`,
      );
    }
  }
  if (problems.length > 0) throw new ContentError(problems);
  return handouts;
}
