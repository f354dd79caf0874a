import type { Locator } from '@playwright/test';
import ICAL from 'ical.js';
import { setPageDay } from './support/clock.ts';
import { at, expect, ROOT_ONLY, test } from './support/fixtures.ts';

const cardTitles = (region: Locator) => region.getByRole('listitem').getByRole('heading', { level: 3 });

test.describe('Events', () => {
  test(
    "on the build date Post Induction'26 and Roboveda are upcoming, last year's are past, and a card leads to its page",
    ROOT_ONLY,
    async ({ page }) => {
      await setPageDay(page);
      await page.goto(at('/events'));
      const upcoming = page.getByRole('region', { name: 'Upcoming' });
      await expect(cardTitles(upcoming)).toHaveText(["Post Induction'26", 'Roboveda']);
      await expect(cardTitles(page.getByRole('region', { name: 'Past' }))).toHaveText([
        'Roboveda 2026',
        "Post Induction'25",
      ]);
      await upcoming.getByRole('link', { name: 'Roboveda' }).click();
      await expect(page).toHaveURL(/\/events\/roboveda$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Roboveda');
    },
  );

  test('offers to subscribe to the calendar by webcal, Google Calendar and Outlook, or to download it', async ({
    page,
  }) => {
    await page.goto(at('/events'));
    const feed = `https://robotics.riverbend.example${new URL(at('/events.ics'), page.url()).pathname}`;
    const subscribe = page.getByRole('list', { name: 'Subscribe to the events calendar' });
    await expect(subscribe.getByRole('link', { name: 'In your calendar app' })).toHaveAttribute(
      'href',
      feed.replace('https:', 'webcal:'),
    );
    const google = new URL((await subscribe.getByRole('link', { name: /^Google Calendar/ }).getAttribute('href'))!);
    expect(google.origin + google.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(google.searchParams.get('cid')).toBe(feed.replace('https:', 'webcal:'));
    const outlook = new URL((await subscribe.getByRole('link', { name: /^Outlook\.com/ }).getAttribute('href'))!);
    expect(outlook.origin + outlook.pathname).toBe('https://outlook.live.com/calendar/0/addfromweb');
    expect(outlook.searchParams.get('url')).toBe(feed);
    const download = subscribe.getByRole('link', { name: /^Download the file/ });
    expect(new URL((await download.getAttribute('href'))!, page.url()).href).toBe(
      new URL(at('/events.ics'), page.url()).href,
    );
  });

  test(
    "the home page's recent events and achievements lead to the event's page and the achievement's row",
    ROOT_ONLY,
    async ({ page }) => {
      await page.goto(at('/'));
      await page
        .getByRole('region', { name: 'Recent Events' })
        .getByRole('link', { name: /^Roboveda 2026: the robo-soccer finals drew a packed crowd/ })
        .click();
      await expect(page).toHaveURL(/\/events\/roboveda-2026$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Roboveda 2026');
      await expect(page.getByRole('main')).toContainText('21–22 February 2026');
      await expect(page.getByText('The robo-soccer finals drew a packed crowd')).toBeVisible();
      await page.goBack();
      await page
        .getByRole('region', { name: 'Recent Achievements' })
        .getByRole('link', { name: 'Winners of the National Student Drone Challenge 2026' })
        .click();
      await expect(page).toHaveURL(/\/achievement#achievement-2026-national-student-drone-challenge$/);
      await expect(
        page.getByRole('row').filter({ hasText: 'National Student Drone Challenge' }).first(),
      ).toBeInViewport();
    },
  );

  test('once an event is over, its page tells how it went; before, it does not', ROOT_ONLY, async ({ page }) => {
    await setPageDay(page);
    await page.goto(at('/events/post-induction-25'));
    await expect(page.getByRole('heading', { level: 2, name: 'How it went' })).toBeVisible();
    await expect(page.getByText('Nine teams of first-years finished the week')).toBeVisible();
    await page.goto(at('/events/roboveda'));
    await expect(page.getByRole('heading', { level: 2, name: 'How it went' })).toHaveCount(0);
  });

  test(
    'every event Join, About and the President promise is on the events page, in the month they give',
    ROOT_ONLY,
    async ({ page }) => {
      await setPageDay(page);
      // What the pages promise, read from the pages: Join's first-year timeline, About's story
      // and the President's note.
      await page.goto(at('/join'));
      const step = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Post Induction' }) });
      await expect(step).toContainText('January');
      await page.goto(at('/about'));
      await expect(page.getByRole('main')).toContainText('Post Induction begins in January');
      await expect(page.getByRole('main')).toContainText('Roboveda follows in February');

      await page.goto(at('/events'));
      const upcoming = page.getByRole('region', { name: 'Upcoming' });
      for (const [title, dates] of [
        ["Post Induction'26", '16–24 January 2027'],
        ['Roboveda', '20–21 February 2027'],
      ] as const) {
        const card = upcoming
          .getByRole('listitem')
          .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
        await expect(card).toContainText(dates);
      }
    },
  );

  test('splits the events at its build date, in its HTML: Roboveda upcoming, Roboveda 2026 past', async ({
    request,
  }) => {
    // A nightly build and publish keeps the split true: the page ships no script to redo it.
    const [upcomingHtml, pastHtml] = (await (await request.get(at('/events'))).text()).split('>Past</h2>');
    expect(upcomingHtml).toContain('/events/roboveda"');
    expect(pastHtml).not.toContain('/events/roboveda"');
    expect(pastHtml).toContain('/events/roboveda-2026"');
  });
});

test.describe('An event page', () => {
  test(
    'shows when in the club time zone, where, the description, the image and ways to add it to a calendar',
    ROOT_ONLY,
    async ({ page }) => {
      await setPageDay(page);
      await page.goto(at('/events/roboveda'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Roboveda');
      const main = page.getByRole('main');
      await expect(main).toContainText('20–21 February 2027, 09:00–18:00 each day');
      await expect(main).toContainText('India Standard Time');
      await expect(main).toContainText('Main Auditorium and Sports Ground');
      await expect(main).toContainText('Riverbend Institute of Technology, 14 Canal Road, Navapur 411 099');
      await expect(main).not.toContainText('Block C');
      await expect(main).toContainText('Roboveda is the club');
      await expect(main.getByRole('img', { name: /two small racing robots on an oval track/ })).toBeVisible();
      await expect(main.getByText('Event · Featured')).toBeVisible();
      await expect(page.getByRole('note')).toHaveCount(0);

      const ics = main.getByRole('link', { name: 'Calendar file (.ics)' });
      const [download] = await Promise.all([page.waitForEvent('download'), ics.click()]);
      expect(download.suggestedFilename()).toBe('roboveda.ics');
      const google = main.getByRole('link', { name: /Google Calendar/ });
      await expect(google).toHaveAttribute(
        'href',
        /^https:\/\/calendar\.google\.com\/calendar\/render\?.*dates=20270220T033000Z%2F20270220T123000Z/,
      );
      await expect(google).toHaveAttribute('target', '_blank');
      const googleQuery = new URL((await google.getAttribute('href'))!).searchParams;
      expect(googleQuery.get('recur')).toBe('RRULE:FREQ=DAILY;COUNT=2');
      // Google repeats the day in the club's time zone, as the page states it.
      expect(googleQuery.get('ctz')).toBe('Asia/Kolkata');
      expect(googleQuery.get('location')).toBe(
        'Main Auditorium and Sports Ground, Riverbend Institute of Technology, 14 Canal Road, Navapur 411 099',
      );
      // Outlook.com takes no repetition: one link for each day, with that day's hours.
      for (const [name, start, end] of [
        ['Outlook.com, 20 February 2027', '2027-02-20T03:30:00Z', '2027-02-20T12:30:00Z'],
        ['Outlook.com, 21 February 2027', '2027-02-21T03:30:00Z', '2027-02-21T12:30:00Z'],
      ] as const) {
        const outlook = new URL((await main.getByRole('link', { name }).getAttribute('href'))!);
        expect(outlook.origin).toBe('https://outlook.live.com');
        expect([outlook.searchParams.get('startdt'), outlook.searchParams.get('enddt')]).toEqual([start, end]);
        expect(outlook.searchParams.get('location')).toBe(
          'Main Auditorium and Sports Ground, Riverbend Institute of Technology, 14 Canal Road, Navapur 411 099',
        );
      }
    },
  );

  test('shows an all-day event over several days by its days', ROOT_ONLY, async ({ page }) => {
    await setPageDay(page);
    await page.goto(at('/events/post-induction-25'));
    const main = page.getByRole('main');
    await expect(main.getByText('17–25 January 2026', { exact: true })).toBeVisible();
    await expect(main.getByText('All day', { exact: true })).toBeVisible();
  });

  test(
    'carries its JSON-LD Event as data, which the Content-Security-Policy leaves alone',
    ROOT_ONLY,
    async ({ page }) => {
      await setPageDay(page);
      await page.goto(at('/events/roboveda'));
      // Beside the page's BreadcrumbList (e2e/share.spec.ts).
      const things = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
        (json) => JSON.parse(json) as { '@type': string },
      );
      expect(things.find((thing) => thing['@type'] === 'Event')).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'Event',
        name: 'Roboveda',
        startDate: '2027-02-20T03:30:00.000Z',
        endDate: '2027-02-21T12:30:00.000Z',
        eventStatus: 'https://schema.org/EventScheduled',
        location: {
          '@type': 'Place',
          name: 'Main Auditorium and Sports Ground',
          address: { '@type': 'PostalAddress', streetAddress: expect.stringContaining('14 Canal Road') },
        },
        image: [
          expect.stringMatching(/^https:\/\/robotics\.riverbend\.example\/.*\.(jpg|jpeg|webp|avif)$/),
          expect.stringMatching(/^https:\/\/robotics\.riverbend\.example\/.*social-cards\/events\/roboveda\.png$/),
        ],
        description: expect.stringContaining('annual robotics festival'),
      });
      // A CSP violation would be a console error, which fails the test (support/fixtures.ts).
    },
  );
});

test.describe('Calendar files', () => {
  test('an event file and the feed download as text/calendar and parse, with one stable UID per event and day', async ({
    request,
  }) => {
    const event = await request.get(at('/events/roboveda.ics'));
    expect(event.status()).toBe(200);
    expect(event.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    const single = new ICAL.Component(ICAL.parse(await event.text())).getAllSubcomponents('vevent');
    expect(single.map((vevent) => vevent.getFirstPropertyValue('uid'))).toEqual([
      'roboveda-day-1@robotics.riverbend.example',
      'roboveda-day-2@robotics.riverbend.example',
    ]);

    const feed = await request.get(at('/events.ics'));
    expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    const all = new ICAL.Component(ICAL.parse(await feed.text())).getAllSubcomponents('vevent');
    expect(all.map((vevent) => vevent.getFirstPropertyValue('uid'))).toEqual([
      'post-induction-25@robotics.riverbend.example',
      'post-induction-27@robotics.riverbend.example',
      'roboveda-2026-day-1@robotics.riverbend.example',
      'roboveda-2026-day-2@robotics.riverbend.example',
      'roboveda-day-1@robotics.riverbend.example',
      'roboveda-day-2@robotics.riverbend.example',
    ]);
  });

  test('the file of a two-day festival holds its two days of 09:00–18:00, not one block through the night', async ({
    request,
  }) => {
    const file = await request.get(at('/events/roboveda.ics'));
    const events = new ICAL.Component(ICAL.parse(await file.text()))
      .getAllSubcomponents('vevent')
      .map((vevent) => new ICAL.Event(vevent));
    // Every occurrence a calendar shows, whether written as a VEVENT or as a repetition of one.
    const days: string[] = [];
    for (const event of events) {
      const iterator = event.iterator();
      for (let next = iterator.next(); next && days.length < 5; next = iterator.next()) {
        const { startDate, endDate } = event.getOccurrenceDetails(next);
        days.push(`${startDate.toJSDate().toISOString()} – ${endDate.toJSDate().toISOString()}`);
      }
    }
    // 09:00 and 18:00 in India (UTC+05:30) on 20 and 21 February 2027.
    expect(days).toEqual([
      '2027-02-20T03:30:00.000Z – 2027-02-20T12:30:00.000Z',
      '2027-02-21T03:30:00.000Z – 2027-02-21T12:30:00.000Z',
    ]);
    for (const event of events) {
      expect(event.summary).toBe('Roboveda');
      expect(event.location).toBe(
        'Main Auditorium and Sports Ground, Riverbend Institute of Technology, 14 Canal Road, Navapur 411 099',
      );
    }
  });
});
