// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { expect, it } from 'vitest';
import { renderThenHydrate, setUpHydration } from '../../../test/support/hydrate.tsx';
import { MdxLink } from './mdx-link.tsx';

setUpHydration();

/** Two links of an article read under /robotics/: to another article and to another site. */
const article = (
  <MemoryRouter basename="/robotics" initialEntries={['/robotics/blogs/DL1']}>
    <MdxLink href="/blogs/DL2">Deep Learning 2</MdxLink>
    <MdxLink href="https://d2l.ai/">Dive into Deep Learning</MdxLink>
  </MemoryRouter>
);

it('MdxLink > to another article > stays under the base path, in the same tab', async () => {
  await renderThenHydrate(article);
  const next = screen.getByRole('link', { name: 'Deep Learning 2' });
  expect(next.getAttribute('href')).toBe('/robotics/blogs/DL2');
  expect(next.hasAttribute('target')).toBe(false);
});

it('MdxLink > to another site > opens in a new tab, safely, and says so', async () => {
  await renderThenHydrate(article);
  const external = screen.getByRole('link', { name: /^Dive into Deep Learning/ });
  // jsdom's name drops the space before the hidden words; a browser reads the text as it is.
  expect(external.textContent).toBe('Dive into Deep Learning (opens in a new tab)');
  expect(external.getAttribute('target')).toBe('_blank');
  expect(external.getAttribute('rel')).toBe('noopener noreferrer');
});
