import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkLinks, extractReferences } from './check-links.ts';

/** A tiny built site under /robotics/, as scripts/build.ts lays it out, with one mistake of each kind. */
const site: Record<string, string> = {
  '404.html': '<a href="/robotics/">Home</a><a href="#main">Skip</a><main id="main"></main>',
  'robotics/index.html': `
    <link rel="stylesheet" href="/robotics/assets/site.css">
    <link rel="canonical" href="https://club.example/">
    <a href="/robotics/blogs/ROS1">a route</a>
    <a href="/robotics/blogs/ROS1#install">a section of it</a>
    <a href="/robotics/blogs/ROS1#no-such-section">a missing section</a>
    <a href="/robotics/blogs/ROS9">a missing route</a>
    <a href="/blogs/ROS1">a route without the base path</a>
    <a href="https://docs.ros.org/">another site</a>
    <a href="mailto:club@example.edu">mail</a>
    <a href="#top">this page</a>
    <h1 id="top">Home</h1>`,
  'robotics/blogs/ROS1/index.html': `
    <h2 id="install">Install</h2>
    <picture>
      <source type="image/avif" srcset="/robotics/assets/graph-480.avif 480w, /robotics/assets/graph-960.avif 960w">
      <img src="/robotics/assets/graph.jpg" alt="">
    </picture>
    <img src="../assets/missing.jpg" alt="a relative path that breaks on a nested route">
    <video src="/robotics/assets/clip.mp4" poster="/robotics/assets/poster.jpg">Your browser does not support HTML video.</video>
    <a href="/robotics/pdfs/guide.pdf">PDF</a>
    <a href="/robotics/pdfs/lost.pdf">a missing PDF</a>
    <script type="module" src="/robotics/assets/entry.js"></script>
    <script>const looksLikeMarkup = '<img src="/nothing.png">';</script>`,
  'robotics/assets/site.css': '',
  'robotics/assets/graph-480.avif': '',
  'robotics/assets/graph.jpg': '',
  'robotics/assets/clip.mp4': '',
  'robotics/assets/entry.js': '',
  'robotics/pdfs/guide.pdf': '%PDF-1.4',
};

const root = mkdtempSync(path.join(tmpdir(), 'rc-links-'));
for (const [file, content] of Object.entries(site)) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), content);
}
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the link checker', () => {
  const report = checkLinks(root);
  const problems = report.broken.map(({ page, where, url }) => `${page} ${where} ${url}`);

  it('reads every page, the Not Found page too', () => {
    expect(report.pages).toBe(3);
  });

  it('finds a broken link, a missing anchor, a broken image source and a missing PDF, each with its page', () => {
    expect(problems.sort()).toEqual(
      [
        '/robotics a href /blogs/ROS1',
        '/robotics a href /robotics/blogs/ROS9',
        '/robotics a href /robotics/blogs/ROS1#no-such-section',
        '/robotics/blogs/ROS1 source srcset /robotics/assets/graph-960.avif',
        '/robotics/blogs/ROS1 img src ../assets/missing.jpg',
        '/robotics/blogs/ROS1 video poster /robotics/assets/poster.jpg',
        '/robotics/blogs/ROS1 a href /robotics/pdfs/lost.pdf',
      ].sort(),
    );
  });

  it('says what is missing', () => {
    const anchor = report.broken.find(({ url }) => url.endsWith('#no-such-section'));
    expect(anchor?.problem).toBe('no element with id "no-such-section" in /robotics/blogs/ROS1');
    const image = report.broken.find(({ url }) => url === '../assets/missing.jpg');
    expect(image?.problem).toBe('no file for /robotics/assets/missing.jpg in the build');
  });

  it('leaves other sites, mail links and script bodies alone', () => {
    expect(problems.join('\n')).not.toMatch(/docs\.ros\.org|mailto|nothing\.png|club\.example/);
  });
});

describe('npm run check:links', () => {
  it('prints each broken reference with its page and exits non-zero', () => {
    const result = spawnSync(process.execPath, [path.join(import.meta.dirname, 'check-links.ts'), root], {
      encoding: 'utf8',
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('7 broken');
    expect(result.stderr).toContain(
      '- on /robotics/blogs/ROS1: img src="../assets/missing.jpg": no file for /robotics/assets/missing.jpg in the build',
    );
  });

  it('exits zero on a whole site', () => {
    const whole = mkdtempSync(path.join(tmpdir(), 'rc-links-whole-'));
    try {
      writeFileSync(path.join(whole, 'index.html'), '<a href="#top" id="top">Top</a>');
      const result = spawnSync(process.execPath, [path.join(import.meta.dirname, 'check-links.ts'), whole], {
        encoding: 'utf8',
      });
      expect(result.status).toBe(0);
    } finally {
      rmSync(whole, { recursive: true, force: true });
    }
  });
});

describe('reading references', () => {
  it('takes every candidate of a srcset and decodes entities', () => {
    expect(extractReferences('<img srcset="/a.avif 1x, /b.avif 2x" src="/c.jpg?x=1&amp;y=2">')).toEqual([
      { where: 'img src', url: '/c.jpg?x=1&y=2' },
      { where: 'img srcset', url: '/a.avif' },
      { where: 'img srcset', url: '/b.avif' },
    ]);
  });
});
