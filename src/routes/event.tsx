import { data, Link } from 'react-router';
import type { Route } from './+types/event';
import { BackLink } from '../components/ui/back-link.tsx';
import { ExternalLink } from '../components/ui/external-link.tsx';
import { Notice } from '../components/ui/notice.tsx';
import { PageHeader } from '../components/ui/page-header.tsx';
import { ResponsiveImage } from '../components/ui/responsive-image.tsx';
import { buildInstant } from '../content/build-date.server.ts';
import { loadEvents } from '../content/collections/events.server.ts';
import { loadSite } from '../content/collections/site.server.ts';
import { picture } from '../content/images.server.ts';
import { statusLabels } from '../content/schemas/events.ts';
import { siteAddress, withBase } from '../lib/base-path.ts';
import { eventCalendarPath, googleCalendarUrl, outlookCalendarUrls } from '../lib/calendar-links.ts';
import { formatDateRange } from '../lib/dates.ts';
import { daysOf, isCalledOff, nextDay } from '../lib/event-time.ts';
import { pageMeta } from '../lib/page-meta.ts';
import { eventLd } from '../lib/structured-data.ts';
import linkRow from '../components/ui/link-row.module.css';
import styles from './event.module.css';
import { contentRouteParams } from '../lib/content-routes.ts';

export async function loader({ pattern }: Route.LoaderArgs) {
  // One route per event (src/routes.ts), made for the slug its pattern holds.
  const slug = contentRouteParams('event', pattern)?.slug;
  const { events, timeZone } = loadEvents();
  const event = events.find((candidate) => candidate.slug === slug);
  if (!event) throw data(null, { status: 404 });
  const site = loadSite();
  const image = await picture(event.image);
  const calendar = { ...event, dayAfter: nextDay(event.endDate ?? event.date), timeZone };
  return {
    ...event,
    picture: image,
    builtAt: buildInstant(timeZone).getTime(),
    statusLabel: event.status === 'scheduled' ? undefined : statusLabels[event.status],
    // A web calendar's link adds the event as planned: none while it is cancelled or postponed,
    // when the calendar file (STATUS:CANCELLED or TENTATIVE) is what tells a calendar.
    ...(isCalledOff(event.status)
      ? { googleUrl: undefined, outlook: [] }
      : { googleUrl: googleCalendarUrl(calendar), outlook: outlookLinks(calendar) }),
    jsonLd: eventLd(
      { ...event, imageSrc: image.img.src },
      { name: site.name, siteUrl: siteAddress(site.url, import.meta.env.BASE_URL) },
    ),
  };
}

/** Outlook.com takes one day per link: a timed event over several days gets a link per day. */
const outlookLinks = (calendar: Parameters<typeof outlookCalendarUrls>[0] & { endDate?: string }) =>
  outlookCalendarUrls(calendar).map((url, index, urls) => ({
    url,
    name:
      urls.length > 1
        ? `Outlook.com, ${formatDateRange(daysOf(calendar.date, calendar.endDate)[index]!)}`
        : 'Outlook.com',
  }));

export const meta: Route.MetaFunction = ({ loaderData, ...args }) =>
  pageMeta(args, {
    title: loaderData?.title ?? 'Event',
    description: loaderData?.summary ?? '',
    breadcrumbs: [{ name: 'Events', path: '/events' }],
    jsonLd: loaderData ? [loaderData.jsonLd] : [],
  });

export default function EventPage({ loaderData }: Route.ComponentProps) {
  const event = loaderData;
  // Over at build time: the page ships no script, and a nightly build keeps it true.
  const over = Date.parse(event.endsAt) <= event.builtAt;
  const label = event.statusLabel ?? (event.featured && !over ? 'Featured' : undefined);
  return (
    <article className="page">
      <BackLink fallback="/events" />
      <PageHeader title={event.title} eyebrow={label ? `Event · ${label}` : 'Event'}>
        <p>{event.summary}</p>
      </PageHeader>
      {over && (
        <Notice>
          This event is over. See what is coming up on the <Link to="/events">events page</Link>.
        </Notice>
      )}
      <div className={styles.layout}>
        {/* The site's one image component, called as everywhere; only its sizes are this layout's. */}
        <ResponsiveImage
          picture={event.picture}
          alt={event.alt}
          sizes="(min-width: 60em) 30rem, 92vw"
          className={styles.image}
        />
        <div className={styles.side}>
          <dl className={styles.facts}>
            <div>
              <dt>When</dt>
              <dd>
                <time dateTime={event.allDay ? event.date : event.startsAt}>{event.when}</time>
                {event.allDay ? (
                  <span className={styles.note}>All day</span>
                ) : (
                  <span className={styles.note}>{event.timeZoneName}</span>
                )}
              </dd>
            </div>
            <div>
              <dt>Where</dt>
              <dd>
                {event.place}
                <span className={styles.note}>{event.address.join(', ')}</span>
              </dd>
            </div>
          </dl>
          <h2 className={styles.subheading}>{event.googleUrl ? 'Add to calendar' : 'Calendar'}</h2>
          {!event.googleUrl && (
            <p>
              This event is {event.status}. The calendar file marks it so in a calendar that added it; links to add it
              to a web calendar come back when it is planned again.
            </p>
          )}
          <ul className={linkRow.row}>
            <li>
              <a href={withBase(eventCalendarPath(event.slug))} download>
                {event.googleUrl ? 'Calendar file (.ics)' : `Calendar file (.ics), marked ${event.status}`}
              </a>
            </li>
            {event.googleUrl && (
              <li>
                <ExternalLink href={event.googleUrl}>Google Calendar</ExternalLink>
              </li>
            )}
            {event.outlook.map((link) => (
              <li key={link.url}>
                <ExternalLink href={link.url}>{link.name}</ExternalLink>
              </li>
            ))}
          </ul>
        </div>
      </div>
      {over && event.recap && (
        <>
          <h2 className={styles.subheading}>How it went</h2>
          <div className={styles.description}>
            {event.recap.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </>
      )}
      <h2 className={styles.subheading}>About the event</h2>
      <div className={styles.description}>
        {event.description.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    </article>
  );
}
