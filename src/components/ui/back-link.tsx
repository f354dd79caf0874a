import type { MouseEvent, ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import control from './control.module.css';
import { LineIcon } from './line-icon.tsx';
import styles from './back-link.module.css';

export interface BackLinkProps {
  /** Where to go when the visitor did not come from another page of this site. */
  fallback: string;
  children?: ReactNode;
}

const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;

const cameFromThisSite = () =>
  window.history.length > 1 &&
  document.referrer !== '' &&
  new URL(document.referrer).origin === window.location.origin &&
  new URL(document.referrer).pathname.startsWith(import.meta.env.BASE_URL);

/**
 * Returns to the page the visitor came from on this site, scroll position and all. In the
 * prerendered HTML it is a plain link to `fallback`, which is also where it goes for a
 * visitor who arrived directly (from a search engine, a bookmark or another site).
 */
export function BackLink({ fallback, children = 'Back' }: BackLinkProps) {
  const navigate = useNavigate();
  const goBack = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    // React Router numbers the history entries it made; entry 0 is where it started. A page of
    // this site without script before it is a full page load, which only the referrer tells.
    const entry = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (entry > 0) {
      event.preventDefault();
      void navigate(-1);
    } else if (cameFromThisSite()) {
      event.preventDefault();
      window.history.back();
    }
  };
  return (
    // A way back is not the page's text: the search neither finds it nor shows it in an excerpt.
    <Link to={fallback} onClick={goBack} className={`${control.control} ${styles.link}`} data-pagefind-ignore="">
      <LineIcon className={styles.arrow} d="M10 3 5 8l5 5" />
      {children}
    </Link>
  );
}
