/**
 * `npm run check:lock`: fails when package-lock.json no longer installs with `npm ci` on
 * every machine. Two things break it: a lock out of step with package.json, and a lock
 * written where the registry lacked other systems' builds of a package (then `npm ci`
 * refuses it everywhere). The message says what to run.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

interface LockEntry {
  optionalDependencies?: Record<string, string>;
}
export interface Lockfile {
  packages: Record<string, LockEntry>;
}

/** The lock entry Node would resolve `name` to from the package at `from` (a lock key). */
function resolves(lock: Lockfile, from: string, name: string): boolean {
  let dir = from;
  for (;;) {
    if (lock.packages[`${dir ? `${dir}/` : ''}node_modules/${name}`]) return true;
    if (dir === '') return false;
    const parent = dir.lastIndexOf('/node_modules/');
    dir = parent < 0 ? '' : dir.slice(0, parent);
  }
}

/** Optional (platform) packages a lock entry lists but the lock does not hold. */
export function missingOptionalPackages(lock: Lockfile): string[] {
  const missing: string[] = [];
  for (const [key, entry] of Object.entries(lock.packages)) {
    for (const name of Object.keys(entry.optionalDependencies ?? {})) {
      if (!resolves(lock, key, name)) missing.push(`${key || 'package.json'} -> ${name}`);
    }
  }
  return missing;
}

export const FIX =
  'Run `npm install` on a machine whose registry carries every platform build (or add an override, ' +
  'see docs/decisions/0006-one-lock-for-every-machine.md), check that `rm -rf node_modules && npm ci` succeeds, ' +
  'and commit package-lock.json.';

/** Every problem with the lock in `root`, as lines to print; empty when `npm ci` will accept it. */
export function lockProblems(root: string): string[] {
  const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as Lockfile;
  const problems = missingOptionalPackages(lock).map((line) => `package-lock.json lacks ${line}`);
  // --loglevel: under `npm run --silent` the inherited setting would hide npm's reason.
  const dryRun = spawnSync(
    'npm',
    ['ci', '--dry-run', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel', 'error'],
    {
      cwd: root,
      encoding: 'utf8',
    },
  );
  if (dryRun.status !== 0) {
    const reason =
      dryRun.stderr
        .split('\n')
        .map((line) => /^npm error (.*)$/.exec(line)?.[1]?.trim() ?? '')
        .filter((line) => line && !/^(code |A complete log)/.test(line))
        .join(' ') || dryRun.stderr.trim();
    problems.push(`npm ci refuses the lock: ${reason}`);
  }
  return problems;
}

if (import.meta.main) {
  const problems = lockProblems(path.resolve(import.meta.dirname, '..'));
  if (problems.length > 0) {
    console.error(
      [...problems.slice(0, 20), problems.length > 20 ? `…and ${problems.length - 20} more` : '', FIX].join('\n'),
    );
    process.exit(1);
  }
  console.log('package-lock.json matches package.json and holds every platform package: npm ci will accept it.');
}
