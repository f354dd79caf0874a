import { expect, it } from 'vitest';
import { calendarSubscriptionLinks, googleCalendarUrl, outlookCalendarUrl } from './calendar-links.ts';

const timed = {
  title: 'Roboveda',
  summary: 'Two days of robots',
  place: 'Main Auditorium',
  startsAt: '2027-02-20T03:30:00.000Z',
  endsAt: '2027-02-21T12:30:00.000Z',
  allDay: false,
  date: '2027-02-20',
  dayAfter: '2027-02-22',
};

it('gives a web calendar a timed event in UTC and an all-day event by its days, the last one exclusive', () => {
  const google = new URL(googleCalendarUrl(timed));
  expect(google.searchParams.get('dates')).toBe('20270220T033000Z/20270221T123000Z');
  expect(google.searchParams.get('text')).toBe('Roboveda');
  const allDay = new URL(googleCalendarUrl({ ...timed, allDay: true }));
  expect(allDay.searchParams.get('dates')).toBe('20270220/20270222');
  const outlook = new URL(outlookCalendarUrl({ ...timed, allDay: true }));
  expect(outlook.searchParams.get('startdt')).toBe('2027-02-20');
  expect(outlook.searchParams.get('enddt')).toBe('2027-02-22');
  expect(outlook.searchParams.get('allday')).toBe('true');
  expect(new URL(outlookCalendarUrl(timed)).searchParams.get('startdt')).toBe('2027-02-20T03:30:00Z');
});

it('subscribes a calendar app, Google Calendar and Outlook to the feed by its absolute address', () => {
  const links = calendarSubscriptionLinks('https://club.example/robotics/events.ics', 'Robotics Club events');
  expect(links.webcal).toBe('webcal://club.example/robotics/events.ics');
  const google = new URL(links.google);
  expect(google.searchParams.get('cid')).toBe('webcal://club.example/robotics/events.ics');
  const outlook = new URL(links.outlook);
  expect(outlook.pathname).toBe('/calendar/0/addfromweb');
  expect(outlook.searchParams.get('url')).toBe('https://club.example/robotics/events.ics');
  expect(outlook.searchParams.get('name')).toBe('Robotics Club events');
});
