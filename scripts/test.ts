/**
 * `npm test`: everything a release is gated on, in order, stopping at the first
 * failure: type-check, lint, unit tests, then the build and the e2e suite at both bases.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const steps: [string, string[]][] = [
  ['typecheck', ['run', 'typecheck']],
  ['lint', ['run', 'lint']],
  ['unit tests', ['run', 'test:unit']],
  ['build and e2e', ['run', 'test:e2e']],
];

const summary: string[] = [];
for (const [name, args] of steps) {
  console.log(`\n=== ${name} ===`);
  const started = performance.now();
  const result = spawnSync('npm', args, { cwd: root, stdio: 'inherit' });
  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  const ok = result.status === 0;
  summary.push(`${ok ? 'pass' : 'FAIL'}  ${name} (${seconds} s)`);
  if (!ok) break;
}
console.log(`\n=== Summary ===\n${summary.join('\n')}\nReports: reports/ (Playwright HTML report in reports/playwright/)`);
process.exit(summary.every((line) => line.startsWith('pass')) ? 0 : 1);
