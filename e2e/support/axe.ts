import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import axe from 'axe-core';
import { expect } from './fixtures.ts';

const reportDir = path.resolve(import.meta.dirname, '../../reports/axe');

/** WCAG 2.2 A and AA plus best practices: the rules every state of every page must pass. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice'];

/**
 * The rules a colour can break. The dark scheme changes colours and nothing else (the one
 * `prefers-color-scheme` block of src/styles/tokens.css, and code's colours), so a state
 * checked in full in light is checked in dark by these alone: a page the test shows in dark
 * (`emulateMedia`) runs these.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * Runs axe-core in the page as it is now and fails with a readable list of violations.
 * axe runs in the page itself and sends back only its violations: @axe-core/playwright's
 * builder injects the 600 KB engine twice, opens a second page to finish every run and sends
 * back every passing node, which made each check three to four times slower. The page's own
 * frames are not checked this way; the one frame the site has (the map) is another site's.
 */
export async function expectNoAxeViolations(page: Page, state: string) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  // A colour scheme or size just switched, or a dialog just opened, sets colours moving:
  // check them where they end.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter(
          (animation) =>
            animation instanceof CSSTransition ||
            (animation instanceof CSSAnimation && animation.effect?.getTiming().iterations !== Infinity),
        )
        .map((transition) => transition.finished.catch(() => undefined)),
    ),
  );
  const results = await page.evaluate(
    ({ colourRules, tags }) =>
      // Highlighted code tokens are checked for contrast, every colour of both themes, by
      // src/lib/mdx/mdx-options.test.ts; axe would read each of thousands of spans.
      window.axe.run(
        { exclude: [['pre span']] },
        {
          runOnly: matchMedia('(prefers-color-scheme: dark)').matches
            ? { type: 'rule', values: colourRules }
            : { type: 'tag', values: tags },
          resultTypes: ['violations'],
          iframes: false,
        },
      ),
    { colourRules: COLOUR_RULES, tags: AXE_TAGS },
  );
  // One small JSON file per check, for the reports folder: what was checked and what failed.
  mkdirSync(reportDir, { recursive: true });
  const name = `${new URL(page.url()).pathname} ${state}`.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '');
  writeFileSync(
    path.join(reportDir, `${name.slice(0, 120)}-${Date.now().toString(36)}.json`),
    JSON.stringify({ url: page.url(), state, passes: results.passes.length, violations: results.violations }, null, 2),
  );
  const violations = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n    ${violation.nodes
        .slice(0, 5)
        .map((node) => node.target.join(' '))
        .join('\n    ')}`,
  );
  expect(violations, `axe violations ${state}`).toEqual([]);
}

declare global {
  interface Window {
    axe: typeof axe;
  }
}
