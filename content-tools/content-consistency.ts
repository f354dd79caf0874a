/**
 * Facts the content states in more than one place, checked against each other for
 * `npm run content:report`. Each rule takes plain data (what the loaders return) and returns
 * one sentence per disagreement, naming the files to correct. None of them can be certain
 * (a member may change branch, an achievement's year is a calendar year), so they are
 * reported for a person to look at, not failed.
 */
import { editionYear, editionYearOf } from '../src/content/academic-year.ts';
import { ACADEMIC_YEAR_START_MONTH } from '../src/lib/constants.ts';

export interface TeamYearFacts {
  /** The academic year of the team file, such as "2026-27". */
  year: string;
  members: { name: string; year: string; branch: string }[];
}
export interface BylineFacts {
  file: string;
  date: string;
  byline?: string;
}
export interface AchievementYearFacts {
  year: number;
  rows: { members: string[]; event: string }[];
}
export interface EventFacts {
  slug: string;
  place: string;
  /** The address the page and calendar file show: the event's own or the club's. */
  address: string[];
  description: string[];
}
export interface TabFacts {
  domains: { id: string; years: { year: number; major: unknown[]; minor: unknown[] }[] }[];
}

/** "3rd year" -> 3; undefined when the year of study is not written that way. */
export function yearOfStudy(text: string): number | undefined {
  const match = /\b([1-6])(?:st|nd|rd|th) year\b/i.exec(text);
  return match ? Number(match[1]) : undefined;
}

const BYLINE = /^Written by (.+?), ([1-6](?:st|nd|rd|th) year), (.+)$/i;

/** The academic year a day falls in, as the year it starts: "2025-07-08" -> 2025. */
function academicStart(day: string): number {
  const year = Number(day.slice(0, 4));
  return Number(day.slice(5, 7)) >= ACADEMIC_YEAR_START_MONTH ? year : year - 1;
}

interface Statement {
  where: string;
  branch: string;
  /** The first year of study of this person, as the academic year it started, by this statement. */
  joined?: number;
}

/** What every team file and byline says about each person, by name. */
function statementsByPerson(teams: TeamYearFacts[], articles: BylineFacts[]): Map<string, Statement[]> {
  const people = new Map<string, Statement[]>();
  const add = (name: string, statement: Statement) => people.set(name, [...(people.get(name) ?? []), statement]);
  for (const team of teams) {
    const start = Number(team.year.slice(0, 4));
    for (const member of team.members) {
      const study = yearOfStudy(member.year);
      add(member.name, {
        where: `team/${team.year}.yaml`,
        branch: member.branch,
        joined: study === undefined ? undefined : start - (study - 1),
      });
    }
  }
  for (const article of articles) {
    const match = article.byline && BYLINE.exec(article.byline);
    if (!match) continue;
    const [, name, study, branch] = match as unknown as [string, string, string, string];
    add(name, {
      where: article.file,
      branch,
      joined: academicStart(article.date) - (yearOfStudy(study)! - 1),
    });
  }
  return people;
}

const academicYearName = (start: number) => `${start}-${String((start + 1) % 100).padStart(2, '0')}`;

/** Groups the statements by what they say: "Computer Science (team/2026-27.yaml, articles/ROS1.mdx)". */
function disagreement<T>(
  statements: Statement[],
  pick: (statement: Statement) => T | undefined,
  show: (value: T) => string,
) {
  const groups = new Map<T, string[]>();
  for (const statement of statements) {
    const value = pick(statement);
    if (value !== undefined) groups.set(value, [...(groups.get(value) ?? []), statement.where]);
  }
  if (groups.size < 2) return undefined;
  return [...groups].map(([value, where]) => `${show(value)} (${where.join(', ')})`).join('; ');
}

/**
 * A person whose branch, or whose year of study (counted back to the year they joined),
 * differs between the team files and the bylines of their articles.
 */
export function personConflicts(teams: TeamYearFacts[], articles: BylineFacts[]): string[] {
  const problems: string[] = [];
  for (const [name, statements] of statementsByPerson(teams, articles)) {
    const branches = disagreement(
      statements,
      (statement) => statement.branch,
      (branch) => branch,
    );
    if (branches) problems.push(`${name}: the branch differs: ${branches}`);
    const joined = disagreement(
      statements,
      (statement) => statement.joined,
      (start) => `first year ${academicYearName(start)}`,
    );
    if (joined) problems.push(`${name}: the year of study does not add up: ${joined}`);
  }
  return problems;
}

/**
 * An achievement credited to a member in a calendar year that ends before their first
 * academic year began (by their year of study in the team files and bylines).
 */
export function achievementsBeforeJoining(
  teams: TeamYearFacts[],
  articles: BylineFacts[],
  achievements: AchievementYearFacts[],
): string[] {
  const joinedBy = new Map<string, number>();
  for (const [name, statements] of statementsByPerson(teams, articles)) {
    const years = statements.flatMap((statement) => (statement.joined === undefined ? [] : [statement.joined]));
    if (years.length > 0) joinedBy.set(name, Math.min(...years));
  }
  return achievements.flatMap(({ year, rows }) =>
    rows.flatMap((row, index) =>
      row.members.flatMap((name) => {
        const joined = joinedBy.get(name);
        if (joined === undefined || year >= joined) return [];
        return [
          `achievements.yaml > ${year} > row ${index + 1} (${row.event}): ${name} is credited in ${year}, but started their first year in ${academicYearName(joined)} by the team files`,
        ];
      }),
    ),
  );
}

/** Named places in a text: "Main Auditorium", "Robotics Lab, Block C", "Sports Ground". */
const VENUE =
  /\b(?:[A-Z][\w&'-]*\s+)*(?:Auditorium|Ground|Lab|Laboratory|Hall|Stadium|Arena|Centre|Center)\b(?:, Block [A-Z0-9]+\b)?/g;
const venues = (text: string) => [...new Set([...text.matchAll(VENUE)].map(([venue]) => venue))];
const normal = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * An event whose "Where" (its place and address, as the page and the calendar file show
 * them) names a place its description never mentions while the description names others,
 * or whose address repeats the place.
 */
export function eventPlaceConflicts(events: EventFacts[]): string[] {
  return events.flatMap((event) => {
    const problems: string[] = [];
    const description = normal(event.description.join(' '));
    const named = venues(event.description.join(' '));
    const unmentioned = venues([event.place, ...event.address].join(', ')).filter(
      (venue) => !description.includes(normal(venue.split(',')[0]!)),
    );
    if (unmentioned.length > 0 && named.length > 0) {
      problems.push(
        `events.yaml > ${event.slug}: Where says ${unmentioned.join('; ')}, which the description never mentions (it speaks of ${named.join('; ')}); correct the place, the address or the description`,
      );
    }
    const repeated = event.address.filter(
      (line) => normal(event.place).includes(normal(line)) || normal(line).includes(normal(event.place)),
    );
    if (repeated.length > 0) {
      problems.push(
        `events.yaml > ${event.slug}: Where repeats the place in its address (${repeated.join('; ')}); give the event an address without the place`,
      );
    }
    return problems;
  });
}

/** A TAB year that shows no projects, or an empty Major or Minor list. */
export function emptyTabYears(tab: TabFacts): string[] {
  return tab.domains.flatMap((domain) =>
    domain.years.flatMap(({ year, major, minor }) => {
      if (major.length === 0 && minor.length === 0) return [`tab.yaml > ${domain.id} > ${year}: no projects`];
      const empty = [major.length === 0 && 'major', minor.length === 0 && 'minor'].filter(Boolean);
      return empty.map((kind) => `tab.yaml > ${domain.id} > ${year}: no ${kind} projects (an empty list on the page)`);
    }),
  );
}

/** A card of the home page that leads to a row of the Achievements page. */
export interface AchievementLinkFacts {
  caption: string;
  link: string;
}

/**
 * A home-page card that leads to an achievement row the Achievements page does not have:
 * its link names the row by an address (#achievement-…) no row carries.
 */
export function achievementLinksWithoutRow(cards: AchievementLinkFacts[], anchors: string[]): string[] {
  const known = new Set(anchors);
  return cards.flatMap(({ caption, link }) => {
    const match = /^\/achievement#(.+)$/.exec(link);
    if (!match || known.has(match[1]!)) return [];
    return [
      `home.yaml > "${caption}": ${link} names no row of achievements.yaml; link to a row's address (achievement-<year>-<event>, or the row's id)`,
    ];
  });
}

/** A way to reach the club, and where the content gives it: "site.yaml > email". */
export interface ContactFacts {
  where: string;
  value: string;
}

/** Domains set aside for examples and tests (RFC 2606, RFC 6761): nobody receives mail there. */
const RESERVED_DOMAIN = /(?:^|\.)(?:example|test|invalid|localhost|example\.(?:com|org|net))$/i;

/** The host of an address, a web address or a mail address; undefined for a phone number. */
function hostOf(value: string): string | undefined {
  const mail = /^(?:mailto:)?[^\s@/]+@([^\s@/?#]+)$/i.exec(value);
  if (mail) return mail[1]!.toLowerCase();
  try {
    return new URL(value).hostname.toLowerCase();
  } catch {
    return undefined;
  }
}

/**
 * Why a phone number looks made up, if it does: a run of digits numbered like the fictional
 * ranges (555-01xx, 55550…), one digit repeated, or a counting sequence.
 */
function samplePhone(value: string): string | undefined {
  const digits = value.replace(/\D/g, '');
  if (digits.length < 7) return undefined;
  const local = digits.slice(-10);
  if (/555-?01\d\d\b/.test(value) || /5555/.test(local)) return 'a 555 number, as films and examples use';
  if (/^(\d)\1+$/.test(local)) return 'one digit repeated';
  if ('01234567890'.includes(local) || '98765432109'.includes(local)) return 'digits counting up or down';
  return undefined;
}

/**
 * Contact values that cannot be the club's real ones: an address on a domain reserved for
 * examples (.example, example.com, .test, .invalid, .localhost) or a phone number numbered like
 * a sample. Right for sample content, but the site must not go live with them.
 */
export function sampleContactValues(contacts: ContactFacts[]): string[] {
  return contacts.flatMap(({ where, value }) => {
    const host = hostOf(value);
    if (host && RESERVED_DOMAIN.test(host)) {
      return [`${where}: ${value} is on ${host}, a domain reserved for examples; nobody receives mail or visits there`];
    }
    const phone = host === undefined ? samplePhone(value) : undefined;
    return phone ? [`${where}: ${value} looks like a sample number (${phone})`] : [];
  });
}

/** A text of the content, and where it is: "home.yaml > about". */
export interface TextFacts {
  where: string;
  text: string;
}

const NUMBER_WORDS: Record<string, number> = { 'a hundred': 100, 'one hundred': 100, 'two hundred': 200 };

/**
 * A text that counts the club's members ("more than a hundred members") by another number than
 * about.yaml's memberCount, the one the Sponsor page shows.
 */
export function memberCountMentions(memberCount: number, texts: TextFacts[]): string[] {
  return texts.flatMap(({ where, text }) =>
    [
      ...text.matchAll(
        /\b(?:more than|over|nearly|about|some) (a hundred|one hundred|two hundred|\d[\d,]*) members\b/gi,
      ),
    ]
      .filter(
        ([, number]) => (NUMBER_WORDS[number!.toLowerCase()] ?? Number(number!.replace(/,/g, ''))) !== memberCount,
      )
      .map(
        ([phrase]) =>
          `${where}: says "${phrase}", but about.yaml's memberCount (shown on Sponsor) is ${memberCount}; correct one of them`,
      ),
  );
}

/** A dated edition of something the club runs every year: an event, or Join's next Induction. */
export interface EditionFacts {
  where: string;
  title: string;
  /** The first day, YYYY-MM-DD. */
  date: string;
}

const yearForms = (titles: string[]) => new Set(titles.map((title) => (/['’]\d{2}$/.test(title) ? 'short' : 'full')));

/**
 * An edition of a gallery's series (its label, "Post Induction") named after another year than
 * the galleries would file it under: the academic year it is held in, so a Post Induction in
 * January 2027 is the 2026 batch's, Post Induction 2026 or Post Induction'26. And a series whose
 * editions write the year in both forms (Post Induction'25 beside Post Induction 2027).
 */
export function editionNameConflicts(labels: string[], editions: EditionFacts[]): string[] {
  // The longest label first, so "Post Induction 2026" is not read as an Induction.
  const series = [...labels].sort((a, b) => b.length - a.length);
  const bySeries = new Map<string, EditionFacts[]>();
  const problems = editions.flatMap((edition) => {
    const label = series.find((name) => editionYear(edition.title, name) !== undefined);
    if (!label) return [];
    bySeries.set(label, [...(bySeries.get(label) ?? []), edition]);
    const named = editionYear(edition.title, label)!;
    const year = editionYearOf(edition.date);
    if (named === year) return [];
    return [
      `${edition.where}: "${edition.title}" (${edition.date}) belongs to the academic year ${academicYearName(year)}, which the galleries call ${label} ${year}; name it ${label} ${year}, or correct the date`,
    ];
  });
  for (const [label, group] of bySeries) {
    if (yearForms(group.map((edition) => edition.title)).size > 1) {
      problems.push(
        `${label}: the editions write the year in two ways (${group.map((edition) => `"${edition.title}" in ${edition.where}`).join(', ')}); use one form, as in ${label}'26 or ${label} 2026`,
      );
    }
  }
  return problems;
}

/** An event as the "new this year" rule reads it: its title, first day and every text. */
export interface EventTextFacts {
  slug: string;
  title: string;
  date: string;
  texts: string[];
}

/** The series an edition belongs to: "Roboveda 2026" and "Roboveda" are both Roboveda. */
const seriesOf = (title: string) => title.replace(/(?: \d{4}|['’]\d{2})$/, '');

const STOP = new Set([
  'and',
  'in',
  'which',
  'that',
  'where',
  'with',
  'for',
  'at',
  'on',
  'to',
  'from',
  'by',
  'of',
  'returns',
]);

/**
 * What a text calls new: the things listed after "new this year" or "for the first time", and
 * the thing after "a new", each cut at its first linking word ("a twelve-hour build contest in
 * which…" is "twelve-hour build contest"). Only names of two words or more.
 */
export function newThings(text: string): string[] {
  const lists = [
    ...[...text.matchAll(/\bnew this year\b[,:]?\s*([^.;]+)/gi)].map((match) => match[1]!),
    ...[...text.matchAll(/([^.;,]+?),?\s+(?:is |are )?new this year\b/gi)].map((match) => match[1]!),
    ...[...text.matchAll(/\bfor the first time\b[,:]?\s*([^.;]+)/gi)].map((match) => match[1]!),
    ...[...text.matchAll(/\b(?:a|an|two|three|our) new ((?:[\w-]+ ){0,3}[\w-]+)/gi)].map((match) => match[1]!),
  ];
  return [
    ...new Set(
      lists
        .flatMap((list) => list.split(/,| and /))
        .map((item) => {
          const words = item
            .trim()
            .replace(/^(?:and |a |an |the |new )+/i, '')
            .split(/\s+/);
          const stop = words.findIndex((word) => STOP.has(word.toLowerCase()));
          return words.slice(0, stop === -1 ? undefined : stop).join(' ');
        })
        .filter((name) => name.split(' ').length >= 2),
    ),
  ];
}

/**
 * An event that calls something new ("new this year, a twelve-hour build contest") which an
 * earlier edition of the same series already had.
 */
export function newInEarlierEdition(events: EventTextFacts[]): string[] {
  return events.flatMap((event) => {
    const earlier = events.filter(
      (other) => other.date < event.date && seriesOf(other.title) === seriesOf(event.title),
    );
    return newThings(event.texts.join(' ')).flatMap((thing) => {
      const had = earlier.filter((other) => normal(other.texts.join(' ')).includes(normal(thing)));
      if (had.length === 0) return [];
      return [
        `events.yaml > ${event.slug}: calls the ${thing} new, but ${had.map((other) => other.title).join(' and ')} had it already; say it returns, or correct the earlier edition`,
      ];
    });
  });
}

/** A year of a gallery, as the "largest yet" rule reads it. */
export interface GalleryYearFacts {
  where: string;
  heading: string;
  kind: string;
  year: number;
  intro?: string;
  projects: number;
}

const LARGEST = /\b(?:largest|biggest)(?: \w+)? (?:yet|ever|so far)\b/i;

/** A gallery year that calls itself the largest while an earlier year of its kind shows more projects. */
export function largestYetClaims(galleries: GalleryYearFacts[]): string[] {
  return galleries.flatMap((gallery) => {
    const claim = gallery.intro && LARGEST.exec(gallery.intro);
    if (!claim) return [];
    const larger = galleries.filter(
      (other) => other.kind === gallery.kind && other.year < gallery.year && other.projects > gallery.projects,
    );
    if (larger.length === 0) return [];
    return [
      `${gallery.where} > intro: says "${claim[0]}" with ${gallery.projects} projects, but ${larger.map((other) => `${other.heading} shows ${other.projects}`).join(' and ')}; reword it or correct the projects`,
    ];
  });
}

/** A yearly section of the site: TAB, or a kind of gallery, with the years it shows. */
export interface YearlySectionFacts {
  where: string;
  name: string;
  years: number[];
  /** Words by which a text speaks of this section's work ("TAB", "domains"), if texts do. */
  words?: RegExp;
}

/**
 * A text that speaks of a section's projects this year ("our TAB domains have started eleven
 * new projects") while the section stops before this academic year.
 */
export function sectionsBehindTheirText(sections: YearlySectionFacts[], texts: TextFacts[], today: string): string[] {
  const year = editionYearOf(today);
  return sections.flatMap((section) => {
    const newest = Math.max(...section.years);
    if (newest >= year) return [];
    return texts
      .filter(({ text }) => /\bthis year\b/i.test(text) && section.words?.test(text) && /\bprojects?\b/i.test(text))
      .map(
        ({ where }) =>
          `${where}: speaks of ${section.name}'s projects this year, but ${section.where} stops at ${newest} (it is ${academicYearName(year)}); add the year to ${section.where} or reword the text`,
      );
  });
}

/**
 * A section that stops before the academic year that last ended: in 2026-27, TAB showing
 * nothing after 2024 has missed 2025-26.
 */
export function sectionsStoppedEarly(sections: YearlySectionFacts[], today: string): string[] {
  const lastEnded = editionYearOf(today) - 1;
  return sections.flatMap((section) => {
    const newest = Math.max(...section.years);
    if (section.years.length === 0 || newest >= lastEnded) return [];
    return [
      `${section.where}: ${section.name} stops at ${newest}, and ${academicYearName(lastEnded)} is over; add its projects (npm run sample-pictures draws placeholder cards until the photos come)`,
    ];
  });
}
