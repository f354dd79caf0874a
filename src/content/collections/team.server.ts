/** The committee of each academic year: team/<year>.yaml, and which year /team shows. */
import { ContentError } from '../content-error.ts';
import { CONTENT_ROOT, listFiles, readData } from '../load.server.ts';
import { academicYear } from '../schemas/common.ts';
import { isDraftTeam, TEAM_YEAR_NAME, teamSchema } from '../schemas/team.ts';
import { loadSite } from './site.server.ts';

const TEAM_FILE = new RegExp(`^(${TEAM_YEAR_NAME.source.slice(1, -1)})\\.ya?ml$`);

/**
 * The academic years whose committee the site can show (team/2026-27.yaml), newest first; with
 * `drafts`, also the years prepared but not filled (no members yet) or marked draft: true.
 */
export function listTeamYears(root = CONTENT_ROOT, { drafts = false } = {}): string[] {
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
  const sorted = years.sort().reverse();
  return drafts ? sorted : sorted.filter((year) => !isTeamYearDraft(year, root));
}

/**
 * Whether a year is a draft. A file that does not load is not one: it stays listed, so its
 * content error is reported where the build reports content errors, not while the route
 * table is being read.
 */
function isTeamYearDraft(year: string, root: string): boolean {
  try {
    return isDraftTeam(loadTeam(year, root));
  } catch (error) {
    if (error instanceof ContentError) return false;
    throw error;
  }
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
  if (!years.includes(current) && listTeamYears(root, { drafts: true }).includes(current)) {
    throw new ContentError([
      `site.yaml > currentTeamYear: team/${current}.yaml is still a draft (no members yet, or draft: true); fill it in first, or set the year of the team the site shows now`,
    ]);
  }
  if (!years.includes(current)) {
    throw new ContentError([
      `site.yaml > currentTeamYear: no file team/${current}.yaml; create it with npm run new-year, or set the year of an existing team file`,
    ]);
  }
  return { current, past: years.filter((year) => year < current) };
}

/**
 * A year's sections and roles as data, each member's details empty: the editor shows every
 * section with its roles, ready for the names. What the editor's New in Team starts with
 * (scripts/build-steps/cms.ts), and `npm run new-year` writes.
 */
export const rolesOf = (team: ReturnType<typeof loadTeam>) =>
  team.sections.map((section) => ({
    id: section.id,
    name: section.name,
    members: section.members.map((member) => ({ name: '', role: member.role, year: '', branch: '' })),
  }));
