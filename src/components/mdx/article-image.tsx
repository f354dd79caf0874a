import { ResponsiveImage, type ResponsivePicture } from '../ui/responsive-image.tsx';
import styles from './article-image.module.css';

export interface ArticleImageProps {
  /** The picture the image pipeline made of the file (lib/mdx/remark-content-images.ts imports it). */
  picture: ResponsivePicture;
  alt: string;
  /** The Markdown image's title: ![alt](./Slug/file.jpg "caption"). */
  caption?: string;
}

/** An article's image, as wide as the text column, with its caption below. */
export function ArticleImage({ picture, alt, caption }: ArticleImageProps) {
  return (
    <figure className={styles.figure}>
      <ResponsiveImage
        picture={picture}
        alt={alt}
        sizes="(min-width: 48rem) 44rem, calc(100vw - 2rem)"
        className={styles.image}
      />
      {caption && <figcaption className={styles.caption}>{caption}</figcaption>}
    </figure>
  );
}
