import { data, Link } from 'react-router';
import type { Route } from './+types/team';
import { MemberCard } from '../components/content/member-card.tsx';
import { PageHeader } from '../components/ui/page-header.tsx';
import { Section } from '../components/ui/section.tsx';
import { loadTeam, loadTeamYears } from '../content/collections/team.server.ts';
import { picture } from '../content/images.server.ts';
import { memberAnchor } from '../lib/anchors.ts';
import { loadPageDescription } from '../content/collections/pages.server.ts';
import { pageMeta } from '../lib/page-meta.ts';
import grid from '../components/content/card-grid.module.css';
import linkRow from '../components/ui/link-row.module.css';
import styles from './team.module.css';
import { contentHref, contentRouteParams } from '../lib/content-routes.ts';

const PAST_COMMITTEES = 'past-committees';

/** /team shows the current committee; /team/<year> an earlier one, without phone numbers. */
export async function loader({ pattern }: Route.LoaderArgs) {
  // `team` for the current committee, and one route per past year (src/routes.ts).
  const { current, past } = loadTeamYears();
  const pastYear = contentRouteParams('pastTeam', pattern)?.year;
  const year = pastYear ?? current;
  if (pastYear !== undefined && !past.includes(pastYear)) throw data(null, { status: 404 });
  const isCurrent = year === current;
  const team = loadTeam(year);
  return {
    year,
    isCurrent,
    description: loadPageDescription('team'),
    intro: isCurrent ? team.intro : undefined,
    pastYears: isCurrent ? past : [],
    sections: await Promise.all(
      team.sections.map(async (section) => ({
        ...section,
        members: await Promise.all(
          section.members.map(async ({ phone, showPhone, image, ...member }) => ({
            ...member,
            anchor: memberAnchor(member.name),
            // Past committees never show phone numbers: those students have moved on.
            phone: isCurrent && showPhone ? phone : undefined,
            picture: image ? await picture(image) : undefined,
          })),
        ),
      })),
    ),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, ...args }) =>
  loaderData && !loaderData.isCurrent
    ? pageMeta(args, {
        title: `Committee ${loaderData.year}`,
        description: `The students who ran the club in ${loaderData.year}: ${loaderData.sections.map((section) => section.name).join(', ')}.`,
        breadcrumbs: [{ name: 'Team', path: '/team' }],
      })
    : pageMeta(args, {
        title: 'Our Team',
        description: loaderData?.description ?? '',
      });

export default function TeamPage({ loaderData }: Route.ComponentProps) {
  const { year, isCurrent, intro, pastYears, sections } = loaderData;
  return (
    <>
      <div className={`page ${styles.head}`}>
        {isCurrent ? (
          <PageHeader title="Our Team">{intro && <p>{intro}</p>}</PageHeader>
        ) : (
          <PageHeader title={`Committee ${year}`} eyebrow="Past committee">
            <p>
              The students who ran the club in the academic year {year}. Meet{' '}
              <Link to="/team">this year&apos;s team</Link>.
            </p>
          </PageHeader>
        )}
        {/* A phone shows one section a screen or two long: these links jump to each. */}
        <nav aria-label="Sections of the team" className={styles.jump}>
          <ul className={linkRow.row}>
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.name}</a>
              </li>
            ))}
            {pastYears.length > 0 && (
              <li>
                <a href={`#${PAST_COMMITTEES}`}>Past committees</a>
              </li>
            )}
          </ul>
        </nav>
      </div>
      {sections.map((section, index) => (
        <Section key={section.id} id={section.id} title={section.name} tone={index % 2 ? 'sunken' : 'plain'}>
          {/* Each member is a search result of its own (scripts/build-steps/search-index.ts). */}
          <ul className={`${grid.grid} ${grid.members}`} data-pagefind-ignore="">
            {section.members.map(({ anchor, ...member }) => (
              <li key={anchor} id={anchor}>
                <MemberCard {...member} />
              </li>
            ))}
          </ul>
        </Section>
      ))}
      {pastYears.length > 0 && (
        <Section id={PAST_COMMITTEES} title="Past committees" tone={sections.length % 2 ? 'sunken' : 'plain'}>
          <ul className={linkRow.row}>
            {pastYears.map((past) => (
              <li key={past}>
                <Link to={contentHref('pastTeam', { year: past })}>Committee {past}</Link>
              </li>
            ))}
          </ul>
        </Section>
      )}
    </>
  );
}
