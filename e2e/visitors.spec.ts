import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { at, expect, FIXTURE_CONTENT, ROOT_ONLY, test } from './support/fixtures.ts';
import { focusIsInView } from './support/focus.ts';
import { data } from './support/routes.ts';

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/**
 * A browser of the build's target without `popover` (Safari 16.4, Chrome 111, Firefox 114), as
 * far as Chromium can play one: no popover properties or methods, a SyntaxError on `:popover-open`
 * in selectors, and the page's `:popover-open` rules renamed so `@supports not selector(...)` holds.
 * Chromium still reads the `popover` attribute, so the test never presses a button the CSS hides.
 */
async function withoutPopover(page: Page) {
  await page.addInitScript(() => {
    const prototypes = [HTMLElement.prototype, HTMLButtonElement.prototype, HTMLInputElement.prototype];
    for (const prototype of prototypes) {
      for (const name of ['popover', 'showPopover', 'hidePopover', 'togglePopover', 'popoverTargetElement']) {
        delete (prototype as unknown as Record<string, unknown>)[name];
      }
    }
    const unknown = (selector: unknown) => {
      if (String(selector).includes(':popover-open'))
        throw new DOMException(`'${String(selector)}' is not a valid selector.`, 'SyntaxError');
    };
    for (const prototype of [Element.prototype, Document.prototype, DocumentFragment.prototype]) {
      const methods = prototype as unknown as Record<string, (this: unknown, ...args: unknown[]) => unknown>;
      for (const name of ['matches', 'closest', 'querySelector', 'querySelectorAll']) {
        const original = methods[name];
        if (!original) continue;
        methods[name] = function (this: unknown, selector: unknown, ...rest: unknown[]) {
          unknown(selector);
          return original.call(this, selector, ...rest);
        };
      }
    }
    const supports = CSS.supports.bind(CSS) as (...args: string[]) => boolean;
    CSS.supports = ((...args: string[]) => !args.join(' ').includes(':popover-open') && supports(...args)) as never;
  });
  // The styles are inline (allowed by their hashes) or files: both renamed, the policy left off.
  await page.route('**/*', async (route) => {
    const type = route.request().resourceType();
    if (type !== 'document' && type !== 'stylesheet') return route.fallback();
    const response = await route.fetch();
    const headers = { ...response.headers() };
    delete headers['content-security-policy'];
    const body = (await response.text()).replaceAll(':popover-open', ':-rc-unknown-popover-open');
    await route.fulfill({ response, headers, body });
  });
}

test.describe('A browser without popover, on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('with scripts: the page works, the menu shows in the page and its menus open', ROOT_ONLY, async ({ page }) => {
    await withoutPopover(page);
    await page.goto(at('/'));
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Something went wrong');
    await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
    await expect(mainNav(page)).toBeVisible();
    // The menu in the page makes the header tall: it scrolls away rather than staying over the page.
    await page.evaluate(() => window.scrollTo(0, 900));
    await expect
      .poll(() => page.locator('body > header').evaluate((header) => header.getBoundingClientRect().bottom))
      .toBeLessThanOrEqual(0);
    await page.evaluate(() => window.scrollTo(0, 0));

    await mainNav(page).getByRole('button', { name: 'About' }).tap();
    await mainNav(page).getByRole('link', { name: 'Team' }).tap();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Team');
  });

  test.describe('and without scripts', () => {
    test.use({ javaScriptEnabled: false });

    test('the menu shows in the page and a tap on About shows its links', ROOT_ONLY, async ({ page }) => {
      await withoutPopover(page);
      await page.goto(at('/events'));
      await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
      await mainNav(page).getByRole('button', { name: 'About' }).tap();
      await mainNav(page).getByRole('link', { name: 'Team' }).tap();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Team');
    });
  });
});

test.describe('Forced colours (Windows High Contrast)', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    test(
      `${colorScheme}: the selected tab, the current section, the focus ring and the slider's current dot are marked`,
      ROOT_ONLY,
      async ({ page }) => {
        await page.emulateMedia({ forcedColors: 'active', colorScheme });
        await page.goto(at('/tab'));
        const canvas = await page.locator('body').evaluate((body) => getComputedStyle(body).backgroundColor);

        // Only the selected tab has a mark under it: the others' border is the page's colour.
        await expect(page.getByRole('tab', { selected: false }).first()).toHaveCSS('border-bottom-color', canvas);
        await expect(page.getByRole('tab', { selected: true })).not.toHaveCSS('border-bottom-color', canvas);

        // The section of the page (Projects, for the TAB) is underlined, and no other.
        await expect(mainNav(page).getByRole('button', { name: 'Projects' })).toHaveCSS(
          'text-decoration-line',
          'underline',
        );
        await expect(mainNav(page).getByRole('button', { name: 'About' })).toHaveCSS('text-decoration-line', 'none');

        // The focus ring is an outline, which forced colours keep, in a colour of its own.
        await page.getByRole('tab', { selected: true }).focus();
        await page.keyboard.press('ArrowRight');
        const focused = page.getByRole('tab', { selected: true });
        await expect(focused).toBeFocused();
        await expect(focused).toHaveCSS('outline-style', 'solid');
        await expect(focused).not.toHaveCSS('outline-color', canvas);

        // On the home page, every dot of the slider stands out from the ground, the current one filled apart from the rest.
        await page.goto(at('/'));
        const { ground, dots } = await page.evaluate(() => {
          // The colour without its alpha: forced colours keep a colour's alpha, not its hue.
          const rgb = (colour: string) => colour.replace(/^rgba?\(([^,]+),\s*([^,]+),\s*([^,)]+).*$/, '$1 $2 $3');
          const region = document.querySelector('[aria-roledescription="carousel"]')!;
          return {
            ground: rgb(getComputedStyle(region).backgroundColor),
            dots: [...region.querySelectorAll('.slick-dots li')].map((item) => {
              const dot = getComputedStyle(item.querySelector('span')!);
              const ring = parseFloat(dot.borderTopWidth) > 0 ? dot.borderTopColor : dot.backgroundColor;
              return {
                current: item.classList.contains('slick-active'),
                fill: rgb(dot.backgroundColor),
                ring: rgb(ring),
              };
            }),
          };
        });
        expect(dots).toHaveLength((data('home.yaml').slides as unknown[]).length);
        for (const dot of dots) expect(dot.ring, 'a dot is drawn apart from the ground').not.toBe(ground);
        const currentDots = dots.filter((dot) => dot.current);
        expect(currentDots).toHaveLength(1);
        for (const dot of dots.filter((other) => !other.current)) expect(dot.fill).not.toBe(currentDots[0]!.fill);
      },
    );
  }
});

test.describe('At 400 % zoom (320 x 200 CSS px)', () => {
  test.use({ viewport: { width: 320, height: 200 }, hasTouch: true });

  test(
    'the header covers at most a quarter of the screen, the open menu not its button, focus never under it',
    ROOT_ONLY,
    async ({ page }) => {
      await page.goto(at('/events'));
      const header = page.locator('body > header');
      const covered = () =>
        header.evaluate((element) => {
          const box = element.getBoundingClientRect();
          return Math.max(0, Math.min(box.bottom, innerHeight) - Math.max(box.top, 0));
        });
      expect(await covered()).toBeLessThanOrEqual(200 / 4 + 16);
      await page.evaluate(() => window.scrollTo(0, 400));
      expect(await covered()).toBeLessThanOrEqual(200 / 4);
      await page.evaluate(() => window.scrollTo(0, 0));

      const toggle = page.getByRole('button', { name: 'Menu' });
      await toggle.tap();
      await expect(mainNav(page)).toBeVisible();
      const box = (await toggle.boundingBox())!;
      const onTop = await page.evaluate(
        ([x, y]) => document.elementFromPoint(x!, y!)?.closest('button')?.textContent?.trim(),
        [box.x + box.width / 2, box.y + box.height / 2],
      );
      expect(onTop, 'what lies over the Menu button').toBe('Menu');
      await toggle.tap();
      await expect(mainNav(page)).toBeHidden();

      // A keyboard walk through the page: every stop in view, under nothing.
      await page.locator('main').focus();
      for (let stop = 0; stop < 12; stop++) {
        await page.keyboard.press('Tab');
        expect(await focusIsInView(page), `stop ${stop + 1}`).toBe(true);
      }
    },
  );
});

test.describe('Printed', () => {
  /** The page printed by Chromium at its stylesheet's page size, read back by Poppler's pdftotext. */
  async function print(page: Page, file: string) {
    writeFileSync(file, await page.pdf({ preferCSSPageSize: true, printBackground: true }));
    const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
    const text = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
    return {
      size: /Page size:.*\((\w+)\)/.exec(info)?.[1],
      pages: text.split('\f').map((sheet) => sheet.replace(/\s+/g, ' ')),
    };
  }
  const controls = ['Skip to main content', 'Menu', 'Search', 'Show the map', 'Follow us', 'Instagram'];

  test(
    'on A4 without header or controls: /events, each event whole on one sheet; an article, its text; link addresses after links',
    FIXTURE_CONTENT,
    async ({ page }, testInfo) => {
      await page.goto(at('/events'));
      const cards = await page
        .getByRole('main')
        .getByRole('article')
        .evaluateAll((articles) =>
          articles.map((article) => ({
            title: article.querySelector('h3')!.textContent!.trim(),
            end: article.querySelector('p:last-of-type')!.textContent!.trim().split(/\s+/).slice(-3).join(' '),
          })),
        );
      expect(cards.length).toBeGreaterThan(2);
      // Scrolled down first: a sticky header would land part-way down a sheet.
      await page.evaluate(() => window.scrollTo(0, 1200));
      const events = await print(page, testInfo.outputPath('events.pdf'));
      expect(events.pages.join(' ')).toMatch(/\(https:\/\/calendar\.google\.com\//);
      for (const card of cards) {
        const sheet = events.pages.findIndex((text) => text.includes(card.title));
        expect(sheet, card.title).toBeGreaterThanOrEqual(0);
        expect(events.pages[sheet], `${card.title} ends on its sheet`).toContain(card.end);
      }
      await page.goto(at('/blogs/roverbridge'));
      const article = await print(page, testInfo.outputPath('article.pdf'));
      expect(article.pages[0]).toContain((await page.getByRole('heading', { level: 1 }).textContent())!.trim());
      expect(article.pages.join(' ')).toMatch(/\(https?:\/\/[^ )]+\)/);
      for (const printed of [events, article]) {
        expect(printed.size).toBe('A4');
        for (const control of controls) expect(printed.pages.join(' '), control).not.toContain(control);
      }
    },
  );
});

test.describe('Odd visits', () => {
  test('a 300-letter word does not widen the phone page', ROOT_ONLY, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const word = 'x'.repeat(300);
    await page.goto(`${at('/search')}?q=${word}`);
    await expect(page.getByText(word)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
