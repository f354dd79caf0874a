import type { Route } from './+types/events';
import { EventCard } from '../components/content/event-card.tsx';
import { SocialLinks } from '../components/site/social-links.tsx';
import { PageHeader } from '../components/ui/page-header.tsx';
import { Section } from '../components/ui/section.tsx';
import { buildInstant } from '../content/build-date.server.ts';
import { loadEvents } from '../content/collections/events.server.ts';
import { loadSite } from '../content/collections/site.server.ts';
import { statusLabels } from '../content/schemas/events.ts';
import { withPictures } from '../content/images.server.ts';
import { withBase } from '../lib/base-path.ts';
import { EVENTS_FEED_PATH } from '../lib/calendar-links.ts';
import { splitEvents } from '../lib/event-time.ts';
import { loadPageDescription } from '../content/collections/pages.server.ts';
import { pageMeta } from '../lib/page-meta.ts';
import { useNow } from '../lib/use-now.ts';
import grid from '../components/content/card-grid.module.css';
import styles from './events.module.css';

export async function loader() {
  const { intro, events, timeZone } = loadEvents();
  const site = loadSite();
  return {
    description: loadPageDescription('events'),
    intro,
    social: site.social,
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
  const { intro, social, builtAt, events } = loaderData;
  // Split at build time in the HTML; the browser's clock corrects it after hydration.
  const { upcoming, past } = splitEvents(events, useNow(builtAt));
  return (
    <>
      <div className={`page ${styles.head}`}>
        <PageHeader title="Events">{intro && <p>{intro}</p>}</PageHeader>
      </div>
      <Section
        title="Upcoming"
        intro={
          <p>
            <a href={withBase(EVENTS_FEED_PATH)}>Subscribe to the events calendar</a> to see new events in your own
            calendar app.
          </p>
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
