import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import {
  CONTACT_FIELDS,
  DEFAULT_SUBJECT,
  MAX_LENGTH,
  SUBJECTS,
  characterCount,
  parseDraft,
  readContactMessage,
  serializeDraft,
  subjectFromQuery,
  writeContactMessage,
  type ContactField,
  type ContactMessage,
} from '../../lib/contact/contact-message.ts';
import type { EmailJsConfig } from '../../lib/contact/emailjs-config.ts';
import { loadDomainEndings, loadEmailJs } from '../../lib/contact/send-contact-form.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { useStoredDraft } from '../../lib/contact/use-stored-draft.ts';
import { ErrorSummary } from './error-summary.tsx';
import { Field } from '../ui/field.tsx';
import { CharacterCount } from './character-count.tsx';
import { SendOutcomes } from './send-outcomes.tsx';
import { useSendMessage } from './use-send-message.ts';
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

/**
 * The fields are uncontrolled and nothing remounts them: what the visitor types, before the
 * page's code arrives or while it is sent, stays theirs. The page writes into them only to
 * restore a draft into empty fields, to choose a link's subject, and to empty them once the
 * message has gone or the draft is discarded.
 */
function MessageForm({ config, email }: { config: EmailJsConfig; email: string }) {
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const honeypot = useRef<HTMLInputElement>(null);
  const nameField = useRef<HTMLInputElement>(null);
  const [messageLength, setMessageLength] = useState(0);
  const [draftDiscarded, setDraftDiscarded] = useState(false);
  const restored = useRef(false);
  const [searchParams] = useSearchParams();
  const subjectInLink = subjectFromQuery(searchParams.get('subject'));

  const readFields = () => (formRef.current ? readContactMessage(new FormData(formRef.current)) : null);
  const draft = useStoredDraft({ storageKey: DRAFT_KEY, read: readFields, isEmpty, serialize, parse });
  // The fields changed: the count and the draft follow.
  const noteChange = () => {
    setMessageLength(characterCount(readFields()?.message ?? ''));
    draft.changed();
  };
  const emptyForm = () => {
    formRef.current?.reset();
    draft.discard();
    setMessageLength(0);
  };
  const { submit, sending, slow, shown, subjectOnItsWay, summaryRef, sentLineRef, moveOn, forget } = useSendMessage({
    config,
    honeypot,
    isEmpty,
    onSent: emptyForm,
  });

  // Once hydrated: an older draft fills the fields only if nothing was typed before the code
  // arrived, and a link such as /contact?subject=joining (which the prerendered page, showing
  // General, cannot know) chooses the subject unless the visitor already chose one.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const before = readContactMessage(new FormData(form));
    if (!restored.current) {
      restored.current = true;
      const stored = draft.restore();
      if (stored && isEmpty(before)) writeContactMessage(form, stored);
    }
    if (subjectInLink && before.subject === DEFAULT_SUBJECT) writeContactMessage(form, { subject: subjectInLink });
    noteChange();
    // Runs again only for a new subject in the address; the functions it calls are the same each time.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [subjectInLink]);

  const update = () => {
    noteChange();
    setDraftDiscarded(false);
    moveOn();
  };

  const discardDraft = () => {
    emptyForm();
    forget();
    setDraftDiscarded(true);
    // The button goes with the draft; the cursor goes back to the start of the form.
    nameField.current?.focus();
  };

  const errorFor = (field: ContactField) => shown.errors.find((error) => error.field === field)?.text;
  const emailLink = <a href={`mailto:${email}`}>{email}</a>;

  return (
    <FormSection>
      <p className={styles.noscript} data-noscript-note="">
        Sending this form needs JavaScript. Please email us at {emailLink} instead.
      </p>
      <form
        ref={formRef}
        className={styles.form}
        noValidate
        onSubmit={submit}
        onChange={update}
        // Small, but only a visitor who starts writing needs the SDK and the list of domains.
        onFocus={() => void Promise.all([loadEmailJs(), loadDomainEndings()]).catch(() => {})}
        data-contact-form=""
      >
        {shown.errors.length > 0 && (
          <ErrorSummary
            ref={summaryRef}
            errors={shown.errors.map((error) => ({ id: FIELD_ID[error.field], text: error.text }))}
          />
        )}

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
            />
          )}
        </Field>

        <Field id={FIELD_ID.subject} label="Subject">
          {(control) => (
            // A select cannot be read-only: while a message is on its way, only its subject can be
            // chosen. The default is General even then, for the form emptied once the message has gone.
            <select {...control} name="subject" aria-disabled={sending || undefined} defaultValue={DEFAULT_SUBJECT}>
              {Object.values(SUBJECTS).map((subject) => (
                <option key={subject} value={subject} disabled={sending && subject !== subjectOnItsWay}>
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
          footer={<CharacterCount length={messageLength} limit={MAX_LENGTH.message} />}
        >
          {(control) => <textarea {...control} name="message" rows={7} required readOnly={sending} />}
        </Field>

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
            <div id={WAITING_ID} className={styles.waiting}>
              <p>Send is ready once the page has loaded.</p>
              {/* Shown by CSS after a few seconds, so it needs no script: when the page's code
                  cannot load, nothing else would ever say so. Hydration takes it away. */}
              <p className={styles.stalled}>
                Still waiting? The page&rsquo;s code may not have loaded: you can email your message to us at{' '}
                {emailLink} instead.
              </p>
            </div>
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

        <SendOutcomes
          shown={shown}
          sending={sending}
          slow={slow}
          draftDiscarded={draftDiscarded}
          email={email}
          sentLineRef={sentLineRef}
        />
      </form>
    </FormSection>
  );
}
