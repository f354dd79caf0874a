/**
 * What a committee does in the editor over a year, done to a copy of the content: next year's
 * team and induction gallery, an event, an article with a picture, a sponsor tier, a new
 * phone number and name; an old gallery, event and articles retired, a project and a member
 * renamed. The gate's content checks, the unit tests, the pull-request check (`npm run test:pr`: the
 * content, the PDFs, the type check, a build, every route with its heading and the changed
 * pages' links) and the gate's e2e suite pass over it with no code, PDF or baseline touched.
 *
 * The copy is of the whole working tree, as the editor's branch is (the build reads articles
 * and pictures from src/content/ only), with this repository's git history, node_modules and
 * image caches; nginx on E2E_PORT + 10. It builds, so it runs on its own, not beside the
 * gate's builds: `npm run test:content-change`, a job of every pull request.
 */
import { spawnSync } from 'node:child_process';
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';

const root = path.resolve(import.meta.dirname, '..');
const work = mkdtempSync(path.join(tmpdir(), 'content-change-'));
let project = path.join(work, 'project');
let content = path.join(project, 'src/content');
afterAll(() => rmSync(work, { recursive: true, force: true }), 120_000);

const file = (name: string) => path.join(content, name);
function editYaml(name: string, edit: (data: Record<string, unknown>) => void) {
  const data = parse(readFileSync(file(name), 'utf8')) as Record<string, unknown>;
  edit(data);
  writeFileSync(file(name), stringify(data));
}

const git = (...args: string[]) => spawnSync('git', args, { cwd: root, encoding: 'utf8' }).stdout;
const gitDir = git('rev-parse', '--absolute-git-dir').trim();
/** The caches that keep a build to a minute: encoded images, social cards, compressed files. */
const CACHES = ['imagetools', 'social-cards', 'precompressed', 'cms'];

/** A fresh copy of the working tree (what git tracks or would), whose content the helpers below edit. */
function copyContent(name: string) {
  project = path.join(work, name);
  content = path.join(project, 'src/content');
  for (const relative of git('ls-files', '-z', '--cached', '--others', '--exclude-standard').split('\0')) {
    const from = path.join(root, relative);
    if (!relative || !existsSync(from)) continue;
    mkdirSync(path.dirname(path.join(project, relative)), { recursive: true });
    copyFileSync(from, path.join(project, relative));
  }
  symlinkSync(path.join(root, 'node_modules'), path.join(project, 'node_modules'));
  mkdirSync(path.join(project, '.cache'));
  for (const cache of CACHES.filter((cache) => existsSync(path.join(root, '.cache', cache))))
    symlinkSync(path.join(root, '.cache', cache), path.join(project, '.cache', cache));
  // git reads the copy as a work tree of this repository, with an index of its own.
  copyFileSync(path.join(gitDir, 'index'), path.join(project, '.cache/git-index'));
  writeFileSync(path.join(project, '.cache/git-exclude'), '/node_modules\n');
}

const ARTICLE_TITLE = 'Deep sleep on the ESP32';
/** An article as the editor writes it, with a picture from its own folder and a link to a PDF. */
function writeArticle({ link = '/pdfs/pid-control.pdf', upload = true } = {}) {
  if (upload) {
    mkdirSync(file('articles/esp32sleep'));
    cpSync(file('articles/DL1/perceptron-and-xor.png'), file('articles/esp32sleep/wiring.png'));
  }
  writeFileSync(
    file('articles/esp32sleep.mdx'),
    `---
title: ${ARTICLE_TITLE}
category: Internet of Things
description: How an ESP32 sensor sleeps between readings, wakes on a timer or a pin, and keeps its count in RTC memory.
reviewed: 2026-11-01
date: 2026-11-01
byline: Written by Meghna Das, 3rd year, Instrumentation
---

An ESP32 that sleeps between readings runs for months on two AA cells; [the club's PID handout](${link}) shows the sensor loop it wakes into.

![The ESP32 board on a breadboard, its wake pin wired to a push button](./esp32sleep/wiring.png)

## Waking on a timer

Call \`esp_sleep_enable_timer_wakeup\` with the time in microseconds, then \`esp_deep_sleep_start\`.
`,
  );
}

function committeeYear() {
  copyContent('year');
  // Next year's team, now the one /team shows: this year's moves to /team/2026-27.
  writeFileSync(file('team/2027-28.yaml'), readFileSync(file('team/2026-27.yaml'), 'utf8'));
  editYaml('site.yaml', (site) => {
    site.currentTeamYear = '2027-28';
    site.phone = '+91 55550 20230';
    site.name = 'Riverbend Robotics Society';
  });
  // The next induction's gallery, its pictures uploaded beside it.
  cpSync(file('galleries/induction/2026'), file('galleries/induction/2027'), { recursive: true });
  writeFileSync(file('galleries/induction/2027.yaml'), readFileSync(file('galleries/induction/2026.yaml'), 'utf8'));
  editYaml('events.yaml', (data) => {
    const events = data.events as Record<string, unknown>[];
    events.push({ ...events.at(-1), slug: 'open-lab-day', title: 'Open Lab Day' });
  });
  editYaml('sponsor.yaml', (data) => {
    const tiers = data.tiers as Record<string, unknown>[];
    tiers.unshift({ ...tiers[0], name: 'Platinum', amount: '₹3,00,000 a year' });
  });
  writeArticle();
  committeeRetires();
}

type Team = { sections: { members: { name: string }[] }[] };
/** Replaces `from` by `to` in every data file and article of the copy. */
function replaceEverywhere(from: RegExp, to: string) {
  for (const name of readdirSync(content, { recursive: true, encoding: 'utf8' })) {
    if (!/\.(yaml|mdx)$/.test(name)) continue;
    const text = readFileSync(file(name), 'utf8');
    const replaced = text.replace(from, to);
    if (replaced !== text) writeFileSync(file(name), replaced);
  }
}

/**
 * What a committee retires or renames over the same year, each the kind of thing a test might
 * have needed an example of: the oldest post-induction gallery, the earliest event, every article
 * with a clip or a collapsible section (links to them become plain words), a project and a member.
 */
function committeeRetires() {
  const year = readdirSync(file('galleries/post'))
    .filter((name) => name.endsWith('.yaml'))
    .sort()[0]!
    .slice(0, -5);
  rmSync(file(`galleries/post/${year}.yaml`));
  rmSync(file(`galleries/post/${year}`), { recursive: true, force: true });
  replaceEverywhere(new RegExp(`/post/${year}(?![\\w-])[^\\s)"']*`, 'g'), '/post');
  let earliest = '';
  editYaml('events.yaml', (data) => {
    const events = data.events as { slug: string; date: string }[];
    earliest = events.toSorted((a, b) => a.date.localeCompare(b.date))[0]!.slug;
    data.events = events.filter((event) => event.slug !== earliest);
  });
  replaceEverywhere(new RegExp(`/events/${earliest}(?![\\w-])`, 'g'), '/events');
  for (const name of readdirSync(file('articles')).filter((name) => name.endsWith('.mdx'))) {
    if (!/<Video|<details>/.test(readFileSync(file(`articles/${name}`), 'utf8'))) continue;
    const slug = name.slice(0, -4);
    rmSync(file(`articles/${name}`));
    rmSync(file(`articles/${slug}`), { recursive: true, force: true });
    replaceEverywhere(new RegExp(`\\[([^\\]]+)\\]\\(/blogs/${slug}\\)`, 'g'), '$1');
    replaceEverywhere(new RegExp(`/blogs/${slug}(?![\\w-])`, 'g'), '/blogs');
    for (const list of ['blogs.yaml', 'robotics.yaml'])
      editYaml(list, (data) => {
        for (const domain of data.domains as { entries: { slug?: string }[] }[])
          domain.entries = domain.entries.filter((entry) => entry.slug !== slug);
      });
  }
  const gallery = readdirSync(file('galleries/induction'))
    .filter((name) => name.endsWith('.yaml'))
    .sort()[0]!;
  editYaml(`galleries/induction/${gallery}`, (data) => {
    const [project] = data.projects as { title: string }[];
    project!.title = `${project!.title} Mk II`;
  });
  const { currentTeamYear } = parse(readFileSync(file('site.yaml'), 'utf8')) as { currentTeamYear: string };
  const team = parse(readFileSync(file(`team/${currentTeamYear}.yaml`), 'utf8')) as Team;
  const [member] = team.sections[0]!.members;
  replaceEverywhere(new RegExp(member!.name, 'g'), `${member!.name.split(' ')[0]} Rao`);
}

const env = () => ({
  ...process.env,
  GIT_DIR: gitDir,
  GIT_WORK_TREE: project,
  GIT_INDEX_FILE: path.join(project, '.cache/git-index'),
  GIT_CONFIG_COUNT: '1',
  GIT_CONFIG_KEY_0: 'core.excludesFile',
  GIT_CONFIG_VALUE_0: path.join(project, '.cache/git-exclude'),
  E2E_PORT: String(Number(process.env.E2E_PORT ?? 4173) + 10),
  GITHUB_STEP_SUMMARY: '',
});
const run = (args: string[]) =>
  spawnSync(process.execPath, args, { cwd: project, encoding: 'utf8', env: env(), maxBuffer: 256 * 1024 * 1024 });

/** Runs the pull-request check over the copy; its exit code and summary. */
function pullRequestCheck() {
  const summaryFile = path.join(work, 'summary.md');
  rmSync(summaryFile, { force: true });
  const { status } = run(['scripts/test-pr.ts', '--base', 'HEAD', '--summary', summaryFile]);
  return { status, summary: readFileSync(summaryFile, 'utf8') };
}

it("a year of the committee's changes passes the content checks, the pull-request check and the e2e suite, with nothing else updated", () => {
  committeeYear();
  for (const check of [['content-tools/check-content.ts'], ['content-tools/pdfs.ts', '--check']]) {
    const result = run(check);
    expect(result.status, `${check.join(' ')}\n${result.stdout}${result.stderr}`).toBe(0);
  }
  // The unit tests: what they expect of particular pages they read from the fixture content.
  const unit = spawnSync(process.execPath, ['node_modules/vitest/vitest.mjs', 'run'], {
    cwd: project,
    encoding: 'utf8',
    env: { ...env(), CONTENT_CHANGE_TEST: '' },
  });
  const failures = `${unit.stdout}${unit.stderr}`.split('\n').filter((line) => /FAIL|×|Error/.test(line));
  expect(unit.status, failures.join('\n')).toBe(0);
  const { status, summary } = pullRequestCheck();
  expect(status, summary).toBe(0);
  for (const page of ['/team/2026-27', '/induction/2027', '/events/open-lab-day', '/blogs/esp32sleep'])
    expect(summary).toContain(`\`${page}\``);
  expect(summary).toContain('every page (the change is to code, styles or site-wide content)');
  // The deck prints the tiers: it is named as one to reprint, and nothing waits for it.
  expect(summary).toContain('`/pdfs/sponsorship-deck.pdf`');

  // The gate's e2e suite, at both bases (the screenshots' build reads fixture content, which no
  // committee edits): what it expects of pages it reads from the content.
  const e2e = run(['scripts/e2e.ts', '--project=root', '--project=subpath', '--reporter=dot']);
  const failed = `${e2e.stdout}${e2e.stderr}`.split('\n').filter((line) => /^\s+\d+\) |Error:|flaky|failed/.test(line));
  expect(e2e.status, failed.slice(0, 40).join('\n')).toBe(0);
}, 2_400_000);

it('names a missing article picture, then a dead link, first and in plain words, without a stack trace or a test diff', () => {
  copyContent('mistakes');
  writeArticle({ link: '/pdfs/esp32-datasheet.pdf', upload: false });
  const missing = pullRequestCheck();
  expect(missing.status).toBe(1);
  expect(missing.summary).toMatch(/^## Pull-request check\n\n### Content to fix\n/);
  expect(missing.summary).toContain(
    `**articles/esp32sleep.mdx**, the article “${ARTICLE_TITLE}”, field Body (line 12), the picture \`./esp32sleep/wiring.png\`: the picture is not in the article's folder articles/esp32sleep/. In the editor, open the article and upload the picture`,
  );
  expect(missing.summary).not.toMatch(/^[ \t]+at |node_modules|\[plugin /m);

  // The picture uploaded, the build passes and the browser finds the link to a PDF nobody added.
  mkdirSync(file('articles/esp32sleep'));
  cpSync(file('articles/DL1/perceptron-and-xor.png'), file('articles/esp32sleep/wiring.png'));
  const dead = pullRequestCheck();
  expect(dead.status).toBe(1);
  expect(dead.summary).toMatch(/^## Pull-request check\n\n### Dead links\n/);
  expect(dead.summary).toContain(
    `- on \`/blogs/esp32sleep\` (“${ARTICLE_TITLE}”): \`/pdfs/esp32-datasheet.pdf\` answers 404`,
  );
  expect(dead.summary).not.toContain('Content to fix');
  expect(dead.summary).not.toMatch(/expect\(|^[ \t]+[+-] |Received|^[ \t]+at /m);
}, 900_000);
