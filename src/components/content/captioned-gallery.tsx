import { Link } from 'react-router';
import { ResponsiveImage, type ResponsivePicture } from '../ui/responsive-image.tsx';
import card from './card.module.css';
import grid from './card-grid.module.css';
import styles from './captioned-gallery.module.css';

export interface CaptionedGalleryProps {
  items: { picture: ResponsivePicture; alt: string; caption: string; link?: string }[];
}

/**
 * A grid of images with captions, such as the home page's recent events. A card with a link
 * (an event's page, an achievement's row) follows it from anywhere on it, its caption being the
 * link's name; a card without one is a picture with a caption, and does not look like a button.
 */
export function CaptionedGallery({ items }: CaptionedGalleryProps) {
  return (
    <ul className={`${grid.grid} ${grid.narrow}`}>
      {items.map((item) => (
        <li key={item.picture.img.src}>
          <figure className={item.link ? `stretched-card ${styles.figure} ${card.interactive}` : styles.plain}>
            <ResponsiveImage
              picture={item.picture}
              alt={item.alt}
              sizes="(min-width: 72em) 18rem, (min-width: 40em) 45vw, 92vw"
              className={styles.image}
            />
            <figcaption className={styles.caption}>
              {item.link ? (
                <Link to={item.link} className={`stretched-target ${styles.link}`}>
                  {item.caption}
                </Link>
              ) : (
                item.caption
              )}
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
