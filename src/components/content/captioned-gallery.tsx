import { ResponsiveImage, type ResponsivePicture } from '../ui/responsive-image.tsx';
import grid from './card-grid.module.css';
import styles from './captioned-gallery.module.css';

export interface CaptionedGalleryProps {
  items: { picture: ResponsivePicture; alt: string; caption: string }[];
}

/** A grid of images with captions, such as the home page's recent events. */
export function CaptionedGallery({ items }: CaptionedGalleryProps) {
  return (
    <ul className={`${grid.grid} ${grid.narrow}`}>
      {items.map((item) => (
        <li key={item.picture.img.src}>
          <figure className={styles.figure}>
            <ResponsiveImage
              picture={item.picture}
              alt={item.alt}
              sizes="(min-width: 72em) 18rem, (min-width: 40em) 45vw, 92vw"
              className={styles.image}
            />
            <figcaption className={styles.caption}>{item.caption}</figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
