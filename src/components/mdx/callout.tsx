import { useId, type ReactNode } from 'react';
import styles from './callout.module.css';

export interface CalloutProps {
  /** A few words that say why this note matters, such as "Check the message type first". */
  title: string;
  children: ReactNode;
}

/**
 * A note set apart from the text: a warning, a tip or a check. A note rather than an
 * <aside>, because a complementary landmark inside <main> confuses landmark navigation.
 */
export function Callout({ title, children }: CalloutProps) {
  const titleId = useId();
  return (
    <div role="note" aria-labelledby={titleId} className={styles.callout}>
      <p id={titleId} className={styles.title}>
        {title}
      </p>
      <div className={styles.body}>{children}</div>
    </div>
  );
}
