import { Link } from 'react-router';
import { ResponsiveImage, type ResponsivePicture } from '../ui/responsive-image.tsx';
import card from './card.module.css';
import grid from './card-grid.module.css';
import styles from './captioned-gallery.module.css';

export interface CaptionedGalleryProps {
  items: { picture: ResponsivePicture; alt: string; caption: string; link: string }[];
}

/**
 * A grid of images with captions, such as the home page's recent events. Each card leads to its
 * page (an event's page, an achievement's row) from anywhere on it, its caption being the link's
 * name.
 */
export function CaptionedGallery({ items }: CaptionedGalleryProps) {
  return (
    <ul className={`${grid.grid} ${grid.narrow}`}>
      {items.map((item) => (
        <li key={item.picture.img.src}>
          <figure className={`stretched-card ${styles.figure} ${card.interactive}`}>
            {/* The site's one image component, called as everywhere; only its sizes are this grid's. */}
            <ResponsiveImage
              picture={item.picture}
              alt={item.alt}
              sizes="(min-width: 72em) 18rem, (min-width: 40em) 45vw, 92vw"
              className={styles.image}
            />
            <figcaption className={styles.caption}>
              <Link to={item.link} className={`stretched-target ${styles.link}`}>
                {item.caption}
              </Link>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
