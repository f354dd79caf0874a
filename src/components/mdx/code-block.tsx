import { useRef, type ComponentPropsWithoutRef } from 'react';
import { CopyButton } from '../ui/copy-button.tsx';
import styles from './code-block.module.css';

export interface CodeBlockProps extends ComponentPropsWithoutRef<'pre'> {
  /** The fence's language, set at build time by the highlighter (lib/mdx/mdx-options.ts). */
  'data-language'?: string;
}

/**
 * A fenced code block: highlighted at build time, with its language named and a button
 * that copies exactly the code. Long lines scroll inside the block, never the page.
 */
export function CodeBlock({ 'data-language': language, className, children, ...pre }: CodeBlockProps) {
  const preRef = useRef<HTMLPreElement>(null);
  const named = language && language !== 'text' ? language : undefined;
  return (
    <div className={styles.block}>
      <div className={styles.bar}>
        {named && <span className={styles.language}>{named}</span>}
        <CopyButton label="Copy code" getText={() => preRef.current?.textContent ?? ''} className={styles.copy} />
      </div>
      <pre ref={preRef} className={className ? `${styles.pre} ${className}` : styles.pre} {...pre}>
        {children}
      </pre>
    </div>
  );
}
