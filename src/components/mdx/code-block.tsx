import { useEffect, useRef, useState, type ComponentPropsWithoutRef, type CSSProperties } from 'react';
import ResizeObserver from '../../lib/resize-observer.ts';
import { CopyButton } from './copy-button.tsx';
import styles from './code-block.module.css';

export interface CodeBlockProps extends ComponentPropsWithoutRef<'pre'> {
  /** The fence's language, set at build time by the highlighter (lib/mdx/mdx-options.ts). */
  'data-language'?: string;
  /** The block's name, unique in its article, set at build time (lib/mdx/rehype-code-labels.ts). */
  'data-label'?: string;
  /** The block's number of lines, counted at build time (lib/mdx/rehype-code-labels.ts). */
  'data-lines'?: number | string;
}

/**
 * A fenced code block: highlighted at build time, with its language named and a button
 * that copies exactly the code. Long lines scroll inside the block, never the page.
 *
 * A block that scrolls sideways is a named region in the tab order, so the keyboard can
 * scroll it (WCAG 2.1.1) and a screen reader says what focus landed on. A block that does
 * not scroll is no tab stop: focus landing on it would only be a silent extra stop. Without
 * the page's code every block is a tab stop, since which ones scroll is known only in the
 * browser; once hydrated, each block is measured, and again whenever its width changes.
 */
export function CodeBlock({
  'data-language': language,
  'data-label': label,
  'data-lines': lines,
  className,
  style,
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
    const measure = () => setScrolls(block.scrollWidth > block.clientWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(block);
    return () => observer.disconnect();
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
      <pre
        ref={preRef}
        className={className ? `${styles.pre} ${className}` : styles.pre}
        style={lines ? ({ ...style, '--code-lines': Number(lines) } as CSSProperties) : style}
        {...pre}
        {...scrollRegion}
      >
        {children}
      </pre>
    </div>
  );
}
