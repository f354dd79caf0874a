import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { inlineScriptHashes, scriptsToFiles, writeCspHashes } from './csp-hashes.ts';
import { inlineStylesheets } from './inline-styles.ts';

/** The shape of a page with script as React Router prerenders it: preloads, stylesheets, inline boot scripts. */
const PAGE = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>Team</title>',
  '<link rel="modulepreload" href="/robotics/assets/entry.client-a.js"/>',
  '<link rel="modulepreload" href="/robotics/assets/team-b.js"/>',
  '<link rel="stylesheet" href="/robotics/assets/site-c.css#"/><link rel="stylesheet" href="/robotics/assets/team-d.css"/>',
  '<noscript><link rel="stylesheet" href="/robotics/assets/noscript-e.css"/></noscript>',
  '<script type="application/ld+json">{"@type":"Organization"}</script>',
  '</head><body><main><h1>Team</h1></main>',
  '<script>console.log("scroll")</script>',
  '<script>window.context = {}</script>',
  '<script type="module" async="">import "/robotics/assets/team-b.js";</script>',
  '<script>window.context.data = 1</script>',
  '</body></html>',
].join('');

const CSS = { 'site-c.css': 'body{margin:0}\n', 'team-d.css': '.team{display:grid}' };
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('the boot scripts and the inline styles', () => {
  let dist: string;
  let html: string;
  let hashes: string[];
  const site = () => path.join(dist, 'robotics');
  const bootFile = (src: string) => readFileSync(path.join(dist, src.replace('/robotics/', 'robotics/')), 'utf8');

  beforeEach(() => {
    dist = mkdtempSync(path.join(tmpdir(), 'rc-boot-'));
    mkdirSync(path.join(site(), 'assets'), { recursive: true });
    for (const [file, css] of Object.entries(CSS)) writeFileSync(path.join(site(), 'assets', file), css);
    const styles = inlineStylesheets(site(), '/robotics/');
    html = styles.inline(scriptsToFiles(site(), '/robotics/').toFiles(PAGE));
    hashes = styles.hashes();
  });
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  it('leaves no inline code for the Content-Security-Policy to refuse, and keeps JSON-LD inline', () => {
    expect(html).not.toMatch(/<script(?![^>]*\ssrc=)(?![^>]*application\/ld\+json)[^>]*>[^<]+<\/script>/);
    expect(html).toContain('<script type="application/ld+json">{"@type":"Organization"}</script>');
    expect(inlineScriptHashes(html)).toEqual([]);
  });

  it('moves each script, in place and in order, to a file that runs after the page is read, the module without async', () => {
    const scripts = [...html.matchAll(/<script([^>]*)\ssrc="([^"]+)"><\/script>/g)];
    expect(scripts.map(([, attributes]) => attributes)).toEqual([' defer', ' defer', ' type="module"', ' defer']);
    expect(scripts.map(([, , src]) => bootFile(src!))).toEqual([
      'console.log("scroll")',
      'window.context = {}',
      'import "/robotics/assets/team-b.js";',
      'window.context.data = 1',
    ]);
    // React Router's preloads stay where it wrote them.
    expect(html).toContain('<link rel="modulepreload" href="/robotics/assets/entry.client-a.js"/>');
    expect(readdirSync(path.join(site(), 'assets/boot'))).toHaveLength(4);
  });

  it('keeps an element for every script and stylesheet React rendered, so hydration finds them all', () => {
    expect(html.match(/<script/g)).toHaveLength(PAGE.match(/<script/g)!.length);
    expect(html).toContain('<link rel="stylesheet" href="/robotics/assets/site-c.css#" type="text/x-inline"/>');
    // Beside it, without React Router's `#`, an inert link by which Vite's loader finds the rules already in the page.
    expect(html).toContain(
      '<link rel="stylesheet" href="/robotics/assets/site-c.css" type="text/x-inline"/><link rel="stylesheet" href="/robotics/assets/site-c.css#"',
    );
    expect(html).toContain('<link rel="stylesheet" href="/robotics/assets/team-d.css" type="text/x-inline"/>');
  });

  it('puts each stylesheet inline, in order, and leaves the ones for pages without JavaScript as links', () => {
    expect(html).toContain('<style>body{margin:0}</style><link rel="stylesheet" href="/robotics/assets/site-c.css"');
    expect(html).not.toContain(
      'team-d.css" type="text/x-inline"/><link rel="stylesheet" href="/robotics/assets/team-d.css',
    );
    expect(html.indexOf('<style>body{margin:0}</style>')).toBeLessThan(
      html.indexOf('<style>.team{display:grid}</style>'),
    );
    expect(html).toContain('<noscript><link rel="stylesheet" href="/robotics/assets/noscript-e.css"/></noscript>');
  });

  it('lists the hash of every inline style once, for the HTML responses of nginx only', () => {
    expect(hashes).toEqual([sha256('body{margin:0}'), sha256('.team{display:grid}')].sort());
    writeCspHashes(dist, { scripts: [], styles: hashes });
    const conf = readFileSync(path.join(dist, 'csp-hashes.conf'), 'utf8');
    expect(conf).toContain('map "$status $sent_http_content_type" $style_hashes {');
    expect(conf).toContain('default "";');
    expect(conf).toContain(`"~^\\d+ text/html" "${hashes.join(' ')}";`);
    expect(conf).toContain(`"~^304 " "${hashes.join(' ')}";`);
  });

  it('refuses a stylesheet that would end its <style> element early, naming the file', () => {
    writeFileSync(path.join(site(), 'assets/team-d.css'), '/* </style> */');
    const styles = inlineStylesheets(site(), '/robotics/');
    expect(() => styles.inline(PAGE)).toThrow('/robotics/assets/team-d.css contains "</style"');
  });
});
