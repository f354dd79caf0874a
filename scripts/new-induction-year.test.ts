import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const SKIP = new Set(['node_modules', 'dist', 'build', '.cache', '.git', 'reports', '.react-router', 'test-results']);

it('a new induction year is one data file and one image folder: it gets its page and its card', () => {
  const checkout = mkdtempSync(path.join(tmpdir(), 'rc-new-year-'));
  try {
    cpSync(root, checkout, {
      recursive: true,
      filter: (source) => !SKIP.has(path.relative(root, source).split(path.sep)[0] ?? ''),
    });
    symlinkSync(path.join(root, 'node_modules'), path.join(checkout, 'node_modules'));
    const fixture = path.join(root, 'scripts/fixtures/new-induction-year');
    const galleries = path.join(checkout, 'src/content/galleries/induction');
    cpSync(path.join(fixture, '2025.yaml'), path.join(galleries, '2025.yaml'));
    cpSync(path.join(fixture, '2025'), path.join(galleries, '2025'), { recursive: true });

    const build = spawnSync(process.execPath, ['scripts/build.ts'], { cwd: checkout, encoding: 'utf8' });
    expect(build.status, build.stdout + build.stderr).toBe(0);

    const page = readFileSync(path.join(checkout, 'dist/induction/2025/index.html'), 'utf8');
    expect(page).toMatch(/<h1[^>]*>Induction 2025<\/h1>/);
    expect(page).toContain('Tiny Rover');
    expect(page).toContain('Bin Bot');
    expect(page).toContain('No description available.');

    const list = readFileSync(path.join(checkout, 'dist/induction/index.html'), 'utf8');
    expect(list).toContain('href="/induction/2025"');
    expect(list).toMatch(/Induction 2025[\s\S]*2<!-- --> projects|Induction 2025[\s\S]*2 projects/);
    expect(list.indexOf('Induction 2025')).toBeLessThan(list.indexOf('Induction 2024'));
  } finally {
    rmSync(checkout, { recursive: true, force: true });
  }
}, 300_000);
