import type { Route } from './+types/events';
import { ImageCard } from '../components/content/image-card.tsx';
import { PageHeader } from '../components/ui/page-header.tsx';
import { Section } from '../components/ui/section.tsx';
import { loadEvents } from '../content/catalog.server.ts';
import { withPictures } from '../content/images.server.ts';
import { formatDateRange } from '../lib/dates.ts';
import { pageMeta } from '../lib/page-meta.ts';
import grid from '../components/content/card-grid.module.css';
import styles from './events.module.css';

export async function loader() {
  const { intro, events } = loadEvents();
  return {
    intro,
    events: (await withPictures(events)).map((event) => ({ ...event, when: formatDateRange(event.date, event.endDate) })),
  };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: 'Upcoming Events',
    description: 'What is coming up at the club: Post Induction and Roboveda, with dates, places and how to take part.',
  });

export default function EventsPage({ loaderData }: Route.ComponentProps) {
  const { intro, events } = loaderData;
  return (
    <>
      <div className="page">
        <PageHeader title="Upcoming Events">{intro && <p>{intro}</p>}</PageHeader>
        <ul className={`${grid.grid} ${grid.wide}`}>
          {events.map((event) => (
            <li key={event.slug}>
              <ImageCard
                picture={event.picture}
                alt={event.alt}
                sizes="(min-width: 60em) 36rem, 92vw"
                link={
                  <a href={`#${event.slug}`} className="stretched-target">
                    {event.title}
                  </a>
                }
              >
                <p className={styles.when}>
                  <time dateTime={event.date}>{event.when}</time>
                </p>
                <p>{event.summary}</p>
                <span className={styles.more} aria-hidden="true">
                  Details ↓
                </span>
              </ImageCard>
            </li>
          ))}
        </ul>
      </div>
      {events.map((event, index) => (
        <Section key={event.slug} id={event.slug} title={event.title} tone={index % 2 ? 'plain' : 'sunken'}>
          <dl className={styles.facts}>
            <div>
              <dt>When</dt>
              <dd>
                <time dateTime={event.date}>{event.when}</time>
              </dd>
            </div>
            <div>
              <dt>Where</dt>
              <dd>{event.place}</dd>
            </div>
          </dl>
          <div className={styles.description}>
            {event.description.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </Section>
      ))}
    </>
  );
}
