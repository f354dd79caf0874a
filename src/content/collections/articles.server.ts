/** The articles: one MDX file each in articles/, its file name the route's slug. */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { embedProblem } from '../../lib/youtube.ts';
import { ContentError } from '../content-error.ts';
import { CONTENT_ROOT, readMdxFrontmatter } from '../load.server.ts';
import { articleFrontmatterSchema, type ArticleFrontmatter } from '../schemas/article.ts';

export interface ArticleEntry extends ArticleFrontmatter {
  slug: string;
  /** The file this article comes from: articles/<slug>.mdx */
  file: string;
  readingMinutes: number;
}

const WORDS_PER_MINUTE = 200;

const PICTURE = /!\[[^\]]*\]\(\s*<?([^\s)>]+)>?(?:\s+"[^"]*")?\s*\)/g;
const FRAME = /<iframe\b[^>]*>/gi;
const attributeOf = (tag: string, name: string) =>
  new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`, 'i')
    .exec(tag)
    ?.slice(1)
    .find((value) => value !== undefined);

/**
 * What would stop the build in an article's text, found without building: a picture whose file
 * is not in the article's folder, and a video frame that is not a YouTube video with a title
 * (lib/mdx/remark-youtube-embeds.ts). Each names the file's line; code blocks are skipped.
 */
function bodyProblems(root: string, file: string, body: string): string[] {
  const source = readFileSync(path.join(root, file), 'utf8');
  const firstLine = source.slice(0, source.length - body.length).split('\n').length;
  const problems: string[] = [];
  let fenced = false;
  body.split('\n').forEach((text, index) => {
    if (/^\s*(```|~~~)/.test(text)) fenced = !fenced;
    if (fenced) return;
    const where = `${file}, line ${firstLine + index}`;
    for (const [, address] of text.matchAll(PICTURE)) {
      if (!address!.startsWith('./')) continue;
      const picture = path.join(path.dirname(file), address!);
      if (!existsSync(path.join(root, picture)))
        problems.push(
          `${where} > picture "${address}": file not found in ${path.dirname(picture)}/; in the editor, insert the picture again with the Image button, which saves it in the article's folder`,
        );
    }
    for (const [tag] of text.matchAll(FRAME)) {
      const verdict = embedProblem(attributeOf(tag, 'src') ?? '', attributeOf(tag, 'title'));
      if ('problem' in verdict) problems.push(`${where} > video: ${verdict.problem}`);
    }
  });
  return problems;
}

/** Every article, read from its MDX file's frontmatter. */
export function listArticles(root = CONTENT_ROOT): ArticleEntry[] {
  const problems: string[] = [];
  const articles: ArticleEntry[] = readMdxFrontmatter(
    'articles',
    articleFrontmatterSchema,
    'title, category, description, date and reviewed',
    root,
    problems,
  ).map(({ name, file, frontmatter, body }) => {
    const words = body
      .replace(/^import .*$/gm, '')
      .split(/\s+/)
      .filter((word) => /\w/.test(word)).length;
    problems.push(...bodyProblems(root, file, body));
    return { ...frontmatter, slug: name, file, readingMinutes: Math.max(1, Math.round(words / WORDS_PER_MINUTE)) };
  });
  const owners = new Map<string, string>();
  for (const article of articles) {
    for (const route of [article.slug, ...article.aliases]) {
      const owner = owners.get(route.toLowerCase());
      if (owner) {
        problems.push(
          `${article.file} > aliases: duplicate slug "${route}" (already used by ${owner}); each route needs one article`,
        );
      }
      owners.set(route.toLowerCase(), article.file);
    }
  }
  if (problems.length > 0) throw new ContentError(problems);
  return articles;
}

/** Each article route with the article it shows; an alias route shows its canonical article. */
export function listArticleRoutes(root = CONTENT_ROOT) {
  return listArticles(root).flatMap((article) => [
    { slug: article.slug, article },
    ...article.aliases.map((alias) => ({ slug: alias, article })),
  ]);
}
