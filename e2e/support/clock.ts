import type { Page } from '@playwright/test';

/**
 * The day the e2e builds are built for (SITE_BUILD_DATE, set by scripts/e2e.ts), so what is
 * upcoming, past or due for review does not move with the calendar. Specs that look at
 * dates set the page's clock too: to this day, or later to see the browser correct a page.
 */
export const E2E_BUILD_DATE = '2026-11-23';

/** Fixes the page's clock at noon, in the club's time zone (India, UTC+05:30), of `day`. */
export const setPageDay = (page: Page, day: string = E2E_BUILD_DATE) =>
  page.clock.setFixedTime(new Date(`${day}T12:00:00+05:30`));
