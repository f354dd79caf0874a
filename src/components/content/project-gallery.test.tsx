// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, expect, it } from 'vitest';
import { cleanup } from '@testing-library/react';
import { NO_DESCRIPTION } from '../../content/schemas/gallery.ts';
import { ProjectGallery } from './project-gallery.tsx';
import type { ProjectSummary } from './project-card.tsx';

afterEach(cleanup);

const picture = { sources: { webp: 'a.webp 400w' }, img: { src: 'a.jpg', w: 400, h: 300 } };
const project = (title: string, description?: string): ProjectSummary => ({
  id: title.toLowerCase().replace(/ /g, '-'),
  title,
  alt: `Illustration of the ${title}`,
  description: description ?? NO_DESCRIPTION,
  hasDescription: description !== undefined,
  picture,
});

it("offers a dialog for a project with a description, as a link to the project's fragment, and none for a project without one, which says so", () => {
  render(
    <MemoryRouter>
      <ProjectGallery projects={[project('Maze Solver', 'Follows the left wall.'), project('Quiet Fan')]} />
    </MemoryRouter>,
  );
  expect(screen.getByRole('link', { name: 'Maze Solver' }).getAttribute('href')).toBe('#maze-solver');
  expect(screen.queryByRole('link', { name: 'Quiet Fan' })).toBeNull();
  expect(screen.getByRole('heading', { name: 'Quiet Fan' })).toBeTruthy();
  expect(screen.getAllByText(NO_DESCRIPTION)).toHaveLength(1);
});

it("loads the first cards' pictures at once, as they are in the first view, and the others when scrolled to", () => {
  const { container } = render(
    <MemoryRouter>
      <ProjectGallery projects={['Arm', 'Boat', 'Car', 'Drone'].map((title) => project(title, `The ${title}.`))} />
    </MemoryRouter>,
  );
  const loading = [...container.querySelectorAll('li img')].map((image) => image.getAttribute('loading'));
  expect(loading).toEqual(['eager', 'eager', 'lazy', 'lazy']);
});
