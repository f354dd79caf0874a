import { describe, expect, it } from 'vitest';
import { listArticles } from '../../src/content/collections/articles.server.ts';
import { loadSite } from '../../src/content/collections/site.server.ts';
import { renderFeed } from './feed.ts';

describe('the article feed', () => {
  const { xml, items } = renderFeed();
  const articles = listArticles();
  const site = loadSite();

  it('lists every article once, an alias route not again', () => {
    expect(items).toBe(articles.length);
    expect(xml.match(/<item>/g)).toHaveLength(articles.length);
    expect(xml).not.toContain('/blogs/IOT4');
  });

  it('links each article by its canonical URL, with its date and description', () => {
    for (const article of articles) {
      expect(xml).toContain(`<link>${site.url}/blogs/${article.slug}</link>`);
    }
    expect(xml).toContain('<pubDate>Mon, 12 May 2025 00:00:00 GMT</pubDate>');
  });

  it('lists the newest article first', () => {
    const dates = [...xml.matchAll(/<pubDate>([^<]+)<\/pubDate>/g)].map((match) => Date.parse(match[1]!));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it('escapes text that would break the XML', () => {
    expect(xml).not.toMatch(/&(?!(amp|lt|gt|apos|quot);)/);
  });
});
