/**
 * The contact form's rules, kept apart from React so they can be tested alone: its
 * fields and limits, what makes a message valid, and what each way of failing to send
 * it tells the visitor.
 */

/** The form's fields, named as the mail template expects them (spec section 3). */
export type ContactField = 'from_name' | 'reply_to' | 'message';
export type ContactMessage = Record<ContactField, string>;

export const CONTACT_FIELDS: readonly ContactField[] = ['from_name', 'reply_to', 'message'];

export const EMPTY_MESSAGE: ContactMessage = { from_name: '', reply_to: '', message: '' };

/** Longest accepted value of each field; 254 is the longest address mail servers deliver to. */
export const MAX_LENGTH: Record<ContactField, number> = { from_name: 100, reply_to: 254, message: 5000 };

/** How long the visitor waits for the mail service before being told it did not answer. */
export const SEND_TIMEOUT_MS = 15_000;

/** The exact texts of the spec's error catalogue. */
export const SENT_TEXT = 'Message sent successfully!';
export const FAILED_TEXT = 'Failed to send the message. Please try again.';

export interface FieldError {
  field: ContactField;
  text: string;
}

// Deliberately loose: something, an @, a domain with a dot. The mail service and the
// reply itself are the real check; this only catches slips such as a missing @.
const EMAIL_FORMAT = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** What is wrong with a message, in the order of the form; empty when it may be sent. */
export function validateContactMessage(values: ContactMessage): FieldError[] {
  const errors: FieldError[] = [];
  const name = values.from_name.trim();
  if (!name) errors.push({ field: 'from_name', text: 'Enter your name' });
  else if (values.from_name.length > MAX_LENGTH.from_name)
    errors.push({ field: 'from_name', text: `Name must be ${MAX_LENGTH.from_name} characters or fewer` });

  const email = values.reply_to.trim();
  if (!email) errors.push({ field: 'reply_to', text: 'Enter your email address' });
  else if (email.length > MAX_LENGTH.reply_to)
    errors.push({ field: 'reply_to', text: `Email address must be ${MAX_LENGTH.reply_to} characters or fewer` });
  else if (!EMAIL_FORMAT.test(email))
    errors.push({ field: 'reply_to', text: 'Enter an email address in the correct format, like name@example.com' });

  if (!values.message.trim()) errors.push({ field: 'message', text: 'Enter your message' });
  else if (values.message.length > MAX_LENGTH.message)
    errors.push({ field: 'message', text: `Message must be ${MAX_LENGTH.message} characters or fewer` });
  return errors;
}

/** The mail service did not answer in time. */
export class SendTimeoutError extends Error {
  constructor() {
    super(`No answer from the mail service within ${SEND_TIMEOUT_MS / 1000} seconds`);
    this.name = 'SendTimeoutError';
  }
}

export type SendFailure = 'throttled' | 'blocked' | 'headless' | 'offline' | 'timeout' | 'rejected' | 'unavailable';

/**
 * Sorts whatever sending threw. The SDK rejects with `{ status, text }` for an answer
 * (status 0 when fetch failed), but fetch itself and a failed `import()` of the SDK
 * reject with a TypeError, and the SDK's own argument checks throw plain strings.
 */
export function classifySendError(error: unknown): SendFailure {
  if (error instanceof SendTimeoutError) return 'timeout';
  if (error instanceof TypeError) return 'offline';
  const status = typeof error === 'object' && error !== null && 'status' in error ? error.status : undefined;
  if (typeof status !== 'number') return 'unavailable';
  if (status === 0) return 'offline';
  if (status === 429) return 'throttled';
  if (status === 403) return 'blocked';
  if (status === 451) return 'headless';
  if (status >= 400 && status < 500) return 'rejected';
  return 'unavailable';
}

export interface FailureAdvice {
  /** The line under the spec's failure text, saying what happened and what to do. */
  text: string;
  /** Whether to offer the club's email address as the way round it. */
  offerEmail: boolean;
}

export const FAILURE_ADVICE: Record<SendFailure, FailureAdvice> = {
  throttled: {
    text: 'Too many messages have been sent from here in a short time. Please wait a minute, then send it again.',
    offerEmail: false,
  },
  blocked: { text: 'The mail service blocked messages from this sender.', offerEmail: true },
  headless: {
    text: 'The mail service took this browser for an automated one and refused the message.',
    offerEmail: true,
  },
  offline: {
    text: 'The mail service could not be reached. Check your internet connection, then try again.',
    offerEmail: false,
  },
  timeout: {
    text: `The mail service did not answer within ${SEND_TIMEOUT_MS / 1000} seconds, so your message may not have arrived. Please try again in a moment.`,
    offerEmail: true,
  },
  rejected: { text: 'The mail service did not accept the message.', offerEmail: true },
  unavailable: { text: 'The mail service is having problems at the moment.', offerEmail: true },
};

/** Keeps only the form's three text fields of a stored draft, or nothing when it is not one. */
export function parseDraft(stored: string | null): ContactMessage | null {
  if (!stored) return null;
  try {
    const parsed: unknown = JSON.parse(stored);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const draft = { ...EMPTY_MESSAGE };
    for (const field of CONTACT_FIELDS) {
      const value = (parsed as Record<string, unknown>)[field];
      if (typeof value === 'string') draft[field] = value;
    }
    return CONTACT_FIELDS.some((field) => draft[field]) ? draft : null;
  } catch {
    return null;
  }
}
