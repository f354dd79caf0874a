/** The articles: one MDX file each in articles/, its file name the route's slug. */
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
