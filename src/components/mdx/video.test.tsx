// @vitest-environment jsdom
import { expect, it } from 'vitest';
import { renderThenHydrate, setUpHydration } from '../../../test/support/hydrate.tsx';
import { Video } from './video.tsx';

setUpHydration();

it('Video > as served > has controls, plays in the page, fetches only its size and length, and is described by its caption', async () => {
  const caption = 'A rover turning on the spot. A silent animation: there is no sound.';
  const html = await renderThenHydrate(<Video src="/assets/turn.mp4" poster="/assets/turn.webp" caption={caption} />);
  const video = html.querySelector('video')!;
  // HTML attribute names are case-insensitive: React writes playsInline.
  for (const name of ['controls', 'playsinline']) expect(video.hasAttribute(name), name).toBe(true);
  expect(video.getAttribute('preload')).toBe('metadata');
  expect(video.getAttribute('poster')).toBe('/assets/turn.webp');
  expect(document.getElementById(video.getAttribute('aria-describedby')!)?.textContent).toBe(caption);
  expect(video.textContent).toBe('Your browser does not support HTML video.');
});
