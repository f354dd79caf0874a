import 'slick-carousel/slick/slick.css';
import { lazy, startTransition, Suspense, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { SLIDE_INTERVAL_MS, SLIDE_TRANSITION_MS } from '../../lib/constants.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { useReducedMotion } from '../../lib/use-reduced-motion.ts';
import { preloadPicture, ResponsiveImage, type ResponsivePicture } from '../ui/responsive-image.tsx';
import type { SliderInstance } from './slick-slider.ts';
import styles from './hero-slider.module.css';

// react-slick's code and its mount (a long task on a phone) wait until the slider is needed.
const loadSlider = () => import('./slick-slider.ts');
const Slider = lazy(loadSlider);

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
/** How far a finger or a dragged mouse moves across the first slide to be a swipe, in CSS pixels. */
const SWIPE_PX = 40;

/**
 * The home page slider (react-slick), following the WAI-ARIA carousel pattern: a visible
 * pause/play button, pausing while hovered or focused, no auto-play for visitors who
 * prefer reduced motion, and slides out of view that nobody can focus.
 *
 * The prerendered page shows the first slide alone, and so does the hydrated page, with the
 * dots and the pause button working, until the slider is first needed: when the first slide
 * has been shown for its interval, or the visitor picks a dot or touches the picture. Only
 * then does react-slick mount, so its work does not hold up the page becoming interactive;
 * the next slide's picture and react-slick's code are fetched once the page has loaded.
 */
export function HeroSlider({ slides, label }: HeroSliderProps) {
  const hydrated = useHydrated();
  const reducedMotion = useReducedMotion();
  const [paused, setPaused] = useState(false);
  const [current, setCurrent] = useState(0);
  // Set when the slider is needed: the slide it starts on, whether it moves on at once, and
  // whether the dot that started it had the keyboard focus (its stand-in is then replaced).
  const [start, setStart] = useState<{ slide: number; advance: boolean; focusDot: boolean }>();
  const root = useRef<HTMLElement>(null);
  const slider = useRef<SliderInstance | null>(null);
  const playing = hydrated && !paused && !reducedMotion;
  // The pointer or the focus on the first slide alone holds it, as react-slick's pauseOnHover does.
  const [held, setHeld] = useState(false);
  const begin = useCallback(
    (how: NonNullable<typeof start>) =>
      startTransition(() => {
        setStart(how);
        setCurrent(how.slide);
      }),
    [],
  );
  // What the polite live region says: set only when the visitor picks a slide.
  const [announcement, setAnnouncement] = useState('');
  // Where a touch or a press on the first slide alone began, to tell a swipe from a tap.
  const pressedAt = useRef<number | undefined>(undefined);

  // Once the page has loaded, fetch what the slider will need, behind everything else.
  useEffect(() => {
    const second = slides[1];
    if (!hydrated || !second) return;
    const prepare = () => {
      preloadPicture(second.picture, SIZES, 'low');
      void loadSlider();
    };
    if (document.readyState === 'complete') prepare();
    else window.addEventListener('load', prepare, { once: true });
    return () => window.removeEventListener('load', prepare);
  }, [hydrated, slides]);

  // Until the slider is there, the first slide's interval is timed here.
  useEffect(() => {
    if (start || !playing || held || slides.length < 2) return;
    const timer = window.setTimeout(() => begin({ slide: 0, advance: true, focusDot: false }), SLIDE_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [start, playing, held, slides.length, begin]);

  // The autoplay prop keeps playing across updates and stops it; after a pause only an
  // explicit play starts it again (react-slick remembers that it was paused).
  useEffect(() => {
    if (playing) slider.current?.slickPlay();
  }, [playing]);

  // Slides out of view (and slick's clones) must not be reachable by keyboard or screen reader.
  // react-slick moves `aria-hidden` to the next slide as a change begins (`beforeChange`), so
  // `current` follows the same moment and `inert` is set in the same commit, before the
  // browser paints: there is always one slide in the accessibility tree.
  const shown = useRef(current);
  const hideSlidesOutOfView = useCallback(() => {
    root.current?.querySelectorAll<HTMLElement>('.slick-slide').forEach((slide) => {
      // Clones carry indexes below 0 and from the slide count up, so they never match.
      slide.inert = slide.dataset.index !== String(shown.current);
    });
  }, []);
  useLayoutEffect(() => {
    shown.current = current;
    hideSlidesOutOfView();
  }, [current, hideSlidesOutOfView]);

  // A change starting: one round played, rotation stops on the first slide, so that a
  // screen reader user, whose reading cursor does not hold the slider, is not chased by it.
  const changing = useCallback(
    (from: number, next: number) => {
      setCurrent(next);
      if (from === slides.length - 1 && next === 0) setPaused(true);
    },
    [slides.length],
  );

  // React-slick has mounted (its code may have arrived after `start` was set).
  const attach = useCallback(
    (instance: SliderInstance | null) => {
      slider.current = instance;
      if (!instance || !start) return;
      hideSlidesOutOfView();
      if (start.advance) instance.slickNext();
      if (start.focusDot) root.current?.querySelectorAll<HTMLElement>('.slick-dots button')[start.slide]?.focus();
    },
    [start, hideSlidesOutOfView],
  );

  const first = slides[0];
  if (!first) return null;

  const dot = (index: number, onClick?: (event: React.MouseEvent<HTMLButtonElement>) => void) => (
    // Named by place and caption: the slide's alt text is read once, on the slide itself.
    <button
      type="button"
      aria-label={dotName(index, slides.length, slides[index]?.caption)}
      aria-current={index === current ? 'true' : undefined}
      onClick={onClick}
      // A dot picked by the visitor is said politely; react-slick's own dots take its onClick.
      onClickCapture={() => setAnnouncement(slideStatus(index, slides.length, slides[index]?.caption))}
    >
      <span className={styles.dot} aria-hidden="true" />
    </button>
  );
  const dotsClass = `slick-dots ${styles.dots}`;
  const firstSlideAlone = (
    <div
      className={styles.frame}
      onPointerEnter={(event) => setHeld(event.pointerType === 'mouse')}
      onPointerLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(event) => setHeld(event.currentTarget.contains(event.relatedTarget))}
    >
      {/* A swipe on the picture starts the slider on the slide it leads to; a tap or a press
          starts it on this one, so the next swipe moves it. */}
      <div
        className={`${styles.slide} ${styles.standIn}`}
        onPointerDown={(event) => {
          if (!hydrated) return;
          pressedAt.current = event.clientX;
          event.currentTarget.setPointerCapture(event.pointerId);
        }}
        onPointerUp={(event) => {
          if (pressedAt.current === undefined) return;
          const moved = event.clientX - pressedAt.current;
          pressedAt.current = undefined;
          const slide = slides.length < 2 || Math.abs(moved) < SWIPE_PX ? 0 : moved < 0 ? 1 : slides.length - 1;
          begin({ slide, advance: false, focusDot: false });
        }}
        onPointerCancel={() => (pressedAt.current = undefined)}
      >
        <Slide slide={first} priority />
      </div>
      {hydrated && slides.length > 1 && (
        // The same dots as react-slick's, standing in for them until it mounts.
        <ul className={dotsClass}>
          {slides.map((slide, index) => (
            <li key={slide.picture.img.src} className={index === current ? 'slick-active' : undefined}>
              {dot(index, (event) =>
                begin({ slide: index, advance: false, focusDot: event.currentTarget === document.activeElement }),
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );

  return (
    <section ref={root} className={styles.hero} aria-roledescription="carousel" aria-label={label}>
      {/* Started in a transition: the first slide stays until react-slick's code is there. */}
      <Suspense fallback={firstSlideAlone}>
        {!start ? (
          firstSlideAlone
        ) : (
          <div className={styles.frame}>
            <Slider
              ref={attach}
              infinite
              initialSlide={start.slide}
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
              dotsClass={dotsClass}
            >
              {slides.map((slide, index) => (
                <Slide key={slide.picture.img.src} slide={slide} priority={index === 0} />
              ))}
            </Slider>
          </div>
        )}
      </Suspense>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
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
        // A mouse dragging the picture moves the slides, from before the page has its code.
        draggable={false}
        className={styles.image}
      />
      {slide.caption && <figcaption className={styles.caption}>{slide.caption}</figcaption>}
    </figure>
  );
}

/** A dot's name: "Show slide 3 of 7: From schematic to solder joint". */
const dotName = (index: number, total: number, caption?: string) =>
  `Show slide ${index + 1} of ${total}${caption ? `: ${caption}` : ''}`;

/** What the live region says when a dot is picked: "Slide 3 of 7: From schematic to solder joint". */
const slideStatus = (index: number, total: number, caption?: string) =>
  `Slide ${index + 1} of ${total}${caption ? `: ${caption}` : ''}`;

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
