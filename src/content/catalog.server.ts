/**
 * Build-time access to the club's content: every data file read, validated and
 * shaped for the routes. Nothing here reaches the browser.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { achievementAnchor } from '../lib/anchors.ts';
import { formatEventWhen, timeZoneLongName } from '../lib/dates.ts';
import { eventBounds } from '../lib/event-time.ts';
import type { z } from 'zod';
import { ContentError, describeIssue } from './content-error.ts';
import { CONTENT_ROOT, PUBLIC_ROOT, listFiles, readData } from './load.server.ts';
import { aboutSchema } from './schemas/about.ts';
import { achievementsSchema } from './schemas/achievements.ts';
import { articleFrontmatterSchema, type ArticleFrontmatter } from './schemas/article.ts';
import { handoutFrontmatterSchema, type HandoutFrontmatter } from './schemas/handout.ts';
import { eventsSchema } from './schemas/events.ts';
import { galleryYearSchema } from './schemas/gallery.ts';
import { homeSchema } from './schemas/home.ts';
import { joinSchema } from './schemas/join.ts';
import { resourceListSchema } from './schemas/resources.ts';
import { academicYear } from './schemas/common.ts';
import { siteSchema } from './schemas/site.ts';
import { sponsorPageSchema } from './schemas/sponsor.ts';
import { tabSchema } from './schemas/tab.ts';
import { teamSchema } from './schemas/team.ts';

export const galleryKinds = {
  induction: {
    label: 'Induction',
    listTitle: 'Induction Projects',
    listIntro:
      'Every year our first-year members build their first robots in the Induction programme. Pick a year to see what each team made.',
  },
  post: {
    label: 'Post Induction',
    listTitle: 'Post Induction Projects',
    listIntro: 'After Induction, teams take on a bigger build in Post Induction. Pick a year to see the projects.',
  },
} as const;
export type GalleryKind = keyof typeof galleryKinds;
export const isGalleryKind = (value: string): value is GalleryKind => Object.hasOwn(galleryKinds, value);

export const loadSite = (root = CONTENT_ROOT) => readData('site.yaml', siteSchema, root);
export const loadHome = (root = CONTENT_ROOT) => readData('home.yaml', homeSchema, root);
export const loadAbout = (root = CONTENT_ROOT) => readData('about.yaml', aboutSchema, root);
export const loadTab = (root = CONTENT_ROOT) => readData('tab.yaml', tabSchema, root);
export const loadJoin = (root = CONTENT_ROOT) => readData('join.yaml', joinSchema, root);

/** The sponsorship deck, printed from handouts/sponsorship-deck.mdx by `npm run pdfs`. */
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
    problems.push(
      `${file}: the sponsorship deck public${SPONSORSHIP_DECK} is missing; run npm run pdfs sponsorship-deck`,
    );
  }
  if (problems.length > 0) throw new ContentError(problems);

  const members = loadTeam(loadTeamYears(root).current, root).sections.reduce(
    (sum, section) => sum + section.members.length,
    0,
  );
  const projects = (Object.keys(galleryKinds) as GalleryKind[]).reduce(
    (sum, kind) =>
      sum +
      listGalleryYears(kind, root).reduce((count, year) => count + loadGallery(kind, year, root).projects.length, 0),
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
      { label: "students on this year's team", value: String(members) },
      { label: 'student projects in our galleries', value: String(projects) },
      { label: `competitions won since ${firstYear}`, value: String(wins) },
    ],
    current: page.sponsors.filter((sponsor) => sponsor.until === undefined).map(describe),
    past: page.sponsors.filter((sponsor) => sponsor.until !== undefined).map(describe),
    deck: { url: SPONSORSHIP_DECK, bytes: statSync(deck).size },
  };
}

/**
 * The events with what every page needs worked out: when each starts and ends as an
 * instant (from its dates, times and the club's time zone), the date line people read,
 * and the address (the club's when the event names none).
 */
export function loadEvents(root = CONTENT_ROOT) {
  const site = loadSite(root);
  const { intro, events } = readData('events.yaml', eventsSchema, root);
  return {
    intro,
    timeZone: site.timeZone,
    events: events.map((event) => {
      const { start, end } = eventBounds(event, site.timeZone);
      return {
        ...event,
        address: event.address ?? site.address,
        allDay: !event.time,
        startsAt: start.toISOString(),
        endsAt: end.toISOString(),
        when: formatEventWhen(event),
        timeZoneName: timeZoneLongName(site.timeZone, event.date),
      };
    }),
  };
}
export type LoadedEvent = ReturnType<typeof loadEvents>['events'][number];

const TEAM_FILE = /^(\d{4}-\d{2})\.ya?ml$/;

/** The academic years that have a team file (team/2026-27.yaml), newest first. */
export function listTeamYears(root = CONTENT_ROOT): string[] {
  const problems: string[] = [];
  const years = listFiles('team', /\.ya?ml$/, root).flatMap((file) => {
    const year = TEAM_FILE.exec(file)?.[1];
    const checked = year === undefined ? undefined : academicYear.safeParse(year);
    if (!checked?.success) {
      problems.push(`team/${file}: not a team file name; name it after its academic year, as in team/2026-27.yaml`);
      return [];
    }
    return [year!];
  });
  const repeated = years.filter((year, index) => years.indexOf(year) !== index);
  problems.push(
    ...repeated.map((year) => `team/${year}.yaml: duplicate year ${year} (both .yaml and .yml exist); keep one file`),
  );
  if (problems.length > 0) throw new ContentError(problems);
  return years.sort().reverse();
}

/** One academic year's committee, from team/<year>.yaml; photos live in team/. */
export function loadTeam(year: string, root = CONTENT_ROOT) {
  const file = listFiles('team', new RegExp(`^${year}\\.ya?ml$`), root)[0] ?? `${year}.yaml`;
  return { ...readData(`team/${file}`, teamSchema, root), year };
}

/** The year /team shows (site.yaml's currentTeamYear) and the earlier ones, newest first. */
export function loadTeamYears(root = CONTENT_ROOT): { current: string; past: string[] } {
  const current = loadSite(root).currentTeamYear;
  const years = listTeamYears(root);
  if (!years.includes(current)) {
    throw new ContentError([
      `site.yaml > currentTeamYear: no file team/${current}.yaml; create it with npm run new-year, or set the year of an existing team file`,
    ]);
  }
  return { current, past: years.filter((year) => year < current) };
}

/** Achievement tables newest first, with the serial number and year of each row filled in. */
export function loadAchievements(root = CONTENT_ROOT) {
  const achievements = readData('achievements.yaml', achievementsSchema, root);
  return {
    ...achievements,
    years: [...achievements.years]
      .sort((a, b) => b.year - a.year)
      .map(({ year, rows }) => ({
        year,
        rows: rows.map((row, index) => ({
          ...row,
          serial: index + 1,
          year,
          anchor: achievementAnchor(year, index + 1),
        })),
      })),
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

/**
 * The validated frontmatter of every `<folder>/*.mdx` file, with the body after it. Problems
 * are collected in `problems`, one per file, naming the file and the field.
 */
function readMdxFrontmatter<Schema extends z.ZodType>(
  folder: string,
  schema: Schema,
  /** The fields a new file starts with, for the message when it has no frontmatter. */
  fields: string,
  root: string,
  problems: string[],
) {
  const files: { name: string; file: string; frontmatter: z.output<Schema>; body: string }[] = [];
  for (const name of listFiles(folder, /\.mdx$/, root)) {
    const file = `${folder}/${name}`;
    const source = readFileSync(path.join(root, file), 'utf8');
    const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n/.exec(source);
    if (!match) {
      problems.push(`${file}: missing frontmatter; start the file with --- then ${fields}, then ---`);
      continue;
    }
    let raw: unknown;
    try {
      raw = parseYaml(match[1]!);
    } catch (error) {
      problems.push(`${file} > frontmatter: YAML syntax error: ${(error as Error).message.split('\n')[0]}`);
      continue;
    }
    const result = schema.safeParse(raw, { reportInput: true });
    if (!result.success) {
      problems.push(...result.error.issues.map((issue) => describeIssue(issue, raw, `${file} > frontmatter`)));
      continue;
    }
    files.push({
      name: name.replace(/\.mdx$/, ''),
      file,
      frontmatter: result.data,
      body: source.slice(match[0].length),
    });
  }
  return files;
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
        if (!article)
          problems.push(`${where} > slug: no article "${entry.slug}"; add articles/${entry.slug}.mdx or fix the slug`);
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
  const fixed = [
    '/',
    '/about',
    '/team',
    '/achievement',
    '/contact',
    '/events',
    '/tab',
    '/blogs',
    '/robotics',
    '/join',
    '/sponsor',
    '/search',
  ];
  const teams = loadTeamYears(root).past.map((year) => `/team/${year}`);
  const events = loadEvents(root).events.map(({ slug }) => `/events/${slug}`);
  const galleries = (Object.keys(galleryKinds) as GalleryKind[]).flatMap((kind) => [
    `/${kind}`,
    ...listGalleryYears(kind, root).map((year) => `/${kind}/${year}`),
  ]);
  const articles = listArticleRoutes(root).map(({ slug }) => `/blogs/${slug}`);
  return [...fixed, ...teams, ...events, ...galleries, ...articles, '/404'];
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
  for (const load of [
    loadSite,
    loadHome,
    loadAbout,
    loadEvents,
    loadTab,
    loadAchievements,
    listArticles,
    loadTeamYears,
    listHandouts,
    loadJoin,
  ]) {
    attempt(() => load(root));
  }
  // Every team file, the current one, past ones and one being prepared for next year.
  attempt(() => listTeamYears(root).forEach((year) => loadTeam(year, root)));
  attempt(() => loadResourceList('blogs', root, publicRoot));
  attempt(() => loadResourceList('robotics', root, publicRoot));
  attempt(() => loadSponsorPage(root, publicRoot));
  for (const kind of Object.keys(galleryKinds) as GalleryKind[]) {
    attempt(() => listGalleryYears(kind, root).forEach((year) => loadGallery(kind, year, root)));
  }
  if (problems.length > 0) throw new ContentError([...new Set(problems)]);
}
