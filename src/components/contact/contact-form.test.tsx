// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { act } from 'react';
import { MemoryRouter } from 'react-router';
import { expect, it } from 'vitest';
import { renderThenHydrate, setUpHydration } from '../../../test/support/hydrate.tsx';
import { readEmailJsConfig } from '../../lib/emailjs-config.ts';
import { ContactForm } from './contact-form.tsx';

setUpHydration();

/**
 * The form as a page serves it: the prerendered HTML is always that of /contact
 * (`beforeHydration` sees it); the browser hydrates at the address the visitor opened.
 */
function hydrateForm(
  config: ReturnType<typeof readEmailJsConfig>,
  beforeHydration: (html: HTMLElement) => void = () => {},
  visited = '/contact',
) {
  const form = (entry: string) => (
    <MemoryRouter initialEntries={[entry]}>
      <ContactForm config={config} email="robotics@riverbend.example" />
    </MemoryRouter>
  );
  return renderThenHydrate(form('/contact'), { beforeHydration, hydrated: form(visited) });
}

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
