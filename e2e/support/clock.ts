import type { Page } from '@playwright/test';
import { E2E_BUILD_DATE } from '../../test/support/bases.ts';

/** Fixes the page's clock at noon, in the club's time zone (India, UTC+05:30), of `day`. */
export const setPageDay = (page: Page, day: string = E2E_BUILD_DATE) =>
  page.clock.setFixedTime(new Date(`${day}T12:00:00+05:30`));

/** Fake timers that stand still until the test moves them, whatever the machine's load. */
export async function stopClock(page: Page) {
  await page.clock.install({ time: new Date('2026-06-01T09:00:00Z') });
  await page.clock.pauseAt(new Date('2026-06-01T09:00:01Z'));
}
