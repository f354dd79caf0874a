import 'slick-carousel/slick/slick.css';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { SLIDE_INTERVAL_MS, SLIDE_TRANSITION_MS } from '../../lib/constants.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { useReducedMotion } from '../../lib/use-reduced-motion.ts';
import { ResponsiveImage, type ResponsivePicture } from '../ui/responsive-image.tsx';
import Slider, { type SliderInstance } from './slick-slider.ts';
import control from '../ui/control.module.css';
import styles from './hero-slider.module.css';

export interface HeroSlide {
  picture: ResponsivePicture;
  alt: string;
  caption?: string;
}

export interface HeroSliderProps {
  slides: HeroSlide[];
  /** Names the carousel for screen readers. */
  label: string;
}

const SIZES = '100vw';

/**
 * The home page slider (react-slick), following the WAI-ARIA carousel pattern: a pause/play
 * button first in the carousel's tab order, pausing while hovered or focused, no auto-play
 * for visitors who prefer reduced motion, and slides out of view that nobody can focus.
 *
 * Prerendered with react-slick's own markup, showing the first slide, and hydrated in React's
 * ordinary way: react-slick takes the same elements, so a screen reader reading the first
 * slide keeps its place. It starts turning once the page has hydrated.
 */
export function HeroSlider({ slides, label }: HeroSliderProps) {
  const hydrated = useHydrated();
  const reducedMotion = useReducedMotion();
  const [paused, setPaused] = useState(false);
  const [current, setCurrent] = useState(0);
  // What the polite live region says: set only when the visitor picks a slide.
  const [announcement, setAnnouncement] = useState('');
  const root = useRef<HTMLElement>(null);
  const slider = useRef<SliderInstance | null>(null);
  const playing = hydrated && !paused && !reducedMotion;

  // The autoplay prop keeps playing across updates and stops it; after a pause only an
  // explicit play starts it again (react-slick remembers that it was paused).
  useEffect(() => {
    if (playing) slider.current?.slickPlay();
  }, [playing]);

  // Slides out of view (and slick's clones) must not be reachable by keyboard or screen reader.
  // react-slick moves `aria-hidden` to the next slide as a change begins (`beforeChange`), so
  // `current` follows the same moment and `inert` is set in the same commit, before the
  // browser paints: there is always one slide in the accessibility tree.
  useLayoutEffect(() => {
    root.current?.querySelectorAll<HTMLElement>('.slick-slide').forEach((slide) => {
      // Clones carry indexes below 0 and from the slide count up, so they never match.
      slide.inert = slide.dataset.index !== String(current);
    });
  }, [current]);

  // A change starting: one round played, rotation stops on the first slide, so that a
  // screen reader user, whose reading cursor does not hold the slider, is not chased by it.
  const changing = useCallback(
    (from: number, next: number) => {
      setCurrent(next);
      if (from === slides.length - 1 && next === 0) setPaused(true);
    },
    [slides.length],
  );

  if (slides.length === 0) return null;
  const dot = (index: number) => (
    // Named by place and caption: the slide's alt text is read once, on the slide itself.
    <button
      type="button"
      aria-label={slideName('Show slide', index, slides)}
      aria-current={index === current ? 'true' : undefined}
      // A dot picked by the visitor is said politely; react-slick's dots take its onClick.
      onClickCapture={() => setAnnouncement(slideName('Slide', index, slides))}
    >
      <span className={styles.dot} aria-hidden="true" />
    </button>
  );

  return (
    <section ref={root} className={styles.hero} aria-roledescription="carousel" aria-label={label}>
      {/* First in the tab order (APG carousel); on a phone, drawn in a row below the picture. */}
      <div className={styles.controls}>
        <button
          type="button"
          className={`${control.control} ${styles.toggle}`}
          onClick={() => setPaused((value) => !value)}
          hidden={!hydrated || reducedMotion}
        >
          {paused ? <PlayIcon /> : <PauseIcon />}
          <span>{paused ? 'Play slides' : 'Pause slides'}</span>
        </button>
      </div>
      <div className={styles.frame}>
        <Slider
          ref={slider}
          infinite
          // react-slick re-evaluates this on every update, so it is the one switch for playing.
          autoplay={playing}
          pauseOnHover
          pauseOnFocus
          pauseOnDotsHover
          autoplaySpeed={SLIDE_INTERVAL_MS}
          speed={reducedMotion ? 0 : SLIDE_TRANSITION_MS}
          swipe
          draggable
          arrows={false}
          dots
          accessibility={false}
          beforeChange={changing}
          customPaging={dot}
          dotsClass={`slick-dots ${styles.dots}`}
        >
          {slides.map((slide, index) => (
            <figure key={slide.picture.img.src} className={styles.slide}>
              <ResponsiveImage
                picture={slide.picture}
                alt={slide.alt}
                sizes={SIZES}
                priority={index === 0}
                draggable={false}
                className={styles.image}
              />
              {slide.caption && <figcaption className={styles.caption}>{slide.caption}</figcaption>}
            </figure>
          ))}
        </Slider>
      </div>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </section>
  );
}

/** "Show slide 3 of 7: From schematic to solder joint", or "Slide 3 of 7: …" for the live region. */
const slideName = (prefix: string, index: number, slides: HeroSlide[]) => {
  const caption = slides[index]?.caption;
  return `${prefix} ${index + 1} of ${slides.length}${caption ? `: ${caption}` : ''}`;
};

const PauseIcon = () => (
  <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
    <path d="M4 3h3v10H4zM9 3h3v10H9z" fill="currentColor" />
  </svg>
);
const PlayIcon = () => (
  <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
    <path d="M4 2.5v11l9-5.5z" fill="currentColor" />
  </svg>
);
