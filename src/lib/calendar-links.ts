/**
 * "Add to calendar" links for the web calendars that take an event in their address.
 * Times are UTC instants; an all-day event is given by its first day and the day after its last.
 * A timed event over several days is its hours on each day: Google repeats the first day's
 * daily in the site's time zone (its `ctz` parameter), so a day after a clock change keeps its
 * local hours; Outlook.com, which takes no repetition in its address, gets one link per day.
 */
import { contentHref } from './content-routes.ts';

export interface CalendarEvent {
  title: string;
  summary: string;
  place: string;
  /** The postal address of the place, one line per entry. */
  address: string[];
  startsAt: string;
  endsAt: string;
  allDay: boolean;
  date: string;
  /** The day after the last day (exclusive end of an all-day event). */
  dayAfter: string;
  /** A timed event's hours on each of its days, first day first. */
  days: { startsAt: string; endsAt: string }[];
  /** The site's IANA time zone (site.yaml's timeZone), in which the event's days repeat. */
  timeZone: string;
}

/** The place and its full address, as one line: what a calendar shows and a map app looks up. */
const location = (event: CalendarEvent) => [event.place, ...event.address].join(', ');

const compactDate = (date: string) => date.replaceAll('-', '');
const compactInstant = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '');

export function googleCalendarUrl(event: CalendarEvent): string {
  const first = event.days[0];
  const dates =
    event.allDay || !first
      ? `${compactDate(event.date)}/${compactDate(event.dayAfter)}`
      : `${compactInstant(first.startsAt)}/${compactInstant(first.endsAt)}`;
  const query = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates,
    details: event.summary,
    location: location(event),
  });
  if (!event.allDay && event.days.length > 1) {
    query.set('recur', `RRULE:FREQ=DAILY;COUNT=${event.days.length}`);
    query.set('ctz', event.timeZone);
  }
  return `https://calendar.google.com/calendar/render?${query.toString()}`;
}

/** One link for an all-day event; one for each day of a timed event, first day first. */
export function outlookCalendarUrls(event: CalendarEvent): string[] {
  const spans = event.allDay
    ? [{ startdt: event.date, enddt: event.dayAfter }]
    : event.days.map((day) => ({
        startdt: day.startsAt.replace(/\.\d{3}/, ''),
        enddt: day.endsAt.replace(/\.\d{3}/, ''),
      }));
  return spans.map((span) => {
    const query = new URLSearchParams({
      path: '/calendar/action/compose',
      rru: 'addevent',
      subject: event.title,
      ...span,
      allday: String(event.allDay),
      body: event.summary,
      location: location(event),
    });
    return `https://outlook.live.com/calendar/0/action/compose?${query.toString()}`;
  });
}

/**
 * Links that subscribe a calendar to the events feed, given its absolute address
 * (https://…/events.ics), so new events appear without another download: the webcal: address
 * opens the visitor's calendar app, the others add the feed to Google Calendar or Outlook.com.
 */
export function calendarSubscriptionLinks(feedUrl: string, name: string) {
  const webcal = feedUrl.replace(/^https?:/, 'webcal:');
  return {
    webcal,
    google: `https://calendar.google.com/calendar/render?${new URLSearchParams({ cid: webcal }).toString()}`,
    outlook: `https://outlook.live.com/calendar/0/addfromweb?${new URLSearchParams({ url: feedUrl, name }).toString()}`,
  };
}

/** The calendar file of one event, beside its page: /events/roboveda.ics. */
export const eventCalendarPath = (slug: string) => `${contentHref('event', { slug })}.ics`;
/** The subscription feed of every event. */
export const EVENTS_FEED_PATH = '/events.ics';
