import { at, expect, FIXTURE_CONTENT, test } from './support/fixtures.ts';
import { ACHIEVEMENT_YEARS, ACHIEVEMENTS, data, GALLERIES, site, teamOf } from './support/routes.ts';

/** The content files, counted here through the e2e reader (support/routes.ts), not the page's loader. */
const runners = teamOf(site.currentTeamYear).sections.reduce((sum, section) => sum + section.members.length, 0);
const { memberCount } = data('about.yaml') as { memberCount: number };
const projects = GALLERIES.reduce((sum, gallery) => sum + gallery.projects.length, 0);
const wins = ACHIEVEMENTS.filter((row) => row.achievement.startsWith('Winner')).length;
const firstYear = Math.min(...ACHIEVEMENT_YEARS.map(Number));
const { sponsors, tiers } = data('sponsor.yaml') as { sponsors: unknown[]; tiers: { name: string }[] };

test.describe('Join and Sponsor', () => {
  test(
    "the menu and the home page lead to Join, which says who can join, the year, the cost and answers questions; built in November, it offers Post Induction'26, open until 9 January, and its January card leads to it; the Induction's next date and a link to write stay",
    FIXTURE_CONTENT,
    async ({ page }) => {
      // The home page's Join button: club-pages.spec.ts.
      await page.goto(at('/'));
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Join' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Join the Club');
      for (const name of ['Who can join', 'Your first year', 'What it costs and what you get', 'Questions']) {
        await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
      }
      await expect(page.getByRole('heading', { level: 3 })).toHaveText([
        'Induction',
        'Post Induction',
        'Recruitment to domains',
      ]);
      const question = page.getByRole('group').filter({ hasText: 'Is there a fee?' });
      await question.getByText('Is there a fee?').click();
      await expect(question.getByText(/^No\. The club is funded/)).toBeVisible();
      // /join ships no script (no-javascript.spec.ts): what it shows is its HTML as built.
      const main = page.getByRole('main');
      await expect(main).toContainText(
        "Registration for Post Induction'26 (16–24 January 2027) is open until 9 January 2027.",
      );
      const january = main.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Post Induction' }) });
      await expect(january).toContainText("Next: Post Induction'26, 16–24 January 2027");
      await january.getByRole('link', { name: "Post Induction'26" }).click();
      await expect(page).toHaveURL(/\/events\/post-induction-27$/);
      await page.goBack();
      await main.getByRole('link', { name: "How to sign up for Post Induction'26" }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText("Post Induction'26");
      await expect(page.getByRole('main')).toContainText('Registration is free and closes on 9 January');
      await page.goBack();
      await expect(main).toContainText('Induction 2027 starts on 6 September 2027');
      await expect(main).not.toContainText('Registration is closed');
      await expect(main).toContainText('drop by the Robotics Lab on any weekday evening');
    },
  );

  test('Sponsor counts the club from its content, shows tiers and logos, and offers the deck and two ways to write', async ({
    page,
  }) => {
    await page.goto(at('/sponsor'));
    // Each number with its label: the term names the stat, and the number is the definition
    // in the same group (the term's parent), so a number shown under another label fails.
    // The club's members and the students who run it are two numbers, each saying what it counts.
    for (const [label, value] of [
      ['members, from every branch and year', `${memberCount}+`],
      ['students running the club this year', runners],
      ['student projects in our galleries', projects],
      [`competitions won since ${firstYear}`, wins],
    ] as const) {
      const term = page.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) });
      await expect(term).toBeVisible();
      await expect(term.locator('..').getByRole('definition')).toHaveText(String(value));
    }
    await expect(page.getByRole('heading', { level: 3 })).toContainText(tiers.map(({ name }) => name));
    const logos = page.getByRole('img', { name: / logo$/ });
    await expect(logos).toHaveCount(sponsors.length);
    for (const logo of await logos.all()) {
      expect(await logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    }
    const deck = page.getByRole('link', { name: /sponsorship deck \(PDF, \d+ KB\)/ });
    // links.spec.ts fetches it.
    await expect(deck).toHaveAttribute('href', /\.pdf$/);
    await expect(page.getByRole('main').getByRole('link', { name: site.email })).toHaveAttribute(
      'href',
      `mailto:${site.email}?subject=Sponsorship`,
    );
  });

  test('on a phone, the tap on "Write to us about joining" or "send us a message about sponsorship" lands on the form with its subject chosen, in the first screen', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 667 });
    for (const [path, link, subject] of [
      ['/join', 'Write to us about joining', 'Joining'],
      ['/sponsor', 'send us a message about sponsorship', 'Sponsorship'],
    ] as const) {
      await page.goto(at(path));
      await page.getByRole('link', { name: link }).click();
      const form = page.getByRole('region', { name: 'Send us a message' });
      await expect(form.getByRole('combobox', { name: 'Subject' })).toHaveValue(subject);
      await expect(form.getByRole('heading', { name: 'Send us a message' })).toBeInViewport();
      await expect(form.getByRole('textbox', { name: 'Name' })).toBeInViewport();
    }
  });
});
