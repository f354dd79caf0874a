import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { pagesOf } from './test-pr.ts';

const root = path.resolve(import.meta.dirname, '..');
const work = mkdtempSync(path.join(tmpdir(), 'test-pr-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

it('fails on a broken content file before building, and its summary names the file, the entry and the field', () => {
  const content = path.join(work, 'content');
  cpSync(path.join(root, 'e2e/visual-content'), content, { recursive: true });
  const file = path.join(content, 'achievements.yaml');
  const yaml = readFileSync(file, 'utf8');
  const broken = yaml.replace(/^ {8}event: National Student Drone Challenge\n/m, '');
  expect(broken).not.toBe(yaml);
  writeFileSync(file, broken);

  const summaryFile = path.join(work, 'summary.md');
  const run = spawnSync(process.execPath, ['scripts/test-pr.ts', '--summary', summaryFile], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, CONTENT_ROOT: content, GITHUB_STEP_SUMMARY: '' },
  });
  expect(run.status).toBe(1);
  const summary = readFileSync(summaryFile, 'utf8');
  expect(summary).toContain('| content | **failed** |');
  expect(summary).toContain('achievements.yaml > years[1] ("2026") > rows[1] > event: missing required field');
  // It stopped there: no type check, no build.
  expect(summary).not.toContain('type check');
  expect(summary).not.toContain('build at /');
}, 60_000);

const pages = [
  '/',
  '/about',
  '/team',
  '/team/2025-26',
  '/induction',
  '/induction/2024',
  '/blogs',
  '/blogs/ROS1',
  '/events',
  '/events/roboveda',
];

it('maps a changed file to the pages that show it', () => {
  expect(pagesOf('src/content/articles/ROS1.mdx', pages)).toEqual(['/blogs', '/blogs/ROS1']);
  expect(pagesOf('src/content/galleries/induction/2024/rover.jpg', pages)).toEqual(['/induction', '/induction/2024']);
  expect(pagesOf('src/content/team/2026-27.yaml', pages)).toEqual(['/team', '/team/2025-26']);
  expect(pagesOf('src/content/events.yaml', pages)).toEqual(['/', '/events', '/events/roboveda']);
  expect(pagesOf('src/content/about.yaml', pages)).toEqual(['/about']);
  // Site-wide content and code touch every page; docs and tests none.
  expect(pagesOf('src/content/site.yaml', pages)).toEqual(pages);
  expect(pagesOf('src/styles/tokens.css', pages)).toEqual(pages);
  expect(pagesOf('docs/operations.md', pages)).toEqual([]);
  expect(pagesOf('src/lib/seo.test.ts', pages)).toEqual([]);
});
