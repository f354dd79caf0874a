import { useEffect, useState } from 'react';
import { useHydrated } from '../../lib/use-hydrated.ts';
import styles from './copy-button.module.css';

/** How long "Copied" stays on screen. */
const STATUS_VISIBLE_MS = 4000;

const MESSAGES = {
  idle: '',
  copied: 'Copied',
  failed: 'Could not copy: select the text and copy it yourself',
} as const;

export interface CopyButtonProps {
  /** Reads the text to copy when the button is pressed. */
  getText: () => string;
  /** The button's name, such as "Copy code". */
  label: string;
  className?: string;
}

/**
 * Copies text to the clipboard and says so in a polite live region. It needs JavaScript,
 * so it appears only once the page has hydrated; without it the text stays selectable.
 */
export function CopyButton({ getText, label, className }: CopyButtonProps) {
  const hydrated = useHydrated();
  const [status, setStatus] = useState<keyof typeof MESSAGES>('idle');

  useEffect(() => {
    if (status === 'idle') return;
    const timer = setTimeout(() => setStatus('idle'), STATUS_VISIBLE_MS);
    return () => clearTimeout(timer);
  }, [status]);

  if (!hydrated) return null;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(getText());
      setStatus('copied');
    } catch {
      setStatus('failed');
    }
  };

  return (
    <span className={className ? `${styles.wrap} ${className}` : styles.wrap}>
      <span role="status" className={styles.status}>
        {MESSAGES[status]}
      </span>
      <button type="button" className={styles.button} onClick={copy}>
        <svg className={styles.icon} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <rect x="5.5" y="5.5" width="8" height="8" rx="1.5" fill="none" stroke="currentColor" strokeWidth="1.4" />
          <path
            d="M10.5 3.5v-1a1 1 0 0 0-1-1h-6a1 1 0 0 0-1 1v6a1 1 0 0 0 1 1h1"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.4"
          />
        </svg>
        {label}
      </button>
    </span>
  );
}
