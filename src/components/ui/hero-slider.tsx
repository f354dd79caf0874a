import 'slick-carousel/slick/slick.css';
import { useEffect, useRef, useState, type ComponentType } from 'react';
import SlickModule, { type Settings } from 'react-slick';
import { SLIDE_INTERVAL_MS, SLIDE_TRANSITION_MS } from '../../lib/constants.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { useReducedMotion } from '../../lib/use-reduced-motion.ts';
import { ResponsiveImage, type ResponsivePicture } from './responsive-image.tsx';
import styles from './hero-slider.module.css';

// react-slick is CommonJS: when prerendering, its default export arrives wrapped.
type SliderInstance = { slickPlay(): void };
const Slider = ((SlickModule as unknown as { default?: unknown }).default ?? SlickModule) as ComponentType<
  Settings & { ref?: React.Ref<SliderInstance>; children?: React.ReactNode }
>;

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
 * The home page slider (react-slick), following the WAI-ARIA carousel pattern: a visible
 * pause/play button, pausing while hovered or focused, no auto-play for visitors who
 * prefer reduced motion, and slides out of view that nobody can focus.
 * The prerendered page shows the first slide alone; the slider takes over after hydration.
 */
export function HeroSlider({ slides, label }: HeroSliderProps) {
  const hydrated = useHydrated();
  const reducedMotion = useReducedMotion();
  const [paused, setPaused] = useState(false);
  const [current, setCurrent] = useState(0);
  const root = useRef<HTMLElement>(null);
  const slider = useRef<SliderInstance>(null);
  const playing = hydrated && !paused && !reducedMotion;

  // The autoplay prop keeps playing across updates and stops it; after a pause only an
  // explicit play starts it again (react-slick remembers that it was paused).
  useEffect(() => {
    if (playing) slider.current?.slickPlay();
  }, [playing]);

  // Slides out of view (and slick's clones) must not be reachable by keyboard or screen reader.
  useEffect(() => {
    root.current?.querySelectorAll<HTMLElement>('.slick-slide').forEach((slide) => {
      const hidden = slide.getAttribute('aria-hidden') === 'true' || slide.classList.contains('slick-cloned');
      slide.inert = hidden;
    });
  }, [current, hydrated]);

  const first = slides[0];
  if (!first) return null;

  return (
    <section ref={root} className={styles.hero} aria-roledescription="carousel" aria-label={label}>
      {!hydrated ? (
        <div className={styles.frame}>
          <Slide slide={first} priority />
        </div>
      ) : (
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
            afterChange={setCurrent}
            customPaging={(index) => (
              <button type="button" aria-label={`Show slide ${index + 1}: ${slides[index]?.alt ?? ''}`}>
                <span className={styles.dot} aria-hidden="true" />
              </button>
            )}
            dotsClass={`slick-dots ${styles.dots}`}
          >
            {slides.map((slide, index) => (
              <Slide key={slide.picture.img.src} slide={slide} priority={index === 0} />
            ))}
          </Slider>
        </div>
      )}
      {/* On a phone the controls have a row of their own below the picture, there before the button is. */}
      <div className={styles.controls}>
        <button
          type="button"
          className={styles.toggle}
          onClick={() => setPaused((value) => !value)}
          hidden={!hydrated || reducedMotion}
        >
          {paused ? <PlayIcon /> : <PauseIcon />}
          <span>{paused ? 'Play slides' : 'Pause slides'}</span>
        </button>
      </div>
    </section>
  );
}

function Slide({ slide, priority }: { slide: HeroSlide; priority: boolean }) {
  return (
    <figure className={styles.slide}>
      <ResponsiveImage
        picture={slide.picture}
        alt={slide.alt}
        sizes={SIZES}
        priority={priority}
        className={styles.image}
      />
      {slide.caption && <figcaption className={styles.caption}>{slide.caption}</figcaption>}
    </figure>
  );
}

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
