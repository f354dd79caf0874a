import type * as EmailJsModule from '@emailjs/browser';
import { SEND_TIMEOUT_MS, SendTimeoutError } from './contact-message.ts';
import type { EmailJsConfig } from './emailjs-config.ts';

type EmailJs = typeof EmailJsModule;
let emailJs: Promise<EmailJs> | undefined;

/**
 * The EmailJS SDK, fetched the first time the form is used, so no other page (and no
 * visitor who only reads the contact details) downloads it. A failed download is
 * forgotten, so the next attempt fetches it again.
 */
export function loadEmailJs(): Promise<EmailJs> {
  emailJs ??= import('@emailjs/browser').catch((error: unknown) => {
    emailJs = undefined;
    throw error;
  });
  return emailJs;
}

/**
 * Sends the form's named fields with the SDK's `sendForm`, which posts them as
 * multipart data to `<origin>/api/v1.0/email/send-form`. Rejects as the SDK does, or
 * with a SendTimeoutError when nothing came back in time; an answer arriving after
 * that is ignored, because the race is already decided.
 */
export async function sendContactForm(form: HTMLFormElement, config: EmailJsConfig): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new SendTimeoutError()), SEND_TIMEOUT_MS);
  });
  const send = loadEmailJs().then((sdk) => {
    // sendForm ignores an origin in its options: only init sets where requests go.
    sdk.init({ publicKey: config.publicKey }, config.origin);
    return sdk.sendForm(config.serviceId, config.templateId, form, { publicKey: config.publicKey });
  });
  try {
    await Promise.race([send, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
