import { useId, type ReactNode } from 'react';
import styles from './section.module.css';

export interface SectionProps {
  title: string;
  children: ReactNode;
  /** A short line under the heading. */
  intro?: ReactNode;
  /** Tinted background band across the page. */
  tone?: 'plain' | 'sunken';
  id?: string;
}

/** A titled section of a page: a <section> named by its <h2>. */
export function Section({ title, children, intro, tone = 'plain', id }: SectionProps) {
  const headingId = useId();
  return (
    <section className={styles.section} data-tone={tone} aria-labelledby={headingId} id={id}>
      <div className={styles.inner}>
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
        {intro && <div className={styles.intro}>{intro}</div>}
        {children}
      </div>
    </section>
  );
}
