import { describe, expect, it } from 'vitest';
import { checkReactRouterPage } from './react-html.ts';

/** The parts of a prerendered page the build relies on, as React Router 8 and React DOM 19 write them. */
const PARTS = {
  preload: '<link rel="modulepreload" href="/assets/entry.client-a.js"/>',
  stylesheet: '<link rel="stylesheet" href="/assets/site-c.css#"/>',
  module: '<script type="module" async="">import "/assets/entry.client-a.js";</script>',
};
const page = (parts: Partial<typeof PARTS>) =>
  `<!DOCTYPE html><html lang="en"><head>${parts.preload ?? ''}${parts.stylesheet ?? ''}</head>` +
  `<body><main><h1>Team</h1></main><script>window.context = {}</script>${parts.module ?? ''}</body></html>`;

describe("the build's reading of React Router's output", () => {
  it('accepts a page with a module script, its preloads and a stylesheet link', () => {
    expect(() => checkReactRouterPage(page(PARTS), 'dist/team/index.html')).not.toThrow();
  });

  it('stops the build naming the page and each part it lacks', () => {
    const check = () => checkReactRouterPage(page({ stylesheet: PARTS.stylesheet }), 'dist/team/index.html');
    expect(check).toThrow(
      /^dist\/team\/index\.html: the prerendered page lacks its module script .*, its module preloads/,
    );
    expect(check).toThrow('update the patterns in scripts/build-steps/react-html.ts');
  });

  it('stops the build when React DOM writes a stylesheet link the build would not find (a space before its slash)', () => {
    const spaced = page({ ...PARTS, stylesheet: '<link rel="stylesheet" href="/assets/site-c.css" />' });
    expect(() => checkReactRouterPage(spaced, 'dist/404.html')).toThrow('a stylesheet link');
  });
});
