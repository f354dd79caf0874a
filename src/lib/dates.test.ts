import { expect, it } from 'vitest';
import { formatDateRange, formatEventWhen, isReviewDue, timeZoneLongName, yearsBefore } from './dates.ts';

it('formats a single day, a range in one month, across months and across years', () => {
  expect(formatDateRange('2027-02-20')).toBe('20 February 2027');
  expect(formatDateRange('2027-01-16', '2027-01-24')).toBe('16–24 January 2027');
  expect(formatDateRange('2027-01-30', '2027-02-02')).toBe('30 January – 2 February 2027');
  expect(formatDateRange('2026-12-30', '2027-01-02')).toBe('30 December 2026 – 2 January 2027');
});

it('formats an event all day, at times on one day, and at the same times on each of several days', () => {
  expect(formatEventWhen({ date: '2027-01-16', endDate: '2027-01-24' })).toBe('16–24 January 2027');
  expect(formatEventWhen({ date: '2027-02-20', time: { start: '09:00', end: '18:00' } })).toBe(
    '20 February 2027, 09:00–18:00',
  );
  expect(formatEventWhen({ date: '2027-02-20', endDate: '2027-02-21', time: { start: '09:00', end: '18:00' } })).toBe(
    '20–21 February 2027, 09:00–18:00 each day',
  );
});

it('names a time zone as people read it', () => {
  expect(timeZoneLongName('Asia/Kolkata', '2027-02-20')).toBe('India Standard Time');
});

it('calls an article due for review when its review is more than two years before the build date', () => {
  expect(yearsBefore('2028-02-29', 2)).toBe('2026-02-28');
  expect(isReviewDue('2024-11-22', '2026-11-23', 2)).toBe(true);
  expect(isReviewDue('2024-11-23', '2026-11-23', 2)).toBe(false);
});
