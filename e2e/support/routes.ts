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
/** The years of achievements.yaml, as it lists them. */
export const ACHIEVEMENT_YEARS = (data('achievements.yaml').years as { year: number }[]).map(({ year }) =>
  String(year),
);
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
const events = (data('events.yaml').events ?? []) as { slug: string; title: string }[];

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
  { path: '/blogs', heading: 'Explore our Blogs' },
  { path: '/robotics', heading: 'Robotics' },
  { path: '/events', heading: 'Events' },
  ...events.map(({ slug, title }) => ({ path: `/events/${slug}`, heading: title })),
];

/** Our own pages beyond the specification's table, with their headings. */
export const OWN_ROUTES: Page[] = [
  { path: '/join', heading: 'Join the Club' },
  { path: '/sponsor', heading: 'Sponsor the Club' },
  { path: '/search', heading: 'Search' },
];

/** Each article by its file name, with the title and aliases of its front matter. */
export const ARTICLES = names('articles', '.mdx').map((slug) => {
  const frontmatter = parse(/^---\n([\s\S]*?)\n---/.exec(read(`articles/${slug}.mdx`))?.[1] ?? '') as {
    title: string;
    aliases?: string[];
  };
  return { slug, title: frontmatter.title, aliases: frontmatter.aliases ?? [] };
});

/** Every page the content makes, with its heading: articles under their titles. */
export const CONTENT_PAGES: Page[] = [
  ...ROUTES,
  ...OWN_ROUTES,
  ...ARTICLES.flatMap(({ slug, title, aliases }) =>
    [slug, ...aliases].map((route) => ({ path: `/blogs/${route}`, heading: title })),
  ),
];
