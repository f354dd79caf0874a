import { preload } from 'react-dom';
import type { ResponsivePicture } from '../../lib/responsive-picture.ts';
import styles from './responsive-image.module.css';

export type { ResponsivePicture };

export interface ResponsiveImageProps {
  picture: ResponsivePicture;
  /** What the image shows, for people who cannot see it; "" for a decorative image. */
  alt: string;
  /** How wide the image is shown, as a `sizes` attribute: "(min-width: 60em) 25vw, 100vw". */
  sizes: string;
  /**
   * Above the fold: load at once, and first (the home page's first slide). The first format's
   * sources are preloaded from <head>, so the image is asked for before the page's body arrives.
   */
  priority?: boolean;
  /**
   * Likely in the first view, though not what it waits for (the first cards of a gallery):
   * loaded at once rather than when layout finds it on screen, which came too late to be
   * the page's largest paint in time.
   */
  eager?: boolean;
  /** False for a picture the mouse moves (a slide): dragging it then moves no copy of it. */
  draggable?: boolean;
  className?: string;
}

/**
 * Asks for the picture's first format at the width `sizes` calls for, before any <img> needs it:
 * "high" for the image the first view waits for, "low" for one the visitor will see later.
 */
export function preloadPicture(picture: ResponsivePicture, sizes: string, fetchPriority: 'high' | 'low'): void {
  const [first] = Object.entries(picture.sources);
  if (!first) return;
  const [format, srcSet] = first;
  preload(picture.img.src, {
    as: 'image',
    imageSrcSet: srcSet,
    imageSizes: sizes,
    type: `image/${format}`,
    fetchPriority,
  });
}

/** A <picture> in WebP at several widths, width and height set so nothing shifts. */
export function ResponsiveImage({
  picture,
  alt,
  sizes,
  priority = false,
  eager = false,
  draggable,
  className,
}: ResponsiveImageProps) {
  if (priority) preloadPicture(picture, sizes, 'high');
  return (
    <picture className={styles.picture}>
      {Object.entries(picture.sources).map(([format, srcSet]) => (
        <source key={format} type={`image/${format}`} srcSet={srcSet} sizes={sizes} />
      ))}
      <img
        className={className ? `${styles.img} ${className}` : styles.img}
        src={picture.img.src}
        width={picture.img.w}
        height={picture.img.h}
        alt={alt}
        loading={priority || eager ? 'eager' : 'lazy'}
        decoding={priority ? 'sync' : 'async'}
        fetchPriority={priority ? 'high' : undefined}
        draggable={draggable}
      />
    </picture>
  );
}
