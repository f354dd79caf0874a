import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { FIX, lockProblems, missingOptionalPackages, type Lockfile } from './check-lock.ts';

const root = path.resolve(import.meta.dirname, '..');

it('the committed lock installs with npm ci and holds every platform package it lists', () => {
  const problems = lockProblems(root);
  expect(problems, `${problems.join('\n')}\n${FIX}`).toEqual([]);
}, 60_000);

it('names the platform packages a lock lists but does not hold, resolved the way Node resolves them', () => {
  const lock: Lockfile = {
    packages: {
      '': {},
      'node_modules/bundler': {
        optionalDependencies: { '@bundler/linux-x64': '1.0.0', '@bundler/darwin-arm64': '1.0.0' },
      },
      'node_modules/@bundler/linux-x64': {},
      'node_modules/tool': { optionalDependencies: { helper: '2.0.0' } },
      'node_modules/tool/node_modules/nested': { optionalDependencies: { helper: '2.0.0' } },
      'node_modules/tool/node_modules/helper': {},
    },
  };
  expect(missingOptionalPackages(lock)).toEqual(['node_modules/bundler -> @bundler/darwin-arm64']);
});

it('says npm ci refuses a lock that no longer matches package.json', () => {
  const copy = mkdtempSync(path.join(tmpdir(), 'rc-lock-'));
  try {
    cpSync(path.join(root, 'package-lock.json'), path.join(copy, 'package-lock.json'));
    const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
    manifest.devDependencies['left-pad'] = '1.3.0';
    writeFileSync(path.join(copy, 'package.json'), JSON.stringify(manifest));
    const problems = lockProblems(copy);
    expect(problems.join('\n')).toMatch(/npm ci refuses the lock: .*in sync/);
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}, 60_000);
