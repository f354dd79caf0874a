import { Link } from 'react-router';
import type { Route } from './+types/home';
import { CaptionedGallery } from '../components/content/captioned-gallery.tsx';
import { LinkCard } from '../components/content/link-card.tsx';
import { HeroSlider } from '../components/home/hero-slider.tsx';
import { Section } from '../components/ui/section.tsx';
import { buildInstant } from '../content/build-date.server.ts';
import { loadEvents } from '../content/collections/events.server.ts';
import { loadHome, loadMemberLine } from '../content/collections/home.server.ts';
import { loadSite } from '../content/collections/site.server.ts';
import { withPictures } from '../content/images.server.ts';
import { siteAddress } from '../lib/base-path.ts';
import { contentHref } from '../lib/content-routes.ts';
import { nextEvent } from '../lib/event-time.ts';
import { useNow } from '../lib/use-now.ts';
import { pageMeta } from '../lib/page-meta.ts';
import { organizationLd } from '../lib/structured-data.ts';
import grid from '../components/content/card-grid.module.css';
import styles from './home.module.css';
import type { ScriptHandle } from '../lib/page-script.ts';

export async function loader() {
  const site = loadSite();
  const home = loadHome();
  const { events, timeZone } = loadEvents();
  return {
    name: site.name,
    institute: site.institute,
    description: site.description,
    slides: await withPictures(home.slides),
    about: home.about,
    members: loadMemberLine(),
    infoCards: home.infoCards,
    recentEvents: await withPictures(home.recentEvents),
    recentAchievements: await withPictures(home.recentAchievements),
    // The next event in the first view: chosen at build time, and by the browser's clock once it runs.
    builtAt: buildInstant(timeZone).getTime(),
    events: events.map(({ slug, title, when, startsAt, endsAt, status }) => ({
      slug,
      title,
      when,
      startsAt,
      endsAt,
      status,
    })),
    organization: organizationLd({ ...site, siteUrl: siteAddress(site.url, import.meta.env.BASE_URL) }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, ...args }) =>
  pageMeta(args, {
    description: loaderData?.description ?? '',
    jsonLd: loaderData ? [loaderData.organization] : [],
  });

/** Why this page ships script (src/lib/page-script.ts). */
export const handle: ScriptHandle = { script: 'the slider turns its slides by itself, and pauses' };

export default function HomePage({ loaderData }: Route.ComponentProps) {
  const { name, institute, description, slides, about, members, infoCards, recentEvents, recentAchievements } =
    loaderData;
  const next = nextEvent(loaderData.events, useNow(loaderData.builtAt));
  return (
    <>
      {/* Whose site this is, and what to do, come first, above the slider, on every screen. */}
      <div className={styles.welcome}>
        <div className={styles.welcomeInner}>
          <p className={styles.institute}>{institute}</p>
          <h1 className={styles.title}>{name}</h1>
          <p className={styles.lead}>{description}</p>
          <p className={styles.actions}>
            <Link to="/join" className={styles.primary}>
              Join the club
            </Link>
            <Link to="/sponsor" className={styles.secondary}>
              Sponsor the club
            </Link>
          </p>
          {next && (
            <p className={styles.next}>
              Next event: <Link to={contentHref('event', { slug: next.slug })}>{next.title}</Link>, {next.when}
            </p>
          )}
        </div>
      </div>
      <HeroSlider slides={slides} label="Life at the club" />
      <Section title={about.heading}>
        <div className={styles.about}>
          <div className={styles.aboutText}>
            {about.body.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            <p className={styles.members}>{members}</p>
          </div>
          <blockquote className={styles.motto}>
            <p>{about.motto}</p>
          </blockquote>
        </div>
        <ul className={grid.grid} aria-label="Explore the club">
          {infoCards.map((card) => (
            <li key={card.link}>
              <LinkCard title={card.title} text={card.text} to={card.link} />
            </li>
          ))}
        </ul>
      </Section>
      <Section title="Recent Events" tone="sunken">
        <CaptionedGallery items={recentEvents} />
      </Section>
      <Section title="Recent Achievements">
        <CaptionedGallery items={recentAchievements} />
      </Section>
    </>
  );
}
