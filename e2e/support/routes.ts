/**
 * The pages the content makes and the heading each shows, read straight from the content's
 * files (YAML, and MDX front matter) with no help from the site's loaders, so the route table
 * is checked against the content rather than against itself. Nothing here lists a year, event
 * or article: one the committee adds is tested as it is, and one the route table drops or
 * invents fails routes.spec.ts. CONTENT_ROOT points it at another content folder, as the build.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

const contentRoot = path.resolve(process.env.CONTENT_ROOT ?? 'src/content');
const read = (file: string) => readFileSync(path.join(contentRoot, file), 'utf8');
/** A YAML file of the content, parsed. */
export const data = (file: string) => parse(read(file)) as Record<string, unknown>;
const names = (dir: string, extension: string) =>
  readdirSync(path.join(contentRoot, dir))
    .filter((name) => name.endsWith(extension))
    .map((name) => name.slice(0, -extension.length))
    .sort();

interface Page {
  path: string;
  heading: string;
}

/** The club's name and contacts, as site.yaml gives them. */
export const site = data('site.yaml') as {
  name: string;
  address: string[];
  phone: string;
  email: string;
  currentTeamYear: string;
};
/** A committee's sections and members, as team/<year>.yaml gives them. */
export interface Team {
  sections: {
    id: string;
    name: string;
    members: { name: string; role: string; image?: string; showPhone?: boolean }[];
  }[];
}
export const teamOf = (year: string) => data(`team/${year}.yaml`) as unknown as Team;
/** The past committees' years, newest first. */
export const PAST_TEAM_YEARS = names('team', '.yaml')
  .filter((year) => year !== site.currentTeamYear)
  .reverse();
type Row = { id?: string; event: string; achievement: string };
const achievementYears = data('achievements.yaml').years as { year: number; rows: Row[] }[];
/** The years of achievements.yaml, as it lists them. */
export const ACHIEVEMENT_YEARS = achievementYears.map(({ year }) => String(year));
/** Every row of achievements.yaml, in its order, each with its year. */
export const ACHIEVEMENTS = achievementYears.flatMap(({ year, rows }) => rows.map((row) => ({ ...row, year })));
/** The home page's cards under Recent Events and Recent Achievements, each with the link it leads to. */
export const homeCards = data('home.yaml') as Record<
  'recentEvents' | 'recentAchievements',
  { caption: string; link: string }[]
>;
const kinds = data('galleries.yaml') as Record<'induction' | 'post', { label: string; title: string }>;
const gallery = (kind: 'induction' | 'post'): Page[] => [
  { path: `/${kind}`, heading: kinds[kind].title },
  ...names(`galleries/${kind}`, '.yaml')
    .reverse()
    .map((year) => ({ path: `/${kind}/${year}`, heading: `${kinds[kind].label} ${year}` })),
];
/** A project of a gallery or of the TAB page, as its content file gives it. */
type Project = { id?: string; title: string; description?: string };
type TabYear = { year: number; major: Project[]; minor: Project[] };
/** The TAB page's domains, in their order, with their projects year by year. */
export const TAB_DOMAINS = data('tab.yaml').domains as { id: string; name: string; years: TabYear[] }[];
/** The lists of blogs.yaml and robotics.yaml: articles by their slug, other sites and PDFs by their address. */
export type Resource =
  { type: 'internal'; slug: string; title?: string } | { type: 'external'; title: string; url: string };
export const resources = (file: 'blogs.yaml' | 'robotics.yaml') =>
  data(file).domains as { name: string; entries: Resource[] }[];
/** The events of events.yaml, in its order, with their dates (YYYY-MM-DD). */
export const EVENTS = (data('events.yaml').events ?? []) as { slug: string; title: string; date: string }[];

/** The specification's routes, and the pages of past committees, gallery years and events. */
export const ROUTES: Page[] = [
  { path: '/', heading: site.name },
  { path: '/about', heading: 'About the Club' },
  { path: '/team', heading: 'Our Team' },
  ...PAST_TEAM_YEARS.toReversed().map((year) => ({ path: `/team/${year}`, heading: `Committee ${year}` })),
  { path: '/achievement', heading: 'Achievements' },
  { path: '/contact', heading: 'Get in Touch' },
  ...gallery('induction'),
  ...gallery('post'),
  { path: '/tab', heading: 'Technical Advisory Board' },
  { path: '/blogs', heading: data('blogs.yaml').heading as string },
  { path: '/robotics', heading: data('robotics.yaml').heading as string },
  { path: '/events', heading: 'Events' },
  ...EVENTS.map(({ slug, title }) => ({ path: `/events/${slug}`, heading: title })),
];

/** Each gallery year's page, newest first in each kind, with its projects. */
export const GALLERIES = ROUTES.filter(({ path }) => /^\/(induction|post)\/\d{4}$/.test(path)).map((route) => ({
  ...route,
  projects: (data(`galleries${route.path}.yaml`).projects ?? []) as Project[],
}));

const longest = ({ projects }: (typeof GALLERIES)[number]) =>
  Math.max(0, ...projects.map(({ description = '' }) => description.length));
/** The gallery year with the longest project description: the one whose card a phone cuts short. */
export const LONG_GALLERY = GALLERIES.toSorted((a, b) => longest(b) - longest(a))[0]!;

/** Our own pages beyond the specification's table, with their headings. */
export const OWN_ROUTES: Page[] = [
  { path: '/join', heading: 'Join the Club' },
  { path: '/sponsor', heading: 'Sponsor the Club' },
  { path: '/search', heading: 'Search' },
];

/** Each article by its file name, with the title and aliases of its front matter, and its MDX body. */
export const ARTICLES = names('articles', '.mdx').map((slug) => {
  const [, head = '', body = ''] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(read(`articles/${slug}.mdx`)) ?? [];
  const frontmatter = parse(head) as { title: string; aliases?: string[]; reviewed: string };
  return { slug, title: frontmatter.title, aliases: frontmatter.aliases ?? [], reviewed: frontmatter.reviewed, body };
});

/** The title of the article a slug or an alias of it opens. */
export const titleOf = (slug: string) =>
  ARTICLES.find((article) => [article.slug, ...article.aliases].includes(slug))!.title;

/** The text of every YAML and MDX file of the content, each file after the other. */
export const CONTENT_TEXT = readdirSync(contentRoot, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.(yaml|mdx)$/.test(file))
  .map(read)
  .join('\n');

/** Every page the content makes, with its heading: articles under their titles. */
export const CONTENT_PAGES: Page[] = [
  ...ROUTES,
  ...OWN_ROUTES,
  ...ARTICLES.flatMap(({ slug, title, aliases }) =>
    [slug, ...aliases].map((route) => ({ path: `/blogs/${route}`, heading: title })),
  ),
];

/** The first article whose MDX body matches, by its slug, title and body. */
export const articleWith = (pattern: RegExp) => ARTICLES.find(({ body }) => pattern.test(body))!;

/** The first PDF the site serves from public/pdfs/, handouts and the deck, by its file name. */
export const FIRST_PDF = readdirSync(path.resolve('public/pdfs'))
  .filter((name) => name.endsWith('.pdf'))
  .sort()[0]!;

/** The roles of About's notes, in their order. */
export const ABOUT_ROLES = (data('about.yaml').notes as { role: string }[]).map(({ role }) => role);
