import { describe, expect, it } from 'vitest';
import { codePointRanges, facesFor, fontFaces, pageText, webFontStylesheet } from './web-font.ts';

/** Two faces as the build minifies @fontsource-variable/inter's stylesheet. */
const face = (subset: string, range: string) =>
  `@font-face{font-family:Inter Variable;font-style:normal;font-display:swap;font-weight:100 900;src:url(/r/assets/inter-${subset}-wght-normal-a.woff2)format("woff2-variations");unicode-range:${range}}`;
const CSS = face('greek', 'U+370-377,U+3A3-3FF') + face('latin', 'U+??,U+131,U+2000-206F');

describe("a page's web font faces", () => {
  it('are read from the stylesheet as the build minifies it, with their sources and descriptors', () => {
    expect(fontFaces(CSS, '/r/assets/wght.css')[1]).toEqual({
      family: 'Inter Variable',
      source: 'url(/r/assets/inter-latin-wght-normal-a.woff2)format("woff2-variations")',
      descriptors: { style: 'normal', weight: '100 900', display: 'swap', unicodeRange: 'U+??,U+131,U+2000-206F' },
    });
  });

  it('are the ones whose characters the page shows: Latin always, Greek for a page with Greek letters', () => {
    const faces = fontFaces(CSS, '/r/assets/wght.css');
    const subsets = (html: string) =>
      facesFor(pageText(html), faces).map((found) => /inter-(\w+)-/.exec(found.source)![1]);
    expect(subsets('<main><h1>Team</h1><p>Rovers &amp; arms</p></main>')).toEqual(['latin']);
    expect(subsets('<main><p>The load is 10 Ω</p></main>')).toEqual(['greek', 'latin']);
    // Code and styles are not text a visitor reads in this font; what shows without JavaScript is not either.
    expect(
      subsets(
        '<main><p>Team</p><script>"Ω"</script><style>q::before{content:"Ω"}</style><noscript>Ω</noscript></main>',
      ),
    ).toEqual(['latin']);
  });

  it('stop the build, naming the stylesheet, when it declares none or one without a range', () => {
    expect(() => fontFaces('body{margin:0}', '/assets/x.css')).toThrow('web font: /assets/x.css has no @font-face');
    expect(() => fontFaces('@font-face{font-family:X;src:url(x.woff2)}', '/assets/x.css')).toThrow(
      'web font: /assets/x.css has an @font-face without a family, src or unicode-range',
    );
  });

  it('read unicode ranges with single points, spans and wildcards', () => {
    expect(codePointRanges('U+41, U+0-FF,U+4??')).toEqual([
      [0x41, 0x41],
      [0, 0xff],
      [0x400, 0x4ff],
    ]);
  });

  it('are found by the link the page keeps for visitors without JavaScript', () => {
    expect(
      webFontStylesheet('<noscript><link rel="stylesheet" href="/assets/wght-a.css" data-web-font=""/></noscript>'),
    ).toBe('/assets/wght-a.css');
    expect(webFontStylesheet('<link rel="stylesheet" href="/assets/site.css"/>')).toBeUndefined();
  });
});
