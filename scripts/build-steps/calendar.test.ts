import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { loadEvents } from '../../src/content/collections/events.server.ts';
import { renderCalendars } from './calendar.ts';

/** Parses with ical.js, a parser independent of the generator; it throws on what RFC 5545 forbids. */
const parse = (ics: string) => new ICAL.Component(ICAL.parse(ics));

describe('The calendar files', () => {
  const { feed, events: files } = renderCalendars();
  const { events } = loadEvents();

  it('the feed holds every event, each with a stable UID, a DTSTAMP, its place and its page', () => {
    const vevents = parse(feed).getAllSubcomponents('vevent');
    expect(vevents.map((vevent) => vevent.getFirstPropertyValue('uid'))).toEqual(
      events.map((event) => `${event.slug}@robotics.riverbend.example`),
    );
    for (const vevent of vevents) {
      expect(vevent.getFirstPropertyValue('dtstamp')).toBeTruthy();
      expect(String(vevent.getFirstPropertyValue('location'))).toContain('Riverbend Institute of Technology');
      expect(String(vevent.getFirstPropertyValue('url'))).toMatch(
        /^https:\/\/robotics\.riverbend\.example\/events\/[a-z0-9-]+$/,
      );
    }
    expect(renderCalendars().feed.match(/^UID:.*$/gm)).toEqual(feed.match(/^UID:.*$/gm));
  });

  it('gives an all-day event DATE values, ending the day after its last day', () => {
    const file = files.find(({ slug }) => slug === 'post-induction-25')!;
    const vevent = parse(file.ics).getFirstSubcomponent('vevent')!;
    const start = vevent.getFirstPropertyValue('dtstart') as ICAL.Time;
    const end = vevent.getFirstPropertyValue('dtend') as ICAL.Time;
    expect(start.isDate).toBe(true);
    expect(start.toString()).toBe('2026-01-17');
    expect(end.toString()).toBe('2026-01-26');
    expect(file.ics).toContain('DTSTART;VALUE=DATE:20260117');
  });

  it('gives a timed event over two days its hours on each day, in UTC from the club time zone, not one block through the night', () => {
    const file = files.find(({ slug }) => slug === 'roboveda')!;
    const vevent = parse(file.ics).getFirstSubcomponent('vevent')!;
    const start = vevent.getFirstPropertyValue('dtstart') as ICAL.Time;
    expect(start.isDate).toBe(false);
    // Roboveda is open 09:00–18:00 India time (UTC+05:30) on 20 and 21 February 2027.
    const occurrences: string[] = [];
    const event = new ICAL.Event(vevent);
    const iterator = event.iterator();
    for (let next = iterator.next(); next && occurrences.length < 5; next = iterator.next()) {
      const { startDate, endDate } = event.getOccurrenceDetails(next);
      occurrences.push(`${startDate.toJSDate().toISOString()} ${endDate.toJSDate().toISOString()}`);
    }
    expect(occurrences).toEqual([
      '2027-02-20T03:30:00.000Z 2027-02-20T12:30:00.000Z',
      '2027-02-21T03:30:00.000Z 2027-02-21T12:30:00.000Z',
    ]);
    expect(String(vevent.getFirstPropertyValue('location'))).toBe(
      'Main Auditorium and Sports Ground, Riverbend Institute of Technology, 14 Canal Road, Navapur 411 099',
    );
  });

  it('escapes commas and semicolons, folds long lines at 75 octets and ends lines with CRLF', () => {
    const vevent = parse(feed).getFirstSubcomponent('vevent')!;
    const description = String(vevent.getFirstPropertyValue('description'));
    expect(description).toBe([events[0]!.summary, ...events[0]!.description].join('\n\n'));
    expect(feed).toMatch(/LOCATION:[^\r\n]*\\,/);
    const lines = feed.split('\r\n');
    expect(lines.length).toBeGreaterThan(10);
    expect(lines.every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    expect(lines.some((line) => line.startsWith(' '))).toBe(true);
    expect(feed.replaceAll('\r\n', '')).not.toContain('\n');
  });
});
