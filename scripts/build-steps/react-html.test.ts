import { describe, expect, it } from 'vitest';
import { checkReactRouterPage } from './react-html.ts';

/** The parts of a prerendered page the build relies on, as React Router 8 and React DOM 19 write them. */
const PARTS = {
  stylesheet: '<link rel="stylesheet" href="/assets/site-c.css#"/>',
  module: '<script type="module" async="">import "/assets/entry.client-a.js";</script>',
};
const page = (parts: Partial<typeof PARTS>) =>
  `<!DOCTYPE html><html lang="en"><head>${parts.stylesheet ?? ''}</head>` +
  `<body><main><h1>Team</h1></main>${parts.module ? `<script>window.context = {}</script>${parts.module}` : ''}</body></html>`;

describe("the build's reading of React Router's output", () => {
  it('accepts a page with a module script and a stylesheet link, and a page with no script at all', () => {
    expect(() => checkReactRouterPage(page(PARTS), 'dist/index.html')).not.toThrow();
    expect(() => checkReactRouterPage(page({ stylesheet: PARTS.stylesheet }), 'dist/team/index.html')).not.toThrow();
  });

  it('stops the build naming the page and each part it lacks', () => {
    const check = () =>
      checkReactRouterPage(page({ module: '<script type="module" src="/a.js"></script>' }), 'dist/index.html');
    expect(check).toThrow(/^dist\/index\.html: the prerendered page lacks its module script .*, a stylesheet link/);
    expect(check).toThrow('update the patterns in scripts/build-steps/react-html.ts');
  });

  it('stops the build when React DOM writes a stylesheet link the build would not find (a space before its slash)', () => {
    const spaced = page({ ...PARTS, stylesheet: '<link rel="stylesheet" href="/assets/site-c.css" />' });
    expect(() => checkReactRouterPage(spaced, 'dist/404.html')).toThrow('a stylesheet link');
  });
});
