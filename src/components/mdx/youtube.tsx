import { useEffect, useRef, useState, type MouseEvent } from 'react';
import facade from '../ui/facade.module.css';
import styles from './youtube.module.css';

export interface YouTubeProps {
  /** The video's id, the 11 characters after `v=` in its address: `<YouTube id="aqz-KE-bpKQ" title="…" />`. */
  id: string;
  /** What the video shows: the player's accessible name and the caption below it. */
  title: string;
}

/**
 * A YouTube video behind a facade: nothing is requested from YouTube until the visitor asks.
 * The facade is a link to the video on YouTube, so it works before the page's code has loaded
 * or without it; with the code, the player takes its place in the page, from YouTube's
 * privacy-enhanced address (youtube-nocookie.com, allowed by the site's frame-src).
 */
export function YouTube({ id, title }: YouTubeProps) {
  const [playing, setPlaying] = useState(false);
  // The link that asked for the video is gone; focus goes to the player that took its place.
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    if (playing) frame.current?.focus();
  }, [playing]);
  const play = (event: MouseEvent) => {
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setPlaying(true);
  };
  return (
    <figure className={styles.figure}>
      <div className={`${facade.frame} ${styles.frame}`}>
        {playing ? (
          <iframe
            ref={frame}
            className={facade.iframe}
            src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}?autoplay=1`}
            title={title}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            referrerPolicy="strict-origin-when-cross-origin"
            allowFullScreen
          />
        ) : (
          <a
            className={`${facade.ask} ${styles.play}`}
            href={`https://www.youtube.com/watch?v=${encodeURIComponent(id)}`}
            onClick={play}
            data-youtube-facade=""
          >
            <svg viewBox="0 0 24 24" width="40" height="40" aria-hidden="true" focusable="false">
              <path d="M8 5.5v13l10.5-6.5L8 5.5Z" fill="currentColor" />
            </svg>
            <span>Play the video: {title}</span>
            <span className={facade.note}>Loads the player from YouTube</span>
          </a>
        )}
      </div>
      <figcaption className={styles.caption}>{title}</figcaption>
    </figure>
  );
}
