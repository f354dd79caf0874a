import { useId } from 'react';
import { Link } from 'react-router';
import card from './card.module.css';
import styles from './link-card.module.css';

export interface LinkCardProps {
  title: string;
  text: string;
  to: string;
  /** The heading level that fits the page's outline. */
  headingLevel?: 2 | 3;
}

/** A card whose whole surface follows one link; the link's text is the card's heading. */
export function LinkCard({ title, text, to, headingLevel = 3 }: LinkCardProps) {
  const Heading = `h${headingLevel}` as const;
  const headingId = useId();
  return (
    <article className={`stretched-card ${card.textCard} ${styles.card}`} aria-labelledby={headingId}>
      <Heading id={headingId} className={card.cardTitle}>
        <Link to={to} className={`stretched-target ${card.cardLink}`}>
          {title}
        </Link>
      </Heading>
      <p className={styles.text}>{text}</p>
      <span className={styles.more} aria-hidden="true">
        Explore →
      </span>
    </article>
  );
}
