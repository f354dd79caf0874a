import { Link } from 'react-router';
import type { ResponsivePicture } from '../ui/responsive-image.tsx';
import { ImageCard } from './image-card.tsx';
import { contentHref } from '../../lib/content-routes.ts';
import styles from './event-card.module.css';

export interface EventCardProps {
  slug: string;
  title: string;
  date: string;
  when: string;
  summary: string;
  picture: ResponsivePicture;
  alt: string;
  /** The label shown above the title, such as "Featured" or "Cancelled". */
  label?: string;
}

/** An event in a list: image, title linking to the event's page, when, and the summary. */
export function EventCard({ slug, title, date, when, summary, picture, alt, label }: EventCardProps) {
  return (
    <ImageCard
      picture={picture}
      alt={alt}
      sizes="(min-width: 60em) 36rem, 92vw"
      headingLevel={3}
      link={
        <Link to={contentHref('event', { slug })} className="stretched-target">
          {title}
        </Link>
      }
    >
      {label && <p className={styles.label}>{label}</p>}
      <p className={styles.when}>
        <time dateTime={date}>{when}</time>
      </p>
      <p>{summary}</p>
      <span className={styles.more} aria-hidden="true">
        Details →
      </span>
    </ImageCard>
  );
}
