import type { Route } from './+types/tab';
import grid from '../components/content/card-grid.module.css';
import { ProjectCard } from '../components/content/project-card.tsx';
import { PageHeader } from '../components/ui/page-header.tsx';
import { Tabs } from '../components/tabs/tabs.tsx';
import { loadTab } from '../content/collections/tab.server.ts';
import { withPictures } from '../content/images.server.ts';
import type { Project } from '../content/schemas/gallery.ts';
import { tabProjectAnchor } from '../lib/anchors.ts';
import { loadPageDescription } from '../content/collections/pages.server.ts';
import { pageMeta } from '../lib/page-meta.ts';
import styles from './tab.module.css';
import type { ScriptHandle } from '../lib/page-script.ts';

async function summaries(projects: Project[]) {
  return (await withPictures(projects)).map(({ id, title, alt, description, picture }) => ({
    id,
    title,
    alt,
    description,
    picture,
  }));
}

export async function loader() {
  const tab = loadTab();
  const domains = await Promise.all(
    tab.domains.map(async (domain) => ({
      id: domain.id,
      name: domain.name,
      description: domain.description,
      years: await Promise.all(
        domain.years.map(async ({ year, major, minor }) => {
          const projects = async (list: Project[]) =>
            (await summaries(list)).map((project) => ({
              ...project,
              anchor: tabProjectAnchor(domain.id, year, project.id),
            }));
          return {
            year,
            groups: [
              { title: 'Major Projects', empty: 'No major projects listed.', projects: await projects(major) },
              { title: 'Minor Projects', empty: 'No minor projects listed.', projects: await projects(minor) },
            ],
          };
        }),
      ),
    })),
  );
  return { intro: tab.intro, domains, description: loadPageDescription('tab') };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: 'Technical Advisory Board',
    description: args.loaderData?.description ?? '',
  });

/** Why this page ships script (src/lib/page-script.ts). */
export const handle: ScriptHandle = {
  script: 'the domains are tabs (arrow keys), and their projects open as modal dialogs',
};

export default function TabPage({ loaderData }: Route.ComponentProps) {
  const { intro, domains } = loaderData;
  return (
    <div className="page">
      <PageHeader title="Technical Advisory Board">{intro && <p>{intro}</p>}</PageHeader>
      {/* Each domain and each project is a search result of its own (scripts/build-steps/search-index.ts). */}
      <div data-pagefind-ignore="">
        <Tabs
          label="Technical domains"
          items={domains.map((domain) => ({
            id: domain.id,
            label: domain.name,
            panel: (
              <>
                <h2 id={`${domain.id}-name`} className={styles.domain}>
                  {domain.name}
                </h2>
                <div className={styles.description}>
                  {domain.description.map((paragraph) => (
                    <p key={paragraph}>{paragraph}</p>
                  ))}
                </div>
                {domain.years.map(({ year, groups }) => (
                  <section
                    key={year}
                    aria-labelledby={`${domain.id}-name ${domain.id}-${year}`}
                    className={styles.year}
                  >
                    <h3 id={`${domain.id}-${year}`} className={styles.yearTitle}>
                      {year}
                    </h3>
                    {groups.map((group) => (
                      <div key={group.title} className={styles.group}>
                        <h4 className={styles.groupTitle}>{group.title}</h4>
                        {group.projects.length === 0 ? (
                          <p className={styles.empty}>{group.empty}</p>
                        ) : (
                          <ul className={grid.grid}>
                            {group.projects.map((project) => (
                              <li key={project.id} id={project.anchor}>
                                <ProjectCard project={project} headingLevel={4} clamp={false} />
                              </li>
                            ))}
                          </ul>
                        )}
                      </div>
                    ))}
                  </section>
                ))}
              </>
            ),
          }))}
        />
      </div>
    </div>
  );
}
