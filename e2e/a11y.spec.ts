import type { Page } from '@playwright/test';
import { expectNoViolations } from './support/axe.ts';
import { setPageDay } from './support/clock.ts';
import { gotoWithScriptsHeld } from './support/hydration.ts';
import { at, expect, FIXTURE_CONTENT, test } from './support/fixtures.ts';

// Accessibility does not depend on the base path: the root build is checked (playwright.config.ts).
test.use({ allowedConsoleErrors: [/status of 404/] });
// Pages with dates are seen as on the day the e2e builds are built for.
test.beforeEach(({ page }) => setPageDay(page));

/** A node of Chromium's own accessibility tree, as the protocol gives it. */
interface AXNode {
  ignored: boolean;
  backendDOMNodeId?: number;
  role?: { value: string };
  name?: { value: string };
}

/**
 * What Chromium's accessibility tree holds with `role` inside the first element matching
 * `selector`, after aria-hidden, inert and CSS: each node and the name a screen reader is given.
 */
async function nodesInTree(page: Page, selector: string, role: string) {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { result } = await cdp.send('Runtime.evaluate', {
      expression: `document.querySelector(${JSON.stringify(selector)})`,
    });
    const { nodes } = (await cdp.send('Accessibility.queryAXTree', { objectId: result.objectId!, role })) as {
      nodes: AXNode[];
    };
    return nodes
      .filter((node) => !node.ignored)
      .map((node) => ({ node: node.backendDOMNodeId, name: node.name?.value ?? '' }));
  } finally {
    await cdp.detach();
  }
}
const namesInTree = async (page: Page, selector: string, role: string) =>
  (await nodesInTree(page, selector, role)).map(({ name }) => name);

/** Opens a page; the fixtures return once it has hydrated and answers clicks. */
async function open(page: Page, path: string) {
  await page.goto(at(path));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

const SCHEMES = ['light', 'dark'] as const;

// Every page as built for the build's date (the events' Past), and every template in both schemes
// at both sizes, is checked by pages.spec.ts; here the states a visitor opens (in dark, by the colour rules alone).
test.describe('Accessibility > states', () => {
  for (const colorScheme of SCHEMES) {
    test(`each menu open, then the slider paused and the map shown, ${colorScheme}`, async ({ page }) => {
      test.slow(); // four passes over the home page
      await page.emulateMedia({ colorScheme });
      await page.route('https://www.openstreetmap.org/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="en"><title>Map</title></html>' }),
      );
      await open(page, '/');
      for (const menu of ['About', 'Projects', 'Blogs']) {
        const button = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: menu });
        await button.click();
        await expect(button).toHaveAttribute('aria-expanded', 'true');
        await expectNoViolations(page, `with the ${menu} menu open`);
      }
      await page.getByRole('button', { name: 'Pause slides' }).click();
      await expect(page.getByRole('button', { name: 'Play slides' })).toBeVisible();
      await page.getByRole('button', { name: /Show map from/ }).click();
      await expect(page.locator('iframe')).toBeVisible();
      await expectNoViolations(page, 'with the slider paused and the map shown');
    });

    test(`the small-screen menu open with a submenu; the contact form with its errors shown, then with a draft kept, ${colorScheme}`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.emulateMedia({ colorScheme });
      await open(page, '/team');
      await page.getByRole('button', { name: 'Menu' }).click();
      await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Projects' }).click();
      await expectNoViolations(page, 'with the small-screen menu open');
      await page.setViewportSize({ width: 1366, height: 768 });
      await open(page, '/contact');
      await page.getByRole('button', { name: 'Send message' }).click();
      await expect(page.getByRole('heading', { name: 'There is a problem' })).toBeVisible();
      await expectNoViolations(page, 'with the form errors shown');
      await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Asha Rao');
      await expect(page.getByRole('button', { name: 'Discard draft' })).toBeVisible();
      await expectNoViolations(page, 'with a draft kept');
    });

    test(
      `an event page that says it is over, a note and a project dialog open, ${colorScheme}`,
      FIXTURE_CONTENT,
      async ({ page }) => {
        test.slow(); // three pages, three passes
        await page.emulateMedia({ colorScheme });
        // The fixture's first event, over by the day the builds are seen on.
        await open(page, '/events/post-induction-25');
        await expect(page.getByRole('note')).toBeVisible();
        await expectNoViolations(page, 'on an event page once the event is over');
        await open(page, '/about');
        await page.getByRole('link', { name: 'Read More: the note from the President' }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await expectNoViolations(page, 'with a note open');
        await open(page, '/post/2023');
        await page.getByRole('main').getByRole('listitem').getByRole('link').first().click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await expectNoViolations(page, 'with a project open');
      },
    );
  }
});

// Rules axe does not hold, as a screen reader meets them in Chromium's accessibility tree (and
// every card named by its heading: pages.spec.ts).
test.describe('Accessibility > the slider, as a screen reader meets it', () => {
  test('the slide in the accessibility tree is the one on screen, or the one a change is bringing, at every moment while it plays', async ({
    page,
  }) => {
    await open(page, '/');
    const slider = page.getByRole('region', { name: 'Life at the club' });
    // The pictures (by alt text) of the slides that show any part of themselves in the slider's
    // frame, and the picture of the slide whose dot is current (a change marks it as it begins).
    const seen = () =>
      page.evaluate(() => {
        const region = document.querySelector('[aria-roledescription="carousel"]')!;
        const box = region.querySelector('.slick-list')!.getBoundingClientRect();
        const onScreen = [...region.querySelectorAll('figure')]
          .filter((figure) => {
            const { left, right } = figure.getBoundingClientRect();
            return right > box.left + 1 && left < box.right - 1;
          })
          .map((figure) => figure.querySelector('img')?.alt ?? '');
        const dots = [...region.querySelectorAll('.slick-dots button')];
        const current = dots.findIndex((dot) => dot.getAttribute('aria-current') === 'true');
        const bringing = region.querySelector(`.slick-slide[data-index="${current}"] img`)?.getAttribute('alt') ?? '';
        return [...onScreen, bringing];
      });
    const third = slider.getByRole('button', { name: /^Show slide 3 of \d+: / });
    let samples = 0;
    const inTreeSeen = new Set<string>();
    // From the hydrated slider through two changes of slide.
    while ((await third.getAttribute('aria-current')) !== 'true') {
      const before = await seen();
      const inTree = await namesInTree(page, '[aria-roledescription="carousel"]', 'image');
      const after = await seen();
      expect(inTree, `sample ${samples}: one slide is in the tree`).toHaveLength(1);
      expect([...before, ...after], `sample ${samples}: the slide in the tree`).toContain(inTree[0]);
      inTreeSeen.add(inTree[0]!);
      samples += 1;
      await page.evaluate(() => new Promise(requestAnimationFrame));
    }
    expect(inTreeSeen.size, 'the slider was sampled through its changes').toBeGreaterThan(1);
  });

  test('a reader on the first slide keeps its place as the page hydrates: it is the same node of the tree, before and after', async ({
    page,
  }) => {
    const held = await gotoWithScriptsHeld(page, at('/'));
    const slider = page.getByRole('region', { name: 'Life at the club' });
    const dots = slider.getByRole('button', { name: /^Show slide \d+ of \d+: / });
    // The image a reading cursor would be on: the one the carousel holds in Chromium's tree.
    const imageInTree = async () => {
      const shown = await nodesInTree(page, '[aria-roledescription="carousel"]', 'image');
      expect(shown, 'one slide is in the tree').toHaveLength(1);
      return shown[0];
    };
    await expect(page.locator('[aria-roledescription="carousel"] img').first()).toBeVisible();
    const before = await imageInTree();
    await held.hydrated();
    // Hydrated, the slider turns to the second slide by itself.
    await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true', { timeout: 10_000 });
    // The first slide back on screen: the reader's node is there again, not a copy of it.
    await expect(async () => {
      await dots.first().click();
      await expect(dots.first()).toHaveAttribute('aria-current', 'true', { timeout: 1000 });
    }).toPass();
    expect(await imageInTree()).toEqual(before);
  });
});

// Which cell of a two-way table heads its row: src/lib/mdx/mdx-options.test.ts.
test.describe('Accessibility > tables, as a screen reader meets them', () => {
  test('on a phone each achievement cell says its column header once', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, '/achievement');
    const columns = await namesInTree(page, 'main table', 'columnheader');
    expect(columns.length).toBeGreaterThan(0);
    const cells = [
      ...(await namesInTree(page, 'main table', 'cell')),
      ...(await namesInTree(page, 'main table', 'rowheader')),
    ];
    expect(cells.length).toBeGreaterThan(0);
    // A screen reader says the column header before the cell; the cell must not say it again.
    for (const cell of cells) for (const column of columns) expect(cell.startsWith(column), cell).toBe(false);
  });
});
