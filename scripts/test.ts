/**
 * `npm test`: everything a release is gated on. The static checks (types, lint, the lock
 * file), the unit tests, the handout PDFs' freshness and the two builds under test run side
 * by side; then the e2e suite (routes, behaviour, links, accessibility, visual regression,
 * byte budgets) with Lighthouse and the HTML validation beside it. Stops at the first failure
 * and prints the time of each stage at the end. Everything it writes lands in reports/.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
interface Stage {
  name: string;
  /** The npm script and its arguments. */
  script: string;
  env?: NodeJS.ProcessEnv;
  /** Printed as it runs; the other stages of a group print their output whole when they end. */
  live?: boolean;
}

/**
 * Groups run one after the other, stopping at the first that fails; the stages of a group run
 * side by side. The builds keep about one core busy and the checks beside them the other.
 * Lighthouse mostly waits for each page to settle, and the e2e suite leaves about a tenth of
 * two cores idle, which the HTML validation takes.
 */
const GROUPS: Stage[][] = [
  [
    { name: 'typecheck', script: 'typecheck' },
    { name: 'lint', script: 'lint' },
    { name: 'unit tests', script: 'test:unit' },
    { name: 'handout PDFs printed from their current sources', script: 'pdfs -- --check' },
    { name: 'builds: at /, then under /robotics/', script: 'test:e2e -- --build-only' },
  ],
  [
    {
      name: 'e2e (behaviour, links, accessibility, visual, budgets)',
      script: 'test:e2e',
      env: { E2E_SKIP_BUILD: '1' },
      live: true,
    },
    { name: 'Lighthouse gate', script: 'lighthouse' },
    { name: 'HTML validation (html-validate, W3C Nu checker)', script: 'check:html' },
  ],
];

interface Outcome {
  name: string;
  ok: boolean;
  seconds: number;
}

function run({ name, script, env = {}, live = false }: Stage): Promise<Outcome> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', ...script.split(' ')], {
      cwd: root,
      stdio: live ? 'inherit' : 'pipe',
      env: { ...process.env, ...env },
    });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk));
    child.on('close', (code) => {
      const outcome = { name, ok: code === 0, seconds: (performance.now() - started) / 1000 };
      if (!live) console.log(`\n=== ${name} ===\n${output.trimEnd()}`);
      resolve(outcome);
    });
  });
}

rmSync(path.join(root, 'reports'), { recursive: true, force: true });
const started = performance.now();
const outcomes: Outcome[] = [];
for (const group of GROUPS) {
  console.log(`\n=== ${group.map(({ name }) => name).join(', ')}${group.length > 1 ? ' (side by side)' : ''} ===`);
  outcomes.push(...(await Promise.all(group.map(run))));
  if (!outcomes.every((outcome) => outcome.ok)) break;
}

const extra = ['reports/budgets.md', 'reports/lighthouse/summary.md']
  .filter((file) => existsSync(path.join(root, file)))
  .map((file) => readFileSync(path.join(root, file), 'utf8'));
const passed = outcomes.length === GROUPS.flat().length && outcomes.every((outcome) => outcome.ok);
console.log(
  [
    '',
    '=== Summary ===',
    ...outcomes.map(({ name, ok, seconds }) => `${ok ? 'pass' : 'FAIL'}  ${seconds.toFixed(0).padStart(4)} s  ${name}`),
    `${passed ? 'pass' : 'FAIL'}  ${((performance.now() - started) / 1000).toFixed(0).padStart(4)} s  in all`,
    '',
    ...extra,
    'Reports in reports/: playwright/ (HTML report), axe/ (every accessibility check), budgets.md, lighthouse/.',
  ].join('\n'),
);
process.exit(passed ? 0 : 1);
