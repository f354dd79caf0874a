import { useEffect, useRef, useState, type ComponentPropsWithoutRef } from 'react';
import ResizeObserver from '../../lib/resize-observer.ts';
import { CopyButton } from './copy-button.tsx';
import styles from './code-block.module.css';

export interface CodeBlockProps extends ComponentPropsWithoutRef<'pre'> {
  /** The fence's language, set at build time by the highlighter (lib/mdx/mdx-options.ts). */
  'data-language'?: string;
  /** The block's name, unique in its article, set at build time (lib/mdx/rehype-code-labels.ts). */
  'data-label'?: string;
}

/**
 * A fenced code block: highlighted at build time, with its language named and a button
 * that copies exactly the code. Long lines scroll inside the block, never the page.
 *
 * A block that scrolls sideways is a named region in the tab order, so the keyboard can
 * scroll it (WCAG 2.1.1) and a screen reader says what focus landed on. A block that does
 * not scroll is no tab stop: focus landing on it would only be a silent extra stop. Without
 * the page's code every block is a tab stop, since which ones scroll is known only in the
 * browser; once hydrated, each block is measured when it is drawn, and again whenever its
 * width changes.
 */
export function CodeBlock({
  'data-language': language,
  'data-label': label,
  className,
  children,
  // The highlighter makes every block focusable; whether it should be is decided here.
  tabIndex: _highlighterTabIndex,
  ...pre
}: CodeBlockProps) {
  const preRef = useRef<HTMLPreElement>(null);
  const [scrolls, setScrolls] = useState(true);
  const named = language && language !== 'text' ? language : undefined;

  useEffect(() => {
    const block = preRef.current;
    if (!block) return;
    // A block far from the view is not laid out (content-visibility), so its width says nothing:
    // it stays a tab stop until it is drawn, and is measured then.
    const measure = () => {
      if (block.firstElementChild?.checkVisibility?.({ contentVisibilityAuto: true }) === false) return;
      setScrolls(block.scrollWidth > block.clientWidth);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(block);
    block.addEventListener('contentvisibilityautostatechange', measure);
    return () => {
      observer.disconnect();
      block.removeEventListener('contentvisibilityautostatechange', measure);
    };
  }, []);

  const scrollRegion = scrolls
    ? ({ role: 'region', 'aria-label': label ?? (named ? `Code: ${named}` : 'Code'), tabIndex: 0 } as const)
    : {};
  return (
    <div className={styles.block}>
      <div className={styles.bar}>
        {named && <span className={styles.language}>{named}</span>}
        <CopyButton label="Copy code" getText={() => preRef.current?.textContent ?? ''} className={styles.copy} />
      </div>
      <pre ref={preRef} className={className ? `${styles.pre} ${className}` : styles.pre} {...pre} {...scrollRegion}>
        {children}
      </pre>
    </div>
  );
}
