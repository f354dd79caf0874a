import { expect, it } from 'vitest';
import { calendarSubscriptionLinks, googleCalendarUrl, outlookCalendarUrls } from './calendar-links.ts';

/** Roboveda: 09:00–18:00 India time on each of two days. */
const twoDays = {
  title: 'Roboveda',
  summary: 'Two days of robots',
  place: 'Main Auditorium',
  address: ['Riverbend Institute of Technology', '14 Canal Road, Navapur 411 099'],
  startsAt: '2027-02-20T03:30:00.000Z',
  endsAt: '2027-02-21T12:30:00.000Z',
  allDay: false,
  date: '2027-02-20',
  dayAfter: '2027-02-22',
  days: [
    { startsAt: '2027-02-20T03:30:00.000Z', endsAt: '2027-02-20T12:30:00.000Z' },
    { startsAt: '2027-02-21T03:30:00.000Z', endsAt: '2027-02-21T12:30:00.000Z' },
  ],
  timeZone: 'Asia/Kolkata',
};
const allDay = { ...twoDays, allDay: true, days: [] };
/** 09:00–18:00 London time on 27 and 28 March 2027: the clocks go forward an hour between them. */
// Every time written out, as in twoDays: a fixture whose times were computed would test the computation.
const acrossClockChange = {
  ...twoDays,
  startsAt: '2027-03-27T09:00:00.000Z',
  endsAt: '2027-03-28T17:00:00.000Z',
  date: '2027-03-27',
  dayAfter: '2027-03-29',
  days: [
    { startsAt: '2027-03-27T09:00:00.000Z', endsAt: '2027-03-27T18:00:00.000Z' },
    { startsAt: '2027-03-28T08:00:00.000Z', endsAt: '2027-03-28T17:00:00.000Z' },
  ],
  timeZone: 'Europe/London',
};

it('gives Google a timed event over two days as its first day repeated daily twice, not one block through the night', () => {
  const google = new URL(googleCalendarUrl(twoDays));
  expect(google.searchParams.get('dates')).toBe('20270220T033000Z/20270220T123000Z');
  expect(google.searchParams.get('recur')).toBe('RRULE:FREQ=DAILY;COUNT=2');
  expect(google.searchParams.get('ctz')).toBe('Asia/Kolkata');
  expect(google.searchParams.get('text')).toBe('Roboveda');
  const oneDay = new URL(googleCalendarUrl({ ...twoDays, days: twoDays.days.slice(0, 1) }));
  expect(oneDay.searchParams.get('dates')).toBe('20270220T033000Z/20270220T123000Z');
  expect(oneDay.searchParams.has('recur')).toBe(false);
});

it('across a clock change, has Google repeat the first day in the site’s time zone, and gives Outlook.com each day’s own hours', () => {
  const google = new URL(googleCalendarUrl(acrossClockChange));
  expect(google.searchParams.get('dates')).toBe('20270327T090000Z/20270327T180000Z');
  expect(google.searchParams.get('recur')).toBe('RRULE:FREQ=DAILY;COUNT=2');
  expect(google.searchParams.get('ctz')).toBe('Europe/London');
  const outlook = outlookCalendarUrls(acrossClockChange).map((url) => new URL(url).searchParams);
  expect(outlook.map((query) => [query.get('startdt'), query.get('enddt')])).toEqual([
    ['2027-03-27T09:00:00Z', '2027-03-27T18:00:00Z'],
    ['2027-03-28T08:00:00Z', '2027-03-28T17:00:00Z'],
  ]);
});

it('gives Outlook.com one link per day of a timed event, each with that day’s hours', () => {
  const links = outlookCalendarUrls(twoDays).map((url) => new URL(url).searchParams);
  expect(links.map((query) => [query.get('startdt'), query.get('enddt'), query.get('allday')])).toEqual([
    ['2027-02-20T03:30:00Z', '2027-02-20T12:30:00Z', 'false'],
    ['2027-02-21T03:30:00Z', '2027-02-21T12:30:00Z', 'false'],
  ]);
});

it('gives an all-day event by its days, the last one exclusive, in one link each', () => {
  expect(new URL(googleCalendarUrl(allDay)).searchParams.get('dates')).toBe('20270220/20270222');
  expect(new URL(googleCalendarUrl(allDay)).searchParams.has('recur')).toBe(false);
  const outlook = outlookCalendarUrls(allDay).map((url) => new URL(url).searchParams);
  expect(outlook).toHaveLength(1);
  expect(outlook[0]!.get('startdt')).toBe('2027-02-20');
  expect(outlook[0]!.get('enddt')).toBe('2027-02-22');
  expect(outlook[0]!.get('allday')).toBe('true');
});

it('gives Google and Outlook.com the place with its full address', () => {
  const full = 'Main Auditorium, Riverbend Institute of Technology, 14 Canal Road, Navapur 411 099';
  expect(new URL(googleCalendarUrl(twoDays)).searchParams.get('location')).toBe(full);
  for (const url of outlookCalendarUrls(twoDays)) expect(new URL(url).searchParams.get('location')).toBe(full);
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
