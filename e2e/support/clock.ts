import type { Page } from '@playwright/test';
import { E2E_BUILD_DATE } from '../../test/support/bases.ts';

/** Fixes the page's clock at noon, in the club's time zone (India, UTC+05:30), of `day`. */
export const setPageDay = (page: Page, day: string = E2E_BUILD_DATE) =>
  page.clock.setFixedTime(new Date(`${day}T12:00:00+05:30`));

/**
 * Holds every CSS animation of the page at `ms` after it began: what CSS shows after a delay
 * (a note when the page's code is late), which the page clock does not move.
 */
export const animationsAt = (page: Page, ms: number) =>
  page.evaluate((time) => {
    for (const animation of document.getAnimations()) {
      animation.pause();
      animation.currentTime = time;
    }
  }, ms);

/** Fake timers that stand still until the test moves them, whatever the machine's load. */
export async function stopClock(page: Page) {
  await page.clock.install({ time: new Date('2026-06-01T09:00:00Z') });
  await page.clock.pauseAt(new Date('2026-06-01T09:00:01Z'));
}
