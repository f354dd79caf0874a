import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { expect, it } from 'vitest';
import type { Route } from './+types/tab';
import TabPage from './tab.tsx';

it('says when a year has no major or no minor projects, instead of an empty list', () => {
  const loaderData = {
    intro: undefined,
    description: '',
    domains: [
      {
        id: 'iot',
        name: 'IoT',
        description: ['Sensor nodes.'],
        years: [
          {
            year: 2023,
            groups: [
              { title: 'Major Projects', empty: 'No major projects listed.', projects: [] },
              { title: 'Minor Projects', empty: 'No minor projects listed.', projects: [] },
            ],
          },
        ],
      },
    ],
  };
  const html = renderToString(
    <MemoryRouter>
      <TabPage {...({ loaderData } as unknown as Route.ComponentProps)} />
    </MemoryRouter>,
  );
  expect(html).toContain('No major projects listed.');
  expect(html).toContain('No minor projects listed.');
  expect(html).not.toContain('<ul');
});
