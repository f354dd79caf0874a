import { describe, expect, it } from 'vitest';
import { foundWords, type PagefindData } from '../../src/components/search/pagefind.ts';
import { SEARCH_KINDS } from '../../src/components/search/search-kinds.ts';
import { FIXTURE_CONTENT_ROOT } from '../../test/support/bases.ts';
import { contentRecords, mainText, markMain, pageKind, recordHtml, searchWords } from './search-index.ts';

describe('the search records made from the content', () => {
  const records = contentRecords(FIXTURE_CONTENT_ROOT);

  it('give every project, domain, member, achievement row and PDF or other site a result with its own address', () => {
    const urls = records.filter((record) => !/^https?:/.test(record.url)).map((record) => record.url);
    expect(new Set(urls).size).toBe(urls.length);
    const kinds = new Set(records.map((record) => record.kind));
    expect([...kinds].sort()).toEqual(['Achievement', 'Member', 'Page', 'Project', 'Resource']);
    for (const record of records) {
      expect(SEARCH_KINDS).toContain(record.kind);
      expect(record.title.trim(), record.url).not.toBe('');
      expect(record.content.trim(), record.url).not.toBe('');
    }
  });

  it('link to the place on the page that shows each one', () => {
    const byTitle = (title: string) => records.filter((record) => record.title === title).map((record) => record.url);
    expect(byTitle('PID Line Follower')).toEqual(['/induction/2024#pid-line-follower']);
    expect(byTitle('Nandini Iyer')).toEqual(['/team#member-nandini-iyer', '/team/2025-26#member-nandini-iyer']);
    expect(byTitle('Dual Motor Driver Board v2')).toEqual(['/tab#cad-pcb-2024-dual-motor-driver-board']);
    expect(records.find((record) => record.kind === 'Achievement')?.url).toBe(
      '/achievement#achievement-2026-national-student-drone-challenge',
    );
    expect(
      records.filter((record) => record.kind === 'Resource').every((record) => /^(\/pdfs\/|https:)/.test(record.url)),
    ).toBe(true);
  });

  it('say where each one sits, in the line under its title', () => {
    const follower = records.find((record) => record.title === 'PID Line Follower')!;
    expect(follower).toMatchObject({ kind: 'Project', context: 'Induction 2024' });
    expect(follower.content).toMatch(/^PID Line Follower\. /);
    const pastMember = records.find((record) => record.url === '/team/2025-26#member-nandini-iyer')!;
    expect(pastMember.context).toMatch(/ · 2025-26$/);
  });
});

describe('the pages Pagefind indexes', () => {
  it('are articles, events or pages by their route, an article with its category and an event with its dates', () => {
    const contexts = {
      categories: new Map([['IOT1', 'Internet of Things']]),
      eventDates: new Map([['roboveda', '20 February 2027']]),
    };
    expect(pageKind('/blogs/IOT1', contexts)).toEqual({ kind: 'Article', context: 'Internet of Things' });
    expect(pageKind('/events/roboveda', contexts)).toEqual({ kind: 'Event', context: '20 February 2027' });
    expect(pageKind('/team', contexts)).toEqual({ kind: 'Page', context: '' });
  });

  it('get their kind and context on <main>, escaped, and stop the build when a page has no <main>', () => {
    const html = markMain('<body><main id="main" tabindex="-1"><h1>A</h1></main></body>', 'Article', 'Tools & "CAD"');
    expect(html).toContain(
      '<main id="main" tabindex="-1" data-pagefind-body="" data-pagefind-filter="kind:Article" data-pagefind-meta="kind:Article"><span data-pagefind-meta="context:Tools &amp; &quot;CAD&quot;"></span><h1>',
    );
    expect(() => markMain('<body><div></div></body>', 'Page', '')).toThrow('a page without <main id="main">');
  });
});

describe('a search answer', () => {
  const answer = (excerpt: string, title: string): PagefindData => ({
    url: '/',
    excerpt,
    meta: { title },
    sub_results: [],
  });

  it('counts when it holds the words searched for, their beginning, or a word that begins like them', () => {
    expect(foundWords('deep sleep', answer('from <mark>deep</mark> <mark>sleep,</mark>', 'Mailbox'))).toBe(true);
    expect(foundWords('sleepy', answer('back to <mark>sleep.</mark>', 'Mailbox'))).toBe(true);
    expect(foundWords('ultrason', answer('an <mark>ultrasonic</mark> sensor', 'Radar'))).toBe(true);
    expect(foundWords('theremin', answer('a hand above a sensor', 'Ultrasonic Theremin'))).toBe(true);
  });

  it('does not count when Pagefind only found the first letter of a word the site does not have', () => {
    expect(foundWords('zqxvj', answer('weighted sum: <mark>z</mark> = w₁x₁', 'Deep Learning 1'))).toBe(false);
    expect(foundWords('kangaroo', answer('<mark>K,</mark> the gain', 'Deep Learning 2'))).toBe(false);
  });
});

describe('the words a search may correct to', () => {
  it('are the words of four letters or more, the most frequent first, without code', () => {
    const page = '<main id="main"><h1>Arduino servo</h1><p>The servo &amp; the arm.</p><pre>digitalWrite</pre></main>';
    expect(searchWords([mainText(page), 'Servo tester'])).toEqual(['servo', 'arduino', 'tester']);
  });
});

describe('a record as Pagefind indexes it', () => {
  it('escapes what it holds and keeps its title as meta', () => {
    const html = recordHtml({
      url: '/achievement#x',
      title: 'Winner: Line Follower <Cup>',
      kind: 'Achievement',
      context: '2024 · A & B',
      content: 'A & B won Winner at Line Follower Cup.',
    });
    expect(html).toContain('data-pagefind-meta="title:Winner: Line Follower &lt;Cup&gt;"');
    expect(html).toContain('data-pagefind-filter="kind:Achievement"');
    expect(html).toContain('<p>A &amp; B won');
  });
});
