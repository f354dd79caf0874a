import { useEffect, useLayoutEffect, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import {
  CONTACT_FIELDS,
  EMPTY_MESSAGE,
  FAILED_TEXT,
  FAILURE_ADVICE,
  MAX_LENGTH,
  SENT_TEXT,
  classifySendError,
  parseDraft,
  validateContactMessage,
  type ContactField,
  type ContactMessage,
  type FieldError,
  type SendFailure,
} from '../../lib/contact-message.ts';
import type { EmailJsConfig } from '../../lib/emailjs-config.ts';
import { loadEmailJs, sendContactForm } from '../../lib/send-contact-form.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { useStoredDraft } from '../../lib/use-stored-draft.ts';
import { ErrorSummary } from '../ui/error-summary.tsx';
import { CharacterCount } from './character-count.tsx';
import styles from './contact-form.module.css';

export interface ContactFormProps {
  /** This build's mail settings; null when the ids were missing at build time. */
  config: EmailJsConfig | null;
  /** The club's address, offered when the form cannot send. */
  email: string;
}

const FIELD_ID: Record<ContactField, string> = {
  from_name: 'contact-name',
  reply_to: 'contact-email',
  message: 'contact-message',
};
const HEADING_ID = 'contact-form-heading';
const DRAFT_KEY = 'contact-form-draft';
// Points at no form, so the honeypot sits inside the form for bots but is never part of what is sent.
const HONEYPOT_FORM = 'contact-honeypot';

type Outcome = { kind: 'sent' } | { kind: 'failed'; reason: SendFailure } | null;

const isEmpty = (values: ContactMessage) => CONTACT_FIELDS.every((field) => !values[field]);

function readFields(form: HTMLFormElement): ContactMessage {
  const values = { ...EMPTY_MESSAGE };
  for (const field of CONTACT_FIELDS) {
    const element = form.elements.namedItem(field);
    if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) values[field] = element.value;
  }
  return values;
}

/**
 * The "Send us a message" form. Checks the message before anything is sent, sends it
 * through EmailJS once per submit, keeps the draft until it has been sent, and says
 * in words what happened. Without the mail settings it offers the club's address.
 */
export function ContactForm({ config, email }: ContactFormProps) {
  if (!config) {
    return (
      <FormSection>
        <p>
          The contact form is not available right now. Please email us at <a href={`mailto:${email}`}>{email}</a>.
        </p>
      </FormSection>
    );
  }
  return <MessageForm config={config} email={email} />;
}

function FormSection({ children }: { children: ReactNode }) {
  return (
    <section aria-labelledby={HEADING_ID} className={styles.section}>
      <h2 id={HEADING_ID}>Send us a message</h2>
      {children}
    </section>
  );
}

function MessageForm({ config, email }: { config: EmailJsConfig; email: string }) {
  const hydrated = useHydrated();
  const [values, setValues] = useState<ContactMessage>(EMPTY_MESSAGE);
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  // State updates land after the event, so a second click or Enter in the same moment
  // still sees "not sending"; the ref is set at once and makes one submit one message.
  const sendingRef = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const honeypot = useRef<HTMLInputElement>(null);
  const summary = useRef<HTMLDivElement>(null);
  const [summaryFocus, setSummaryFocus] = useState(0);

  // Text typed before hydration is in the fields but not in the state, and the next
  // render would blank it; take it over first (layout effects run before that render).
  useLayoutEffect(() => {
    const typed = formRef.current ? readFields(formRef.current) : EMPTY_MESSAGE;
    if (!isEmpty(typed)) setValues(typed);
  }, []);

  const discardDraft = useStoredDraft({
    storageKey: DRAFT_KEY,
    values,
    isEmpty,
    parse: parseDraft,
    // What the visitor has typed in this page wins over an older draft.
    onRestore: (draft) => setValues((current) => (isEmpty(current) ? draft : current)),
  });

  useEffect(() => {
    if (summaryFocus) summary.current?.focus();
  }, [summaryFocus]);

  const update = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const { name, value } = event.currentTarget;
    setValues((current) => ({ ...current, [name]: value }));
  };

  const finishSent = () => {
    setValues(EMPTY_MESSAGE);
    if (honeypot.current) honeypot.current.value = '';
    discardDraft();
    setOutcome({ kind: 'sent' });
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sendingRef.current) return;
    const form = event.currentTarget;
    const problems = validateContactMessage(values);
    setErrors(problems);
    if (problems.length > 0) {
      setOutcome(null);
      setSummaryFocus((count) => count + 1);
      return;
    }
    // Only a bot fills a field nobody can see or reach: tell it all went well, send nothing.
    if (honeypot.current?.value) {
      finishSent();
      return;
    }
    sendingRef.current = true;
    setSending(true);
    setOutcome(null);
    try {
      await sendContactForm(form, config);
      finishSent();
    } catch (error) {
      setOutcome({ kind: 'failed', reason: classifySendError(error) });
    } finally {
      sendingRef.current = false;
      setSending(false);
    }
  };

  const errorFor = (field: ContactField) => errors.find((error) => error.field === field);
  const fieldProps = (field: ContactField, hint: string) => {
    const error = errorFor(field);
    return {
      id: FIELD_ID[field],
      name: field,
      value: values[field],
      onChange: update,
      required: true,
      readOnly: sending,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `${hint} ${FIELD_ID[field]}-error` : hint,
      className: styles.input,
    };
  };
  const advice = outcome?.kind === 'failed' ? FAILURE_ADVICE[outcome.reason] : null;

  return (
    <FormSection>
      <p className={styles.noscript} data-noscript-note="">
        Sending this form needs JavaScript. Please email us at <a href={`mailto:${email}`}>{email}</a> instead.
      </p>
      <form
        ref={formRef}
        className={styles.form}
        noValidate
        onSubmit={submit}
        // The SDK is small, but only a visitor who starts writing needs it.
        onFocus={() => void loadEmailJs().catch(() => {})}
        data-contact-form=""
      >
        {errors.length > 0 && (
          <ErrorSummary
            ref={summary}
            errors={errors.map((error) => ({ id: FIELD_ID[error.field], text: error.text }))}
          />
        )}

        <div className={styles.field} data-invalid={errorFor('from_name') ? '' : undefined}>
          <label htmlFor={FIELD_ID.from_name} className={styles.label}>
            Name
          </label>
          <p id={`${FIELD_ID.from_name}-hint`} className={styles.hint}>
            Up to {MAX_LENGTH.from_name} characters.
          </p>
          <FieldErrorMessage field="from_name" error={errorFor('from_name')} />
          <input {...fieldProps('from_name', `${FIELD_ID.from_name}-hint`)} type="text" autoComplete="name" />
        </div>

        <div className={styles.field} data-invalid={errorFor('reply_to') ? '' : undefined}>
          <label htmlFor={FIELD_ID.reply_to} className={styles.label}>
            Email address
          </label>
          <p id={`${FIELD_ID.reply_to}-hint`} className={styles.hint}>
            We reply to this address. Up to {MAX_LENGTH.reply_to} characters.
          </p>
          <FieldErrorMessage field="reply_to" error={errorFor('reply_to')} />
          <input
            {...fieldProps('reply_to', `${FIELD_ID.reply_to}-hint`)}
            type="email"
            autoComplete="email"
            spellCheck={false}
          />
        </div>

        <div className={styles.field} data-invalid={errorFor('message') ? '' : undefined}>
          <label htmlFor={FIELD_ID.message} className={styles.label}>
            Message
          </label>
          <FieldErrorMessage field="message" error={errorFor('message')} />
          <textarea {...fieldProps('message', `${FIELD_ID.message}-hint`)} rows={7} />
          <CharacterCount id={`${FIELD_ID.message}-hint`} length={values.message.length} limit={MAX_LENGTH.message} />
        </div>

        <div className={styles.honeypot} aria-hidden="true">
          <label htmlFor="contact-website">Website (leave this empty)</label>
          <input
            ref={honeypot}
            id="contact-website"
            name="website"
            type="text"
            form={HONEYPOT_FORM}
            tabIndex={-1}
            autoComplete="off"
          />
        </div>

        <div className={styles.actions}>
          <button
            type="submit"
            className={styles.submit}
            // Disabled until hydrated, so nothing can submit the bare HTML form into the URL.
            disabled={!hydrated}
            // aria-disabled rather than disabled while sending, so focus stays on the button.
            aria-disabled={sending || undefined}
          >
            {sending ? 'Sending…' : 'Send message'}
          </button>
        </div>

        <div className={styles.outcomes}>
          <div role="status">{outcome?.kind === 'sent' && <p className={styles.sent}>{SENT_TEXT}</p>}</div>
          <div role="alert">
            {advice && (
              <div className={styles.failed}>
                <p className={styles.failedTitle}>{FAILED_TEXT}</p>
                <p>
                  {advice.text}
                  {advice.offerEmail && (
                    <>
                      {' '}
                      You can also email us at <a href={`mailto:${email}`}>{email}</a>.
                    </>
                  )}
                </p>
              </div>
            )}
          </div>
        </div>
      </form>
    </FormSection>
  );
}

function FieldErrorMessage({ field, error }: { field: ContactField; error: FieldError | undefined }) {
  if (!error) return null;
  return (
    <p id={`${FIELD_ID[field]}-error`} className={styles.error}>
      <span className="visually-hidden">Error: </span>
      {error.text}
    </p>
  );
}
