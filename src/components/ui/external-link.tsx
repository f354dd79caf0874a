import type { ReactNode } from 'react';
import styles from './external-link.module.css';

export interface ExternalLinkProps {
  href: string;
  /** Marks a search result (the search panel's arrow keys move between them). */
  'data-result'?: string;
  children: ReactNode;
  className?: string;
  /** "visible" shows an arrow after the text; either way screen readers hear "opens in a new tab". */
  hint?: 'visible' | 'hidden';
}

/** A link that opens in a new tab, safely, and tells the visitor so. */
export function ExternalLink({ href, children, className, hint = 'visible', ...rest }: ExternalLinkProps) {
  return (
    <a {...rest} href={href} className={className} target="_blank" rel="noopener noreferrer">
      {children}
      {hint === 'visible' && (
        <svg className={styles.arrow} viewBox="0 0 12 12" aria-hidden="true" focusable="false">
          <path d="M4 2h6v6M10 2 3 9" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
        </svg>
      )}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}
