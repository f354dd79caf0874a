import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { checkContent } from '../../../content-tools/check-content.ts';
import { FIXTURE_CONTENT_ROOT } from '../../../test/support/bases.ts';
import { CONTENT_ROOT } from '../load.server.ts';
import { listArticles } from './articles.server.ts';

const root = mkdtempSync(path.join(tmpdir(), 'rc-articles-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A content folder with one article, esp32sleep, whose text is `body`, and its picture board.webp. */
function article(body: string) {
  mkdirSync(path.join(root, 'articles/esp32sleep'), { recursive: true });
  writeFileSync(path.join(root, 'articles/esp32sleep/board.webp'), '');
  writeFileSync(
    path.join(root, 'articles/esp32sleep.mdx'),
    `---\ntitle: Sleep\ncategory: IoT\ndescription: Sleep.\nreviewed: 2026-03-02\ndate: 2026-03-02\n---\n\n${body}\n`,
  );
  return () => listArticles(root);
}

it('an article whose pictures are in its folder and whose video is a titled YouTube embed passes', () => {
  expect(
    article(
      '![The board](./esp32sleep/board.webp)\n\n<iframe src="https://www.youtube.com/embed/aqz-KE-bpKQ" title="The rover"></iframe>',
    )(),
  ).toHaveLength(1);
});

it('a missing picture is a content error naming the file, its line and what to do in the editor', () => {
  expect(
    article(
      'Intro.\n\n```md\n![in code](./esp32sleep/nothing.png)\n```\n\n![The chassis](./esp32sleep/chassis.webp "From above")',
    ),
  ).toThrow(
    'articles/esp32sleep.mdx, line 15 > picture "./esp32sleep/chassis.webp": file not found in articles/esp32sleep/; in the editor, insert the picture again with the Image button, which saves it in the article\'s folder',
  );
});

it('a frame from another site or an untitled YouTube embed is a content error with the line to write instead', () => {
  expect(article('<iframe src="https://player.vimeo.com/video/1"></iframe>')).toThrow(
    'articles/esp32sleep.mdx, line 9 > video: only YouTube videos can be put in an article',
  );
  expect(article('<iframe src="https://youtu.be/aqz-KE-bpKQ" title="YouTube video player"></iframe>')).toThrow(
    'replace the embed code with <YouTube id="aqz-KE-bpKQ" title="What the video shows" />',
  );
});

it('npm run check:content reports it as a content problem, not a stack trace', () => {
  article('![The chassis](./esp32sleep/chassis.webp)');
  const { ok, message } = checkContent(root, root);
  expect(ok).toBe(false);
  expect(message).toContain('articles/esp32sleep.mdx, line 9 > picture "./esp32sleep/chassis.webp": file not found');
  expect(message).not.toMatch(/\n\s+at /);
});

/** The handler types of an MP4's tracks ('vide', 'soun', 'text'…), read from its boxes: moov > trak > mdia > hdlr. */
function trackKinds(mp4: Buffer): string[] {
  const kinds: string[] = [];
  const walk = (start: number, end: number) => {
    for (let at = start; at + 8 <= end;) {
      const size = mp4.readUInt32BE(at);
      const type = mp4.toString('latin1', at + 4, at + 8);
      if (size < 8) break;
      if (['moov', 'trak', 'mdia'].includes(type)) walk(at + 8, at + size);
      if (type === 'hdlr') kinds.push(mp4.toString('latin1', at + 16, at + 20));
      at += size;
    }
  };
  walk(0, mp4.length);
  return kinds;
}

// A clip with sound would need a captions track, which <Video> has not; a silent one says so.
it("every article's clip is silent, and its caption says so, in the content and the fixture's", () => {
  const checked = [CONTENT_ROOT, FIXTURE_CONTENT_ROOT].flatMap((root) => {
    const folder = path.join(root, 'articles');
    const files = readdirSync(folder, { recursive: true, encoding: 'utf8' });
    const clips = files.filter((file) => file.endsWith('.mp4'));
    for (const clip of clips) expect(trackKinds(readFileSync(path.join(folder, clip))), clip).toEqual(['vide']);
    const captions = files
      .filter((file) => file.endsWith('.mdx'))
      .flatMap((file) => [...readFileSync(path.join(folder, file), 'utf8').matchAll(/<Video [^>]*caption="([^"]*)"/g)]);
    expect(captions).toHaveLength(clips.length);
    for (const [, caption] of captions) expect(caption).toMatch(/A silent animation: there is no sound\.$/);
    return clips;
  });
  expect(checked.length).toBeGreaterThan(0);
});
