import { expect, it } from 'vitest';
import { correction, oneSlipApart } from './did-you-mean.ts';

it('one slip is a letter missing, added, changed, or two neighbours swapped', () => {
  expect(oneSlipApart('ardiuno', 'arduino')).toBe(true);
  expect(oneSlipApart('sevro', 'servo')).toBe(true);
  expect(oneSlipApart('sensr', 'sensor')).toBe(true);
  expect(oneSlipApart('motorr', 'motor')).toBe(true);
  expect(oneSlipApart('rovar', 'rover')).toBe(true);
  expect(oneSlipApart('servo', 'servo')).toBe(false);
  expect(oneSlipApart('sveor', 'servo')).toBe(false);
  expect(oneSlipApart('arudnio', 'arduino')).toBe(false);
});

it('corrects the unknown words of four letters or more, the commoner word first, and keeps the rest', () => {
  const words = ['robot', 'servo', 'serve', 'arduino', 'line', 'follower'];
  expect(correction('ardiuno', words)).toBe('arduino');
  expect(correction('Line follwer', words)).toBe('line follower');
  expect(correction('sevro', words)).toBe('servo');
  // Known words, short words and words far from any stay as they are: nothing to offer.
  expect(correction('servo', words)).toBeUndefined();
  expect(correction('rbt', words)).toBeUndefined();
  expect(correction('zqxvj', words)).toBeUndefined();
});
