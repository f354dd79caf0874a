import type { ReactNode } from 'react';
import styles from './notice.module.css';

export interface NoticeProps {
  children: ReactNode;
}

/** A short remark set apart from the page, such as "this event is over". */
export function Notice({ children }: NoticeProps) {
  return (
    <p className={styles.notice} role="note">
      {children}
    </p>
  );
}
