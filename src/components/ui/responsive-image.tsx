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
   * Above the fold: load at once, and first (the home page's first slide). Its widths are
   * preloaded from <head>, so the image is asked for before the page's body arrives.
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
 * Asks for the picture at the width `sizes` calls for, before any <img> needs it: "high" for
 * the image the first view waits for, "low" for one the visitor will see later.
 */
export function preloadPicture(picture: ResponsivePicture, sizes: string, fetchPriority: 'high' | 'low'): void {
  preload(picture.img.src, {
    as: 'image',
    imageSrcSet: picture.sources.webp,
    imageSizes: sizes,
    type: 'image/webp',
    fetchPriority,
  });
}

/**
 * An <img> at several widths, width and height set so nothing shifts. The image presets make
 * one format, WebP, which every browser the site supports shows (vite.config.ts), so no
 * <picture> chooses between formats.
 */
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
    <img
      className={className ? `${styles.img} ${className}` : styles.img}
      srcSet={picture.sources.webp}
      sizes={sizes}
      src={picture.img.src}
      width={picture.img.w}
      height={picture.img.h}
      alt={alt}
      loading={priority || eager ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      draggable={draggable}
    />
  );
}
