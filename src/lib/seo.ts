import type { MetaDescriptor } from 'react-router';

export interface SeoInput {
  /** The page's own title; the club name is appended. Leave out on the home page. */
  title?: string;
  description: string;
  /** The route path, such as /team; used for the canonical link. */
  path: string;
  /** The club name and public address from site.yaml. */
  siteName: string;
  siteUrl: string;
  /** Another route that shows the same content and should be indexed instead. */
  canonicalPath?: string;
  /** Keep a page out of search results (the Not Found page). */
  noindex?: boolean;
}

/** Search results show about 70 characters of a title, so the club name goes when it would not fit. */
const MAX_TITLE_LENGTH = 70;

function withSiteName(title: string, siteName: string): string {
  const full = `${title} | ${siteName}`;
  return full.length <= MAX_TITLE_LENGTH ? full : title;
}

/** The <title>, description, canonical link and link-preview tags of a page. */
export function seo(input: SeoInput): MetaDescriptor[] {
  const title = input.title ? withSiteName(input.title, input.siteName) : input.siteName;
  const canonical = input.siteUrl + (input.canonicalPath ?? input.path).replace(/^\/$/, '/');
  const tags: MetaDescriptor[] = [
    { title },
    { name: 'description', content: input.description },
    { property: 'og:title', content: input.title ?? input.siteName },
    { property: 'og:description', content: input.description },
    { property: 'og:site_name', content: input.siteName },
    { property: 'og:type', content: 'website' },
  ];
  if (input.noindex) {
    tags.push({ name: 'robots', content: 'noindex' });
  } else {
    tags.push({ tagName: 'link', rel: 'canonical', href: canonical }, { property: 'og:url', content: canonical });
  }
  return tags;
}
