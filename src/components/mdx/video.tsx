import { useId } from 'react';
import styles from './video.module.css';

export interface VideoProps {
  /** The clip, imported in the article so its URL carries the base path: `import clip from './ROS1/clip.mp4'`. */
  src: string;
  /** The still shown before playing, imported the same way. */
  poster: string;
  /** What the clip shows, and that it is silent when it has no sound track; also its accessible description. */
  caption: string;
  /** The clip's size in pixels, when it is not 16:9. */
  width?: number;
  height?: number;
}

/** A short clip with the browser's own controls. Only its size is fetched until the visitor presses play. */
export function Video({ src, poster, caption, width, height }: VideoProps) {
  const captionId = useId();
  return (
    <figure className={styles.figure}>
      {/* A clip with speech needs a captions track; a silent one says so in its caption, which describes it. */}
      {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
      <video
        className={styles.video}
        src={src}
        poster={poster}
        width={width}
        height={height}
        aria-describedby={captionId}
        controls
        preload="metadata"
        playsInline
      >
        Your browser does not support HTML video.
      </video>
      <figcaption id={captionId} className={styles.caption}>
        {caption}
      </figcaption>
    </figure>
  );
}
