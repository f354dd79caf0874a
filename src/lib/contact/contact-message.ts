/**
 * The contact form's rules, kept apart from React so they can be tested alone: its
 * fields and limits, what makes a message valid, and what each way of failing to send
 * it tells the visitor.
 */

/** The form's text fields, named as the mail template expects them (spec section 3). */
export type ContactField = 'from_name' | 'reply_to' | 'message';

/** What a message is about; the template receives the label as `subject`. */
export const SUBJECTS = {
  general: 'General',
  joining: 'Joining',
  sponsorship: 'Sponsorship',
  workshop: 'Workshop',
} as const;
export type SubjectKey = keyof typeof SUBJECTS;
export type Subject = (typeof SUBJECTS)[SubjectKey];
export const DEFAULT_SUBJECT: Subject = SUBJECTS.general;

export type ContactMessage = Record<ContactField, string> & { subject: Subject };

export const CONTACT_FIELDS: readonly ContactField[] = ['from_name', 'reply_to', 'message'];

export const EMPTY_MESSAGE: ContactMessage = { from_name: '', reply_to: '', subject: DEFAULT_SUBJECT, message: '' };

/** Longest accepted value of each field; 254 is the longest address mail servers deliver to. */
export const MAX_LENGTH: Record<ContactField, number> = { from_name: 100, reply_to: 254, message: 5000 };

/**
 * How long the visitor waits for the mail service before being told it is taking long.
 * The request goes on after that: its answer, whenever it comes, is the outcome.
 */
export const SEND_TIMEOUT_MS = 15_000;

/** How long a draft stays on the device after it was last changed. */
export const DRAFT_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** Printable ASCII, tabs and line feeds: one character per UTF-16 unit (a CR LF pair is one, so CR is not here). */
const ONE_UNIT_EACH = /^[\t\n\x20-\x7e]*$/;

/**
 * Made when first needed, not as the page's code loads: creating a segmenter loads Unicode's
 * break rules, 20 to 30 ms on a slow phone, and most messages never need it.
 */
let graphemes: Intl.Segmenter | null | undefined;

/**
 * Characters as a person sees them: an emoji family or a letter with its accents is one,
 * though JavaScript's `length` counts several UTF-16 units for it.
 */
export function characterCount(text: string): number {
  if (ONE_UNIT_EACH.test(text)) return text.length;
  graphemes ??=
    typeof Intl.Segmenter === 'function' ? new Intl.Segmenter(undefined, { granularity: 'grapheme' }) : null;
  return graphemes ? Array.from(graphemes.segment(text)).length : [...text].length;
}

/** The subject a `?subject=` value names (general, joining, sponsorship, workshop), or null. */
export function subjectFromQuery(value: string | null): Subject | null {
  const key = value?.trim().toLowerCase();
  return key && Object.hasOwn(SUBJECTS, key) ? SUBJECTS[key as SubjectKey] : null;
}

const isSubject = (value: unknown): value is Subject => Object.values(SUBJECTS).includes(value as Subject);

/** The message in a submitted form's data; anything missing or unknown falls back to empty or General. */
export function readContactMessage(data: FormData): ContactMessage {
  const text = (name: string) => {
    const value = data.get(name);
    return typeof value === 'string' ? value : '';
  };
  const subject = text('subject');
  return {
    from_name: text('from_name'),
    reply_to: text('reply_to'),
    subject: isSubject(subject) ? subject : DEFAULT_SUBJECT,
    message: text('message'),
  };
}

/** Puts a message into a form's fields (a restored draft), as if the visitor had typed it. */
export function writeContactMessage(form: HTMLFormElement, values: Partial<ContactMessage>) {
  for (const [name, value] of Object.entries(values)) {
    const field = form.elements.namedItem(name);
    if (field && 'value' in field) field.value = value;
  }
}

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

// A domain ending in no top-level domain of IANA's list (`loadDomainEndings`) was cut off or
// mistyped (`aarav@student.ri`, `asha@gmail.con`). `xn--` is an international ending written
// in ASCII; the list holds those in their own letters.
const domainEnding = (email: string) => email.slice(email.lastIndexOf('.') + 1).toLowerCase();

/** What is wrong with a message, in the order of the form; empty when it may be sent. */
export function validateContactMessage(
  values: Pick<ContactMessage, ContactField>,
  /** The top-level domains; without them (not loaded) an address's ending is not checked. */
  domainEndings?: ReadonlySet<string>,
): FieldError[] {
  const errors: FieldError[] = [];
  const name = values.from_name.trim();
  if (!name) errors.push({ field: 'from_name', text: 'Enter your name' });
  else if (characterCount(values.from_name) > MAX_LENGTH.from_name)
    errors.push({ field: 'from_name', text: `Name must be ${MAX_LENGTH.from_name} characters or fewer` });

  const email = values.reply_to.trim();
  if (!email) errors.push({ field: 'reply_to', text: 'Enter your email address' });
  // Addresses are counted in code units: the limit is the mail servers', not a reader's.
  else if (email.length > MAX_LENGTH.reply_to)
    errors.push({ field: 'reply_to', text: `Email address must be ${MAX_LENGTH.reply_to} characters or fewer` });
  else if (!EMAIL_FORMAT.test(email))
    errors.push({ field: 'reply_to', text: 'Enter an email address in the correct format, like name@example.com' });
  else if (domainEndings && !domainEndings.has(domainEnding(email)) && !domainEnding(email).startsWith('xn--'))
    errors.push({
      field: 'reply_to',
      text: `Check the end of the email address: “.${domainEnding(email)}” is not a domain ending such as .com or .in`,
    });

  if (!values.message.trim()) errors.push({ field: 'message', text: 'Enter your message' });
  else if (characterCount(values.message) > MAX_LENGTH.message)
    errors.push({ field: 'message', text: `Message must be ${MAX_LENGTH.message} characters or fewer` });
  return errors;
}

export type SendFailure = 'throttled' | 'blocked' | 'headless' | 'offline' | 'rejected' | 'unavailable';

/**
 * Sorts whatever sending threw. The SDK rejects with `{ status, text }` for an answer
 * (status 0 when fetch failed), but fetch itself and a failed `import()` of the SDK
 * reject with a TypeError, and the SDK's own argument checks throw plain strings.
 */
export function classifySendError(error: unknown): SendFailure {
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
  rejected: { text: 'The mail service did not accept the message.', offerEmail: true },
  unavailable: { text: 'The mail service is having problems at the moment.', offerEmail: true },
};

/** How a draft is kept in storage: the message and when it was last saved. */
export function serializeDraft(values: ContactMessage, savedAt: number): string {
  return JSON.stringify({ ...values, savedAt });
}

/**
 * The message of a stored draft, or null when there is none, it is not one, or it was
 * saved more than a day before `now` (so the next person at a shared computer does not
 * find it). A draft without its save time is older than the lifetime itself.
 */
export function parseDraft(stored: string | null, now: number): ContactMessage | null {
  if (!stored) return null;
  try {
    const parsed: unknown = JSON.parse(stored);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const record = parsed as Record<string, unknown>;
    const savedAt = record.savedAt;
    if (typeof savedAt !== 'number' || !(now - savedAt <= DRAFT_LIFETIME_MS)) return null;
    const draft = { ...EMPTY_MESSAGE };
    for (const field of CONTACT_FIELDS) {
      const value = record[field];
      if (typeof value === 'string') draft[field] = value;
    }
    if (isSubject(record.subject)) draft.subject = record.subject;
    return CONTACT_FIELDS.some((field) => draft[field]) ? draft : null;
  } catch {
    return null;
  }
}
