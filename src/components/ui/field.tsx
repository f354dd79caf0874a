import type { ReactNode } from 'react';
import styles from './field.module.css';

/** What a Field hands to its control: spread it onto the input, select or textarea. */
export interface FieldControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
  className: string | undefined;
}

export interface FieldProps {
  /** The control's id; the hint and error take theirs from it (`<id>-hint`, `<id>-error`). */
  id: string;
  label: string;
  /** Read with the field; shown under the label unless `hintHidden`. */
  hint?: ReactNode;
  /** Keep the hint for screen readers only, when something else shows it (a character count). */
  hintHidden?: boolean;
  /** What is wrong with the value, as the error summary words it. */
  error?: string | undefined;
  /** Shown under the control, such as a character count. */
  footer?: ReactNode;
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * One form field in the GOV.UK pattern: a label, a hint, an error message above the
 * control and a bar down the left while it has one, all tied to the control through
 * `aria-describedby` (hint first, then the error) and `aria-invalid`.
 */
export function Field({ id, label, hint, hintHidden = false, error, footer, children }: FieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field} data-invalid={error ? '' : undefined}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {hint && (
        <p id={hintId} className={hintHidden ? 'visually-hidden' : styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          <span className="visually-hidden">Error: </span>
          {error}
        </p>
      )}
      {children({
        id,
        'aria-describedby': describedBy,
        'aria-invalid': error ? true : undefined,
        className: styles.control,
      })}
      {footer}
    </div>
  );
}
