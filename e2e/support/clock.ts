import type { Page } from '@playwright/test';
import { E2E_BUILD_DATE } from '../../test/support/bases.ts';

/** Fixes the page's clock at noon, in the club's time zone (India, UTC+05:30), of `day`. */
export const setPageDay = (page: Page, day: string = E2E_BUILD_DATE) =>
  page.clock.setFixedTime(new Date(`${day}T12:00:00+05:30`));
