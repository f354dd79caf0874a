import type { Route } from './+types/team';
import { MemberCard } from '../components/content/member-card.tsx';
import { PageHeader } from '../components/ui/page-header.tsx';
import { Section } from '../components/ui/section.tsx';
import { loadTeam } from '../content/catalog.server.ts';
import { withPictures } from '../content/images.server.ts';
import { pageMeta } from '../lib/page-meta.ts';
import grid from '../components/content/card-grid.module.css';
import styles from './team.module.css';

export async function loader() {
  const team = loadTeam();
  return {
    intro: team.intro,
    sections: await Promise.all(
      team.sections.map(async (section) => ({
        ...section,
        members: (await withPictures(section.members)).map(({ phone, showPhone, image: _image, ...member }) => ({
          ...member,
          phone: showPhone ? phone : undefined,
        })),
      })),
    ),
  };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: 'Our Team',
    description:
      'The students who run the club: the Steering Body, the Executive Body, the Technical Advisory Board and the Committee for Incubation & Competence.',
  });

export default function TeamPage({ loaderData }: Route.ComponentProps) {
  const { intro, sections } = loaderData;
  return (
    <>
      <div className={`page ${styles.head}`}>
        <PageHeader title="Our Team">{intro && <p>{intro}</p>}</PageHeader>
      </div>
      {sections.map((section, index) => (
        <Section key={section.id} id={section.id} title={section.name} tone={index % 2 ? 'sunken' : 'plain'}>
          <ul className={`${grid.grid} ${grid.narrow}`}>
            {section.members.map((member) => (
              <li key={member.name}>
                <MemberCard {...member} />
              </li>
            ))}
          </ul>
        </Section>
      ))}
    </>
  );
}
