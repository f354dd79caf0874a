import { defineConfig } from '@playwright/test';
import config from './playwright.config.ts';
import { E2E_BASES } from './test/support/bases.ts';

/**
 * The pull-request subset (`npm run test:pr`, scripts/test-pr.ts): the root build alone,
 * every route with its heading (routes.spec.ts), and the pages the change touches
 * (changed-pages.pr.ts, whose list scripts/test-pr.ts passes in PR_PAGES). The JSON report
 * (PLAYWRIGHT_JSON_OUTPUT_FILE) is what scripts/test-pr.ts's summary reads.
 */
const [rootBase] = E2E_BASES;
const webServers = [config.webServer ?? []].flat();

export default defineConfig({
  ...config,
  testMatch: ['routes.spec.ts', 'changed-pages.pr.ts'],
  // The fake mail API, and nginx for the root build only.
  webServer: webServers.filter(
    (server) => !server.command.includes('--dist') || server.command.includes(`--dist ${rootBase.distDir} `),
  ),
  projects: (config.projects ?? []).filter((project) => project.name === rootBase.name),
  reporter: [['list'], ['json'], ['html', { outputFolder: 'reports/playwright-pr', open: 'never' }]],
});
