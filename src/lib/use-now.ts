import { useSyncExternalStore } from 'react';

const noop = () => () => {};
let pageOpenedAt: number | undefined;
// The time the page was opened in the browser, read once so every render agrees.
const browserNow = () => (pageOpenedAt ??= Date.now());

/**
 * The current time in milliseconds: `builtAt` while prerendering and hydrating (so the
 * HTML and the first render agree), then the browser's clock, which re-renders the
 * page once after hydration when the two differ (a page built before an event ended).
 */
export function useNow(builtAt: number): number {
  return useSyncExternalStore(noop, browserNow, () => builtAt);
}
