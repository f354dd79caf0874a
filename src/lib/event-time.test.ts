import { describe, expect, it } from 'vitest';
import { eventBounds, nextDay, splitEvents, zonedInstant } from './event-time.ts';

describe('Event times', () => {
  it('reads a local time in the club time zone, across a daylight-saving change too', () => {
    expect(zonedInstant('2027-02-20', '09:00', 'Asia/Kolkata').toISOString()).toBe('2027-02-20T03:30:00.000Z');
    expect(zonedInstant('2027-03-28', '12:00', 'Europe/London').toISOString()).toBe('2027-03-28T11:00:00.000Z');
    expect(zonedInstant('2027-03-27', '12:00', 'Europe/London').toISOString()).toBe('2027-03-27T12:00:00.000Z');
  });

  it('ends an all-day event when its last day ends, and a timed one at its end time on the last day', () => {
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
    const allDay = eventBounds({ date: '2027-01-16', endDate: '2027-01-24' }, 'Asia/Kolkata');
    expect(allDay.start.toISOString()).toBe('2027-01-15T18:30:00.000Z');
    expect(allDay.end.toISOString()).toBe('2027-01-24T18:30:00.000Z');
    const timed = eventBounds(
      { date: '2027-02-20', endDate: '2027-02-21', time: { start: '09:00', end: '18:00' } },
      'Asia/Kolkata',
    );
    expect(timed.end.toISOString()).toBe('2027-02-21T12:30:00.000Z');
  });

  it('keeps an event under way upcoming, lists upcoming soonest first and past most recent first', () => {
    const event = (name: string, startsAt: string, endsAt: string) => ({ name, startsAt, endsAt });
    const events = [
      event('later', '2027-03-01T00:00:00Z', '2027-03-02T00:00:00Z'),
      event('older', '2026-01-01T00:00:00Z', '2026-01-02T00:00:00Z'),
      event('now', '2027-01-01T00:00:00Z', '2027-01-03T00:00:00Z'),
      event('recent', '2026-06-01T00:00:00Z', '2026-06-02T00:00:00Z'),
    ];
    const { upcoming, past } = splitEvents(events, Date.parse('2027-01-02T00:00:00Z'));
    expect(upcoming.map((e) => e.name)).toEqual(['now', 'later']);
    expect(past.map((e) => e.name)).toEqual(['recent', 'older']);
  });
});
