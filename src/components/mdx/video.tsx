import styles from './video.module.css';

export interface VideoProps {
  /** The clip, imported in the article so its URL carries the base path: `import clip from './ROS1/clip.mp4'`. */
  src: string;
  /** The still shown before playing, imported the same way. */
  poster: string;
  /** What the clip shows; also its text alternative. */
  caption: string;
  /** The clip's size in pixels, when it is not 16:9. */
  width?: number;
  height?: number;
}

/** A short clip with the browser's own controls. Only its size is fetched until the visitor presses play. */
export function Video({ src, poster, caption, width, height }: VideoProps) {
  return (
    <figure className={styles.figure}>
      {/* The clips are silent screen animations: the caption describes them, and there is no speech to caption. */}
      {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
      <video
        className={styles.video}
        src={src}
        poster={poster}
        width={width}
        height={height}
        controls
        preload="metadata"
        playsInline
      >
        Your browser does not support HTML video.
      </video>
      <figcaption className={styles.caption}>{caption}</figcaption>
    </figure>
  );
}
