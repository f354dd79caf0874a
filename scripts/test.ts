/**
 * `npm test`: everything a release is gated on, stopping at the first failure:
 * type-check, lint, unit tests, the handout PDFs' freshness, the builds and the e2e suite (routes, behaviour,
 * accessibility, visual regression, byte budgets), HTML validation, then Lighthouse.
 * Everything it writes lands in reports/.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const steps: [string, string[]][] = [
  ['typecheck', ['run', 'typecheck']],
  ['lint', ['run', 'lint']],
  ['unit tests', ['run', 'test:unit']],
  ['handout PDFs printed from their current sources', ['run', 'pdfs', '--', '--check']],
  ['builds and e2e (behaviour, accessibility, visual, budgets)', ['run', 'test:e2e']],
  ['HTML validation', ['run', 'check:html']],
  ['Lighthouse gate', ['run', 'lighthouse']],
];

rmSync(path.join(root, 'reports'), { recursive: true, force: true });
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

const extra = ['reports/budgets.md', 'reports/lighthouse/summary.md']
  .filter((file) => existsSync(path.join(root, file)))
  .map((file) => readFileSync(path.join(root, file), 'utf8'));
console.log(
  [
    '',
    '=== Summary ===',
    ...summary,
    '',
    ...extra,
    'Reports in reports/: playwright/ (HTML report), axe/ (every accessibility check), budgets.md, lighthouse/.',
  ].join('\n'),
);
process.exit(summary.length === steps.length && summary.every((line) => line.startsWith('pass')) ? 0 : 1);
