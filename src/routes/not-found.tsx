import { Link } from 'react-router';
import type { Route } from './+types/not-found';
import { PageHeader } from '../components/ui/page-header.tsx';
import { pageMeta } from '../lib/page-meta.ts';

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

export default function NotFoundPage() {
  return (
    <div className="page">
      <PageHeader title="Page not found">
        <p>We could not find that page. It may have moved, or the address may have a typo.</p>
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
