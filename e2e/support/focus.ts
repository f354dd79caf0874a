import type { Page } from '@playwright/test';

/**
 * Whether the focused element can be seen: its centre is on the screen and nothing lies over
 * it (a sticky header, an open menu), as WCAG 2.4.11 asks.
 */
export function focusIsInView(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const focused = document.activeElement;
    if (!focused || focused === document.body) return false;
    const box = focused.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + Math.min(box.height / 2, 12));
    return hit !== null && (hit === focused || focused.contains(hit));
  });
}
