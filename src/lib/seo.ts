import type { MetaDescriptor } from 'react-router';
import type { BreadcrumbList, WithContext } from 'schema-dts';
import { SOCIAL_CARD, socialCardPath } from './social-card.ts';

/** A page above this one in the site's hierarchy, for the breadcrumb trail search engines show. */
export interface Crumb {
  name: string;
  path: string;
}

export interface SeoInput {
  /** The page's own title; the club name is appended. Leave out on the home page. */
  title?: string;
  description: string;
  /** The route path, such as /team; used for the canonical link. */
  path: string;
  /** The club name, and the public address with the base path and no trailing slash. */
  siteName: string;
  siteUrl: string;
  /** Another route that shows the same content and should be indexed instead. */
  canonicalPath?: string;
  /** Keep a page out of search results (the Not Found page, Search). */
  noindex?: boolean;
  /** Served at any address (the Not Found page): its card is one file, not one per address. */
  anyAddress?: boolean;
  /** The pages above this one below Home, such as Blogs above an article: a BreadcrumbList. */
  breadcrumbs?: Crumb[];
  /**
   * Structured data (schema.org as JSON-LD) about what the page shows, made by the typed
   * builders of structured-data.ts; it reaches here through the loader's serialised data.
   */
  jsonLd?: object[];
}

/** Search results show about 70 characters of a title, so the club name goes when it would not fit. */
const MAX_TITLE_LENGTH = 70;

function withSiteName(title: string, siteName: string): string {
  const full = `${title} | ${siteName}`;
  return full.length <= MAX_TITLE_LENGTH ? full : title;
}

/** JSON-LD is data (`<script type="application/ld+json">`), which the Content-Security-Policy does not run. */
const ldJson = (thing: object): MetaDescriptor => ({ 'script:ld+json': thing }) as MetaDescriptor;

function breadcrumbList(crumbs: Crumb[], siteUrl: string): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: siteUrl + (crumb.path === '/' ? '/' : crumb.path),
    })),
  };
}

/** The <title>, description, canonical link, link-preview tags, social card and structured data of a page. */
export function seo(input: SeoInput): MetaDescriptor[] {
  const title = input.title ? withSiteName(input.title, input.siteName) : input.siteName;
  const ownPath = input.canonicalPath ?? input.path;
  const canonical = input.siteUrl + (ownPath === '/' ? '/' : ownPath);
  const card = input.siteUrl + socialCardPath(input.anyAddress ? undefined : ownPath);
  const tags: MetaDescriptor[] = [
    { title },
    { name: 'description', content: input.description },
    { property: 'og:title', content: input.title ?? input.siteName },
    { property: 'og:description', content: input.description },
    { property: 'og:site_name', content: input.siteName },
    { property: 'og:type', content: 'website' },
    { property: 'og:image', content: card },
    { property: 'og:image:type', content: SOCIAL_CARD.type },
    { property: 'og:image:width', content: String(SOCIAL_CARD.width) },
    { property: 'og:image:height', content: String(SOCIAL_CARD.height) },
    // The card shows the title and the club's name beside its mark.
    { property: 'og:image:alt', content: input.title ? `${input.title}: ${input.siteName}` : input.siteName },
    { name: 'twitter:card', content: 'summary_large_image' },
  ];
  if (input.noindex) {
    tags.push({ name: 'robots', content: 'noindex' });
  } else {
    tags.push({ tagName: 'link', rel: 'canonical', href: canonical }, { property: 'og:url', content: canonical });
  }
  if (input.breadcrumbs && input.title) {
    const trail = [{ name: 'Home', path: '/' }, ...input.breadcrumbs, { name: input.title, path: ownPath }];
    tags.push(ldJson(breadcrumbList(trail, input.siteUrl)));
  }
  for (const thing of input.jsonLd ?? []) tags.push(ldJson(thing));
  return tags;
}
