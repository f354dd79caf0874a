import type { Page } from '@playwright/test';
import { E2E_MAIL } from '../test/support/bases.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { SEND_FORM_PATH } from '../test/support/fake-emailjs.ts';
import { animationsAt } from './support/clock.ts';
import { at } from './support/fixtures.ts';
import { elementsOf } from './support/html.ts';
import { expect, test, type Mailbox } from './support/mailbox.ts';
import { ROUTES, site } from './support/routes.ts';

const SENT = 'Message sent successfully!';
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
    status: region.getByRole('status'),
  };
}

async function writeMessage(page: Page, mailbox: Mailbox, message = MESSAGE) {
  const { name, email, message: text } = contactForm(page);
  await name.fill(mailbox.name);
  await email.fill(mailbox.address);
  await text.fill(message);
}

/** The scripts and module preloads a page's HTML names, and the code of its inline scripts. */
function scriptsIn(html: string) {
  const scripts = elementsOf(html).filter(({ tag, attrs }) => tag === 'script' || attrs.rel === 'modulepreload');
  return {
    sources: scripts.flatMap(({ attrs }) => attrs.src ?? attrs.href ?? []),
    inline: scripts.map(({ attrs, text }) => (attrs.src ? '' : text)).join(''),
  };
}

test.describe('Contact form', () => {
  test('sits beside the address, phone, email and social links, its fields in keyboard order; a valid message arrives once, with exactly the eight fields the SDK sends, and the form is cleared', async ({
    page,
    mailbox,
  }) => {
    await page.goto(at('/contact'));
    const details = page.getByRole('region', { name: 'Contact details' });
    await expect(details).toContainText(site.address.at(-1)!);
    await expect(details.getByRole('link', { name: site.phone })).toHaveAttribute(
      'href',
      `tel:${site.phone.replace(/[^+\d]/g, '')}`,
    );
    await expect(details.getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
    await expect(details.getByRole('link', { name: /Instagram/ })).toHaveAttribute('target', '_blank');
    await expect(page.getByRole('heading', { level: 2, name: 'Send us a message' })).toBeVisible();
    // Each field's label, limit, hint and the subjects: contact-form.test.tsx; here the order the keyboard takes.
    const { name, email, subject, message, send, status } = contactForm(page);
    await name.focus();
    for (const next of [email, subject, message, send]) {
      await page.keyboard.press('Tab');
      await expect(next).toBeFocused();
    }

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
    // Exactly the eight fields the SDK sends, no other.
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

test.describe('Contact form > when the page’s code cannot load', () => {
  // Chromium logs every failed request as a console error.
  test.use({ allowedConsoleErrors: [/Failed to load resource/] });

  test('Send says so within seconds and names the club’s address, and the words stay', async ({ page, mailbox }) => {
    // A filter or a dropped connection: every script fails, JavaScript itself is on.
    await page.route(/\.js$/, (route) => route.abort('blockedbyclient'));
    await page.goto(at('/contact'), { waitUntil: 'commit' });
    const { region, name, send } = contactForm(page);
    await name.fill(mailbox.name);
    await expect(send).toBeDisabled();
    await expect(send).toHaveAccessibleDescription('Send is ready once the page has loaded.');
    // Its words and link are a component test (contact-form.test.tsx); CSS shows it 5 s on.
    const stalled = region.getByText('Still waiting?');
    await animationsAt(page, 4_900);
    await expect(stalled).toBeHidden();
    await animationsAt(page, 5_000);
    await expect(stalled).toBeVisible();
    await expect(send).toHaveAccessibleDescription(
      new RegExp(`email your message to us at ${site.email.replace(/\./g, '\\.')} instead`),
    );
    await expect(name).toHaveValue(mailbox.name);
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');
  });
});

// The SDK's one message a minute: send-contact-form.test.ts (the real SDK); what the form then says: contact-form.test.tsx.
test.describe('Contact form > after a message has been sent', () => {
  test('on a phone, the success line is focused and in view', async ({ page, mailbox }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(at('/contact'));
    const { send, status } = contactForm(page);
    await writeMessage(page, mailbox);
    await send.click();
    const sent = status.getByText(SENT, { exact: true });
    await expect(sent).toBeFocused();
    await expect(sent).toBeInViewport({ ratio: 1 });
  });
});

test.describe('Contact form > the mail SDK', () => {
  // The policy that lets the page reach the provider alone: scripts/nginx.test.ts, and headers.spec.ts as served.
  test('no page preloads it, and the contact page fetches it only once the visitor starts writing', async ({
    page,
    request,
  }) => {
    // What a page loads: the scripts and module preloads its HTML names, and the modules its
    // scripts (inline or not) import by path.
    const assets = new Set<string>();
    const importedBy = (code: string) => [...code.matchAll(/"(\/[^"\\\s]+\.js)"/g)].map(([, module]) => module!);
    for (const route of ROUTES) {
      const { sources, inline } = scriptsIn(await (await request.get(at(route.path))).text());
      for (const module of importedBy(inline)) assets.add(module);
      for (const source of sources) {
        assets.add(source);
        for (const module of importedBy(await (await request.get(source)).text())) assets.add(module);
      }
    }
    expect(assets.size).toBeGreaterThan(1);
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
});

test.describe('Contact form > without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test("a link with a subject opens the page, which gives way to the club's email address; its button cannot submit the bare form", async ({
    page,
  }) => {
    expect((await page.goto(at('/contact?subject=joining')))?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Get in Touch' })).toBeVisible();
    await expect(page.getByText('Sending this form needs JavaScript')).toBeVisible();
    await expect(page.getByRole('link', { name: site.email }).first()).toHaveAttribute('href', `mailto:${site.email}`);
    await expect(page.getByRole('textbox')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Send message', includeHidden: true })).toBeDisabled();
    // The subject is chosen by the page's code: the HTML has General.
    await expect(page.getByRole('combobox', { name: 'Subject', includeHidden: true })).toHaveValue('General');
  });
});
