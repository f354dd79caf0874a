import { Link } from 'react-router';
import { navLinks } from '../site/nav-items.ts';

export interface BrowseLinksProps {
  /** The navigation landmark's name. */
  label: string;
  className?: string;
}

/**
 * The lists to browse where search cannot help (no result, no script): the navigation's
 * links but Home, under the navigation's labels.
 */
export function BrowseLinks({ label, className }: BrowseLinksProps) {
  return (
    <nav aria-label={label} className={className}>
      <ul>
        {navLinks
          .filter((link) => link.to !== '/')
          .map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{link.label}</Link>
            </li>
          ))}
      </ul>
    </nav>
  );
}
