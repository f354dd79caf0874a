/**
 * `npm run test:pr`: the check a pull request gets, in minutes rather than the full gate's
 * twenty: the content against its schemas, the type check, one production build at the
 * root (as the e2e suite builds it), and a short e2e subset (playwright.pr.config.ts): every
 * route answers with its heading, and the pages the change touches load without a console
 * error, with every link and media file of theirs resolving. It writes a summary in
 * Markdown (reports/pr-summary.md, and $GITHUB_STEP_SUMMARY in a workflow): which pages the
 * change adds, changes or removes, compared with the base branch, and any content error
 * with its file, entry and field. The full gate (`npm test`) still runs on main.
 *
 *   npm run test:pr                          compared with origin/main
 *   npm run test:pr -- --base upstream/main  compared with another branch
 *   CONTENT_ROOT=/tmp/copy npm run test:pr   another content folder (its own routes)
 */
import { spawnSync } from 'node:child_process';
import { appendFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { E2E_BUILD_DATE, MAIL_ENV } from '../test/support/bases.ts';
import { routePaths } from './build-steps/route-paths.ts';

const root = path.resolve(import.meta.dirname, '..');
const values = { base: 'origin/main', summary: path.join(root, 'reports/pr-summary.md') };

interface Step {
  name: string;
  ok: boolean;
  seconds: number;
  output: string;
}
const steps: Step[] = [];

/** Runs one step, its output shown as it comes and kept for the summary. */
function step(name: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}): boolean {
  console.log(`\n== ${name}`);
  const started = performance.now();
  const result = spawnSync(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    maxBuffer: 64 * 1024 * 1024,
  });
  process.stdout.write(result.stdout ?? '');
  process.stderr.write(result.stderr ?? '');
  const ok = result.status === 0;
  steps.push({ name, ok, seconds: (performance.now() - started) / 1000, output: `${result.stdout}${result.stderr}` });
  return ok;
}

const git = (...args: string[]) => spawnSync('git', args, { cwd: root, encoding: 'utf8' });

/** The pages of the base branch's content: its content folder, read by this branch's route table. */
function basePages(mergeBase: string): string[] | undefined {
  const dir = mkdtempSync(path.join(tmpdir(), 'pr-base-'));
  try {
    const archive = spawnSync('git', ['archive', '--format=tar', mergeBase, 'src/content'], {
      cwd: root,
      maxBuffer: 512 * 1024 * 1024,
    });
    if (archive.status !== 0) return undefined;
    spawnSync('tar', ['-x', '-C', dir], { input: archive.stdout });
    return routePaths(path.join(dir, 'src/content'));
  } catch {
    return undefined;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The pages a changed file shows on. Content files map to their pages; a file no page reads
 * (docs, tests, workflows) to none; anything else (code, styles, site.yaml) to every page.
 */
export function pagesOf(file: string, pages: string[]): string[] {
  if (/^(docs\/|e2e\/|\.github\/|benchmarks\/)|\.(test|spec)\.tsx?$|\.md$/.test(file)) return [];
  const content = /^src\/content\/(.+)$/.exec(file)?.[1];
  if (content === undefined) return pages;
  const rules: [RegExp, (match: RegExpExecArray) => RegExp][] = [
    [/^articles\/([^/.]+)/, (m) => new RegExp(`^/blogs(/${m[1]})?$`)],
    [/^galleries\/(\w+)\/(\d+)/, (m) => new RegExp(`^/${m[1]}(/${m[2]})?$`)],
    [/^galleries\.yaml$/, () => /^\/(induction|post)$/],
    [/^team\//, () => /^\/team(\/|$)/],
    [/^events(\.yaml$|\/)/, () => /^\/(events(\/.*)?)?$/],
    [/^achievements\.yaml$/, () => /^\/achievement$/],
    [/^home(\.yaml$|\/)/, () => /^\/$/],
    [/^([\w-]+)(\.yaml$|\/)/, (m) => new RegExp(`^/${m[1]}$`)],
  ];
  for (const [pattern, pagesFor] of rules) {
    const match = pattern.exec(content);
    if (!match) continue;
    const found = pages.filter((page) => pagesFor(match).test(page));
    if (found.length > 0) return found;
  }
  return /\.(test|spec)\.tsx?$|\/fixtures\//.test(content) ? [] : pages;
}

interface PageChanges {
  base: string;
  added: string[];
  removed: string[];
  changed: string[];
  everyPage: boolean;
}

function pageChanges(pages: string[]): PageChanges | undefined {
  const mergeBase = git('merge-base', values.base, 'HEAD').stdout.trim();
  if (!mergeBase) return undefined;
  const files = [
    ...git('diff', '--name-only', mergeBase).stdout.split('\n'),
    ...git('ls-files', '--others', '--exclude-standard').stdout.split('\n'),
  ].filter(Boolean);
  const before = basePages(mergeBase) ?? pages;
  const added = pages.filter((page) => !before.includes(page));
  const removed = before.filter((page) => !pages.includes(page));
  const touched = new Set(files.flatMap((file) => pagesOf(file, pages)));
  const changed = pages.filter((page) => touched.has(page) && !added.includes(page));
  return { base: values.base, added, removed, changed, everyPage: changed.length === pages.length };
}

const list = (pages: string[]) => (pages.length === 0 ? 'none' : pages.map((page) => `\`${page}\``).join(', '));

function summary(changes: PageChanges | undefined, contentError: string | undefined): string {
  const lines = ['## Pull-request check', ''];
  lines.push('| step | result | time |', '| --- | --- | --- |');
  for (const { name, ok, seconds } of steps)
    lines.push(`| ${name} | ${ok ? 'passed' : '**failed**'} | ${seconds.toFixed(0)} s |`);
  lines.push('');
  if (contentError) {
    lines.push(
      '### Content error',
      '',
      'Fix this in the file named, then push again:',
      '',
      '```text',
      contentError,
      '```',
      '',
    );
  }
  lines.push('### Pages');
  if (!changes) {
    lines.push('', `Could not compare with \`${values.base}\` (fetch it first: \`git fetch origin main\`).`);
  } else {
    lines.push(
      '',
      `Compared with \`${changes.base}\`:`,
      '',
      `- added: ${list(changes.added)}`,
      `- changed: ${changes.everyPage ? 'every page (the change is to code, styles or site-wide content)' : list(changes.changed)}`,
      `- removed: ${list(changes.removed)}`,
    );
  }
  const failed = steps.find((entry) => !entry.ok && entry.name !== 'content');
  if (failed) {
    const tail = failed.output.trim().split('\n').slice(-30).join('\n');
    lines.push('', `### ${failed.name} failed`, '', '```text', tail, '```');
  }
  return `${lines.join('\n')}\n`;
}

function finish(changes: PageChanges | undefined, contentError?: string): never {
  const text = summary(changes, contentError);
  mkdirSync(path.dirname(values.summary), { recursive: true });
  writeFileSync(values.summary, text);
  if (process.env.GITHUB_STEP_SUMMARY) appendFileSync(process.env.GITHUB_STEP_SUMMARY, text);
  const ok = steps.every((entry) => entry.ok);
  const total = steps.reduce((sum, entry) => sum + entry.seconds, 0);
  console.log(
    `\n${ok ? 'Passed' : 'Failed'} in ${total.toFixed(0)} s; summary in ${path.relative(root, values.summary)}`,
  );
  process.exit(ok ? 0 : 1);
}

const node = process.execPath;
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

if (import.meta.main) {
  const { values: options } = parseArgs({
    options: {
      base: { type: 'string', default: process.env.PR_BASE_REF ?? values.base },
      summary: { type: 'string', default: values.summary },
    },
  });
  Object.assign(values, { base: options.base, summary: path.resolve(options.summary) });
  main();
}

function main() {
  if (!step('content', node, ['content-tools/check-content.ts'])) {
    const error = steps.at(-1)!.output.trim();
    finish(undefined, error);
  }
  const pages = routePaths();
  const changes = pageChanges(pages);
  if (!step('type check', npm, ['run', '--silent', 'typecheck'])) finish(changes);
  if (
    !step('build at /', node, ['scripts/build.ts'], {
      BASE_PATH: '/',
      DIST_DIR: 'dist',
      SITE_BUILD_DATE: E2E_BUILD_DATE,
      ...MAIL_ENV,
    })
  )
    finish(changes);
  const checked = changes ? [...changes.added, ...changes.changed] : pages;
  step(
    'routes, and the changed pages: console, links and media',
    path.join(root, 'node_modules/.bin/playwright'),
    ['test', '--config', 'playwright.pr.config.ts'],
    { PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', PR_PAGES: JSON.stringify(checked) },
  );
  finish(changes);
}
