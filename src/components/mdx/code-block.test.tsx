// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { renderThenHydrate, setUpHydration } from '../../../test/support/hydrate.tsx';
import { CodeBlock } from './code-block.tsx';

setUpHydration();

// What the highlighter and rehype-code-labels hand the block: every <pre> focusable, with its language and name.
const block = (language: string, label?: string) => (
  <CodeBlock data-language={language} data-label={label} tabIndex={-1}>
    <code>print(&quot;rover ready&quot;)</code>
  </CodeBlock>
);

it('CodeBlock > as served > is a region the keyboard reaches, named by the build, its language shown', async () => {
  const html = await renderThenHydrate(block('python', 'Code: python (2)'));
  const region = screen.getByRole('region', { name: 'Code: python (2)' });
  expect(region.tagName).toBe('PRE');
  expect(region.tabIndex).toBe(0);
  expect(html.textContent).toContain('python');
});

it('CodeBlock > of plain text > is named "Code" and shows no language', async () => {
  const html = await renderThenHydrate(block('text'));
  expect(screen.getByRole('region', { name: 'Code' }).tabIndex).toBe(0);
  expect(html.textContent).toBe('print("rover ready")');
});
