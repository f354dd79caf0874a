import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { checkContent } from '../../../content-tools/check-content.ts';
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
