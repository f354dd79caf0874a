/**
 * npm run content:report: what in the content has gone stale, for the committee to look at.
 * Writes reports/content.md and prints a summary. Staleness is not an error: the exit code
 * is non-zero only when the content itself is broken (a content error, as the build sees it).
 *
 * Disagreements: facts stated in two places that do not match (a member's branch, an
 * achievement before the member joined, an event's place, an empty TAB year, an edition named
 * after another year than its gallery's, "new" for what an earlier edition had, "largest yet"
 * beside a larger year, this year's projects in a section that stops earlier); see
 * content-consistency.ts. Sections behind: TAB or a gallery without last year.
 *
 * Not ready to go live: contact values on domains reserved for examples or numbered like
 * samples (the sample content's own, on purpose); a warning, so the sample site still builds.
 *
 * Budgets: an image in src/content over 250 KB (the limit the built site holds every image
 * to; originals belong in the club's shared drive, see HANDOVER.md), a PDF in public/ over
 * 1 MB (a handout a student on mobile data opens in a few seconds).
 *
 *   SITE_BUILD_DATE=2027-08-01 npm run content:report   (as if it were that day)
 */
import { mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { academicYearOf } from '../src/content/academic-year.ts';
import { buildDay, buildInstant } from '../src/content/build-date.server.ts';
import { listArticles } from '../src/content/collections/articles.server.ts';
import { loadEvents } from '../src/content/collections/events.server.ts';
import {
  GALLERY_KINDS,
  listGalleryYears,
  loadGallery,
  loadGalleryKinds,
} from '../src/content/collections/galleries.server.ts';
import { loadJoin } from '../src/content/collections/join.server.ts';
import { loadSite } from '../src/content/collections/site.server.ts';
import { loadAchievements } from '../src/content/collections/achievements.server.ts';
import { loadTab } from '../src/content/collections/tab.server.ts';
import { listTeamYears, loadTeam, loadTeamYears } from '../src/content/collections/team.server.ts';
import { validateAllContent } from '../src/content/validate.server.ts';
import { ContentError } from '../src/content/content-error.ts';
import { CONTENT_ROOT, PUBLIC_ROOT } from '../src/content/load.server.ts';
import { REVIEW_AGE_YEARS } from '../src/lib/constants.ts';
import { isReviewDue } from '../src/lib/dates.ts';
import { formatFileSize } from '../src/lib/file-size.ts';
import { loadAbout } from '../src/content/collections/about.server.ts';
import { loadHome } from '../src/content/collections/home.server.ts';
import {
  achievementLinksWithoutRow,
  achievementsBeforeJoining,
  editionNameConflicts,
  emptyTabYears,
  eventPlaceConflicts,
  largestYetClaims,
  memberCountMentions,
  newInEarlierEdition,
  personConflicts,
  sampleContactValues,
  sectionsBehindTheirText,
  sectionsStoppedEarly,
  type YearlySectionFacts,
} from './content-consistency.ts';

export const IMAGE_BUDGET_BYTES = 250 * 1024;
export const PDF_BUDGET_BYTES = 1024 * 1024;

export interface ContentReport {
  today: string;
  errors: string[];
  reviewDue: { file: string; reviewed: string }[];
  featuredPast: { slug: string; when: string }[];
  /** currentTeamYear behind the academic year of today, if it is. */
  teamBehind?: { current: string; academicYear: string };
  /** Team files of years before today's academic year (the archive), newest first. */
  oldTeamFiles: string[];
  overBudget: { file: string; bytes: number; budget: number }[];
  withoutPhotos: { file: string; name: string; role: string }[];
  /** Team and gallery years prepared but kept off the site (no entries yet, or draft: true). */
  drafts: string[];
  externalLinks: { url: string; where: string[] }[];
  /** Facts stated in two places that disagree (content-tools/content-consistency.ts). */
  disagreements: string[];
  /** Contact values that are samples, not the club's: reserved domains, made-up numbers. */
  notReadyToGoLive: string[];
  /** TAB or a gallery kind with nothing for the academic year that last ended. */
  sectionsBehind: string[];
}

/** Every file under `dir` (relative to it), skipping test fixtures. */
function walk(dir: string, prefix = ''): string[] {
  let entries;
  try {
    entries = readdirSync(path.join(dir, prefix), { withFileTypes: true });
  } catch {
    return [];
  }
  return entries
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (entry.isDirectory()) return entry.name === 'fixtures' ? [] : walk(dir, relative);
      return [relative];
    });
}

/** Loads what one check needs; a content error becomes a problem of the report. */
function attempt<T>(errors: string[], load: () => T, fallback: T): T {
  try {
    return load();
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    errors.push(...error.problems.filter((problem) => !errors.includes(problem)));
    return fallback;
  }
}

const URL_PATTERN = /https?:\/\/[^\s"'<>)\]]+/g;

export function contentReport(
  root = CONTENT_ROOT,
  publicRoot = PUBLIC_ROOT,
  buildDate = process.env.SITE_BUILD_DATE,
): ContentReport {
  const errors: string[] = [];
  attempt(errors, () => validateAllContent(root, publicRoot), undefined);
  const site = attempt(errors, () => loadSite(root), undefined);
  const timeZone = site?.timeZone ?? 'UTC';
  const today = buildDay(timeZone, buildDate);
  const now = buildInstant(timeZone, buildDate).getTime();

  const articles = attempt(errors, () => listArticles(root), []);
  const reviewDue = articles
    .filter((article) => isReviewDue(article.reviewed, today, REVIEW_AGE_YEARS))
    .map((article) => ({ file: article.file, reviewed: article.reviewed }));

  const events = attempt(errors, () => loadEvents(root).events, []);
  const featuredPast = events
    .filter((event) => event.featured && Date.parse(event.endsAt) <= now)
    .map((event) => ({ slug: event.slug, when: event.when }));

  const academicYear = academicYearOf(today);
  const current = attempt(errors, () => loadTeamYears(root).current, undefined);
  const teamYears = attempt(errors, () => listTeamYears(root), []);
  const teams = teamYears.map((year) => ({
    year,
    members: attempt(errors, () => loadTeam(year, root).sections, []).flatMap((section) => section.members),
  }));
  const withoutPhotos = teams.flatMap(({ year, members }) =>
    members
      .filter((member) => !member.image)
      .map((member) => ({ file: `team/${year}.yaml`, name: member.name, role: member.role })),
  );
  const achievements = attempt(errors, () => loadAchievements(root).years, []);
  const tab = attempt(errors, () => loadTab(root), { domains: [] });
  const home = attempt(errors, () => loadHome(root), undefined);
  const about = attempt(errors, () => loadAbout(root), undefined);
  const join = attempt(errors, () => loadJoin(root), undefined);
  const kinds = attempt(errors, () => loadGalleryKinds(root), undefined);
  const galleries = GALLERY_KINDS.flatMap((kind) =>
    attempt(errors, () => listGalleryYears(kind, root), []).flatMap((year) => {
      const gallery = attempt(errors, () => loadGallery(kind, year, root), undefined);
      return gallery
        ? [{ ...gallery, where: `galleries/${kind}/${year}.yaml`, projects: gallery.projects.length }]
        : [];
    }),
  );
  const tabSection: YearlySectionFacts = {
    where: 'tab.yaml',
    name: 'TAB',
    years: tab.domains.flatMap((domain) => domain.years.map(({ year }) => year)),
    words: /\bTAB\b|\bdomains?\b/i,
  };
  const texts = [
    ...(home?.about.body ?? []).map((text) => ({ where: 'home.yaml > about', text })),
    ...(about?.intro ?? []).map((text) => ({ where: 'about.yaml > intro', text })),
    ...(about?.notes ?? []).flatMap((note) =>
      [note.teaser, ...note.body].map((text) => ({ where: `about.yaml > notes > ${note.role}`, text })),
    ),
  ];
  const disagreements = [
    ...personConflicts(teams, articles),
    ...achievementsBeforeJoining(teams, articles, achievements),
    ...eventPlaceConflicts(events),
    ...emptyTabYears(tab),
    ...achievementLinksWithoutRow(
      home?.recentAchievements ?? [],
      achievements.flatMap((year) => year.rows.map((row) => row.anchor)),
    ),
    ...(about ? memberCountMentions(about.memberCount, texts) : []),
    ...editionNameConflicts(
      Object.values(kinds ?? {}).map((kind) => kind.label),
      [
        ...events.map((event) => ({ where: `events.yaml > ${event.slug}`, title: event.title, date: event.date })),
        ...(join
          ? [
              {
                where: 'join.yaml > registration',
                title: join.registration.nextEvent,
                date: join.registration.nextDate,
              },
            ]
          : []),
      ],
    ),
    ...newInEarlierEdition(
      events.map((event) => ({
        slug: event.slug,
        title: event.title,
        date: event.date,
        texts: [event.summary, ...event.description, ...(event.recap ?? [])],
      })),
    ),
    ...largestYetClaims(galleries),
    ...sectionsBehindTheirText([tabSection], texts, today),
  ];
  const sectionsBehind = sectionsStoppedEarly(
    [
      tabSection,
      ...GALLERY_KINDS.map((kind) => ({
        where: `galleries/${kind}/`,
        name: kinds?.[kind].title ?? kind,
        years: galleries.filter((gallery) => gallery.kind === kind).map((gallery) => gallery.year),
      })),
    ],
    today,
  );

  const contacts = site
    ? [
        { where: 'site.yaml > email', value: site.email },
        { where: 'site.yaml > phone', value: site.phone },
        { where: 'site.yaml > url', value: site.url },
        ...site.social.map((link) => ({ where: `site.yaml > social > ${link.label}`, value: link.url })),
      ]
    : [];
  for (const { year, members } of teams.filter(({ year }) => year === current)) {
    for (const member of members) {
      for (const [field, value] of Object.entries(member)) {
        if (typeof value === 'string' && (field === 'phone' || field === 'email' || /^https?:/.test(value)))
          contacts.push({ where: `team/${year}.yaml > ${member.name} > ${field}`, value });
      }
    }
  }
  const notReadyToGoLive = sampleContactValues(contacts);

  const drafts = [
    ...attempt(errors, () => listTeamYears(root, { drafts: true }), [])
      .filter((year) => !teamYears.includes(year))
      .map((year) => `team/${year}.yaml`),
    ...(['induction', 'post'] as const).flatMap((kind) => {
      const shown = attempt(errors, () => listGalleryYears(kind, root), []);
      return attempt(errors, () => listGalleryYears(kind, root, { drafts: true }), [])
        .filter((year) => !shown.includes(year))
        .map((year) => `galleries/${kind}/${year}.yaml`);
    }),
  ];

  const overBudget = [
    ...walk(root)
      .filter((file) => /\.(jpe?g|png|webp|avif|gif)$/i.test(file))
      .map((file) => ({
        file: `src/content/${file}`,
        bytes: statSync(path.join(root, file)).size,
        budget: IMAGE_BUDGET_BYTES,
      })),
    ...walk(publicRoot)
      .filter((file) => /\.pdf$/i.test(file))
      .map((file) => ({
        file: `public/${file}`,
        bytes: statSync(path.join(publicRoot, file)).size,
        budget: PDF_BUDGET_BYTES,
      })),
  ].filter(({ bytes, budget }) => bytes > budget);

  const links = new Map<string, Set<string>>();
  for (const file of walk(root).filter((name) => /\.(ya?ml|mdx)$/.test(name))) {
    for (const [url] of readFileSync(path.join(root, file), 'utf8').matchAll(URL_PATTERN)) {
      const clean = url.replace(/[.,;:]+$/, '');
      links.set(clean, (links.get(clean) ?? new Set()).add(file));
    }
  }
  const externalLinks = [...links]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([url, where]) => ({ url, where: [...where] }));

  return {
    today,
    errors,
    reviewDue,
    featuredPast,
    teamBehind: current && current < academicYear ? { current, academicYear } : undefined,
    oldTeamFiles: teamYears.filter((year) => year < academicYear).map((year) => `team/${year}.yaml`),
    overBudget,
    withoutPhotos,
    drafts,
    externalLinks,
    disagreements,
    notReadyToGoLive,
    sectionsBehind,
  };
}

const list = (items: string[], empty: string) =>
  items.length > 0 ? items.map((item) => `- ${item}`) : [`None: ${empty}`];

export function renderReport(report: ContentReport): string {
  return [
    `# Content report, ${report.today}`,
    '',
    'Made by `npm run content:report`. Staleness is for the committee to look at; only content errors fail the command.',
    '',
    '## Content errors',
    '',
    ...list(report.errors, 'every file loads.'),
    '',
    `## Articles past their review age (reviewed more than ${REVIEW_AGE_YEARS} years ago)`,
    '',
    ...list(
      report.reviewDue.map(
        ({ file, reviewed }) => `src/content/${file}: last reviewed ${reviewed}; check it and update \`reviewed:\``,
      ),
      'every article was reviewed recently.',
    ),
    '',
    '## Past events still marked featured',
    '',
    ...list(
      report.featuredPast.map(({ slug, when }) => `events.yaml > ${slug} (${when}): remove \`featured: true\``),
      'no finished event is featured.',
    ),
    '',
    '## Team files older than the current academic year',
    '',
    ...(report.teamBehind
      ? [
          `- site.yaml > currentTeamYear is ${report.teamBehind.current}, but the academic year is ${report.teamBehind.academicYear}: run \`npm run new-year\` (see HANDOVER.md)`,
        ]
      : []),
    ...list(
      report.oldTeamFiles.map((file) => `src/content/${file} (shown under Past committees)`),
      'no team file is older than this academic year.',
    ),
    '',
    '## Files over budget (images 250 KB, PDFs 1 MB)',
    '',
    ...list(
      report.overBudget.map(
        ({ file, bytes, budget }) => `${file}: ${formatFileSize(bytes)}, budget ${formatFileSize(budget)}`,
      ),
      'every image and PDF is within budget.',
    ),
    '',
    '## Not ready to go live',
    '',
    "Contact values that are samples, not the club's own: right for the sample site, wrong for the real one. Replace them before the site goes live.",
    '',
    ...list(report.notReadyToGoLive, 'every contact value looks like a real one.'),
    '',
    '## Facts that disagree between pages',
    '',
    ...list(
      report.disagreements,
      'names, branches, years, places, TAB years, edition names and claims of "new" and "largest" agree.',
    ),
    '',
    '## Yearly sections that stop before last year',
    '',
    ...list(report.sectionsBehind, 'TAB and every gallery show the academic year that last ended.'),
    '',
    '## Team members without photos',
    '',
    ...list(
      report.withoutPhotos.map(({ file, name, role }) => `src/content/${file}: ${name} (${role})`),
      'everyone has a photo.',
    ),
    '',
    '## Draft years, kept off the site',
    '',
    'Prepared but not shown: a year with no members or projects yet, or marked `draft: true`. Fill them in and remove `draft: true` when the year starts.',
    '',
    ...list(
      report.drafts.map((file) => `src/content/${file}`),
      'every team and gallery year is on the site.',
    ),
    '',
    '## External links to check by hand',
    '',
    'Not fetched: open each and check it still shows what the site promises.',
    '',
    ...list(
      report.externalLinks.map(({ url, where }) => `${url} (${where.join(', ')})`),
      'no external links.',
    ),
    '',
  ].join('\n');
}

export function summarize(report: ContentReport): string {
  return [
    `Content report for ${report.today}, written to reports/content.md:`,
    `  ${report.errors.length} content errors`,
    `  ${report.reviewDue.length} articles past their review age`,
    `  ${report.featuredPast.length} past events still featured`,
    `  ${report.oldTeamFiles.length} team files older than this academic year${report.teamBehind ? `; currentTeamYear ${report.teamBehind.current} is behind ${report.teamBehind.academicYear}` : ''}`,
    `  ${report.overBudget.length} files over budget`,
    `  ${report.disagreements.length} facts that disagree between pages`,
    `  ${report.notReadyToGoLive.length} contact values not ready to go live (samples)`,
    `  ${report.sectionsBehind.length} yearly sections that stop before last year`,
    `  ${report.withoutPhotos.length} team members without photos`,
    `  ${report.drafts.length} draft years, kept off the site`,
    `  ${report.externalLinks.length} external links to check by hand`,
  ].join('\n');
}

if (import.meta.main) {
  const report = contentReport();
  const out = path.resolve('reports/content.md');
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(out, renderReport(report));
  console.log(summarize(report));
  if (report.errors.length > 0) {
    console.error(`\n${report.errors.map((problem) => `  - ${problem}`).join('\n')}`);
    process.exit(1);
  }
}
