import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import axe from 'axe-core';
import { expect } from './fixtures.ts';

/** WCAG 2.2 A and AA plus best practices: the rules every state of every page must pass. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice'];

/**
 * The rules a colour can break: the dark scheme changes colours alone (src/styles/tokens.css),
 * so a state checked in full in light is checked in dark by these.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * A colour scheme or size just switched, or a dialog just opened, sets colours moving: the
 * engines check them where they end.
 */
const coloursSettled = (page: Page) =>
  page.evaluate(() =>
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

/**
 * Runs axe-core in the page as it is now, sending back only its violations (@axe-core/playwright
 * made each check three to four times slower), and fails with a readable list in the report. Frames are not
 * checked: the site's one (the map) is another site's.
 */
export async function expectNoAxeViolations(page: Page, state: string) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  await coloursSettled(page);
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
  const violations = results.violations.map(({ id, impact, help, nodes }) => {
    const targets = nodes.slice(0, 5).map((node) => node.target.join(' '));
    return `${id} (${impact}): ${help}\n    ${targets.join('\n    ')}`;
  });
  expect(violations, `axe violations ${state}`).toEqual([]);
}

/** Both engines on the page as it is now: axe, then IBM's Equal Access (below). */
export async function expectNoViolations(page: Page, state: string) {
  await expectNoAxeViolations(page, state);
  await expectNoAceViolations(page, state);
}

// A second rule engine beside axe: IBM's Equal Access engine reads the page as a screen
// reader meets it (names, roles, what a region or a tab stop says) where axe stays silent.
// It runs in the page, sent by evaluate as axe is, so the site's script policy is unchanged.
const ACE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('accessibility-checker-engine/ace.js'), 'utf8');

/**
 * Findings of the engine the site keeps, each for one rule on the elements its snippet
 * matches, with the reason. Any other violation fails the gate.
 */
const ACE_EXCEPTIONS: { ruleId: string; snippet: RegExp; reason: string; narrowerThan?: number }[] = [
  {
    ruleId: 'aria_content_in_landmark',
    snippet: /^<a class="skip-link" href="#main">/,
    reason:
      'The skip link comes before the landmarks it skips: it is the first tab stop, as GOV.UK Frontend places it.',
  },
  {
    ruleId: 'element_tabbable_role_valid',
    snippet: /^<(div|pre) tabindex="0" aria-label="(Table|Code)\b[^"]*" role="region"/,
    reason:
      'A table or code block that scrolls sideways must be reachable by keyboard to be scrolled (WCAG 2.1.1, ' +
      "axe's scrollable-region-focusable); a named region is the pattern for it, and no widget role fits a scroll box.",
  },
  {
    ruleId: 'text_contrast_sufficient',
    snippet: /^<video /,
    reason:
      "The engine reads a video's poster as its background; the video holds no text of ours, its controls are the browser's.",
  },
  {
    ruleId: 'table_headers_exists',
    snippet: /^<table class="_table_\w+">$/,
    narrowerThan: 768, // 48em, where the achievements' rows become cards
    reason:
      "On a phone the achievements' column headers are visually hidden, not removed, and the engine counts only " +
      'headers it sees; Chromium still gives each cell its header ("on a phone each achievement cell says its ' +
      'column header once", a11y.spec.ts).',
  },
];

interface AceResult {
  ruleId: string;
  value: [string, string];
  message: string;
  snippet: string;
  path: { dom: string };
}

export async function expectNoAceViolations(page: Page, state: string) {
  if (!(await page.evaluate(() => 'ace' in window))) await page.evaluate(ACE_SOURCE);
  await coloursSettled(page);
  const results = await page.evaluate(async () => {
    const { ace } = window as unknown as {
      ace: { Checker: new () => { check(doc: Document, rulesets: string[]): Promise<{ results: AceResult[] }> } };
    };
    const report = await new ace.Checker().check(document, ['IBM_Accessibility']);
    return report.results
      .filter(({ value }) => value[0] === 'VIOLATION' && value[1] === 'FAIL')
      .map(({ ruleId, message, snippet, path }) => ({ ruleId, message, snippet, path: path.dom }));
  });
  const width = page.viewportSize()!.width;
  const violations = results.filter(
    (result) =>
      // The map's frame holds OpenStreetMap's page, not ours: axe leaves frames out too.
      !result.path.includes('/iframe[') &&
      !ACE_EXCEPTIONS.some(
        ({ ruleId, snippet, narrowerThan = Infinity }) =>
          ruleId === result.ruleId && snippet.test(result.snippet) && width < narrowerThan,
      ),
  );
  expect(violations, `Equal Access violations on ${new URL(page.url()).pathname}, ${state}`).toEqual([]);
}

declare global {
  interface Window {
    axe: typeof axe;
  }
}
