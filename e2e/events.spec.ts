import type { Locator } from '@playwright/test';
import ICAL from 'ical.js';
import { setPageDay } from './support/clock.ts';
import { at, expect, FIXTURE_CONTENT, test } from './support/fixtures.ts';

const cardTitles = (region: Locator) => region.getByRole('listitem').getByRole('heading', { level: 3 });

// Which events are upcoming or past on a day, and how each shows: on the fixture content.
test.describe('Events', FIXTURE_CONTENT, () => {
  // /events ships no script (no-javascript.spec.ts): the split shown is the one its HTML was built with.
  test("on the build date Post Induction'26 and Roboveda are upcoming, in the months Join, About and the President promise, last year's are past, the calendar can be subscribed to, and a card leads to its page", async ({
    page,
  }) => {
    await setPageDay(page);
    // What the pages promise, read from the pages: About's story and the President's note (Join's
    // timeline names Post Induction'26 in January: join-sponsor.spec.ts).
    await page.goto(at('/about'));
    await expect(page.getByRole('main')).toContainText('Post Induction begins in January');
    await expect(page.getByRole('main')).toContainText('Roboveda follows in February');

    await page.goto(at('/events'));
    const upcoming = page.getByRole('region', { name: 'Upcoming' });
    await expect(cardTitles(upcoming)).toHaveText(["Post Induction'26", 'Roboveda']);
    for (const [title, dates] of [
      ["Post Induction'26", '16–24 January 2027'],
      ['Roboveda', '20–21 February 2027'],
    ] as const) {
      const card = upcoming
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
      await expect(card).toContainText(dates);
    }
    await expect(cardTitles(page.getByRole('region', { name: 'Past' }))).toHaveText([
      'Roboveda 2026',
      "Post Induction'25",
    ]);
    // It offers to subscribe to the calendar by webcal, Google Calendar and Outlook, or to download it.
    const feed = `https://robotics.riverbend.example${new URL(at('/events.ics'), page.url()).pathname}`;
    const subscribe = page.getByRole('list', { name: 'Subscribe to the events calendar' });
    await expect(subscribe.getByRole('link', { name: 'In your calendar app' })).toHaveAttribute(
      'href',
      feed.replace('https:', 'webcal:'),
    );
    // Google's and Outlook's links are built from the same address (calendar-links.test.ts).
    const download = subscribe.getByRole('link', { name: /^Download the file/ });
    expect(new URL((await download.getAttribute('href'))!, page.url()).href).toBe(
      new URL(at('/events.ics'), page.url()).href,
    );
    await upcoming.getByRole('link', { name: 'Roboveda' }).click();
    await expect(page).toHaveURL(/\/events\/roboveda$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Roboveda');
  });

  test('the home page names the next event with its date and leads to it', async ({ page }) => {
    await setPageDay(page);
    await page.goto(at('/'));
    const next = page.getByRole('main').getByText(/^Next event:/);
    await expect(next).toContainText(/Post Induction'26, .*16.*January 2027/);
    await next.getByRole('link', { name: "Post Induction'26" }).click();
    await expect(page).toHaveURL(/\/events\/post-induction-27$/);
  });
});

test.describe('An event page', FIXTURE_CONTENT, () => {
  test('an event over tells how it went, and an all-day one its days; one to come shows when in the club time zone, where, the description, the image and ways to add it to a calendar', async ({
    page,
  }) => {
    await setPageDay(page);
    await page.goto(at('/events/post-induction-25'));
    // An all-day event over several days, by its days, and once over, how it went.
    await expect(page.getByRole('main').getByText('17–25 January 2026', { exact: true })).toBeVisible();
    await expect(page.getByRole('main').getByText('All day', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'How it went' })).toBeVisible();
    await expect(page.getByText('Nine teams of first-years finished the week')).toBeVisible();
    await page.goto(at('/events/roboveda'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Roboveda');
    await expect(page.getByRole('heading', { level: 2, name: 'How it went' })).toHaveCount(0);
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
    // What the links hold is a unit test (calendar-links.test.ts): one for Google, one per day for Outlook.
    await expect(main.getByRole('link', { name: /Google Calendar/ })).toHaveAttribute('target', '_blank');
    await expect(main.getByRole('link', { name: /^Outlook\.com, 2[01] February 2027/ })).toHaveCount(2);
  });
});

// Their events, days and UIDs are unit tests (scripts/build-steps/calendar.test.ts); here, as served.
test.describe('Calendar files', FIXTURE_CONTENT, () => {
  test('an event file and the feed download as text/calendar, compressed like the other text, and parse, with one event per day', async ({
    request,
  }) => {
    for (const [file, days] of [
      ['/events/roboveda.ics', 2],
      ['/events.ics', 6],
    ] as const) {
      const response = await request.get(at(file), { headers: { 'Accept-Encoding': 'br' } });
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('text/calendar; charset=utf-8');
      expect(response.headers()['content-encoding']).toBe('br');
      expect(new ICAL.Component(ICAL.parse(await response.text())).getAllSubcomponents('vevent')).toHaveLength(days);
    }
    expect((await request.get(at('/events/no-such-event.ics'))).status()).toBe(404);
  });
});
