import { useEffect, useRef, useState } from 'react';
import type { Site } from '../../content/schemas/site.ts';
import { ExternalLink } from '../ui/external-link.tsx';
import facade from '../ui/facade.module.css';
import styles from './map-facade.module.css';

export interface MapFacadeProps {
  map: Site['map'];
  /** Where the club is, read out as the map's title. */
  place: string;
}

/**
 * The footer map. Nothing is requested from the map provider until the visitor
 * asks for the map; the address and a link to a full map are always there.
 */
export function MapFacade({ map, place }: MapFacadeProps) {
  const [loaded, setLoaded] = useState(false);
  // The button that asked for the map is gone; focus goes to the map that took its place.
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    if (loaded) frame.current?.focus();
  }, [loaded]);
  return (
    <figure className={styles.map}>
      <div className={`${facade.frame} ${styles.frame}`}>
        {loaded ? (
          <iframe
            ref={frame}
            className={facade.iframe}
            src={map.embedUrl}
            title={`Map showing ${place}`}
            loading="lazy"
          />
        ) : (
          <button
            type="button"
            className={`${facade.ask} ${styles.show}`}
            onClick={() => setLoaded(true)}
            data-map-facade=""
          >
            <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
              <path
                d="M12 21s-6.5-6-6.5-11a6.5 6.5 0 0 1 13 0c0 5-6.5 11-6.5 11Zm0-8.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z"
                fill="currentColor"
              />
            </svg>
            <span>Show map from {map.provider}</span>
            <span className={facade.note}>Loads content from {map.provider}</span>
          </button>
        )}
      </div>
      <figcaption className={styles.caption}>
        <ExternalLink href={map.linkUrl}>Open the map in {map.provider}</ExternalLink>
      </figcaption>
    </figure>
  );
}
