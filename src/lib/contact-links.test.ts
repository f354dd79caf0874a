import { expect, it } from 'vitest';
import { telHref } from './contact-links.ts';

it('turns a phone number as people write it into a tel: link', () => {
  expect(telHref('+91 55550 10120')).toBe('tel:+915555010120');
  expect(telHref('(020) 555-0142')).toBe('tel:0205550142');
});
