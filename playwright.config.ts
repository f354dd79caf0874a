import { defineConfig, devices } from '@playwright/test';
import { E2E_BASES, E2E_MAIL } from './test/support/bases.ts';
import { chromiumLaunchOptions } from './test/support/chromium.ts';

/**
 * The e2e suite: Debian's Chromium against Debian's nginx running our nginx.conf, for the root
 * build, the sub-path build and the screenshots' fixture build (scripts/e2e.ts builds them and
 * names in E2E_SERVE those the run's projects need).
 */
/**
 * Specs that do not depend on the base path run on the root build only: accessibility and
 * budgets measure the same pages, and these widgets behave the same under
 * /robotics/; so do the tests marked ROOT_ONLY (e2e/support/fixtures.ts) in the other specs.
 * Everything that builds a URL (routes, menus, links, media, PDFs, the feed) runs at both bases.
 */
const ROOT_ONLY_SPECS = /(a11y|pages|keyboard|no-javascript|club-pages|contact|footer|images|join-sponsor)\.spec\.ts$/;
/**
 * Tests tagged FIXTURE_CONTENT (e2e/support/fixtures.ts: the screenshots, and what particular
 * events and dates show) run on the fixture build alone, and only they do.
 */
const FIXTURE = /@fixture-content/;
const served = process.env.E2E_SERVE?.split(',');

export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/support/global-setup.ts',
  globalTeardown: './e2e/support/global-teardown.ts',
  outputDir: 'reports/e2e-results',
  // The fake EmailJS API, and each build served by nginx with the production nginx.conf
  // (its CSP then allows the fake's origin instead of the real one).
  webServer: [
    {
      command: 'node scripts/fake-emailjs.ts',
      url: `${E2E_MAIL.origin}/__messages`,
      env: {
        FAKE_EMAILJS_PORT: new URL(E2E_MAIL.origin).port,
        VITE_EMAILJS_SERVICE_ID: E2E_MAIL.ids.serviceId,
        VITE_EMAILJS_TEMPLATE_ID: E2E_MAIL.ids.templateId,
        VITE_EMAILJS_PUBLIC_KEY: E2E_MAIL.ids.publicKey,
      },
      reuseExistingServer: false,
    },
    ...E2E_BASES.filter((base) => !served || served.includes(base.name)).map((base) => ({
      command: `node scripts/serve.ts --dist ${base.distDir} --port ${base.port} --mail-origin ${E2E_MAIL.origin}`,
      url: `http://127.0.0.1:${base.port}/healthz`,
      reuseExistingServer: false,
    })),
  ],
  fullyParallel: true,
  workers: 2,
  // A failing test runs once more, recording a trace, and the run fails either way: a test
  // that passes the second time is reported flaky, which fails it too. Recording a trace of
  // every test, to keep only the failures', cost about 7 % of the suite's time.
  retries: 1,
  failOnFlakyTests: true,
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['html', { outputFolder: 'reports/playwright', open: 'never' }]],
  use: {
    ...devices['Desktop Chrome'],
    // One browser context per worker, which Playwright resets between tests (cookies, storage,
    // the HTTP cache, routes, init scripts, extra pages). A new context costs a new renderer
    // process: measured here, 1.4 s a page load against 0.4 s in a reused one, and a quarter
    // off the suite's time. A context whose network or permissions a test changed, or whose
    // clock it paused, which the reset leaves behind, is closed after the test (support/fixtures.ts).
    // First-visit measurements (the byte budgets) read the same either way: the cache is
    // emptied.
    reuseContext: true,
    viewport: { width: 1366, height: 768 },
    launchOptions: chromiumLaunchOptions('headless-shell'),
    // A failed test's second run leaves its trace (actions, DOM snapshots, network, console) in
    // the report, without the screencast, which cost about a tenth of the suite's time.
    trace: { mode: 'on-first-retry', screenshots: false },
    screenshot: 'only-on-failure',
  },
  projects: E2E_BASES.map((base) => ({
    name: base.name,
    use: { baseURL: `http://127.0.0.1:${base.port}${base.path}` },
    ...(base.name === 'visual'
      ? { grep: FIXTURE }
      : { grepInvert: base.name === 'subpath' ? [FIXTURE, /@root-only/] : FIXTURE }),
    ...(base.name === 'subpath' ? { testIgnore: ROOT_ONLY_SPECS } : {}),
  })),
});
