import type { Page } from '@playwright/test';
import { setPageDay, stopClock } from './support/clock.ts';
import { at, expect, test } from './support/fixtures.ts';
import { elementsOf } from './support/html.ts';
import { gotoWithScriptsHeld, waitForInter } from './support/hydration.ts';
import {
  ABOUT_ROLES,
  ACHIEVEMENT_YEARS,
  data,
  homeCards,
  LONG_GALLERY,
  PAST_TEAM_YEARS,
  site,
  teamOf,
} from './support/routes.ts';

const team = teamOf(site.currentTeamYear);

/**
 * Moves the stopped clock on by `ms` in steps of 100 ms, as time passes for a visitor: the
 * page gets to run what a timer started (React's commits, the slider's next timer) before
 * the clock moves on, instead of every due timer firing in one jump.
 */
async function advance(page: Page, ms: number) {
  for (let elapsed = 0; elapsed < ms; elapsed += 100) await page.clock.runFor(Math.min(100, ms - elapsed));
}

/**
 * Moves the stopped clock on, 100 ms at a time, until `expectation` holds: react-slick's first
 * steps after it takes the slider over wait on the page's timers, after its code has come.
 */
async function advanceUntil(page: Page, expectation: () => Promise<void>) {
  await expect(async () => {
    await page.clock.runFor(100);
    await expectation();
  }).toPass();
}

const home = data('home.yaml') as {
  slides: { caption: string; alt: string }[];
  about: { heading: string; motto: string };
  infoCards: { link: string }[];
};
const { slides } = home;
const memberCount = data('about.yaml').memberCount as number;
const stats = data('sponsor.yaml').stats as { members: string };

test.describe('Home page > the first view', () => {
  test("on a phone it offers Join and Sponsor as buttons, has the About Us blurb, the info cards and two galleries below whose cards lead to an event's page and an achievement's row, and names the next event (events.spec.ts)", async ({
    page,
  }) => {
    await setPageDay(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(at('/'));
    const inView = async (name: string) => {
      const link = page.getByRole('main').getByRole('link', { name }).first();
      const box = (await link.boundingBox())!;
      expect(box.y + box.height, `${name} is in the first view`).toBeLessThanOrEqual(844);
      // A button, not a word in a sentence: a target at least 44 px tall.
      expect(box.height).toBeGreaterThanOrEqual(44);
      return link;
    };
    await (await inView('Join the club')).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Join/);
    await page.goBack();
    await (await inView('Sponsor the club')).click();
    await expect(page).toHaveURL(/\/sponsor$/);
    await page.goBack();
    // Below the slider: the About Us blurb with the motto, the info cards and two galleries, as home.yaml has them.
    const about = page.getByRole('region', { name: home.about.heading });
    // The member count about.yaml holds, which Sponsor shows too.
    await expect(about.getByText(`${memberCount}+ ${stats.members}`, { exact: true })).toBeVisible();
    await expect(about).toContainText(home.about.motto);
    const cards = page.getByRole('list', { name: 'Explore the club' }).getByRole('link');
    expect(await cards.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(
      home.infoCards.map(({ link }) => link),
    );
    for (const [name, cards] of [
      ['Recent Events', homeCards.recentEvents],
      ['Recent Achievements', homeCards.recentAchievements],
    ] as const) {
      const section = page.getByRole('region', { name });
      await expect(section.getByRole('figure')).toHaveCount(cards.length);
      // Every card leads somewhere, its caption naming the link.
      for (const figure of await section.getByRole('figure').all()) {
        await expect(figure.locator('figcaption').getByRole('link')).not.toBeEmpty();
      }
    }
    // The first card of each leads where home.yaml says: an event's page, an achievement's row.
    for (const [region, cards] of [
      ['Recent Events', homeCards.recentEvents],
      ['Recent Achievements', homeCards.recentAchievements],
    ] as const) {
      const href = new URL(at(cards[0]!.link), page.url()).href;
      await page.getByRole('region', { name: region }).getByRole('link', { name: cards[0]!.caption }).click();
      await expect(page).toHaveURL(href);
      const { hash } = new URL(page.url());
      await expect(
        hash ? page.locator(`[id="${hash.slice(1)}"]`) : page.getByRole('heading', { level: 1 }),
      ).toBeInViewport();
      await page.goBack();
    }
  });

  for (const size of [
    { name: 'phone', width: 390, height: 844 },
    { name: 'laptop', width: 1366, height: 768 },
  ]) {
    test(`on a ${size.name} it says whose site this is, keeps the Pause button off the picture, and nothing moves as Inter arrives or the page becomes interactive`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: size.width, height: size.height });
      // Every layout shift with what moved, so a failure says where to look.
      await page.addInitScript(() => {
        const seen: { value: number; moved: string }[] = [];
        (window as unknown as { shifts: typeof seen }).shifts = seen;
        new PerformanceObserver((list) => {
          type Shift = { value: number; hadRecentInput: boolean; startTime: number; sources: LayoutShiftSource[] };
          type LayoutShiftSource = { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
          for (const entry of list.getEntries() as unknown as Shift[]) {
            if (entry.hadRecentInput) continue;
            const moved = entry.sources.map(({ node, previousRect: from, currentRect: to }) => {
              const name = node instanceof Element ? `${node.tagName}.${node.className}` : (node?.nodeName ?? '?');
              return `${name} (${from.x},${from.y} ${from.width}x${from.height} -> ${to.x},${to.y} ${to.width}x${to.height})`;
            });
            seen.push({ value: entry.value, moved: `at ${Math.round(entry.startTime)} ms: ${moved.join('; ')}` });
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      const heading = page.getByRole('heading', { level: 1, name: site.name });
      const slider = page.getByRole('region', { name: 'Life at the club' });
      const pause = slider.getByRole('button', { name: 'Pause slides' });
      // The first visit paints in the fallback scaled to Inter, and Inter replaces it; the
      // second takes Inter from the cache. Either way no line wraps anew: a layout shift
      // score under 0.001 is a word in a row moving by a pixel or two at most.
      for (const visit of ['first', 'second']) {
        if (visit === 'first') await page.goto(at('/'));
        else await page.reload();
        const box = (await heading.boundingBox())!;
        expect(box.y + box.height, 'the club name is in the first view').toBeLessThanOrEqual(size.height);
        await expect(pause).toBeVisible();
        await expect(slider.getByRole('figure').first()).not.toContainText(/testing/i);
        // The slide's caption and its dots show without scrolling.
        for (const part of [
          slider.locator('figcaption').first(),
          slider.getByRole('button', { name: /^Show slide 1 / }),
        ]) {
          const { y, height } = (await part.boundingBox())!;
          expect(y + height, "the slider's caption and dots are in the first view").toBeLessThanOrEqual(size.height);
        }
        if (size.name === 'phone') {
          const picture = (await slider.getByRole('img').first().boundingBox())!;
          const button = (await pause.boundingBox())!;
          expect(button.y, 'the Pause button sits below the picture').toBeGreaterThanOrEqual(
            picture.y + picture.height,
          );
        }
        await waitForInter(page);
        const shifts = await page.evaluate(
          () => (window as unknown as { shifts: { value: number; moved: string }[] }).shifts,
        );
        const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
        expect(
          total,
          `layout shift on the ${visit} visit:\n${shifts.map((shift) => shift.moved).join('\n')}`,
        ).toBeLessThan(0.001);
      }
    });
  }
});

test.describe('Home page > the slider', () => {
  test('has a named dot per slide, holds the first under a hovering pointer, and plays every 4 s, pausing on request; a dot picked from the keyboard shows its slide and keeps the focus', async ({
    page,
  }) => {
    await stopClock(page);
    await page.goto(at('/'));
    const slider = page.getByRole('region', { name: 'Life at the club' });
    const dots = slider.getByRole('button', { name: /^Show slide \d+ of \d+: / });
    await expect(dots).toHaveCount(slides.length);
    for (const dot of await dots.all()) {
      const { width, height } = (await dot.boundingBox())!;
      expect(Math.min(width, height), 'a dot is a 24 px target').toBeGreaterThanOrEqual(24);
    }
    // Each dot's name, its place and the slide's caption: hero-slider.test.tsx.
    const current = slider.locator('.slick-dots .slick-active button');
    await expect(current).toHaveAccessibleName(/^Show slide 1 of \d+: /);
    // The pointer over the first slide holds it, as it holds the slider.
    await slider.getByRole('img').first().hover();
    await advance(page, 10_000);
    await expect(current).toHaveAccessibleName(/^Show slide 1 of \d+: /);
    await expect(dots.nth(1)).not.toHaveAttribute('aria-current');
    await page.mouse.move(5, 150);
    // At 4 s react-slick takes over, in the page's own time, and moves on to the second slide.
    await advance(page, 4000);
    await advanceUntil(page, () => expect(dots.nth(1)).toHaveAttribute('aria-current', 'true', { timeout: 100 }));
    await advance(page, 800 + 100);
    await expect(current).toHaveAccessibleName(/^Show slide 2 of \d+: /);

    // Above the slider, beside the club's name: the pointer over the slider would pause it.
    await page.mouse.move(5, 150);
    await slider.getByRole('button', { name: 'Pause slides' }).click();
    await expect(slider.getByRole('button', { name: 'Play slides' })).toBeVisible();
    await page.mouse.move(5, 150);
    await advance(page, 10_000);
    await expect(current).toHaveAccessibleName(/^Show slide 2 of \d+: /);
    // A dot picked from the keyboard shows its slide, in its 800 ms, and keeps the focus.
    await dots.nth(2).focus();
    await page.keyboard.press('Enter');
    await advanceUntil(page, () => expect(dots.nth(2)).toHaveAttribute('aria-current', 'true', { timeout: 100 }));
    await advance(page, 800 + 100);
    await expect(current).toHaveAccessibleName(/^Show slide 3 of \d+: /);
    await expect(current).toBeFocused();
    await slider.getByRole('button', { name: 'Play slides' }).click();
    await page.mouse.move(5, 150);
    await advance(page, 4000 + 800 + 100);
    await expect(current).toHaveAccessibleName(/^Show slide 4 of \d+: /);
  });

  test('a swipe rightwards on the first slide shows the last, and one leftwards there the first again', async ({
    page,
  }) => {
    await stopClock(page);
    await page.goto(at('/'));
    const slider = page.getByRole('region', { name: 'Life at the club' });
    for (const [from, to, shown] of [
      [0.3, 0.7, `Show slide ${slides.length} of ${slides.length}: `],
      [0.7, 0.3, `Show slide 1 of ${slides.length}: `],
    ] as const) {
      const picture = (await slider.getByRole('img').boundingBox())!;
      const y = picture.y + picture.height / 2;
      await page.mouse.move(picture.x + picture.width * from, y);
      await page.mouse.down();
      await page.mouse.move(picture.x + picture.width * to, y, { steps: 8 });
      await page.mouse.up();
      const dot = slider.getByRole('button', { name: new RegExp(`^${shown}`) });
      await advanceUntil(page, () => expect(dot).toHaveAttribute('aria-current', 'true', { timeout: 100 }));
      await advance(page, 800 + 100);
      await expect(slider.locator('.slick-dots .slick-active button')).toHaveAccessibleName(new RegExp(`^${shown}`));
    }
  });

  test('a mouse dragging the first picture before the page has its code drags no copy of it', async ({ page }) => {
    await page.addInitScript(() => {
      document.addEventListener('dragstart', () => Object.assign(window, { dragged: true }), { capture: true });
    });
    const scripts = await gotoWithScriptsHeld(page, at('/'));
    const slider = page.getByRole('region', { name: 'Life at the club' });
    const picture = (await slider.getByRole('img').boundingBox())!;
    const y = picture.y + picture.height / 2;
    await page.mouse.move(picture.x + picture.width * 0.7, y);
    await page.mouse.down();
    await page.mouse.move(picture.x + picture.width * 0.3, y, { steps: 8 });
    await page.mouse.up();
    expect(await page.evaluate(() => 'dragged' in window)).toBe(false);
    await scripts.hydrated();
  });

  test('on a laptop, every slide shows its whole picture in the first view, not a band across its middle', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto(at('/'));
    // Each slide's picture as laid out in the slider's track, against the shape of its file (its
    // width and height): the share of it drawn. 'cover' on a box of another shape draws a band.
    const pictures = await page
      .getByRole('region', { name: 'Life at the club' })
      .locator('.slick-slide:not(.slick-cloned) img')
      .evaluateAll((images) =>
        images.map((image) => {
          const { width, height, bottom } = image.getBoundingClientRect();
          const [box, file] = [
            width / height,
            Number(image.getAttribute('width')) / Number(image.getAttribute('height')),
          ];
          const fitted = ['contain', 'scale-down'].includes(getComputedStyle(image).objectFit);
          return { shown: fitted ? 1 : Math.min(box / file, file / box), bottom };
        }),
      );
    expect(pictures).toHaveLength(slides.length);
    for (const [index, { shown, bottom }] of pictures.entries()) {
      expect(shown, `slide ${index + 1} shows its whole picture`).toBeGreaterThan(0.98);
      expect(bottom, `slide ${index + 1} is in the first view`).toBeLessThanOrEqual(768);
    }
  });

  test.describe('for a visitor who prefers reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });

    test('does not play by itself and offers no pause button', async ({ page }) => {
      await stopClock(page);
      await page.goto(at('/'));
      const slider = page.getByRole('region', { name: 'Life at the club' });
      await expect(slider.getByRole('button', { name: /^Show slide 1 of \d+: / })).toBeVisible();
      await page.clock.runFor(20_000);
      await expect(slider.locator('.slick-dots .slick-active button')).toHaveAccessibleName(/^Show slide 1 of \d+: /);
      await expect(slider.getByRole('button', { name: /slides$/ })).toBeHidden();
    });
  });

  test("the first slide is asked for from <head>, before the body, in the slide's format, loaded first and fetched once; images below it wait until needed", async ({
    page,
    request,
  }) => {
    const html = await (await request.get(at('/'))).text();
    const preload = elementsOf(html.slice(0, html.indexOf('</head>')), 'link').find(
      ({ attrs }) => attrs.rel === 'preload' && attrs.as === 'image',
    );
    expect(preload?.attrs).toMatchObject({
      fetchpriority: 'high',
      imagesrcset: expect.stringMatching(/\.webp \d+w/),
      type: 'image/webp',
    });
    const images = elementsOf(html, 'img').map(({ attrs }) => attrs);
    // The first slide's picture, and react-slick's copy of it (the same file), load at once and first.
    const eager = images.filter((image) => image.loading === 'eager');
    expect(eager.length).toBeGreaterThan(0);
    expect(eager[0]!.srcset).toMatch(/\.webp 640w/);
    for (const image of eager) {
      expect(image).toMatchObject({ alt: slides[0]!.alt, fetchpriority: 'high', srcset: eager[0]!.srcset });
    }
    // Their width and height: images.spec.ts, for every image of every page.
    for (const image of images.filter((image) => !eager.includes(image))) {
      expect([image.loading, image.fetchpriority]).toEqual(['lazy', undefined]);
    }
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(at('/'));
    const slide = page.locator('img[fetchpriority="high"]').first();
    await expect
      .poll(() => slide.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
      .toBe(true);
    const shown = await slide.evaluate((image: HTMLImageElement) => image.currentSrc);
    // The slide the phone shows is the one the preload fetched: one request, from the preload.
    const fetched = await page.evaluate(
      (url) => performance.getEntriesByName(url).map((entry) => (entry as PerformanceResourceTiming).initiatorType),
      shown,
    );
    expect(fetched).toEqual(['link']);
  });
});

test.describe('About Club', () => {
  test("its count of the club's years agrees with its founding year and the build's date; Read More opens one note in a dialog; Escape and the browser's Back close it (its Close button and overlay: the project dialog's, one widget)", async ({
    page,
  }) => {
    await page.goto(at('/about'));
    const text = (await page.getByRole('main').textContent()) ?? '';
    const founded = Number(/started it in (\d{4})/.exec(text)?.[1] ?? /in the autumn of (\d{4})/.exec(text)?.[1]);
    expect(founded, 'About says when the club began').toBe(2014);
    // The pages are built on 23 November 2026 (E2E_BUILD_DATE): the club is 12 years old.
    const words: Record<string, number> = { ten: 10, eleven: 11, twelve: 12, thirteen: 13, fifteen: 15, twenty: 20 };
    for (const [phrase, count] of text.matchAll(/\b(\w+) years (?:on|old|ago|since)\b/gi)) {
      const years = words[count!.toLowerCase()] ?? Number(count);
      if (Number.isNaN(years)) continue;
      expect(years, `"${phrase}"`).toBe(2026 - founded);
    }
    const [first, last] = [ABOUT_ROLES[0], ABOUT_ROLES.at(-1)];
    const readMore = page.getByRole('link', { name: `Read More: the note from the ${first}` });
    await readMore.click();
    const dialog = page.getByRole('dialog', { name: `A note from the ${first}` });
    await expect(dialog).toBeVisible();
    await expect(page.locator('dialog[open]')).toHaveCount(1);
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(readMore).toBeFocused();
    // Closed once the address has gone Back to the page's own.
    await expect(page).toHaveURL(/\/about$/);

    // The browser's Back closes an open note and stays on the page.
    const president = page.getByRole('link', { name: `Read More: the note from the ${last}` });
    await president.click();
    await expect(page.getByRole('dialog', { name: `A note from the ${last}` })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About the Club');
    await expect(president).toBeFocused();
  });
});

/** Each row of each grid of cards in the page's main content: where it starts and ends in its grid. */
const cardRows = (page: Page) =>
  page.locator('main').evaluate((main) =>
    [...main.querySelectorAll('ul:has(> li > :is(article, figure))')].flatMap((grid, index) => {
      const box = grid.getBoundingClientRect();
      const rows = new Map<number, DOMRect[]>();
      for (const item of grid.children) {
        const card = item.getBoundingClientRect();
        rows.set(Math.round(card.top), [...(rows.get(Math.round(card.top)) ?? []), card]);
      }
      return [...rows.values()].map((cards) => ({
        grid: index,
        cards: cards.length,
        before: Math.round(Math.min(...cards.map((card) => card.left)) - box.left),
        after: Math.round(box.right - Math.max(...cards.map((card) => card.right))),
        filled:
          (Math.max(...cards.map((card) => card.right)) - Math.min(...cards.map((card) => card.left))) / box.width,
      }));
    }),
  );

test.describe('Grids of cards', () => {
  test('on /, /events, a gallery year and /team, every row is centred in its grid and at least two fifths full, at 1366 and 390 px', async ({
    page,
  }) => {
    for (const path of ['/', '/events', LONG_GALLERY.path, '/team']) {
      await page.goto(at(path));
      for (const width of [1366, 390]) {
        await page.setViewportSize({ width, height: 844 });
        const rows = await cardRows(page);
        expect(rows.length).toBeGreaterThan(0);
        for (const row of rows) {
          expect(Math.abs(row.before - row.after), `${path}: ${JSON.stringify(row)}`).toBeLessThanOrEqual(2);
          expect(row.filled, `${path}: ${JSON.stringify(row)} at ${width} px`).toBeGreaterThanOrEqual(0.4);
        }
      }
    }
  });
});

test.describe('Team', () => {
  test('on a phone: four sections of cards two to a row, phones as tel: links unless opted out, a list of sections, past committees without phones', async ({
    page,
  }) => {
    // One page and its past committee, and a dozen checks: more than the default time on a busy machine.
    test.slow();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(at('/team'));
    for (const { name, members } of team.sections) {
      const section = page.getByRole('region', { name });
      await expect(section.getByRole('article')).toHaveCount(members.length);
      await expect(section.getByRole('img')).toHaveCount(members.filter((member) => member.image).length);
      for (const member of members) {
        const card = section.getByRole('article').filter({ has: page.getByRole('heading', { name: member.name }) });
        const phone = card.getByRole('link', { name: /^Phone: / });
        if (member.showPhone === false) await expect(phone).toHaveCount(0);
        else await expect(phone).toHaveAttribute('href', /^tel:\+\d+$/);
      }
    }
    const pairs = team.sections.find(({ members }) => members.length > 1)!;
    const cards = page.getByRole('region', { name: pairs.name }).getByRole('article');
    const [first, second] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
    expect(second!.y).toBe(first!.y);
    expect(second!.x).toBeGreaterThan(first!.x + first!.width);
    const sections = page.getByRole('navigation', { name: 'Sections of the team' });
    const last = team.sections.at(-1)!;
    await sections.getByRole('link', { name: last.name }).click();
    await expect(page).toHaveURL(new RegExp(`/team#${last.id}$`));
    await expect(page.getByRole('heading', { level: 2, name: last.name })).toBeInViewport();
    await sections.getByRole('link', { name: 'Past committees' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Past committees' })).toBeInViewport();
    const [year] = PAST_TEAM_YEARS;
    await page
      .getByRole('region', { name: 'Past committees' })
      .getByRole('link', { name: `Committee ${year}` })
      .click();
    await expect(page).toHaveURL(new RegExp(`/team/${year}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Committee ${year}`);
    // Members without a photo show their initials, hidden from screen readers, instead of an image.
    const past = teamOf(year!).sections.flatMap(({ members }) => members);
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(past.length);
    for (const member of past.filter(({ image }) => !image)) {
      const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: member.name }) });
      await expect(card.getByRole('img')).toHaveCount(0);
      await expect(card).toContainText(member.role);
    }
    await expect(page.getByRole('main').getByRole('link', { name: /^Phone: / })).toHaveCount(0);
    await page.getByRole('link', { name: "this year's team" }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Team');
  });
});

test.describe('Achievements', () => {
  test('has one accessible table per year, newest first, with the six columns; a link to a row shows it below the sticky header', async ({
    page,
  }) => {
    await page.goto(at('/achievement'));
    const tables = page.getByRole('table');
    const years = ACHIEVEMENT_YEARS;
    await expect(tables).toHaveCount(years.length);
    for (const [index, year] of years.entries()) {
      const table = tables.nth(index);
      await expect(table).toHaveAccessibleName(`Achievements in ${year}`);
      await expect(table.getByRole('columnheader')).toHaveText([
        'S.No',
        'Club Member',
        'Event Name',
        'Title of Project/Product',
        'Achievement',
        'Year',
      ]);
    }
    // On a phone, as a search result opens it.
    await page.setViewportSize({ width: 390, height: 844 });
    const id = await page.getByRole('row').last().getAttribute('id');
    await page.goto(at(`/achievement#${id}`));
    const row = page.locator(`[id="${id}"]`);
    await expect(row).toBeInViewport();
    const headerBottom = await page.getByRole('banner').evaluate((header) => header.getBoundingClientRect().bottom);
    const rowTop = await row.evaluate((element) => element.getBoundingClientRect().top);
    expect(rowTop, 'the row starts below the header').toBeGreaterThanOrEqual(headerBottom);
  });
});
