import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadEvents } from './collections/events.server.ts';
import { listGalleryYears, loadGallery } from './collections/galleries.server.ts';
import { loadTeam, loadTeamYears } from './collections/team.server.ts';
import { ContentError } from './content-error.ts';

const good = path.join(import.meta.dirname, 'fixtures/good');
let root: string;

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'rc-content-'));
  cpSync(good, root, { recursive: true });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** Rewrites one fixture file, replacing `from` with `to` (which must be present). */
function edit(file: string, from: string, to: string) {
  const absolute = path.join(root, file);
  const text = readFileSync(absolute, 'utf8');
  expect(text).toContain(from);
  writeFileSync(absolute, text.replace(from, to));
}

function problemsOf(load: () => unknown): string[] {
  try {
    load();
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
  throw new Error('expected a content error, but the content loaded');
}

describe('Content model > valid content', () => {
  it('loads a gallery year with the heading, ids and the description fallback filled in', () => {
    const gallery = loadGallery('induction', 2024, root);
    expect(gallery.heading).toBe('Induction 2024');
    expect(gallery.projects.map((project) => project.id)).toEqual(['line-follower-bot', 'rover']);
    expect(gallery.projects[1]).toMatchObject({ description: 'No description available.', hasDescription: false });
    expect(gallery.cover).toBe('galleries/induction/2024/line-follower-bot.jpg');
  });

  it('loads the team with images resolved and the phone opt-out defaulting to shown', () => {
    const team = loadTeam('2026-27', root);
    const [asha, dev] = team.sections[0]!.members;
    expect(asha).toMatchObject({ showPhone: true, image: 'team/asha-rao.jpg' });
    expect(dev).toMatchObject({ showPhone: false });
  });
});

describe('Content model > a malformed file names the file, the entry and the field', () => {
  it('an unknown field', () => {
    edit('team/2026-27.yaml', '        role: Treasurer', '        role: Treasurer\n        rolle: Typo');
    expect(problemsOf(() => loadTeam('2026-27', root))).toEqual([
      'team/2026-27.yaml > sections[1] ("Steering Body") > members[2] ("Dev Malik"): unknown field "rolle"; remove it or check the spelling against the schema in src/content/schemas/',
    ]);
  });

  it('a missing required field', () => {
    edit('team/2026-27.yaml', '        branch: Mechanical\n', '');
    expect(problemsOf(() => loadTeam('2026-27', root))).toEqual([
      `team/2026-27.yaml > sections[1] ("Steering Body") > members[2] ("Dev Malik") > branch: write the member's branch of study, remove the role, or switch on Draft while the year is being prepared`,
    ]);
  });

  it('a wrong type', () => {
    edit('team/2026-27.yaml', 'showPhone: false', 'showPhone: nope');
    expect(problemsOf(() => loadTeam('2026-27', root))).toEqual([
      'team/2026-27.yaml > sections[1] ("Steering Body") > members[2] ("Dev Malik") > showPhone: wrong type: expected true or false, found text "nope"',
    ]);
  });

  it('an image file that is not there', () => {
    edit('galleries/induction/2024.yaml', 'image: rover.jpg', 'image: rover-2.jpg');
    expect(problemsOf(() => loadGallery('induction', 2024, root))).toEqual([
      `galleries/induction/2024.yaml > projects[2] ("Rover") > image: file 'rover-2.jpg' not found in galleries/induction/2024/; in the editor, choose the picture again with Browse`,
    ]);
  });

  it('a team member left half filled in, as npm run new-year writes them', () => {
    edit('team/2026-27.yaml', '        branch: Mechanical\n', '        branch:\n');
    expect(problemsOf(() => loadTeam('2026-27', root))).toEqual([
      'team/2026-27.yaml > sections[1] ("Steering Body") > members[2] ("Dev Malik") > branch: not filled in yet; write it after the colon (it must be text)',
    ]);
  });

  it('a current team year without its file', () => {
    edit('site.yaml', 'currentTeamYear: 2026-27', 'currentTeamYear: 2027-28');
    expect(problemsOf(() => loadTeamYears(root))).toEqual([
      'site.yaml > currentTeamYear: no file team/2027-28.yaml; create it with npm run new-year, or set the year of an existing team file',
    ]);
  });

  it('a team file not named after an academic year', () => {
    cpSync(path.join(root, 'team/2026-27.yaml'), path.join(root, 'team/2026-28.yaml'));
    expect(problemsOf(() => loadTeamYears(root))).toEqual([
      'team/2026-28.yaml: not a team file name; name it after its academic year, as in team/2026-27.yaml',
    ]);
  });

  it('an event that ends before it starts, and a time written another way', () => {
    writeFileSync(
      path.join(root, 'events.yaml'),
      [
        'events:',
        '  - { slug: late, title: Late, date: 2027-02-20, endDate: 2027-02-19, place: Lab, summary: S, description: [D], image: a.jpg, alt: An image }',
        "  - { slug: odd, title: Odd, date: 2027-02-20, time: { start: '9am', end: '18:00' }, place: Lab, summary: S, description: [D], image: a.jpg, alt: An image }",
      ].join('\n'),
    );
    expect(problemsOf(() => loadEvents(root))).toEqual([
      'events.yaml > events[1] ("Late") > endDate: the last day comes before the first (2027-02-20); correct one of them',
      'events.yaml > events[2] ("Odd") > time > start: write the time as HH:MM on the 24-hour clock, for example 09:30',
    ]);
  });

  it('a duplicate project id', () => {
    edit('galleries/induction/2024.yaml', 'title: Rover', 'title: Line Follower Bot');
    expect(problemsOf(() => loadGallery('induction', 2024, root))).toEqual([
      'galleries/induction/2024.yaml > projects[2] ("Line Follower Bot") > id: duplicate project id "line-follower-bot" (already used by entry 1); each project id must be unique',
    ]);
  });

  it('a duplicate year', () => {
    cpSync(path.join(root, 'galleries/induction/2024.yaml'), path.join(root, 'galleries/induction/2024.yml'));
    expect(problemsOf(() => listGalleryYears('induction', root))).toEqual([
      'galleries/induction/2024.yaml: duplicate year 2024 (both .yaml and .yml exist); keep one file',
    ]);
  });

  it('a YAML syntax error, with its line', () => {
    edit('team/2026-27.yaml', '    name: Steering Body', '    name: [Steering Body');
    const [problem] = problemsOf(() => loadTeam('2026-27', root));
    expect(problem).toMatch(/^team\/2026-27\.yaml: YAML syntax error at line \d+, column \d+: /);
  });

  it('a file that is missing', () => {
    rmSync(path.join(root, 'team/2026-27.yaml'));
    expect(problemsOf(() => loadTeam('2026-27', root))[0]).toMatch(/^team\/2026-27\.yaml: file not found/);
  });

  it('reports every problem of a file at once, in one message', () => {
    edit('team/2026-27.yaml', '        branch: Mechanical\n', '');
    edit('team/2026-27.yaml', 'image: asha-rao.jpg', 'image: Asha Rao.JPG');
    try {
      loadTeam('2026-27', root);
      expect.unreachable();
    } catch (error) {
      expect((error as Error).message).toMatch(
        /^Content error \(2 problems\)\. Fix the data file and build again:\n {2}- team\/2026-27\.yaml > /,
      );
    }
  });
});
