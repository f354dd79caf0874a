/**
 * Build-time access to the club's content: every data file read, validated and
 * shaped for the routes. Nothing here reaches the browser.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { ContentError, describeIssue } from './content-error.ts';
import { CONTENT_ROOT, PUBLIC_ROOT, listFiles, readData } from './load.server.ts';
import { aboutSchema } from './schemas/about.ts';
import { achievementsSchema } from './schemas/achievements.ts';
import { articleFrontmatterSchema, type ArticleFrontmatter } from './schemas/article.ts';
import { eventsSchema } from './schemas/events.ts';
import { galleryYearSchema } from './schemas/gallery.ts';
import { homeSchema } from './schemas/home.ts';
import { joinSchema } from './schemas/join.ts';
import { resourceListSchema } from './schemas/resources.ts';
import { siteSchema } from './schemas/site.ts';
import { sponsorPageSchema } from './schemas/sponsor.ts';
import { tabSchema } from './schemas/tab.ts';
import { teamSchema } from './schemas/team.ts';

export const galleryKinds = {
  induction: { label: 'Induction', listTitle: 'Induction Projects' },
  post: { label: 'Post Induction', listTitle: 'Post Induction Projects' },
} as const;
export type GalleryKind = keyof typeof galleryKinds;
export const isGalleryKind = (value: string): value is GalleryKind => Object.hasOwn(galleryKinds, value);

export const loadSite = (root = CONTENT_ROOT) => readData('site.yaml', siteSchema, root);
export const loadHome = (root = CONTENT_ROOT) => readData('home.yaml', homeSchema, root);
export const loadAbout = (root = CONTENT_ROOT) => readData('about.yaml', aboutSchema, root);
export const loadTeam = (root = CONTENT_ROOT) => readData('team.yaml', teamSchema, root);
export const loadEvents = (root = CONTENT_ROOT) => readData('events.yaml', eventsSchema, root);
export const loadTab = (root = CONTENT_ROOT) => readData('tab.yaml', tabSchema, root);
export const loadJoin = (root = CONTENT_ROOT) => readData('join.yaml', joinSchema, root);

/** The sponsorship deck, made from handouts/sponsorship-deck.md (handouts/README.md). */
export const SPONSORSHIP_DECK = '/pdfs/sponsorship-deck.pdf';

/**
 * The Sponsor page: sponsor.yaml with each logo checked in sponsor/, sponsors split into
 * current and past, and the club's numbers counted from the other content, never typed in.
 */
export function loadSponsorPage(root = CONTENT_ROOT, publicRoot = PUBLIC_ROOT) {
  const file = 'sponsor.yaml';
  const page = readData(file, sponsorPageSchema, root);
  const problems: string[] = [];
  page.sponsors.forEach((sponsor, index) => {
    if (!existsSync(path.join(root, 'sponsor', sponsor.logo))) {
      problems.push(
        `${file} > sponsors[${index}] ("${sponsor.name}") > logo: file '${sponsor.logo}' not found in sponsor/; add the SVG there or correct the name`,
      );
    }
  });
  const deck = path.join(publicRoot, SPONSORSHIP_DECK);
  if (!existsSync(deck)) {
    problems.push(`${file}: the sponsorship deck public${SPONSORSHIP_DECK} is missing; run node scripts/build-pdfs.ts sponsorship-deck`);
  }
  if (problems.length > 0) throw new ContentError(problems);

  const members = loadTeam(root).sections.reduce((sum, section) => sum + section.members.length, 0);
  const projects = (Object.keys(galleryKinds) as GalleryKind[]).reduce(
    (sum, kind) => sum + listGalleryYears(kind, root).reduce((count, year) => count + loadGallery(kind, year, root).projects.length, 0),
    0,
  );
  const achievements = loadAchievements(root).years;
  const wins = achievements.flatMap((year) => year.rows).filter((row) => /^winner\b/i.test(row.achievement)).length;
  const firstYear = Math.min(...achievements.map((year) => year.year));
  const describe = (sponsor: (typeof page.sponsors)[number]) => ({
    name: sponsor.name,
    logo: `sponsor/${sponsor.logo}`,
    tier: sponsor.tier,
    years: sponsor.until === undefined ? `since ${sponsor.since}` : `${sponsor.since}–${sponsor.until}`,
  });
  return {
    intro: page.intro,
    why: page.why,
    tiers: page.tiers,
    stats: [
      { label: 'students on this year\'s team', value: String(members) },
      { label: 'student projects in our galleries', value: String(projects) },
      { label: `competitions won since ${firstYear}`, value: String(wins) },
    ],
    current: page.sponsors.filter((sponsor) => sponsor.until === undefined).map(describe),
    past: page.sponsors.filter((sponsor) => sponsor.until !== undefined).map(describe),
    deck: { url: SPONSORSHIP_DECK, bytes: statSync(deck).size },
  };
}

/** Achievement tables newest first, with the serial number and year of each row filled in. */
export function loadAchievements(root = CONTENT_ROOT) {
  const achievements = readData('achievements.yaml', achievementsSchema, root);
  return {
    ...achievements,
    years: [...achievements.years]
      .sort((a, b) => b.year - a.year)
      .map(({ year, rows }) => ({ year, rows: rows.map((row, index) => ({ ...row, serial: index + 1, year })) })),
  };
}

/** The years that have a gallery data file, newest first. */
export function listGalleryYears(kind: GalleryKind, root = CONTENT_ROOT): number[] {
  const files = listFiles(`galleries/${kind}`, /^\d{4}\.ya?ml$/, root);
  const years = files.map((file) => Number(file.slice(0, 4)));
  const repeated = years.filter((year, index) => years.indexOf(year) !== index);
  if (repeated.length > 0) {
    throw new ContentError(
      repeated.map(
        (year) => `galleries/${kind}/${year}.yaml: duplicate year ${year} (both .yaml and .yml exist); keep one file`,
      ),
    );
  }
  return years.sort((a, b) => b - a);
}

export function loadGallery(kind: GalleryKind, year: number, root = CONTENT_ROOT) {
  const file = listFiles(`galleries/${kind}`, new RegExp(`^${year}\\.ya?ml$`), root)[0] ?? `${year}.yaml`;
  const gallery = readData(`galleries/${kind}/${file}`, galleryYearSchema, root);
  return {
    ...gallery,
    kind,
    year,
    heading: `${galleryKinds[kind].label} ${year}`,
    cover: gallery.cover ?? gallery.projects[0]!.image,
  };
}

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
  const articles: ArticleEntry[] = [];
  for (const name of listFiles('articles', /\.mdx$/, root)) {
    const file = `articles/${name}`;
    const source = readFileSync(path.join(root, file), 'utf8');
    const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n/.exec(source);
    if (!match) {
      problems.push(`${file}: missing frontmatter; start the file with --- then title, category, description and date, then ---`);
      continue;
    }
    let raw: unknown;
    try {
      raw = parseYaml(match[1]!);
    } catch (error) {
      problems.push(`${file} > frontmatter: YAML syntax error: ${(error as Error).message.split('\n')[0]}`);
      continue;
    }
    const result = articleFrontmatterSchema.safeParse(raw, { reportInput: true });
    if (!result.success) {
      problems.push(...result.error.issues.map((issue) => describeIssue(issue, raw, `${file} > frontmatter`)));
      continue;
    }
    const body = source.slice(match[0].length).replace(/^import .*$/gm, '');
    const words = body.split(/\s+/).filter((word) => /\w/.test(word)).length;
    articles.push({
      ...result.data,
      slug: name.replace(/\.mdx$/, ''),
      file,
      readingMinutes: Math.max(1, Math.round(words / WORDS_PER_MINUTE)),
    });
  }
  const owners = new Map<string, string>();
  for (const article of articles) {
    for (const route of [article.slug, ...article.aliases]) {
      const owner = owners.get(route.toLowerCase());
      if (owner) {
        problems.push(`${article.file} > aliases: duplicate slug "${route}" (already used by ${owner}); each route needs one article`);
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

export interface PdfInfo {
  bytes: number;
}

/** blogs.yaml or robotics.yaml, with internal links checked against the articles and PDFs against public/. */
export function loadResourceList(name: 'blogs' | 'robotics', root = CONTENT_ROOT, publicRoot = PUBLIC_ROOT) {
  const file = `${name}.yaml`;
  const list = readData(file, resourceListSchema, root);
  const routes = new Map(listArticleRoutes(root).map((route) => [route.slug, route.article]));
  const problems: string[] = [];
  const domains = list.domains.map((domain, d) => ({
    ...domain,
    entries: domain.entries.map((entry, e) => {
      const where = `${file} > domains[${d}] ("${domain.name}") > entries[${e}]`;
      if (entry.type === 'internal') {
        const article = routes.get(entry.slug);
        if (!article) problems.push(`${where} > slug: no article "${entry.slug}"; add articles/${entry.slug}.mdx or fix the slug`);
        return { type: 'internal' as const, slug: entry.slug, title: entry.title ?? article?.title ?? entry.slug };
      }
      if (!entry.url.startsWith('/')) return { ...entry, pdf: undefined };
      const absolute = path.join(publicRoot, entry.url);
      if (!existsSync(absolute)) {
        problems.push(`${where} > url: file public${entry.url} not found; add the PDF there or fix the path`);
        return { ...entry, pdf: undefined };
      }
      return { ...entry, pdf: { bytes: statSync(absolute).size } satisfies PdfInfo };
    }),
  }));
  if (problems.length > 0) throw new ContentError(problems);
  return { ...list, domains };
}

/** Every path the build prerenders, derived from the content. */
export function listPrerenderPaths(root = CONTENT_ROOT): string[] {
  const fixed = ['/', '/about', '/team', '/achievement', '/contact', '/events', '/tab', '/blogs', '/robotics', '/join', '/sponsor'];
  const galleries = (Object.keys(galleryKinds) as GalleryKind[]).flatMap((kind) => [
    `/${kind}`,
    ...listGalleryYears(kind, root).map((year) => `/${kind}/${year}`),
  ]);
  const articles = listArticleRoutes(root).map(({ slug }) => `/blogs/${slug}`);
  return [...fixed, ...galleries, ...articles, '/404'];
}

/** Loads every content file and reports all problems at once, so an editor sees them together. */
export function validateAllContent(root = CONTENT_ROOT, publicRoot = PUBLIC_ROOT): void {
  const problems: string[] = [];
  const attempt = (load: () => unknown) => {
    try {
      load();
    } catch (error) {
      if (error instanceof ContentError) problems.push(...error.problems);
      else throw error;
    }
  };
  for (const load of [loadSite, loadHome, loadAbout, loadTeam, loadEvents, loadTab, loadAchievements, listArticles, loadJoin]) {
    attempt(() => load(root));
  }
  attempt(() => loadResourceList('blogs', root, publicRoot));
  attempt(() => loadResourceList('robotics', root, publicRoot));
  attempt(() => loadSponsorPage(root, publicRoot));
  for (const kind of Object.keys(galleryKinds) as GalleryKind[]) {
    attempt(() => listGalleryYears(kind, root).forEach((year) => loadGallery(kind, year, root)));
  }
  if (problems.length > 0) throw new ContentError([...new Set(problems)]);
}
