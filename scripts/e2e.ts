/**
 * `npm run test:e2e`: builds the site at the root, under /robotics/ and, for the screenshots,
 * from fixture content (test/support/bases.ts; all sending mail to the fake provider), one
 * after the other, then runs the Playwright suite against them through nginx (links.spec.ts
 * checks every link of the first two). Extra arguments go to Playwright; with `--project`,
 * only the named projects' builds are made and served.
 *   E2E_SKIP_BUILD=1 npm run test:e2e -- e2e/navigation.spec.ts
 *   npm run test:e2e -- --build-only     the builds alone (npm test runs them beside the static checks)
 */
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { E2E_BASES, MAIL_ENV } from '../test/support/bases.ts';
import { findChromium } from '../test/support/chromium.ts';
import { findNginx } from './nginx.ts';

const root = path.resolve(import.meta.dirname, '..');
findChromium('headless-shell');
findNginx();

const run = (command: string, args: string[], env: NodeJS.ProcessEnv = {}) => {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

/** Builds one of the e2e builds; resolves with its exit code. */
function build(base: (typeof E2E_BASES)[number]): Promise<number> {
  console.log(`\n== Building for ${base.path} into ${base.distDir}/`);
  const child = spawn(process.execPath, ['scripts/build.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      BASE_PATH: base.path,
      DIST_DIR: base.distDir,
      SITE_BUILD_DATE: base.buildDate,
      ...('contentRoot' in base
        ? { CONTENT_ROOT: base.contentRoot, PUBLIC_ROOT: path.join(base.contentRoot, 'public') }
        : // The content editor is in the live-content builds (its specs), as in an opted-in deployment.
          { SITE_EDITOR: '1' }),
      ...MAIL_ENV,
    },
  });
  return new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)));
}

const { project = [] } = parseArgs({ options: { project: { type: 'string', multiple: true } }, strict: false }).values;
const bases = E2E_BASES.filter(
  (base) => !Array.isArray(project) || project.length === 0 || project.includes(base.name),
);

// One after the other: React Router prerenders through a Vite preview server, which
// rewrites .react-router/types in the project folder, so two builds at once collide there.
if (!process.env.E2E_SKIP_BUILD) {
  for (const base of bases) {
    const code = await build(base);
    if (code !== 0) process.exit(code);
  }
}
if (process.argv.includes('--build-only')) process.exit(0);

run(path.join(root, 'node_modules/.bin/playwright'), ['test', ...process.argv.slice(2)], {
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
  // Which builds playwright.config.ts serves.
  E2E_SERVE: bases.map((base) => base.name).join(','),
});
