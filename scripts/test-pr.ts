/**
 * `npm run test:pr`: the check a pull request gets, in minutes rather than the full gate's
 * twenty: the content against its schemas, the PDFs (content-tools/pdfs.ts --check: only a
 * change of code that prints them fails it), the type check (skipped when only content
 * changed), one production build at the root (as the e2e suite builds it), and a short e2e
 * subset (playwright.pr.config.ts): every route answers with its heading, and the pages the
 * change touches load without a console error, with every link and media file resolving.
 * Its summary in Markdown (reports/pr-summary.md, and $GITHUB_STEP_SUMMARY in a workflow)
 * is for the committee first: what to fix in the editor (file, entry, field, what to do),
 * the dead links and blocked requests, never a stack trace or a test's diff; then the steps,
 * the pages the change adds, changes or removes against the base branch, and the PDFs to
 * reprint. The full gate (`npm test`) still runs on main.
 *
 *   npm run test:pr                          compared with origin/main
 *   npm run test:pr -- --base upstream/main  compared with another branch
 *   CONTENT_ROOT=/tmp/copy npm run test:pr   another content folder, its articles and pictures too
 */
import { spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs, stripVTControlCharacters } from 'node:util';
import { CONTENT_ROOT } from '../src/content/load.server.ts';
import { E2E_BASES, E2E_BUILD_DATE, MAIL_ENV } from '../test/support/bases.ts';
import type { routePaths as RoutePaths } from './build-steps/route-paths.ts';

/**
 * Read once the content check has passed: the route table is made from the content, so a
 * content error would stop this script before it could write the summary.
 */
let routePaths: typeof RoutePaths;

const root = path.resolve(import.meta.dirname, '..');
const values = {
  base: 'origin/main',
  summary: path.join(root, 'reports/pr-summary.md'),
  /** Playwright's JSON report, which the summary reads. */
  report: path.join(root, 'reports/playwright-pr.json'),
};
const [rootBase] = E2E_BASES;
const BROWSER_STEP = 'routes, and the changed pages: console, links and media';

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
  /** Only content changed (no code): nothing for the type check to find. */
  contentOnly: boolean;
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
  return {
    base: values.base,
    added,
    removed,
    changed,
    everyPage: changed.length + added.length === pages.length,
    contentOnly: files.every((file) => file.startsWith('src/content/') && !/\.tsx?$/.test(file)),
  };
}

const list = (pages: string[]) => (pages.length === 0 ? 'none' : pages.map((page) => `\`${page}\``).join(', '));

/** The title in an article's front matter, to name it as the editor lists it. */
function articleTitle(file: string): string | undefined {
  const absolute = path.join(CONTENT_ROOT, file);
  if (!existsSync(absolute)) return undefined;
  return /^title:\s*["']?(.*?)["']?\s*$/m.exec(readFileSync(absolute, 'utf8').split(/^---$/m)[1] ?? '')?.[1];
}

/**
 * The content problems in a step's output, each as a sentence for the committee: the file,
 * the entry, the field and what to do in the editor. A content check or a loader reports
 * them as a list ("  - file > entry > field: what to do"); the build stops on an article's
 * picture with one line amid its stack trace, which is read here and the rest left out.
 */
export function contentProblems(output: string): string[] {
  const found = new Set<string>();
  const plain = stripVTControlCharacters(output);
  for (const [, problem] of plain.matchAll(/^ {2}- (\S+\.(?:ya?ml|mdx) [>:].*)$/gm)) found.add(problem!.trim());
  // The build's wording (`file.mdx:12 > image "…"`) and the content check's (`file.mdx, line 12 > picture "…"`).
  for (const [, file, buildLine, checkLine, image, message] of plain.matchAll(
    /(articles\/[\w.-]+\.mdx)(?::(\d+)|, line (\d+))? > (?:image|picture) "([^"]*)": ([^\n]+?)(?=\n|$)/g,
  )) {
    const line = buildLine ?? checkLine;
    const title = articleTitle(file!);
    const entry = title ? `the article “${title}”` : 'the article';
    const where = `**${file}**, ${entry}, field Body${line ? ` (line ${line})` : ''}, the picture \`${image}\``;
    const missing = /file not found in (articles\/[^/]+\/)/.exec(message!);
    found.add(
      missing
        ? `${where}: the picture is not in the article's folder ${missing[1]}. In the editor, open the article and upload the picture from the Body's image button, or delete the line that shows it, then save.`
        : `${where}: ${message!.replace(/\s*\[plugin [^\]]+\].*$/, '')}. In the editor, open the article, correct the picture in the Body, then save.`,
    );
  }
  return [...found];
}

interface Finding {
  kind: string;
  description: string;
}

/** What the browser tests found: each failed test's dead links, blocked requests, or else its title and first line. */
function browserFindings(reportFile: string): Finding[] {
  if (!existsSync(reportFile)) return [];
  interface Result {
    status: string;
    annotations?: { type: string; description?: string }[];
  }
  interface Suite {
    suites?: Suite[];
    specs?: { title: string; tests: { results: Result[] }[] }[];
  }
  const report = JSON.parse(readFileSync(reportFile, 'utf8')) as Suite;
  const findings: Finding[] = [];
  const walk = (suite: Suite) => {
    suite.suites?.forEach(walk);
    for (const spec of suite.specs ?? []) {
      const results = spec.tests.flatMap((test) => test.results);
      const last = results.at(-1);
      if (!last || last.status === 'skipped') continue;
      if (last.status === 'passed') {
        // Passed only when run again: flaky, which fails the run too.
        if (results.length > 1)
          findings.push({ kind: 'other', description: `${spec.title} (passed only when run again)` });
        continue;
      }
      const noted = (last.annotations ?? []).filter((note) => note.description);
      for (const note of noted) findings.push({ kind: note.type, description: note.description! });
      // The title says what was checked; the error itself, a test's diff, stays in the attached report.
      if (noted.length === 0) findings.push({ kind: 'other', description: spec.title });
    }
  };
  walk(report);
  return [...new Map(findings.map((finding) => [`${finding.kind}\0${finding.description}`, finding])).values()];
}

const FINDINGS: Record<string, { heading: string; todo: string }> = {
  'dead link': {
    heading: 'Dead links',
    todo: 'In the editor, open the page or entry named and correct the address, or remove the link.',
  },
  'security policy': {
    heading: "Blocked by the site's security policy",
    todo: "The page asks for something from another site that the site's policy does not allow: remove it from the entry, or ask a maintainer to allow it.",
  },
  other: { heading: 'Other failures (for a maintainer)', todo: 'The report attached to the run has the details.' },
};

function summary(changes: PageChanges | undefined, problems: string[], findings: Finding[], pdfs: string[]): string {
  const lines = ['## Pull-request check', ''];
  if (problems.length > 0) {
    lines.push(
      '### Content to fix',
      '',
      'Open each file named below in the editor (`/admin/`), find the entry, correct the field as it says and save: this check then runs again.',
      '',
      ...problems.map((problem) => `- ${problem}`),
      '',
    );
  }
  for (const [kind, { heading, todo }] of Object.entries(FINDINGS)) {
    const found = findings.filter((finding) => finding.kind === kind);
    if (found.length === 0) continue;
    lines.push(`### ${heading}`, '', todo, '', ...found.map((finding) => `- ${finding.description}`), '');
  }
  lines.push('| step | result | time |', '| --- | --- | --- |');
  for (const { name, ok, seconds } of steps)
    lines.push(`| ${name} | ${ok ? 'passed' : '**failed**'} | ${seconds.toFixed(0)} s |`);
  lines.push('', '### Pages');
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
  if (pdfs.length > 0) {
    lines.push(
      '',
      `PDFs that still show the older content: ${list(pdfs.map((name) => `/pdfs/${name}.pdf`))}. The site publishes meanwhile; \`npm run pdfs\` reprints them.`,
    );
  }
  // A failed step that no line above explains: its last lines, without a stack trace.
  const failed = steps.find(
    (entry) => !entry.ok && (entry.name === BROWSER_STEP ? findings.length === 0 : problems.length === 0),
  );
  if (failed) {
    const tail = stripVTControlCharacters(failed.output)
      .split('\n')
      .filter((line) => !/^\s+at /.test(line) && line.trim() !== '')
      .slice(-15)
      .join('\n');
    lines.push('', `### ${failed.name} failed`, '', '```text', tail, '```');
  }
  return `${lines.join('\n')}\n`;
}

function finish(changes: PageChanges | undefined): never {
  const problems = steps.flatMap((entry) => (entry.ok ? [] : contentProblems(entry.output)));
  const findings = browserFindings(values.report);
  const pdfs = [
    ...(steps.find((entry) => entry.name === 'PDFs')?.output ?? '').matchAll(
      /^reprint later: public\/pdfs\/([\w-]+)\.pdf/gm,
    ),
  ].map((match) => match[1]!);
  const text = summary(changes, problems, findings, pdfs);
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
  const summaryFile = path.resolve(options.summary);
  Object.assign(values, {
    base: options.base,
    summary: summaryFile,
    report: path.join(path.dirname(summaryFile), 'playwright-pr.json'),
  });
  await main();
}

async function main() {
  if (!step('content', node, ['content-tools/check-content.ts'])) finish(undefined);
  ({ routePaths } = await import('./build-steps/route-paths.ts'));
  step('PDFs', node, ['content-tools/pdfs.ts', '--check']);
  const pages = routePaths();
  const changes = pageChanges(pages);
  if (!changes?.contentOnly && !step('type check', npm, ['run', '--silent', 'typecheck'])) finish(changes);
  if (
    !step('build at /', node, ['scripts/build.ts'], {
      BASE_PATH: '/',
      DIST_DIR: rootBase.distDir,
      SITE_BUILD_DATE: E2E_BUILD_DATE,
      ...MAIL_ENV,
    })
  )
    finish(changes);
  const checked = changes ? [...changes.added, ...changes.changed] : pages;
  rmSync(values.report, { force: true });
  step(
    BROWSER_STEP,
    path.join(root, 'node_modules/.bin/playwright'),
    [
      'test',
      '--config',
      'playwright.pr.config.ts',
      '--output',
      path.join(path.dirname(values.report), 'playwright-pr-results'),
    ],
    {
      PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
      PLAYWRIGHT_JSON_OUTPUT_FILE: values.report,
      PR_PAGES: JSON.stringify(checked),
    },
  );
  finish(changes);
}
