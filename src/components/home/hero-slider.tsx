import 'slick-carousel/slick/slick.css';
import { lazy, Suspense, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { SLIDE_INTERVAL_MS, SLIDE_TRANSITION_MS } from '../../lib/constants.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { useReducedMotion } from '../../lib/use-reduced-motion.ts';
import { preloadPicture, ResponsiveImage, type ResponsivePicture } from '../ui/responsive-image.tsx';
import type { SliderInstance } from './slick-slider.ts';
import styles from './hero-slider.module.css';

const loadSlider = () => import('./slick-slider.ts');

// The moment the slider is first needed in this page's life. The prerendered page holds
// react-slick's own markup; in the browser it stays as it is, not yet react-slick's, until
// then, so react-slick's code and its mount (a long task on a phone) wait for it.
let needSlider = () => {};
const sliderNeeded = new Promise<void>((resolve) => (needSlider = resolve));
const Slider = lazy(() => (import.meta.env.SSR ? loadSlider() : sliderNeeded.then(loadSlider)));

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

/** What the visitor asked of the slider before react-slick took it over: a slide's index, or a step. */
type Move = number | 'next' | 'previous';

const SIZES = '100vw';
/** How far a finger or a dragged mouse moves across the picture to be a swipe, in CSS pixels. */
const SWIPE_PX = 40;
/** react-slick's settings while it has not taken over: what the prerendered markup was made with. */
const PRERENDERED = { playing: false, reducedMotion: false, current: 0 };

/**
 * The home page slider (react-slick), following the WAI-ARIA carousel pattern: a visible
 * pause/play button, pausing while hovered or focused, no auto-play for visitors who
 * prefer reduced motion, and slides out of view that nobody can focus.
 *
 * The page is prerendered with react-slick's own markup, showing the first slide. In the
 * browser that markup is left as it is, the dots and the pause button working, until the
 * slider is first needed: when the first slide has been shown for its interval, or the visitor
 * picks a dot or swipes the picture. Only then does react-slick take it over, hydrating the
 * same elements: nothing is replaced, so a screen reader reading the first slide keeps its
 * place, and react-slick's work does not hold up the page becoming interactive. The next
 * slide's picture and react-slick's code are fetched once the page has loaded.
 */
export function HeroSlider({ slides, label }: HeroSliderProps) {
  const hydrated = useHydrated();
  const reducedMotion = useReducedMotion();
  const [paused, setPaused] = useState(false);
  const [current, setCurrent] = useState(0);
  // The pointer or the focus on the slider before react-slick has it holds the first slide.
  const [held, setHeld] = useState(false);
  // What the polite live region says: set only when the visitor picks a slide.
  const [announcement, setAnnouncement] = useState('');
  // Set once react-slick has taken over the prerendered slider.
  const [ready, setReady] = useState(false);
  // Rendered first in the browser (a link followed to the home page), not hydrated.
  const [renderedInBrowser] = useState(hydrated);
  const root = useRef<HTMLElement>(null);
  const slider = useRef<SliderInstance | null>(null);
  const requested = useRef<Move | undefined>(undefined);
  const playing = hydrated && !paused && !reducedMotion;

  // Asks react-slick to take over, and to make the visitor's move once it has.
  const need = useCallback((move?: Move) => {
    if (move !== undefined) requested.current = move;
    needSlider();
  }, []);

  // A page reached by a link has nothing prerendered to keep: the slider is needed at once.
  useEffect(() => {
    if (renderedInBrowser) need();
  }, [renderedInBrowser, need]);

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

  // Until react-slick has the slider, the first slide's interval is timed here.
  useEffect(() => {
    if (ready || !playing || held || slides.length < 2) return;
    const timer = window.setTimeout(() => need('next'), SLIDE_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [ready, playing, held, slides.length, need]);

  // Until then, the prerendered markup is not React's, and React stops what happens in it
  // from going further than the page: what the visitor does to it is heard here, on the
  // window, first. A dot picked asks for its slide, and keeps its focus, since the same dot
  // stays; a swipe on the picture asks for the slide it leads to; the pointer over the slider
  // or the focus in it holds the first slide, as react-slick's pauseOnHover does.
  useEffect(() => {
    const frame = root.current?.firstElementChild;
    if (!frame || !hydrated || ready) return;
    const taken = new AbortController();
    const on = <K extends keyof WindowEventMap>(type: K, listener: (event: WindowEventMap[K]) => void) =>
      window.addEventListener(
        type,
        (event) => frame.contains(event.target as Node) && !slider.current && listener(event),
        { capture: true, signal: taken.signal },
      );
    let pressedAt: number | undefined;
    on('click', (event) => {
      const dot = (event.target as Element).closest('.slick-dots button');
      if (!dot) return;
      const index = [...frame.querySelectorAll('.slick-dots button')].indexOf(dot);
      setAnnouncement(slideStatus(index, slides.length, slides[index]?.caption));
      need(index);
    });
    on('pointerdown', (event) => {
      const list = (event.target as Element).closest('.slick-list');
      if (!list) return;
      pressedAt = event.clientX;
      list.setPointerCapture(event.pointerId);
    });
    on('pointerup', (event) => {
      if (pressedAt === undefined) return;
      const moved = event.clientX - pressedAt;
      pressedAt = undefined;
      // A tap or a press asks for the slider alone, so that the next swipe moves it.
      need(slides.length < 2 || Math.abs(moved) < SWIPE_PX ? undefined : moved < 0 ? 'next' : 'previous');
    });
    on('pointercancel', () => (pressedAt = undefined));
    on('pointerover', (event) => setHeld(event.pointerType === 'mouse'));
    on('pointerout', (event) => setHeld(frame.contains(event.relatedTarget as Node | null)));
    on('focusin', () => setHeld(true));
    on('focusout', (event) => setHeld(frame.contains(event.relatedTarget as Node | null)));
    return () => taken.abort();
  }, [hydrated, ready, slides, need]);

  // The autoplay prop keeps playing across updates and stops it; after a pause only an
  // explicit play starts it again (react-slick remembers that it was paused).
  useEffect(() => {
    if (ready && playing) slider.current?.slickPlay();
  }, [ready, playing]);

  // Slides out of view (and slick's clones) must not be reachable by keyboard or screen reader.
  // react-slick moves `aria-hidden` to the next slide as a change begins (`beforeChange`), so
  // `current` follows the same moment and `inert` is set in the same commit, before the
  // browser paints: there is always one slide in the accessibility tree.
  useLayoutEffect(() => {
    root.current?.querySelectorAll<HTMLElement>('.slick-slide').forEach((slide) => {
      // Clones carry indexes below 0 and from the slide count up, so they never match.
      slide.inert = slide.dataset.index !== String(current);
    });
  }, [current, ready]);

  // react-slick has taken over: the move the visitor asked for is made.
  useEffect(() => {
    const instance = slider.current;
    const move = requested.current;
    if (!ready || !instance || move === undefined) return;
    requested.current = undefined;
    if (move === 'next') instance.slickNext();
    else if (move === 'previous') instance.slickPrev();
    else instance.slickGoTo(move);
  }, [ready]);

  // A change starting: one round played, rotation stops on the first slide, so that a
  // screen reader user, whose reading cursor does not hold the slider, is not chased by it.
  const changing = useCallback(
    (from: number, next: number) => {
      setCurrent(next);
      if (from === slides.length - 1 && next === 0) setPaused(true);
    },
    [slides.length],
  );
  const attach = useCallback((instance: SliderInstance | null) => {
    slider.current = instance;
    if (instance) setReady(true);
  }, []);

  // Until react-slick has taken over, the element stays the same, with the settings the page
  // was prerendered with: an update before then would make React replace the prerendered markup.
  const {
    playing: slickPlaying,
    reducedMotion: slickStill,
    current: slickCurrent,
  } = ready ? { playing, reducedMotion, current } : PRERENDERED;
  const slick = useMemo(() => {
    const first = slides[0];
    if (!first) return null;
    const dot = (index: number) => (
      // Named by place and caption: the slide's alt text is read once, on the slide itself.
      <button
        type="button"
        aria-label={dotName(index, slides.length, slides[index]?.caption)}
        aria-current={index === slickCurrent ? 'true' : undefined}
        // A dot picked by the visitor is said politely; react-slick's dots take its onClick.
        onClickCapture={() => setAnnouncement(slideStatus(index, slides.length, slides[index]?.caption))}
      >
        <span className={styles.dot} aria-hidden="true" />
      </button>
    );
    return (
      // The fallback is seen only on a page reached by a link, while react-slick's code comes.
      <Suspense fallback={<Slide slide={first} priority />}>
        <Slider
          ref={attach}
          infinite
          // react-slick re-evaluates this on every update, so it is the one switch for playing.
          autoplay={slickPlaying}
          pauseOnHover
          pauseOnFocus
          pauseOnDotsHover
          autoplaySpeed={SLIDE_INTERVAL_MS}
          speed={slickStill ? 0 : SLIDE_TRANSITION_MS}
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
            <Slide key={slide.picture.img.src} slide={slide} priority={index === 0} />
          ))}
        </Slider>
      </Suspense>
    );
  }, [slides, attach, changing, slickPlaying, slickStill, slickCurrent]);
  if (!slick) return null;

  return (
    <section
      ref={root}
      className={styles.hero}
      aria-roledescription="carousel"
      aria-label={label}
      data-hydrated={hydrated || undefined}
      data-ready={ready || undefined}
    >
      <div className={styles.frame}>{slick}</div>
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
