import { startTransition, useActionState, useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import {
  DEFAULT_SUBJECT,
  classifySendError,
  readContactMessage,
  validateContactMessage,
  type ContactMessage,
  type FieldError,
  type SendFailure,
  type Subject,
} from '../../lib/contact/contact-message.ts';
import type { EmailJsConfig } from '../../lib/contact/emailjs-config.ts';
import { loadDomainEndings, sendContactForm } from '../../lib/contact/send-contact-form.ts';

type Outcome = { kind: 'sent' } | { kind: 'failed'; reason: SendFailure } | null;

/** What the form shows of the last submit: the problems found, or how sending ended. */
export interface SubmitResult {
  errors: FieldError[];
  outcome: Outcome;
}
const NOTHING_YET: SubmitResult = { errors: [], outcome: null };

export interface SendMessageOptions {
  config: EmailJsConfig;
  /** A field nobody can see or reach: only a bot fills it. */
  honeypot: RefObject<HTMLInputElement | null>;
  /** Whether the fields hold nothing of a message. */
  isEmpty: (message: ContactMessage) => boolean;
  /** Empties the form once its message has gone. */
  onSent: () => void;
}

/**
 * Sending the contact form: `submit` checks the message, then hands the form to React's
 * action inside a transition. The action is not the `<form action>`, after which React
 * would empty the form, failed sends included: here the fields are the visitor's, and only
 * a message that went empties them (`onSent`). One submit sends at most one message.
 * The news goes where the visitor is looking: the error summary and the sent line take focus.
 */
export function useSendMessage({ config, honeypot, isEmpty, onSent }: SendMessageOptions) {
  // The problems the last tap on Send found, until the next tap.
  const [checked, setChecked] = useState<SubmitResult | null>(null);
  // The result the visitor has moved on from (by typing again or discarding the draft).
  const [dismissed, setDismissed] = useState<SubmitResult | null>(null);
  const [slow, setSlow] = useState(false);
  const [subjectOnItsWay, setSubjectOnItsWay] = useState<Subject>(DEFAULT_SUBJECT);
  // A second submit in the same moment comes before React has drawn the first as sending;
  // the ref is set at once and turns it away.
  const sendingRef = useRef(false);
  const summary = useRef<HTMLDivElement>(null);
  const sentLine = useRef<HTMLParagraphElement>(null);

  const [result, dispatch, sending] = useActionState(
    async (_previous: SubmitResult, form: HTMLFormElement): Promise<SubmitResult> => {
      try {
        // Only a bot fills the honeypot: tell it all went well, send nothing.
        if (!honeypot.current?.value) await sendContactForm(form, config, { onSlow: () => setSlow(true) });
        onSent();
        return { errors: [], outcome: { kind: 'sent' } };
      } catch (error) {
        return { errors: [], outcome: { kind: 'failed', reason: classifySendError(error) } };
      } finally {
        sendingRef.current = false;
      }
    },
    NOTHING_YET,
  );
  // While a new message is on its way, the outcome of the last one no longer applies.
  const shown = checked ?? (result === dismissed || sending ? NOTHING_YET : result);
  const lastSent = result.outcome?.kind === 'sent';

  useEffect(() => {
    if (checked) summary.current?.focus();
  }, [checked]);
  useEffect(() => {
    // On a phone the button is near the bottom of the screen: the line below it would be out of sight.
    if (result.outcome?.kind === 'sent') sentLine.current?.focus();
  }, [result]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sendingRef.current) return;
    const form = event.currentTarget;
    sendingRef.current = true;
    // Fetched when the form took focus; offline, addresses go unchecked at their end.
    const domainEndings = await loadDomainEndings().catch(() => undefined);
    const message = readContactMessage(new FormData(form));
    const errors = validateContactMessage(message, domainEndings);
    // A tap on Send just after a message went, with the form still empty, is not a new message.
    const nothingNew = lastSent && isEmpty(message);
    if (!nothingNew) setChecked(errors.length > 0 ? { errors, outcome: null } : null);
    if (nothingNew || errors.length > 0) {
      sendingRef.current = false;
      return;
    }
    setSlow(false);
    setSubjectOnItsWay(message.subject);
    startTransition(() => dispatch(form));
  };

  return {
    submit,
    sending,
    slow,
    shown,
    subjectOnItsWay,
    summaryRef: summary,
    sentLineRef: sentLine,
    /** The visitor has started the next message: the news of the last one goes. */
    moveOn: () => {
      if (lastSent) setDismissed(result);
    },
    /** The form was emptied by hand: the news and the problems found go. */
    forget: () => {
      setDismissed(result);
      setChecked(null);
    },
  };
}
