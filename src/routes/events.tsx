import { useId } from 'react';
import type { Route } from './+types/events';
import { EventCard } from '../components/content/event-card.tsx';
import { SocialLinks } from '../components/site/social-links.tsx';
import { ExternalLink } from '../components/ui/external-link.tsx';
import { PageHeader } from '../components/ui/page-header.tsx';
import { Section } from '../components/ui/section.tsx';
import { buildInstant } from '../content/build-date.server.ts';
import { loadEvents } from '../content/collections/events.server.ts';
import { loadSite } from '../content/collections/site.server.ts';
import { statusLabels } from '../content/schemas/events.ts';
import { withPictures } from '../content/images.server.ts';
import { siteAddress, withBase } from '../lib/base-path.ts';
import { calendarSubscriptionLinks, EVENTS_FEED_PATH } from '../lib/calendar-links.ts';
import { splitEvents } from '../lib/event-time.ts';
import { loadPageDescription } from '../content/collections/pages.server.ts';
import { pageMeta } from '../lib/page-meta.ts';
import grid from '../components/content/card-grid.module.css';
import linkRow from '../components/ui/link-row.module.css';
import styles from './events.module.css';

export async function loader() {
  const { intro, events, timeZone } = loadEvents();
  const site = loadSite();
  return {
    description: loadPageDescription('events'),
    intro,
    social: site.social,
    // Calendars subscribe to the feed's absolute address, which the site's address gives.
    subscribe: calendarSubscriptionLinks(
      siteAddress(site.url, import.meta.env.BASE_URL) + EVENTS_FEED_PATH,
      `${site.name} events`,
    ),
    builtAt: buildInstant(timeZone).getTime(),
    events: (await withPictures(events)).map(
      ({ slug, title, date, when, summary, picture, alt, status, featured, startsAt, endsAt }) => ({
        slug,
        title,
        date,
        when,
        summary,
        picture,
        alt,
        startsAt,
        endsAt,
        featured,
        statusLabel: status === 'scheduled' ? undefined : statusLabels[status],
      }),
    ),
  };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: 'Events',
    description: args.loaderData?.description ?? '',
  });

export default function EventsPage({ loaderData }: Route.ComponentProps) {
  const { intro, social, subscribe, builtAt, events } = loaderData;
  const subscribeId = useId();
  // Split at build time: the page ships no script, and a nightly build keeps it true.
  const { upcoming, past } = splitEvents(events, builtAt);
  return (
    <>
      <div className={`page ${styles.head}`}>
        <PageHeader title="Events">{intro && <p>{intro}</p>}</PageHeader>
      </div>
      <Section
        title="Upcoming"
        intro={
          <>
            <p id={subscribeId}>Subscribe to the events calendar to see new events in your own calendar:</p>
            <ul className={linkRow.row} aria-labelledby={subscribeId}>
              <li>
                <a href={subscribe.webcal}>In your calendar app</a>
              </li>
              <li>
                <ExternalLink href={subscribe.google}>Google Calendar</ExternalLink>
              </li>
              <li>
                <ExternalLink href={subscribe.outlook}>Outlook.com</ExternalLink>
              </li>
              <li>
                <a href={withBase(EVENTS_FEED_PATH)} download>
                  Download the file (.ics)
                </a>
              </li>
            </ul>
          </>
        }
      >
        {upcoming.length > 0 ? (
          <ul className={`${grid.grid} ${grid.wide}`} data-pagefind-ignore="">
            {upcoming.map((event) => (
              <li key={event.slug}>
                <EventCard {...event} label={event.statusLabel ?? (event.featured ? 'Featured' : undefined)} />
              </li>
            ))}
          </ul>
        ) : (
          <div className={styles.empty}>
            <p>No events are planned just now. Follow us to hear about the next one first:</p>
            <SocialLinks social={social} label="Follow us" withNames />
          </div>
        )}
      </Section>
      {past.length > 0 && (
        <Section title="Past" tone="sunken">
          <ul className={`${grid.grid} ${grid.wide}`} data-pagefind-ignore="">
            {past.map((event) => (
              <li key={event.slug}>
                <EventCard {...event} label={event.statusLabel} />
              </li>
            ))}
          </ul>
        </Section>
      )}
    </>
  );
}
