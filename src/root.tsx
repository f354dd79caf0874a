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
  useMatches,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
import { SiteFooter } from './components/site/site-footer.tsx';
import { SiteHeader } from './components/site/site-header.tsx';
import { loadSite } from './content/collections/site.server.ts';
import noscriptStyles from './styles/noscript.css?url';
import { withBase } from './lib/base-path.ts';
import { scriptReason } from './lib/page-script.ts';
import { useHydrated } from './lib/use-hydrated.ts';
import { scrollRestorationKey } from './lib/use-url-fragment.ts';

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
  // Script only where a route's `handle` asks for it (src/lib/page-script.ts). Once a page
  // runs, it keeps its script for the pages it navigates to, with their scroll and focus.
  const matches = useMatches();
  const hydrated = useHydrated();
  const script = hydrated || scriptReason(matches) !== undefined;
  useFocusOnNavigation();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <Meta />
        <Links />
        {/* What the page does without script: always on a page that ships none. */}
        {script ? (
          <noscript>
            <link rel="stylesheet" href={noscriptStyles} />
          </noscript>
        ) : (
          <link rel="stylesheet" href={noscriptStyles} />
        )}
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
        {script && <ScrollRestoration getKey={scrollRestorationKey} />}
        {script && <Scripts />}
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
 * hydrated.
 */
function HydratedMark() {
  useEffect(() => void (document.documentElement.dataset.hydrated = ''), []);
  return null;
}
