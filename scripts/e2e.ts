/**
 * `npm run test:e2e`: builds the site at the root and under /robotics/ (both sending
 * mail to the fake provider) and once without mail settings, then runs the Playwright
 * suite against them through nginx (links.spec.ts checks every link of both bases).
 * Extra arguments go to Playwright.
 *   E2E_SKIP_BUILD=1 npm run test:e2e -- e2e/navigation.spec.ts
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { E2E_BASES, E2E_BUILD_DATE, mailEnv } from '../test/support/bases.ts';
import { findChromium } from '../test/support/chromium.ts';
import { findNginx } from './nginx.ts';

const root = path.resolve(import.meta.dirname, '..');
findChromium();
findNginx();

const run = (command: string, args: string[], env: NodeJS.ProcessEnv = {}) => {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

if (!process.env.E2E_SKIP_BUILD) {
  for (const base of E2E_BASES) {
    console.log(`\n== Building for ${base.path}${base.mail ? '' : ' without mail settings'} into ${base.distDir}/`);
    run(process.execPath, ['scripts/build.ts'], {
      BASE_PATH: base.path,
      DIST_DIR: base.distDir,
      SITE_BUILD_DATE: E2E_BUILD_DATE,
      ...mailEnv(base.mail),
    });
  }
}

run(path.join(root, 'node_modules/.bin/playwright'), ['test', ...process.argv.slice(2)], {
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
});
