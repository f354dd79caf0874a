import type { MouseEvent, ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import styles from './back-link.module.css';

export interface BackLinkProps {
  /** Where to go when the visitor did not come from another page of this site. */
  fallback: string;
  children?: ReactNode;
}

const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;

/**
 * Returns to the page the visitor came from on this site, scroll position and all. In the
 * prerendered HTML it is a plain link to `fallback`, which is also where it goes for a
 * visitor who arrived directly (from a search engine, a bookmark or another site).
 */
export function BackLink({ fallback, children = 'Back' }: BackLinkProps) {
  const navigate = useNavigate();
  const goBack = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    // React Router numbers the history entries of a visit; entry 0 is where the visitor arrived.
    const entry = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (entry > 0) {
      event.preventDefault();
      void navigate(-1);
    }
  };
  return (
    // A way back is not the page's text: the search neither finds it nor shows it in an excerpt.
    <Link to={fallback} onClick={goBack} className={styles.link} data-pagefind-ignore="">
      <svg className={styles.arrow} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <path
          d="M10 3 5 8l5 5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {children}
    </Link>
  );
}
