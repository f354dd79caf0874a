import {
  Fragment,
  useActionState,
  useEffect,
  useRef,
  useState,
  type ChangeEvent,
  type FormEvent,
  type ReactNode,
} from 'react';
import { flushSync } from 'react-dom';
import { useSearchParams } from 'react-router';
import {
  CONTACT_FIELDS,
  EMPTY_MESSAGE,
  FAILED_TEXT,
  FAILURE_ADVICE,
  MAX_LENGTH,
  SENT_TEXT,
  SUBJECTS,
  characterCount,
  classifySendError,
  parseDraft,
  readContactMessage,
  serializeDraft,
  subjectFromQuery,
  validateContactMessage,
  type ContactField,
  type ContactMessage,
  type FieldError,
  type SendFailure,
} from '../../lib/contact/contact-message.ts';
import type { EmailJsConfig } from '../../lib/contact/emailjs-config.ts';
import { loadEmailJs, sendContactForm } from '../../lib/contact/send-contact-form.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { useStoredDraft } from '../../lib/contact/use-stored-draft.ts';
import { ErrorSummary } from './error-summary.tsx';
import { Field } from '../ui/field.tsx';
import { CharacterCount } from './character-count.tsx';
import styles from './contact-form.module.css';

export interface ContactFormProps {
  /** This build's mail settings; null when the ids were missing at build time. */
  config: EmailJsConfig | null;
  /** The club's address, offered when the form cannot send. */
  email: string;
}

type FieldName = ContactField | 'subject';
const FIELD_ID: Record<FieldName, string> = {
  from_name: 'contact-name',
  reply_to: 'contact-email',
  subject: 'contact-subject',
  message: 'contact-message',
};
const HEADING_ID = 'contact-form-heading';
const DRAFT_KEY = 'contact-form-draft';
const WAITING_ID = 'contact-send-waiting';

type Outcome = { kind: 'sent' } | { kind: 'failed'; reason: SendFailure } | null;

/** What the last submit came to: the problems found, or how sending ended. */
interface SubmitResult {
  errors: FieldError[];
  outcome: Outcome;
}
const NOTHING_YET: SubmitResult = { errors: [], outcome: null };

const isEmpty = (values: ContactMessage) => CONTACT_FIELDS.every((field) => !values[field]);
const serialize = (values: ContactMessage) => serializeDraft(values, Date.now());
const parse = (stored: string | null) => parseDraft(stored, Date.now());

/**
 * The "Send us a message" form. Checks the message before anything is sent, sends it
 * through EmailJS once per submit, keeps the draft on the device for a day until it has
 * been sent, and says in words what happened, including when the mail service is slow.
 * Without the mail settings it offers the club's address.
 */
export function ContactForm({ config, email }: ContactFormProps) {
  if (!config) return <EmailInstead email={email} />;
  return <MessageForm config={config} email={email} />;
}

/** The address, with the subject a link chose already in the mail it opens. */
function EmailInstead({ email }: { email: string }) {
  const [searchParams] = useSearchParams();
  // Read after hydration, like the form's subject: the prerendered page knows no query.
  const subject = useHydrated() ? subjectFromQuery(searchParams.get('subject')) : null;
  const href = subject ? `mailto:${email}?subject=${encodeURIComponent(subject)}` : `mailto:${email}`;
  return (
    <FormSection>
      <p>
        This site sends no messages itself: please email us at <a href={href}>{email}</a>
        {subject ? <>, with &ldquo;{subject}&rdquo; as the subject</> : null}, and we will reply from there.
      </p>
    </FormSection>
  );
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
  // What the fields start from. React empties a form after each send, back to these defaults,
  // so they hold what must stay; a select ignores a new default once mounted, so it is
  // remounted (`subjectVersion`) each time they change, and every field is (`version`) when a
  // restored draft or a link's subject replaces what the fields show.
  const [fields, setFields] = useState({ values: EMPTY_MESSAGE, version: 0, subjectVersion: 0 });
  // What is in the fields now, read from the form as the visitor types: what the draft keeps.
  const [typed, setTyped] = useState<ContactMessage>(EMPTY_MESSAGE);
  // The result the visitor has moved on from (by typing again or discarding the draft).
  const [dismissed, setDismissed] = useState<SubmitResult | null>(null);
  // The problems the last tap on Send found, until the next tap.
  const [checked, setChecked] = useState<SubmitResult | null>(null);
  const [draftDiscarded, setDraftDiscarded] = useState(false);
  const [slow, setSlow] = useState(false);
  // A second submit in the same moment would be queued behind the first and sent after
  // it; the ref is set at once and turns it away before it reaches the action.
  const sendingRef = useRef(false);
  // The subject on its way, which the select keeps showing while the message is sent.
  const sendingSubject = useRef(EMPTY_MESSAGE.subject);
  const formRef = useRef<HTMLFormElement>(null);
  const honeypot = useRef<HTMLInputElement>(null);
  const summary = useRef<HTMLDivElement>(null);
  const nameField = useRef<HTMLInputElement>(null);
  const sentLine = useRef<HTMLParagraphElement>(null);
  const [searchParams] = useSearchParams();
  const subjectInLink = subjectFromQuery(searchParams.get('subject'));

  const readFields = () => (formRef.current ? readContactMessage(new FormData(formRef.current)) : EMPTY_MESSAGE);
  const replaceFields = (values: ContactMessage) => {
    setFields((current) => ({ values, version: current.version + 1, subjectVersion: current.subjectVersion + 1 }));
    setTyped(values);
  };
  // After a send, the text fields keep their place (and the caret where it was); React's reset
  // then shows the new defaults.
  const keepAfterSend = (values: ContactMessage) => {
    setFields((current) => ({ ...current, values, subjectVersion: current.subjectVersion + 1 }));
    setTyped(values);
  };

  const draft = useStoredDraft({
    storageKey: DRAFT_KEY,
    values: typed,
    isEmpty,
    serialize,
    parse,
    // What the visitor has typed in this page (even before the page's code arrived) wins over an older draft.
    onRestore: (stored) => {
      const current = readFields();
      if (isEmpty(current)) replaceFields(stored);
      else setTyped(current);
    },
  });

  // A link such as /contact?subject=joining chooses the subject; read after hydration,
  // since the prerendered page (General) knows no query. It wins over a restored draft's,
  // and keeps whatever was typed before the page's code arrived.
  useEffect(() => {
    if (subjectInLink) replaceFields({ ...readFields(), subject: subjectInLink });
  }, [subjectInLink]);

  const [result, submitAction, sending] = useActionState(
    async (_previous: SubmitResult, data: FormData): Promise<SubmitResult> => {
      // Only a message that passed the checks gets here (checkBeforeSending).
      const message = readContactMessage(data);
      try {
        sendingSubject.current = message.subject;
        // Only a bot fills a field nobody can see or reach: tell it all went well, send nothing.
        if (!honeypot.current?.value && formRef.current) {
          setSlow(false);
          await sendContactForm(formRef.current, config, { onSlow: () => setSlow(true) });
        }
        keepAfterSend(EMPTY_MESSAGE);
        if (honeypot.current) honeypot.current.value = '';
        draft.discard();
        return { errors: [], outcome: { kind: 'sent' } };
      } catch (error) {
        // A visitor's unsent message stays in the form: React empties a form after its action.
        keepAfterSend(message);
        return { errors: [], outcome: { kind: 'failed', reason: classifySendError(error) } };
      } finally {
        sendingRef.current = false;
      }
    },
    NOTHING_YET,
  );
  // While a new message is on its way, the outcome of the last one no longer applies.
  const sent = result === dismissed ? NOTHING_YET : sending ? { ...result, outcome: null } : result;
  const shown = checked ?? sent;

  useEffect(() => {
    if (checked) summary.current?.focus();
  }, [checked]);
  useEffect(() => {
    // The news goes where the visitor is looking: on a phone the button is near the bottom
    // of the screen, and the line below it would be out of sight.
    if (result.outcome?.kind === 'sent') sentLine.current?.focus();
  }, [result]);

  // The checks run before React's action, so a message with problems never reaches it, and
  // the form is not emptied (React empties a form after its action): the visitor corrects
  // the text in place. preventDefault keeps React from starting the action.
  const checkBeforeSending = (event: FormEvent<HTMLFormElement>) => {
    if (sendingRef.current) return event.preventDefault();
    const message = readContactMessage(new FormData(event.currentTarget));
    // A tap on Send just after a message went, with the form still empty, is not a new message.
    if (result.outcome?.kind === 'sent' && isEmpty(message)) return event.preventDefault();
    const errors = validateContactMessage(message);
    if (errors.length > 0) {
      event.preventDefault();
      setChecked({ errors, outcome: null });
      return;
    }
    setChecked(null);
    sendingRef.current = true;
  };

  const update = (event: ChangeEvent<HTMLFormElement>) => {
    // A select cannot be read-only, and disabling it would leave it out of what is sent: it
    // goes back to the subject on its way.
    if (sending && event.target instanceof HTMLSelectElement) {
      event.target.value = sendingSubject.current;
      return;
    }
    setTyped(readFields());
    setDraftDiscarded(false);
    // The success message belongs to the last message, not to the one being written.
    if (result.outcome?.kind === 'sent') setDismissed(result);
  };

  const discardDraft = () => {
    draft.discard();
    flushSync(() => replaceFields(EMPTY_MESSAGE));
    setDismissed(result);
    setChecked(null);
    setDraftDiscarded(true);
    // The button goes with the draft; the cursor goes back to the start of the form.
    nameField.current?.focus();
  };

  const errorFor = (field: ContactField) => shown.errors.find((error) => error.field === field)?.text;
  const advice = shown.outcome?.kind === 'failed' ? FAILURE_ADVICE[shown.outcome.reason] : null;
  const emailLink = <a href={`mailto:${email}`}>{email}</a>;
  const defaults = fields.values;

  return (
    <FormSection>
      <p className={styles.noscript} data-noscript-note="">
        Sending this form needs JavaScript. Please email us at {emailLink} instead.
      </p>
      <form
        ref={formRef}
        className={styles.form}
        noValidate
        // Set once hydrated: React would otherwise write a javascript: URL into the prerendered HTML.
        action={hydrated ? submitAction : undefined}
        onSubmit={checkBeforeSending}
        onChange={update}
        // The SDK is small, but only a visitor who starts writing needs it.
        onFocus={() => void loadEmailJs().catch(() => {})}
        data-contact-form=""
      >
        {shown.errors.length > 0 && (
          <ErrorSummary
            ref={summary}
            errors={shown.errors.map((error) => ({ id: FIELD_ID[error.field], text: error.text }))}
          />
        )}

        <Fragment key={fields.version}>
          <Field
            id={FIELD_ID.from_name}
            label="Name"
            hint={`Up to ${MAX_LENGTH.from_name} characters.`}
            error={errorFor('from_name')}
          >
            {(control) => (
              <input
                {...control}
                ref={nameField}
                name="from_name"
                type="text"
                autoComplete="name"
                required
                readOnly={sending}
                defaultValue={defaults.from_name}
              />
            )}
          </Field>

          <Field
            id={FIELD_ID.reply_to}
            label="Email address"
            hint={`We reply to this address. Up to ${MAX_LENGTH.reply_to} characters.`}
            error={errorFor('reply_to')}
          >
            {(control) => (
              <input
                {...control}
                name="reply_to"
                type="email"
                autoComplete="email"
                spellCheck={false}
                required
                readOnly={sending}
                defaultValue={defaults.reply_to}
              />
            )}
          </Field>

          <Field id={FIELD_ID.subject} label="Subject">
            {(control) => (
              <select
                {...control}
                key={fields.subjectVersion}
                name="subject"
                aria-disabled={sending || undefined}
                defaultValue={defaults.subject}
              >
                {Object.values(SUBJECTS).map((subject) => (
                  <option key={subject} value={subject}>
                    {subject}
                  </option>
                ))}
              </select>
            )}
          </Field>

          <Field
            id={FIELD_ID.message}
            label="Message"
            hint={`Up to ${MAX_LENGTH.message} characters.`}
            hintHidden
            error={errorFor('message')}
            footer={<CharacterCount length={characterCount(typed.message)} limit={MAX_LENGTH.message} />}
          >
            {(control) => (
              <textarea
                {...control}
                name="message"
                rows={7}
                required
                readOnly={sending}
                defaultValue={defaults.message}
              />
            )}
          </Field>
        </Fragment>

        {/* The honeypot sits among the fields, where bots look for them, but has no name,
            so it is never part of the form's data and the SDK never sends it. */}
        <div className={styles.honeypot} aria-hidden="true">
          <label htmlFor="contact-website">Website (leave this empty)</label>
          <input ref={honeypot} id="contact-website" type="text" tabIndex={-1} autoComplete="off" />
        </div>

        <div className={styles.actions}>
          <button
            type="submit"
            className={styles.submit}
            // Disabled until hydrated, so nothing can submit the bare HTML form into the URL;
            // the line beside it says why.
            disabled={!hydrated}
            aria-describedby={hydrated ? undefined : WAITING_ID}
            // aria-disabled rather than disabled while sending, so focus stays on the button.
            aria-disabled={sending || undefined}
          >
            {sending ? 'Sending…' : 'Send message'}
          </button>
          {!hydrated && (
            <p id={WAITING_ID} className={styles.waiting}>
              Send is ready once the page has loaded.
            </p>
          )}
        </div>

        <div className={styles.draft}>
          <p className={styles.draftNote}>
            While you write, a draft of your message is kept on this device for a day, so a reload does not lose it.
          </p>
          {hydrated && draft.kept && !sending && (
            <button type="button" className={styles.discard} onClick={discardDraft}>
              Discard draft
            </button>
          )}
        </div>

        <div className={styles.outcomes}>
          <div role="status">
            {shown.outcome?.kind === 'sent' && (
              <p ref={sentLine} tabIndex={-1} className={styles.sent}>
                {SENT_TEXT}
              </p>
            )}
            {sending && slow && (
              <div className={styles.slow}>
                <p className={styles.slowTitle}>Sending is taking longer than usual.</p>
                <p>
                  Your message may still arrive: keep this page open and we will tell you here when it has. Before you
                  send it again, email us at {emailLink} to check whether it reached us, so it does not arrive twice.
                </p>
              </div>
            )}
            {draftDiscarded && <p>Your draft has been discarded.</p>}
          </div>
          <div role="alert">
            {advice && (
              <div className={styles.failed}>
                <p className={styles.failedTitle}>{FAILED_TEXT}</p>
                <p>
                  {advice.text}
                  {advice.offerEmail && <> You can also email us at {emailLink}.</>}
                </p>
              </div>
            )}
          </div>
        </div>
      </form>
    </FormSection>
  );
}
