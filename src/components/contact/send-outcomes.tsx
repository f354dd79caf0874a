import type { Ref } from 'react';
import { FAILED_TEXT, FAILURE_ADVICE, SENT_TEXT } from '../../lib/contact/contact-message.ts';
import type { SubmitResult } from './use-send-message.ts';
import styles from './contact-form.module.css';

export interface SendOutcomesProps {
  /** What the last submit came to. */
  shown: SubmitResult;
  sending: boolean;
  /** The mail service has not answered for a while. */
  slow: boolean;
  draftDiscarded: boolean;
  /** The club's address, the way round a failure. */
  email: string;
  /** The sent line, which takes focus (useSendMessage). */
  sentLineRef: Ref<HTMLParagraphElement>;
}

/**
 * What the contact form says about sending, under its button: the news in a status region,
 * a failure in an alert region. Both regions stay in the page, empty, as a region added
 * with its message is often not read out.
 */
export function SendOutcomes({ shown, sending, slow, draftDiscarded, email, sentLineRef }: SendOutcomesProps) {
  const advice = shown.outcome?.kind === 'failed' ? FAILURE_ADVICE[shown.outcome.reason] : null;
  const emailLink = <a href={`mailto:${email}`}>{email}</a>;
  return (
    <div className={styles.outcomes}>
      <div role="status">
        {shown.outcome?.kind === 'sent' && (
          <p ref={sentLineRef} tabIndex={-1} className={styles.sent}>
            {SENT_TEXT}
          </p>
        )}
        {sending && slow && (
          <div className={styles.slow}>
            <p className={styles.slowTitle}>Sending is taking longer than usual.</p>
            <p>
              Your message may still arrive: keep this page open and we will tell you here when it has. Before you send
              it again, email us at {emailLink} to check whether it reached us, so it does not arrive twice.
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
  );
}
