import { at, expect, test } from './support/fixtures.ts';

// Runs against the build made without EmailJS ids (the "unconfigured" project).
test.describe('Contact page built without mail settings', () => {
  test("says the form is not available and offers the club's email address instead", async ({ page, request }) => {
    const html = await (await request.get(at('/contact'))).text();
    expect(html).toContain('The contact form is not available right now.');

    const outgoing: string[] = [];
    page.on('request', (sent) => {
      if (!sent.url().startsWith('http://127.0.0.1')) outgoing.push(sent.url());
    });
    await page.goto(at('/contact'));
    const section = page.getByRole('region', { name: 'Send us a message' });
    await expect(section).toContainText(
      'The contact form is not available right now. Please email us at robotics@riverbend.example.',
    );
    await expect(section.getByRole('link', { name: 'robotics@riverbend.example' })).toHaveAttribute(
      'href',
      'mailto:robotics@riverbend.example',
    );
    await expect(page.getByRole('textbox')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Send message' })).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    expect(outgoing).toEqual([]);
  });
});
