// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { act } from 'react';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import { readEmailJsConfig } from '../../lib/emailjs-config.ts';
import { ContactForm } from './contact-form.tsx';

const roots: Root[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) act(() => root.unmount());
  document.body.replaceChildren();
  cleanup();
});

/**
 * The form as a page serves it: rendered on the server (`beforeHydration` sees that HTML),
 * then hydrated without a console error.
 */
async function hydrateForm(
  config: ReturnType<typeof readEmailJsConfig>,
  beforeHydration: (html: HTMLElement) => void = () => {},
  // The address the visitor opened; the prerendered HTML is always that of /contact.
  visited = '/contact',
) {
  const form = (entry: string) => (
    <MemoryRouter initialEntries={[entry]}>
      <ContactForm config={config} email="robotics@riverbend.example" />
    </MemoryRouter>
  );
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(form('/contact'));
  beforeHydration(container);
  const errors = vi.spyOn(console, 'error');
  await act(async () => void roots.push(hydrateRoot(container, form(visited))));
  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();
  return container;
}

// React checks that a test environment expects act(); Testing Library says so only under globals.
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
const previousActEnvironment = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
beforeAll(() => (actEnvironment.IS_REACT_ACT_ENVIRONMENT = true));
afterAll(() => (actEnvironment.IS_REACT_ACT_ENVIRONMENT = previousActEnvironment));

// A build whose environment has no EmailJS ids (the README's optional settings left empty).
const noMailSettings = () =>
  readEmailJsConfig({ VITE_EMAILJS_SERVICE_ID: '', VITE_EMAILJS_TEMPLATE_ID: '', VITE_EMAILJS_PUBLIC_KEY: '' });

it("without mail settings offers the club's address as the way to write, before and after hydration", async () => {
  const config = noMailSettings();
  await hydrateForm(config, (html) =>
    expect(html.textContent).toContain(
      'This site sends no messages itself: please email us at robotics@riverbend.example, and we will reply from there.',
    ),
  );
  expect(screen.getByRole('link', { name: 'robotics@riverbend.example' }).getAttribute('href')).toBe(
    'mailto:robotics@riverbend.example',
  );
  expect(screen.queryAllByRole('textbox')).toEqual([]);
  expect(screen.queryByRole('button', { name: 'Send message' })).toBeNull();
});

it('without mail settings, a link from Join keeps its subject in the mail the address opens', async () => {
  await hydrateForm(noMailSettings(), undefined, '/contact?subject=joining');
  expect(screen.getByRole('link', { name: 'robotics@riverbend.example' }).getAttribute('href')).toBe(
    'mailto:robotics@riverbend.example?subject=Joining',
  );
  expect(document.body.textContent).toContain('with “Joining” as the subject');
});

it('counts down the characters left in the message as a reader sees them, and shows when there are too many', async () => {
  const config = readEmailJsConfig({
    VITE_EMAILJS_SERVICE_ID: 'service',
    VITE_EMAILJS_TEMPLATE_ID: 'template',
    VITE_EMAILJS_PUBLIC_KEY: 'key',
  });
  await hydrateForm(config);
  const message = screen.getByRole('textbox', { name: 'Message' });
  const count = () => screen.getByText(/characters?( left| too many)$|^You can enter/).textContent;
  expect(count()).toBe('You can enter up to 5000 characters');

  const type = (text: string) => act(async () => void fireEvent.change(message, { target: { value: text } }));
  await type('Hello');
  expect(count()).toBe('4995 characters left');
  await type('x'.repeat(5001));
  expect(count()).toBe('1 character too many');
  // 👩‍👩‍👧‍👦 is 11 UTF-16 units, é written as e and a combining accent is 2: one character each.
  await type('👩‍👩‍👧‍👦 e\u0301');
  expect(count()).toBe('4997 characters left');
  await type('');
  expect(count()).toBe('You can enter up to 5000 characters');
});
