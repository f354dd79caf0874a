// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';

// jsdom has no ResizeObserver; the block measures itself with the browser's own.
vi.hoisted(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});
const { CodeBlock } = await import('./code-block.tsx');

// React checks that a test environment expects act(); Testing Library says so only under globals.
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
const previousActEnvironment = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
beforeAll(() => (actEnvironment.IS_REACT_ACT_ENVIRONMENT = true));
afterAll(() => (actEnvironment.IS_REACT_ACT_ENVIRONMENT = previousActEnvironment));

const roots: Root[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) act(() => root.unmount());
  document.body.replaceChildren();
  vi.restoreAllMocks();
  cleanup();
});

// What the highlighter hands the block: every <pre> focusable, with its language.
const block = (
  <CodeBlock data-language="python" tabIndex={0}>
    <code>print(&quot;rover ready&quot;)</code>
  </CodeBlock>
);

/** Serves the block, then hydrates it in a layout where its code is `scrollWidth` wide in a 300 px box. */
async function hydrateBlock(scrollWidth: number) {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(300);
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(scrollWidth);
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(block);
  const served = screen.queryByRole('region', { name: 'Code: python' });
  const errors = vi.spyOn(console, 'error');
  await act(async () => void roots.push(hydrateRoot(container, block)));
  expect(errors).not.toHaveBeenCalled();
  return { served, pre: container.querySelector('pre')! };
}

it('CodeBlock > without the page code > is a named region the keyboard can reach, in case it scrolls', async () => {
  const { served } = await hydrateBlock(900);
  expect(served).not.toBeNull();
  expect(served!.tabIndex).toBe(0);
});

it('CodeBlock > whose lines scroll sideways > stays a tab stop named by its language', async () => {
  const { pre } = await hydrateBlock(900);
  expect(screen.getByRole('region', { name: 'Code: python' })).toBe(pre);
  expect(pre.tabIndex).toBe(0);
});

it('CodeBlock > whose lines fit > is no tab stop and no region', async () => {
  const { pre } = await hydrateBlock(300);
  expect(screen.queryByRole('region')).toBeNull();
  expect(pre.tabIndex).toBe(-1);
});
