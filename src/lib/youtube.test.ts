import { expect, it } from 'vitest';
import { youTubeIdOf } from './youtube.ts';

it('reads the video id from every address people copy from YouTube, and from nothing else', () => {
  for (const address of [
    'aqz-KE-bpKQ',
    'https://www.youtube.com/watch?v=aqz-KE-bpKQ&t=42s',
    'https://youtu.be/aqz-KE-bpKQ?si=abc',
    'https://www.youtube.com/embed/aqz-KE-bpKQ?si=abc',
    'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ',
    'https://m.youtube.com/shorts/aqz-KE-bpKQ',
    '//www.youtube.com/embed/aqz-KE-bpKQ',
  ])
    expect(youTubeIdOf(address), address).toBe('aqz-KE-bpKQ');
  for (const address of [
    'https://vimeo.com/76979871',
    'https://www.youtube.com/embed/short',
    'https://www.youtube.com.evil.example/watch?v=aqz-KE-bpKQ',
    'not a link',
  ])
    expect(youTubeIdOf(address), address).toBeUndefined();
});
