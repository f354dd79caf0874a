import { defineConfig, devices } from '@playwright/test';
import { E2E_BASES, UNCONFIGURED_SPEC } from './e2e/support/bases.ts';
import { chromiumLaunchOptions } from './e2e/support/chromium.ts';

/**
 * The e2e suite: Debian's Chromium against Debian's nginx running our nginx.conf,
 * once for the root build and once for the sub-path build (scripts/e2e.ts builds
 * them), and the contact page alone against a build without mail settings.
 */
/**
 * Specs that do not depend on the base path run on the root build only: accessibility,
 * screenshots and budgets measure the same pages, and these widgets behave the same under
 * /robotics/. Everything that builds a URL (routes, menus, links, media, PDFs, the feed)
 * runs at both bases.
 */
const ROOT_ONLY_SPECS = /(a11y|visual|budgets|keyboard|no-javascript|club-pages|contact)\.spec\.ts$/;

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'reports/e2e-results',
  globalSetup: './e2e/support/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['html', { outputFolder: 'reports/playwright', open: 'never' }]],
  use: {
    ...devices['Desktop Chrome'],
    viewport: { width: 1366, height: 768 },
    launchOptions: chromiumLaunchOptions(),
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: E2E_BASES.map((base) => ({
    name: base.name,
    use: { baseURL: `http://127.0.0.1:${base.port}${base.path}` },
    ...(base.mail
      ? { testIgnore: base.name === 'subpath' ? [UNCONFIGURED_SPEC, ROOT_ONLY_SPECS] : UNCONFIGURED_SPEC }
      : { testMatch: UNCONFIGURED_SPEC }),
  })),
});
