// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { act } from 'react';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { renderThenHydrate, setUpHydration } from '../../../test/support/hydrate.tsx';
import { HeroSlider, type HeroSlide } from './hero-slider.tsx';

setUpHydration();
beforeAll(() => {
  // jsdom has neither; the slider asks whether motion is reduced, react-slick watches its size.
  window.matchMedia = ((query: string) => ({
    matches: false,
    media: query,
    addEventListener() {},
    removeEventListener() {},
  })) as unknown as typeof window.matchMedia;
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});
afterEach(() => vi.useRealTimers());

const SLIDES: HeroSlide[] = ['Soldering night', 'Rover on the lawn', 'Drone cage test'].map((caption, index) => ({
  picture: { sources: { webp: `/slide-${index}-640.webp 640w` }, img: { src: `/slide-${index}.jpg`, w: 1600, h: 900 } },
  alt: `${caption}, photographed by a member`,
  caption,
}));

/** The slider as the home page serves it: prerendered with react-slick's markup, then hydrated without an error. */
async function hydrateSlider() {
  await renderThenHydrate(<HeroSlider slides={SLIDES} label="Life at the club" />);
  return screen.getByRole('region', { name: 'Life at the club' });
}

it('HeroSlider > once hydrated > offers Pause first in its tab order, before the dots (APG carousel)', async () => {
  const region = await hydrateSlider();
  const names = within(region)
    .getAllByRole('button')
    .map((button) => button.getAttribute('aria-label') ?? button.textContent);
  expect(names.slice(0, 2)).toEqual(['Pause slides', 'Show slide 1 of 3: Soldering night']);
});

it('HeroSlider > once hydrated > marks the dot of the slide showing as current, and no other', async () => {
  const region = await hydrateSlider();
  const current = within(region)
    .getAllByRole('button', { name: /^Show slide/ })
    .filter((dot) => dot.getAttribute('aria-current') === 'true');
  expect(current.map((dot) => dot.getAttribute('aria-label'))).toEqual(['Show slide 1 of 3: Soldering night']);
});

it('HeroSlider > a dot picked by the visitor > is said politely with its place and caption, and nothing before', async () => {
  const region = await hydrateSlider();
  const live = region.querySelector('[aria-live="polite"]')!;
  expect(live.textContent).toBe('');
  await act(async () => {
    fireEvent.click(within(region).getByRole('button', { name: 'Show slide 2 of 3: Rover on the lawn' }));
  });
  expect(live.textContent).toBe('Slide 2 of 3: Rover on the lawn');
});

it('HeroSlider > a dot picked > keeps exactly the slide showing out of inert, and marks its dot', async () => {
  const region = await hydrateSlider();
  await act(async () => {
    fireEvent.click(within(region).getByRole('button', { name: 'Show slide 3 of 3: Drone cage test' }));
  });
  // What a screen reader can reach: the slides not made inert nor hidden.
  const reachable = () =>
    [...region.querySelectorAll<HTMLElement>('.slick-slide')]
      .filter((slide) => !slide.inert && slide.getAttribute('aria-hidden') !== 'true')
      .map((slide) => slide.querySelector('figcaption')?.textContent);
  await vi.waitFor(() => expect(reachable()).toEqual(['Drone cage test']));
  const dots = within(region).getAllByRole('button', { name: /^Show slide/ });
  expect(dots.filter((dot) => dot.getAttribute('aria-current') === 'true')).toEqual([dots[2]]);
  // Picking another dot: the next slide is reachable from the moment react-slick unhides it
  // (react-slick takes no dot while it still slides to the last one: picked until it takes).
  await vi.waitFor(
    async () => {
      await act(async () => void fireEvent.click(dots[0]!));
      expect(reachable()).toEqual(['Soldering night']);
    },
    { timeout: 3000, interval: 100 },
  );
});

it('HeroSlider > playing by itself > stops after one round, back on the first slide, and offers Play', async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  const region = await hydrateSlider();
  const current = () =>
    within(region)
      .getAllByRole('button', { name: /^Show slide/ })
      .findIndex((dot) => dot.getAttribute('aria-current') === 'true');
  const seen: number[] = [];
  // Four rounds' time: the slider moves on by itself only through the first.
  for (let elapsed = 0; elapsed < 4 * SLIDES.length * 4800; elapsed += 400) {
    await act(async () => void vi.advanceTimersByTime(400));
    if (seen.at(-1) !== current()) seen.push(current());
  }
  expect(seen).toEqual([0, 1, 2, 0]);
  expect(within(region).getByRole('button', { name: 'Play slides' })).toBeDefined();
});
