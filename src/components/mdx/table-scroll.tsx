import type { ComponentPropsWithoutRef } from 'react';
import styles from './table-scroll.module.css';

export interface TableScrollProps extends ComponentPropsWithoutRef<'table'> {
  /** The region's name, set at build time from the heading above the table (lib/mdx/rehype-tables.ts). */
  'data-label'?: string;
}

/**
 * A Markdown table that scrolls sideways inside its own region when it is wider than the
 * screen, so the page itself never does. The region takes focus so the keyboard can scroll it.
 */
export function TableScroll({ 'data-label': label = 'Table', className, ...table }: TableScrollProps) {
  return (
    // A scrollable region must be reachable by keyboard to be scrolled (WCAG 2.1.1).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className={styles.scroll} role="region" aria-label={label} tabIndex={0}>
      <table className={className ? `${styles.table} ${className}` : styles.table} {...table} />
    </div>
  );
}
