import { expect, it } from 'vitest';
import { phoneText, telHref } from './contact-links.ts';

it('turns a phone number as people write it into a tel: link', () => {
  expect(telHref('+91 55550 10120')).toBe('tel:+915555010120');
  expect(telHref('(020) 555-0142')).toBe('tel:0205550142');
});

it('keeps a phone number on one line', () => {
  expect(phoneText('+91 55550 10120')).toBe('+91\u00a055550\u00a010120');
});
