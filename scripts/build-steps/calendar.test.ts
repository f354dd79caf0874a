import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ICAL from 'ical.js';
import { afterAll, describe, expect, it } from 'vitest';
import { loadEvents } from '../../src/content/collections/events.server.ts';
import { FIXTURE_CONTENT_ROOT as CONTENT_ROOT } from '../../test/support/bases.ts';
import { renderCalendars } from './calendar.ts';

/** Parses with ical.js, a parser independent of the generator; it throws on what RFC 5545 forbids. */
const parse = (ics: string) => new ICAL.Component(ICAL.parse(ics));

/**
 * Every occurrence a calendar shows for a file (ical.js expands any repetition): its UID,
 * start, end and summary, in UTC.
 */
function days(ics: string): string[] {
  return parse(ics)
    .getAllSubcomponents('vevent')
    .flatMap((vevent) => {
      const event = new ICAL.Event(vevent);
      const occurrences: string[] = [];
      const iterator = event.iterator();
      for (let next = iterator.next(); next && occurrences.length < 5; next = iterator.next()) {
        const { startDate, endDate } = event.getOccurrenceDetails(next);
        occurrences.push(
          `${event.uid} ${startDate.toJSDate().toISOString()} ${endDate.toJSDate().toISOString()} ${event.summary}`,
        );
      }
      return occurrences;
    });
}

describe('The calendar files', () => {
  const { feed, events: files } = renderCalendars('/', CONTENT_ROOT);
  const { events } = loadEvents(CONTENT_ROOT);

  it('the feed holds every event, each day of a timed one apart, with a stable UID, a DTSTAMP, its place and its page', () => {
    const vevents = parse(feed).getAllSubcomponents('vevent');
    expect(vevents.map((vevent) => vevent.getFirstPropertyValue('uid'))).toEqual([
      'post-induction-25@robotics.riverbend.example',
      'post-induction-27@robotics.riverbend.example',
      'roboveda-2026-day-1@robotics.riverbend.example',
      'roboveda-2026-day-2@robotics.riverbend.example',
      'roboveda-day-1@robotics.riverbend.example',
      'roboveda-day-2@robotics.riverbend.example',
    ]);
    for (const vevent of vevents) {
      expect(vevent.getFirstPropertyValue('dtstamp')).toBeTruthy();
      expect(String(vevent.getFirstPropertyValue('location'))).toContain('Riverbend Institute of Technology');
      expect(String(vevent.getFirstPropertyValue('url'))).toMatch(
        /^https:\/\/robotics\.riverbend\.example\/events\/[a-z0-9-]+$/,
      );
    }
    expect(renderCalendars('/', CONTENT_ROOT).feed.match(/^UID:.*$/gm)).toEqual(feed.match(/^UID:.*$/gm));
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

  it('gives a timed event over two days a VEVENT for each day with its hours, in UTC from the club time zone, not one block through the night', () => {
    const file = files.find(({ slug }) => slug === 'roboveda')!;
    // Roboveda is open 09:00–18:00 India time (UTC+05:30) on 20 and 21 February 2027.
    expect(days(file.ics)).toEqual([
      'roboveda-day-1@robotics.riverbend.example 2027-02-20T03:30:00.000Z 2027-02-20T12:30:00.000Z Roboveda',
      'roboveda-day-2@robotics.riverbend.example 2027-02-21T03:30:00.000Z 2027-02-21T12:30:00.000Z Roboveda',
    ]);
    for (const vevent of parse(file.ics).getAllSubcomponents('vevent')) {
      expect(String(vevent.getFirstPropertyValue('location'))).toBe(
        'Main Auditorium and Sports Ground, Riverbend Institute of Technology, 14 Canal Road, Navapur 411 099',
      );
    }
  });

  describe('for a club in Europe/London, a festival on the two days the clocks go forward', () => {
    // A copy of the content whose site is in London and whose festival is on 27 and 28 March
    // 2027, 09:00–18:00 local: GMT (UTC+0) on the Saturday, BST (UTC+1) on the Sunday.
    const root = mkdtempSync(path.join(tmpdir(), 'calendar-'));
    afterAll(() => rmSync(root, { recursive: true, force: true }));
    symlinkSync(path.join(CONTENT_ROOT, 'events'), path.join(root, 'events'));
    writeFileSync(
      path.join(root, 'site.yaml'),
      readFileSync(path.join(CONTENT_ROOT, 'site.yaml'), 'utf8').replace(/^timeZone: .*$/m, 'timeZone: Europe/London'),
    );
    writeFileSync(
      path.join(root, 'events.yaml'),
      readFileSync(path.join(CONTENT_ROOT, 'events.yaml'), 'utf8')
        .replace('date: 2027-02-20', 'date: 2027-03-27')
        .replace('endDate: 2027-02-21', 'endDate: 2027-03-28'),
    );

    it('writes each day at 09:00 London time: 09:00 UTC before the change, 08:00 UTC after it', () => {
      const file = renderCalendars('/', root).events.find(({ slug }) => slug === 'roboveda')!;
      expect(days(file.ics)).toEqual([
        'roboveda-day-1@robotics.riverbend.example 2027-03-27T09:00:00.000Z 2027-03-27T18:00:00.000Z Roboveda',
        'roboveda-day-2@robotics.riverbend.example 2027-03-28T08:00:00.000Z 2027-03-28T17:00:00.000Z Roboveda',
      ]);
    });
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

describe("An event's revisions", () => {
  /** The SEQUENCE and STATUS of the event `slug` in a copy of the content whose events.yaml is `change`d. */
  function revision(slug: string, change: (yaml: string) => string = (yaml) => yaml) {
    const root = mkdtempSync(path.join(tmpdir(), 'calendar-'));
    try {
      symlinkSync(path.join(CONTENT_ROOT, 'events'), path.join(root, 'events'));
      symlinkSync(path.join(CONTENT_ROOT, 'site.yaml'), path.join(root, 'site.yaml'));
      writeFileSync(
        path.join(root, 'events.yaml'),
        change(readFileSync(path.join(CONTENT_ROOT, 'events.yaml'), 'utf8')),
      );
      const { ics } = renderCalendars('/', root).events.find((file) => file.slug === slug)!;
      const vevent = parse(ics).getFirstSubcomponent('vevent')!;
      return {
        sequence: Number(vevent.getFirstPropertyValue('sequence')),
        status: vevent.getFirstPropertyValue('status'),
      };
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  }
  const moved = (yaml: string) => yaml.replace(/(- slug: post-induction-27\n\s+title: .*)/, '$1, in Seminar Hall 2');

  it('a calendar file carries a SEQUENCE that stays the same from build to build and changes when the event does', () => {
    const first = revision('post-induction-27');
    expect(first).toEqual(revision('post-induction-27'));
    expect(moved(readFileSync(path.join(CONTENT_ROOT, 'events.yaml'), 'utf8'))).not.toBe(
      readFileSync(path.join(CONTENT_ROOT, 'events.yaml'), 'utf8'),
    );
    expect(revision('post-induction-27', moved).sequence).not.toBe(first.sequence);
  });

  it('a cancelled event is STATUS:CANCELLED with a SEQUENCE above any revision of the event as scheduled', () => {
    const scheduled = revision('post-induction-27');
    const cancelled = revision('post-induction-27', (yaml) =>
      yaml.replace(/(- slug: post-induction-27\n)/, '$1    status: cancelled\n'),
    );
    expect(scheduled.status).toBe('CONFIRMED');
    expect(cancelled.status).toBe('CANCELLED');
    expect(cancelled.sequence).toBeGreaterThan(2 ** 30);
    expect(cancelled.sequence).toBeGreaterThan(revision('post-induction-27', moved).sequence);
  });
});
