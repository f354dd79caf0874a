import type { ComponentPropsWithoutRef } from 'react';
import { Link } from 'react-router';
import { withBase } from '../../lib/base-path.ts';
import { ExternalLink } from '../ui/external-link.tsx';

export type MdxLinkProps = ComponentPropsWithoutRef<'a'>;

/** A file served from public/ (a PDF, say) rather than a route of the site. */
const isPublicFile = (href: string) => /\.[a-z0-9]+$/i.test(href.split(/[?#]/)[0]!);

/**
 * A Markdown link. Routes of the site go through the router, so they carry the base path
 * and open without a page load; web addresses open in a new tab and say so.
 */
export function MdxLink({ href = '', children, ...rest }: MdxLinkProps) {
  if (href.startsWith('/') && !href.startsWith('//')) {
    if (isPublicFile(href)) return <ExternalLink href={withBase(href)}>{children}</ExternalLink>;
    return (
      <Link to={href} {...rest}>
        {children}
      </Link>
    );
  }
  if (/^https?:\/\//.test(href)) return <ExternalLink href={href}>{children}</ExternalLink>;
  return (
    <a href={href} {...rest}>
      {children}
    </a>
  );
}
