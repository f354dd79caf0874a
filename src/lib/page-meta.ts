import type { MetaDescriptor } from 'react-router';
import { seo, type SeoInput } from './seo.ts';

export type PageSeo = Omit<SeoInput, 'siteName' | 'siteUrl' | 'path'>;

/** A route's meta tags, with the club name and address taken from the root loader. */
/** What every route's meta function receives that this helper needs. */
export interface MetaContext {
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
  location: { pathname: string };
}

export function pageMeta({ matches, location }: MetaContext, page: PageSeo): MetaDescriptor[] {
  const root = matches.find((match) => match?.id === 'root')?.loaderData as
    { site: { name: string; url: string } } | undefined;
  return seo({
    ...page,
    path: location.pathname,
    siteName: root?.site.name ?? '',
    siteUrl: root?.site.url ?? '',
  });
}
