import type { Page, Request } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { animationsAt } from './support/clock.ts';
import { at, expect, ROOT_ONLY, test } from './support/fixtures.ts';
import { navLinks } from '../src/components/site/nav-items.ts';
import {
  ACHIEVEMENTS,
  ARTICLES,
  articleWith,
  CONTENT_TEXT,
  GALLERIES,
  PAST_TEAM_YEARS,
  resources,
  site,
  TAB_DOMAINS,
  teamOf,
} from './support/routes.ts';

/** The site search on the index the build writes (scripts/build-steps/search-index.ts), at both bases: every result is a URL. */

const wordsOf = (text: string): string[] => text.toLowerCase().match(/\p{L}+/gu) ?? [];
const CODE = /```[\s\S]*?```/g;
const occurrences = (within: string, word: string) => within.toLowerCase().split(word).length - 1;
/** A gallery project with a dialog, and a word of its title that no other text of the content has. */
const [gallery, project, word] = GALLERIES.flatMap((gallery) =>
  gallery.projects
    .filter((p) => p.id && p.description)
    .flatMap((p) => wordsOf(p.title).map((w) => [gallery, p, w] as const)),
).find(([, p, w]) => w.length > 4 && occurrences(Object.values(p).join(' '), w) === occurrences(CONTENT_TEXT, w))!;
/** The word of an article's title that the most gallery projects use: a page of results and more, the article among them. */
const projectWords = GALLERIES.flatMap(({ projects }) => projects.map((p) => wordsOf(`${p.title} ${p.description}`)));
const [common] = ARTICLES.flatMap(({ title }) => wordsOf(title).filter((word) => word.length > 4))
  .map((word) => [word, projectWords.filter((words) => words.includes(word)).length] as const)
  .sort((a, b) => b[1] - a[1])[0]!;
/** A slip of it: its second and third letters swapped (the first stays: the offers keep it, did-you-mean.ts). */
const slip = `${common[0]}${common[2]}${common[1]}${common.slice(3)}`;
/** A word of an article's code whose first three letters begin no other word of the content (the search takes those as a match, pagefind.ts): code is not indexed. */
const beginnings = new Set(wordsOf(CONTENT_TEXT.replace(CODE, ' ')).map((word) => word.slice(0, 3)));
const codeWord = ARTICLES.flatMap(({ body }) => (body.match(CODE) ?? []).flatMap(wordsOf)).find(
  (word) => word.length > 4 && !beginnings.has(word.slice(0, 3)),
)!;

/** Results shown at first (search-panel.tsx). */
const SHOWN = 10;

const searchLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Search/ });
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Search the site' });
const field = (page: Page) => page.getByRole('searchbox', { name: 'Search projects, articles, members and more' });
const status = (page: Page) => page.getByRole('status').filter({ hasText: /result|Searching/ });
const results = (page: Page) => page.getByRole('list', { name: /^Results for/ }).locator(':scope > li');
const ofKind = (page: Page, kind: string) => results(page).filter({ has: page.getByText(kind, { exact: true }) });
const busyResults = (page: Page) =>
  page.getByRole('list', { name: /^Results for/ }).and(page.locator('[aria-busy="true"]'));

/** Opens a page and its search dialog with the header's link, once the link runs its script. */
async function openSearch(page: Page, path = '/about') {
  await page.goto(at(path));
  await searchLink(page).click();
  await expect(dialog(page)).toBeVisible();
  await expect(field(page)).toBeFocused();
}

/** Types the words and waits for their results, all of them: the best one shows first (see below). */
async function search(page: Page, words: string) {
  await field(page).fill(words);
  await expect(status(page)).toContainText(`for “${words}”`);
  await expect(busyResults(page)).toHaveCount(0);
}

/** A result by its title: its kind, its context and the links in it. */
const result = (page: Page, title: string) =>
  results(page).filter({ has: page.getByRole('link', { name: title, exact: true }) });

test.describe('Site search', () => {
  test(
    "nothing of it loads until a visitor opens it; opening it puts focus in the field first, never on Close on the way; the best result shows while the others' texts are on their way, and the field stays in its place",
    ROOT_ONLY,
    async ({ page }) => {
      const requests: string[] = [];
      page.on('request', (request) => requests.push(new URL(request.url()).pathname));
      await page.goto(at('/about'), { waitUntil: 'networkidle' });
      expect(requests.filter((path) => /pagefind|search/.test(path))).toEqual([]);
      await page.evaluate(() => {
        const focused: string[] = [];
        (window as unknown as { focused: string[] }).focused = focused;
        document.addEventListener('focusin', (event) => {
          const element = event.target as HTMLElement;
          if (element.closest('dialog'))
            focused.push(element.getAttribute('aria-label') ?? element.getAttribute('type') ?? element.tagName);
        });
      });
      await searchLink(page).click();
      await expect(field(page)).toBeFocused();
      // A screen reader speaks each element focus passes through: Close, then the field, said two things.
      expect(await page.evaluate(() => (window as unknown as { focused: string[] }).focused)).toEqual(['search']);
      // The dialog grows as results arrive; the field the visitor types in does not move.
      const fieldTop = async () => (await field(page).boundingBox())?.y;
      // Measured once the dialog has risen into place (its opening animation, if not cut short).
      await dialog(page).evaluate((element) =>
        Promise.all(element.getAnimations().map(({ finished }) => finished.catch(() => undefined))),
      );
      const emptyTop = await fieldTop();
      // Each result's text is a file of its own: the first asked for goes through, the others wait.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      let first = true;
      await page.route('**/pagefind/fragment/*', async (route) => {
        if (!first) await held;
        first = false;
        await route.continue();
      });
      await field(page).fill(common);
      await expect(status(page)).toContainText(`for “${common}”`);
      const list = page.getByRole('list', { name: `Results for “${common}”` });
      await expect(results(page)).toHaveCount(1);
      await expect(list).toHaveAttribute('aria-busy', 'true');
      await expect(page.getByRole('button', { name: 'Show more results' })).toHaveCount(0);
      expect(await fieldTop()).toBe(emptyTop);
      release();
      await expect(results(page)).toHaveCount(SHOWN);
      await expect(list).not.toHaveAttribute('aria-busy');
      await expect(page.getByRole('button', { name: 'Show more results' })).toBeVisible();
      expect(await fieldTop()).toBe(emptyTop);
      expect(requests.some((path) => path.endsWith('/pagefind/pagefind.js'))).toBe(true);
    },
  );

  test("a project's own word finds it and its result opens the project's dialog in its gallery; the browser's Back closes the search and stays on the page, and Back from a result opens it again with its words", async ({
    page,
  }) => {
    await openSearch(page, '/about');
    await search(page, word);
    await page.goBack();
    await expect(dialog(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About the Club');

    await searchLink(page).click();
    const found = result(page, project.title);
    await expect(found).toContainText('Project');
    await expect(found).toContainText(gallery.heading);
    await expect(found.locator('mark').first()).toHaveText(new RegExp(word, 'i'));
    await found.getByRole('link', { name: project.title, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${gallery.path}#${project.id}$`));
    await expect(dialog(page)).toHaveCount(0);
    await expect(page.getByRole('dialog', { name: project.title })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/about#search$/);
    await expect(field(page)).toHaveValue(word);
    await expect(found).toBeVisible();
  });

  test("an article's section, a member, an achievement and a TAB project each land on their own place; a slip of one letter offers the word meant, which finds the material; an excerpt holds the text, not the Back link; a word only code uses finds nothing; a handout opens in a new tab", async ({
    page,
    context,
  }) => {
    // An article with sections, by its title: a section's link lands on the heading of that name.
    const { slug, title } = articleWith(/^## /m);
    await openSearch(page);
    await search(page, title);
    const article = result(page, title);
    await expect(article).toContainText('Article');
    const section = article.getByRole('list', { name: `Sections of ${title}` }).getByRole('link');
    const sectionName = (await section.first().textContent())!;
    await section.first().click();
    const heading = page.getByRole('article').getByRole('heading', { name: sectionName, exact: true });
    await expect(heading).toBeInViewport();
    await expect(page).toHaveURL(new RegExp(`/blogs/${slug}#${await heading.getAttribute('id')}$`));

    await searchLink(page).click();
    // A member of this year's team, one who was on a past committee if any is: a result for each year.
    const onTeam = (year: string, name: string) =>
      teamOf(year).sections.some(({ members }) => members.some((member) => member.name === name));
    const members = teamOf(site.currentTeamYear).sections.flatMap((section) => section.members);
    const { name } = members.find((member) => PAST_TEAM_YEARS.some((year) => onTeam(year, member.name))) ?? members[0]!;
    await search(page, name);
    const years = [site.currentTeamYear, ...PAST_TEAM_YEARS].filter((year) => onTeam(year, name));
    await expect(result(page, name)).toHaveCount(years.length);
    const member = result(page, name).locator('a[href*="/team#member-"]');
    const { hash } = new URL((await member.getAttribute('href'))!, page.url());
    await member.click();
    await expect(page).toHaveURL(new RegExp(`/team${hash}$`));
    await expect(page.locator(hash)).toBeInViewport();
    await expect(page.locator(hash)).toContainText(name);

    // A contest no other row names, by its name.
    const { event, year, id } = ACHIEVEMENTS.find((a) => !ACHIEVEMENTS.some((b) => b !== a && b.event === a.event))!;
    await searchLink(page).click();
    await search(page, event);
    // The row itself, by its kind (the achievements page and others name the contest too).
    await ofKind(page, 'Achievement').first().getByRole('link').first().click();
    await expect(page).toHaveURL(new RegExp(`/achievement#achievement-${id ?? `${year}-`}`));
    const row = page.locator(`#${new URL(page.url()).hash.slice(1)}`);
    await expect(row).toContainText(event);
    await expect(row).toBeInViewport();

    // A project of the last domain: its tab is not the one the page opens on.
    const domain = TAB_DOMAINS.at(-1)!;
    const { year: tabYear, major, minor } = domain.years[0]!;
    const tabProject = [...major, ...minor][0]!;
    await searchLink(page).click();
    await search(page, tabProject.title);
    await result(page, tabProject.title).getByRole('link').first().click();
    await expect(page).toHaveURL(new RegExp(`/tab#${domain.id}-${tabYear}-${tabProject.id ?? '[\\w-]+'}$`));
    await expect(page.getByRole('tab', { name: domain.name, exact: true })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { name: tabProject.title })).toBeInViewport();

    // Which words a phrase keeps, the offers of a slip and the order of the kinds are component
    // tests (search-panel.test.tsx); here the index and the word list the build writes, as served.
    await searchLink(page).click();
    await search(page, slip);
    await expect(status(page)).toContainText(`No results for “${slip}”`);
    const offer = page.getByText('Did you mean').getByRole('button', { name: common, exact: true });
    await offer.click();
    await expect(field(page)).toHaveValue(common);
    await expect(status(page)).toContainText(`for “${common}”`);
    await expect(results(page).first()).toContainText(new RegExp(common, 'i'));

    const excerpt = ofKind(page, 'Article').first().locator(':scope > p').nth(1);
    await expect(excerpt.locator('mark').first()).toHaveText(new RegExp(common, 'i'));
    await expect(excerpt).not.toHaveText(/^\s*Back\b/);

    await search(page, codeWord);
    await expect(status(page)).toHaveText(`No results for “${codeWord}”.`);

    // The first PDF of the handouts' list.
    const handout = resources('robotics.yaml')
      .flatMap(({ entries }) => entries)
      .find((entry) => 'url' in entry && entry.url.endsWith('.pdf')) as { title: string; url: string };
    await search(page, handout.title);
    const link = results(page).getByRole('link', { name: handout.title }).first();
    // Chromium without a window downloads a PDF rather than showing it: the new tab asks for it.
    const pdf = (request: Request) => request.url().endsWith(handout.url);
    const [tab, request] = await Promise.all([
      context.waitForEvent('page'),
      context.waitForEvent('request', pdf),
      link.click(),
    ]);
    expect(request.frame().page()).toBe(tab);
    await expect(dialog(page)).toBeVisible();
  });
});

test.describe('Back from a result of /search', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('/search?q= shows the results of its words and keeps them, and the kind chosen, in the address, so a reload or a shared link shows the same results; Back from a result returns a reader to it, at the same place, with the same results', async ({
    page,
  }) => {
    await page.goto(at(`/search?q=${word}`));
    await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
    await expect(field(page)).toHaveValue(word);
    await expect(result(page, project.title)).toBeVisible();
    await search(page, common);
    await expect(page).toHaveURL(new RegExp(`/search\\?q=${common}$`));
    await expect(results(page)).toHaveCount(SHOWN);
    await page.getByRole('radio', { name: /^Articles \(\d+\)$/ }).check();
    await expect(page).toHaveURL(new RegExp(`/search\\?q=${common}&kind=Article$`));
    await page.reload();
    await expect(page.getByRole('radio', { name: /^Articles \(\d+\)$/ })).toBeChecked();
    await expect(status(page)).toContainText('among articles.');
    await page.getByRole('radio', { name: /^All \(\d+\)$/ }).check();
    await expect(page).toHaveURL(new RegExp(`/search\\?q=${common}$`));
    // The first page of all the results, not the articles' still showing as the kind changes.
    await expect(results(page)).toHaveCount(SHOWN);

    const opened = ofKind(page, 'Article').first();
    await expect(opened).toBeVisible();
    await expect(busyResults(page)).toHaveCount(0);
    const title = (await opened.getByRole('link').first().textContent())!;
    expect(ARTICLES.map((article) => article.title)).toContain(title);
    // The reader scrolls the result up to the top of the screen.
    await opened.evaluate((item) => item.scrollIntoView({ block: 'start' }));
    const place = await page.evaluate(() => window.scrollY);
    expect(place).toBeGreaterThan(0);

    await opened.getByRole('link', { name: title, exact: true }).tap();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    // The reader reads on, well down the article, before going Back.
    await page.getByRole('article').getByRole('heading', { level: 2 }).last().scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(place);

    await page.goBack();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search');
    await expect(field(page)).toHaveValue(common);
    await expect(results(page)).toHaveCount(SHOWN);
    expect(await page.evaluate(() => window.scrollY)).toBe(place);
    await expect(opened).toBeInViewport();
  });
});

// The keys build no address: the root build checks them; a result's address under the base is
// checked by the click tests above at both bases.
test.describe('Site search with the keyboard', () => {
  test(
    'a lone / is a character, never the search, and the link says no shortcut in its name; Control+K opens it, the arrow keys move through the results, Escape closes and returns focus, reopening selects the words, Enter goes to a result and opens it',
    ROOT_ONLY,
    async ({ page }) => {
      await page.goto(at('/tab'));
      await page.getByRole('tab').first().focus();
      // WCAG 2.1.4: a lone character would fire under speech input and screen readers' quick keys.
      await page.keyboard.press('/');
      await expect(dialog(page)).toHaveCount(0);
      // The shortcut is said from aria-keyshortcuts, so the name holds none.
      const snapshot = await page.getByRole('banner').ariaSnapshot();
      expect(snapshot).toContain('link "Search"');
      expect(snapshot).not.toMatch(/shortcut|slash/i);
      await page.keyboard.press('Control+k');
      await expect(field(page)).toBeFocused();
      await page.keyboard.type(common);
      await expect(status(page)).toContainText(`for “${common}”`);
      await expect(busyResults(page)).toHaveCount(0);
      await page.keyboard.press('ArrowDown');
      const links = results(page).locator('a[data-result]');
      await expect(links.nth(0)).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(links.nth(1)).toBeFocused();
      await page.keyboard.press('ArrowUp');
      await page.keyboard.press('ArrowUp');
      await expect(field(page)).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(dialog(page)).toHaveCount(0);
      await expect(page.getByRole('tab').first()).toBeFocused();

      // Reopened, it holds the last words, selected: typing replaces them.
      await page.keyboard.press('Control+k');
      await expect(field(page)).toBeFocused();
      await expect(field(page)).toHaveValue(common);
      await page.keyboard.type(word);
      await expect(field(page)).toHaveValue(word);
      await expect(status(page)).toContainText(`for “${word}”`);
      await expect(busyResults(page)).toHaveCount(0);
      // Enter in the field goes to the first result, as the form's Search button does.
      await page.keyboard.press('Enter');
      await expect(links.nth(0)).toBeFocused();
      const first = await links.nth(0).getAttribute('href');
      await page.keyboard.press('Enter');
      await expect(dialog(page)).toHaveCount(0);
      await expect(page).toHaveURL(new RegExp(`${first!.replace(/[.?#]/g, '\\$&')}$`));
    },
  );
});

/**
 * axe looks at the dialog's markup and colours, the same under /robotics/; the searches above
 * show that the index and its results load at both bases.
 */
test.describe('Site search, accessibility', ROOT_ONLY, () => {
  test('the dialog with results and a filter has no axe violations, light at 390 px and dark at 1366 px', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openSearch(page);
    await search(page, common);
    await expect(results(page).first()).toBeVisible();
    await expectNoAxeViolations(page, 'search dialog, light, 390 px');
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.emulateMedia({ colorScheme: 'dark' });
    await expectNoAxeViolations(page, 'search dialog, dark, 1366 px');
  });
});

test.describe('Site search without JavaScript', ROOT_ONLY, () => {
  test.use({ javaScriptEnabled: false });
  test("the header's Search link leads to /search, which says the search needs JavaScript and links to the lists", async ({
    page,
  }) => {
    await page.goto(at('/about'));
    await searchLink(page).click();
    await expect(page).toHaveURL(/\/search$/);
    await expect(page.getByText('Search runs in your browser and needs JavaScript.')).toBeVisible();
    const lists = page.getByRole('navigation', { name: 'Lists to browse' });
    await expect(lists.getByRole('link', { name: 'Induction', exact: true })).toBeVisible();
    // The navigation's links but Home.
    await expect(lists.getByRole('link')).toHaveCount(navLinks.length - 1);
  });
});

test.describe('Site search when the page’s code never arrives', ROOT_ONLY, () => {
  test.use({ allowedConsoleErrors: [/Failed to load resource/] });
  test('/search sends the words to its address, says within seconds that search has not loaded and names the lists, and searches them once the code comes', async ({
    page,
  }) => {
    // JavaScript is on, but every script fails (a filter, a dropped connection).
    await page.route(/\.js$/, (route) => route.abort());
    await page.goto(at('/search'), { waitUntil: 'domcontentloaded' });
    await field(page).fill(word);
    await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(new RegExp(`/search\\?q=${word}$`));
    // CSS shows it 4 s after the page painted.
    const note = page.getByText('The search has not loaded');
    await animationsAt(page, 3_999);
    await expect(note).toBeHidden();
    await animationsAt(page, 4_001);
    await expect(note).toBeVisible();
    await expect(note).toContainText('browse the lists below');
    await expect(page.getByText('needs JavaScript')).toBeHidden();
    const lists = page.getByRole('navigation', { name: 'Lists to browse' });
    await expect(lists.getByRole('link', { name: 'Induction', exact: true })).toBeVisible();
    // The code comes back: the page reads the words from its address.
    await page.unroute(/\.js$/);
    await page.reload();
    await expect(field(page)).toHaveValue(word);
    await expect(result(page, project.title)).toBeVisible();
    await expect(note).toBeHidden();
  });
});
