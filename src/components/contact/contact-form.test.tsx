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
) {
  const form = (
    <MemoryRouter initialEntries={['/contact']}>
      <ContactForm config={config} email="robotics@riverbend.example" />
    </MemoryRouter>
  );
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(form);
  beforeHydration(container);
  const errors = vi.spyOn(console, 'error');
  await act(async () => void roots.push(hydrateRoot(container, form)));
  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();
  return container;
}

// React checks that a test environment expects act(); Testing Library says so only under globals.
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
const previousActEnvironment = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
beforeAll(() => (actEnvironment.IS_REACT_ACT_ENVIRONMENT = true));
afterAll(() => (actEnvironment.IS_REACT_ACT_ENVIRONMENT = previousActEnvironment));

it("without mail settings says the form is not available and offers the club's address, before and after hydration", async () => {
  // A build whose environment has no EmailJS ids (the README's optional settings left empty).
  const config = readEmailJsConfig({
    VITE_EMAILJS_SERVICE_ID: '',
    VITE_EMAILJS_TEMPLATE_ID: '',
    VITE_EMAILJS_PUBLIC_KEY: '',
  });
  await hydrateForm(config, (html) =>
    expect(html.textContent).toContain(
      'The contact form is not available right now. Please email us at robotics@riverbend.example.',
    ),
  );
  expect(screen.getByRole('link', { name: 'robotics@riverbend.example' }).getAttribute('href')).toBe(
    'mailto:robotics@riverbend.example',
  );
  expect(screen.queryAllByRole('textbox')).toEqual([]);
  expect(screen.queryByRole('button', { name: 'Send message' })).toBeNull();
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
