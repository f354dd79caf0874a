import { Link } from 'react-router';
import type { Route } from './+types/join';
import { ExternalLink } from '../components/ui/external-link.tsx';
import { PageHeader } from '../components/ui/page-header.tsx';
import { Section } from '../components/ui/section.tsx';
import { loadJoinPage } from '../content/collections/join.server.ts';
import { formatDateRange } from '../lib/dates.ts';
import { loadPageDescription } from '../content/collections/pages.server.ts';
import { pageMeta } from '../lib/page-meta.ts';
import card from '../components/content/card.module.css';
import control from '../components/ui/control.module.css';
import styles from './join.module.css';

export function loader() {
  const join = loadJoinPage();
  const { url, nextDate, nextEvent, meanwhile } = join.registration;
  return {
    ...join,
    description: loadPageDescription('join'),
    registration: { url, nextEvent, nextDate, meanwhile, nextDateText: formatDateRange(nextDate) },
  };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: 'Join the Club',
    description: args.loaderData?.description ?? '',
  });

export default function JoinPage({ loaderData }: Route.ComponentProps) {
  const { intro, whoCanJoin, timeline, cost, benefits, faq, registration, signUp } = loaderData;
  return (
    <>
      <div className="page">
        <PageHeader title="Join the Club">
          <p>{intro}</p>
        </PageHeader>
        <div className={styles.action}>
          {signUp && (
            <>
              <p>
                Registration for {signUp.title} ({signUp.when}) is open until{' '}
                <time dateTime={signUp.closes}>{signUp.closesText}</time>.
              </p>
              <Link to={`/events/${signUp.slug}`} className={control.action}>
                {`How to sign up for ${signUp.title}`}
              </Link>
            </>
          )}
          {registration.url ? (
            <>
              <p>Registration for {registration.nextEvent} is open.</p>
              <ExternalLink href={registration.url} className={control.action}>
                Register for {registration.nextEvent}
              </ExternalLink>
            </>
          ) : (
            <>
              <p>
                {signUp
                  ? 'New to the club? The Induction is where everyone starts: '
                  : 'Registration is closed for now. '}
                {registration.nextEvent} starts on{' '}
                <time dateTime={registration.nextDate}>{registration.nextDateText}</time>.
              </p>
              {registration.meanwhile && <p>{registration.meanwhile}</p>}
              <Link to="/contact?subject=joining#contact-form-heading" className={control.action}>
                Write to us about joining
              </Link>
            </>
          )}
        </div>
      </div>
      <Section title="Who can join">
        <div className={styles.text}>
          {whoCanJoin.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </Section>
      <Section title="Your first year" tone="sunken">
        <ol className={styles.timeline}>
          {timeline.map((step) => (
            <li key={step.title} className={`${card.surface} ${styles.step}`}>
              <h3 className={card.cardTitle}>{step.title}</h3>
              <p className={card.highlight}>{step.when}</p>
              {step.event && (
                <p>
                  Next: <Link to={`/events/${step.event.slug}`}>{step.event.title}</Link>, {step.event.when}
                </p>
              )}
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </Section>
      <Section title="What it costs and what you get">
        <div className={styles.text}>
          <p>{cost}</p>
          <ul className={styles.benefits}>
            {benefits.map((benefit) => (
              <li key={benefit}>{benefit}</li>
            ))}
          </ul>
        </div>
      </Section>
      <Section title="Questions" tone="sunken">
        <div className={styles.faq}>
          {faq.map((entry) => (
            <details key={entry.question} className={styles.question}>
              <summary>{entry.question}</summary>
              <p>{entry.answer}</p>
            </details>
          ))}
        </div>
      </Section>
    </>
  );
}
