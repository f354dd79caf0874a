import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { listGalleryYears } from '../src/content/collections/galleries.server.ts';
import { listTeamYears, loadTeam } from '../src/content/collections/team.server.ts';
import { FIXTURE_CONTENT_ROOT } from '../test/support/bases.ts';
import { checkContent } from './check-content.ts';
import { nextSteps, prepareNewYear } from './new-year.ts';

const root = path.resolve(import.meta.dirname, '..');
const temps: string[] = [];
afterEach(() => temps.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A copy of a content folder in a temporary directory. */
function copyOf(source: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'rc-year-'));
  temps.push(dir);
  cpSync(source, dir, { recursive: true });
  return dir;
}

/** Fills in a prepared team file as an editor would: every role's member named, and the draft published. */
function fillIn(file: string) {
  let count = 0;
  const text = readFileSync(file, 'utf8')
    .replace(/^draft: true$/m, 'draft: false')
    .replace(/name: ""/g, () => `name: Student ${++count}`)
    .replace(/year: ""/g, 'year: 2nd year')
    .replace(/branch: ""/g, 'branch: Civil');
  writeFileSync(file, text);
}

describe('npm run new-year', { timeout: 60_000 }, () => {
  it('prepares next year: the team file with the sections and roles and no names, and an induction file', () => {
    const content = copyOf(path.join(root, 'src/content/fixtures/good'));
    const prepared = prepareNewYear(content);
    expect(prepared).toMatchObject({ year: '2027-28', inductionYear: 2027, from: '2026-27', roles: 2 });
    expect(prepared.created).toEqual([
      'team/2027-28.yaml',
      'galleries/induction/2027.yaml',
      'galleries/induction/2027/',
    ]);
    // A draft until it has members: every year is checked, the site lists only the filled ones.
    expect(listTeamYears(content, { drafts: true })).toEqual(['2027-28', '2026-27']);
    expect(listTeamYears(content)).toEqual(['2026-27']);

    const team = readFileSync(path.join(content, 'team/2027-28.yaml'), 'utf8');
    // The roles as data, which the editor shows as the sections' members, names empty.
    expect(loadTeam('2027-28', content)).toMatchObject({
      draft: true,
      sections: [
        {
          id: 'steering-body',
          name: 'Steering Body',
          members: [
            { name: '', role: 'President', year: '', branch: '' },
            { name: '', role: 'Treasurer', year: '', branch: '' },
          ],
        },
      ],
    });
    expect(team).not.toContain('Asha Rao');
    // With Draft switched off, a year with no member named yet is valid, and still kept off the site.
    writeFileSync(path.join(content, 'team/2027-28.yaml'), team.replace(/^draft: true$/m, 'draft: false'));
    expect(loadTeam('2027-28', content).draft).toBe(false);
    expect(listTeamYears(content)).toEqual(['2026-27']);
    expect(team).not.toContain('19001');
    expect(existsSync(path.join(content, 'galleries/induction/2027'))).toBe(true);

    const steps = nextSteps(prepared, content);
    expect(steps).toContain('set currentTeamYear: 2027-28 in site.yaml');
    expect(steps).toContain('In the content editor (/admin/, Team, 2027-28)');
  });

  it('leaves files that are already there alone when run again', () => {
    const content = copyOf(path.join(root, 'src/content/fixtures/good'));
    prepareNewYear(content);
    const file = path.join(content, 'team/2027-28.yaml');
    writeFileSync(file, readFileSync(file, 'utf8').replace('name: ""', 'name: Meera Joshi'));
    const again = prepareNewYear(content);
    expect(again.created).toEqual([]);
    expect(again.kept).toEqual(['team/2027-28.yaml', 'galleries/induction/2027.yaml']);
    expect(readFileSync(file, 'utf8')).toContain('Meera Joshi');
  });

  it('a filled-in team file loads, with the roles kept and no phone or photo', () => {
    const content = copyOf(path.join(root, 'src/content/fixtures/good'));
    prepareNewYear(content);
    fillIn(path.join(content, 'team/2027-28.yaml'));
    const team = loadTeam('2027-28', content);
    expect(team.sections[0]!.members.map((member) => [member.name, member.role])).toEqual([
      ['Student 1', 'President'],
      ['Student 2', 'Treasurer'],
    ]);
    expect(team.sections[0]!.members[0]).not.toHaveProperty('image');
  });
});

describe('npm run check:content', { timeout: 60_000 }, () => {
  it('passes the site content as it is', () => {
    expect(checkContent(path.join(root, 'src/content'), path.join(root, 'public'))).toEqual({
      ok: true,
      message: expect.stringMatching(/^Content is valid: every data file, \d+ team files and \d+ articles\.$/),
    });
  });

  it('passes right after a rollover: the prepared year and induction are drafts, kept off the site', () => {
    const content = copyOf(FIXTURE_CONTENT_ROOT);
    prepareNewYear(content);
    expect(checkContent(content, path.join(root, 'public')).ok).toBe(true);
    expect(listGalleryYears('induction', content, { drafts: true })).toContain(2027);
    expect(listGalleryYears('induction', content)).not.toContain(2027);
    expect(listTeamYears(content)).not.toContain('2027-28');
  });

  it('still names the file, the entry and the field of a half-filled member', () => {
    const content = copyOf(FIXTURE_CONTENT_ROOT);
    prepareNewYear(content);
    const file = path.join(content, 'team/2027-28.yaml');
    fillIn(file);
    writeFileSync(file, readFileSync(file, 'utf8').replace(/^ {8}branch: .*$/m, '        branch:'));
    const { ok, message } = checkContent(content, path.join(root, 'public'));
    expect(ok).toBe(false);
    expect(message).toContain(
      'team/2027-28.yaml > sections[1] ("Steering Body") > members[1] ("Student 1") > branch: not filled in yet',
    );
  });

  it('refuses a published team with an empty section, and points to the Draft switch', () => {
    const content = copyOf(FIXTURE_CONTENT_ROOT);
    prepareNewYear(content);
    const file = path.join(content, 'team/2027-28.yaml');
    fillIn(file);
    writeFileSync(
      file,
      readFileSync(file, 'utf8').replace(/^( {4}members:)\n( {6}- name: [\s\S]*?)(?=^ {2}- id:)/m, '$1 []\n'),
    );
    const { ok, message } = checkContent(content, path.join(root, 'public'));
    expect(ok).toBe(false);
    expect(message).toContain(
      'team/2027-28.yaml > sections[1] ("Steering Body") > members: add at least one member, or switch on Draft while the year is being prepared',
    );
  });
});
