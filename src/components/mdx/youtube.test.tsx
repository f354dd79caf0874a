// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { act } from 'react';
import { expect, it } from 'vitest';
import { renderThenHydrate, setUpHydration } from '../../../test/support/hydrate.tsx';
import { YouTube } from './youtube.tsx';

setUpHydration();

const video = <YouTube id="aqz-KE-bpKQ" title="The rover climbing the ramp" />;

it('asks nothing of YouTube until the visitor asks: a link to the video, no frame, no picture from YouTube', async () => {
  const page = await renderThenHydrate(video);
  expect(page.querySelector('iframe, img')).toBeNull();
  const link = screen.getByRole('link', { name: /Play the video: The rover climbing the ramp/ });
  expect(link.getAttribute('href')).toBe('https://www.youtube.com/watch?v=aqz-KE-bpKQ');
  expect(page.querySelector('figcaption')?.textContent).toBe('The rover climbing the ramp');
});

it("a click puts YouTube's privacy-enhanced player in the link's place, named by the title, and focuses it", async () => {
  await renderThenHydrate(video);
  await act(async () => void fireEvent.click(screen.getByRole('link', { name: /Play the video/ })));
  const player = screen.getByTitle('The rover climbing the ramp');
  expect(player.tagName).toBe('IFRAME');
  expect(player.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1');
  expect(document.activeElement).toBe(player);
  expect(screen.queryByRole('link')).toBeNull();
});

it('a click with Ctrl (a new tab) is left to the browser', async () => {
  await renderThenHydrate(video);
  await act(async () => void fireEvent.click(screen.getByRole('link', { name: /Play the video/ }), { ctrlKey: true }));
  expect(document.querySelector('iframe')).toBeNull();
});
