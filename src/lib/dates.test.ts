import { expect, it } from 'vitest';
import { formatDateRange } from './dates.ts';

it('formats a single day, a range in one month, across months and across years', () => {
  expect(formatDateRange('2027-02-20')).toBe('20 February 2027');
  expect(formatDateRange('2027-01-16', '2027-01-24')).toBe('16–24 January 2027');
  expect(formatDateRange('2027-01-30', '2027-02-02')).toBe('30 January – 2 February 2027');
  expect(formatDateRange('2026-12-30', '2027-01-02')).toBe('30 December 2026 – 2 January 2027');
});
