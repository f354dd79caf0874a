import type * as EmailJsModule from '@emailjs/browser';
import { SEND_TIMEOUT_MS } from './contact-message.ts';
import type { EmailJsConfig } from './emailjs-config.ts';

/** A module fetched the first time it is asked for; a failed download is forgotten, so the next asking fetches it again. */
function lazily<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}

/** The SDK's limitRate: one message per minute from this browser, whatever page it is on. */
export const LIMIT_RATE = { id: 'contact-form-last-sent', throttle: 60_000 } as const;

/**
 * The EmailJS SDK, fetched the first time the form is used, so no other page (and no
 * visitor who only reads the contact details) downloads it.
 */
export const loadEmailJs = lazily(() => import('@emailjs/browser'));

/** The internet's top-level domains, IANA's list as the `tlds` package keeps it: fetched like the SDK. */
export const loadDomainEndings = lazily(
  async (): Promise<ReadonlySet<string>> => new Set((await import('tlds')).default),
);

/**
 * Where the SDK notes when this browser last sent. `init` replaces the SDK's own
 * storage with whatever it is given, and without one the rate limit is silently off;
 * this one also survives storage that is blocked or full (then there is no limit).
 */
const rateStorage: EmailJsModule.StorageProvider = {
  get: (key) => Promise.resolve(attempt(() => localStorage.getItem(key)) ?? null),
  set: (key, value) => Promise.resolve(void attempt(() => localStorage.setItem(key, value))),
  remove: (key) => Promise.resolve(void attempt(() => localStorage.removeItem(key))),
};

function attempt<T>(action: () => T): T | undefined {
  try {
    return action();
  } catch {
    return undefined;
  }
}

export interface SendOptions {
  /** Called once when SEND_TIMEOUT_MS pass without an answer; the request goes on. */
  onSlow: () => void;
}

/**
 * Sends the form's named fields with the SDK's `sendForm`, which posts them as
 * multipart data to `<origin>/api/v1.0/email/send-form`, and settles with the answer
 * however long it takes: a late success is still a success. Rejects as the SDK does
 * (with status 429 from the rate limit and 451 from headless blocking before any
 * request is made).
 */
export async function sendContactForm(form: HTMLFormElement, config: EmailJsConfig, { onSlow }: SendOptions) {
  const timer = setTimeout(onSlow, SEND_TIMEOUT_MS);
  try {
    const sdk = await loadEmailJs();
    // sendForm ignores an origin in its options: only init sets where requests go.
    sdk.init(
      {
        publicKey: config.publicKey,
        blockHeadless: config.blockHeadless,
        limitRate: LIMIT_RATE,
        storageProvider: rateStorage,
      },
      config.origin,
    );
    try {
      await sdk.sendForm(config.serviceId, config.templateId, form);
    } catch (error) {
      // The SDK counts an attempt before making it; one that failed must not keep the
      // visitor from trying again at once. A 429 leaves the time of the last message.
      if (!isThrottled(error)) await rateStorage.remove(LIMIT_RATE.id);
      throw error;
    }
  } finally {
    clearTimeout(timer);
  }
}

/** Whether sending was refused as too frequent, by the SDK's rate limit or by the service. */
function isThrottled(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && error.status === 429;
}
