/**
 * `npm run test:container`: the gate in the test image (.ci/Dockerfile), the
 * image of the dev container and of CI, on any machine with Docker or podman (macOS, Windows,
 * Linux). The checkout is mounted at /workspace; node_modules and .cache are volumes of the
 * container's own, kept between runs, so a laptop's own node_modules is never touched.
 *
 *   npm run test:container                                  the whole gate (npm test)
 *   npm run test:container -- e2e/navigation.spec.ts        the builds, then those specs
 *   npm run test:container -- --project=visual --update-snapshots
 *                                                           new visual baselines, after a deliberate change of look
 *
 * CONTAINER_ENGINE picks `docker` or `podman` (default: docker when it answers, else podman).
 * NODE_IMAGE builds the image over another base (a local stand-in where Docker Hub is out of
 * reach, as `npm run check:image -- --stand-in-bases` makes).
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const IMAGE = 'localhost/rc-site-test';

const answers = (command: string) => spawnSync(command, ['version'], { stdio: 'ignore' }).status === 0;
const engine =
  process.env.CONTAINER_ENGINE ?? (answers('docker') ? 'docker' : answers('podman') ? 'podman' : undefined);
if (!engine) {
  console.error('Neither Docker nor podman answers: install Docker Desktop (macOS, Windows) or podman, and start it.');
  process.exit(1);
}

function run(args: string[]): void {
  const result = spawnSync(engine!, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const buildArgs = process.env.NODE_IMAGE ? ['--build-arg', `NODE_IMAGE=${process.env.NODE_IMAGE}`] : [];
run(['build', '--file', '.ci/Dockerfile', '--tag', IMAGE, ...buildArgs, '.ci']);

// With Playwright's arguments, the builds and then those specs; without, the whole gate.
const args = process.argv.slice(2);
const quoted = args.map((arg) => `'${arg.replace(/'/g, `'\\''`)}'`).join(' ');
const gate = args.length > 0 ? `npm run test:e2e -- ${quoted}` : 'npm test';
run([
  'run',
  '--rm',
  ...(process.stdout.isTTY ? ['--tty'] : []),
  // Files the run writes in the checkout (reports, baselines) belong to the laptop's user.
  ...(process.getuid ? ['--user', `${process.getuid()}:${process.getgid!()}`, '--env', 'HOME=/tmp'] : []),
  // Chromium's shared memory: the engines' default of 64 MB is too small for a page's rendering.
  '--shm-size=1g',
  '--env',
  'CI',
  '--volume',
  `${root}:/workspace`,
  '--volume',
  'rc-site-test-node-modules:/workspace/node_modules',
  '--volume',
  'rc-site-test-cache:/workspace/.cache',
  IMAGE,
  'bash',
  '-c',
  `npm ci --no-audit --no-fund && ${gate}`,
]);
