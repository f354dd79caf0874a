import { useId, type MouseEvent, type Ref } from 'react';
import styles from './error-summary.module.css';

export interface ErrorSummaryProps {
  /** One entry per invalid field: the field's id and what to do about it. */
  errors: { id: string; text: string }[];
  /** The form focuses the summary through this after a failed submit. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * The GOV.UK error summary: a box at the top of a form that names every problem and
 * links to its field. The form moves focus here (hence tabIndex -1) after a failed
 * submit; the inner alert makes screen readers read it even where focus alone does not.
 */
export function ErrorSummary({ errors, ref }: ErrorSummaryProps) {
  const titleId = useId();
  // Named by its heading, so focus moved here says what it is.
  return (
    <div ref={ref} className={styles.summary} tabIndex={-1} role="group" aria-labelledby={titleId}>
      <div role="alert">
        <h3 id={titleId} className={styles.title}>
          There is a problem
        </h3>
        <ul className={styles.list}>
          {errors.map((error) => (
            <li key={error.id}>
              <a href={`#${error.id}`} onClick={focusField}>
                {error.text}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/**
 * Following the link only scrolls; this also puts the cursor in the field and brings
 * its label into view, which would otherwise sit just above the scrolled-to input.
 */
function focusField(event: MouseEvent<HTMLAnchorElement>) {
  const id = event.currentTarget.hash.slice(1);
  const field = document.getElementById(id);
  if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return;
  event.preventDefault();
  const label = field.labels?.[0];
  (label ?? field).scrollIntoView({ block: 'start' });
  field.focus({ preventScroll: true });
}
