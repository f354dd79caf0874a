/**
 * The calendar files (RFC 5545), written at build time beside the pages: one per event,
 * /events/<slug>.ics, and /events.ics with every event, to subscribe to. Each event's UID
 * is its slug at the site's host, so a calendar that imported it once updates it rather
 * than adding a copy. Timed events are written in UTC, all-day events as dates with the
 * day after the last one as their (exclusive) end. A timed event over several days is one
 * VEVENT for each day (UID <slug>-day-<n>@<host>), its hours worked out on that day in the
 * site's time zone, so a calendar shows each day apart rather than one block through the
 * nights, and a day after a clock change keeps its local hours (a daily repeat in UTC would
 * move them by an hour).
 */
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ical, { ICalEventStatus, type ICalCalendar } from 'ical-generator';
import { loadEvents, type LoadedEvent } from '../../src/content/collections/events.server.ts';
import { loadSite } from '../../src/content/collections/site.server.ts';
import { buildInstant } from '../../src/content/build-date.server.ts';
import { CONTENT_ROOT } from '../../src/content/load.server.ts';
import type { EventStatus } from '../../src/content/schemas/events.ts';
import { siteAddress } from '../../src/lib/base-path.ts';
import { EVENTS_FEED_PATH, eventCalendarPath } from '../../src/lib/calendar-links.ts';
import { nextDay } from '../../src/lib/event-time.ts';

const STATUS: Record<EventStatus, ICalEventStatus> = {
  scheduled: ICalEventStatus.CONFIRMED,
  rescheduled: ICalEventStatus.CONFIRMED,
  postponed: ICalEventStatus.TENTATIVE,
  cancelled: ICalEventStatus.CANCELLED,
};

const ONE_DAY_SECONDS = 86_400;

/** Sequence numbers below this come from an event's content; a cancelled event's lie above it. */
const CANCELLED_SEQUENCE = 2 ** 30;

/**
 * The event's SEQUENCE: a number read from a digest of everything the file says about it, so a
 * calendar that imported the event sees a new revision whenever the event changes, and the
 * same content always gives the same number (a rebuild changes nothing). A cancellation is
 * numbered above every other revision, so it always replaces the event it cancels.
 */
export function eventSequence(event: LoadedEvent): number {
  const digest = createHash('sha256').update(JSON.stringify(event)).digest();
  const revision = digest.readUInt32BE(0) % CANCELLED_SEQUENCE;
  return event.status === 'cancelled' ? CANCELLED_SEQUENCE + revision : revision;
}

function calendarOf(name: string, siteName: string): ICalCalendar {
  return ical({
    name,
    prodId: { company: siteName, product: 'Website', language: 'EN' },
    // Subscribed calendars look for changes once a day.
    ttl: ONE_DAY_SECONDS,
  });
}

export function renderCalendars(
  basePath = '/',
  root = CONTENT_ROOT,
): { feed: string; events: { slug: string; ics: string }[] } {
  const site = loadSite(root);
  const { events } = loadEvents(root);
  const stamp = buildInstant(site.timeZone);
  const host = new URL(site.url).host;
  /** The event's spans: its dates if all-day, else its hours on each day, each with its UID. */
  const spans = (event: LoadedEvent) =>
    event.allDay
      ? [
          {
            id: `${event.slug}@${host}`,
            start: new Date(`${event.date}T00:00:00Z`),
            end: new Date(`${nextDay(event.endDate ?? event.date)}T00:00:00Z`),
          },
        ]
      : event.days.map((day, index) => ({
          id: event.days.length > 1 ? `${event.slug}-day-${index + 1}@${host}` : `${event.slug}@${host}`,
          start: new Date(day.startsAt),
          end: new Date(day.endsAt),
        }));
  const add = (calendar: ICalCalendar, event: LoadedEvent) => {
    for (const { id, start, end } of spans(event)) {
      calendar.createEvent({
        id,
        stamp,
        start,
        end,
        allDay: event.allDay,
        summary: event.title,
        description: [event.summary, ...event.description].join('\n\n'),
        location: [event.place, ...event.address].join(', '),
        url: `${siteAddress(site.url, basePath)}/events/${event.slug}`,
        status: STATUS[event.status],
        sequence: eventSequence(event),
      });
    }
  };
  const feed = calendarOf(`${site.name}: events`, site.name);
  for (const event of events) add(feed, event);
  return {
    feed: feed.toString(),
    events: events.map((event) => {
      const calendar = calendarOf(event.title, site.name);
      add(calendar, event);
      return { slug: event.slug, ics: calendar.toString() };
    }),
  };
}

/** Writes /events.ics and /events/<slug>.ics into the site folder of the build; returns how many events. */
export function writeCalendars(siteDir: string, basePath: string, root = CONTENT_ROOT): number {
  const { feed, events } = renderCalendars(basePath, root);
  writeFileSync(path.join(siteDir, EVENTS_FEED_PATH), feed);
  mkdirSync(path.join(siteDir, 'events'), { recursive: true });
  for (const { slug, ics } of events) writeFileSync(path.join(siteDir, eventCalendarPath(slug)), ics);
  return events.length;
}
