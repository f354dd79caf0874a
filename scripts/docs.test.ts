import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

/**
 * The docs name commands and files; this keeps those names true. A doc fails when it names an
 * npm script that package.json lacks, or a repository path that does not exist.
 */
const root = path.resolve(import.meta.dirname, '..');

/** Folders the build, the tests and npm write, which hold no docs of ours. */
const GENERATED = ['node_modules', 'dist', 'build', 'reports', '.cache', '.git', '.react-router'];

const docsIn = (dir: string): string[] =>
  readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? docsIn(path.join(dir, entry.name))
      : entry.name.endsWith('.md')
        ? [path.join(dir, entry.name)]
        : [],
  );
/** Every folder's README, wherever it is (the generated folders aside). */
const folderReadmes = (dir: string): string[] =>
  readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() && !GENERATED.includes(entry.name) && !(dir === '.' && entry.name === 'docs')
      ? [
          ...(existsSync(path.join(root, dir, entry.name, 'README.md'))
            ? [path.join(dir, entry.name, 'README.md')]
            : []),
          ...folderReadmes(path.join(dir, entry.name)),
        ]
      : [],
  );
const DOCS = ['README.md', 'CONTRIBUTING.md', 'HANDOVER.md', ...docsIn('docs'), ...folderReadmes('.')];

const scripts = Object.keys(JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).scripts);
/** npm's own commands, which are not scripts. */
const NPM_COMMANDS = ['ci', 'install', 'i', 'test', 'start', 'ls', 'run', 'exec', 'audit', 'update', 'outdated'];

/** What a path written in a doc may start with: the repository's own top-level files and folders. */
const TOP_LEVEL = readdirSync(root).filter((name) => !GENERATED.includes(name));
const EXTENSION = /\.(ts|tsx|js|json|md|mdx|yaml|yml|css|conf|sh|pdf|svg|png|jpg|webp|avif|mp4)$/;

/**
 * A path (`scripts/build.ts`, `src/content/team/`) is one of the repository's when it starts
 * with one of the entries of `entries` (the repository's top level unless given).
 */
function looksLikeRepoPath(text: string, entries: string[] = TOP_LEVEL): boolean {
  if (/[\s<>*{}$…]|\.\.\.|^[a-z]+:/.test(text)) return false; // commands, placeholders, addresses
  if (!text.includes('/') && !EXTENSION.test(text)) return false;
  return entries.includes(text.replace(/^\.\//, '').split('/')[0]!);
}

/** Every npm script and repository path a doc names that does not exist, as readable lines. */
function problemsOf(doc: string): string[] {
  const text = readFileSync(path.join(root, doc), 'utf8');
  const fences = [...text.matchAll(/^```[^\n]*\n([\s\S]*?)^```/gm)].map((m) => m[1]!);
  const prose = text.replace(/^```[^\n]*\n[\s\S]*?^```/gm, '');
  const spans = [...prose.matchAll(/`([^`\n]+)`/g)].map((m) => m[1]!);
  const code = [...fences, ...spans].join('\n');
  const problems: string[] = [];

  // `npm run <name>` anywhere; `npm <name>` only where it is written as code, not in a sentence.
  const named = [
    ...[...text.matchAll(/\bnpm run ([\w:-]+)/g)].map((m) => m[1]!),
    ...[...code.matchAll(/\bnpm (?!run\b)([a-z][\w:-]*)/g)].map((m) => m[1]!),
  ];
  for (const name of new Set(named)) {
    if (!scripts.includes(name) && !NPM_COMMANDS.includes(name))
      problems.push(`npm script "${name}" is not in package.json`);
  }

  // Paths in backticks, from the repository root, or in a folder's README from its folder when
  // they start with one of its entries (`build/` in scripts/README.md); relative Markdown links,
  // from the doc's folder.
  const folder = path.dirname(doc);
  const own = folder === '.' ? [] : readdirSync(path.join(root, folder));
  for (const span of new Set(spans)) {
    const from = looksLikeRepoPath(span, own) ? folder : looksLikeRepoPath(span) ? '.' : undefined;
    if (from !== undefined && !existsSync(path.join(root, from, span)))
      problems.push(`path \`${span}\` does not exist`);
  }
  const links = [...prose.replace(/`[^`\n]+`/g, '').matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]!.split('#')[0]!);
  for (const link of new Set(links)) {
    if (!link || /^([a-z]+:|\/)/.test(link)) continue; // anchors, other sites, the site's own routes
    if (!existsSync(path.join(root, path.dirname(doc), link))) problems.push(`link (${link}) leads to no file`);
  }
  return problems;
}

it.each(DOCS)('%s names only npm scripts and repository paths that exist', (doc) => {
  const problems = problemsOf(doc);
  expect(problems, `${doc}:\n  ${problems.join('\n  ')}`).toEqual([]);
});

it('tells a repository path from a command, a placeholder or a site address', () => {
  expect(looksLikeRepoPath('scripts/build.ts')).toBe(true);
  expect(looksLikeRepoPath('src/content/team/')).toBe(true);
  expect(looksLikeRepoPath('nginx.conf')).toBe(true);
  expect(looksLikeRepoPath('src/content/team/<year>.yaml')).toBe(false);
  expect(looksLikeRepoPath('team/2026-27.yaml')).toBe(false);
  expect(looksLikeRepoPath('/blogs/IOT2')).toBe(false);
  expect(looksLikeRepoPath('npm run pdfs -- --check')).toBe(false);
  expect(looksLikeRepoPath('https://api.emailjs.com')).toBe(false);
});

/**
 * The docs stay in proportion to the site: a reader finds what they need in a short README and
 * short decision records, and detail lives in the code's comments and the tests' names.
 */
const DOC_BUDGETS = { readme: 130, decision: 80, all: 1974 };
/** Every Markdown file of the repository, wherever it is (the generated folders aside). */
const markdownEverywhere = (dir: string): string[] =>
  readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? GENERATED.includes(entry.name)
        ? []
        : markdownEverywhere(path.join(dir, entry.name))
      : entry.name.endsWith('.md')
        ? [path.join(dir, entry.name)]
        : [],
  );
const linesOf = (doc: string) => readFileSync(path.join(root, doc), 'utf8').trimEnd().split('\n').length;

it(`keeps the README within ${DOC_BUDGETS.readme} lines`, () => {
  expect(linesOf('README.md')).toBeLessThanOrEqual(DOC_BUDGETS.readme);
});

it.each(docsIn('docs/decisions'))(`keeps the decision record %s within ${DOC_BUDGETS.decision} lines`, (doc) => {
  expect(linesOf(doc)).toBeLessThanOrEqual(DOC_BUDGETS.decision);
});

it(`keeps every Markdown file of the repository together within ${DOC_BUDGETS.all} lines`, () => {
  const all = markdownEverywhere('.');
  const total = all.reduce((sum, doc) => sum + linesOf(doc), 0);
  expect(total, all.map((doc) => `${linesOf(doc)} ${doc}`).join('\n')).toBeLessThanOrEqual(DOC_BUDGETS.all);
});
