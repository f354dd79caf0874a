// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { act } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderThenHydrate, setUpHydration, unmountHydrated } from '../../../test/support/hydrate.tsx';
import { readEmailJsConfig } from '../../lib/contact/emailjs-config.ts';
import { ContactForm } from './contact-form.tsx';

setUpHydration();

/**
 * The form as a page serves it: the prerendered HTML is always that of /contact
 * (`beforeHydration` sees it); the browser hydrates at the address the visitor opened.
 */
function hydrateForm(
  config: ReturnType<typeof readEmailJsConfig>,
  beforeHydration: (html: HTMLElement) => void = () => {},
  visited = '/contact',
) {
  const form = (entry: string) => (
    <MemoryRouter initialEntries={[entry]}>
      <ContactForm config={config} email="robotics@riverbend.example" />
    </MemoryRouter>
  );
  return renderThenHydrate(form('/contact'), { beforeHydration, hydrated: form(visited) });
}

// A build whose environment has no EmailJS ids (the README's optional settings left empty).
const noMailSettings = () =>
  readEmailJsConfig({ VITE_EMAILJS_SERVICE_ID: '', VITE_EMAILJS_TEMPLATE_ID: '', VITE_EMAILJS_PUBLIC_KEY: '' });

it("without mail settings offers the club's address as the way to write, before and after hydration", async () => {
  const config = noMailSettings();
  await hydrateForm(config, (html) =>
    expect(html.textContent).toContain(
      'This site sends no messages itself: please email us at robotics@riverbend.example, and we will reply from there.',
    ),
  );
  expect(screen.getByRole('link', { name: 'robotics@riverbend.example' }).getAttribute('href')).toBe(
    'mailto:robotics@riverbend.example',
  );
  expect(screen.queryAllByRole('textbox')).toEqual([]);
  expect(screen.queryByRole('button', { name: 'Send message' })).toBeNull();
});

it('without mail settings, a link from Join keeps its subject in the mail the address opens', async () => {
  await hydrateForm(noMailSettings(), undefined, '/contact?subject=joining');
  expect(screen.getByRole('link', { name: 'robotics@riverbend.example' }).getAttribute('href')).toBe(
    'mailto:robotics@riverbend.example?subject=Joining',
  );
  expect(document.body.textContent).toContain('with “Joining” as the subject');
});

it('counts down the characters left in the message as a reader sees them, and shows when there are too many', async () => {
  const config = readEmailJsConfig({
    VITE_EMAILJS_SERVICE_ID: 'service',
    VITE_EMAILJS_TEMPLATE_ID: 'template',
    VITE_EMAILJS_PUBLIC_KEY: 'key',
  });
  await hydrateForm(config);
  const message = screen.getByRole('textbox', { name: 'Message' });
  const count = () => screen.getByText(/characters?( left| too many)$|^You can enter/).textContent;
  expect(count()).toBe('You can enter up to 5000 characters');

  const type = (text: string) => act(async () => void fireEvent.change(message, { target: { value: text } }));
  await type('Hello');
  expect(count()).toBe('4995 characters left');
  await type('x'.repeat(5001));
  expect(count()).toBe('1 character too many');
  // 👩‍👩‍👧‍👦 is 11 UTF-16 units, é written as e and a combining accent is 2: one character each.
  await type('👩‍👩‍👧‍👦 e\u0301');
  expect(count()).toBe('4997 characters left');
  await type('');
  expect(count()).toBe('You can enter up to 5000 characters');
});

// ---------------------------------------------------------------------------------------------
// The form with mail settings: the real EmailJS SDK, whose requests reach a stand-in for the
// mail service (fetch) that answers as EmailJS does.

const MAIL = { serviceId: 'service', templateId: 'template', publicKey: 'key' };
const withMail = () =>
  readEmailJsConfig({
    VITE_EMAILJS_SERVICE_ID: MAIL.serviceId,
    VITE_EMAILJS_TEMPLATE_ID: MAIL.templateId,
    VITE_EMAILJS_PUBLIC_KEY: MAIL.publicKey,
  });

const SENT = 'Message sent successfully!';
const FAILED = 'Failed to send the message. Please try again.';
const VISITOR = { name: 'Asha Rao', email: 'asha.rao@students.example.org' };
const MESSAGE = 'Hello!\nCould our school visit the lab next month? We are 24 students — and one 🤖.';

/** What the stand-in mail service received: the fields of each request that reached it. */
let received: FormData[] = [];
/** How the stand-in answers the next request: a status, a network failure, or no answer until released. */
let answer: number | 'network failure' | 'hang' = 200;
let release = () => {};

beforeEach(() => {
  localStorage.clear();
  received = [];
  answer = 200;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      received.push(init.body as FormData);
      if (answer === 'network failure') throw new TypeError('Failed to fetch');
      if (answer === 'hang') await new Promise<void>((resolve) => (release = resolve));
      const status = answer === 'hang' ? 200 : answer;
      return new Response(status === 200 ? 'OK' : 'Refused', { status });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const subjectBox = () => screen.getByRole('combobox', { name: 'Subject' }) as HTMLSelectElement;
const sendButton = () => screen.getByRole('button', { name: /^(Send message|Sending…)$/ });
const status = () => screen.getByRole('status');
const alerts = () => screen.getAllByRole('alert');
const failure = () => alerts().find((alert) => alert.textContent?.includes(FAILED));

async function type(name: string, text: string) {
  await act(async () => void fireEvent.change(field(name), { target: { value: text } }));
}
async function choose(subject: string) {
  await act(async () => void fireEvent.change(subjectBox(), { target: { value: subject } }));
}
async function writeMessage(message = MESSAGE) {
  await type('Name', VISITOR.name);
  await type('Email address', VISITOR.email);
  await type('Message', message);
}
function expectTextKept(message = MESSAGE) {
  expect(field('Name').value).toBe(VISITOR.name);
  expect(field('Email address').value).toBe(VISITOR.email);
  expect(field('Message').value).toBe(message);
}
const expectEmpty = () =>
  expect([field('Name').value, field('Email address').value, field('Message').value, subjectBox().value]).toEqual([
    '',
    '',
    '',
    'General',
  ]);

/** A tap on Send, and whatever follows it until the page settles. */
async function send() {
  await act(async () => void fireEvent.click(sendButton()));
}
const errorSummary = () =>
  waitFor(() => {
    const summary = alerts().find((alert) => within(alert).queryByRole('heading', { name: 'There is a problem' }));
    expect(summary).toBeDefined();
    return summary!;
  });
/** What a screen reader reads after a field's name: its hint and its error. */
const description = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');
const sentSubjects = () => received.map((fields) => fields.get('subject'));

it('labels each field with its limit and autofill hint, requires name, email and message, and offers four subjects', async () => {
  await hydrateForm(withMail());
  expect([field('Name').autocomplete, description(field('Name'))]).toEqual(['name', 'Up to 100 characters.']);
  expect([field('Email address').type, field('Email address').autocomplete]).toEqual(['email', 'email']);
  expect(description(field('Email address'))).toMatch(/Up to 254 characters/);
  expect(description(field('Message'))).toBe('Up to 5000 characters.');
  for (const name of ['Name', 'Email address', 'Message']) expect(field(name).required, name).toBe(true);
  // The honeypot is neither read out nor reached with the keyboard: three textboxes.
  expect(screen.getAllByRole('textbox')).toHaveLength(3);
  expect([...subjectBox().options].map((option) => option.value)).toEqual([
    'General',
    'Joining',
    'Sponsorship',
    'Workshop',
  ]);
  expect(subjectBox().value).toBe('General');
  expect(document.body.textContent).toContain('a draft of your message is kept on this device for a day');
  expect(screen.queryByRole('button', { name: 'Discard draft' })).toBeNull();
});

describe('when sending fails, the text stays and the reason is given', () => {
  const answers = [
    { status: 400, advice: /did not accept the message/, offersEmail: true },
    { status: 403, advice: /blocked messages from this sender/, offersEmail: true },
    { status: 429, advice: /Too many messages .* Please wait a minute/, offersEmail: false },
    { status: 451, advice: /took this browser for an automated one/, offersEmail: true },
    { status: 500, advice: /having problems/, offersEmail: true },
  ];
  for (const { status: code, advice, offersEmail } of answers) {
    it(`the mail service answers ${code}`, async () => {
      await hydrateForm(withMail());
      answer = code;
      await writeMessage();
      await send();
      await waitFor(() => expect(failure()).toBeDefined());
      expect(failure()!.textContent).toMatch(advice);
      expect(within(failure()!).queryAllByRole('link', { name: 'robotics@riverbend.example' })).toHaveLength(
        offersEmail ? 1 : 0,
      );
      expectTextKept();
      expect(status().textContent).toBe('');
      expect(sendButton().textContent).toBe('Send message');
      expect(received).toHaveLength(1);
    });
  }

  it('the request never reaches the mail service', async () => {
    await hydrateForm(withMail());
    answer = 'network failure';
    await writeMessage();
    await send();
    await waitFor(() => expect(failure()?.textContent).toContain('Check your internet connection'));
    expectTextKept();
    expect(status().textContent).toBe('');
  });
});

describe('the subject', () => {
  it('the chosen subject is sent as its own field, and the box is back at General for the next message', async () => {
    await hydrateForm(withMail());
    await writeMessage();
    await choose('Sponsorship');
    await send();
    await waitFor(() => expect(status().textContent).toBe(SENT));
    expect(sentSubjects()).toEqual(['Sponsorship']);
    expectEmpty();
  });

  for (const first of [500, 400, 429, 'network failure'] as const) {
    it(`after ${first === 'network failure' ? 'no answer from the mail service' : `the mail service answers ${first}`}, the box still shows the subject the retry sends`, async () => {
      // The SDK holds a retry after a 429 back for a minute, by the clock.
      vi.useFakeTimers({ toFake: ['Date'] });
      await hydrateForm(withMail());
      answer = first;
      await writeMessage();
      await choose('Sponsorship');
      await send();
      await waitFor(() => expect(failure()).toBeDefined());
      expect(subjectBox().value).toBe('Sponsorship');
      expectTextKept();

      answer = 200;
      vi.setSystemTime(Date.now() + 60_000);
      await send();
      await waitFor(() => expect(status().textContent).toBe(SENT));
      expect(sentSubjects().at(-1)).toBe('Sponsorship');
    });
  }

  for (const [query, label] of [
    ['joining', 'Joining'],
    ['workshop', 'Workshop'],
    ['Sponsorship', 'Sponsorship'],
    ['prize', 'General'],
  ] as const) {
    it(`a link with ?subject=${query} opens the form with ${label} chosen, and sends it`, async () => {
      await hydrateForm(withMail(), undefined, `/contact?subject=${query}`);
      expect(subjectBox().value).toBe(label);
      await writeMessage();
      await send();
      await waitFor(() => expect(status().textContent).toBe(SENT));
      expect(sentSubjects()).toEqual([label]);
    });
  }

  it('a subject the visitor chose before the page had loaded wins over the link’s', async () => {
    await hydrateForm(
      withMail(),
      (html) => void ((html.querySelector('[name=subject]') as HTMLSelectElement).value = 'Workshop'),
      '/contact?subject=joining',
    );
    expect(subjectBox().value).toBe('Workshop');
  });
});

describe('when the page’s code arrives while the visitor types, on a link with a subject', () => {
  it('nothing is remounted: the same fields keep every character, the focus and the caret, and the link’s subject is chosen', async () => {
    const typed = { name: VISITOR.name, message: 'Hello! Could our school vis' };
    let before: { message?: HTMLTextAreaElement; name?: HTMLInputElement } = {};
    await hydrateForm(
      withMail(),
      (html) => {
        before = {
          name: html.querySelector<HTMLInputElement>('[name=from_name]')!,
          message: html.querySelector<HTMLTextAreaElement>('[name=message]')!,
        };
        before.name!.value = typed.name;
        before.message!.value = typed.message;
        before.message!.focus();
        // The caret after "Hello!", where the visitor went back to add a word.
        before.message!.setSelectionRange(6, 6);
      },
      '/contact?subject=joining',
    );
    expect(field('Name')).toBe(before.name);
    expect(field('Message')).toBe(before.message);
    expect(document.activeElement).toBe(before.message);
    expect([field('Message').selectionStart, field('Message').selectionEnd]).toEqual([6, 6]);
    expect([field('Name').value, field('Message').value]).toEqual([typed.name, typed.message]);
    expect(subjectBox().value).toBe('Joining');
    // What was typed before counts, and the next keys go on from it.
    expect(screen.getByText(`${5000 - typed.message.length} characters left`)).toBeDefined();
    await type('Message', `${typed.message}it the lab?`);
    expect(screen.getByText(`${5000 - typed.message.length - 11} characters left`)).toBeDefined();
  });
});

describe('one submit sends one message', () => {
  const expectOneMessage = async () => {
    await waitFor(() => expect(received).toHaveLength(1));
    await act(async () => release());
    await waitFor(() => expect(status().textContent).toBe(SENT));
    expect(received).toHaveLength(1);
  };

  it('a double click on the button', async () => {
    await hydrateForm(withMail());
    answer = 'hang';
    await writeMessage();
    await act(async () => {
      fireEvent.click(sendButton());
      fireEvent.click(sendButton());
    });
    await expectOneMessage();
  });

  it('Enter pressed twice in a field (each an implicit submit)', async () => {
    await hydrateForm(withMail());
    answer = 'hang';
    await writeMessage();
    const form = field('Email address').form!;
    await act(async () => void form.requestSubmit());
    await act(async () => void form.requestSubmit());
    await expectOneMessage();
  });

  it('two submits in the same moment, before the page has redrawn', async () => {
    await hydrateForm(withMail());
    answer = 'hang';
    await writeMessage();
    await act(async () => {
      const form = sendButton().closest('form')!;
      form.requestSubmit();
      form.requestSubmit();
    });
    await expectOneMessage();
  });

  it('while the message is on its way, the button says Sending… and the text and subject cannot change', async () => {
    await hydrateForm(withMail());
    answer = 'hang';
    await writeMessage();
    await choose('Workshop');
    await send();
    expect(sendButton().textContent).toBe('Sending…');
    expect(sendButton().getAttribute('aria-disabled')).toBe('true');
    expect(field('Name').readOnly).toBe(true);
    expect(field('Message').readOnly).toBe(true);
    // Neither a tap nor a key can choose a disabled option.
    expect([...subjectBox().options].map((option) => [option.value, option.disabled])).toEqual([
      ['General', true],
      ['Joining', true],
      ['Sponsorship', true],
      ['Workshop', false],
    ]);
    expect(subjectBox().value).toBe('Workshop');
    await act(async () => release());
    await waitFor(() => expect(status().textContent).toBe(SENT));
    expect(sentSubjects()).toEqual(['Workshop']);
  });
});

// The 15 s themselves: src/lib/contact/send-contact-form.test.ts.
describe('when the mail service is slow', () => {
  it('says after 15 seconds that sending is taking long and whom to ask, keeps the text, and shows a late success as one', async () => {
    await hydrateForm(withMail());
    answer = 'hang';
    await writeMessage();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await send();
    // The request has gone (waiting moves the fake clock on by a few tens of milliseconds).
    await vi.waitUntil(() => received.length === 1);
    await act(async () => void vi.advanceTimersByTime(14_000));
    expect(status().textContent).toBe('');
    await act(async () => void vi.advanceTimersByTime(1_000));
    expect(status().textContent).toMatch(
      /^Sending is taking longer than usual\..*Before you send it again, email us at robotics@riverbend\.example to check/,
    );
    expect(within(status()).getByRole('link').getAttribute('href')).toBe('mailto:robotics@riverbend.example');
    expect([sendButton().textContent, field('Name').readOnly]).toEqual(['Sending…', true]);
    expectTextKept();
    vi.useRealTimers();
    await act(async () => release());
    await waitFor(() => expect(status().textContent).toBe(SENT));
    expect(failure()).toBeUndefined();
    expectEmpty();
  });
});

describe('after a message has been sent', () => {
  it('the success message goes away as soon as the visitor starts the next one', async () => {
    await hydrateForm(withMail());
    await writeMessage();
    await send();
    await waitFor(() => expect(status().textContent).toBe(SENT));
    expect(document.activeElement?.textContent).toBe(SENT);
    await type('Name', 'A');
    expect(status().textContent).toBe('');
    expect(field('Message').value).toBe('');
  });

  it('a second tap on Send with the form empty keeps the news, and sends nothing', async () => {
    await hydrateForm(withMail());
    await writeMessage();
    await send();
    await waitFor(() => expect(status().textContent).toBe(SENT));
    await send();
    expect(status().textContent).toBe(SENT);
    expect(alerts().map((alert) => alert.textContent)).toEqual(['']);
    expect(received).toHaveLength(1);
  });
});

describe('checks before sending', () => {
  it('an empty form sends nothing: the error summary takes focus and links to each field', async () => {
    await hydrateForm(withMail());
    await send();
    const summary = await errorSummary();
    // Focus lands on something a screen reader names, not a silent box.
    expect(document.activeElement).toBe(screen.getByRole('group', { name: 'There is a problem' }));
    const links = within(summary).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Enter your name', '#contact-name'],
      ['Enter your email address', '#contact-email'],
      ['Enter your message', '#contact-message'],
    ]);
    for (const name of ['Name', 'Email address', 'Message']) {
      expect(field(name).getAttribute('aria-invalid')).toBe('true');
    }
    expect(received).toEqual([]);
  });

  it('a wrong email address and an over-long message are named and kept; once corrected, the message is sent', async () => {
    await hydrateForm(withMail());
    await type('Name', VISITOR.name);
    await type('Email address', 'asha.example.com');
    await type('Message', 'x'.repeat(5001));
    await send();
    const summary = await errorSummary();
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Enter an email address in the correct format, like name@example.com',
      'Message must be 5000 characters or fewer',
    ]);
    expect(field('Name').getAttribute('aria-invalid')).toBeNull();
    expect(description(field('Email address'))).toMatch(/Error: Enter an email address in the correct format/);
    expect(description(field('Message'))).toMatch(/Error: Message must be 5000 characters or fewer/);
    // The visitor's words stay in the form to be corrected.
    expect(field('Email address').value).toBe('asha.example.com');
    expect(field('Message').value).toHaveLength(5001);
    expect(screen.getByText('1 character too many')).toBeDefined();
    expect(received).toEqual([]);

    await type('Email address', VISITOR.email);
    await type('Message', 'x'.repeat(5000));
    await send();
    await waitFor(() => expect(status().textContent).toBe(SENT));
    expect(received.map((fields) => String(fields.get('message')).length)).toEqual([5000]);
  });
  it('an address cut off in its domain is named at its end, and nothing is sent', async () => {
    await hydrateForm(withMail());
    await writeMessage();
    await type('Email address', 'aarav@student.ri');
    await send();
    const summary = await errorSummary();
    expect(within(summary).getByRole('link').textContent).toBe(
      'Check the end of the email address: “.ri” is not a domain ending such as .com or .in',
    );
    expect(field('Email address').value).toBe('aarav@student.ri');
    expect(received).toEqual([]);
  });
});

describe('the draft', () => {
  /** Leaving the page (the draft is written as it goes), then opening it again. */
  async function reload(reopenedAt?: Date) {
    window.dispatchEvent(new Event('pagehide'));
    unmountHydrated();
    if (reopenedAt) vi.setSystemTime(reopenedAt);
    await hydrateForm(withMail());
  }
  const discardDraft = () => screen.queryByRole('button', { name: 'Discard draft' });

  it('survives a reload, subject included, and is gone once the message has been sent', async () => {
    await hydrateForm(withMail());
    await writeMessage();
    await choose('Workshop');
    await reload();
    expectTextKept();
    expect(subjectBox().value).toBe('Workshop');
    expect(discardDraft()).not.toBeNull();

    await send();
    await waitFor(() => expect(status().textContent).toBe(SENT));
    expect(discardDraft()).toBeNull();
    await reload();
    expectEmpty();
    expect(discardDraft()).toBeNull();
  });

  it('a failed message is still there after a reload', async () => {
    await hydrateForm(withMail());
    answer = 500;
    await writeMessage();
    await send();
    await waitFor(() => expect(failure()).toBeDefined());
    await reload();
    expectTextKept();
  });

  it('Discard draft empties the form and forgets the draft, and the cursor goes back to the name', async () => {
    await hydrateForm(withMail());
    expect(discardDraft()).toBeNull();
    await writeMessage();
    await reload();
    expectTextKept();

    await act(async () => void fireEvent.click(discardDraft()!));
    expectEmpty();
    expect(document.activeElement).toBe(field('Name'));
    expect(status().textContent).toBe('Your draft has been discarded.');
    expect(discardDraft()).toBeNull();
    await reload();
    expectEmpty();
    expect(received).toEqual([]);
  });

  it('is kept for a day after it was last on the page, then forgotten', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-14T09:30:00Z'));
    await hydrateForm(withMail());
    await writeMessage();

    // Left at 09:30, opened again a minute short of a day later, and left at once.
    await reload(new Date('2026-03-15T09:29:00Z'));
    expectTextKept();
    expect(discardDraft()).not.toBeNull();

    await reload(new Date('2026-03-16T09:30:00Z'));
    expectEmpty();
    expect(discardDraft()).toBeNull();
    expect(localStorage.getItem('contact-form-draft')).toBeNull();
  });

  it('what was typed before the page had loaded wins over an older draft, and is kept as the draft', async () => {
    await hydrateForm(withMail());
    await writeMessage('An older message.');
    window.dispatchEvent(new Event('pagehide'));
    unmountHydrated();
    await hydrateForm(withMail(), (html) => {
      (html.querySelector('[name=from_name]') as HTMLInputElement).value = 'Ravi Menon';
    });
    expect(field('Name').value).toBe('Ravi Menon');
    expect(field('Message').value).toBe('');
    await reload();
    expect(field('Name').value).toBe('Ravi Menon');
  });
});

describe('the honeypot', () => {
  it('a bot that fills the hidden field is told the message was sent, and nothing is sent', async () => {
    await hydrateForm(withMail());
    await writeMessage();
    const honeypot = screen.getByRole('textbox', { name: /Website/, hidden: true }) as HTMLInputElement;
    expect([honeypot.form === field('Name').form, honeypot.name]).toEqual([true, '']);
    await act(async () => void fireEvent.change(honeypot, { target: { value: 'https://spam.example' } }));
    await send();
    await waitFor(() => expect(status().textContent).toBe(SENT));
    expect(field('Name').value).toBe('');
    expect(received).toEqual([]);
  });
});

it('before its code has arrived, the Send button says in words why it cannot be used yet, and where to write if it never does', async () => {
  await hydrateForm(withMail(), (html) => {
    const button = within(html).getByRole('button', { name: 'Send message' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    const description = html.querySelector(`#${button.getAttribute('aria-describedby')}`)!;
    // The second line is shown by CSS after a few seconds (e2e/contact.spec.ts, when the scripts fail).
    expect([...description.querySelectorAll('p')].map((line) => line.textContent)).toEqual([
      'Send is ready once the page has loaded.',
      'Still waiting? The page’s code may not have loaded: you can email your message to us at robotics@riverbend.example instead.',
    ]);
    expect(
      within(description as HTMLElement)
        .getByRole('link')
        .getAttribute('href'),
    ).toBe('mailto:robotics@riverbend.example');
  });
  expect((sendButton() as HTMLButtonElement).disabled).toBe(false);
  expect(sendButton().getAttribute('aria-describedby')).toBeNull();
  expect(screen.queryByText('Send is ready once the page has loaded.')).toBeNull();
  expect(screen.queryByText(/Still waiting/)).toBeNull();
});
