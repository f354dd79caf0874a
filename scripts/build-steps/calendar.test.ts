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

  it('gives a timed event its instants in UTC, from the club time zone', () => {
    const file = files.find(({ slug }) => slug === 'roboveda')!;
    const vevent = parse(file.ics).getFirstSubcomponent('vevent')!;
    const start = vevent.getFirstPropertyValue('dtstart') as ICAL.Time;
    expect(start.isDate).toBe(false);
    expect(start.toJSDate().toISOString()).toBe('2027-02-20T03:30:00.000Z');
    expect((vevent.getFirstPropertyValue('dtend') as ICAL.Time).toJSDate().toISOString()).toBe(
      '2027-02-21T12:30:00.000Z',
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
