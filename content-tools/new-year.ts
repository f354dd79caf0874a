/**
 * npm run new-year: prepares the next academic year's content.
 *
 * - team/<next>.yaml (the year after site.yaml's currentTeamYear) with that committee's sections,
 *   its roles as commented member blocks, and no members yet: a draft, valid and off the site;
 * - galleries/induction/<year>.yaml for the new year's induction with no projects yet (a draft
 *   too), and the folder for its photos.
 *
 * Existing files are never overwritten. CONTENT_ROOT points it at another content folder.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { nextAcademicYear } from '../src/content/academic-year.ts';
import { loadTeam, loadTeamYears } from '../src/content/collections/team.server.ts';
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

const quote = (text: string) => JSON.stringify(text);

function teamTemplate(year: string, from: string, team: ReturnType<typeof loadTeam>): string {
  const lines = [
    `# The committee of ${year}, prepared by npm run new-year from the sections and roles of ${from}.`,
    '# A draft until it has members: valid, and kept off the site. Add the members in the content',
    '# editor (/admin/, Team) or here: uncomment a block under its section and fill it in (phone',
    '# and image are optional; photos are square, in team/). Check with: npm run check:content',
  ];
  if (team.intro) lines.push(`intro: ${quote(team.intro)}`);
  lines.push('sections:');
  for (const section of team.sections) {
    lines.push(`  - id: ${section.id}`, `    name: ${quote(section.name)}`, '    members: []');
    for (const member of section.members) {
      lines.push(
        `    # - name: ${quote('First Last')}`,
        `    #   role: ${quote(member.role)}`,
        '    #   year: 3rd year',
        '    #   branch: Mechanical',
        '    #   phone: "+91 55550 00000"',
        '    #   image: first-last.jpg',
      );
    }
  }
  return `${lines.join('\n')}\n`;
}

function inductionTemplate(inductionYear: number): string {
  return [
    `# Induction ${inductionYear}, prepared by npm run new-year. A draft until it has a project: valid,`,
    '# and kept off the site. Add projects in the content editor (/admin/, Induction projects) or',
    `# here, one block each; photos go in galleries/induction/${inductionYear}/ with exactly the file`,
    '# names written here. A description is optional. Check with: npm run check:content',
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
    `  1. team/${year}.yaml: write the name, year and branch of each of the ${roles} roles taken over from ${from};`,
    '     add phone and image where there are any (photos go in team/, square).',
    `  2. galleries/induction/${inductionYear}.yaml: one block per project (title, image, alt, description),`,
    `     photos in galleries/induction/${inductionYear}/.`,
    `  3. When the new committee takes over, set currentTeamYear: ${year} in site.yaml;`,
    '     the outgoing committee then appears under "Past committees" on /team.',
    '  4. Check as you go with: npm run check:content (seconds, no build). It names every field',
    '     still empty; the build refuses the files until they are complete. Then: npm start.',
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
