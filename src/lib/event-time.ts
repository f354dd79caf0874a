/**
 * When an event starts and ends, as instants, from the calendar dates and local times
 * written in events.yaml and the club's time zone. Pure: the build, the calendar files
 * and the browser's correction of the upcoming/past split all use it.
 */
import type { EventStatus } from '../content/schemas/events.ts';

export interface EventTiming {
  /** First day, YYYY-MM-DD. */
  date: string;
  /** Last day, YYYY-MM-DD, for events over several days. */
  endDate?: string;
  /** Start and end of each day, HH:MM in the club's time zone; none means all day. */
  time?: { start: string; end: string };
}

/** The difference between the wall-clock time in `timeZone` and UTC at `instant`, in milliseconds. */
function zoneOffset(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(instant);
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((part) => part.type === type)?.value);
  const wall = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return wall - Math.floor(instant / 1000) * 1000;
}

/** The instant at which the clocks in `timeZone` show `date` `time` ("2027-02-20", "09:00"). */
export function zonedInstant(date: string, time: string, timeZone: string): Date {
  const wall = Date.parse(`${date}T${time}:00Z`);
  let instant = wall - zoneOffset(wall, timeZone);
  // A second pass settles a guess that fell on the other side of a daylight-saving change.
  instant = wall - zoneOffset(instant, timeZone);
  return new Date(instant);
}

/** "2027-01-24" -> "2027-01-25". */
export function nextDay(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

/** Every day from `date` to `last`, both included: "2027-02-20", "2027-02-21". */
export function daysOf(date: string, last: string = date): string[] {
  const days = [date];
  while (days.at(-1)! < last) days.push(nextDay(days.at(-1)!));
  return days;
}

/** When a timed event is on, day by day: from its start to its end time on each of its days. */
export function eventDays(timing: EventTiming, timeZone: string): { start: Date; end: Date }[] {
  if (!timing.time) return [];
  const { start, end } = timing.time;
  return daysOf(timing.date, timing.endDate).map((day) => ({
    start: zonedInstant(day, start, timeZone),
    end: zonedInstant(day, end, timeZone),
  }));
}

/**
 * The start and the (exclusive) end of an event: an all-day event ends when its last day does,
 * a timed one at its end time on its last day.
 */
export function eventBounds(timing: EventTiming, timeZone: string): { start: Date; end: Date } {
  const last = timing.endDate ?? timing.date;
  if (!timing.time) {
    return { start: zonedInstant(timing.date, '00:00', timeZone), end: zonedInstant(nextDay(last), '00:00', timeZone) };
  }
  return {
    start: zonedInstant(timing.date, timing.time.start, timeZone),
    end: zonedInstant(last, timing.time.end, timeZone),
  };
}

export interface Dated {
  /** ISO instants from eventBounds. */
  startsAt: string;
  endsAt: string;
}

/**
 * Upcoming (not yet over, soonest first) and past (over, most recent first) at `now`.
 * An event is upcoming until the moment it ends, so one under way is still upcoming.
 */
export function splitEvents<T extends Dated>(events: readonly T[], now: number): { upcoming: T[]; past: T[] } {
  const upcoming = events.filter((event) => Date.parse(event.endsAt) > now);
  const past = events.filter((event) => Date.parse(event.endsAt) <= now);
  upcoming.sort((a, b) => a.startsAt.localeCompare(b.startsAt));
  past.sort((a, b) => b.startsAt.localeCompare(a.startsAt));
  return { upcoming, past };
}

/** An event that is not going ahead as planned: never the next event, and offered to no web calendar. */
export const isCalledOff = (status: EventStatus) => status === 'cancelled' || status === 'postponed';

/** The event a visitor should come to next at `now`: the soonest upcoming one that is not called off. */
export function nextEvent<T extends Dated & { status: EventStatus }>(events: readonly T[], now: number): T | undefined {
  return splitEvents(
    events.filter((event) => !isCalledOff(event.status)),
    now,
  ).upcoming[0];
}
