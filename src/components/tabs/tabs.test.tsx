// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { act } from 'react';
import { MemoryRouter } from 'react-router';
import { expect, it } from 'vitest';
import { renderThenHydrate, setUpHydration } from '../../../test/support/hydrate.tsx';
import { Tabs } from './tabs.tsx';

setUpHydration();

const ITEMS = ['CAD & PCB', 'ROS', 'Deep Learning', 'Image Processing'].map((label) => ({
  id: label.toLowerCase().replace(/[^a-z]+/g, '-'),
  label,
  panel: <p>{label} projects</p>,
}));

/** The tabs as a page serves them: rendered on the server, then hydrated without an error. */
const hydrateTabs = () =>
  renderThenHydrate(
    <MemoryRouter>
      <Tabs items={ITEMS} label="Domains" />
    </MemoryRouter>,
  );

const tab = (name: string) => screen.getByRole('tab', { name });
const press = (key: string) =>
  act(async () => void fireEvent.keyDown(document.activeElement ?? document.body, { key }));

it('every panel is in the HTML, the first tab selected and alone in the tab order', async () => {
  await hydrateTabs();
  expect(screen.getAllByRole('tabpanel', { hidden: true })).toHaveLength(4);
  expect(tab('CAD & PCB').getAttribute('aria-selected')).toBe('true');
  expect(screen.getAllByRole('tab').map((element) => element.tabIndex)).toEqual([0, -1, -1, -1]);
  // The selected panel is the next stop after the selected tab.
  expect(screen.getByRole('tabpanel', { name: 'CAD & PCB' }).tabIndex).toBe(0);
});

it('arrow keys, Home and End move focus and the selection, wrapping at the ends; the fragment names the tab', async () => {
  await hydrateTabs();
  act(() => tab('CAD & PCB').focus());
  const expectSelected = (name: string) => {
    expect(document.activeElement).toBe(tab(name));
    expect(tab(name).getAttribute('aria-selected')).toBe('true');
    expect(screen.getAllByRole('tab').filter((element) => element.tabIndex === 0)).toEqual([tab(name)]);
    expect(screen.getByRole('tabpanel', { name }).hidden).toBe(false);
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
  };

  await press('ArrowRight');
  expectSelected('ROS');
  expect(window.location.hash).toBe('#ros');
  await press('End');
  expectSelected('Image Processing');
  await press('ArrowRight');
  expectSelected('CAD & PCB');
  await press('ArrowLeft');
  expectSelected('Image Processing');
  await press('Home');
  expectSelected('CAD & PCB');
  expect(window.location.hash).toBe('#cad-pcb');
});

it("each tab links to its panel's fragment, so a tap before the code runs reaches the panel", async () => {
  await hydrateTabs();
  for (const { label } of ITEMS) {
    const href = tab(label).getAttribute('href') ?? '';
    const panel = document.getElementById(decodeURIComponent(href.slice(1)));
    expect(panel?.getAttribute('role')).toBe('tabpanel');
    expect(panel?.textContent).toBe(`${label} projects`);
  }
});

it('a click selects the tab and names it in the address without a new history entry', async () => {
  await hydrateTabs();
  const entries = window.history.length;
  await act(async () => void fireEvent.click(tab('Deep Learning')));
  expect(tab('Deep Learning').getAttribute('aria-selected')).toBe('true');
  expect(window.location.hash).toBe('#deep-learning');
  expect(window.history.length).toBe(entries);
});
