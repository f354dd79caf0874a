import { Link } from 'react-router';
import type { Route } from './+types/sponsor';
import { PageHeader } from '../components/ui/page-header.tsx';
import { Section } from '../components/ui/section.tsx';
import { loadSite } from '../content/collections/site.server.ts';
import { loadSponsorPage } from '../content/collections/sponsor.server.ts';
import { withBase } from '../lib/base-path.ts';
import { formatFileSize } from '../lib/file-size.ts';
import { loadPageDescription } from '../content/collections/pages.server.ts';
import { pageMeta } from '../lib/page-meta.ts';
import card from '../components/content/card.module.css';
import styles from './sponsor.module.css';

/**
 * The sponsors' logos, each its own file with a hashed name; a PNG, JPEG or WebP one made 128 px high.
 * `@content` is the content folder the build reads (vite.config.ts); a key ends with the logo's path there.
 */
const logos = {
  ...import.meta.glob<string>('@content/sponsor/*.svg', { query: '?url', import: 'default', eager: true }),
  ...import.meta.glob<string>('@content/sponsor/*.{png,jpg,jpeg,webp}', {
    query: '?logo',
    import: 'default',
    eager: true,
  }),
};
const logoUrl = (file: string) => Object.entries(logos).find(([key]) => key.endsWith(`/${file}`))?.[1] ?? '';

export function loader() {
  const site = loadSite();
  const page = loadSponsorPage();
  return {
    ...page,
    description: loadPageDescription('sponsor'),
    email: site.email,
    deckSize: formatFileSize(page.deck.bytes),
  };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: 'Sponsor the Club',
    description: args.loaderData?.description ?? '',
  });

export default function SponsorPage({ loaderData }: Route.ComponentProps) {
  const { intro, why, stats, tiers, current, past, deck, deckSize, email } = loaderData;
  return (
    <>
      <div className="page">
        <PageHeader title="Sponsor the Club">
          <p>{intro}</p>
        </PageHeader>
      </div>
      <Section title="Why sponsor us">
        <div className={styles.text}>
          {why.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <dl className={styles.stats}>
          {stats.map((stat) => (
            <div key={stat.label} className={styles.stat}>
              <dt>{stat.label}</dt>
              <dd className={styles.number}>{stat.value}</dd>
            </div>
          ))}
        </dl>
      </Section>
      <Section title="What sponsors get" tone="sunken">
        <ul className={styles.tiers}>
          {tiers.map((tier) => (
            <li key={tier.name} className={`${card.surface} ${styles.panel}`}>
              <h3 className={styles.tierName}>{tier.name}</h3>
              <p className={styles.amount}>{tier.amount}</p>
              <ul className={styles.benefits}>
                {tier.benefits.map((benefit) => (
                  <li key={benefit}>{benefit}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </Section>
      <Section title="Our sponsors">
        <h3 className={styles.subheading}>Sponsoring us now</h3>
        <SponsorList sponsors={current} />
        <h3 className={styles.subheading}>Sponsors of past years</h3>
        <SponsorList sponsors={past} />
      </Section>
      <Section title="Talk to us" tone="sunken">
        <div className={styles.text}>
          <p>
            Who we are, what your support pays for, the tiers and how to start are in our{' '}
            <a href={withBase(deck.url)}>sponsorship deck (PDF, {deckSize})</a>, to share with your colleagues.
          </p>
          <p>
            Write to <a href={`mailto:${email}?subject=Sponsorship`}>{email}</a>, or{' '}
            <Link to="/contact?subject=sponsorship#contact-form-heading">send us a message about sponsorship</Link>.
          </p>
        </div>
      </Section>
    </>
  );
}

interface SponsorListProps {
  sponsors: { name: string; logo: string; tier: string; years: string }[];
}

function SponsorList({ sponsors }: SponsorListProps) {
  return (
    <ul className={styles.sponsors}>
      {sponsors.map((sponsor) => (
        <li key={sponsor.name} className={`${card.surface} ${styles.panel}`}>
          <img
            src={logoUrl(sponsor.logo)}
            alt={`${sponsor.name} logo`}
            width={320}
            height={64}
            className={styles.logo}
          />
          <p>
            {sponsor.name}, {sponsor.tier} sponsor, {sponsor.years}
          </p>
        </li>
      ))}
    </ul>
  );
}
