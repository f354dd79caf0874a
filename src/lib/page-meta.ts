import type { MetaDescriptor } from 'react-router';
import { siteAddress } from './base-path.ts';
import { seo, type SeoInput } from './seo.ts';

export type PageSeo = Omit<SeoInput, 'siteName' | 'siteUrl' | 'path'>;

/** What every route's meta function receives that this helper needs. */
export interface MetaContext {
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
  location: { pathname: string };
}

/** A route's meta tags, with the club name and address taken from the root loader and the base path of this build. */
export function pageMeta({ matches, location }: MetaContext, page: PageSeo): MetaDescriptor[] {
  const root = matches.find((match) => match?.id === 'root')?.loaderData as
    { site: { name: string; url: string } } | undefined;
  return seo({
    ...page,
    // React Router prerenders each page at its folder's address (/team/); the page's own is /team.
    path: location.pathname.replace(/(.)\/+$/, '$1'),
    siteName: root?.site.name ?? '',
    siteUrl: siteAddress(root?.site.url ?? '', import.meta.env.BASE_URL),
  });
}
