import { useEffect, useId, useRef, type ReactNode } from 'react';
import styles from './modal.module.css';

export interface ModalProps {
  open: boolean;
  /** Called once the dialog has closed, by the close button, Escape or a click on the backdrop. */
  onClose: () => void;
  title: string;
  /** A line under the title, such as the note's author. */
  subtitle?: ReactNode;
  children: ReactNode;
  /** A hook for the stylesheet used when JavaScript is off (the dialog then shows in the page). */
  kind?: string;
  /**
   * Where focus goes once the dialog has closed, when that is not simply the element that
   * had focus before it opened (a dialog opened by a link has no such element).
   */
  returnFocusTo?: () => HTMLElement | null | undefined;
  /** What takes focus as the dialog opens (a search field); the close button when left out. */
  initialFocus?: () => HTMLElement | null | undefined;
}

/**
 * A modal dialog on the native <dialog> element: showModal() holds focus inside, Escape
 * closes, and focus returns to the button that opened it (or `returnFocusTo`). Focus is
 * moved in explicitly: a dialog shown as the page loads (from a shared link) gets no
 * focus from the browser. While it is open the page behind does not scroll (global.css).
 * The content is in the prerendered HTML.
 */
export function Modal({ open, onClose, title, subtitle, children, kind, returnFocusTo, initialFocus }: ModalProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const titleId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const focusInside = () => {
      const first = initialFocus?.();
      if (first) first.focus();
      else if (!element.contains(document.activeElement)) closeButton.current?.focus();
    };
    if (open && !element.open) {
      element.showModal();
      focusInside();
      // A fragment typed into the address bar opens the dialog, then the browser's own
      // fragment navigation moves focus to the page: take it back into the dialog.
      const frame = requestAnimationFrame(() => {
        if (element.open && !element.contains(document.activeElement)) focusInside();
      });
      return () => cancelAnimationFrame(frame);
    }
    if (!open && element.open) element.close();
  }, [open, initialFocus]);

  return (
    // A click on the dialog itself (not its content) is a click on the backdrop.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby={titleId}
      data-modal={kind ?? ''}
      onClose={() => {
        returnFocusTo?.()?.focus();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) dialog.current?.close();
      }}
    >
      <div className={styles.content}>
        {/* A <div>, not <header>: outside <main> (the search dialog) a header would be a second banner. */}
        <div className={styles.header} data-modal-header="">
          <div>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
          </div>
          <button
            ref={closeButton}
            type="button"
            className={styles.close}
            onClick={() => dialog.current?.close()}
            data-modal-close=""
          >
            <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
              <path d="M3 3l10 10M13 3 3 13" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
            <span className="visually-hidden">Close</span>
          </button>
        </div>
        <div className={styles.body}>{children}</div>
      </div>
    </dialog>
  );
}
