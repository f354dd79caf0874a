import { Link, useLocation } from 'react-router';
import type { Route } from './+types/not-found';
import { navLinks } from '../components/site/nav-items.ts';
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
    anyAddress: true,
  });

/** The pages a mistyped address may have meant: the navigation's and Sponsor. */
const knownPages = [...navLinks, { to: '/sponsor', label: 'Sponsor the club' }];

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
          {navLinks.map((section) => (
            <li key={section.to}>
              <Link to={section.to}>{section.label}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
