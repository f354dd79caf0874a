import './styles/global.css';
import { Suspense, useEffect, useRef, type ReactNode } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
import { SiteFooter } from './components/site/site-footer.tsx';
import { SiteHeader } from './components/site/site-header.tsx';
import { loadSite } from './content/collections/site.server.ts';
import noscriptStyles from './styles/noscript.css?url';
import { withBase } from './lib/base-path.ts';
import { scrollRestorationKey } from './lib/use-url-fragment.ts';

/**
 * Inter is fetched once a page has hydrated (`HydratedMark`), which notes it under this key;
 * the next page's inline line then sets it from the first paint.
 */
const INTER_KEY = 'rc-font';
const INTER_IF_FETCHED = `try{localStorage.getItem("${INTER_KEY}")&&(document.documentElement.dataset.font="inter")}catch(e){}`;

export function loader() {
  return { site: loadSite() };
}

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: withBase('/favicon.svg'), type: 'image/svg+xml' },
  // Written by scripts/build-steps/feed.ts after the pages are prerendered.
  { rel: 'alternate', type: 'application/rss+xml', title: 'Articles', href: withBase('/feed.xml') },
];

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  useFocusOnNavigation();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        {/*
         * Inter once this browser has it (src/styles/fonts.css): decided before the first
         * paint, so the page is laid out once. Inline, allowed by its hash, which the build writes for nginx (scripts/build-steps/csp-hashes.ts). It
         * runs from the prerendered HTML only: the browser's bundle leaves it out, and
         * hydration keeps what the HTML has.
         */}
        <script
          data-inline=""
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? INTER_IF_FETCHED : '' }}
        />
        <Meta />
        <Links />
        {/*
         * The first paint waits until the header has been read whole: a busy browser can
         * paint a page part-way through reading it, and the menu, growing item by item from
         * the right, moved with each one.
         */}
        <link rel="expect" href="#main" blocking="render" />
        <noscript>
          <link rel="stylesheet" href={noscriptStyles} />
        </noscript>
      </head>
      <body>
        <a href="#main" className="skip-link">
          Skip to main content
        </a>
        {data && <SiteHeader site={data.site} />}
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        {data && <SiteFooter site={data.site} />}
        <ScrollRestoration getKey={scrollRestorationKey} />
        <Scripts />
      </body>
    </html>
  );
}

/** After a client-side navigation, move focus to the new page's heading so screen readers announce it. */
function useFocusOnNavigation() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const heading = document.querySelector<HTMLElement>('main h1');
    if (!heading) return;
    heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
  }, [pathname]);
}

/**
 * Every page sits in one Suspense boundary, on screen from the first render: a page part
 * that loads its code late (an article's body) suspends to it, so navigations, which run as
 * transitions, keep the previous page until the next is whole. The fallback shows only if an
 * update outside a transition has to wait.
 */
export default function App() {
  return (
    <Suspense fallback={<p className="page">Loading the page…</p>}>
      <Outlet />
      <HydratedMark />
    </Suspense>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const title = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : 'Something went wrong';
  return (
    <div className="page">
      <h1>{title}</h1>
      <p>Sorry, this page could not be shown. Please reload it or go back to the home page.</p>
      <HydratedMark />
    </div>
  );
}

/**
 * Sets `data-hydrated` on `<html>` once the page has hydrated, so styles and tests can tell
 * a page that answers from one that has only painted. It sits last in the page's Suspense
 * boundary, so its effect runs only when everything in it, late-loading code included, has
 * hydrated. Then, on a first visit, it fetches Inter for the next page: before, the font
 * would share a slow line with the page's code.
 */
function HydratedMark() {
  useEffect(() => {
    const root = document.documentElement;
    root.dataset.hydrated = '';
    if (root.dataset.font) return;
    const remember = () => {
      try {
        localStorage.setItem(INTER_KEY, 'inter');
      } catch {
        // No storage (a browser set to refuse it): every page keeps the fallback.
      }
    };
    // Not fetched (offline): the next page keeps the fallback, and asks again.
    document.fonts.load('1em "Inter Variable"').then(remember, () => {});
  }, []);
  return null;
}
