import { loadSponsorPage } from '../src/content/catalog.server.ts';
import { at, expect, test } from './support/fixtures.ts';

test.describe('Join and Sponsor', () => {
  test('the menu and the home page lead to Join, which says who can join, the year, the cost and answers questions', async ({
    page,
  }) => {
    await page.goto(at('/'));
    await page.getByRole('main').getByRole('link', { name: 'Join the club' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Join the Club');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
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
  });

  test('with registration closed, Join gives the next date and a link to write about joining', async ({
    page,
    baseURL,
  }) => {
    await page.goto(at('/join'));
    await expect(page.getByRole('main')).toContainText('Induction 2027 starts on 6 September 2027');
    const write = page.getByRole('link', { name: 'Write to us about joining' });
    await expect(write).toHaveAttribute('href', `${new URL(at('/contact'), baseURL).pathname}?subject=joining`);
  });

  test('Sponsor counts the club from its content, shows tiers and logos, and offers the deck and two ways to write', async ({
    page,
    request,
    baseURL,
  }) => {
    const expected = loadSponsorPage();
    await page.goto(at('/sponsor'));
    for (const stat of expected.stats) {
      await expect(
        page
          .getByRole('definition')
          .filter({ hasText: new RegExp(`^${stat.value}$`) })
          .first(),
      ).toBeVisible();
      await expect(page.getByRole('term').filter({ hasText: stat.label })).toBeVisible();
    }
    await expect(page.getByRole('heading', { level: 3 })).toContainText(['Gold', 'Silver', 'Bronze']);
    const logos = page.getByRole('img', { name: / logo$/ });
    await expect(logos).toHaveCount(expected.current.length + expected.past.length);
    for (const logo of await logos.all()) {
      expect(await logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    }
    const deck = page.getByRole('link', { name: /sponsorship deck \(PDF, \d+ KB\)/ });
    const deckResponse = await request.get(new URL((await deck.getAttribute('href'))!, baseURL).href);
    expect(deckResponse.status()).toBe(200);
    expect(deckResponse.headers()['content-type']).toBe('application/pdf');
    await expect(page.getByRole('main').getByRole('link', { name: 'robotics@riverbend.example' })).toHaveAttribute(
      'href',
      'mailto:robotics@riverbend.example',
    );
    await expect(page.getByRole('link', { name: 'send us a message about sponsorship' })).toHaveAttribute(
      'href',
      `${new URL(at('/contact'), baseURL).pathname}?subject=sponsorship`,
    );
  });
});
