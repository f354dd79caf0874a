// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { act } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import { readEmailJsConfig } from '../../lib/emailjs-config.ts';
import { ContactForm } from './contact-form.tsx';

afterEach(cleanup);

it("without mail settings says the form is not available and offers the club's address, before and after hydration", async () => {
  // A build whose environment has no EmailJS ids (the README's optional settings left empty).
  const config = readEmailJsConfig({
    VITE_EMAILJS_SERVICE_ID: '',
    VITE_EMAILJS_TEMPLATE_ID: '',
    VITE_EMAILJS_PUBLIC_KEY: '',
  });
  const form = (
    <MemoryRouter initialEntries={['/contact']}>
      <ContactForm config={config} email="robotics@riverbend.example" />
    </MemoryRouter>
  );
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(form);
  expect(container.textContent).toContain(
    'The contact form is not available right now. Please email us at robotics@riverbend.example.',
  );

  const errors = vi.spyOn(console, 'error');
  await act(async () => hydrateRoot(container, form));
  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();
  expect(screen.getByRole('link', { name: 'robotics@riverbend.example' }).getAttribute('href')).toBe(
    'mailto:robotics@riverbend.example',
  );
  expect(screen.queryAllByRole('textbox')).toEqual([]);
  expect(screen.queryByRole('button', { name: 'Send message' })).toBeNull();
});
