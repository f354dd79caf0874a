/**
 * `npm test`: everything a release is gated on. The static checks (types, lint, the lock
 * file), the unit tests and the handout PDFs' freshness run side by side; then the builds and the e2e suite (routes,
 * behaviour, links, accessibility, visual regression, byte budgets), HTML validation and
 * Lighthouse, stopping at the first failure. Prints the time of each stage at the end.
 * Everything it writes lands in reports/.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
type Stage = [name: string, npmScriptAndArguments: string];

/** Independent of each other and of any build: run together, their output printed whole. */
const STATIC: Stage[] = [
  ['typecheck', 'typecheck'],
  ['lint', 'lint'],
  ['unit tests', 'test:unit'],
  ['handout PDFs printed from their current sources', 'pdfs -- --check'],
];
const SEQUENTIAL: Stage[] = [
  ['builds and e2e (behaviour, links, accessibility, visual, budgets)', 'test:e2e'],
  ['HTML validation (html-validate, W3C Nu checker)', 'check:html'],
  ['Lighthouse gate', 'lighthouse'],
];

interface Outcome {
  name: string;
  ok: boolean;
  seconds: number;
}

function run([name, script]: Stage, captured: boolean): Promise<Outcome> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', ...script.split(' ')], {
      cwd: root,
      stdio: captured ? 'pipe' : 'inherit',
    });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk));
    child.on('close', (code) => {
      const outcome = { name, ok: code === 0, seconds: (performance.now() - started) / 1000 };
      if (captured) console.log(`\n=== ${name} ===\n${output.trimEnd()}`);
      resolve(outcome);
    });
  });
}

rmSync(path.join(root, 'reports'), { recursive: true, force: true });
const started = performance.now();
console.log(`=== ${STATIC.map(([name]) => name).join(', ')} (side by side) ===`);
const outcomes = await Promise.all(STATIC.map((stage) => run(stage, true)));
if (outcomes.every((outcome) => outcome.ok)) {
  for (const stage of SEQUENTIAL) {
    console.log(`\n=== ${stage[0]} ===`);
    const outcome = await run(stage, false);
    outcomes.push(outcome);
    if (!outcome.ok) break;
  }
}

const extra = ['reports/budgets.md', 'reports/lighthouse/summary.md']
  .filter((file) => existsSync(path.join(root, file)))
  .map((file) => readFileSync(path.join(root, file), 'utf8'));
const passed = outcomes.length === STATIC.length + SEQUENTIAL.length && outcomes.every((outcome) => outcome.ok);
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
