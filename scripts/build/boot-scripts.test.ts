import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bootScripts } from './externalize-scripts.ts';
import { stylesheetsFirst } from './order-head.ts';

/** The shape of a page React Router prerenders: hoisted preloads, stylesheets, inline boot scripts. */
const PAGE = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>Team</title>',
  '<link rel="modulepreload" href="/robotics/assets/entry.client-a.js"/>',
  '<link rel="modulepreload" href="/robotics/assets/team-b.js"/>',
  '<link rel="stylesheet" href="/robotics/assets/site-c.css#"/><link rel="stylesheet" href="/robotics/assets/team-d.css"/>',
  '<script type="application/ld+json">{"@type":"Organization"}</script>',
  '</head><body><main><h1>Team</h1></main>',
  '<script>console.log("scroll")</script>',
  '<script>window.context = {}</script>',
  '<script type="module" async="">import "/robotics/assets/team-b.js";</script>',
  '<script>window.context.data = 1</script>',
  '</body></html>',
].join('');

describe('the boot scripts and the order of <head>', () => {
  let dist: string;
  let html: string;
  const bootFile = (src: string) => readFileSync(path.join(dist, src.replace('/robotics/', 'robotics/')), 'utf8');

  beforeEach(() => {
    dist = mkdtempSync(path.join(tmpdir(), 'rc-boot-'));
    html = stylesheetsFirst(bootScripts(path.join(dist, 'robotics'), '/robotics/').externalize(PAGE));
  });
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  it('leaves no inline code for the Content-Security-Policy to refuse, and keeps JSON-LD inline', () => {
    expect(html).not.toMatch(/<script(?![^>]*\ssrc=)(?![^>]*application\/ld\+json)[^>]*>[^<]+<\/script>/);
    expect(html).toContain('<script type="application/ld+json">{"@type":"Organization"}</script>');
  });

  it('merges the classic scripts, in their order, into one deferred file ahead of the module script', () => {
    const sources = [...html.matchAll(/<script([^>]*)\ssrc="([^"]+)"/g)].map(([, attributes, src]) => ({ attributes, src: src! }));
    expect(sources).toHaveLength(2);
    expect(sources[0]!.attributes).toContain('defer');
    expect(bootFile(sources[0]!.src)).toBe('console.log("scroll");\nwindow.context = {};\nwindow.context.data = 1;');
    expect(sources[1]!.attributes).toBe(' type="module"');
    expect(bootFile(sources[1]!.src)).toBe('import "/robotics/assets/team-b.js";');
    expect(readdirSync(path.join(dist, 'robotics/assets/boot'))).toHaveLength(2);
  });

  it('keeps an element for every script React rendered, so hydration finds them all', () => {
    expect(html.match(/<script/g)).toHaveLength(PAGE.match(/<script/g)!.length);
  });

  it('asks for the stylesheets before the module preloads', () => {
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head.lastIndexOf('rel="stylesheet"')).toBeLessThan(head.indexOf('rel="modulepreload"'));
    expect(head.match(/rel="modulepreload"/g)).toHaveLength(2);
  });
});
