import type { Page } from '@playwright/test';
import { E2E_MAIL } from '../test/support/bases.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { SEND_FORM_FIELDS, SEND_FORM_PATH } from '../test/support/fake-emailjs.ts';
import { at } from './support/fixtures.ts';
import { gotoWithScriptsHeld } from './support/hydration.ts';
import { expect, test, type Mailbox } from './support/mailbox.ts';
import { ROUTES } from './support/routes.ts';

const SENT = 'Message sent successfully!';
const SLOW = 'Sending is taking longer than usual.';
const DRAFT_NOTE =
  'While you write, a draft of your message is kept on this device for a day, so a reload does not lose it.';
const FAILED = 'Failed to send the message. Please try again.';
const MESSAGE = 'Hello!\nCould our school visit the lab next month? We are 24 students — and one 🤖.';
/** Only the mail SDK's code contains its endpoint. */
const SDK_MARKER = SEND_FORM_PATH;

function contactForm(page: Page) {
  const region = page.getByRole('region', { name: 'Send us a message' });
  return {
    region,
    name: region.getByRole('textbox', { name: 'Name', exact: true }),
    email: region.getByRole('textbox', { name: 'Email address', exact: true }),
    subject: region.getByRole('combobox', { name: 'Subject' }),
    message: region.getByRole('textbox', { name: 'Message', exact: true }),
    send: region.getByRole('button', { name: /^(Send message|Sending…)$/ }),
    discardDraft: region.getByRole('button', { name: 'Discard draft' }),
    status: region.getByRole('status'),
    failure: region.getByRole('alert').filter({ hasText: FAILED }),
  };
}

async function writeMessage(page: Page, mailbox: Mailbox, message = MESSAGE) {
  const { name, email, message: text } = contactForm(page);
  await name.fill(mailbox.name);
  await email.fill(mailbox.address);
  await text.fill(message);
}

async function expectTextKept(page: Page, mailbox: Mailbox, message = MESSAGE) {
  const { name, email, message: text } = contactForm(page);
  await expect(name).toHaveValue(mailbox.name);
  await expect(email).toHaveValue(mailbox.address);
  await expect(text).toHaveValue(message);
}

test.describe('Contact form', () => {
  test('sits beside the contact details, with labelled fields, their limits and autocomplete hints', async ({
    page,
  }) => {
    await page.goto(at('/contact'));
    await expect(page.getByRole('heading', { level: 2, name: 'Contact details' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Send us a message' })).toBeVisible();
    const { region, name, email, subject, message, send, discardDraft } = contactForm(page);

    await expect(name).toHaveAttribute('autocomplete', 'name');
    await expect(name).toHaveAccessibleDescription('Up to 100 characters.');
    await expect(email).toHaveAttribute('type', 'email');
    await expect(email).toHaveAttribute('autocomplete', 'email');
    await expect(email).toHaveAccessibleDescription(/Up to 254 characters/);
    await expect(message).toHaveAccessibleDescription('Up to 5000 characters.');
    await expect(region.getByText('You can enter up to 5000 characters')).toBeVisible();
    await expect(subject).toHaveValue('General');
    await expect(subject.getByRole('option')).toHaveText(['General', 'Joining', 'Sponsorship', 'Workshop']);
    await expect(region.getByText(DRAFT_NOTE)).toBeVisible();
    await expect(discardDraft).toHaveCount(0);
    for (const field of [name, email, message]) await expect(field).toHaveAttribute('required');
    // The honeypot is neither read out nor reached with the keyboard.
    await expect(region.getByRole('textbox')).toHaveCount(3);
    await expect(send).toHaveText('Send message');
    await expect(send).toBeEnabled();

    await name.focus();
    await page.keyboard.press('Tab');
    await expect(email).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(subject).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(message).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(send).toBeFocused();
  });

  test('a valid message arrives once, with exactly the eight fields the SDK sends, and the form is cleared', async ({
    page,
    mailbox,
  }) => {
    await page.goto(at('/contact'));
    const { name, email, message, send, status } = contactForm(page);
    // The browser under test is an automated one: the e2e builds switch the SDK's headless blocking off.
    expect(await page.evaluate(() => navigator.webdriver)).toBe(true);
    await writeMessage(page, mailbox);
    const posted = page.waitForRequest((request) => request.url() === `${E2E_MAIL.origin}${SEND_FORM_PATH}`);
    await send.click();

    await expect(status).toHaveText(SENT);
    const request = await posted;
    expect(request.method()).toBe('POST');
    expect(request.headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    await expect(name).toHaveValue('');
    await expect(email).toHaveValue('');
    await expect(message).toHaveValue('');

    const messages = await mailbox.messages();
    expect(messages).toHaveLength(1);
    expect(Object.keys(messages[0] ?? {}).sort()).toEqual([...SEND_FORM_FIELDS].sort());
    expect(messages[0]).toEqual({
      from_name: mailbox.name,
      reply_to: mailbox.address,
      subject: 'General',
      // Form data sends line breaks as CRLF.
      message: MESSAGE.replaceAll('\n', '\r\n'),
      lib_version: '4.4.1',
      service_id: E2E_MAIL.ids.serviceId,
      template_id: E2E_MAIL.ids.templateId,
      user_id: E2E_MAIL.ids.publicKey,
    });
    await expectNoAxeViolations(page, 'after sending');
  });
});

test.describe('Contact form > on a slow line', () => {
  test('what the visitor types before the page has loaded stays, Send says why it waits, and the message goes', async ({
    page,
    mailbox,
  }) => {
    const scripts = await gotoWithScriptsHeld(page, at('/contact?subject=joining'));
    const { send, subject, status } = contactForm(page);
    await expect(send).toBeDisabled();
    await expect(send).toHaveAccessibleDescription('Send is ready once the page has loaded.');
    await writeMessage(page, mailbox);

    await scripts.hydrated();
    await expect(send).toBeEnabled();
    await expect(page.getByText('Send is ready once the page has loaded.')).toHaveCount(0);
    await expectTextKept(page, mailbox);
    await expect(subject).toHaveValue('Joining');
    await send.click();
    await expect(status).toHaveText(SENT);
    expect((await mailbox.messages()).map((sent) => [sent.from_name, sent.subject])).toEqual([
      [mailbox.name, 'Joining'],
    ]);
  });
});

test.describe('Contact form > when sending fails, the text stays', () => {
  // Chromium logs every failed request as a console error.
  test.use({ allowedConsoleErrors: [/Failed to load resource/] });

  test('the visitor is offline', async ({ page, context, mailbox }) => {
    await page.goto(at('/contact'));
    const { send, failure } = contactForm(page);
    await writeMessage(page, mailbox);
    await context.setOffline(true);
    await send.click();

    await expect(failure.getByText(FAILED, { exact: true })).toBeVisible();
    await expect(failure).toContainText('Check your internet connection');
    await expectTextKept(page, mailbox);
    expect(await mailbox.requests()).toEqual([]);
  });

  test('a failed message is still there after a reload, and can then be sent', async ({ page, mailbox }) => {
    await mailbox.answerWith('500');
    await page.goto(at('/contact'));
    await writeMessage(page, mailbox);
    await contactForm(page).send.click();
    await expect(contactForm(page).failure).toBeVisible();

    await page.reload();
    await expectTextKept(page, mailbox);
    await mailbox.answerWith('ok');
    await contactForm(page).send.click();
    await expect(contactForm(page).status).toHaveText(SENT);
    expect(await mailbox.messages()).toHaveLength(1);
  });
});

test.describe('Contact form > when the mail service is slow', () => {
  test('after 15 seconds without an answer the visitor is told it is taking long, and a late success is shown as one', async ({
    page,
    mailbox,
  }) => {
    await mailbox.answerWith('hang');
    await page.clock.install({ time: new Date('2025-03-14T09:00:00Z') });
    await page.goto(at('/contact'));
    const { region, name, send, status, failure } = contactForm(page);
    await writeMessage(page, mailbox);
    // Time stands still from here, however slowly the machine runs, until the test moves it.
    await page.clock.pauseAt(new Date('2025-03-14T10:00:00Z'));
    await send.click();
    await expect(send).toHaveText('Sending…');
    await expect.poll(async () => (await mailbox.requests()).length).toBe(1);

    await page.clock.runFor(14_999);
    await expect(status).toBeEmpty();
    await page.clock.runFor(1);
    await expect(status).toContainText(SLOW);
    await expect(status).toContainText('Before you send it again, email us at robotics@riverbend.example to check');
    await expect(status.getByRole('link', { name: 'robotics@riverbend.example' })).toHaveAttribute(
      'href',
      'mailto:robotics@riverbend.example',
    );
    await expect(region.getByRole('alert')).toBeEmpty();
    // Still on its way: nothing to resend from here, and the text stays as it is.
    await expect(send).toHaveText('Sending…');
    await expect(name).not.toBeEditable();
    await expectTextKept(page, mailbox);

    await page.clock.runFor(60_000);
    await mailbox.release();
    await expect(status).toHaveText(SENT);
    await expect(failure).toHaveCount(0);
    await expect(name).toHaveValue('');
    await expect(send).toHaveText('Send message');
    expect(await mailbox.messages()).toHaveLength(1);
  });
});

test.describe('Contact form > after a message has been sent', () => {
  test('on a phone, the success line is where the visitor is looking, and a second tap on Send keeps it', async ({
    page,
    mailbox,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(at('/contact'));
    const { send, status, region } = contactForm(page);
    await writeMessage(page, mailbox);
    await send.click();
    const sent = status.getByText(SENT, { exact: true });
    await expect(sent).toBeFocused();
    await expect(sent).toBeInViewport({ ratio: 1 });

    // The form is empty now: the tap meant nothing new, so no errors replace the news.
    await send.click();
    await expect(sent).toBeVisible();
    // One alert region, empty: no error summary, no failure.
    await expect(region.getByRole('alert')).toHaveText(['']);
    expect(await mailbox.messages()).toHaveLength(1);
  });

  test('a second message within a minute is held back by the browser, and goes once the minute has passed', async ({
    page,
    mailbox,
  }) => {
    // The rate limit refuses the second message without a request, as a 429.
    await page.clock.install();
    await page.goto(at('/contact'));
    const { send, status, failure } = contactForm(page);
    await writeMessage(page, mailbox);
    await send.click();
    await expect(status).toHaveText(SENT);

    await page.clock.runFor(30_000);
    await writeMessage(page, mailbox, 'One more thing: we are 25 students, not 24.');
    await send.click();
    await expect(failure).toContainText('Too many messages have been sent from here in a short time');
    await expectTextKept(page, mailbox, 'One more thing: we are 25 students, not 24.');
    expect(await mailbox.requests()).toHaveLength(1);

    await page.clock.runFor(30_000);
    await send.click();
    await expect(status).toHaveText(SENT);
    expect((await mailbox.messages()).map((sent) => sent.message)).toEqual([
      MESSAGE.replaceAll('\n', '\r\n'),
      'One more thing: we are 25 students, not 24.',
    ]);
  });
});

test.describe('Contact form > checks before sending', () => {
  test('a wrong email address and an over-long message are named; once corrected, the message is sent', async ({
    page,
    mailbox,
  }) => {
    await page.goto(at('/contact'));
    const { region, name, email, message, send, status } = contactForm(page);
    await name.fill(mailbox.name);
    await email.fill('asha.example.com');
    await message.fill('x'.repeat(5001));
    await send.click();

    const summaryLinks = region.getByRole('alert').getByRole('link');
    await expect(summaryLinks).toHaveText([
      'Enter an email address in the correct format, like name@example.com',
      'Message must be 5000 characters or fewer',
    ]);
    await expect(name).not.toHaveAttribute('aria-invalid');
    await expect(email).toHaveAccessibleDescription(/Error: Enter an email address in the correct format/);
    await expect(message).toHaveAccessibleDescription(/Error: Message must be 5000 characters or fewer/);
    expect(await mailbox.requests()).toEqual([]);

    await email.fill(mailbox.address);
    await message.press('Backspace');
    await expect(region.getByText('0 characters left', { exact: true })).toBeVisible();
    await send.click();
    await expect(status).toHaveText(SENT);
    const messages = await mailbox.messages();
    expect(messages.map((sent) => sent.message?.length)).toEqual([5000]);
  });
});

test.describe('Contact form > the mail SDK', () => {
  test('no page preloads it, and the contact page fetches it only once the visitor starts writing', async ({
    page,
    request,
  }) => {
    // Each page's boot script names the modules it preloads and imports once the page has painted.
    const assets = new Set<string>();
    for (const route of ROUTES) {
      const html = await (await request.get(at(route.path))).text();
      for (const [, src] of html.matchAll(/<script[^>]* src="([^"]+)"/g)) {
        const boot = await (await request.get(src!)).text();
        for (const [, module] of boot.matchAll(/"(\/[^"\\\s]+\.js)"/g)) assets.add(module!);
      }
    }
    expect(assets.size).toBeGreaterThan(ROUTES.length);
    for (const asset of assets) {
      expect(await (await request.get(asset)).text(), asset).not.toContain(SDK_MARKER);
    }

    let sdkFetched = false;
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      if ((await response.text()).includes(SDK_MARKER)) sdkFetched = true;
    });
    await page.goto(at('/contact'));
    await page.waitForLoadState('networkidle');
    expect(sdkFetched).toBe(false);
    await contactForm(page).name.focus();
    await expect.poll(() => sdkFetched).toBe(true);
  });

  test('the Content-Security-Policy lets the page reach the fake mail provider and no other', async ({ request }) => {
    const csp = (await request.get(at('/contact'))).headers()['content-security-policy'] ?? '';
    expect(csp).toContain(`connect-src 'self' ${E2E_MAIL.origin};`);
    expect(csp).not.toContain('api.emailjs.com');
  });
});

test.describe('Contact form > without JavaScript', () => {
  test("gives way to the club's email address, and its button cannot submit the bare form", async ({
    browser,
  }, testInfo) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: testInfo.project.use.baseURL });
    const page = await context.newPage();
    await page.goto(at('/contact'));
    await expect(page.getByText('Sending this form needs JavaScript')).toBeVisible();
    await expect(page.getByRole('link', { name: 'robotics@riverbend.example' }).first()).toHaveAttribute(
      'href',
      'mailto:robotics@riverbend.example',
    );
    await expect(page.getByRole('textbox')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Send message', includeHidden: true })).toBeDisabled();
    await context.close();
  });

  test('a link with a subject still opens the page, with General chosen in its HTML', async ({ browser }, testInfo) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: testInfo.project.use.baseURL });
    const page = await context.newPage();
    const response = await page.goto(at('/contact?subject=joining'));
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Get in Touch' })).toBeVisible();
    await expect(page.getByText('Sending this form needs JavaScript')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Subject', includeHidden: true })).toHaveValue('General');
    await context.close();
  });
});
