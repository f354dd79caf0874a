import { test as base, expect } from '@playwright/test';

export interface SiteFixtures {
  /** Console messages matching these are expected in this test (such as a 404 document). */
  allowedConsoleErrors: RegExp[];
  failOnConsoleErrors: void;
}

/** Every test fails on a console error or an uncaught page error, unless it says which to expect. */
export const test = base.extend<SiteFixtures>({
  allowedConsoleErrors: [[], { option: true }],
  failOnConsoleErrors: [
    async ({ page, allowedConsoleErrors }, use) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error' && message.type() !== 'warning') return;
        const text = message.text();
        if (message.type() === 'warning' && !/react|hydrat|router/i.test(text)) return;
        if (allowedConsoleErrors.some((pattern) => pattern.test(text))) return;
        problems.push(`console ${message.type()}: ${text}`);
      });
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      await use();
      expect(problems, 'console errors and page errors during the test').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** A site path for page.goto under the project's base URL: "/team" -> "team". */
export const at = (path: string) => path.replace(/^\//, '') || './';
