// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EmailJsConfig } from './emailjs-config.ts';
import { LIMIT_RATE, sendContactForm } from './send-contact-form.ts';

const config: EmailJsConfig = {
  serviceId: 'service_x',
  templateId: 'template_y',
  publicKey: 'key_z',
  origin: 'http://127.0.0.1:9',
  blockHeadless: true,
};
const options = { onSlow: () => {} };

function contactForm(): HTMLFormElement {
  const form = document.createElement('form');
  form.innerHTML = `
    <input name="from_name" value="Asha Rao">
    <input name="reply_to" value="asha@example.com">
    <select name="subject"><option selected>Workshop</option></select>
    <textarea name="message">Hello</textarea>`;
  return form;
}

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  localStorage.clear();
  fetchMock = vi.fn(() => Promise.resolve(new Response('OK', { status: 200 })));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  Reflect.deleteProperty(navigator, 'webdriver');
});

describe('sendContactForm with the real SDK', () => {
  it('in a browser driven by automation, refuses with 451 before any request when headless blocking is on', async () => {
    Object.defineProperty(navigator, 'webdriver', { value: true, configurable: true });
    await expect(sendContactForm(contactForm(), config, options)).rejects.toMatchObject({ status: 451 });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('in a browser driven by automation, sends when headless blocking is off, subject included', async () => {
    Object.defineProperty(navigator, 'webdriver', { value: true, configurable: true });
    await sendContactForm(contactForm(), { ...config, blockHeadless: false }, options);
    expect(fetchMock).toHaveBeenCalledOnce();
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('http://127.0.0.1:9/api/v1.0/email/send-form');
    const body = init.body as FormData;
    expect(body.get('subject')).toBe('Workshop');
    expect(body.get('user_id')).toBe('key_z');
  });

  it('sends one message a minute from this browser: a second is refused with 429 without a request', async () => {
    await sendContactForm(contactForm(), config, options);
    await expect(sendContactForm(contactForm(), config, options)).rejects.toMatchObject({ status: 429 });
    expect(fetchMock).toHaveBeenCalledOnce();

    localStorage.setItem(LIMIT_RATE.id, String(Date.now() - LIMIT_RATE.throttle - 1));
    await sendContactForm(contactForm(), config, options);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('does not count an attempt that failed, so the visitor can try again at once', async () => {
    fetchMock.mockImplementationOnce(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(sendContactForm(contactForm(), config, options)).rejects.toBeInstanceOf(TypeError);
    fetchMock.mockImplementationOnce(() => Promise.resolve(new Response('Internal Server Error', { status: 500 })));
    await expect(sendContactForm(contactForm(), config, options)).rejects.toMatchObject({ status: 500 });
    await sendContactForm(contactForm(), config, options);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('says once when 15 seconds pass without an answer, and still settles with the late answer', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let answer: (response: Response) => void = () => {};
    fetchMock.mockImplementationOnce(() => new Promise<Response>((resolve) => (answer = resolve)));
    const onSlow = vi.fn();
    const sending = sendContactForm(contactForm(), config, { onSlow });
    // The SDK is imported before it sends; wait for the request without moving the clock.
    while (fetchMock.mock.calls.length === 0) await new Promise((resolve) => setImmediate(resolve));
    vi.advanceTimersByTime(14_999);
    expect(onSlow).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onSlow).toHaveBeenCalledOnce();
    answer(new Response('OK', { status: 200 }));
    await expect(sending).resolves.toBeUndefined();
    expect(onSlow).toHaveBeenCalledOnce();
  });
});
