import { expect, it } from 'vitest';
import { initials } from './initials.ts';

it('takes the first letter of the first and last words', () => {
  expect(initials('Kavya Raghunathan')).toBe('KR');
  expect(initials('Dev Kumar Malik')).toBe('DM');
  expect(initials('Ishita')).toBe('I');
});

it('leaves out an emoji instead of cutting it in half', () => {
  expect(initials('Ananya Rao 🚀')).toBe('AR');
  expect(initials('🤖 Ravi')).toBe('R');
  expect(initials('Ananya 🚀')).toBe('A');
  expect(initials('Ananya Rao 🚀')).not.toMatch(/\uFFFD|[\uD800-\uDFFF]/);
});

it('keeps an Indic letter with its vowel sign and conjunct whole', () => {
  expect(initials('प्रिया शर्मा')).toBe('प्रिश');
  expect(initials('ಕಾವ್ಯ ರಾವ್')).toBe('ಕಾರಾ');
  expect(initials('Élodie Ørsted')).toBe('ÉØ');
});
