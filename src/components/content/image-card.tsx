import { useId, type ReactNode } from 'react';
import { ResponsiveImage, type ResponsivePicture } from '../ui/responsive-image.tsx';
import card from './card.module.css';
import styles from './image-card.module.css';

export interface ImageCardProps {
  picture: ResponsivePicture;
  alt: string;
  /** How wide the card's image is shown, as a `sizes` attribute. */
  sizes: string;
  /** The heading's link (with the `stretched-target` class, so the whole card follows it). */
  link: ReactNode;
  /** What follows the heading: a date, a count, a summary. */
  children?: ReactNode;
  /** 3 when the cards sit in a titled section of the page. */
  headingLevel?: 2 | 3;
}

/** A card with a wide image on top and a heading (level 2 unless told) whose link the whole card follows. */
export function ImageCard({ picture, alt, sizes, link, children, headingLevel = 2 }: ImageCardProps) {
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const headingId = useId();
  return (
    <article className={`stretched-card ${card.card} ${card.interactive}`} aria-labelledby={headingId}>
      <ResponsiveImage picture={picture} alt={alt} sizes={sizes} className={styles.image} />
      <div className={`${card.body} ${card.roomy}`}>
        <Heading id={headingId} className={styles.title}>
          {link}
        </Heading>
        {children}
      </div>
    </article>
  );
}
