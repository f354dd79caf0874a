import type { ComponentPropsWithoutRef } from 'react';
import styles from './code-block.module.css';

export interface CodeBlockProps extends ComponentPropsWithoutRef<'pre'> {
  /** The fence's language, set at build time by the highlighter (lib/mdx/mdx-options.ts). */
  'data-language'?: string;
  /** The block's name, unique in its article, set at build time (lib/mdx/rehype-code-labels.ts). */
  'data-label'?: string;
}

/**
 * A fenced code block: highlighted at build time, with its language named. Long lines scroll
 * inside the block, never the page. An article ships no script (src/lib/page-script.ts), so
 * which blocks scroll is never measured: every block is a named region in the tab order, so
 * the keyboard can scroll it (WCAG 2.1.1) and a screen reader says what focus landed on. The
 * code is copied by selecting it.
 */
export function CodeBlock({
  'data-language': language,
  'data-label': label,
  className,
  children,
  // The highlighter makes every block focusable; the region says what it is.
  tabIndex: _highlighterTabIndex,
  ...pre
}: CodeBlockProps) {
  const named = language && language !== 'text' ? language : undefined;
  return (
    <div className={styles.block}>
      {named && (
        <div className={styles.bar}>
          <span className={styles.language}>{named}</span>
        </div>
      )}
      <pre
        className={className ? `${styles.pre} ${className}` : styles.pre}
        {...pre}
        role="region"
        aria-label={label ?? (named ? `Code: ${named}` : 'Code')}
        // A region that may scroll sideways: the keyboard must reach it (WCAG 2.1.1).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
      >
        {children}
      </pre>
    </div>
  );
}
