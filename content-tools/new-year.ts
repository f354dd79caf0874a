/**
 * npm run new-year: prepares the next academic year's content.
 *
 * - team/<next>.yaml (the year after site.yaml's currentTeamYear) with that committee's sections
 *   and roles as data, their names empty: a draft, valid and off the site;
 * - galleries/induction/<year>.yaml for the new year's induction with no projects yet (a draft
 *   too), and the folder for its photos.
 *
 * Existing files are never overwritten. CONTENT_ROOT points it at another content folder.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { stringify as stringifyYaml } from 'yaml';
import { nextAcademicYear } from '../src/content/academic-year.ts';
import { loadTeam, loadTeamYears, rolesOf } from '../src/content/collections/team.server.ts';
import { ContentError } from '../src/content/content-error.ts';
import { CONTENT_ROOT } from '../src/content/load.server.ts';

export interface NewYear {
  year: string;
  inductionYear: number;
  /** Files and folders written, relative to the content root. */
  created: string[];
  /** Files that were there already and were left alone. */
  kept: string[];
  /** How many roles the new team file holds. */
  roles: number;
  from: string;
}

function teamTemplate(year: string, from: string, team: ReturnType<typeof loadTeam>): string {
  // A draft, off the site, until the names are written.
  const next = { draft: true, ...(team.intro ? { intro: team.intro } : {}), sections: rolesOf(team) };
  return [
    `# The committee of ${year}, with the sections and roles of ${from}: write each role's member in`,
    '# the content editor (/admin/, Team), then switch off Draft to publish it.',
    stringifyYaml(next),
  ].join('\n');
}

function inductionTemplate(inductionYear: number): string {
  return [
    `# Induction ${inductionYear}, prepared by npm run new-year. A draft until it has a project: valid,`,
    '# and kept off the site. Add projects in the content editor (/admin/, Induction projects), which',
    `# keeps their photos in galleries/induction/${inductionYear}/. A description is optional.`,
    `intro: The ${inductionYear} induction batch.`,
    'projects: []',
    '# - title: Line Follower',
    '#   image: line-follower.jpg',
    '#   alt: A small two-wheeled robot on a black line',
    '#   description: What the team built and what it learned.',
    '',
  ].join('\n');
}

export function prepareNewYear(root = CONTENT_ROOT): NewYear {
  // The year after the one /team shows, with its roles: running it again finds the same year.
  const from = loadTeamYears(root).current;
  const year = nextAcademicYear(from);
  const inductionYear = Number(year.slice(0, 4));
  const latest = loadTeam(from, root);
  const created: string[] = [];
  const kept: string[] = [];
  const write = (file: string, text: string) => {
    const absolute = path.join(root, file);
    if (existsSync(absolute)) {
      kept.push(file);
      return;
    }
    mkdirSync(path.dirname(absolute), { recursive: true });
    writeFileSync(absolute, text);
    created.push(file);
  };
  write(`team/${year}.yaml`, teamTemplate(year, from, latest));
  write(`galleries/induction/${inductionYear}.yaml`, inductionTemplate(inductionYear));
  const photos = `galleries/induction/${inductionYear}`;
  if (!existsSync(path.join(root, photos))) {
    mkdirSync(path.join(root, photos), { recursive: true });
    created.push(`${photos}/`);
  }
  const roles = latest.sections.reduce((count, section) => count + section.members.length, 0);
  return { year, inductionYear, created, kept, roles, from };
}

/** What to do next, for the person running the command. */
export function nextSteps({ year, inductionYear, created, kept, roles, from }: NewYear, root = CONTENT_ROOT): string {
  const where = path.relative(process.cwd(), root) || '.';
  return [
    `Prepared the academic year ${year} in ${where}/:`,
    ...created.map((file) => `  created ${file}`),
    ...kept.map((file) => `  kept    ${file} (it was there already; nothing changed)`),
    '',
    'Now:',
    `  1. In the content editor (/admin/, Team, ${year}): write the name, year and branch of each of the`,
    `     ${roles} roles taken over from ${from}, with a phone and photo where there are any; then switch off Draft.`,
    `  2. galleries/induction/${inductionYear}.yaml: one block per project (title, image, alt, description),`,
    `     photos in galleries/induction/${inductionYear}/.`,
    `  3. When the new committee takes over, set currentTeamYear: ${year} in site.yaml;`,
    '     the outgoing committee then appears under "Past committees" on /team.',
    '  4. Each save opens a pull request whose check names any field still to fill in.',
  ].join('\n');
}

if (import.meta.main) {
  try {
    const prepared = prepareNewYear();
    console.log(nextSteps(prepared));
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
