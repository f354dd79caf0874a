import { describe, expect, it } from 'vitest';
import { checkReactRouterPage } from './react-html.ts';

/** A page with script as React Router 8 and React DOM 19 prerender it (shortened from dist/index.html). */
const PAGE = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<meta property="og:title" content="Tom &amp; Ana&#x27;s rover"/>',
  '<meta property="og:image" content="https://robotics.example/social-cards/home.png"/>',
  '<link rel="canonical" href="https://robotics.example/?a=1&amp;b=2"/>',
  '<link rel="modulepreload" href="/assets/entry.client-a.js"/>',
  '<script type="application/ld+json">{"@type":"Organization"}</script>',
  '<link rel="stylesheet" href="/assets/site-c.css#"/><link rel="stylesheet" href="/assets/home-d.css"/>',
  '<noscript><link rel="stylesheet" href="/assets/noscript-e.css"/></noscript>',
  '</head><body><main><h1>Home</h1></main>',
  '<script>((storageKey, restoreKey) => {})("scroll", null)</script>',
  '<script>window.__reactRouterContext = {}</script>',
  '<script type="module" async="">import "/assets/manifest-f.js";</script>',
  '<script>window.__reactRouterContext.streamController.close();</script>',
  '</body></html>',
].join('');

/** A page without script: no boot scripts, the stylesheet for pages without JavaScript linked outright. */
const NO_SCRIPT_PAGE = [
  '<!DOCTYPE html><html lang="en"><head><meta name="robots" content="noindex"/>',
  '<link rel="stylesheet" href="/assets/site-c.css#"/><link rel="stylesheet" href="/assets/noscript-e.css"/>',
  '</head><body><main><h1>Page not found</h1></main></body></html>',
].join('');

const check = (html: string) => () => checkReactRouterPage(html, 'dist/index.html');

describe("the build's reading of React Router's output", () => {
  it('accepts a page with script and a page without, as React Router and React DOM write them', () => {
    expect(check(PAGE)).not.toThrow();
    expect(check(NO_SCRIPT_PAGE)).not.toThrow();
  });

  // Each change is one React Router or React DOM could make in an upgrade; each pattern has one.
  it.each([
    ['SCRIPT_ELEMENT', 'script tags in capitals', (html: string) => html.replaceAll('script>', 'SCRIPT>')],
    [
      'DATA_BLOCK',
      'a data block typed in single quotes',
      (html: string) => html.replace('"application/ld+json"', "'application/ld+json'"),
    ],
    [
      "React Router's module script",
      'the boot module loaded by src',
      (html: string) =>
        html.replace(/<script type="module" async="">[^<]*/, '<script type="module" src="/assets/boot.js">'),
    ],
    [
      "React Router's inline scripts",
      'a nonce on the boot scripts',
      (html: string) => html.replaceAll('<script>', '<script nonce="n">'),
    ],
    [
      'STYLESHEET_OR_NOSCRIPT',
      'a space before the slash of a link',
      (html: string) => html.replace('home-d.css"/>', 'home-d.css" />'),
    ],
    [
      'STYLESHEET_OR_NOSCRIPT',
      'a <noscript> with an attribute',
      (html: string) => html.replace('<noscript>', '<noscript data-x="">'),
    ],
    [
      'STYLESHEET_OR_NOSCRIPT',
      "no # on the stylesheet React Router's code loads again",
      (html: string) => html.replace('.css#', '.css'),
    ],
    [
      'CANONICAL_LINK',
      'the href of the canonical link before its rel',
      (html: string) =>
        html.replace(
          'rel="canonical" href="https://robotics.example/?a=1&amp;b=2"',
          'href="https://robotics.example/" rel="canonical"',
        ),
    ],
    ['metaTag', 'an entity React DOM did not write before', (html: string) => html.replace('&amp; Ana', '&#38; Ana')],
    [
      'NOINDEX_META',
      'the content of the robots meta before its name',
      (html: string) => html.replace('<meta charSet="utf-8"/>', '<meta content="noindex" name="robots"/>'),
    ],
  ])('stops the build at %s when the page has %s, naming the page and what to update', (pattern, _change, plant) => {
    expect(check(plant(PAGE))).toThrow(/^dist\/index\.html: React Router's output has changed/);
    expect(check(plant(PAGE))).toThrow(`\n  ${pattern}`);
    expect(check(plant(PAGE))).toThrow('Update the patterns in scripts/build-steps/react-html.ts');
  });

  it('stops the build at a page with no stylesheet link', () => {
    expect(check(PAGE.replaceAll('rel="stylesheet"', 'rel="preload"'))).toThrow('the page has no stylesheet link');
  });
});
