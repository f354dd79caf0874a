import { Link, useLocation } from 'react-router';
import type { Route } from './+types/not-found';
import { isMenu, navigation } from '../components/site/nav-items.ts';
import { PageHeader } from '../components/ui/page-header.tsx';
import { nearestRoute } from '../lib/nearest-route.ts';
import { useHydrated } from '../lib/use-hydrated.ts';
import { pageMeta } from '../lib/page-meta.ts';
import type { ScriptHandle } from '../lib/page-script.ts';

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: 'Page not found',
    description: 'This page does not exist. Find your way back to the Robotics Club home page, projects or tutorials.',
    noindex: true,
  });

const sections = [
  { to: '/', label: 'Home page' },
  { to: '/about', label: 'About the club' },
  { to: '/induction', label: 'Induction projects' },
  { to: '/tab', label: 'Technical domains (TAB)' },
  { to: '/blogs', label: 'Blogs and tutorials' },
  { to: '/events', label: 'Events' },
  { to: '/contact', label: 'Contact us' },
];

/** The pages a mistyped address may have meant: the sections above, the menu's and Sponsor. */
const knownPages = [
  ...sections,
  ...navigation.flatMap((item) => (isMenu(item) ? item.children : [item])),
  { to: '/sponsor', label: 'Sponsor the club' },
];

/** Why this page ships script (src/lib/page-script.ts). */
export const handle: ScriptHandle = { script: '"Did you mean" reads the address the visitor typed' };

export default function NotFoundPage() {
  const { pathname } = useLocation();
  // One Not Found page is prerendered for every address: the suggestion comes once it runs.
  const meant = useHydrated() ? nearestRoute(pathname, knownPages) : undefined;
  return (
    <div className="page">
      <PageHeader title="Page not found">
        <p>We could not find that page. It may have moved, or the address may have a typo.</p>
        {meant && (
          <p>
            Did you mean <Link to={meant.to}>{meant.label}</Link>?
          </p>
        )}
      </PageHeader>
      <nav aria-label="Main sections">
        <ul>
          {sections.map((section) => (
            <li key={section.to}>
              <Link to={section.to}>{section.label}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
