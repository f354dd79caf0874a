/**
 * "Add to calendar" links for the web calendars that take an event in their address.
 * Times are UTC instants; an all-day event is given by its first day and the day after its last.
 */
import { contentHref } from './content-routes.ts';

export interface CalendarEvent {
  title: string;
  summary: string;
  place: string;
  startsAt: string;
  endsAt: string;
  allDay: boolean;
  date: string;
  /** The day after the last day (exclusive end of an all-day event). */
  dayAfter: string;
}

const compactDate = (date: string) => date.replaceAll('-', '');
const compactInstant = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '');

export function googleCalendarUrl(event: CalendarEvent): string {
  const dates = event.allDay
    ? `${compactDate(event.date)}/${compactDate(event.dayAfter)}`
    : `${compactInstant(event.startsAt)}/${compactInstant(event.endsAt)}`;
  const query = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates,
    details: event.summary,
    location: event.place,
  });
  return `https://calendar.google.com/calendar/render?${query.toString()}`;
}

export function outlookCalendarUrl(event: CalendarEvent): string {
  const query = new URLSearchParams({
    path: '/calendar/action/compose',
    rru: 'addevent',
    subject: event.title,
    startdt: event.allDay ? event.date : event.startsAt.replace(/\.\d{3}/, ''),
    enddt: event.allDay ? event.dayAfter : event.endsAt.replace(/\.\d{3}/, ''),
    allday: String(event.allDay),
    body: event.summary,
    location: event.place,
  });
  return `https://outlook.live.com/calendar/0/action/compose?${query.toString()}`;
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
