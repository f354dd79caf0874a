import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contentReport, renderReport, summarize } from './content-report.ts';
import { prepareNewYear } from './new-year.ts';

const root = path.resolve(import.meta.dirname, '..');
let dir: string;
let content: string;
let publicRoot: string;

// A copy of the fixture content (which no committee edit touches) and of the public files, with stale
// and heavy things planted in it.
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'rc-report-'));
  content = path.join(dir, 'content');
  publicRoot = path.join(dir, 'public');
  cpSync(path.join(root, 'e2e/visual-content'), content, { recursive: true });
  cpSync(path.join(root, 'public'), publicRoot, { recursive: true });
  writeFileSync(path.join(content, 'events/heavy-photo.jpg'), Buffer.alloc(300 * 1024));
  writeFileSync(path.join(publicRoot, 'pdfs/scanned-notes.pdf'), Buffer.alloc(2 * 1024 * 1024));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('npm run content:report', { timeout: 60_000 }, () => {
  it('after the festival, lists the featured event that is over, old reviews, the archive, heavy files and members without photos', () => {
    const report = contentReport(content, publicRoot, '2027-03-01');
    expect(report.errors).toEqual([]);
    expect(report.today).toBe('2027-03-01');
    expect(report.featuredPast).toEqual([{ slug: 'roboveda', when: '20–21 February 2027, 09:00–18:00 each day' }]);
    expect(report.reviewDue.map(({ file }) => file)).toEqual(['articles/roverbridge.mdx']);
    expect(report.oldTeamFiles).toEqual(['team/2025-26.yaml']);
    expect(report.teamBehind).toBeUndefined();
    expect(report.overBudget).toEqual([
      { file: 'src/content/events/heavy-photo.jpg', bytes: 300 * 1024, budget: 250 * 1024 },
      { file: 'public/pdfs/scanned-notes.pdf', bytes: 2 * 1024 * 1024, budget: 1024 * 1024 },
    ]);
    expect(report.withoutPhotos).toContainEqual({
      file: 'team/2025-26.yaml',
      name: 'Mihir Kulkarni',
      role: 'President',
    });
    expect(report.externalLinks.find(({ url }) => url.startsWith('https://www.instagram.com/'))?.where).toEqual([
      'site.yaml',
    ]);

    const markdown = renderReport(report);
    expect(markdown).toContain(
      'events.yaml > roboveda (20–21 February 2027, 09:00–18:00 each day): remove `featured: true`',
    );
    expect(markdown).toContain('public/pdfs/scanned-notes.pdf: 2.0 MB, budget 1.0 MB');
    expect(summarize(report)).toContain('1 past events still featured');
  });

  it('finds no facts that disagree in the content as committed, and lists one planted in it', () => {
    expect(contentReport(content, publicRoot, '2026-11-23').disagreements).toEqual([]);

    const team = path.join(content, 'team/2025-26.yaml');
    writeFileSync(
      team,
      readFileSync(team, 'utf8').replace(/(name: Rahul Dutta[\s\S]*?branch: )Electrical/, '$1Mechanical'),
    );
    const report = contentReport(content, publicRoot, '2026-11-23');
    expect(report.disagreements).toEqual([
      'Rahul Dutta: the branch differs: Electrical (team/2026-27.yaml); Mechanical (team/2025-26.yaml)',
    ]);
    expect(renderReport(report)).toContain('## Facts that disagree between pages\n\n- Rahul Dutta: the branch differs');
    expect(summarize(report)).toContain('1 facts that disagree between pages');
  });

  it('names an edition named after another year, a "new" thing an earlier edition had, "largest yet" beside a larger year, and this year\'s TAB projects TAB does not show', () => {
    const plant = (file: string, from: string | RegExp, to: string) => {
      const target = path.join(content, file);
      const text = readFileSync(target, 'utf8');
      expect(text).toMatch(from);
      writeFileSync(target, text.replace(from, to));
    };
    plant('events.yaml', "title: Post Induction'26", 'title: Post Induction 2027');
    plant(
      'events.yaml',
      /a\s+sumo ring for three-kilogram robots\. The twelve-hour build contest,/,
      'a twelve-hour build contest,',
    );
    plant(
      'galleries/induction/2025.yaml',
      'The 2025 induction ran for six weeks',
      'The 2025 induction, our largest yet, ran for six weeks',
    );
    plant(
      'about.yaml',
      /the weekly sessions of every TAB domain have never been so full/,
      'our TAB domains have started eleven new projects',
    );
    const report = contentReport(content, publicRoot, '2026-11-23');
    expect(report.disagreements).toEqual([
      'events.yaml > post-induction-27: "Post Induction 2027" (2027-01-16) belongs to the academic year 2026-27, which the galleries call Post Induction 2026; name it Post Induction 2026, or correct the date',
      `Post Induction: the editions write the year in two ways ("Post Induction'25" in events.yaml > post-induction-25, "Post Induction 2027" in events.yaml > post-induction-27); use one form, as in Post Induction'26 or Post Induction 2026`,
      'events.yaml > roboveda: calls the twelve-hour build contest new, but Roboveda 2026 had it already; say it returns, or correct the earlier edition',
      'galleries/induction/2025.yaml > intro: says "largest yet" with 2 projects, but Induction 2024 shows 8; reword it or correct the projects',
      "about.yaml > notes > President: speaks of TAB's projects this year, but tab.yaml stops at 2024 (it is 2026-27); add the year to tab.yaml or reword the text",
    ]);
    expect(report.sectionsBehind).toEqual([
      'tab.yaml: TAB stops at 2024, and 2025-26 is over; add its projects (npm run sample-pictures draws placeholder cards until the photos come)',
      'galleries/post/: Post Induction Projects stops at 2023, and 2025-26 is over; add its projects (npm run sample-pictures draws placeholder cards until the photos come)',
    ]);
    expect(renderReport(report)).toContain(
      '## Yearly sections that stop before last year\n\n- tab.yaml: TAB stops at 2024',
    );
    expect(summarize(report)).toContain('2 yearly sections that stop before last year');
  });

  it('names the sample contact values as not ready to go live, as a warning: the command still succeeds', () => {
    const report = contentReport(content, publicRoot, '2026-11-23');
    expect(report.errors).toEqual([]);
    expect(report.notReadyToGoLive).toEqual(
      expect.arrayContaining([
        'site.yaml > email: robotics@riverbend.example is on riverbend.example, a domain reserved for examples; nobody receives mail or visits there',
        'site.yaml > phone: +91 55550 10120 looks like a sample number (a 555 number, as films and examples use)',
        'site.yaml > url: https://robotics.riverbend.example is on robotics.riverbend.example, a domain reserved for examples; nobody receives mail or visits there',
        'team/2026-27.yaml > Kavya Raghunathan > phone: +91 55550 10141 looks like a sample number (a 555 number, as films and examples use)',
      ]),
    );
    expect(renderReport(report)).toContain('## Not ready to go live\n');
    expect(summarize(report)).toMatch(/\d+ contact values not ready to go live \(samples\)/);

    // The club's real values (made up here, on a real-looking domain) are not named.
    const site = path.join(content, 'site.yaml');
    writeFileSync(
      site,
      readFileSync(site, 'utf8')
        .replace("phone: '+91 55550 10120'", "phone: '+91 20 2614 8830'")
        .replace('email: robotics@riverbend.example', 'email: robotics@riverbend-institute.ac.in')
        .replace('url: https://robotics.riverbend.example', 'url: https://robotics.riverbend-institute.ac.in'),
    );
    const real = contentReport(content, publicRoot, '2026-11-23').notReadyToGoLive;
    expect(real.filter((line) => /^site\.yaml > (email|phone|url):/.test(line))).toEqual([]);
  });

  it('names a home card that links to an achievement row no longer there, as links by position did', () => {
    expect(contentReport(content, publicRoot, '2026-11-23').disagreements).toEqual([]);
    const home = path.join(content, 'home.yaml');
    writeFileSync(
      home,
      readFileSync(home, 'utf8').replace(
        '/achievement#achievement-2026-national-student-drone-challenge',
        '/achievement#achievement-2026-1',
      ),
    );
    expect(contentReport(content, publicRoot, '2026-11-23').disagreements).toEqual([
      'home.yaml > "Winners of the National Student Drone Challenge 2026": /achievement#achievement-2026-1 names no row of achievements.yaml; link to a row\'s address (achievement-<year>-<event>, or the row\'s id)',
    ]);
  });

  it('names a text an editor wrote that counts the members by another number than the one Sponsor shows', () => {
    const home = path.join(content, 'home.yaml');
    writeFileSync(
      home,
      readFileSync(home, 'utf8').replace('today its members come from', 'today more than a hundred members come from'),
    );
    expect(contentReport(content, publicRoot, '2026-11-23').disagreements).toEqual([]);
    const about = path.join(content, 'about.yaml');
    writeFileSync(about, readFileSync(about, 'utf8').replace('memberCount: 100', 'memberCount: 150'));
    expect(contentReport(content, publicRoot, '2026-11-23').disagreements).toEqual([
      'home.yaml > about: says "more than a hundred members", but about.yaml\'s memberCount (shown on Sponsor) is 150; correct one of them',
    ]);
  });

  it('in a new academic year with last year still current, says to run new-year', () => {
    const report = contentReport(content, publicRoot, '2027-08-01');
    expect(report.teamBehind).toEqual({ current: '2026-27', academicYear: '2027-28' });
    expect(renderReport(report)).toContain('run `npm run new-year`');
  });

  it('after npm run new-year, lists the prepared team and induction years as drafts', () => {
    expect(contentReport(content, publicRoot, '2027-08-01').drafts).toEqual([]);
    prepareNewYear(content);
    const report = contentReport(content, publicRoot, '2027-08-01');
    expect(report.errors).toEqual([]);
    expect(report.drafts).toEqual(['team/2027-28.yaml', 'galleries/induction/2027.yaml']);
    expect(renderReport(report)).toContain('- src/content/team/2027-28.yaml');
    expect(summarize(report)).toContain('2 draft years, kept off the site');
  });

  it('exits with 0 when content is only stale, and with 1 when a file is broken', () => {
    const run = () =>
      spawnSync(process.execPath, [path.join(root, 'content-tools/content-report.ts')], {
        cwd: dir,
        encoding: 'utf8',
        env: { ...process.env, CONTENT_ROOT: content, PUBLIC_ROOT: publicRoot, SITE_BUILD_DATE: '2027-03-01' },
      });
    const stale = run();
    expect(stale.status, stale.stderr).toBe(0);
    expect(stale.stdout).toContain('1 articles past their review age');
    expect(readFileSync(path.join(dir, 'reports/content.md'), 'utf8')).toMatch(/^# Content report, 2027-03-01/);

    const events = path.join(content, 'events.yaml');
    writeFileSync(
      events,
      readFileSync(events, 'utf8').replace('    place: Main Auditorium', '    plaec: Main Auditorium'),
    );
    const broken = run();
    expect(broken.status).toBe(1);
    expect(broken.stderr).toContain('events.yaml > events[3] ("Roboveda 2026")');
  });
});
