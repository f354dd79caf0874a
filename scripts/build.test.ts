import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');

it('a malformed content file stops the build, naming the file, the entry and the field', () => {
  const content = mkdtempSync(path.join(tmpdir(), 'rc-build-'));
  try {
    cpSync(path.join(root, 'src/content'), content, { recursive: true });
    const team = path.join(content, 'team/2026-27.yaml');
    writeFileSync(team, readFileSync(team, 'utf8').replace(/\n(\s+)branch: [^\n]+/, ''));

    // A folder name of its own: React Router writes to build/<name>, beside the e2e builds
    // that `npm test` runs at the same time.
    const result = spawnSync(process.execPath, ['scripts/build.ts'], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, CONTENT_ROOT: content, DIST_DIR: path.join(content, 'dist-malformed') },
    });
    const output = result.stdout + result.stderr;
    expect(result.status).not.toBe(0);
    expect(output).toMatch(
      /team\/2026-27\.yaml > sections\[1\] \("Steering Body"\) > members\[1\] \("[^"]+"\) > branch: write the member's branch of study/,
    );
    expect(output).toContain('The build stopped.');
  } finally {
    rmSync(content, { recursive: true, force: true });
  }
}, 120_000);
