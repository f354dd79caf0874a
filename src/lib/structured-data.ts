/**
 * Structured data (schema.org, written as JSON-LD) for the pages search engines show as
 * rich results: the club on the home page, articles and events. Built by the loaders at
 * build time with absolute URLs; seo() writes it into the page. Breadcrumbs are seo()'s own.
 */
import type { Article, Event, EventStatusType, Organization, Person, WithContext } from 'schema-dts';
import { LOGO_PATH, socialCardPath } from './social-card.ts';
import { contentHref } from './content-routes.ts';

/** The club as site.yaml describes it, and the site's public address with its base path. */
export interface ClubIdentity {
  name: string;
  email: string;
  address: string[];
  social: { url: string }[];
  /** The public address with the base path, no trailing slash (siteAddress()). */
  siteUrl: string;
}

const club = (identity: Pick<ClubIdentity, 'name' | 'siteUrl'>) =>
  ({ '@type': 'Organization', name: identity.name, url: `${identity.siteUrl}/` }) satisfies Organization;

export function organizationLd(identity: ClubIdentity): WithContext<Organization> {
  return {
    '@context': 'https://schema.org',
    ...club(identity),
    logo: identity.siteUrl + LOGO_PATH,
    email: identity.email,
    address: { '@type': 'PostalAddress', streetAddress: identity.address.join(', ') },
    sameAs: identity.social.map((profile) => profile.url),
  };
}

/** "Written by Asha Rao, 2nd year, Mechanical" -> a Person named Asha Rao; without a byline, the club wrote it. */
function author(byline: string | undefined, identity: Pick<ClubIdentity, 'name' | 'siteUrl'>): Person | Organization {
  const name = /^Written by ([^,]+)/.exec(byline ?? '')?.[1]?.trim();
  return name ? { '@type': 'Person', name } : club(identity);
}

export interface ArticleFacts {
  slug: string;
  title: string;
  description: string;
  category: string;
  date: string;
  reviewed: string;
  byline?: string;
}

export function articleLd(
  article: ArticleFacts,
  identity: Pick<ClubIdentity, 'name' | 'siteUrl'>,
): WithContext<Article> {
  const path = contentHref('article', { slug: article.slug });
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.title,
    description: article.description,
    articleSection: article.category,
    // The article's social card: its title and category with the club's mark.
    image: identity.siteUrl + socialCardPath(path),
    datePublished: article.date,
    dateModified: article.reviewed,
    author: author(article.byline, identity),
    publisher: club(identity),
    mainEntityOfPage: identity.siteUrl + path,
  };
}

const EVENT_STATUS: Record<string, EventStatusType> = {
  scheduled: 'https://schema.org/EventScheduled',
  postponed: 'https://schema.org/EventPostponed',
  rescheduled: 'https://schema.org/EventRescheduled',
  cancelled: 'https://schema.org/EventCancelled',
};

export interface EventFacts {
  slug: string;
  title: string;
  summary: string;
  status: 'scheduled' | 'postponed' | 'rescheduled' | 'cancelled';
  allDay: boolean;
  date: string;
  endDate?: string;
  startsAt: string;
  endsAt: string;
  place: string;
  address: string[];
  /** The event's photo, as the page shows it (already under the base path). */
  imageSrc: string;
}

export function eventLd(event: EventFacts, identity: Pick<ClubIdentity, 'name' | 'siteUrl'>): WithContext<Event> {
  const origin = new URL(identity.siteUrl).origin;
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    startDate: event.allDay ? event.date : event.startsAt,
    endDate: event.allDay ? (event.endDate ?? event.date) : event.endsAt,
    eventStatus: EVENT_STATUS[event.status],
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: {
      '@type': 'Place',
      name: event.place,
      address: { '@type': 'PostalAddress', streetAddress: event.address.join(', ') },
    },
    image: [
      new URL(event.imageSrc, origin).href,
      identity.siteUrl + socialCardPath(contentHref('event', { slug: event.slug })),
    ],
    description: event.summary,
    url: `${identity.siteUrl}/events/${event.slug}`,
    organizer: club(identity),
  };
}
