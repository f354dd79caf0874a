import type { ReactNode } from 'react';
import styles from './page-header.module.css';
import { WholeTokens } from './whole-tokens.tsx';

export interface PageHeaderProps {
  title: string;
  /** A small line above the title, such as the article's category. */
  eyebrow?: string;
  children?: ReactNode;
}

/** The top of a page: its one <h1> and an optional lead paragraph. */
export function PageHeader({ title, eyebrow, children }: PageHeaderProps) {
  return (
    <header className={styles.header}>
      {/* A label over the title (the search shows it as the result's context), not the page's text. */}
      {eyebrow && (
        <p className={styles.eyebrow} data-pagefind-ignore="">
          {eyebrow}
        </p>
      )}
      <h1 className={styles.title}>
        <WholeTokens text={title} />
      </h1>
      {children && <div className={styles.lead}>{children}</div>}
    </header>
  );
}
