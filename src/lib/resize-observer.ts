/**
 * What react-slick's `import 'resize-observer-polyfill'` gets (vite.config.ts): the browser's
 * own ResizeObserver, which every browser the site supports has. The polyfill's 2.5 KB
 * (compressed) stay out of the home page.
 */
export default globalThis.ResizeObserver;
