import { cleanup } from '@testing-library/react';
import { act, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterAll, afterEach, beforeAll, expect, vi } from 'vitest';

interface HydrateOptions {
  /** Sees the prerendered HTML before React takes it over: where a visitor types early. */
  beforeHydration?: (html: HTMLElement) => void;
  /** What the browser hydrates, when it differs from what the server rendered (a query only the browser has). */
  hydrated?: ReactNode;
}

const roots: Root[] = [];

/**
 * Renders a component as a page serves it: on the server to HTML, put into the document, then
 * hydrated. Fails on any console error during hydration (a mismatch, a missing key). Call
 * `setUpHydration()` once at the top of the test file.
 */
export async function renderThenHydrate(element: ReactNode, options: HydrateOptions = {}): Promise<HTMLElement> {
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(element);
  options.beforeHydration?.(container);
  const errors = vi.spyOn(console, 'error');
  await act(async () => void roots.push(hydrateRoot(container, options.hydrated ?? element)));
  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();
  return container;
}

/** Takes every hydrated component out of the document, as leaving the page does. */
export function unmountHydrated() {
  for (const root of roots.splice(0)) act(() => root.unmount());
  document.body.replaceChildren();
}

/** Tells React this is a test environment and unmounts every hydrated root after each test. */
export function setUpHydration() {
  // React checks that a test environment expects act(); Testing Library says so only under globals.
  const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const previous = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
  beforeAll(() => (actEnvironment.IS_REACT_ACT_ENVIRONMENT = true));
  afterAll(() => (actEnvironment.IS_REACT_ACT_ENVIRONMENT = previous));
  afterEach(() => {
    unmountHydrated();
    window.history.replaceState(null, '', '/');
    cleanup();
  });
}
