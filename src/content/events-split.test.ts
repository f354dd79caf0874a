import { describe, expect, it } from 'vitest';
import { nextEvent, splitEvents } from '../lib/event-time.ts';
import { buildInstant } from './build-date.server.ts';
import { FIXTURE_CONTENT_ROOT } from '../../test/support/bases.ts';
import { loadEvents } from './collections/events.server.ts';

/** What the events page prerenders for a build on `day` (SITE_BUILD_DATE=day). */
function builtOn(day: string) {
  const { events, timeZone } = loadEvents(FIXTURE_CONTENT_ROOT);
  const { upcoming, past } = splitEvents(events, buildInstant(timeZone, day).getTime());
  return { upcoming: upcoming.map((event) => event.slug), past: past.map((event) => event.slug) };
}

describe('The events page as built on a given day', () => {
  it("a build dated between last year's events and this year's lists this year's upcoming, soonest first, and last year's past", () => {
    expect(builtOn('2026-11-23')).toEqual({
      upcoming: ['post-induction-27', 'roboveda'],
      past: ['roboveda-2026', 'post-induction-25'],
    });
  });

  it('a build on the last day of an event still lists it as upcoming', () => {
    expect(builtOn('2026-01-25')).toEqual({
      upcoming: ['post-induction-25', 'roboveda-2026', 'post-induction-27', 'roboveda'],
      past: [],
    });
  });

  it('a build after every event lists them as past, the most recent first', () => {
    expect(builtOn('2027-03-01')).toEqual({
      upcoming: [],
      past: ['roboveda', 'post-induction-27', 'roboveda-2026', 'post-induction-25'],
    });
  });

  it('SITE_BUILD_DATE must be a date', () => {
    expect(() => buildInstant('Asia/Kolkata', 'next tuesday')).toThrow('SITE_BUILD_DATE="next tuesday" is not a date');
    expect(buildInstant('Asia/Kolkata', '2027-01-10').toISOString()).toBe('2027-01-10T06:30:00.000Z');
  });
});

describe("The home page's next event", () => {
  const { events, timeZone } = loadEvents(FIXTURE_CONTENT_ROOT);
  const on = (day: string) => buildInstant(timeZone, day).getTime();
  const calledOff = (status: 'cancelled' | 'postponed') =>
    events.map((event) => (event.slug === 'post-induction-27' ? { ...event, status } : event));

  it('is the soonest upcoming event', () => {
    expect(nextEvent(events, on('2026-11-23'))?.slug).toBe('post-induction-27');
  });

  it('is never a cancelled or postponed event: the next one planned takes its place', () => {
    expect(nextEvent(calledOff('cancelled'), on('2026-11-23'))?.slug).toBe('roboveda');
    expect(nextEvent(calledOff('postponed'), on('2026-11-23'))?.slug).toBe('roboveda');
  });
});
